"""`simd-run --engine jit` for a lowered program (`convert-simd-to-lockstep`) over a
launch: the lockstep machine (`interpreters/lockstep.py`) run natively, one subgroup
after the other as `launch.run_vectorized_launch` runs them, with the same result dict.

The machine's exec mask is a `<W x i1>` local of `@group` (LLVM keeps it in a
register); `skip_execz`, `if_any` and `if_all` are branches around their regions,
inlined like the scf regions of `simd.py`.  The stats (`MachineStats`) are static per
op - what `lockstep_stats.OpFacts` adds for one issue (`IssueFacts`, `branch_kind`)
times the executions of the op's block - plus what depends on the run: each
vector-unit op's active lanes (exec & mask, `ctpop`) times its register slots and the
elements it moves, and the outcomes of `cf.cond_br`.  The other branches' outcomes
follow from block counts (a region block runs when its branch goes there).  Cycles and
energy are then `MachineStats`' own properties.  As in `simd.py`, everything the
native code does not decide itself (every fault, a poison scalar) reruns the launch on
the interpreter.

Not compiled (refused): what `simd.py` refuses, and `skip_execz` with scalar results.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from xdsl.dialects import cf
from xdsl.dialects.builtin import ModuleOp, VectorType
from xdsl.ir import Block, Operation
from xdsl.utils.exceptions import VerifyException

from simdopt.dialects import lockstep as ls
from simdopt.interpreters.cost import TRANSFERS, issue_cost
from simdopt.interpreters.gpu import Launch
from simdopt.interpreters.jit import cross_lane, printf
from simdopt.interpreters.jit.launcher import run_native
from simdopt.interpreters.jit.lower import Unsupported
from simdopt.interpreters.jit.simd import SubgroupLowering, mask_op
from simdopt.interpreters.jit.vector import elem_type
from simdopt.interpreters.launch import LaunchArgs, VectorizedProgram
from simdopt.interpreters.lockstep import machine_stats
from simdopt.interpreters.lockstep_stats import (
    BranchKind,
    IssueFacts,
    MachineStats,
    branch_kind,
)

_REFUSED: tuple[type[Operation], ...] = ()


class MachineLowering(SubgroupLowering):
    """`SubgroupLowering` for the lockstep dialect: exec in `%exec`, active lanes and
    memory elements summed in `%act` / `%mem`, `cf.cond_br` outcomes in `@taken`."""

    SLOTS = ("%steps", "%act", "%mem")
    TERMINATORS = (*SubgroupLowering.TERMINATORS, ls.YieldOp)

    def __init__(self, fn: Any, launch: Launch, args: list[Any]):
        super().__init__(fn, launch, args)
        self.uniformity = False
        self.cond_brs: list[Operation] = []

    def entry_state(self) -> None:
        self.state("%exec", self.mt(), "%live")  # the subgroup's threads, as the interpreter's launch

    def exec_mask(self) -> str:
        e = self.fresh()
        self.emit(f"{e} = load {self.mt()}, ptr %exec")
        return e

    def set_exec(self, m: str) -> None:
        self.emit(f"store {self.mt()} {m}, ptr %exec")

    def record(self, op: Operation, kind: str, block: Block, value: str) -> None:
        if isinstance(op, cf.ConditionalBranchOp):
            self.cond_brs.append(op)
            at = f"getelementptr (i64, ptr @taken, i64 {len(self.cond_brs) - 1})"
            self.counter_add(at, value)

    def issued(self, op: Operation, act: str) -> None:
        """One issue of vector-unit op `op` with active lanes `act`."""
        cost = issue_cost(op)
        assert cost is not None
        facts = IssueFacts.of(op)
        assert facts is not None
        n = self.popcount(act)
        if facts.slots != 1:
            n2 = self.op2("mul", "i64", n, str(facts.slots))
            self.counter_add("%act", n2)
        else:
            self.counter_add("%act", n)
        if cost.elements_per_lane:
            self.counter_add("%mem", self.op2("mul", "i64", n, str(cost.elements_per_lane)))

    def lower_op(self, op: Operation, b: Block) -> None:
        handler = _LOCKSTEP.get(type(op))
        if handler is None:
            if isinstance(op, _REFUSED):
                raise Unsupported(f"'{op.name}'")
            super().lower_op(op, b)
            return
        handler(self, op)

    # ---- the branch ops around regions
    def regions(self, op: Operation, cond: str, then: Any, other: Any) -> None:
        """`br cond, then-region, else-region` (a region may be empty), results merged."""
        t, e, merge = self.label(), self.label(), self.label()
        self.emit(f"br i1 {cond}, label %{t}, label %{e}")
        incoming: list[tuple[list[tuple[str, str | None]], str]] = []
        for region, label in ((then, t), (other, e)):
            saved = self.block_steps, self.op_index
            if region is not None and region.blocks:
                term, end = self.region(region.block, label)
                incoming.append(([self.value_of(v) for v in term.operands], end))
            else:
                self.out.append(f"{label}:")
                incoming.append(([(self.poison_lanes(r.type)) for r in op.results], label))
            self.block_steps, self.op_index = saved
            self.emit(f"br label %{merge}")
        self.out.append(f"{merge}:")
        self.phis(op.results, incoming)

    def poison_lanes(self, t: Any) -> tuple[str, str | None]:
        if not isinstance(t, VectorType):
            raise Unsupported("a skipped region with scalar results")
        return "zeroinitializer", self.ones()


def _valu(self: MachineLowering, op: ls.ValuBase) -> None:
    act = self.active(op)
    t = op.result.type
    rhs: Any = op.rhs
    if isinstance(op, ls.ValusOp):  # the scalar operand on every lane
        rhs = (self.splat(self.val(op.rhs), elem_type(t)), "zeroinitializer")
    r, p = self.binary(op, op.kind.data, op.lhs, rhs, act, t)
    if op.merge_operand is not None:  # inactive lanes keep %old's
        old, pold = self.vec(op.merge_operand)
        r2, p2 = self.fresh(), self.fresh()
        self.emit(f"{r2} = select {self.mt()} {act}, {self.vt(t)} {r}, {self.vt(t)} {old}")
        self.emit(f"{p2} = select {self.mt()} {act}, {self.mt()} {p}, {self.mt()} {pold}")
        r, p = r2, p2
    self.define(op.result, r, p)
    self.issued(op, act)


def _vcmp(self: MachineLowering, op: Any) -> None:
    act = self.active(op)
    rhs: Any = op.rhs
    if isinstance(op, ls.VCmpsOp):
        rhs = (self.splat(self.val(op.rhs), elem_type(op.lhs.type)), "zeroinitializer")
    r, p = self.compare(op, op.predicate.data, op.lhs, rhs, act)
    self.define(op.results[0], r, p)
    self.issued(op, act)


def _vsel(self: MachineLowering, op: ls.VSelOp) -> None:
    act = self.active(op)
    r, p = self.select(op, op.pred, op.true_value, op.false_value, act, False)
    self.define(op.results[0], r, p)
    self.issued(op, act)


def _place(self: MachineLowering, op: Any) -> None:
    act = self.active(op)
    t = op.results[0].type
    if isinstance(op, ls.VBcastOp):
        self.define(op.results[0], self.splat(self.val(op.value), elem_type(t)), self.m_not(act))
    else:
        self.define(op.results[0], *self.pack([self.val(e) for e in op.elements], t, act))
    self.issued(op, act)


def _load(self: MachineLowering, op: Any) -> None:
    act = self.active(op)
    ptrs, _ = self.addresses(op, op.memref_operand, op.index_value(), bool(op.VECTOR_INDEX), act)
    self.define(op.results[0], self.gather(op, ptrs, act, op.results[0].type), self.m_not(act))
    self.issued(op, act)


def _store(self: MachineLowering, op: Any) -> None:
    act = self.active(op)
    ptrs, _ = self.addresses(op, op.memref_operand, op.index_value(), bool(op.VECTOR_INDEX), act)
    self.scatter(op, op.operands[0], ptrs, act)
    self.issued(op, act)


def _vmath(self: MachineLowering, op: ls.VMathOp) -> None:
    act = self.active(op)
    self.define(op.results[0], *self.math(op, op.kind.data, list(op.inputs), op.results[0].type, act))
    self.issued(op, act)


def _vcast(self: MachineLowering, op: ls.VCastOp) -> None:
    act = self.active(op)
    self.define(op.results[0], *self.cast(op, op.kind.data, op.input, op.results[0].type, act))
    self.issued(op, act)


def _vatomic(self: MachineLowering, op: ls.VAtomicOp) -> None:
    act = self.active(op)
    self.define(op.results[0], *self.atomic(op, op.kind.data, op.value, op.memref, op.addrs, act))
    self.issued(op, act)


def _collect(kind: bool) -> Callable[[MachineLowering, Any], None]:
    def run(self: MachineLowering, op: Any) -> None:
        act = self.active(op)
        self.names[op.results[0]] = self.collect(op, op.kind.data if kind else None, op.operands[0], act, op.results[0].type)
        self.issued(op, act)

    return run


def _vcmpxchg(self: MachineLowering, op: ls.VCmpxchgOp) -> None:
    act = self.active(op)
    self.define(op.results[0], *cross_lane.cmpxchg(self, op, act, op.expected, op.value, op.memref, op.addrs))
    self.issued(op, act)


def _cross(how: str) -> Callable[[MachineLowering, Any], None]:
    """A cross-lane vector op (`cross_lane.py`), one issue."""

    def run(self: MachineLowering, op: Any) -> None:
        act = self.active(op)
        r = op.results[0]
        if how == "ballot":
            self.names[r] = cross_lane.ballot(self, op, act)
        elif how == "shuffle":
            self.define(r, *cross_lane.shuffle(self, op, act, op.lane_list()))
        elif how == "permute":
            self.define(r, *cross_lane.permute(self, op, act))
        else:
            self.define(r, *cross_lane.scan(self, op, act))
        self.issued(op, act)

    return run


def _vprintf(self: MachineLowering, op: ls.VPrintfOp) -> None:
    act = self.active(op)
    printf.lane_printf(self, op, act)
    facts = IssueFacts.of(op)
    if facts is not None and facts.vector_unit:
        self.issued(op, act)


def _vlane(self: MachineLowering, op: ls.VLaneOp) -> None:
    self.names[op.results[0]] = self.read_lane(op, op.vector, self.val(op.lane))


def _exec(self: MachineLowering, op: Operation) -> None:
    if isinstance(op, ls.ExecSaveOp):
        self.define(op.results[0], self.exec_mask(), "zeroinitializer")
    elif isinstance(op, ls.ExecAndOp):
        ex = self.exec_mask()
        lanes, poison = self.vec(op.mask)
        self.bail(self.any_of(self.m_and(ex, poison)), op)
        if op.negated is not None:
            lanes = self.m_not(lanes)
        self.set_exec(self.m_and(ex, lanes))
    elif isinstance(op, ls.ExecNotOp):
        self.set_exec(self.m_not(self.exec_mask()))
    else:
        assert isinstance(op, ls.ExecRestoreOp)
        self.set_exec(self.defined_mask(op, op.saved))


def _fused_exec(self: MachineLowering, op: ls.ExecAndSaveOp | ls.ExecSetOp) -> None:
    """`exec_and_save` (saves exec) and `exec_set` (exec from a saved mask): exec =
    base & [~]mask, a poison mask lane under base falling back as `exec_and`'s does."""
    if isinstance(op, ls.ExecAndSaveOp):
        base = self.exec_mask()
        self.define(op.results[0], base, "zeroinitializer")
    else:
        base = self.defined_mask(op, op.saved)
    lanes, poison = self.vec(op.mask)
    self.bail(self.any_of(self.m_and(base, poison)), op)
    if op.negated is not None:
        lanes = self.m_not(lanes)
    self.set_exec(self.m_and(base, lanes))


