"""Running a SIMD program once: `simd-run FILE` without a launch (`run_simd`).

A SIMD program (vectors are lanes) runs on the `LaneInterpreter` with the shared dialect
functions; `SimdInterpreter` counts what it runs into `simd_stats`' keys (the op
classes of `interpreters/cost.py`, plus the vector ops that ran dynamically uniform or
with one active lane).  The vectorized launch driver (`launch.py`) runs each subgroup
of a launch with `simd_interpreter` too.  A lowered program (`convert-simd-to-lockstep`)
runs on the lockstep machine instead (`lockstep.py`'s `run_lockstep`).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, Successor
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.ir import Operation, Region, SSAValue
from xdsl.utils.scoped_dict import ScopedDict

from simdopt.interpreters import lane_functions
from simdopt.interpreters.arguments import convert_arg
from simdopt.interpreters.cost import (
    LaneKind,
    UniformityFacts,
    UniformityTally,
    alu_cost,
    lane_kind,
    op_class,
    op_width,
    static_alu_ops,
)
from simdopt.interpreters.errors import ArgumentError, RuntimeFault
from simdopt.interpreters.lane_interpreter import (
    DEFAULT_MAX_STEPS,
    LaneInterpreter,
    SpmdCfFunctions,
    SpmdFuncFunctions,
    SpmdScfFunctions,
    check_limits,
    check_op,
    describe,
)
from simdopt.interpreters.lane_interpreter import op_kind as lane_op_kind
from simdopt.interpreters.printf import PrintLog
from simdopt.interpreters.simd import SpmdContext, active_lanes_at
from simdopt.interpreters.threaded import (
    BlockPlan,
    Dispatch,
    Plans,
    ThreadedRegions,
    check_results,
    checks_due,
    register_all,
    run_impl,
)
from simdopt.interpreters.values import POISON, to_json


def simd_stats(fn: Operation, static: int | None = None) -> dict[str, Any]:
    """Zeroed dynamic counts of a SIMD run of `fn` (`static_alu_ops` filled in, or
    `static` when given: the same number, kept from an earlier run)."""
    keys = ("vector_ops", "scalar_ops", "broadcast_ops", "mask_ops", "memory_ops", "branches",
            "dynamically_uniform_vector_ops", "single_lane_vector_ops")  # fmt: skip
    # dynamically uniform vector ops: >= 2 active lanes, all equal
    return {"static_alu_ops": static_alu_ops(fn) if static is None else static, "dynamic_alu_ops": 0, **dict.fromkeys(keys, 0)}


def _uniformity_run(u: UniformityFacts, op: Operation) -> Callable[[tuple[Any, ...], PythonValues], LaneKind | None]:
    """`uniformity_of(u, op, args, results)` for one op, with its facts unpacked once
    (a SIMD program's exec mask is all lanes: the active lanes are the op's mask)."""
    width, masked, (m, negated) = u.width, u.masked, u.where

    def run(args: tuple[Any, ...], results: PythonValues) -> LaneKind | None:
        active: list[bool] | None = None
        if masked:
            if m < 0:
                active = [True] * width
            else:
                mask = args[m]
                # (a poison mask lane faults: `active_lanes_at` says how)
                active = active_lanes_at(op, args, width, u.where) if POISON in mask else [bool(b) != negated for b in mask[:width]]  # pyright: ignore[reportArgumentType]
        return lane_kind(u, args, results, active)

    return run


class _SimdFacts:
    """What a run of an op adds to `simd_stats`, computed once per op: its ALU cost and
    stats key (added n runs at a time, `SimdInterpreter.flush`), its uniformity facts."""

    __slots__ = ("alu", "checked", "key", "kind", "poison", "uniform", "uniformity")

    def __init__(self, op: Operation):
        cls = op_class(op)
        width = op_width(op)
        self.key = cls + ("es" if cls == "branch" else "_ops")
        self.alu = alu_cost(op, width, cls)
        self.uniformity = UniformityFacts.of(op, cls, width)
        self.kind = lane_op_kind(op)
        self.checked = bool(self.kind.division or self.kind.mem)
        """Whether `LaneInterpreter`'s checks apply beyond poison operands."""
        self.poison = not all(self.kind.poison_ok(i) for i in range(len(op.operands)))
        """Whether a poison operand can be a fault (`LaneInterpreter`'s check)."""
        self.uniform = _uniformity_run(self.uniformity, op) if self.uniformity.relevant else None
        """How a run of the op was uniform (None: not a vector op)."""


