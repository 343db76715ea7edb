"""Lane-wise and cross-lane translations of `spmd-vectorize`: `math`, the i32/f32
casts, atomics, readfirstlane and group_reduce, for every vectorizer of the package
(shuffles, votes, ballots and scans: `cross_lane.py`).

    %r = math.sqrt %x : f32                  ->  %r = simd.vmath sqrt, %xv mask(%m) : vector<4xf32>
    %f = arith.sitofp %i : i32 to f32        ->  %f = simd.vcast sitofp, %iv mask(%m) : vector<4xi32> to vector<4xf32>
    %o = memref.atomic_rmw addi %v, %a[%i]   ->  %o = simd.vatomic addi, %vv, %a[%iv] mask(%m) : ...
    %u = simd.readfirstlane %x : i32         ->  %u = simd.vreadfirstlane %xv mask(%m) : vector<4xi32>
    gpu.printf "%d", %x : i32                ->  simd.vprintf "%d" thread(%tids), %xv mask(%m) : ...
    %s = simd.group_reduce add, %x : i32     ->  %s = simd.vreduce add, %xv mask(%m) : vector<4xi32>

* A `math` op whose result the plan makes a vector becomes `simd.vmath` of its kind
  under the current mask; one whose result stays scalar (uniform, in mode=uniform) is
  copied as the scalar `math` op like any uniform op.
* `arith.sitofp`/`uitofp`/`fptosi`/`fptoui`/`bitcast` between i32 and f32 whose
  result the plan makes a vector become `simd.vcast` of their kind under the current
  mask (inactive lanes are not converted: an fptosi of a NaN a lane never computes does
  not fault); a uniform one stays the scalar cast in mode=uniform.  Casts of other
  types (i1, i64, f64) have no vector form and are a located error.
* A divergent `arith.negf` on f16/f32/f64 becomes `simd.vmul` by a broadcast -1.0 under the
  current mask (exact: it flips the sign of zeros, infinities and NaNs too).
* `memref.atomic_rmw` (`simd.cmpxchg`) always becomes `simd.vatomic` (`simd.vcmpxchg`)
  under the current mask, even with a
  uniform address and value: every active thread does its own read-modify-write (an
  atomic add of 1 by the active threads adds the number of active lanes) and gets its
  own old value, in lane order — the order in which the SPMD executor runs the atomics
  of one converged instance.  Its result is a vector.
* `gpu.printf` becomes `simd.vprintf` under the current mask: each active lane prints
  as its thread (`%tids`, the lanes' `simd.thread_id`), with its lanes of the
  divergent arguments and the uniform ones as they are.
* `simd.readfirstlane` / `simd.group_reduce` become `simd.vreadfirstlane` /
  `simd.vreduce` of the operand's vector under the current mask, which is exactly the
  set of threads that run the op (the lanes of a linearized arm, of an active-mask
  loop's iteration, of a partial subgroup).  The result is a scalar, uniform: the plan
  keeps it scalar (`UNIFORM_RESULT`) and a vector user reads its broadcast; naive mode
  broadcasts it at once.  A readfirstlane of a uniform (scalar) operand in mode=uniform
  is the operand itself (a group_reduce of one still depends on the active lanes).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import (
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IndexType,
    IntegerAttr,
    VectorType,
    i1,
    i32,
)
from xdsl.ir import Operation, SSAValue

from simdopt.dialects import gpu, simd
from simdopt.dialects.simd_cross_lane import ActiveMaskOp, VoteOp
from simdopt.dialects.vector_unit import (
    ATOMIC_KINDS,
    CAST_FORMS,
    MATH_FORMS,
)
from simdopt.ir.diagnostics import fail_at
from simdopt.passes.spmd_vectorize import cross_lane

if TYPE_CHECKING:
    from simdopt.passes.spmd_vectorize.builder import LaneBuilder

PASS = "spmd-vectorize"

CASTS = tuple(CAST_FORMS.values())
"""The `arith` casts with a lane-wise vector form (`simd.vcast`)."""

UNIFORM_RESULT = (simd.ReadFirstLaneOp, simd.GroupReduceOp, VoteOp, ActiveMaskOp)
"""Kernel ops whose result is uniform whatever their operand: it stays scalar in
mode=uniform (the plan does not follow the vector operand into it)."""


def translate(b: LaneBuilder, op: Operation) -> bool:
    """Emit the SIMD form of `op` into `b` when it is one of this module's ops (see the
    module docstring); False, emitting nothing, for any other op."""
    match op:
        case memref.AtomicRMWOp():
            _atomic(b, op)
        case simd.CmpxchgOp():
            _cmpxchg(b, op)
        case gpu.PrintfOp():
            _printf(b, op)
        case simd.ReadFirstLaneOp() | simd.GroupReduceOp():
            _collect(b, op)
        case _ if cross_lane.translate(b, op):
            pass
        case _ if op.dialect_name() == "math" and op.results and op.results[0] in b.plan.vec:
            _math(b, op)
        case arith.ExtSIOp() | arith.ExtUIOp() if op.operands[0].type == i1:
            return False  # a select of -1/1 and 0 (structured.py)
        case _ if isinstance(op, CASTS) and op.results[0] in b.plan.vec:
            _cast(b, op)
        case arith.NegfOp() if op.result in b.plan.vec:
            _negf(b, op)
        case _:
            return False
    return True


def _data(op: Operation, v: SSAValue) -> None:
    if not simd.is_data_element(v.type):
        fail_at(
            op,
            f"{PASS}: '{op.name}' on {v.type} has no vector form (i8, i16, i32, i64, f16, "
            "f32 and f64 lanes only)",
        )


def _math(b: LaneBuilder, op: Operation) -> None:
    kind = op.name.split(".", 1)[1]
    r = op.results[0]
    if kind not in MATH_FORMS:
        fail_at(
            op,
            f"{PASS}: '{op.name}' has no lane-wise vector form here; compute it from "
            "uniform values, or with math ops whose operands share the result type",
        )
    _data(op, r)
    m, neg = b.mask_operands()
    new = b.emit(simd.VMathOp(kind, [b.vec(x) for x in op.operands], m, neg)).results[0]
    b.env[r] = b.named(new, r)


def _cast(b: LaneBuilder, op: Operation) -> None:
    kind = op.name.split(".", 1)[1]
    x, r = op.operands[0], op.results[0]
    if not (simd.is_data_element(x.type) and simd.is_data_element(r.type)):
        fail_at(
            op,
            f"{PASS}: '{op.name}' from {x.type} to {r.type} has no vector form (casts "
            "between i8, i16, i32, i64, f16, f32 and f64 lanes only); compute it from uniform values",
        )
    if isinstance(op, arith.TruncIOp) and x not in b.plan.vec:
        # of a scalar (an i64 kernel argument): truncate once, broadcast
        b.env[r] = b.named(b.bcast(b.emit(op.clone(value_mapper=b.env)).results[0]), r)
        return
    b.env[r] = b.named(lane_cast(b, op, kind, b.vec(x), b.vtype(r.type)), r)


def lane_cast(b: LaneBuilder, op: Operation, kind: str, v: SSAValue, t: VectorType) -> SSAValue:
    """`simd.vcast` of `kind` from vector `v` to `t` under the current mask (a located
    error at `op` when the lanes cannot be cast so)."""
    assert isinstance(v.type, VectorType)
    if (why := simd.cast_shape_error(kind, v.type, t)) is not None:
        fail_at(op, f"{PASS}: '{op.name}' has no vector form here: {why}")
    m, neg = b.mask_operands()
    return b.emit(simd.VCastOp(kind, v, t, m, neg)).results[0]


def index_lanes(b: LaneBuilder, op: arith.IndexCastOp) -> SSAValue:
    """The vector of an `index_cast`: index lanes are i32, so a cast from i64 lanes
    truncates (`trunci`; the index then addresses memory, whose buffers hold fewer than
    2^31 elements: an in-bounds index is its low word) and one to i64 or from i8/i16
    lanes extends (`extsi`, index being signed)."""
    v = b.vec(op.input)
    t = b.vtype(op.result.type)
    assert isinstance(v.type, VectorType)
    src, dst = simd.lane_bits(v.type), simd.lane_bits(t)
    if src == dst:
        return v
    return lane_cast(b, op, "trunci" if src > dst else "extsi", v, t)


def _negf(b: LaneBuilder, op: arith.NegfOp) -> None:
    m, neg = b.mask_operands()
    t = b.vtype(op.result.type)
    ft = op.result.type
    assert isinstance(ft, Float16Type | Float32Type | Float64Type)
    minus_one = FloatAttr(-1.0, ft)
    new = b.emit(simd.VMulOp(b.vec(op.operand), b.splat(minus_one, t), m, neg)).results[0]
    b.env[op.result] = b.named(new, op.result)


def _atomic(b: LaneBuilder, op: memref.AtomicRMWOp) -> None:
    if len(op.indices) != 1:
        fail_at(op, f"{PASS}: only 1-d memrefs are supported")
    _data(op, op.value)
    k = op.kind.value.data
    if not 0 <= k < len(ATOMIC_KINDS):
        fail_at(op, f"{PASS}: '{op.name}' has an unknown kind {k}")
    m, neg = b.mask_operands()
    new = b.emit(
        simd.VAtomicOp(
            ATOMIC_KINDS[k], b.vec(op.value), b.env[op.memref], b.vec(op.indices[0]), m, neg
        )
    ).results[0]
    b.env[op.result] = b.named(new, op.result)


def _cmpxchg(b: LaneBuilder, op: simd.CmpxchgOp) -> None:
    if len(op.indices) != 1:
        fail_at(op, f"{PASS}: only 1-d memrefs are supported")
    _data(op, op.value)
    m, neg = b.mask_operands()
    new = b.emit(
        simd.VCmpxchgOp(
            b.vec(op.expected), b.vec(op.value), b.env[op.memref], b.vec(op.indices[0]), m, neg
        )
    ).results[0]
    b.env[op.result] = b.named(new, op.result)


def _printf(b: LaneBuilder, op: gpu.PrintfOp) -> None:
    # every active thread prints, as itself: lane i as thread %tids[i]
    assert b.tids is not None
    args: list[SSAValue] = []
    bools: dict[SSAValue, SSAValue] = {}
    for a in op.args:
        if isinstance(a.type, IndexType):
            fail_at(op, f"{PASS}: '{op.name}' of an index has no vector form (cast it to i32 or i64)")
        if a not in b.plan.vec:
            args.append(b.scal(a))
        elif a.type == i1:  # a mask has no printed lanes: C's promotion of a bool, 0 or 1
            if a not in bools:
                t = b.vtype(i32)
                bools[a] = b.select(b.vec(a), b.splat(IntegerAttr(1, i32), t), b.splat(IntegerAttr(0, i32), t))
            args.append(bools[a])
        else:
            args.append(b.vec(a))
    m, neg = b.mask_operands()
    b.emit(simd.VPrintfOp(op.format.data, b.tids, args, m, neg))


def _collect(b: LaneBuilder, op: simd.ReadFirstLaneOp | simd.GroupReduceOp) -> None:
    x, r = op.value, op.result
    if isinstance(op, simd.ReadFirstLaneOp) and not b.naive and x not in b.plan.vec:
        b.env[r] = b.scal(x)  # the threads agree on it: the first one's is everyone's
        return
    m, neg = b.mask_operands()
    v = b.vec(x)
    new = simd.VReadFirstLaneOp(v, m, neg) if isinstance(op, simd.ReadFirstLaneOp) else (
        simd.VReduceOp(op.kind.data, v, m, neg)
    )
    s = b.named(b.emit(new).results[0], r)
    if r in b.plan.vec:
        b.env[r] = b.named(b.bcast(s), r)
    elif isinstance(r.type, IndexType):  # the lanes of an index vector are i32
        b.env[r] = b.named(b.emit(arith.IndexCastOp(s, IndexType())).results[0], r)
    else:
        b.env[r] = s
