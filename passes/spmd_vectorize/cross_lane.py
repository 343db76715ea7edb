"""Cross-lane translations of `spmd-vectorize`: the SPMD shuffles, votes, ballots, active
mask, lanes-below counts and scans (`dialects/simd_cross_lane.py`) as vector ops.

    %y = simd.shuffle xor %x, %c1 : i32      ->  %y = simd.vshuffle %xv [1, 0, 3, 2, ...] mask(%m)
    %y = simd.shuffle down %x, %d : i32      ->  %y = simd.vpermute %xv, %src mask(%m)
    %b = simd.vote ballot %p : i32           ->  %b = simd.vballot %pv mask(%m) : vector<32xi1> to i32
    %a = simd.vote any %p : i1               ->  %a = simd.any (simd.pand %pv, %m)
    %s = simd.group_scan exclusive add, %x   ->  %s = simd.vscan exclusive add, %xv mask(%m)

The program is that of one subgroup, W consecutive threads of a block (SPEC §4), so
vector lane i is subgroup lane i, whatever the block's shape (several rows per
subgroup included), and the lanes that run a cross-lane op - its converged instance -
are exactly the current mask's (a linearized arm, an active-mask loop's iteration, a
partial subgroup's `%live`).

* A shuffle's source lane, per lane i: idx `base + (s mod seg)`, up `i - s`, down `i + s`,
  xor `i ^ s`, the own lane when that leaves the segment `base = i & -seg` of `seg` lanes
  (its width operand, else W).  When the width is a constant and the source operand a
  constant or a function of the lane id only (`lane_constants.py`: the source lanes DPP,
  `ds_swizzle` and the permlanes compute), the source lanes are known here: a
  `simd.vshuffle` with constant lanes (nothing at all when every lane reads itself); else `simd.vpermute` by the vector of source lanes, computed
  from the lanes 0..W-1 with vector ops under the mask.  A shuffle of a uniform scalar
  is the scalar (it is the same in every lane it reads; a source lane out of the
  instance reads poison in the kernel, which the scalar refines).  An idx shuffle with a
  uniform lane and no width (a broadcast from a lane: `sub_group_broadcast`,
  `readlane`) whose result the plan keeps scalar is `simd.v2s` of lane `s mod W`.
* Votes are mask algebra on the predicate and the mask (`any` = `simd.any(p & m)`,
  `all` = `simd.all(p | !m)`, `uni` = all or none); a ballot is `simd.vballot` of the
  predicate and the active mask one of an all-true predicate, under the mask.  Their
  results are uniform: scalars (broadcast where a vector reads them).
* `simd.lanes_below %m` is `ctpop(m & ((1 << i) - 1))` lane-wise (`simd.vmath ctpop`),
  truncated to i32 for an i64 mask.
* A scan is `simd.vscan`; an inclusive min/max/and/or scan of a uniform scalar is the
  scalar (the analysis' rule).
* CUDA's member masks (`sync`) are not checked by the vector forms: a mask that does
  not name exactly the lanes here is undefined behaviour, which the SPMD executor
  reports and the vector program computes through.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    IndexType,
    IntegerAttr,
    IntegerType,
    VectorType,
    i1,
    i32,
)
from xdsl.ir import Operation, SSAValue
from xdsl.utils.comparisons import to_signed

from simdopt.dialects import simd
from simdopt.dialects.simd_cross_lane import (
    ActiveMaskOp,
    GroupScanOp,
    LanesBelowOp,
    ShuffleOp,
    VoteOp,
)
from simdopt.dialects.vector_unit import scalar_constant
from simdopt.passes.spmd_vectorize.lane_constants import lane_constants

if TYPE_CHECKING:
    from simdopt.passes.spmd_vectorize.builder import LaneBuilder

PASS = "spmd-vectorize"


def translate(b: LaneBuilder, op: Operation) -> bool:
    """Emit the vector form of a cross-lane op (module docstring); False for any other op."""
    match op:
        case ShuffleOp():
            _shuffle(b, op)
        case VoteOp():
            _vote(b, op)
        case ActiveMaskOp():
            _finish(b, op.result, _ballot(b, op, b.all_lanes()))
        case LanesBelowOp():
            _lanes_below(b, op)
        case GroupScanOp():
            _scan(b, op)
        case _:
            return False
    return True


def _finish(b: LaneBuilder, old: SSAValue, new: SSAValue) -> None:
    """Bind `old` to `new`: a scalar broadcast where the plan wants a vector; a vector
    read at its first active lane where it wants a scalar (every active lane agrees)."""
    new = b.named(new, old)
    if old in b.plan.vec:
        b.env[old] = b.named(b.vec_of(new), old)
    elif isinstance(new.type, VectorType):
        m, neg = b.mask_operands()
        b.env[old] = b.named(b.emit(simd.VReadFirstLaneOp(new, m, neg)).results[0], old)
    elif isinstance(old.type, IndexType):  # the lanes of an index vector are i32
        b.env[old] = b.named(b.emit(arith.IndexCastOp(new, IndexType())).results[0], old)
    else:
        b.env[old] = new


def lane_vector(b: LaneBuilder) -> SSAValue:
    """The lanes 0..W-1 (`simd.s2v` of constants at the entry, made once)."""
    if b.lanes is None:
        consts = [arith.ConstantOp(IntegerAttr(i, i32)) for i in range(b.width)]
        s2v = simd.S2VOp(consts, b.vtype(i32))
        ops: list[Operation] = [*consts, s2v]
        if b.entry.first_op is None:
            b.entry.add_ops(ops)
        else:
            b.entry.insert_ops_before(ops, b.entry.first_op)
        b.lanes = s2v.results[0]
        b.lanes.name_hint = "lanes"
    return b.lanes


def source_lane(mode: str, lane: int, s: int, seg: int) -> int:
    """The lane a shuffle of `mode` by `s` in segments of `seg` reads into `lane`.  The
    distance is 32 bits and the source lane is computed modulo 2^32 (PTX's `lane - b`
    on 32-bit registers): up by 0xFFFFFFFF (-1) reads the lane above, as the SPMD
    executor's signed `lane - s` does."""
    base = lane & ~(seg - 1)
    s &= 0xFFFFFFFF
    j = {"idx": base + s % seg, "up": (lane - s) & 0xFFFFFFFF, "down": (lane + s) & 0xFFFFFFFF, "xor": lane ^ s}[mode]
    return j if base <= j < base + seg else lane