def _skip_execz(self: MachineLowering, op: ls.SkipExeczOp) -> None:
    self.regions(op, self.any_of(self.exec_mask()), op.body, None)


def _mask_branch(self: MachineLowering, op: ls.MaskBranchOp) -> None:
    m = self.defined_mask(op, op.pred)
    cond = self.any_of(m) if isinstance(op, ls.IfAnyOp) else self.all_of(m)
    self.regions(op, cond, op.then_region, op.else_region)


_LOCKSTEP: dict[type[Operation], Any] = {
    ls.ValuOp: _valu,
    ls.ValusOp: _valu,
    ls.VCmpOp: _vcmp,
    ls.VCmpsOp: _vcmp,
    ls.VSelOp: _vsel,
    ls.VBcastOp: _place,
    ls.VPackOp: _place,
    ls.VLoadOp: _load,
    ls.VGatherOp: _load,
    ls.VStoreOp: _store,
    ls.VScatterOp: _store,
    ls.VMathOp: _vmath,
    ls.VCastOp: _vcast,
    ls.VAtomicOp: _vatomic,
    ls.VReadFirstLaneOp: _collect(False),
    ls.VReduceOp: _collect(True),
    ls.VLaneOp: _vlane,
    ls.VCmpxchgOp: _vcmpxchg,
    ls.VPrintfOp: _vprintf,
    ls.VShuffleOp: _cross("shuffle"),
    ls.VPermuteOp: _cross("permute"),
    ls.VBallotOp: _cross("ballot"),
    ls.VScanOp: _cross("scan"),
    ls.MAndOp: mask_op("and"),
    ls.MOrOp: mask_op("or"),
    ls.MNotOp: mask_op("not"),
    ls.MFirstOp: mask_op("first"),
    ls.MBcastOp: mask_op("bcast"),
    ls.MAnyOp: mask_op("any"),
    ls.MAllOp: mask_op("all"),
    **dict.fromkeys((ls.ExecSaveOp, ls.ExecAndOp, ls.ExecNotOp, ls.ExecRestoreOp), _exec),
    ls.ExecAndSaveOp: _fused_exec,
    ls.ExecSetOp: _fused_exec,
    ls.SkipExeczOp: _skip_execz,
    ls.IfAnyOp: _mask_branch,
    ls.IfAllOp: _mask_branch,
}


