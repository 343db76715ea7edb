"""The SPEC §8 cost model: ALU ops per op (the seed's `count_ops`) and op classes.

| class | ops | ALU ops per execution |
|---|---|---|
| `vector` | every other op producing a vector: the elementwise ops, s2v, vcmp, vphi, vmath, vcast, and `arith`/`math` on vectors; and vreduce (a scalar from W lanes: a combining tree of W-1 lane ops, counted W like any op reading the whole vector) | W |
| `memory` | the vector memory ops gather, scatter, vload, vstore, vatomic, vcmpxchg (their lanes one after the other, W like scatter) | W |
| `broadcast` | s2vb | 1 |
| `mask` | mask algebra: pnot, pand, por, pfirst, any, all (one scalar-unit op on a W-bit register) | 1 |
| `scalar` | every other op: arith, memref.load/store, v2s, vreadfirstlane (one lane read, like v2s), thread_id, readfirstlane, group_reduce... | 1; `arith.index_cast` and `ub.poison` 0 |
| `branch` | cf, scf (the loop/if ops themselves and their terminators), func.return/call | 0 |

`ub.poison` (the skipped arm of a branch-if-none) is free: no instruction computes it.
Masked or not, a vector op costs W: the seed's hardware runs every lane and discards.

Dynamically uniform vector ops (`dynamically_uniform`): an executed op of class
`vector` or `memory` whose two or more active lanes all do the same thing, i.e. one
scalar op would have done its work — the run-time counterpart of the divergence
analysis' "uniform" (the seed notes that a `vload` of equal elements is uniform at run
time though no static analysis can tell).  For an op with a vector result, the defined
active lanes of the result hold one value; for scatter/vstore, the active lanes store
one value to one address (so a vstore only at a stride of 0 with equal values).  An op
with exactly one active lane is counted apart (`lane_uniformity` says "one-lane"): it is
trivially "all equal", and in a divergent loop such ops dominate and would overstate
what an oracle could scalarize.  An op with no active lane is not counted: it does no
work at all (that is what branch-if-none skips).  Poison
lanes computed from poison operands in active lanes are ignored.  Mask-typed results
(vcmp) count like any vector result; s2vb and mask algebra are not vector ops.

The lockstep machine (`issue_cost`, `machine_cycles`, `machine_energy`) is the one cost
model the simulator (`interpreters/lockstep.py`) counts with and whose parameters
`convert-simd-to-lockstep` records (`#lockstep.target`, `dialects/lockstep.py`):

| op | unit | ALU lane-ops | besides its operands and results |
|---|---|---|---|
| vector-unit op (`valu` ... `vreduce`) | vector | W x `lane_slots` (1 for `vbcast`, `vreadfirstlane`) | reads exec; a memory op moves one element per active lane (`vatomic`, `vcmpxchg` two) |
| `vlane` | scalar | 1 | |
| mask algebra (`mand` ... `mall`) | mask | 1 | one mask write besides its result (as the simulator always counted) |
| `exec_save` / `exec_and`, `exec_not` / `exec_restore` | mask | 1 | reads exec / reads and writes exec / writes exec (a mask register) |
| fused: `exec_and_save` / `exec_set` | mask | 1 | reads and writes exec / writes exec (one instruction, as AMD's `s_and_saveexec_b64`, `s_and_b64 exec, s, m`) |
| any other op (`mbcast`, `arith`, `memref`, `gpu` queries) | scalar | `alu_cost` | `memref.load`/`store` moves one element |
| control flow, `arith.index_cast`, `ub.poison` | - | 0 | (branches are counted where they run: their outcome is dynamic) |

Per run: cycles = sum over units of issued x `cycles_<unit>` + taken branches x
`taken_branch_penalty` + cross-lane permute steps x `permute_latency` (one per
`vshuffle`/`vpermute`, log2 W per `vscan`; `vballot` is a mask-unit op reading exec); energy = instructions x `e_issue` + active lanes x `e_lane` +
scalar register accesses x `e_reg_scalar` + vector register lanes accessed x
`e_reg_vector` + mask register accesses x `e_reg_mask` + elements moved x `e_mem`.
A new machine cost is one `TargetDesc` field and its use here.

Register classes by width: the vector register file has 32-bit lanes.  An i8, i16,
i32, f16 or f32 lane takes one 32-bit lane slot (narrow lanes sit in the low bits, as
AMD's sub-dword VGPR operands; an f16 lane is not packed two to a slot); an i64 or f64 lane takes two (a register pair, as
AMD's 64-bit VALU ops and NVIDIA's 64-bit registers), so a vector-unit op on 64-bit
lanes costs 2 ALU lane-ops per lane and reads/writes 2W register lanes
(`lane_slots`).  This is a fixed property of the register file, not a `TargetDesc`
parameter: the SPEC §8 seed metric (`alu_cost`, W per vector op) is unchanged.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from xdsl.dialects import arith, cf, func, memref, scf, ub
from xdsl.dialects.builtin import VectorType, i1
from xdsl.ir import Attribute, Operation
from xdsl.traits import IsTerminator

from simdopt.dialects import lockstep as ls
from simdopt.dialects import simd
from simdopt.dialects.vector_unit import lane_bits
from simdopt.interpreters.values import POISON

CLASSES = ("vector", "memory", "broadcast", "mask", "scalar", "branch")
"""Every value `op_class` returns."""

_MASK = (simd.PNotOp, simd.PAndOp, simd.POrOp, simd.PFirstOp, simd.AnyOp, simd.AllOp, simd.VBallotOp)
_FREE = (arith.IndexCastOp, ub.PoisonOp)


_TYPE_CLASSES: dict[type[Operation], str | None] = {}


def _type_class(t: type[Operation]) -> str | None:
    """The class every op of type `t` has (None: it depends on the op's result types)."""
    if issubclass(t, simd.S2VBOp):
        return "broadcast"
    if issubclass(t, _MASK):
        return "mask"
    if issubclass(t, simd.VMemOp):  # gather, scatter, vload, vstore, vatomic
        return "memory"
    if issubclass(t, simd.VReduceOp):
        return "vector"
    if t.dialect_name() in ("cf", "scf") or issubclass(t, (func.ReturnOp, func.FuncOp, func.CallOp)) or t.has_trait(IsTerminator):
        return "branch"
    if issubclass(t, ub.PoisonOp):
        return "scalar"
    return None


def op_class(op: Operation) -> str:
    """The instruction class of `op`: vector, broadcast, mask, memory, scalar, branch."""
    t = type(op)
    if t in _TYPE_CLASSES:
        cls = _TYPE_CLASSES[t]
    elif isinstance(getattr(t, "name", None), str):  # an op type with one name: cached
        cls = _TYPE_CLASSES[t] = _type_class(t)
    else:
        cls = _type_class(t)
    if cls is not None:
        return cls
    if any(isinstance(r.type, VectorType) for r in op.results):
        return "vector"
    return "scalar"


_FREE_TYPES: dict[type[Operation], bool] = {}


def _is_free(t: type[Operation]) -> bool:
    free = _FREE_TYPES.get(t)
    if free is None:
        free = _FREE_TYPES[t] = issubclass(t, _FREE)
    return free


def alu_cost(op: Operation, width: int, cls: str | None = None) -> int:
    """ALU ops of one execution of `op` on a machine of `width` lanes (`cls`: its
    `op_class`, when known)."""
    if cls is None:
        cls = op_class(op)
    if cls in ("vector", "memory"):
        return width
    if cls == "branch" or _is_free(type(op)):
        return 0
    return 1


def op_width(op: Operation) -> int:
    """W of the first vector result or operand of `op` (1 for a scalar op)."""
    for v in (*op.results, *op.operands):
        if isinstance(v.type, VectorType):
            return v.type.get_shape()[0]
    return 1


def static_alu_ops(fn: Operation) -> int:
    """The seed metric: sum of `alu_cost` over the ops nested in `fn`."""
    total = 0
    for op in fn.walk():
        if op is fn:
            continue
        cls = op_class(op)
        if cls in ("vector", "memory"):
            total += op_width(op)
        elif cls != "branch" and not _is_free(type(op)):
            total += 1
    return total


LaneKind = Literal["uniform", "one-lane", "varied"]


def lane_uniformity(
    op: Operation, args: Sequence[Any], results: Sequence[Any]
) -> LaneKind | None:
    """How this execution of a vector op was uniform: `"uniform"` when two or more
    lanes were active and all computed (or stored) the same thing - what an oracle could
    have scalarized; `"one-lane"` when exactly one lane was active (trivially equal, and
    common in divergent loops, so counted apart); `"varied"` when two or more active
    lanes differed; None otherwise (no active lane, or not a vector op).  `args`/`results`
    are the interpreter's values for `op`."""
    return uniformity_of(UniformityFacts.of(op), op, args, results)


@dataclass(frozen=True, slots=True)
class UniformityFacts:
    """What `lane_uniformity` needs to know about an op, computed once per op."""

    relevant: bool
    """A vector or memory op other than an atomic (an atomic's lanes are in order on
    purpose: no scalar op does them)."""
    width: int = 1
    masked: bool = False
    store_index: int = -1
    """For a scatter or vstore: the operand number of its index (else -1)."""
    vector_index: bool = False
    where: tuple[int, bool] = (-1, False)
    """A masked op's mask operand number and negation (`lanes.mask_where`)."""

    @staticmethod
    def of(op: Operation, cls: str | None = None, width: int | None = None) -> UniformityFacts:
        """The facts of `op` (`cls`, `width`: its `op_class` and `op_width`, when known)."""
        if (cls if cls is not None else op_class(op)) not in ("vector", "memory") or isinstance(op, simd.VAtomicOp | simd.VCmpxchgOp):
            return UniformityFacts(False)
        store = -1
        vector_index = False
        if isinstance(op, (simd.ScatterOp, simd.VStoreOp)):
            store = list(op.operands).index(op.index_value())
            vector_index = bool(op.VECTOR_INDEX)
        masked = isinstance(op, simd.MaskedOp)
        where = (-1, False)
        if masked:
            from simdopt.interpreters.lanes import mask_where

            where = mask_where(op)  # pyright: ignore[reportArgumentType]
        return UniformityFacts(True, width if width is not None else op_width(op), masked, store, vector_index, where)


def uniformity_of(
    facts: UniformityFacts, op: Operation, args: Sequence[Any], results: Sequence[Any]
) -> LaneKind | None:
    """`lane_uniformity` given the op's `facts`."""
    if not facts.relevant:
        return None
    width = facts.width
    if facts.masked:
        from simdopt.interpreters.simd import active_lanes_at

        active = active_lanes_at(op, args, width, facts.where)  # pyright: ignore[reportArgumentType]
    else:
        active = None
    return lane_kind(facts, args, results, active)


def lane_kind(
    facts: UniformityFacts, args: Sequence[Any], results: Sequence[Any], active: Sequence[bool] | None
) -> LaneKind | None:
    """Whether the `active` lanes (all when None) of one run agreed: a store's
    (value, address) pairs, else the vector result's non-poison lanes."""
    width = facts.width
    if facts.store_index >= 0:
        values, index = args[0], args[facts.store_index]
        addresses = index if facts.vector_index else [index + i for i in range(width)]
        lanes = [(values[i], addresses[i]) for i in range(width) if active is None or active[i]]
    elif results and isinstance(results[0], tuple):
        vec: tuple[Any, ...] = results[0]
        if active is None:
            lanes = [x for x in vec if x is not POISON]
        else:
            lanes = [x for x, on in zip(vec, active, strict=False) if on and x is not POISON]
    else:
        return None
    if len(lanes) == 1:
        return "one-lane"
    if len(lanes) >= 2:
        return "uniform" if len(set(lanes)) == 1 else "varied"
    return None


@dataclass
class UniformityTally:
    """Per op of a SIMD program, how many of its runs were dynamically uniform and how
    many varied (`lane_uniformity`), summed over the runs that report to it.

    A scalar op cannot take over an op with varied runs unless the code is duplicated
    (a loop peeled, a region versioned on a run-time test): in those runs its lanes
    differ.  Its uniform runs leave the vector unit only that way, or when a
    restructuring removes the op or a mask-unit op (`pfirst`) replaces a compare."""

    uniform: Counter[Operation] = field(default_factory=Counter[Operation])
    varied: Counter[Operation] = field(default_factory=Counter[Operation])

    def record(self, op: Operation, kind: LaneKind | None) -> None:
        if kind == "uniform":
            self.uniform[op] += 1
        elif kind == "varied":
            self.varied[op] += 1

    def out_of_reach(self) -> int:
        """Uniform runs of the ops that also ran varied."""
        return sum(n for op, n in self.uniform.items() if self.varied[op])


def dynamically_uniform(
    op: Operation, args: Sequence[Any], results: Sequence[Any]
) -> bool:
    """Whether this execution of `op` was a dynamically uniform vector op: two or more
    active lanes, all equal (see `lane_uniformity`)."""
    return lane_uniformity(op, args, results) == "uniform"


# --------------------------------------------------------------------------- the lockstep machine

UNITS = ("vector", "scalar", "mask", "branch")
"""The machine's issue units (`MachineStats.issued`)."""

TRANSFERS = (ls.VBcastOp, ls.MBcastOp, ls.VReadFirstLaneOp, ls.VLaneOp)
"""Ops that move a value between the units' register files (a scalar into every lane, a
condition into a mask, a lane into a scalar): no computation, the price of placing a
value on the other unit.  They issue on their unit (`issue_cost`); `cycles_by_unit`
counts them apart."""

CYCLE_PARTS = ("vector", "scalar", "mask", "transfers", "branches")
"""Where a run's cycles go (`cycles_by_unit`)."""


def cycles_by_unit(
    issued: Mapping[str, int],
    transfers: Mapping[str, int],
    branches_taken: int,
    target: ls.TargetDesc,
    permutes: int = 0,
) -> dict[str, int]:
    """`machine_cycles` split by `CYCLE_PARTS`: each unit's issues less its transfers
    (the vector unit's with the cross-lane permutes' stalls), the transfers
    (`transfers`: their issues per unit), and the branch unit's issues plus the taken
    branches' refills.  The parts sum to `machine_cycles`."""
    cost = {u: getattr(target, f"cycles_{u}") for u in UNITS}
    out = {u: (issued[u] - transfers.get(u, 0)) * cost[u] for u in ("vector", "scalar", "mask")}
    out["vector"] += permutes * target.permute_latency
    out["transfers"] = sum(n * cost[u] for u, n in transfers.items())
    out["branches"] = issued["branch"] * cost["branch"] + branches_taken * target.taken_branch_penalty
    return out


SCALAR_FREE = (arith.IndexCastOp, ub.PoisonOp)
"""Scalar ops no instruction computes (a register rename, the skipped arm's poison)."""

CONTROL_OPS = (
    scf.IfOp, scf.ForOp, scf.WhileOp, scf.YieldOp, scf.ConditionOp, cf.BranchOp,
    cf.ConditionalBranchOp, func.ReturnOp, func.CallOp, ls.SkipExeczOp, ls.MaskBranchOp,
    ls.YieldOp,
)  # fmt: skip
"""Ops of the branch unit, counted where they run (`MachineStats.branch`)."""


def reg_class(t: Attribute) -> str:
    """`mask` or `vector` for a vector type, else `scalar` (a memref: its base address)."""
    if isinstance(t, VectorType):
        return "mask" if t.get_element_type() == i1 else "vector"
    return "scalar"


def lane_slots(t: Attribute) -> int:
    """32-bit register lane slots per lane of `t`: 2 for i64/f64 vectors, else 1 (f16 too)."""
    return 2 if isinstance(t, VectorType) and lane_bits(t) == 64 else 1


def reg_lanes(t: Attribute) -> int:
    """The 32-bit register lanes of a register of type `t` (W x `lane_slots` for a
    vector, 1 otherwise)."""
    return t.get_shape()[0] * lane_slots(t) if isinstance(t, VectorType) else 1


def op_lane_slots(op: Operation) -> int:
    """`lane_slots` of the widest vector `op` reads or writes."""
    return max((lane_slots(v.type) for v in (*op.results, *op.operands)), default=1)


@dataclass(frozen=True)
class IssueCost:
    """What one issue of an op costs besides reading its operands and writing its
    results (see the module docstring's table)."""

    unit: str
    alu_lane_ops: int
    mask_reads: int = 0
    """Mask-register reads besides its operands: exec."""
    mask_writes: int = 0
    """Mask-register writes besides its results: exec for the exec ops; one for every
    other mask-unit op too (as the simulator always counted it)."""
    elements_per_lane: int = 0
    """Elements moved to or from memory per active lane."""
    permutes: int = 0
    """Cross-lane permute steps, each stalling `permute_latency` cycles."""


_BALLOT, _VECTOR_UNIT, _MASK_UNIT, _VLANE, _NO_ISSUE, _SCALAR = range(6)
_ISSUE_KINDS: dict[type[Operation], tuple[int, int, int, int]] = {}


def _issue_kind(t: type[Operation]) -> tuple[int, int, int, int]:
    """What `issue_cost` needs of an op type, worked out once per type (xDSL's op
    classes are ABCs: `isinstance` against them is slow): (kind, elements moved per
    lane (-1: a vector-unit op of one lane's work, moving none), mask reads, mask
    writes)."""
    kind = _ISSUE_KINDS.get(t)
    if kind is not None:
        return kind
    if issubclass(t, ls.VBallotOp):  # AMD `s_and_b64 sdst, vcc, exec`
        kind = (_BALLOT, 0, 1, 0)
    elif issubclass(t, ls.VectorUnitOp):
        moved = (2 if issubclass(t, (ls.VAtomicOp, ls.VCmpxchgOp)) else 1) if issubclass(t, ls.VMemOp) else 0
        if issubclass(t, (ls.VBcastOp, ls.VReadFirstLaneOp)):  # one lane's work (neither moves memory)
            moved = -1
        kind = (_VECTOR_UNIT, moved, 1, 0)
    elif issubclass(t, (ls.MaskUnitOp, ls.ExecOp)):
        reads = 1 if issubclass(t, (ls.ExecSaveOp, ls.ExecNotOp, ls.ExecAndOp, ls.ExecAndSaveOp)) else 0  # exec_set: none
        kind = (_MASK_UNIT, 0, reads, 0 if issubclass(t, ls.ExecSaveOp) else 1)
    elif issubclass(t, ls.VLaneOp):
        kind = (_VLANE, 0, 0, 0)
    elif issubclass(t, CONTROL_OPS + SCALAR_FREE):
        kind = (_NO_ISSUE, 0, 0, 0)
    else:
        kind = (_SCALAR, 1 if issubclass(t, (memref.LoadOp, memref.StoreOp)) else 0, 0, 0)
    if isinstance(getattr(t, "name", None), str):  # an op type with one name: cached
        _ISSUE_KINDS[t] = kind
    return kind


def issue_cost(op: Operation) -> IssueCost | None:
    """The cost of one issue of `op` on the machine; None for the branch unit's ops
    and the free scalar ops."""
    kind, moved, reads, writes = _issue_kind(type(op))
    if kind == _VECTOR_UNIT:
        lanes = 1 if moved < 0 else op.lane_width()  # pyright: ignore[reportAttributeAccessIssue]
        moved = max(moved, 0)
        lanes *= op_lane_slots(op)
        return IssueCost("vector", lanes, mask_reads=1, elements_per_lane=moved, permutes=permute_steps(op))
    if kind == _SCALAR:
        return IssueCost("scalar", alu_cost(op, 1), elements_per_lane=moved)
    if kind == _NO_ISSUE:
        return None
    if kind == _VLANE:
        return IssueCost("scalar", 1)
    return IssueCost("mask", 1, mask_reads=reads, mask_writes=writes)


_PERMUTES: dict[type[Operation], int] = {}


def permute_steps(op: Operation) -> int:
    """Cross-lane permute steps of one issue: 1 for `vshuffle`/`vpermute`, log2 W for a
    `vscan` (a Hillis-Steele scan, AMD's DPP `row_shr` sequence), else 0."""
    t = type(op)
    kind = _PERMUTES.get(t)
    if kind is None:  # 0: none, 1: one, 2: a scan's
        kind = 1 if issubclass(t, (ls.VShuffleOp, ls.VPermuteOp)) else 2 if issubclass(t, ls.VScanOp) else 0
        if isinstance(getattr(t, "name", None), str):
            _PERMUTES[t] = kind
    if kind == 2:
        return max(1, op.lane_width().bit_length() - 1)  # pyright: ignore[reportAttributeAccessIssue]
    return kind


def machine_alu_lane_ops(op: Operation) -> int:
    """SPEC §8 on the machine: the ALU lane-ops of one issue of `op` (0 for control flow)."""
    cost = issue_cost(op)
    return cost.alu_lane_ops if cost is not None else 0


def machine_cycles(
    issued: Mapping[str, int], branches_taken: int, target: ls.TargetDesc, permutes: int = 0
) -> int:
    """Cycles of a run: each unit's issues at its issue cycles, plus the taken branches'
    pipeline refills and the cross-lane permutes' stalls."""
    return (
        sum(n * getattr(target, f"cycles_{unit}") for unit, n in issued.items())
        + branches_taken * target.taken_branch_penalty
        + permutes * target.permute_latency
    )


def machine_energy(
    instructions: int,
    active_lane_ops: int,
    reg_accesses: Mapping[str, int],
    vector_reg_lanes: int,
    mem_accesses: int,
    target: ls.TargetDesc,
) -> float:
    """Energy of a run: `reg_accesses` counts scalar and mask register reads and
    writes, `vector_reg_lanes` the lanes of the vector registers read and written."""
    t = target
    regs = (
        reg_accesses["scalar"] * t.e_reg_scalar
        + vector_reg_lanes * t.e_reg_vector
        + reg_accesses["mask"] * t.e_reg_mask
    )
    return round(
        instructions * t.e_issue + active_lane_ops * t.e_lane + regs + mem_accesses * t.e_mem, 6
    )