def _int(b: LaneBuilder, v: SSAValue | None) -> int | None:
    c = scalar_constant(v) if v is not None else None
    return c if isinstance(c, int) else None


def _shuffle(b: LaneBuilder, op: ShuffleOp) -> None:
    x, r, mode, w = op.value, op.result, op.mode.data, b.width
    if not b.naive and x not in b.plan.vec:
        _finish(b, r, b.scal(x))
        return
    xv, fin = (_bool_lanes(b, op) if x.type == i1 else (b.vec(x), lambda new: _finish(b, r, new)))
    s, seg = _int(b, op.lane), (_int(b, op.width) if op.width is not None else w)
    per_lane = _lane_sources(op, w) if s is None else [s] * w
    if per_lane is not None and seg is not None and seg >= 1 and seg <= w and not seg & (seg - 1):
        lanes = [source_lane(mode, i, si, seg) for i, si in enumerate(per_lane)]
        if lanes == list(range(w)):
            fin(xv)
            return
        if r not in b.plan.vec and len(set(lanes)) == 1:
            fin(b.emit(simd.V2SOp(xv, b.emit(arith.ConstantOp(IntegerAttr(lanes[0], i32))).results[0])).results[0])
            return
        m, neg = b.mask_operands()
        fin(b.emit(simd.VShuffleOp(xv, lanes, m, neg)).results[0])
        return
    uniform_lane = not b.naive and op.lane not in b.plan.vec
    if mode == "idx" and op.width is None and uniform_lane and r not in b.plan.vec:
        mod = b.emit(arith.AndIOp(b.scal(op.lane), b.emit(arith.ConstantOp(IntegerAttr(w - 1, i32))).results[0]))
        fin(b.emit(simd.V2SOp(xv, mod.results[0])).results[0])
        return
    m, neg = b.mask_operands()
    t = b.vtype(i32)

    def vbin(cls: type[Operation], a: SSAValue, c: SSAValue) -> SSAValue:
        return b.emit(cls(a, c, m, neg)).results[0]  # pyright: ignore[reportCallIssue]

    lanes, src = lane_vector(b), b.vec(op.lane)
    segv = b.vec(op.width) if op.width is not None else b.vconst(w, t)
    base = vbin(simd.VAndOp, lanes, vbin(simd.VSubOp, b.vconst(0, t), segv))
    if mode == "idx":
        j = vbin(simd.VAddOp, base, vbin(simd.VAndOp, src, vbin(simd.VSubOp, segv, b.vconst(1, t))))
    else:
        j = vbin({"up": simd.VSubOp, "down": simd.VAddOp, "xor": simd.VXorOp}[mode], lanes, src)
        inside = b.emit(simd.VCmpOp("ult", vbin(simd.VSubOp, j, base), segv, m, neg)).results[0]
        j = b.emit(simd.VPhiOp(inside, j, lanes, m, neg)).results[0]
    fin(b.emit(simd.VPermuteOp(xv, j, m, neg)).results[0])


