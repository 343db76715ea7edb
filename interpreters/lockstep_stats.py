"""The lockstep machine's statistics (`MachineStats`) and what each op adds to them,
worked out once per op (`IssueFacts`, `OpFacts`) and per block (`BlockSummary`); see
`interpreters/lockstep.py`'s docstring for what is counted.  The machine's interpreter
(`lockstep.LockstepInterpreter`) adds a block run's `BlockSummary` at once and each
op's run-dependent part (`OpFacts.dynamic`) as it runs; the jit
(`interpreters/jit/lockstep.py`) multiplies `IssueFacts` and `branch_kind` by the counts
of its native run.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

from xdsl.dialects import cf, scf
from xdsl.ir import Attribute, Block, Operation

from simdopt.dialects import lockstep as ls
from simdopt.interpreters.cost import (
    CONTROL_OPS,
    SCALAR_FREE,
    TRANSFERS,
    UNITS,
    IssueCost,
    cycles_by_unit,
    issue_cost,
    machine_alu_lane_ops,
    machine_cycles,
    machine_energy,
    op_lane_slots,
    reg_class,
    reg_lanes,
)
from simdopt.interpreters.lanes import Where, mask_where
from simdopt.interpreters.threaded import BlockPlan

DEFAULT_TARGET = ls.TargetDesc()
"""The target of a module without `#lockstep.target` (one object: it is frozen, and
its checks cost more than a small launch's stats)."""


@dataclass
class MachineStats:
    """What the machine did; see the module docstring.  Cycles and energy are the
    cost model's (`interpreters/cost.py`) under `target`."""

    target: ls.TargetDesc = field(default_factory=lambda: DEFAULT_TARGET)
    issued: dict[str, int] = field(default_factory=lambda: dict.fromkeys(UNITS, 0))
    alu_lane_ops: int = 0
    active_lane_ops: int = 0
    reg_reads: dict[str, int] = field(
        default_factory=lambda: {"scalar": 0, "vector": 0, "mask": 0}
    )
    reg_writes: dict[str, int] = field(
        default_factory=lambda: {"scalar": 0, "vector": 0, "mask": 0}
    )
    vector_reg_lanes: int = 0
    """Lanes of the vector registers read and written (W each: the width is the
    program's)."""
    mem_accesses: int = 0
    branches_taken: int = 0
    branches_not_taken: int = 0
    regions_skipped: int = 0
    transfers: dict[str, int] = field(default_factory=lambda: dict.fromkeys(UNITS, 0))
    """Issues of the transfer ops (`cost.TRANSFERS`) per unit, part of `issued`."""
    issue_runs: Counter[Any] = field(default_factory=Counter[Any])
    """Runs per op, or per block of ops (an object with `ops`), of the program (see
    `op_issues`)."""
    permutes: int = 0
    """Cross-lane permute steps (`issue_cost`'s `permutes`)."""

    @property
    def op_issues(self) -> Counter[Operation]:
        """Runs per op of the program, free and branch ops too (not in the JSON: the kernel
        table's `--why`)."""
        out = Counter[Operation]()
        for key, n in self.issue_runs.items():
            for op in getattr(key, "ops", None) or (key,):
                out[op] += n
        return out

    def add(self, part: BlockSummary, n: int) -> None:
        """Add `n` times the counts of `part`."""
        for name, key, k in part.items:
            getattr(self, name)[key] += k * n
        for name, k in part.totals:
            setattr(self, name, getattr(self, name) + k * n)

    @property
    def cycles(self) -> int:
        return machine_cycles(self.issued, self.branches_taken, self.target, self.permutes)

    @property
    def cycles_by_unit(self) -> dict[str, int]:
        return cycles_by_unit(self.issued, self.transfers, self.branches_taken, self.target, self.permutes)

    @property
    def energy(self) -> float:
        accesses = {c: self.reg_reads[c] + self.reg_writes[c] for c in self.reg_reads}
        return machine_energy(
            sum(self.issued.values()), self.active_lane_ops, accesses,
            self.vector_reg_lanes, self.mem_accesses, self.target,
        )  # fmt: skip

    def access(self, t: Attribute, write: bool = False) -> None:
        """One read (or write) of a register of type `t`."""
        cls = reg_class(t)
        (self.reg_writes if write else self.reg_reads)[cls] += 1
        if cls == "vector":
            self.vector_reg_lanes += reg_lanes(t)

    def branch(self, taken: bool) -> None:
        self.issued["branch"] += 1
        if taken:
            self.branches_taken += 1
        else:
            self.branches_not_taken += 1

    def to_json(self) -> dict[str, Any]:
        return {
            "issued": dict(self.issued),
            "cycles_by_unit": self.cycles_by_unit,
            "instructions": sum(self.issued.values()),
            "alu_lane_ops": self.alu_lane_ops,
            "active_lane_ops": self.active_lane_ops,
            "reg_reads": dict(self.reg_reads),
            "reg_writes": dict(self.reg_writes),
            "mem_accesses": self.mem_accesses,
            "permutes": self.permutes,
            "branches_taken": self.branches_taken,
            "branches_not_taken": self.branches_not_taken,
            "regions_skipped": self.regions_skipped,
            "cycles": self.cycles,
            "energy": self.energy,
        }


def static_alu_ops(function: Operation) -> int:
    """The seed metric over the function's ops, each counted once."""
    return sum(machine_alu_lane_ops(op) for op in function.walk() if op is not function and _issues(type(op)))


def _issues(t: type[Operation]) -> bool:
    """Whether ops of type `t` may issue (`issue_cost` is None for control flow and
    the free scalar ops whatever the op)."""
    return not _is(t, CONTROL_OPS + SCALAR_FREE)


@dataclass(frozen=True, slots=True)
class IssueFacts:
    """What one issue of an op adds to the stats besides its active lanes, computed once
    per op (`OpFacts`, the jit)."""

    cost: IssueCost
    vector_unit: bool
    lane_width: int
    slots: int
    reads: tuple[tuple[str, int], ...]
    """Register reads by class (operands) ..."""
    writes: tuple[tuple[str, int], ...]
    """... and writes (results)."""
    vector_reg_lanes: int

    @staticmethod
    def of(op: Operation) -> IssueFacts | None:
        cost = issue_cost(op)
        if cost is None:
            return None
        vector_unit = _is(type(op), ls.VectorUnitOp)
        reads: dict[str, int] = {}
        writes: dict[str, int] = {}
        lanes = 0
        for types, counts in (([v.type for v in op.operands], reads), ([r.type for r in op.results], writes)):
            for t in types:
                cls = reg_class(t)
                counts[cls] = counts.get(cls, 0) + 1
                if cls == "vector":
                    lanes += reg_lanes(t)
        return IssueFacts(
            cost, vector_unit, op.lane_width() if vector_unit else 1,  # pyright: ignore[reportAttributeAccessIssue]
            op_lane_slots(op) if vector_unit else 1, tuple(reads.items()), tuple(writes.items()), lanes,
        )  # fmt: skip


class BranchKind(IntEnum):
    """How an op of another dialect counts on the branch unit (`branch_kind`; the lockstep
    branch ops count themselves: their outcome is known where they run)."""

    NOT_BRANCH = 0
    IF = 1
    CONDITION = 2
    COND_BR = 3
    BR = 4
    BACK_EDGE = 5


_SUBCLASSES: dict[tuple[type[Operation], Any], bool] = {}


def _is(t: type[Operation], classes: Any) -> bool:
    """`issubclass(t, classes)`, once per op type (xDSL's op classes are ABCs)."""
    key = (t, classes)
    hit = _SUBCLASSES.get(key)
    if hit is None:
        hit = _SUBCLASSES[key] = issubclass(t, classes)
    return hit


def branch_kind(op: Operation) -> tuple[BranchKind, bool, bool]:
    """(kind, taken when the condition is true, taken when false) of a branch op."""
    t = type(op)
    if _is(t, scf.IfOp):
        return BranchKind.IF, False, True
    if _is(t, scf.ConditionOp):
        return BranchKind.CONDITION, False, True
    if _is(t, (cf.ConditionalBranchOp, cf.BranchOp)):
        parent = op.parent_block()
        fall = parent.next_block if parent is not None else None

        def taken(target: Block) -> bool:
            return parent is None or target is not fall

        if isinstance(op, cf.ConditionalBranchOp):
            return BranchKind.COND_BR, taken(op.then_block), taken(op.else_block)
        assert isinstance(op, cf.BranchOp)
        return BranchKind.BR, taken(op.successor), taken(op.successor)
    if _is(t, scf.YieldOp) and isinstance(op.parent_op(), scf.ForOp | scf.WhileOp):
        return BranchKind.BACK_EDGE, True, True  # the back edge (and the loop test it implies)
    return BranchKind.NOT_BRANCH, False, False


# `OpFacts.dynamic`: what a run adds besides `OpFacts.count` (plain ints: the
# interpreter's loop compares them per op).
DYN_NONE, DYN_BRANCH, DYN_LANES = range(3)


class OpFacts:
    """What one run of an op adds to `MachineStats`, computed once per op: the part
    every run adds alike (`count`, applied n runs at a time) and what depends on the
    run (`dynamic`: a branch's outcome from its condition, a vector-unit op's active
    lanes)."""

    __slots__ = ("dynamic", "elements", "ends", "if_false", "if_true", "issue", "kind", "lane_width", "op", "slots", "transfer", "where")

    def __init__(self, op: Operation):
        self.op = op
        self.ends = _is(type(op), (scf.YieldOp, scf.ConditionOp))
        """Whether the op ends its region with its operands as the region's results
        (the machine runs xDSL's `scf`, whose impls do just that)."""
        self.kind, self.if_true, self.if_false = branch_kind(op)
        self.issue = None if self.kind != BranchKind.NOT_BRANCH else IssueFacts.of(op)
        self.transfer = _is(type(op), TRANSFERS)
        self.dynamic = DYN_NONE
        self.lane_width = self.slots = self.elements = 1
        self.where: Where = (-1, False)
        if self.kind in (BranchKind.IF, BranchKind.COND_BR, BranchKind.CONDITION):
            self.dynamic = DYN_BRANCH
        elif self.issue is not None and self.issue.vector_unit:
            self.dynamic = DYN_LANES
            self.lane_width, self.slots = self.issue.lane_width, self.issue.slots
            self.elements = self.issue.cost.elements_per_lane
            self.where = mask_where(op)  # pyright: ignore[reportArgumentType]

    def count(self, s: MachineStats, n: int) -> None:
        """Add the part of `n` runs that does not depend on the run (but the op's
        `issue_runs`)."""
        kind = self.kind
        if kind != BranchKind.NOT_BRANCH:
            s.issued["branch"] += n
            if kind in (BranchKind.IF, BranchKind.COND_BR):
                s.reg_reads["scalar"] += n
            if kind == BranchKind.BACK_EDGE or (kind == BranchKind.BR and self.if_true):
                s.branches_taken += n
            elif kind == BranchKind.BR:
                s.branches_not_taken += n
            return
        issue = self.issue
        if issue is None:
            return
        cost = issue.cost
        s.issued[cost.unit] += n
        if self.transfer:
            s.transfers[cost.unit] += n
        s.alu_lane_ops += cost.alu_lane_ops * n
        if self.dynamic == DYN_NONE:  # scalar and mask units: one active lane
            s.active_lane_ops += issue.slots * n
            s.mem_accesses += cost.elements_per_lane * n
        reads, writes = s.reg_reads, s.reg_writes
        for cls, k in issue.reads:
            reads[cls] += k * n
        for cls, k in issue.writes:
            writes[cls] += k * n
        s.vector_reg_lanes += issue.vector_reg_lanes * n
        reads["mask"] += cost.mask_reads * n
        writes["mask"] += cost.mask_writes * n
        s.permutes += cost.permutes * n


class BlockSummary:
    """What one run of a block adds to `MachineStats` besides its dynamic part: the
    nonzero counts of its ops' `OpFacts.count` (dict entries, then totals)."""

    __slots__ = ("items", "totals")

    _DICTS = ("issued", "transfers", "reg_reads", "reg_writes")
    _TOTALS = ("alu_lane_ops", "active_lane_ops", "vector_reg_lanes", "mem_accesses",
               "branches_taken", "branches_not_taken", "regions_skipped", "permutes")  # fmt: skip

    def __init__(self, plan: BlockPlan):
        s = MachineStats()
        for st in plan.steps:
            st.facts.count(s, 1)
        self.items = tuple((name, key, k) for name in self._DICTS for key, k in getattr(s, name).items() if k)
        self.totals = tuple((name, getattr(s, name)) for name in self._TOTALS if getattr(s, name))
