"""The lockstep machine simulator: `LockstepFunctions` for xDSL's interpreter plus stats.

A vector register is a tuple of W lanes, a mask register a tuple of W booleans; a lane
may be `POISON` (`interpreters/values.py`).  The machine state is the `exec` mask: at
entry the subgroup's threads in a launch (`launch.py`; lanes past a block's last thread
off, as AMD launches a wave), all lanes in a run of one function.  A vector-unit op
computes its active lanes (exec & mask) and leaves the others poison; storing,
returning, reading into a scalar or branching on a poison lane, or dividing by a poison
or zero active lane, is a `RuntimeFault` at the op.

Statistics (`MachineStats`, `lockstep_stats.py`; counted for every op the interpreter
runs, so scalar-unit ops of other dialects count too: `LockstepInterpreter` counts each
block run's static part at once and an issue's active lanes and a branch's outcome as
they happen), with the cost model of `interpreters/cost.py` (which op
issues on which unit, its ALU lane-ops, exec and memory traffic) under the module's
`#lockstep.target` (`TargetDesc`; its defaults when the module has none):

* `issued`: instructions per unit — `vector`, `scalar` (arith, memref, vlane), `mask`
  (mask algebra and exec ops, scalar unit on mask registers), `branch`;
* `alu_lane_ops`: the seed's metric (SPEC §8): W per vector op (`vreduce` and
  `vatomic` included), 1 per broadcast, `vreadfirstlane`, mask or scalar op, 0 for
  `arith.index_cast`, branches and `ub.poison`; every instruction issues in one cycle
  (`vatomic` too: its lanes go to memory in lane order within the instruction);
* `active_lane_ops`: lanes that computed something useful (exec & mask);
* `reg_reads`/`reg_writes` per register class (`scalar`, `vector`, `mask`; exec
  counts as a mask register);
* `mem_accesses`: elements loaded or stored (an atomic lane both);
* `branches_taken`, `branches_not_taken`, `regions_skipped` (execz / branch-if-none);
* `cycles`: `cycles_<unit>` per issue, plus `taken_branch_penalty` per taken branch;
* `energy`: `e_issue` per instruction, `e_lane` per active lane, register accesses
  weighted by their width (a vector register's W from its type), `e_mem` per element.

`run_lockstep(module, func, args)` runs a function from JSON-style arguments and returns
`{"results", "memrefs", "stats"}`; `simd-run` calls it for every lowered program.  The
lane-wise execution is `interpreters/lanes.py`'s, shared with the simd interpreter.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from xdsl.dialects import builtin, func, scf
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    ReturnedValues,
    TerminatorValue,
    impl,
    impl_terminator,
)
from xdsl.interpreters.cf import CfFunctions
from xdsl.interpreters.scf import ScfFunctions
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.interpreters.utils.ptr import TypedPtr
from xdsl.ir import Attribute, Operation, Region, SSAValue
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.scoped_dict import ScopedDict

from simdopt.dialects import lockstep as ls
from simdopt.dialects.vector_unit import (
    float_width,
    is_float_element,
    lane_bits,
    lane_op,
    rounding,
    vector_width,
)
from simdopt.interpreters import lane_functions
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.lane_interpreter import check_limits
from simdopt.interpreters.lanes import (
    VectorUnitFunctions,
    Where,
    binary_plan,
    compare_plan,
    load_plan,
    mem_contents,
    register_lane_runs,
    select_plan,
    store_plan,
    vector_unit_runs,
)
from simdopt.interpreters.lockstep_stats import (
    DEFAULT_TARGET,
    DYN_BRANCH,
    DYN_LANES,
    BlockSummary,
    MachineStats,
    OpFacts,
    static_alu_ops,
)
from simdopt.interpreters.printf import PrintLog
from simdopt.interpreters.threaded import (
    BlockPlan,
    Dispatch,
    Plans,
    Prepared,
    ThreadedRegions,
    check_results,
    checks_due,
    impl_plans,
    lane_runs,
    register_all,
    run_impl,
)
from simdopt.interpreters.values import POISON, poison_of, to_json

Vec = tuple[Any, ...]


# --------------------------------------------------------------------------- stats (`lockstep_stats.py`)


class LockstepInterpreter(ThreadedRegions, Interpreter):
    """xDSL's interpreter running the machine: the registered functions run every op,
    through threaded code (`interpreters/threaded.py`: each op's implementation and
    stats facts resolved once), counting the stats (`lockstep_stats.py`) and stopping at the
    run limits (`LimitListener`'s) inline."""

    machine: LockstepFunctions
    limits: LimitListener | None
    dispatch: Dispatch

    def relaunch(self, stats: MachineStats, log: PrintLog | None, limits: LimitListener | None) -> None:
        """Set every field a run of the module sets (the machine's stats, printf log and
        state, the run limits, the values, the block counts): a launch may run on the
        interpreter an earlier launch of the same module built (`lockstep_interpreter`),
        whose registered functions, dispatch, plans and target are the module's."""
        m = self.machine
        m.stats, m.log, m.exec, m.last_active = stats, log, None, None
        if m.target is not None:
            stats.target = m.target
        self.limits, self.depth, self.counts = limits, 0, []
        self._ctx = ScopedDict[SSAValue, Any](name="root")

    def run_region(self, region: Region, args: PythonValues, name: str) -> PythonValues:
        """`run_ssacfg_region` through the region's plans (the module docstring)."""
        block = region.first_block
        if block is None:
            return ()
        initial, values = self.enter(region, name)
        machine, limits, dispatch = self.machine, self.limits, self.dispatch
        resolved = dispatch.resolved
        results: PythonValues = ()
        try:
            while block is not None:
                plan = self.count(block)
                checks = limits is not None and checks_due(plan.flat, limits.steps, len(plan.steps), limits.max_steps, limits.deadline)
                if limits is not None and not checks:
                    limits.steps += len(plan.steps)
                for a, v in zip(plan.args, args, strict=False):
                    values[a] = v
                block = None
                for st in plan.steps:
                    op = st.op
                    inputs = st.get(values)
                    facts: OpFacts = st.facts
                    dyn = facts.dynamic
                    if dyn == DYN_LANES:
                        active = sum(machine.active_at(op, inputs, facts.lane_width, facts.where))  # pyright: ignore[reportArgumentType]
                        s = machine.stats
                        s.active_lane_ops += active * facts.slots
                        s.mem_accesses += active * facts.elements
                    elif dyn == DYN_BRANCH:
                        if facts.if_true if inputs[0] else facts.if_false:
                            machine.stats.branches_taken += 1
                        else:
                            machine.stats.branches_not_taken += 1
                    if checks:
                        limits.will_interpret_op(op, inputs)  # pyright: ignore[reportOptionalMemberAccess]
                    if facts.ends:  # (xDSL's `scf` impl: the operands are the region's results)
                        results = inputs
                        break
                    try:
                        # the prepared fast path inline, as in simd_program.py's loop (a shared function adds a
                        # Python call per op: ~5% at stop 32); `run_impl` is the slow path both share
                        r = resolved.get(st.type) or dispatch.resolve(op)
                        p = st.prepared
                        if p is not None and p[0] is r[1]:
                            out, term = p[1](r[0], inputs) if p[2] else p[1](r[0], self, inputs), None
                        else:
                            out, term = run_impl(self, dispatch, st, inputs)
                    except Exception as e:
                        op.emit_error("Error while interpreting op", e)
                    if len(out) != len(st.results):
                        check_results(op, out)
                    for r, v in zip(st.results, out, strict=True):
                        values[r] = v
                    if term is not None:
                        if isinstance(term, ReturnedValues):
                            results = term.values
                        else:
                            block, args = term
                        break
        finally:
            self.leave(initial)
        return results

    def summarize(self, plan: BlockPlan) -> BlockSummary:
        return BlockSummary(plan)

    def add_runs(self, plan: BlockPlan, n: int) -> None:
        s = self.machine.stats
        s.add(plan.summary, n)
        s.issue_runs[plan] += n


# --------------------------------------------------------------------------- functions


class LockstepFunctions(VectorUnitFunctions):
    """Semantics of the lockstep dialect, with the machine's exec mask and stats."""

    MESSAGES = {
        "mask_poison": "{name}: mask lane {lane} is poison",
        "divide": "lockstep.valu {kind}: lane {lane} divides by {what}",
        "address_poison": "{name}: lane {lane} has a poison address",
        "base_poison": "{name}: the base address is poison",
        "out_of_bounds": "{name}: lane {lane} address {index} is out of bounds [0, {size})",
        "store_poison": "{name}: lane {lane} stores a poison value",
        "select_poison": "",
        "lane_index_poison": "{name}: the lane index is poison",
        "lane_range": "{name}: lane {lane} is out of range [0, {size})",
        "lane_poison": "{name}: lane {lane} is poison",
        "reduce_poison": "{name}: mask lane {lane} is poison",
        "no_integer": "{name} {kind}: lane {lane} has no integer value ({what})",
    }

    def __init__(self, target: ls.TargetDesc | None = None, stats: MachineStats | None = None):
        self.target = target
        self.exec: Vec | None = None
        self.stats = stats if stats is not None else MachineStats(target or DEFAULT_TARGET)
        self.last_active: tuple[Any, Any, list[bool]] | None = None
        """(op, its operand values, its active lanes): the stats' count of an issue's
        active lanes, which its run asks for next."""

    def active_at(self, op: Any, args: Any, width: int, where: Where) -> list[bool]:
        last = self.last_active
        if last is not None and last[0] is op and last[1] is args and args:  # (one tuple per run of an op)
            return last[2]
        act = super().active_at(op, args, width, where)
        self.last_active = (op, args, act)
        return act

    def exec_lanes(self, width: int) -> Vec:
        if self.exec is None or len(self.exec) != width:
            self.exec = (True,) * width
        return self.exec

    # ------------------------------------------------------------------ exec

    def exec_of(self, op: ls.ExecOp) -> Vec:
        return self.exec_lanes(_exec_width(op))

    @impl(ls.ExecAndOp)
    def run_exec_and(self, interpreter: Interpreter, op: ls.ExecAndOp, args: PythonValues):
        self.exec = tuple(self.and_mask(op, self.exec_of(op), args[0], op.negated is not None))
        return ()

    @impl(ls.ExecNotOp)
    def run_exec_not(self, interpreter: Interpreter, op: ls.ExecNotOp, args: PythonValues):
        self.exec = tuple(not e for e in self.exec_of(op))
        return ()

    @impl(ls.ExecRestoreOp)
    def run_exec_restore(self, interpreter: Interpreter, op: ls.ExecRestoreOp, args: PythonValues):
        self.exec = self.defined(op, args[0])
        return ()

    @impl(ls.ExecAndSaveOp)
    def run_exec_and_save(self, interpreter: Interpreter, op: ls.ExecAndSaveOp, args: PythonValues):
        saved = self.exec_of(op)
        self.exec = tuple(self.and_mask(op, saved, args[0], op.negated is not None))
        return (saved,)

    @impl(ls.ExecSetOp)
    def run_exec_set(self, interpreter: Interpreter, op: ls.ExecSetOp, args: PythonValues):
        self.exec = tuple(self.and_mask(op, self.defined(op, args[0]), args[1], op.negated is not None))
        return ()

    # ------------------------------------------------------------------ branches

    @impl(ls.SkipExeczOp)
    def run_skip_execz(self, interpreter: Interpreter, op: ls.SkipExeczOp, args: PythonValues):
        empty = not any(self.exec_lanes(op.width.value.data))
        self.stats.branch(taken=empty)
        self.stats.reg_reads["mask"] += 1
        if empty:
            self.stats.regions_skipped += 1
            return tuple(poison_of(r.type) for r in op.results)
        return interpreter.run_ssacfg_region(op.body, (), "skip_execz")

    def _mask_branch(self, interpreter: Interpreter, op: ls.MaskBranchOp, cond: bool) -> PythonValues:
        self.stats.branch(taken=not cond)
        self.stats.reg_reads["mask"] += 1
        if not cond and isinstance(op, ls.IfAnyOp):
            self.stats.regions_skipped += 1
        region = op.then_region if cond else op.else_region
        return interpreter.run_ssacfg_region(region, (), op.name)

    @impl(ls.IfAnyOp)
    def run_if_any(self, interpreter: Interpreter, op: ls.IfAnyOp, args: PythonValues):
        return self._mask_branch(interpreter, op, any(self.defined(op, args[0])))

    @impl(ls.IfAllOp)
    def run_if_all(self, interpreter: Interpreter, op: ls.IfAllOp, args: PythonValues):
        return self._mask_branch(interpreter, op, all(self.defined(op, args[0])))

    @impl_terminator(ls.YieldOp)
    def run_yield(
        self, interpreter: Interpreter, op: ls.YieldOp, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        return ReturnedValues(args), ()


def _scalar_rhs(op: ls.VectorUnitOp, args: PythonValues, reversed: bool) -> PythonValues:
    """A vector-scalar op's first two operands as two vectors (the scalar read by every
    lane, on the left when `reversed`), then the rest."""
    scalar = (args[1],) * op.lane_width()
    return (scalar, args[0], *args[2:]) if reversed else (args[0], scalar, *args[2:])


def _based(op: ls.VGathersOp | ls.VScattersOp, args: PythonValues) -> PythonValues:
    """A scalar-base gather/scatter's operands with its offsets replaced by the lane
    addresses, base + offset (the 32-bit add a `valu add` would do)."""
    at = list(op.operands).index(op.addrs)
    base, offsets = args[at - 1], args[at]
    add = lane_op("add", False, 32)
    addrs = tuple(POISON if base is POISON or o is POISON else add(base, o) for o in offsets)
    return (*args[:at], addrs, *args[at + 1 :])


_SHARED_RUNS, _SHARED_PREPARED = vector_unit_runs(ls.LOCKSTEP.operations)
_RUNS: dict[type[Operation], Any] = {
    **_SHARED_RUNS,
    ls.ValuOp: lambda f, op, args: f.binary(
        op, op.kind.data, is_float_element(op.result.type), args, args[-1] if op.merge_operand is not None else None
    ),
    ls.ValusOp: lambda f, op, args: f.binary(
        op, op.kind.data, is_float_element(op.result.type), _scalar_rhs(op, args, op.is_reversed),
        args[-1] if op.merge_operand is not None else None,
    ),
    ls.VCmpsOp: lambda f, op, args: f.compare(
        op, op.predicate.data, is_float_element(op.lhs.type), (args[0], (args[1],) * op.lane_width(), *args[2:])
    ),
    ls.VSelsOp: lambda f, op, args: f.select(op, (args[0], *_scalar_rhs(op, args[1:], op.is_reversed))),
    ls.VGathersOp: lambda f, op, args: f.load(op, _based(op, args)),
    ls.VScattersOp: lambda f, op, args: f.store(op, _based(op, args)),
    # the mask unit
    ls.MAndOp: lambda f, op, args: f.mask_and(args),
    ls.MOrOp: lambda f, op, args: f.mask_or(args),
    ls.MBcastOp: lambda f, op, args: (
        (POISON if args[0] is POISON else bool(args[0]),) * op.result.type.get_shape()[0],
    ),
    ls.MAnyOp: lambda f, op, args: (any(f.defined(op, args[0])),),
    ls.MAllOp: lambda f, op, args: (all(f.defined(op, args[0])),),
    # exec
    ls.ExecSaveOp: lambda f, op, args: (f.exec_of(op),),
}  # fmt: skip
"""Each op's run: the vector unit's shared ones (`lanes.vector_unit_runs`) and the
machine's own."""


def _scalar_rhs_plan(op: ls.VectorUnitOp, reversed: bool) -> Callable[[PythonValues], PythonValues]:
    """`_scalar_rhs` for one op."""
    w = op.lane_width()
    if reversed:
        return lambda args: ((args[1],) * w, args[0], *args[2:])
    return lambda args: (args[0], (args[1],) * w, *args[2:])


def _valu_plan(op: ls.ValuOp | ls.ValusOp) -> Prepared:
    run = binary_plan(op, op.kind.data, is_float_element(op.result.type))
    merge = op.merge_operand is not None
    if isinstance(op, ls.ValusOp):
        rhs = _scalar_rhs_plan(op, op.is_reversed)
        return lambda f, args: run(f, rhs(args), args[-1] if merge else None)
    return lambda f, args: run(f, args, args[-1] if merge else None)


def _vcmp_plan(op: ls.VCmpOp | ls.VCmpsOp) -> Prepared:
    run = compare_plan(op, op.predicate.data, is_float_element(op.lhs.type))
    if isinstance(op, ls.VCmpsOp):
        rhs = _scalar_rhs_plan(op, False)
        return lambda f, args: run(f, rhs(args))
    return run


def _vsels_plan(op: ls.VSelsOp) -> Prepared:
    run, rhs = select_plan(op), _scalar_rhs_plan(op, op.is_reversed)
    return lambda f, args: run(f, (args[0], *rhs(args[1:])))


def _based_plan(op: ls.VGathersOp | ls.VScattersOp, run: Prepared) -> Prepared:
    """`run` on `_based` operands."""
    at = list(op.operands).index(op.addrs)
    add = lane_op("add", False, 32)

    def based(f: Any, args: PythonValues) -> PythonValues:
        base, offsets = args[at - 1], args[at]
        addrs = tuple(POISON if base is POISON or o is POISON else add(base, o) for o in offsets)
        return run(f, (*args[:at], addrs, *args[at + 1 :]))

    return based


def _exec_width(op: ls.ExecOp) -> int:
    w = vector_width(op.exec_type())
    assert w is not None
    return w


def _exec_save_plan(op: ls.ExecSaveOp) -> Prepared:
    w = _exec_width(op)
    return lambda f, args: (f.exec_lanes(w),)


def _exec_and_plan(op: ls.ExecAndOp, impl: Any) -> Callable[..., PythonValues]:
    """`run_exec_and` with the exec width and negation found once."""
    w, negated = _exec_width(op), op.negated is not None

    def run(f: LockstepFunctions, interpreter: Interpreter, args: PythonValues) -> PythonValues:
        f.exec = tuple(f.and_mask(op, f.exec_lanes(w), args[0], negated))
        return ()

    return run


_PREPARED: dict[type[Operation], Any] = {
    **_SHARED_PREPARED,
    ls.ExecSaveOp: _exec_save_plan,
    ls.ValuOp: _valu_plan,
    ls.ValusOp: _valu_plan,
    ls.VCmpOp: _vcmp_plan,
    ls.VCmpsOp: _vcmp_plan,
    ls.VSelsOp: _vsels_plan,
    ls.VGathersOp: lambda op: _based_plan(op, load_plan(op)),
    ls.VScattersOp: lambda op: _based_plan(op, store_plan(op)),
}
"""The hottest ops' runs of `_RUNS` with their per-op facts resolved once (the threaded
`LockstepInterpreter` keeps one per op)."""
register_lane_runs(LockstepFunctions, _RUNS)
lane_runs(LockstepFunctions, _RUNS, _PREPARED)
def _exec_restore_plan(op: ls.ExecRestoreOp, impl: Any) -> Callable[..., PythonValues]:
    """`run_exec_restore` without xDSL's `impl` wrapper."""

    def run(f: LockstepFunctions, interpreter: Interpreter, args: PythonValues) -> PythonValues:
        f.exec = f.defined(op, args[0])
        return ()

    return run


_IMPL_PLANS: dict[type[Operation], Any] = {ls.ExecAndOp: _exec_and_plan, ls.ExecRestoreOp: _exec_restore_plan}
impl_plans(LockstepFunctions, _IMPL_PLANS)


def _if_plan(op: scf.IfOp, impl: Any) -> Callable[..., PythonValues]:
    """xDSL's `ScfFunctions.run_if` with the op's regions found once."""
    then, other = op.true_region, op.false_region
    return lambda f, interpreter, args: interpreter.run_ssacfg_region(then if args[0] else other, ())


def _for_plan(op: scf.ForOp, impl: Any) -> Callable[..., PythonValues]:
    """xDSL's `ScfFunctions.run_for` with the op's body found once."""
    body = op.body

    def run(f: Any, interpreter: Interpreter, args: PythonValues) -> PythonValues:
        lb, ub, step, *packed = args
        loop_args = tuple(packed)
        for i in range(lb, ub, step):
            loop_args = interpreter.run_ssacfg_region(body, (i, *loop_args), "for_loop")
        return loop_args

    return run


def _while_plan(op: scf.WhileOp, impl: Any) -> Callable[..., PythonValues]:
    """xDSL's `ScfFunctions.run_while` with the op's regions found once."""
    before, after = op.before_region, op.after_region

    def run(f: Any, interpreter: Interpreter, args: PythonValues) -> PythonValues:
        loop_args = args
        while True:
            condition, *forwarded = interpreter.run_ssacfg_region(before, loop_args, "while.before_region")
            if not condition:
                return tuple(forwarded)
            loop_args = interpreter.run_ssacfg_region(after, tuple(forwarded), "while.after_region")

    return run


# (the lockstep machine runs xDSL's `scf`; the threaded loop calls these without its
# `impl` wrapper, and ends a region at its `scf.yield`/`scf.condition` itself)
_SCF_PLANS: dict[type[Operation], Any] = {scf.IfOp: _if_plan, scf.ForOp: _for_plan, scf.WhileOp: _while_plan}
impl_plans(ScfFunctions, _SCF_PLANS)


# --------------------------------------------------------------------------- driver


def make_arg(t: Attribute, value: Any, op: Operation | None = None) -> Any:
    """A JSON value as the interpreter's value of type `t` (floats rounded to their type)."""
    if isinstance(t, builtin.MemRefType | builtin.VectorType) and not isinstance(value, list):
        raise RuntimeFault(f"expected an array for {t}, found {value!r}", op)
    if isinstance(t, builtin.MemRefType):
        ptr: TypedPtr[Any]
        el = t.get_element_type()
        wide = lane_bits(el) == 64
        if is_float_element(el):
            floats = [float(v) for v in value]
            ptr = TypedPtr.new_float64(floats) if wide else TypedPtr.new_float32(floats)
        else:
            ints = [int(v) for v in value]
            ptr = TypedPtr.new_int64(ints) if wide else TypedPtr.new_int32(ints)
        return ShapedArray(ptr, [len(value)])
    if isinstance(t, builtin.VectorType):
        return tuple(make_arg(t.get_element_type(), v, op) for v in value)  # pyright: ignore[reportUnknownVariableType]
    if isinstance(value, list):
        raise RuntimeFault(f"expected a number for {t}, found an array", op)
    return rounding(t)(float(value)) if float_width(t) else int(value)


def _result(value: Any, op: Operation | None, t: Attribute) -> Any:
    """A defined result as JSON (`i1` as 0/1); returning a poison lane is a fault."""
    if t == builtin.i1 and value is not POISON:
        return int(bool(value))
    lanes = value if isinstance(value, tuple) else (value,)
    for i, lane in enumerate(lanes):  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
        if lane is POISON:
            where = f" lane ({i})" if isinstance(value, tuple) else " value"
            raise RuntimeFault(f"returns a poison{where}", op)
    return to_json(value)


class LimitListener(Interpreter.Listener):
    """Stops a run after `max_steps` ops or past `deadline` (`time.monotonic()`, checked
    every 4096 ops): an endless loop is a located fault, not a hang."""

    def __init__(self, max_steps: int | None = None, deadline: float | None = None, time_limit: float = 0.0):
        self.max_steps = max_steps
        self.deadline = deadline
        self.time_limit = time_limit
        self.steps = 0

    def will_interpret_op(self, op: Operation, args: PythonValues) -> None:
        self.steps += 1
        check_limits(self.steps, self.max_steps, self.deadline, self.time_limit, op)


def check_lowered(function: Operation) -> None:
    """A fault at the first simd op left in `function` (the machine has none)."""
    for op in function.walk():
        if _dialect(type(op)) == "simd":
            raise RuntimeFault(
                f"'{op.name}' is a SIMD op: lower the program first "
                "(simd-opt -p convert-simd-to-lockstep)",
                op,
            )


def lockstep_interpreter(
    module: builtin.ModuleOp,
    machine: LockstepFunctions,
    *,
    functions: tuple[InterpreterFunctions, ...] = (),
    limits: LimitListener | None = None,
    cache: dict[Any, Any] | None = None,
    constants: dict[Any, Any] | None = None,
) -> LockstepInterpreter:
    """xDSL's interpreter running the machine `machine` (its stats collected), with the
    dialect functions of every interpreter, `functions` (e.g. the launch's `gpu` ops) and
    the run limits `limits`; `cache` and `constants`: per-op facts and constants, shared by
    the interpreters of one launch."""
    interpreter = LockstepInterpreter(module)
    fs = (*lane_functions(constants=constants), CfFunctions(), ScfFunctions(), machine, *functions)
    register_all(interpreter, ((f, False) for f in fs))
    if cache is None:
        cache = {}
    plans = cache.get(_PLANS)
    if plans is None:
        plans = cache[_PLANS] = Plans(OpFacts)
    interpreter.machine, interpreter.plans, interpreter.limits = machine, plans, limits
    interpreter.dispatch, interpreter.counts = Dispatch(interpreter), []
    if machine.target is None:  # the module's target description
        target = cache.get(_TARGET)
        if target is None:
            try:
                target = cache[_TARGET] = ls.TargetDesc.from_attr(module.attributes.get(ls.TARGET_ATTR))
            except VerifyException as e:
                raise RuntimeFault(str(e), module) from None
        machine.target = machine.stats.target = target
    return interpreter


_PLANS, _TARGET = "lockstep plans", "lockstep target"
"""The keys of a launch's `Plans` and of the module's `TargetDesc` in its `cache`."""


def machine_stats(function: Operation, stats: MachineStats, static: int | None = None) -> dict[str, Any]:
    """The JSON stats of a run of `function` (`static_alu_ops` over its ops, or `static`
    when given: the same number, kept from an earlier run)."""
    static = static_alu_ops(function) if static is None else static
    return {"static_alu_ops": static, "dynamic_alu_ops": stats.alu_lane_ops, **stats.to_json()}


def run_lockstep(
    module: builtin.ModuleOp,
    function: func.FuncOp,
    args: list[Any],
    *,
    target: ls.TargetDesc | None = None,
    max_steps: int | None = None,
    time_limit: float | None = None,
) -> dict[str, Any]:
    """Run `function` on the machine; the JSON-ready results, memrefs and stats.
    `max_steps` bounds the ops run, `time_limit` the seconds (None: no bound)."""
    check_lowered(function)
    machine = LockstepFunctions(target)
    deadline = time.monotonic() + time_limit if time_limit is not None else None
    limits = LimitListener(max_steps, deadline, time_limit or 0.0)
    interpreter = lockstep_interpreter(module, machine, limits=limits)
    inputs = function.function_type.inputs.data
    if len(args) != len(inputs):
        raise RuntimeFault(
            f"@{function.sym_name.data} takes {len(inputs)} arguments, {len(args)} given",
            function,
        )
    values = [make_arg(t, a, function) for t, a in zip(inputs, args, strict=False)]
    results = interpreter.call_op(function, tuple(values))
    ret = next(
        (b.last_op for b in function.body.blocks if isinstance(b.last_op, func.ReturnOp)), None
    )
    return {
        "results": [
            _result(r, ret, t)
            for r, t in zip(results, function.function_type.outputs.data, strict=True)
        ],
        "memrefs": [mem_contents(v) for v in values if isinstance(v, ShapedArray | list)],
        "stats": machine_stats(function, machine.stats),
    }


def uses_lockstep(module: Operation) -> bool:
    return any(_dialect(type(op)) == "lockstep" for op in module.walk())


_DIALECTS: dict[type[Operation], str] = {}


def op_dialect(t: type[Operation]) -> str:
    """`t.dialect_name()`, once per op type."""
    return _dialect(t)


def _dialect(t: type[Operation]) -> str:
    """`t.dialect_name()`, once per op type."""
    name = _DIALECTS.get(t)
    if name is None:
        name = t.dialect_name()
        if isinstance(getattr(t, "name", None), str):
            _DIALECTS[t] = name
    return name


__all__ = [
    "LimitListener",
    "LockstepFunctions",
    "MachineStats",
    "RuntimeFault",
    "check_lowered",
    "lockstep_interpreter",
    "run_lockstep",
]