def _lane_sources(op: ShuffleOp, w: int) -> list[int] | None:
    """The shuffle's lane operand in each lane when it is a function of the lane id
    (`lane_constants`: DPP, swizzle and permlane source lanes): the lanes of a constant
    `vshuffle` (`source_lane` reads each modulo 2^32)."""
    return lane_constants(op.lane, w)


def _bool_lanes(b: LaneBuilder, op: ShuffleOp) -> tuple[SSAValue, Callable[[SSAValue], None]]:
    """A shuffle of an i1 moves the i32 lanes 0 / 1 (a mask vector has no permute): the
    i32 vector, and the finish turning a moved vector or lane back into i1 (`!= 0`)."""
    t = b.vtype(i32)
    xv = b.select(b.vec(op.value), b.vconst(1, t), b.vconst(0, t))
    r = op.result

    def fin(new: SSAValue) -> None:
        m, neg = b.mask_operands()
        if isinstance(new.type, VectorType):
            if r in b.plan.vec:
                b.env[r] = b.named(b.emit(simd.VCmpOp("ne", new, b.vconst(0, t), m, neg)).results[0], r)
                return
            new = b.emit(simd.VReadFirstLaneOp(new, m, neg)).results[0]
        zero = b.emit(arith.ConstantOp(IntegerAttr(0, i32))).results[0]
        _finish(b, r, b.emit(arith.CmpiOp(new, zero, "ne")).results[0])

    return xv, fin


def _ballot(b: LaneBuilder, op: Operation, pred: SSAValue) -> SSAValue:
    t = op.results[0].type
    m, neg = b.mask_operands()
    return b.emit(simd.VBallotOp(pred, t, m, neg)).results[0]


def _vote(b: LaneBuilder, op: VoteOp) -> None:
    kind, p = op.kind.data, b.vec(op.pred)
    if kind == "ballot":
        _finish(b, op.result, _ballot(b, op, p))
        return
    m = b.mask_value()

    def some() -> SSAValue:
        return b.emit(simd.AnyOp(p if m is None else b.emit(simd.PAndOp(p, m)).results[0])).results[0]

    def every() -> SSAValue:
        q = p if m is None else b.emit(simd.POrOp(p, b.emit(simd.PNotOp(m)).results[0])).results[0]
        return b.emit(simd.AllOp(q)).results[0]

    if kind == "any":
        r = some()
    elif kind == "all":
        r = every()
    else:  # all equal: all set, or none set
        true = b.emit(arith.ConstantOp(IntegerAttr(1, i1))).results[0]
        none = b.emit(arith.XOrIOp(some(), true)).results[0]
        r = b.emit(arith.OrIOp(every(), none)).results[0]
    _finish(b, op.result, r)


def _lanes_below(b: LaneBuilder, op: LanesBelowOp) -> None:
    t = op.mask.type
    assert isinstance(t, IntegerType)
    bits = t.width.data
    vt = b.vtype(t)
    below = [b.emit(arith.ConstantOp(IntegerAttr(to_signed((1 << i) - 1, bits), t))).results[0] for i in range(b.width)]
    consts = b.emit(simd.S2VOp(below, vt)).results[0]
    m, neg = b.mask_operands()
    masked = b.emit(simd.VAndOp(b.vec(op.mask), consts, m, neg)).results[0]
    n = b.emit(simd.VMathOp("ctpop", [masked], m, neg)).results[0]
    if bits != 32:
        n = b.emit(simd.VCastOp("trunci", n, b.vtype(i32), m, neg)).results[0]
    _finish(b, op.result, n)


def _scan(b: LaneBuilder, op: GroupScanOp) -> None:
    x = op.value
    if not b.naive and x not in b.plan.vec and op.uniform_when(lambda v: v in b.plan.vec):
        _finish(b, op.result, b.scal(x))
        return
    m, neg = b.mask_operands()
    _finish(b, op.result, b.emit(simd.VScanOp(op.mode.data, op.kind.data, b.vec(x), m, neg)).results[0])

