"""Threaded code for the SIMD interpreter and the lockstep machine: what their region
loops need of an op, worked out once per op instead of at every execution.

xDSL's `Interpreter` stays the structure (its registered `InterpreterFunctions` run every
op, `run_ssacfg_region` runs every region); what changes is the per-op cost of getting
there.  For each block, `Plans.steps` lists its ops as `Step`s: the operand values'
getter, the result values, the op type to dispatch on and the stage's static facts
(what the op adds to the stats).  `Dispatch` resolves an op type to its implementation
once per interpreter; an op of a `register_lane_runs` table (`lane_runs`) calls its lane
function directly instead of through the `impl` wrappers.  Values live in one dict per
function invocation (`Plans.fresh`): SSA values are unique objects, so the nested
regions of a call share its dict and a lookup is one dict access.

The region loops themselves are the stages' (`simd_program.SimdInterpreter`,
`lockstep.LockstepInterpreter`): their faults, limits and stats differ; what is around
them (a region's values scope, the block counts, the stats flush) is `ThreadedRegions`.

What a run works out of a module (the plans, the constants, the launch's checks) is
kept across runs while the module stays as it was (`known`): a test or a benchmark
runs the same module many times, and a small launch spends most of its time building
them.  IR is mutable in place (a pass may set an op's operands or attributes, move ops
between blocks), so every run first compares a snapshot of the module's structure
(`_snapshot`) with the one the kept facts were built from, and starts afresh on any
difference.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from operator import itemgetter
from typing import Any

from xdsl.dialects.builtin import ModuleOp
from xdsl.dialects.func import CallOp
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    OpImplResult,
    PythonValues,
)
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.traits import IsolatedFromAbove, IsTerminator
from xdsl.utils.exceptions import InterpretationError
from xdsl.utils.scoped_dict import ScopedDict

from simdopt.ir.collection import paused_collection

LaneRun = Callable[[Any, Any, PythonValues], PythonValues]
Prepared = Callable[[Any, PythonValues], PythonValues]
"""`run(functions, args)`: an op's lane run with what it reads of the op resolved."""
Prepare = Callable[[Any], Prepared]

ImplPlan = Callable[[Any, Interpreter, PythonValues], PythonValues]
"""`run(functions, interpreter, args)`: an `impl` with what it reads of its op resolved."""
PrepareImpl = Callable[[Operation, Any], ImplPlan]
"""`prepare(op, impl)`: the op's `ImplPlan` (it may call `impl` itself)."""

_LANE_RUNS: dict[Any, tuple[LaneRun, Prepare | None]] = {}
"""Per `impl` object of a `register_lane_runs` table: its lane function, and what
prepares it for one op (None: the lane function runs as it is)."""


def lane_runs(cls: type[InterpreterFunctions], runs: dict[type[Operation], LaneRun], prepared: dict[type[Operation], Prepare] | None = None) -> None:
    """Remember the lane function behind each `impl` that `register_lane_runs` made for
    `cls` from `runs`, so that `Dispatch` calls it without the wrappers; `prepared`:
    per op type, the same run with its per-op facts resolved once (`lanes.py`'s plans)."""
    for op_type, impl in cls._impls():  # pyright: ignore[reportPrivateUsage]
        run = runs.get(op_type)
        if run is not None:
            _LANE_RUNS[impl] = (run, (prepared or {}).get(op_type))


_IMPL_PLANS: dict[Any, PrepareImpl] = {}


def impl_plans(cls: type[InterpreterFunctions], plans: dict[type[Operation], PrepareImpl]) -> None:
    """Per op type of `plans`, how `cls`'s `impl` of it prepares for one op (the
    threaded interpreters keep one `ImplPlan` per op)."""
    for op_type, impl in cls._impls():  # pyright: ignore[reportPrivateUsage]
        prepare = plans.get(op_type)
        if prepare is not None:
            _IMPL_PLANS[impl] = prepare


class Values(dict[Any, Any]):
    """The values of a function invocation, keyed by the `id` of their SSA value (an
    `int` hashes without a Python call; `SSAValue` hashes and compares by identity, so
    this is the same mapping); xDSL's lookups by `SSAValue` (`Interpreter.get_values`,
    through `ScopedDict`) still find them."""

    __slots__ = ()

    def __missing__(self, key: Any) -> Any:
        if isinstance(key, int):
            raise KeyError(key)
        return self[id(key)]

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key if isinstance(key, int) else id(key))