# --------------------------------------------------------------------------- stats


def _region_count(region: Any, counts: dict[Block, int]) -> int:
    return counts[region.block] if region is not None and region.blocks else 0


def machine_counts(low: MachineLowering, counts: list[int], act: int, mem: int, taken: list[int],
                   target: ls.TargetDesc) -> MachineStats:  # fmt: skip
    """`MachineStats` of a run from its block counts and native sums (see the module
    docstring): what `lockstep_stats.OpFacts` adds per issue, times the issues."""
    s = MachineStats(target)
    s.active_lane_ops, s.mem_accesses = act, mem
    by_block = dict(zip(low.blocks, counts, strict=True))
    true_of = dict(zip(low.cond_brs, taken, strict=False))
    for block, n in by_block.items():
        if not n:
            continue
        for op in block.ops:
            kind, if_true, if_false = branch_kind(op)
            if kind != BranchKind.NOT_BRANCH:
                if kind in (BranchKind.IF, BranchKind.COND_BR):
                    s.reg_reads["scalar"] += n
                if kind == BranchKind.IF:
                    t = _region_count(op.regions[0], by_block)
                elif kind == BranchKind.CONDITION:
                    t = _region_count(op.parent_op().regions[1], by_block)  # pyright: ignore[reportOptionalMemberAccess]
                elif kind == BranchKind.COND_BR:
                    t = true_of[op]
                else:
                    t = n
                assert kind in (BranchKind.IF, BranchKind.CONDITION, BranchKind.COND_BR, BranchKind.BR, BranchKind.BACK_EDGE)
                yes = (t if if_true else 0) + ((n - t) if if_false else 0)
                s.issued["branch"] += n
                s.branches_taken += yes
                s.branches_not_taken += n - yes
                continue
            if isinstance(op, ls.SkipExeczOp | ls.MaskBranchOp):
                ran = _region_count(op.regions[0], by_block)  # then (or the body): the condition held
                skipped = n - ran
                s.issued["branch"] += n
                s.branches_taken += skipped
                s.branches_not_taken += ran
                s.reg_reads["mask"] += n
                if not isinstance(op, ls.IfAllOp):
                    s.regions_skipped += skipped
                continue
            facts = IssueFacts.of(op)
            if facts is None:
                continue
            cost = facts.cost
            s.issued[cost.unit] += n
            if isinstance(op, TRANSFERS):
                s.transfers[cost.unit] += n
            s.alu_lane_ops += cost.alu_lane_ops * n
            if not facts.vector_unit:
                s.active_lane_ops += facts.slots * n
                s.mem_accesses += cost.elements_per_lane * n
            for cls, k in facts.reads:
                s.reg_reads[cls] += k * n
            for cls, k in facts.writes:
                s.reg_writes[cls] += k * n
            s.vector_reg_lanes += facts.vector_reg_lanes * n
            s.reg_reads["mask"] += cost.mask_reads * n
            s.reg_writes["mask"] += cost.mask_writes * n
            s.permutes += cost.permutes * n
    return s


