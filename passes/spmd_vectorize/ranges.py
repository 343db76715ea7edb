"""Compares of a launch id with a uniform bound, as masks of the first lanes
(`spmd-vectorize{mode=uniform}`).

    %c = arith.cmpi slt, %x, %n : i32        (%x = gpu.global_id x, %n uniform)
      ->  %k = arith.subi (arith.maxsi %n, %x0), %x0;  %c = simd.pfirst %k

Lane i of an x id is `x0 + i` (`launch.py`: the first lane's id `x0`, a scalar), so
`x0 + i < n` holds exactly for the lanes `i < n - x0`: the mask of the first
`clamp(n - x0, 0, W)` lanes, one mask-unit op after scalar arithmetic, instead of a
broadcast and a vector compare whose lanes all agree in every subgroup but the one
the bound cuts (the bounds checks `if (i < n)` of nearly every kernel).  Exact: ids are
non-negative and `x0 + W - 1` does not wrap (fewer than 2^31 threads, `launch.py`), and
the count is computed without overflow (`max(n, x0) - x0` lies in [0, 2^31)); `x >= n`
is the complement, and a bound on the left swaps the predicate (`n > x` is `x < n`).
`x <= n` and `x > n` stay vector compares: their count (one lane more) needs five
scalar ops to stay exact at n = INT_MAX, more than the compare it replaces.  Ids:
`gpu.thread_id x`, `gpu.global_id x`, `gpu.lane_id`, `simd.thread_id`, `simd.lane_id`,
also through `arith.index_cast` and `trunci` (to i32)/`extsi`/`extui` (the narrowed forms
of clang's size_t ids); only i32 and index compares (an unnarrowed i64 bound may not fit
the i32 count, an id truncated to i8 wraps).
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, i1, i32, i64
from xdsl.ir import OpResult, SSAValue

from simdopt.dialects import gpu, simd
from simdopt.passes.spmd_vectorize.builder import LaneBuilder
from simdopt.passes.spmd_vectorize.launch import dim_of

SWAPPED = {"slt": "sgt", "sle": "sge", "sgt": "slt", "sge": "sle"}
"""The predicate with the operands swapped."""
_CASTS = (arith.IndexCastOp, arith.TruncIOp, arith.ExtSIOp, arith.ExtUIOp)


def first_lanes(vz: LaneBuilder, op: arith.CmpiOp) -> SSAValue | None:
    """The mask `op` computes, as `simd.pfirst` (or its complement) when one side is an
    x id and the other a uniform scalar; None otherwise (also for compares of i64 values
    left unnarrowed, whose bound need not fit the i32 count)."""
    if not isinstance(op.lhs.type, IndexType) and op.lhs.type != i32:
        return None
    pred = arith.CMPI_COMPARISON_OPERATIONS[op.predicate.value.data]
    for ident, bound, p in ((op.lhs, op.rhs, pred), (op.rhs, op.lhs, SWAPPED.get(pred))):
        if p not in ("slt", "sge") or bound in vz.plan.vec:
            continue
        x0 = _first_id(vz, ident)
        if x0 is None:
            continue
        n = _as_i32(vz, vz.env[bound])
        k = n if x0 is LANES else _count_below(vz, x0, n)
        mask = vz.emit(simd.PFirstOp(k, vz.vtype(i1))).results[0]
        return mask if p == "slt" else vz.emit(simd.PNotOp(mask)).results[0]
    return None


LANES = "lanes"
"""`_first_id` of the lane ids: lane i is i (x0 = 0, the count is n itself)."""


def _first_id(vz: LaneBuilder, v: SSAValue) -> SSAValue | str | None:
    """The first lane's value (i32) of `v` when `v` is an x id (lane i = first + i),
    `LANES` for the lane ids."""
    while isinstance(v, OpResult) and isinstance(v.op, _CASTS):
        if isinstance(v.op, arith.TruncIOp) and v.type not in (i32, i64):
            return None  # an id cut to i8/i16 wraps
        v = v.op.operands[0]
    if not isinstance(v, OpResult):
        return None
    op = v.op
    if isinstance(op, gpu.LaneIdOp | simd.LaneIdOp):
        return LANES
    if isinstance(op, simd.ThreadIdOp):
        return vz.group_base
    if isinstance(op, gpu.ThreadIdOp | gpu.GlobalIdOp) and dim_of(op) == "x":
        base = vz.id_bases.get((op.name, "x"))
        return _as_i32(vz, base) if base is not None else None
    return None


def _count_below(vz: LaneBuilder, x0: SSAValue | str, n: SSAValue) -> SSAValue:
    """How many lanes have x0 + i < n: max(n, x0) - x0, which never wraps (pfirst
    clamps it to W)."""
    assert isinstance(x0, SSAValue)
    top = vz.emit(arith.MaxSIOp(n, x0)).results[0]
    return vz.emit(arith.SubiOp(top, x0)).results[0]


def _as_i32(vz: LaneBuilder, v: SSAValue) -> SSAValue:
    if isinstance(v.type, IndexType):
        return vz.emit(arith.IndexCastOp(v, i32)).results[0]
    return v