def _getter(operands: tuple[SSAValue, ...]) -> Callable[[dict[int, Any]], tuple[Any, ...]]:
    """The operand values of an op from the invocation's `Values`, as a tuple."""
    if not operands:
        return lambda env: ()
    if len(operands) == 1:
        k = id(operands[0])
        return lambda env: (env[k],)
    return itemgetter(*(id(v) for v in operands))  # pyright: ignore[reportReturnType]


class Step:
    """One op of a block, ready to run (see the module docstring)."""

    __slots__ = ("facts", "get", "op", "prepared", "results", "type")

    def __init__(self, op: Operation, facts: Any):
        self.op = op
        self.type = type(op)
        self.get = _getter(tuple(op.operands))
        self.results = tuple(id(r) for r in op.results)
        """The `Values` keys of its results."""
        self.facts = facts
        self.prepared: tuple[Any, Any, bool] | None = None
        """(the impl it is for, the op's prepared run, whether it is a lane run: it
        takes no interpreter), set by `run_impl`; the interpreters call it directly
        when their impl of the op is that one."""


class BlockPlan:
    """A block's steps; `index` numbers it in its `Plans` (the stages count block runs:
    every op of a block runs once per run of the block, unless a fault ends the run);
    `summary`: what the stage adds to its stats per run of the block, worked out at its
    first count."""

    __slots__ = ("args", "block", "flat", "index", "ops", "steps", "summary")

    def __init__(self, block: Block, steps: tuple[Step, ...], index: int):
        self.block = block
        self.args = tuple(id(a) for a in block.args)
        """The `Values` keys of the block's arguments."""
        self.steps = steps
        self.index = index
        self.ops = tuple(st.op for st in steps)
        self.summary: Any = None
        self.flat = not any(op.regions or isinstance(op, CallOp) for op in self.ops)
        """Whether no op of the block runs other ops (regions, calls): the block's
        ops are the run's next `len(steps)` steps."""


def checks_due(flat: bool, steps: int, n: int, max_steps: int | None, deadline: float | None) -> bool:
    """Whether the run limits need checking op by op in a block of `n` ops starting
    after step `steps`: it is not `flat`, or it reaches `max_steps`, or one of its steps
    is a time check (step 4096 k + 1)."""
    if not flat or (max_steps is not None and steps + n > max_steps):
        return True
    return deadline is not None and ((steps - 1) >> 12) != ((steps + n - 1) >> 12)


class Plans:
    """The steps of every block a stage ran, shared by the interpreters of one launch
    (`facts(op)`: the stage's static facts of an op)."""

    def __init__(self, facts: Callable[[Operation], Any]):
        self.facts = facts
        self.blocks: dict[int, BlockPlan] = {}
        """Per block's `id` (`Block` hashes in Python; its plan holds it, so the id
        stays its own)."""
        self.plans: list[BlockPlan] = []
        self.regions: dict[int, tuple[Region, bool]] = {}

    def block(self, block: Block) -> BlockPlan:
        plan = self.blocks.get(id(block))
        if plan is None:
            plan = self.blocks[id(block)] = BlockPlan(block, tuple(Step(op, self.facts(op)) for op in block.ops), len(self.plans))
            self.plans.append(plan)
        return plan

    def fresh(self, region: Region) -> bool:
        """Whether `region` starts a new dict of values: a function body (isolated from
        above; a nested region reads and writes its caller's)."""
        fresh = self.regions.get(id(region))
        if fresh is None:
            parent = region.parent_op()
            fresh = self.regions[id(region)] = (region, parent is None or parent.has_trait(IsolatedFromAbove))
        return fresh[1]


