"""AMDGPU intrinsics (`llvm.amdgcn.*`): work-item and workgroup ids, barriers,
`readfirstlane`, `mbcnt` lane ids, and the dispatch/implicit-argument pointers whose
loads (`DISPATCH`, `IMPLICITARG`) are launch sizes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerType

from simdopt.dialects import gpu, simd
from simdopt.frontends.llvm.intrinsics.cross_lane import AMDGPU as CROSS_LANE
from simdopt.frontends.llvm.intrinsics.cross_lane import amdgcn_mbcnt
from simdopt.frontends.llvm.intrinsics.dpp import DPP, PERMLANE
from simdopt.frontends.llvm.intrinsics.table import Call, Handler, Table
from simdopt.frontends.llvm.pointers import Ptr, Root

if TYPE_CHECKING:
    from simdopt.frontends.llvm.instructions import Instructions

PREFIX = "llvm.amdgcn."
SPECIAL_POINTERS = ("llvm.amdgcn.implicitarg.ptr", "llvm.amdgcn.dispatch.ptr")
# AMDGPU implicit kernel arguments (code object v5) and the HSA dispatch packet:
# byte offset -> (gpu op, dimension); "global_size" = grid_dim * block_dim.
IMPLICITARG = {0: ("grid_dim", "x"), 4: ("grid_dim", "y"), 8: ("grid_dim", "z"),
               12: ("block_dim", "x"), 14: ("block_dim", "y"), 16: ("block_dim", "z")}  # fmt: skip
DISPATCH = {4: ("block_dim", "x"), 6: ("block_dim", "y"), 8: ("block_dim", "z"),
            12: ("global_size", "x"), 16: ("global_size", "y"), 20: ("global_size", "z")}  # fmt: skip


def launch_value(what: str, dim: str) -> Handler:
    def handler(fi: Instructions, c: Call) -> None:
        fi.workitem(c.inst, what, dim, c.rt, c.name)

    return handler


def barrier(fi: Instructions, c: Call) -> None:
    fi.emit(gpu.BarrierOp())


def barrier_wait(fi: Instructions, c: Call) -> None:
    """The wait half of a split barrier: `s.barrier.signal` was the barrier."""


def special_pointer(fi: Instructions, c: Call) -> None:
    what = c.callee[len(PREFIX) :]
    fi.env[c.inst] = Ptr(Root(what.split(".")[0], what), None)


def readfirstlane(fi: Instructions, c: Call) -> None:
    x = fi.value(c.args[0])
    if x.type != IntegerType(32):
        raise fi.fail(f"llvm.amdgcn.readfirstlane of {x.type} (only i32 is supported)")
    fi.bind(c.inst, fi.emit(simd.ReadFirstLaneOp(x), c.name).results[0])


def _is_lane_id_lo(fi: Instructions, v: object) -> bool:
    """Whether `v` is the call `mbcnt.lo(-1, 0)`."""
    from llvmlite.binding import ValueRef

    assert isinstance(v, ValueRef)
    if v.value_kind.name != "instruction" or fi.opc(v) != "call":
        return False
    ops = fi.ops(v)
    return ops[-1].name == PREFIX + "mbcnt.lo" and fi.is_all_ones(ops[0]) and _is_zero(fi, ops[1])


def _is_zero(fi: Instructions, v: object) -> bool:
    from llvmlite.binding import ValueRef

    assert isinstance(v, ValueRef)
    return v.value_kind.name == "constant_int" and fi.int_value(v, 32) == 0


def _only_lane_id_hi_users(fi: Instructions, lo: object) -> bool:
    """Whether every use of `lo` is `mbcnt.hi(-1, lo)` (the lane id idiom of wave64 code)."""
    users = [i for insts in fi.binsts.values() for i in insts if any(o == lo for o in fi.ops(i))]
    for u in users:
        ops = fi.ops(u)
        if not (fi.opc(u) == "call" and ops[-1].name == PREFIX + "mbcnt.hi" and fi.is_all_ones(ops[0]) and ops[1] == lo):
            return False
    return bool(users)


def mbcnt_lo(fi: Instructions, c: Call) -> bool | None:
    """mbcnt.lo(m, acc): acc + the lanes of m's bits 0..31 below this lane, so
    mbcnt.lo(-1, 0) is the lane id only up to lane 32: min(lane id, 32) (a wave64 lane
    above 31 counts all 32 bits).  When its only users are `mbcnt.hi(-1, it)` (HIP's
    `__lane_id()` on wave64) it is bound to the lane id, which is what they give."""
    a = c.args
    if not (fi.is_all_ones(a[0]) and _is_zero(fi, a[1])):
        return amdgcn_mbcnt(high=False)(fi, c)
    if _only_lane_id_hi_users(fi, c.inst):
        fi.workitem(c.inst, "lane_id", "x", c.rt, c.name)
        return
    fi.workitem(c.inst, "lane_id", "x", c.rt, None)
    lane = fi.value(c.inst)
    fi.bind(c.inst, fi.emit(arith.MinUIOp(lane, fi.const(32, lane.type)), c.name).results[0])


def mbcnt_hi(fi: Instructions, c: Call) -> bool | None:
    """mbcnt.hi(m, acc): acc + the lanes of m's bits 32..63 below this lane.  hi(-1, lo)
    with lo = mbcnt.lo(-1, 0) is the lane id (lo was bound to it, see `mbcnt_lo`)."""
    if not (fi.is_all_ones(c.args[0]) and _is_lane_id_lo(fi, c.args[1]) and _only_lane_id_hi_users(fi, c.args[1])):
        return amdgcn_mbcnt(high=True)(fi, c)
    x = fi.value(c.args[1])
    fi.bind(c.inst, x)
    fi.rename(x, c.name)


TABLE = Table(
    lambda callee: callee if callee.startswith(PREFIX) else None,
    {
        **{f"{PREFIX}{kind}.id.{d}": launch_value(op, d)
           for kind, op in (("workitem", "thread_id"), ("workgroup", "block_id")) for d in "xyz"},
        **{PREFIX + b: barrier for b in ("s.barrier", "s.barrier.signal", "wave.barrier")},
        PREFIX + "s.barrier.wait": barrier_wait,
        **{p: special_pointer for p in SPECIAL_POINTERS},
        PREFIX + "readfirstlane*": readfirstlane,
        PREFIX + "mbcnt.lo": mbcnt_lo,
        PREFIX + "mbcnt.hi": mbcnt_hi,
        **CROSS_LANE,
        **DPP,
        **PERMLANE,
    },
    scalar_only=True,
)  # fmt: skip
