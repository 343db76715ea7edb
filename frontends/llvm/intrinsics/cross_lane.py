"""Cross-lane intrinsics and builtins of the three front ends, as `simd` cross-lane ops
(`dialects/simd_cross_lane.py`).  Each target's table spreads its dict from here:

| call | op |
|---|---|
| `llvm.nvvm.shfl.sync.{idx,up,down,bfly}.{i32,f32}(m, x, b, c)` | `simd.shuffle idx/up/down/xor %x, %b width(32 - c>>8) sync(%m)` |
| `llvm.nvvm.shfl.sync.*.{i32,f32}p` | the same, and its in-range flag from the lane id (`in_segment`) |
| `llvm.nvvm.vote.{any,all,uni,ballot}.sync(m, p)` | `simd.vote ... sync(%m)` |
| `llvm.nvvm.activemask()` | `simd.active_mask : i32` |
| `llvm.nvvm.redux.sync.{add,min,max,umin,umax,and,or,xor}(x, m)` | `simd.group_reduce` (the mask is not checked; umin/umax: min/max of x ^ 0x80000000, flipped back) |
| `llvm.amdgcn.readlane(x, l)` | `simd.shuffle idx %x, %l` |
| `llvm.amdgcn.ds.bpermute(a, x)` | `simd.shuffle idx %x, a >> 2` |
| `llvm.amdgcn.ds.swizzle(x, imm)` | `simd.shuffle xor` / `idx` with a width, for the xor, broadcast and quad patterns; any other bit-mask or quad-permute pattern `simd.shuffle idx` by the source lane from the lane id |
| `llvm.amdgcn.{update,mov}.dpp`, `permlane16/x16/64` | `simd.shuffle idx` by the lane pattern + selects (`dpp.py`) |
| `llvm.amdgcn.ballot.{i32,i64}(p)`, `llvm.amdgcn.icmp.*(a, b, pred)` | `simd.vote ballot` (of an `arith.cmpi`) |
| `llvm.amdgcn.mbcnt.{lo,hi}(m, acc)` | `simd.lanes_below` of m (hi: m << 32) + acc |
| `sub_group_shuffle{,_xor,_up,_down}`, `sub_group_broadcast` | `simd.shuffle idx/xor/up/down` |
| `sub_group_any/all` | `simd.vote any/all` |
| `sub_group_reduce_*`, `sub_group_scan_{inclusive,exclusive}_*` | `simd.group_reduce`, `simd.group_scan` |

OpenCL leaves an out-of-range `sub_group_shuffle_up/down/xor` undefined: the own value the
op gives is one refinement of it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerType, i1, i32, i64

from simdopt.dialects import gpu, simd
from simdopt.frontends.llvm.intrinsics.ocl_ballot import OPENCL_BALLOT
from simdopt.frontends.llvm.intrinsics.table import Call, Handler

if TYPE_CHECKING:
    from xdsl.ir import Operation, SSAValue

    from simdopt.frontends.llvm.instructions import Instructions


def _bind(fi: Instructions, c: Call, v: SSAValue) -> None:
    fi.bind(c.inst, v)
    fi.rename(v, c.name)


def _emit(fi: Instructions, c: Call, op: simd.ShuffleOp | simd.VoteOp | simd.ActiveMaskOp | simd.GroupScanOp | simd.GroupReduceOp) -> None:
    fi.bind(c.inst, fi.emit(op, c.name).results[0])


def _const_int(fi: Instructions, v: object, what: str) -> int:
    from llvmlite.binding import ValueRef

    assert isinstance(v, ValueRef)
    if v.value_kind.name != "constant_int":
        raise fi.fail(f"{what} must be a constant")
    return fi.int_value(v, 32)


def _i32(fi: Instructions, v: SSAValue, what: str) -> SSAValue:
    if v.type != i32:
        raise fi.fail(f"{what} of type {v.type} (only i32 is supported)")
    return v


# ---------------------------------------------------------------- NVPTX


def nvvm_shuffle(mode: str, pred: bool = False) -> Handler:
    """`shfl.sync.<mode>.{i32,f32}` and the `...p` forms, whose `{value, in range}` pair
    also says whether the source lane was in the segment (`in_segment`)."""

    def handler(fi: Instructions, c: Call) -> None:
        m, x, b, cc = c.args
        code = _const_int(fi, cc, f"the clamp operand of @{c.callee}")
        seg, clamp = (code >> 8) & 0x1F, code & 0x1F
        # What CUDA's __shfl_*_sync(m, x, b, w) passes: ((32 - w) << 8) | (up ? 0 : 31).
        if clamp != (0 if mode == "up" else 0x1F) or (32 - seg) & (31 - seg):
            raise fi.fail(f"@{c.callee} with clamp operand {code:#x} (only CUDA's width forms are supported)")
        width = fi.const(32 - seg, i32)
        lane = _i32(fi, fi.value(b), "a shuffle lane")
        shuffle = simd.ShuffleOp(mode, fi.value(x), lane, width, fi.value(m))
        if not pred:
            _emit(fi, c, shuffle)
            return
        value = fi.emit(shuffle).results[0]
        fi.env[c.inst] = (value, in_segment(fi, mode, lane, 32 - seg))

    return handler


def in_segment(fi: Instructions, mode: str, src: SSAValue, width: int) -> SSAValue:
    """Whether `simd.shuffle <mode>` by `src` in segments of `width` reads another lane
    rather than the own value (PTX's `p` of `shfl.sync`): with o = lane mod width, up
    o - src in [0, width), down o + src in [0, width), xor src < width; idx always."""
    if mode == "idx":
        return fi.const(1, i1)
    w = fi.const(width, i32)
    if mode == "xor":
        return fi.emit(arith.CmpiOp(src, w, "ult")).results[0]
    lane = fi.emit(gpu.LaneIdOp()).results[0]
    lane = fi.emit(arith.IndexCastOp(lane, i32)).results[0]
    o = fi.emit(arith.AndIOp(lane, fi.const(width - 1, i32))).results[0]
    j = fi.emit((arith.SubiOp if mode == "up" else arith.AddiOp)(o, src)).results[0]
    return fi.emit(arith.CmpiOp(j, w, "ult")).results[0]


def nvvm_vote(kind: str) -> Handler:
    def handler(fi: Instructions, c: Call) -> None:
        m, p = c.args
        _emit(fi, c, simd.VoteOp(kind, fi.value(p), i32 if kind == "ballot" else i1, fi.value(m)))

    return handler


def nvvm_activemask(fi: Instructions, c: Call) -> None:
    _emit(fi, c, simd.ActiveMaskOp(i32))


def unsigned_via_signed(fi: Instructions, x: SSAValue, make: Callable[[SSAValue], Operation], name: str | None) -> SSAValue:
    """An unsigned min / max (reduction or scan) as the signed one of `x ^ sign bit`,
    flipped back: the flip maps unsigned order onto signed order."""
    assert isinstance(x.type, IntegerType)
    sign = fi.const(-(1 << (x.type.width.data - 1)), x.type)
    flipped = fi.emit(arith.XOrIOp(x, sign)).results[0]
    got = fi.emit(make(flipped)).results[0]
    return fi.emit(arith.XOrIOp(got, sign), name).results[0]


def nvvm_redux(kind: str) -> Handler:
    """`redux.sync.{add,min,max,umin,umax,and,or,xor}(x, m)`: umin / umax by
    `unsigned_via_signed`."""

    def handler(fi: Instructions, c: Call) -> None:
        x = _i32(fi, fi.value(c.args[0]), f"@{c.callee}")
        if kind in ("umin", "umax"):
            fi.bind(c.inst, unsigned_via_signed(fi, x, lambda v: simd.GroupReduceOp(kind[1:], v), c.name))
            return
        _emit(fi, c, simd.GroupReduceOp(kind, x))

    return handler


NVPTX: dict[str, Handler] = {
    **{f"llvm.nvvm.shfl.sync.{n}.{t}{p}": nvvm_shuffle(m, bool(p))
       for n, m in (("idx", "idx"), ("up", "up"), ("down", "down"), ("bfly", "xor")) for t in ("i32", "f32") for p in ("", "p")},
    **{f"llvm.nvvm.vote.{k}.sync": nvvm_vote(k) for k in ("any", "all", "uni", "ballot")},
    "llvm.nvvm.activemask": nvvm_activemask,
    **{f"llvm.nvvm.redux.sync.{k}": nvvm_redux(k) for k in ("add", "min", "max", "umin", "umax", "and", "or", "xor")},
}  # fmt: skip


# ---------------------------------------------------------------- AMDGPU


def amdgcn_readlane(fi: Instructions, c: Call) -> None:
    x = _i32(fi, fi.value(c.args[0]), "llvm.amdgcn.readlane")
    _emit(fi, c, simd.ShuffleOp("idx", x, _i32(fi, fi.value(c.args[1]), "a lane")))


def amdgcn_bpermute(fi: Instructions, c: Call) -> None:
    addr = _i32(fi, fi.value(c.args[0]), "a ds_bpermute address")
    lane = fi.emit(arith.ShRUIOp(addr, fi.const(2, i32))).results[0]
    _emit(fi, c, simd.ShuffleOp("idx", _i32(fi, fi.value(c.args[1]), "llvm.amdgcn.ds.bpermute"), lane))


def swizzle_shuffle(pattern: int) -> tuple[str, int, int] | None:
    """The (mode, lane operand, width) of a `ds_swizzle` offset, when one shuffle does
    it: bit-mask mode (offset < 0x8000: lane' = ((lane & and) | or) ^ xor in groups of
    32) with and = 31, or = 0 is `xor` width 32; with xor = 0, and = 31 & ~(n-1) and
    or < n it reads lane `or` of groups of n (`idx`).  Quad-permute mode (bit 15): every
    lane of a quad reading one lane (`idx` width 4) or lane ^ k (`xor` width 4).
    (LLVM's `Swizzle::EncBits`: quad-permute is offset & 0xFF00 == 0x8000.)"""
    if (pattern & 0xFF00) == 0x8000:
        sel = [(pattern >> (2 * i)) & 3 for i in range(4)]
        if len(set(sel)) == 1:
            return "idx", sel[0], 4
        if all(s == i ^ sel[0] for i, s in enumerate(sel)):
            return "xor", sel[0], 4
        return None
    if pattern & 0x8000:  # 0xC000 / 0xE000: gfx9+ rotate and FFT modes; the rest is not a mode
        return None
    and_m, or_m, xor_m = pattern & 31, (pattern >> 5) & 31, (pattern >> 10) & 31
    if and_m == 31 and or_m == 0:
        return "xor", xor_m, 32
    n = 32 - and_m
    if xor_m == 0 and n & (n - 1) == 0 and and_m == 31 & ~(n - 1) and or_m < n:
        return "idx", or_m, n
    return None


def amdgcn_swizzle(fi: Instructions, c: Call) -> None:
    """`ds_swizzle`: one constant shuffle when `swizzle_shuffle` finds it, else the
    source lane computed from the lane id (any bit-mask or quad-permute pattern)."""
    pattern = _const_int(fi, c.args[1], "a ds_swizzle pattern") & 0xFFFF
    x = _i32(fi, fi.value(c.args[0]), "llvm.amdgcn.ds.swizzle")
    got = swizzle_shuffle(pattern)
    if got is not None:
        mode, lane, width = got
        _emit(fi, c, simd.ShuffleOp(mode, x, fi.const(lane, i32), fi.const(width, i32)))
        return
    if pattern & 0x8000 and (pattern & 0xFF00) != 0x8000:
        raise fi.fail(f"llvm.amdgcn.ds.swizzle pattern {pattern:#x} (only the bit-mask and quad-permute modes are supported)")
    _emit(fi, c, simd.ShuffleOp("idx", x, swizzle_source(fi, pattern)))


def swizzle_source(fi: Instructions, pattern: int) -> SSAValue:
    """The lane a bit-mask (((lane & and) | or) ^ xor in groups of 32) or quad-permute
    (lane & ~3 | sel[lane & 3]) `ds_swizzle` reads, from the lane id."""
    lane = fi.emit(arith.IndexCastOp(fi.emit(gpu.LaneIdOp()).results[0], i32)).results[0]

    def op(cls: type[arith.SignlessIntegerBinaryOperation], a: SSAValue, b: SSAValue | int) -> SSAValue:
        return fi.emit(cls(a, b if not isinstance(b, int) else fi.const(b, i32))).results[0]

    if (pattern & 0xFF00) == 0x8000:
        shift = op(arith.ShLIOp, op(arith.AndIOp, lane, 3), 1)
        sel = op(arith.AndIOp, op(arith.ShRUIOp, fi.const(pattern & 0xFF, i32), shift), 3)
        return op(arith.OrIOp, op(arith.AndIOp, lane, ~3), sel)
    and_m, or_m, xor_m = pattern & 31, (pattern >> 5) & 31, (pattern >> 10) & 31
    inner = op(arith.XOrIOp, op(arith.OrIOp, op(arith.AndIOp, lane, and_m), or_m), xor_m)
    return op(arith.OrIOp, op(arith.AndIOp, lane, ~31), inner)


def amdgcn_ballot(fi: Instructions, c: Call) -> None:
    _emit(fi, c, simd.VoteOp("ballot", fi.value(c.args[0]), fi.scalar_type_lt(c.rt)))


ICMP_PREDICATES = {32: "eq", 33: "ne", 34: "ugt", 35: "uge", 36: "ult", 37: "ule", 38: "sgt", 39: "sge", 40: "slt", 41: "sle"}
"""LLVM's `CmpInst::Predicate` numbers (the third operand of `llvm.amdgcn.icmp`)."""


def amdgcn_icmp(fi: Instructions, c: Call) -> None:
    code = _const_int(fi, c.args[2], "the predicate of llvm.amdgcn.icmp")
    if code not in ICMP_PREDICATES:
        raise fi.fail(f"llvm.amdgcn.icmp predicate {code}")
    p = fi.emit(arith.CmpiOp(fi.value(c.args[0]), fi.value(c.args[1]), ICMP_PREDICATES[code])).results[0]
    _emit(fi, c, simd.VoteOp("ballot", p, fi.scalar_type_lt(c.rt)))


def amdgcn_mbcnt(high: bool) -> Handler:
    """mbcnt.lo(m, acc) = acc + the lanes of m's bits 0..31 below this lane; mbcnt.hi the
    same of bits 32..63: `simd.lanes_below` of m widened to i64 (hi: shifted by 32)."""

    def handler(fi: Instructions, c: Call) -> None:
        m = fi.emit(arith.ExtUIOp(_i32(fi, fi.value(c.args[0]), "an mbcnt mask"), i64)).results[0]
        if high:
            m = fi.emit(arith.ShLIOp(m, fi.const(32, i64))).results[0]
        n = fi.emit(simd.LanesBelowOp(m)).results[0]
        acc = c.args[1]
        if acc.value_kind.name == "constant_int" and fi.int_value(acc, 32) == 0:
            _bind(fi, c, n)
            return
        fi.bind(c.inst, fi.emit(arith.AddiOp(n, fi.value(acc)), c.name).results[0])

    return handler


AMDGPU: dict[str, Handler] = {
    "llvm.amdgcn.readlane": amdgcn_readlane,
    "llvm.amdgcn.readlane.i32": amdgcn_readlane,
    "llvm.amdgcn.ds.bpermute": amdgcn_bpermute,
    "llvm.amdgcn.ds.swizzle": amdgcn_swizzle,
    "llvm.amdgcn.ballot.i32": amdgcn_ballot,
    "llvm.amdgcn.ballot.i64": amdgcn_ballot,
    "llvm.amdgcn.icmp.*": amdgcn_icmp,
}


# ---------------------------------------------------------------- OpenCL

OCL_SHUFFLES = {
    "sub_group_shuffle": "idx", "sub_group_broadcast": "idx", "sub_group_shuffle_xor": "xor",
    "sub_group_shuffle_up": "up", "sub_group_shuffle_down": "down",
}  # fmt: skip


def ocl_shuffle(mode: str) -> Handler:
    def handler(fi: Instructions, c: Call) -> bool | None:
        if len(c.args) != 2 or c.rt.kind not in ("int", "float"):
            return False
        lane = fi.value(c.args[1])
        if lane.type == i64:
            lane = fi.emit(arith.TruncIOp(lane, i32)).results[0]
        _emit(fi, c, simd.ShuffleOp(mode, fi.value(c.args[0]), _i32(fi, lane, "a sub-group lane")))

    return handler


def ocl_vote(kind: str) -> Handler:
    def handler(fi: Instructions, c: Call) -> None:
        x = _i32(fi, fi.value(c.args[0]), f"{kind} predicate")
        p = fi.emit(arith.CmpiOp(x, fi.const(0, i32), "ne")).results[0]
        r = fi.emit(simd.VoteOp(kind, p)).results[0]
        fi.bind(c.inst, fi.emit(arith.ExtUIOp(r, i32), c.name).results[0])

    return handler


def _ocl_kind(fi: Instructions, c: Call) -> str:
    # The mangled operand type: i int, j unsigned, f float; l/m 64-bit.
    code = c.callee[-1]
    if code not in "ijf":
        raise fi.fail(f"@{c.callee}: only int, uint and float operands are supported")
    return code


def ocl_collective(mode: str, kind: str) -> Handler:
    """`sub_group_{reduce,scan_*}_{add,min,max}`; a uint min / max by
    `unsigned_via_signed`."""

    def handler(fi: Instructions, c: Call) -> None:
        code = _ocl_kind(fi, c)
        x = fi.value(c.args[0])

        def make(v: SSAValue) -> Operation:
            return simd.GroupReduceOp(kind, v) if mode == "reduce" else simd.GroupScanOp(mode, kind, v)

        if code == "j" and kind in ("min", "max"):
            fi.bind(c.inst, unsigned_via_signed(fi, x, make, c.name))
            return
        fi.bind(c.inst, fi.emit(make(x), c.name).results[0])

    return handler


def ocl_subgroup(what: str) -> Handler:
    def handler(fi: Instructions, c: Call) -> None:
        fi.workitem(c.inst, what, "x", c.rt, c.name)

    return handler


OPENCL: dict[str, Handler] = {
    **OPENCL_BALLOT,
    "get_sub_group_local_id": ocl_subgroup("lane_id"),
    "get_sub_group_size": ocl_subgroup("subgroup_size"),
    **{name: ocl_shuffle(mode) for name, mode in OCL_SHUFFLES.items()},
    "sub_group_any": ocl_vote("any"),
    "sub_group_all": ocl_vote("all"),
    **{f"sub_group_{m}_{k}": ocl_collective(m.removeprefix("scan_"), k)
       for m in ("reduce", "scan_inclusive", "scan_exclusive") for k in ("add", "min", "max")},
}  # fmt: skip


# ---------------------------------------------------------------- convergence control


def convergence_token(fi: Instructions, c: Call) -> None:
    """`llvm.experimental.convergence.{entry,anchor,loop}`: the token names the threads
    that execute convergently with the op using it.  The SPMD executor's converged
    instances are exactly those (every thread of a subgroup enters a kernel together;
    the same iteration of a cycle is one instance; an anchor may pick any set), so the
    tokens are dropped: a call's token operands (its bundles) are ignored, and any other
    use of a token fails to import at that use ("expected a scalar operand")."""
    if c.rt.kind != "token":
        raise fi.fail(f"@{c.callee} must return a token")


CONVERGENCE: dict[str, Handler] = {
    f"llvm.experimental.convergence.{k}": convergence_token for k in ("entry", "anchor", "loop")
}