class ThreadedRegions:
    """What the region loops of the threaded interpreters share (mixed into an
    `Interpreter`): running a region in a pause of the garbage collector, its values'
    scope, the count of its block runs (`count`), whose stats the stage adds when the
    outermost region ends (`flush`).  The stage's `run_region` runs the blocks."""

    plans: Plans
    counts: list[int]
    """Runs per block (`BlockPlan.index`) since the last `flush`."""
    depth: int = 0
    _ctx: ScopedDict[SSAValue, Any]

    def run_region(self, region: Region, args: PythonValues, name: str) -> PythonValues:
        raise NotImplementedError

    def summarize(self, plan: BlockPlan) -> Any:
        """What one run of `plan`'s block adds to the stats (kept as `plan.summary`)."""
        raise NotImplementedError

    def add_runs(self, plan: BlockPlan, n: int) -> None:
        """Add `n` runs of `plan`'s block to the stats."""
        raise NotImplementedError

    def run_ssacfg_region(self, region: Region, args: PythonValues, name: str = "unknown") -> PythonValues:
        if self.depth:
            return self.run_region(region, args, name)
        with paused_collection():  # the run makes no cycles; a collection would walk the whole IR
            return self.run_region(region, args, name)

    def enter(self, region: Region, name: str) -> tuple[ScopedDict[SSAValue, Any], dict[Any, Any]]:
        """Start running `region`: (the scope to `leave` it with, the dict its values go
        in: a fresh `Values` for a function body, its caller's for a nested region)."""
        initial = self._ctx
        env = self._ctx = ScopedDict[SSAValue, Any](initial, name=name, local_scope=Values()) if self.plans.fresh(region) else initial
        self.depth += 1
        return initial, env._local_scope  # pyright: ignore[reportPrivateUsage, reportReturnType]

    def leave(self, initial: ScopedDict[SSAValue, Any]) -> None:
        """End running a region `enter` started (also when it faults)."""
        self._ctx = initial
        self.depth -= 1
        if not self.depth:
            self.flush()

    def count(self, block: Block) -> BlockPlan:
        """`block`'s plan, one more run of it counted."""
        plan = self.plans.block(block)
        counts = self.counts
        if plan.index >= len(counts):
            counts.extend([0] * (len(self.plans.plans) - len(counts)))
        counts[plan.index] += 1
        return plan

    def flush(self) -> None:
        """Add the counted block runs to the stats."""
        counts, plans = self.counts, self.plans.plans
        for i, n in enumerate(counts):
            if n:
                plan = plans[i]
                if plan.summary is None:
                    plan.summary = self.summarize(plan)
                self.add_runs(plan, n)
                counts[i] = 0


class Dispatch:
    """An interpreter's implementation of each op type, resolved once: `(functions,
    impl, lane run or None, its preparation or None, the impl's preparation or None)`."""

    def __init__(self, interpreter: Interpreter):
        self.table: dict[type[Operation], Any] = interpreter._impls._impl_dict  # pyright: ignore[reportPrivateUsage]
        self.resolved: dict[type[Operation], tuple[Any, Any, LaneRun | None, Prepare | None, PrepareImpl | None]] = {}

    def resolve(self, op: Operation) -> tuple[Any, Any, LaneRun | None, Prepare | None, PrepareImpl | None]:
        t = type(op)
        hit = self.resolved.get(t)
        if hit is None:
            if t not in self.table:
                raise InterpretationError(f"Could not find interpretation function for op {op.name}")
            ft, impl = self.table[t]
            lane, prepare = _LANE_RUNS.get(impl, (None, None))
            hit = self.resolved[t] = (ft, impl, lane, prepare, _IMPL_PLANS.get(impl))
        return hit


def run_impl(interpreter: Interpreter, dispatch: Dispatch, step: Step, inputs: tuple[Any, ...]) -> tuple[PythonValues, Any]:
    """(results, terminator value) of `step`'s op on `inputs` by its registered
    implementation."""
    ft, impl, lane, prepare, plan = dispatch.resolve(step.op)
    if prepare is not None:
        p = step.prepared
        if p is None or p[0] is not impl:
            p = step.prepared = (impl, prepare(step.op), True)
        return p[1](ft, inputs), None
    op = step.op
    if lane is not None:
        step.prepared = (impl, lambda ft, args: lane(ft, op, args), True)
        return lane(ft, op, inputs), None
    if plan is not None:
        p = step.prepared
        if p is None or p[0] is not impl:
            p = step.prepared = (impl, plan(op, impl), False)
        return p[1](ft, interpreter, inputs), None
    out: OpImplResult = impl(ft, interpreter, op, inputs)
    if out.terminator_value is None and not op.has_trait(IsTerminator):
        # (an `impl` of an op that is no terminator: its results are all it gives)
        step.prepared = (impl, lambda ft, interpreter, args: impl(ft, interpreter, op, args).values, False)
    return out.values, out.terminator_value


def check_results(op: Operation, values: Iterable[Any]) -> None:
    """xDSL's check of an implementation's result count."""
    n = len(tuple(values))
    if n != len(op.results):
        raise InterpretationError(
            f"Number of operation results ({len(op.results)}) doesn't match the number of implementation results ({n})."
        )


