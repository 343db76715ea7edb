"""OpenCL's `cl_khr_subgroup_ballot` builtins as clang emits them for spir64 (a ballot is
a `uint4`, bit k of the 128 the bit of lane k), built from `simd.vote ballot` and lane
arithmetic on the low 64 bits (lanes 64..127 do not exist: W <= 64):

| builtin | ops |
|---|---|
| `sub_group_ballot(p)` | `simd.vote ballot (p != 0) : i64`, split into `<lo, hi, 0, 0>` |
| `sub_group_inverse_ballot(v)` | bit `lane id` of v |
| `sub_group_ballot_bit_extract(v, i)` | bit i of v (word `i >> 5` of the four) |
| `sub_group_ballot_bit_count(v)` | `ctpop` of v's bits of the subgroup's lanes |
| `sub_group_ballot_{ex,in}clusive_scan(v)` | `simd.lanes_below` of v (+ my own bit) |
| `sub_group_ballot_find_{lsb,msb}(v)` | `cttz` / 63 - `ctlz` of v's bits of the subgroup's lanes |

Verdicts follow from the ops: a ballot is uniform, a count / find of a uniform ballot is
too; the inverse ballot and the scans read the lane id (divergent).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.dialects import arith, math
from xdsl.dialects.builtin import IndexType, i32, i64
from xdsl.ir import SSAValue

from simdopt.dialects import gpu, simd
from simdopt.frontends.llvm.intrinsics.table import Call, Handler

if TYPE_CHECKING:
    from simdopt.frontends.llvm.instructions import Instructions


def _words(fi: Instructions, c: Call) -> list[SSAValue]:
    words = fi.lanes(c.args[0])
    if len(words) != 4 or any(w.type != i32 for w in words):
        raise fi.fail(f"@{c.callee}: expected a uint4 ballot")
    return words


def _mask64(fi: Instructions, words: list[SSAValue]) -> SSAValue:
    """Lanes 0..63 of a uint4 ballot as an i64 mask."""
    lo = fi.emit(arith.ExtUIOp(words[0], i64)).results[0]
    hi = fi.emit(arith.ExtUIOp(words[1], i64)).results[0]
    hi = fi.emit(arith.ShLIOp(hi, fi.const(32, i64))).results[0]
    return fi.emit(arith.OrIOp(lo, hi)).results[0]


def _lane(fi: Instructions) -> SSAValue:
    v = fi.emit(gpu.LaneIdOp()).results[0]
    return fi.emit(arith.IndexCastOp(v, i32)).results[0]


def _subgroup_lanes(fi: Instructions, m: SSAValue) -> SSAValue:
    """`m` with only the bits of the subgroup's lanes (the spec's "invocations in the
    subgroup"): m & (W >= 64 ? -1 : (1 << W) - 1)."""
    w = fi.emit(gpu.SubgroupSizeOp()).results[0]
    assert w.type == IndexType()
    w = fi.emit(arith.IndexCastOp(w, i64)).results[0]
    low = fi.emit(arith.ShLIOp(fi.const(1, i64), w)).results[0]
    low = fi.emit(arith.SubiOp(low, fi.const(1, i64))).results[0]
    full = fi.emit(arith.CmpiOp(w, fi.const(64, i64), "uge")).results[0]
    keep = fi.emit(arith.SelectOp(full, fi.const(-1, i64), low)).results[0]
    return fi.emit(arith.AndIOp(m, keep)).results[0]


def _bit(fi: Instructions, words: list[SSAValue], index: SSAValue) -> SSAValue:
    """Bit `index` (i32, 0..127) of the four words, as an i32 0 or 1."""
    k = fi.emit(arith.ShRUIOp(index, fi.const(5, i32))).results[0]
    word = words[0]
    for j in (1, 2, 3):
        is_j = fi.emit(arith.CmpiOp(k, fi.const(j, i32), "eq")).results[0]
        word = fi.emit(arith.SelectOp(is_j, words[j], word)).results[0]
    at = fi.emit(arith.AndIOp(index, fi.const(31, i32))).results[0]
    word = fi.emit(arith.ShRUIOp(word, at)).results[0]
    return fi.emit(arith.AndIOp(word, fi.const(1, i32))).results[0]


def _to_i32(fi: Instructions, c: Call, v: SSAValue) -> None:
    fi.bind(c.inst, fi.emit(arith.TruncIOp(v, i32), c.name).results[0])


def ballot(fi: Instructions, c: Call) -> None:
    x = fi.value(c.args[0])
    if x.type != i32:
        raise fi.fail(f"@{c.callee}: the predicate must be an int")
    p = fi.emit(arith.CmpiOp(x, fi.const(0, i32), "ne")).results[0]
    b = fi.emit(simd.VoteOp("ballot", p, i64), c.name).results[0]
    lo = fi.emit(arith.TruncIOp(b, i32)).results[0]
    hi = fi.emit(arith.ShRUIOp(b, fi.const(32, i64))).results[0]
    hi = fi.emit(arith.TruncIOp(hi, i32)).results[0]
    zero = fi.const(0, i32)
    fi.env[c.inst] = [lo, hi, zero, zero]


def inverse_ballot(fi: Instructions, c: Call) -> None:
    got = _bit(fi, _words(fi, c), _lane(fi))
    fi.bind(c.inst, got)
    fi.rename(got, c.name)


def bit_extract(fi: Instructions, c: Call) -> None:
    index = fi.value(c.args[1])
    if index.type != i32:
        raise fi.fail(f"@{c.callee}: the index must be a uint")
    got = _bit(fi, _words(fi, c), index)
    fi.bind(c.inst, got)
    fi.rename(got, c.name)


def bit_count(fi: Instructions, c: Call) -> None:
    m = _subgroup_lanes(fi, _mask64(fi, _words(fi, c)))
    _to_i32(fi, c, fi.emit(math.CtPopOp(m)).results[0])


def scan(inclusive: bool) -> Handler:
    def handler(fi: Instructions, c: Call) -> None:
        words = _words(fi, c)
        below = fi.emit(simd.LanesBelowOp(_mask64(fi, words))).results[0]
        if not inclusive:
            fi.bind(c.inst, below)
            fi.rename(below, c.name)
            return
        fi.bind(c.inst, fi.emit(arith.AddiOp(below, _bit(fi, words, _lane(fi))), c.name).results[0])

    return handler


def find(msb: bool) -> Handler:
    def handler(fi: Instructions, c: Call) -> None:
        m = _subgroup_lanes(fi, _mask64(fi, _words(fi, c)))
        if not msb:
            _to_i32(fi, c, fi.emit(math.CountTrailingZerosOp(m)).results[0])
            return
        lz = fi.emit(math.CountLeadingZerosOp(m)).results[0]
        _to_i32(fi, c, fi.emit(arith.SubiOp(fi.const(63, i64), lz)).results[0])

    return handler


OPENCL_BALLOT: dict[str, Handler] = {
    "sub_group_ballot": ballot,
    "sub_group_inverse_ballot": inverse_ballot,
    "sub_group_ballot_bit_extract": bit_extract,
    "sub_group_ballot_bit_count": bit_count,
    "sub_group_ballot_inclusive_scan": scan(inclusive=True),
    "sub_group_ballot_exclusive_scan": scan(inclusive=False),
    "sub_group_ballot_find_lsb": find(msb=False),
    "sub_group_ballot_find_msb": find(msb=True),
}