def run_lockstep_jit(module: ModuleOp, prog: VectorizedProgram, launch: Launch, largs: LaunchArgs,
                     interpreter: Callable[[], dict[str, Any]], *, max_steps: int,
                     time_limit: float | None) -> dict[str, Any]:  # fmt: skip
    """`run_vectorized_launch`'s result for the lowered program `prog`, natively."""
    fn = prog.fn
    try:
        target = ls.TargetDesc.from_attr(module.attributes.get(ls.TARGET_ATTR))
    except VerifyException:
        return interpreter()  # the interpreter reports the bad target
    run = run_native(prog, launch, largs, MachineLowering, max_steps=max_steps, time_limit=time_limit,
                     counters=("act", "mem"), arrays=lambda low: {"taken": max(1, len(low.cond_brs))})  # fmt: skip
    if run is None:
        return interpreter()
    machine = machine_counts(run.low, run.counts, run.counters["act"], run.counters["mem"], run.arrays["taken"], target)
    stats = machine_stats(fn, machine)
    groups = launch.num_blocks * launch.subgroups_per_block
    stats.update(threads=launch.threads, width=prog.width, groups=groups, blocks=launch.num_blocks,
                 barrier_instances=run.barriers, subgroups=groups)  # fmt: skip
    return printf.with_printed({"results": run.results, "memrefs": run.memory.contents(), "stats": stats}, run.low)