class SimdInterpreter(ThreadedRegions, LaneInterpreter):
    """The `LaneInterpreter` of a SIMD program (no SPMD lane), its regions run through
    threaded code (`interpreters/threaded.py`): each op's implementation, checks and
    stats facts resolved once, counted inline (`simd_stats`' keys).  Faults,
    limits and results are `LaneInterpreter`'s."""

    stats: dict[str, Any]
    tally: UniformityTally | None
    dispatch: Dispatch
    others: tuple[Interpreter.Listener, ...]
    context: SpmdContext
    """The thread state of its `simd` functions (where printf text goes)."""

    def relaunch(
        self,
        stats: dict[str, Any],
        *,
        listeners: tuple[Interpreter.Listener, ...] = (),
        max_steps: int = DEFAULT_MAX_STEPS,
        deadline: float | None = None,
        time_limit: float = 0.0,
        tally: UniformityTally | None = None,
        log: PrintLog | None = None,
    ) -> None:
        """Set every field a run of the module sets (`simd_interpreter`'s arguments; the
        step count, the values, the block counts afresh): a launch may run on the
        interpreter an earlier launch of the same module built, whose registered functions,
        dispatch and plans are the module's."""
        self.stats, self.tally, self.others = stats, tally, listeners
        self.max_steps, self.deadline, self.time_limit, self.steps = max_steps, deadline, time_limit, 0
        self.context.log = log or PrintLog()
        self.lane, self.next_iteration, self.depth, self.counts = None, 0, 0, []
        self._ctx = ScopedDict[SSAValue, Any](name="root")

    def run_ssacfg_region(self, region: Region, args: PythonValues, name: str = "unknown") -> PythonValues:
        if self.lane is not None:
            return LaneInterpreter.run_ssacfg_region(self, region, args, name)
        return ThreadedRegions.run_ssacfg_region(self, region, args, name)

    def run_region(self, region: Region, args: PythonValues, name: str) -> PythonValues:
        """`run_ssacfg_region` through the region's plans (the module docstring)."""
        block = region.first_block
        if block is None:
            return ()
        initial, values = self.enter(region, name)
        dispatch, others, stats, tally = self.dispatch, self.others, self.stats, self.tally
        resolved = dispatch.resolved
        self.next_iteration = 0
        results: PythonValues = ()
        try:
            while block is not None:
                plan = self.count(block)
                steps = plan.steps
                checks = checks_due(plan.flat, self.steps, len(steps), self.max_steps, self.deadline)
                if not checks:
                    self.steps += len(steps)
                if len(block.args) != len(args):
                    raise RuntimeFault(f"block expects {len(block.args)} arguments, got {len(args)}", block.first_op)
                for a, v in zip(plan.args, args, strict=True):
                    values[a] = v
                block = None
                for st in steps:
                    op = st.op
                    if checks:
                        self.steps += 1
                        check_limits(self.steps, self.max_steps, self.deadline, self.time_limit, op)
                    try:
                        inputs = st.get(values)
                    except KeyError:
                        raise RuntimeFault(f"'{op.name}' uses a value that has not been computed", op) from None
                    facts: _SimdFacts = st.facts
                    if facts.checked or (facts.poison and POISON in inputs):
                        check_op(op, facts.kind, inputs)
                    if others:
                        for listener in others:
                            listener.will_interpret_op(op, inputs)
                    try:
                        # the prepared fast path inline, as in lockstep.py's loop (a shared function adds a
                        # Python call per op: ~5% at stop 32); `run_impl` is the slow path both share
                        r = resolved.get(st.type) or dispatch.resolve(op)
                        p = st.prepared
                        if p is not None and p[0] is r[1]:
                            out, term = p[1](r[0], inputs) if p[2] else p[1](r[0], self, inputs), None
                        else:
                            out, term = run_impl(self, dispatch, st, inputs)
                        if len(out) != len(st.results):
                            check_results(op, out)
                    except RuntimeFault:
                        raise
                    except Exception as e:
                        raise RuntimeFault(f"'{op.name}' failed: {describe(e)}", op) from None
                    if facts.uniform is not None:
                        u = facts.uniform(inputs, out)
                        if tally is not None:
                            tally.record(op, u)
                        if u == "uniform":
                            stats["dynamically_uniform_vector_ops"] += 1
                        elif u == "one-lane":
                            stats["single_lane_vector_ops"] += 1
                    if others:
                        for listener in others:
                            listener.did_interpret_op(op, out)
                    for r, v in zip(st.results, out, strict=True):
                        values[r] = v
                    if term is not None:
                        if isinstance(term, Successor):
                            block, args = term.block, tuple(term.args)
                        else:
                            results = tuple(term.values)
                        break
        finally:
            self.leave(initial)
        return results

    def summarize(self, plan: BlockPlan) -> tuple[tuple[str, int], ...]:
        """The block's ALU ops and op classes."""
        summary: dict[str, int] = {}
        for st in plan.steps:
            facts: _SimdFacts = st.facts
            summary["dynamic_alu_ops"] = summary.get("dynamic_alu_ops", 0) + facts.alu
            summary[facts.key] = summary.get(facts.key, 0) + 1
        return tuple(summary.items())

    def add_runs(self, plan: BlockPlan, n: int) -> None:
        stats = self.stats
        for key, k in plan.summary:
            stats[key] += k * n


