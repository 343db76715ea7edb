"""The SPMD executor's lanes as Python generators (`Steps.call`): no thread per lane.

A lane of `spmd.py` runs its kernel here one op after another and *yields* at every
synchronization point (a shared-memory access, a convergent or cross-lane op, a
`gpu.barrier`, a "flush" wait of the branch tally), after setting `lane.waiting`; the
group's scheduler resumes it with `next(lane.gen)` once the lane's converged instance is
complete.  Switching lanes is a generator resume, not an OS-thread hand-off (which was
about half of the executor's CPU time).  The regions of `scf.for`/`while`/`if`/
`index_switch` and the bodies of called functions run here too (`yield from`), so a lane
can stop anywhere; every other op runs on xDSL's implementation, on one interpreter
(`GroupInterpreter`) shared by every lane of the run: the scheduler points its per-lane
state (`SpmdContext`, `GpuThread`) at the lane it resumes.

The ops that ask their group for a value (`simd.readfirstlane`, `simd.group_reduce`,
the cross-lane ops, `gpu.barrier`) call their lane's hooks from inside xDSL's
implementation, where a generator cannot stop: the hook raises `NeedSync` instead, the
lane yields, and the op runs again with the group's reply (`lane.replied`) - those
implementations compute nothing with side effects before the hook.

What an op needs to run is computed once per op and run (`_Facts`: operands, results,
implementation, checks, cost and stats class); the dynamic stats are counted per op and
added to the run's `stats` by `flush_stats` (the keys appear in the order the listener
of the interpreter used to add them: first execution of an op of the class).
Semantics, faults and their texts are `lane_interpreter.LaneInterpreter`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable
from operator import itemgetter
from typing import Any, Protocol

from xdsl.dialects import cf, func, scf
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    ReturnedValues,
    Successor,
)
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.traits import SymbolTable

from simdopt.dialects import gpu
from simdopt.interpreters.cost import alu_cost, op_class
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.lane_interpreter import (
    LaneInterpreter,
    OpKind,
    check_limits,
)
from simdopt.interpreters.lane_interpreter import check_op as _check_op
from simdopt.interpreters.lane_interpreter import describe as _describe
from simdopt.interpreters.lane_interpreter import op_kind as _kind
from simdopt.interpreters.positions import Frame, RegionShape, region_shape
from simdopt.interpreters.spmd_fast import specialize
from simdopt.interpreters.values import POISON

Steps_ = Generator[None, None, PythonValues]


class NeedSync(BaseException):
    """Raised by a lane's hook inside an op's implementation: the op needs its converged
    instance's reply first (a BaseException, so no implementation's `except` eats it)."""

    def __init__(self, op: Operation, kind: str, value: Any):
        super().__init__()
        self.op, self.kind, self.value = op, kind, value


class StepLane(Protocol):
    """What `Steps` asks of a lane (`spmd.Lane`)."""

    frames: list[Frame]
    steps: int
    replied: bool
    obs: Any

    def before_op(self, op: Operation, kind: OpKind, inputs: tuple[Any, ...]) -> Generator[None, None, None]: ...

    def wait(self, op: Operation, kind: str, value: Any) -> None: ...

    def record_values(self, values: Iterable[SSAValue], pyvalues: Iterable[Any]) -> None: ...


class GroupInterpreter(LaneInterpreter):
    """The interpreter whose implementations every lane of a run uses; `env` is the
    values of the function invocation running now (`cf.switch` reads its operands)."""

    env: dict[int, Any]
    """(keyed by the `id` of the SSA value: xDSL's `__hash__` is Python code)"""

    def get_values(self, values: Iterable[SSAValue]) -> tuple[Any, ...]:
        env = self.env
        return tuple(env[id(v)] for v in values)

    def with_functions(self, *functions: InterpreterFunctions) -> GroupInterpreter:
        """`LaneInterpreter.with_functions`, its tables copied from the first run with
        functions of the same classes (registering is a tenth of a small launch)."""
        key = tuple(type(f) for f in functions)
        template = _TEMPLATES.get(key)
        impls = self._impls
        if template is None:
            super().with_functions(*functions)
            index = {id(f): i for i, f in enumerate(functions)}
            # per entry: the index of a run's own functions object, or a shared stateless
            # one (the cf/scf/func sets `with_functions` adds)
            _TEMPLATES[key] = [
                {k: (index.get(id(ft), -1), ft, impl) for k, (ft, impl) in getattr(impls, name).items()} for name in _TABLES
            ]
            return self
        for name, table in zip(_TABLES, template, strict=True):
            setattr(impls, name, {k: (functions[i] if i >= 0 else ft, impl) for k, (i, ft, impl) in table.items()})
        return self


_TABLES = ("_impl_dict", "_cast_impl_dict", "_attr_impl_dict", "_external_funcs_dict", "_callable_impl_dict")
_TEMPLATES: dict[tuple[type[InterpreterFunctions], ...], list[dict[Any, tuple[int, Any, Any]]]] = {}


_FOR, _WHILE, _IF, _SWITCH, _CALL = 1, 2, 3, 4, 5
_SPECIAL: dict[type[Operation], int] = {
    scf.ForOp: _FOR, scf.WhileOp: _WHILE, scf.IfOp: _IF, scf.IndexSwitchOp: _SWITCH, func.CallOp: _CALL,
}  # fmt: skip
_BR, _COND_BR, _RETURN = 1, 2, 3
_TERMINATORS: dict[type[Operation], int] = {
    cf.BranchOp: _BR, cf.ConditionalBranchOp: _COND_BR,
    func.ReturnOp: _RETURN, scf.YieldOp: _RETURN, scf.ConditionOp: _RETURN, gpu.ReturnOp: _RETURN,
}  # fmt: skip
"""Terminators run here, with xDSL's semantics (`CfFunctions`, `FuncFunctions`, ...)."""


class _Facts:
    """What running `op` needs, computed once per op and run; `count`: its executions
    since the last `flush_stats`."""

    __slots__ = ("check", "cost", "count", "fast", "ft", "get", "id0", "impl", "nargs", "rid0", "kind", "nres", "op", "results", "rids", "special", "stat",
                 "succ", "term", "watch")  # fmt: skip

    def __init__(self, op: Operation, interp: Interpreter):
        self.op = op
        ids = tuple(id(v) for v in op.operands)
        self.nargs = len(ids)
        self.id0 = ids[0] if ids else 0
        self.get: Callable[[dict[int, Any]], tuple[Any, ...]] = itemgetter(*ids) if len(ids) > 1 else tuple
        self.results = tuple(op.results)
        self.rids = tuple(id(v) for v in op.results)
        self.rid0 = self.rids[0] if self.rids else 0
        self.nres = len(self.results)
        self.term = _TERMINATORS.get(type(op), 0)
        self.succ: tuple[Block, ...] = tuple(op.successors)
        if isinstance(op, cf.ConditionalBranchOp):
            self.nres = len(op.then_arguments)  # (where the else block's arguments start)
        self.kind = kind = _kind(op)
        self.check = kind.division or bool(kind.mem)
        self.watch = bool(kind.mem) or kind.branch
        self.special = _SPECIAL.get(type(op), 0)
        impl = interp._impls._impl_dict.get(type(op))  # pyright: ignore[reportPrivateUsage]
        self.ft: Any = impl[0] if impl is not None else None
        self.impl = impl[1] if impl is not None else None
        self.fast = specialize(op, self.impl, interp)
        cls = op_class(op)
        self.cost = alu_cost(op, 1)
        self.stat = "branches" if cls == "branch" else cls + "_ops"
        self.count = 0


class Steps:
    """Runs lanes' kernels as generators on `interp` (one per run), counting into
    `stats` (`flush_stats`); `max_steps` ops per lane, `deadline` for the run."""

    def __init__(self, interp: GroupInterpreter, stats: dict[str, int], shapes: dict[Region, RegionShape],
                 max_steps: int, deadline: float | None, time_limit: float):  # fmt: skip
        self.interp = interp
        self.stats = stats
        self.shapes = shapes
        self.max_steps = max_steps
        self.deadline = deadline
        self.time_limit = time_limit
        self.blocks: dict[Block, tuple[tuple[int, ...], list[_Facts]]] = {}
        self.facts: list[_Facts] = []

    def flush_stats(self) -> None:
        """Add the ops counted since the last flush to `stats`."""
        s = self.stats
        for f in self.facts:
            if f.count:
                s["dynamic_alu_ops"] += f.count * f.cost
                s[f.stat] += f.count
                f.count = 0

    def _block(self, block: Block) -> tuple[tuple[int, ...], list[_Facts]]:
        facts = [_Facts(op, self.interp) for op in block.ops]
        self.facts.extend(facts)
        out = self.blocks[block] = (tuple(id(a) for a in block.args), facts)
        return out

    def call(self, lane: StepLane, fn: Operation, args: PythonValues) -> Steps_:
        """Run function `fn` (a call's callee or the kernel) with `args` in `lane`."""
        if isinstance(fn, gpu.FuncOp) or (isinstance(fn, func.FuncOp) and (first := fn.body.first_block) is not None and first.ops):
            return (yield from self.region(lane, fn.body, args, {}, 0))
        return self.interp.call_op(fn, args)

    def region(self, lane: StepLane, region: Region, args: PythonValues, env: dict[int, Any], iteration: int) -> Steps_:
        """`LaneInterpreter.run_ssacfg_region`'s semantics; values go into `env`, the
        function invocation's (SSA names are unique: a region needs no scope of its own)."""
        block = region.first_block
        if block is None:
            return ()
        frame = Frame(region_shape(self.shapes, region), iteration)
        frames = lane.frames
        frames.append(frame)
        interp, stats, blocks = self.interp, self.stats, self.blocks
        max_steps, deadline = self.max_steps, self.deadline
        obs = lane.obs
        results: PythonValues = ()
        prev: Block | None = None
        try:
            while block is not None:
                frame.enter(prev, block, args)
                cached = blocks.get(block)
                arg_ids, facts = cached if cached is not None else self._block(block)
                for a, v in zip(arg_ids, args, strict=True):
                    env[a] = v
                if obs is not None:
                    lane.record_values(block.args, args)
                prev, block = block, None
                for idx, f in enumerate(facts):
                    op = f.op
                    steps = lane.steps = lane.steps + 1
                    if steps > max_steps or (steps & 4095 == 1 and deadline is not None):
                        check_limits(steps, max_steps, deadline, self.time_limit, op)
                    try:
                        n = f.nargs
                        inputs: tuple[Any, ...] = f.get(env) if n > 1 else (env[f.id0],) if n else ()
                    except KeyError:
                        raise RuntimeFault(f"'{op.name}' uses a value that has not been computed", op) from None
                    if f.check or POISON in inputs:
                        _check_op(op, f.kind, inputs)
                    if f.watch or obs is not None:
                        frame.op_idx = idx
                        yield from lane.before_op(op, f.kind, inputs)
                    if not f.count:
                        stats.setdefault(f.stat, 0)
                    f.count += 1
                    fast = f.fast
                    tv = None
                    if fast is not None:
                        try:
                            values = fast(inputs)
                        except Exception as e:
                            raise RuntimeFault(f"'{op.name}' failed: {_describe(e)}", op) from None
                    elif f.term:
                        term = f.term
                        if term == _RETURN:
                            results = inputs
                        elif term == _BR:
                            block, args = f.succ[0], inputs
                        elif inputs[0]:
                            block, args = f.succ[0], inputs[1 : 1 + f.nres]
                        else:
                            block, args = f.succ[1], inputs[1 + f.nres :]
                        break
                    elif f.special:
                        frame.op_idx = idx
                        try:
                            values = yield from self._special(lane, f, inputs, env)
                        except RuntimeFault:
                            raise
                        except Exception as e:
                            raise RuntimeFault(f"'{op.name}' failed: {_describe(e)}", op) from None
                    else:
                        frame.op_idx = idx  # (a hook may ask for the lane's position)
                        interp.env = env
                        if f.impl is None:
                            raise RuntimeFault(f"'{op.name}' failed: Could not find interpretation function for op {op.name}", op)
                        try:
                            try:
                                result = f.impl(f.ft, interp, op, inputs)
                            except NeedSync as sync:
                                lane.wait(sync.op, sync.kind, sync.value)
                                yield
                                lane.replied = True
                                interp.env = env  # (the scheduler ran other lanes meanwhile)
                                result = f.impl(f.ft, interp, op, inputs)
                        except RuntimeFault:
                            raise
                        except Exception as e:
                            raise RuntimeFault(f"'{op.name}' failed: {_describe(e)}", op) from None
                        values, tv = result.values, result.terminator_value
                    if f.nres == len(values) == 1:
                        env[f.rid0] = values[0]
                    else:
                        if f.nres != len(values):
                            raise RuntimeFault(f"'{op.name}' produced {len(values)} results, expected {f.nres}", op)
                        for r, v in zip(f.rids, values, strict=True):
                            env[r] = v
                    if obs is not None:
                        frame.op_idx = idx
                        lane.record_values(f.results, values)
                    if tv is not None:
                        if isinstance(tv, Successor):
                            block, args = tv.block, tuple(tv.args)
                        else:
                            assert isinstance(tv, ReturnedValues)
                            results = tuple(tv.values)
                        break
        finally:
            frames.pop()
        return results

    def _special(self, lane: StepLane, f: _Facts, inputs: tuple[Any, ...], env: dict[int, Any]) -> Steps_:
        """The ops whose regions (or callee) run in the lane's generator: `SpmdScfFunctions`'
        and xDSL's `scf`, `SpmdFuncFunctions`' `func.call` semantics."""
        op = f.op
        special = f.special
        if special == _FOR:
            assert isinstance(op, scf.ForOp)
            lb, ub, step, *loop_args = inputs
            if step <= 0:
                raise RuntimeFault(f"'{op.name}' step must be positive, got {step}", op)
            values = tuple(loop_args)
            for n, i in enumerate(range(lb, ub, step)):
                values = yield from self.region(lane, op.body, (i, *values), env, n)
            return values
        if special == _WHILE:
            assert isinstance(op, scf.WhileOp)
            values = inputs
            n = 0
            while True:
                cond, *forwarded = yield from self.region(lane, op.before_region, values, env, n)
                if not cond:
                    return tuple(forwarded)
                values = yield from self.region(lane, op.after_region, tuple(forwarded), env, n)
                n += 1
        if special == _IF:
            assert isinstance(op, scf.IfOp)
            return (yield from self.region(lane, op.true_region if inputs[0] else op.false_region, (), env, 0))
        if special == _SWITCH:
            assert isinstance(op, scf.IndexSwitchOp)
            cases: tuple[int, ...] = op.cases.get_values()
            region = op.case_regions[cases.index(inputs[0])] if inputs[0] in cases else op.default_region
            return (yield from self.region(lane, region, (), env, 0))
        assert isinstance(op, func.CallOp)
        callee = SymbolTable.lookup_symbol(op, op.callee)
        if callee is None:
            raise RuntimeFault(f"'{op.name}' calls @{op.callee.string_value()}, which is not defined", op)
        return (yield from self.call(lane, callee, inputs))