_IMPL_TABLES = ("_impl_dict", "_cast_impl_dict", "_attr_impl_dict", "_external_funcs_dict", "_callable_impl_dict")
Template = tuple[dict[Any, tuple[int, Any]], ...]
_TEMPLATES: dict[tuple[tuple[type[InterpreterFunctions], bool], ...], Template] = {}


class _LazyTable(dict[Any, Any]):
    """An interpreter's table of op implementations, filled from its template as ops
    ask (a subgroup's program uses a few of the ~150 ops registered)."""

    def __init__(self, template: dict[Any, tuple[int, Any]], objects: list[InterpreterFunctions]):
        super().__init__()
        self.template, self.objects = template, objects

    def __missing__(self, key: Any) -> Any:
        i, impl = self.template[key]
        value = self[key] = (self.objects[i], impl)
        return value

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, key) or key in self.template

    def get(self, key: Any, default: Any = None) -> Any:
        try:
            return self[key]
        except KeyError:
            return default

    def items(self) -> Any:
        return {k: self[k] for k in self.template.keys() | dict.keys(self)}.items()


def register_all(interpreter: Interpreter, functions: Iterable[tuple[InterpreterFunctions, bool]]) -> None:
    """`interpreter.register_implementations(f, override=o)` for each `(f, o)` in turn
    into a fresh interpreter, without its per-entry cost: the tables xDSL builds are
    worked out once per sequence of functions classes (a launch builds one interpreter
    per subgroup, each with its own functions objects), the op table filled lazily."""
    fs = list(functions)
    key = tuple((type(f), o) for f, o in fs)
    template = _TEMPLATES.get(key)
    impls = interpreter._impls  # pyright: ignore[reportPrivateUsage]
    if template is None or any(getattr(impls, name) for name in _IMPL_TABLES):
        for f, o in fs:
            interpreter.register_implementations(f, override=o)
        if template is None:
            where = {id(f): i for i, (f, _) in enumerate(fs)}
            _TEMPLATES[key] = tuple(
                {k: (where[id(ft)], impl) for k, (ft, impl) in getattr(impls, name).items()} for name in _IMPL_TABLES
            )
        return
    objects = [f for f, _ in fs]
    impls._impl_dict = _LazyTable(template[0], objects)  # pyright: ignore[reportPrivateUsage]
    for name, table in zip(_IMPL_TABLES[1:], template[1:], strict=True):
        getattr(impls, name).update({k: (objects[i], impl) for k, (i, impl) in table.items()})


_END = object()
"""Marks the end of a block's ops in a snapshot (an op moved out of a nested region
into the op's own block lists the same ops in the same order)."""


def _snapshot(module: Operation) -> list[Any]:
    """What the kept facts of `module` depend on, as a list compared by `==`: per region
    and block, their identity and the block's arguments; per op, its identity, operands,
    results, successors, regions and a copy of its attributes and properties (the only
    parts xDSL mutates in place; the others are tuples it replaces).  Held in the list,
    no object can be freed and its id reused by another."""
    out: list[Any] = []
    _record(module, out)
    return out


def _record(parent: Operation, out: list[Any]) -> None:
    for region in parent.regions:
        out.append(region)
        for block in region.blocks:
            out.append(block)
            out.append(block._args)  # pyright: ignore[reportPrivateUsage]
            for op in block.ops:
                out.append((op, op._operands, op.results, op._successors, op.regions,  # pyright: ignore[reportPrivateUsage]
                            dict(op.attributes), dict(op.properties)))  # fmt: skip
                if op.regions:
                    _record(op, out)
            out.append(_END)


class _Known:
    __slots__ = ("module", "snapshot", "store")

    def __init__(self, module: ModuleOp):
        self.module, self.snapshot, self.store = module, _snapshot(module), dict[Any, Any]()


_KNOWN: list[_Known] = []
"""The modules run last (most recent first; a few, so that their IR is freed soon)."""
_KEEP = 4


def known(module: ModuleOp) -> dict[Any, Any]:
    """What runs of `module` keep across runs (the stages store their plans, constants
    and checks in it): the same dict as the last run's while `module` is unchanged, an
    empty one once it changed."""
    for i, k in enumerate(_KNOWN):
        if k.module is module:
            del _KNOWN[i]
            if k.snapshot == _snapshot(module):
                _KNOWN.insert(0, k)
                return k.store
            break
    k = _Known(module)
    _KNOWN.insert(0, k)
    del _KNOWN[_KEEP:]
    return k.store