def simd_interpreter(
    module: ModuleOp,
    stats: dict[str, Any],
    *,
    listeners: tuple[Interpreter.Listener, ...] = (),
    functions: tuple[InterpreterFunctions, ...] = (),
    max_steps: int = DEFAULT_MAX_STEPS,
    deadline: float | None = None,
    time_limit: float = 0.0,
    cache: dict[Any, Any] | None = None,
    tally: UniformityTally | None = None,
    constants: dict[Any, Any] | None = None,
    log: PrintLog | None = None,
) -> SimdInterpreter:
    """The interpreter of a SIMD program: xDSL's with linear-time cf regions, located
    errors and run limits (`LaneInterpreter`), counting into `stats` (`cache`: the
    per-op facts, shared by several runs; `tally`: how often each op ran dynamically uniform or
    varied, the oracle's misses and its reach for `benchmarks/kernel_pipeline_table.py`);
    `functions` add ops (e.g. the launch's `gpu` queries); `log` collects printf text."""
    interp = SimdInterpreter(module)
    interp.context = SpmdContext()
    fs = [*lane_functions(interp.context, constants), *functions]
    # `LaneInterpreter.with_functions`' registrations
    register_all(interp, [*((f, False) for f in fs), (SpmdCfFunctions(), False), (SpmdScfFunctions(), False),
                          (SpmdFuncFunctions(), True)])  # fmt: skip
    if cache is None:
        cache = {}
    plans = cache.get(_PLANS)
    if plans is None:
        plans = cache[_PLANS] = Plans(_SimdFacts)
    interp.plans, interp.dispatch = plans, Dispatch(interp)
    interp.relaunch(stats, listeners=listeners, max_steps=max_steps, deadline=deadline, time_limit=time_limit,
                    tally=tally, log=log)  # fmt: skip
    return interp


_PLANS = "simd plans"
"""The key of a launch's `Plans` in its `cache`."""


def run_simd(
    module: ModuleOp,
    fn: func.FuncOp,
    raw: list[Any],
    listeners: tuple[Interpreter.Listener, ...] = (),
    max_steps: int = DEFAULT_MAX_STEPS,
    time_limit: float | None = None,
) -> dict[str, Any]:
    """Run `fn` once as a SIMD program; the JSON-ready result dict.  `listeners` see
    every op run (benchmarks use them for per-op statistics); `time_limit` (seconds)
    stops a run that takes longer."""
    types = list(fn.function_type.inputs.data)
    if len(raw) != len(types):
        raise ArgumentError(f"'{fn.sym_name.data}' takes {len(types)} arguments, {len(raw)} given")
    args = [convert_arg(a, t, f"argument #{i} ({t})") for i, (a, t) in enumerate(zip(raw, types, strict=True))]
    stats = simd_stats(fn)
    deadline = time.monotonic() + time_limit if time_limit is not None else None
    interp = simd_interpreter(
        module, stats, listeners=listeners, max_steps=max_steps, deadline=deadline,
        time_limit=time_limit or 0.0,
    )  # fmt: skip
    results = interp.call_op(fn, tuple(args))
    for r in results:
        if r is POISON or (isinstance(r, tuple) and POISON in r):
            ret = fn.body.blocks.last.last_op if fn.body.blocks.last else None
            raise RuntimeFault(f"'{fn.sym_name.data}' returns a poison value", ret)
    memrefs = [list(a.data) for a in args if isinstance(a, ShapedArray)]
    return {"results": [to_json(r) for r in results], "memrefs": memrefs, "stats": stats}
