"""NVPTX intrinsics (`llvm.nvvm.*`): the special registers of work-item ids and launch
sizes, lane id and warp size, the CTA barriers, and CUDA's `__mulhi`/`__umulhi`/
`__mul64hi`... (`mulhi.{i,ui}`: the high half of the product, `expand.mul_hi`) and
`fminf`/`fmaxf` (`fmin.f`/`fmax.f`: NaN-ignoring, as `llvm.minnum`)."""

from __future__ import annotations

from xdsl.dialects import arith

from simdopt.frontends.llvm.intrinsics import expand
from simdopt.frontends.llvm.intrinsics.amdgpu import barrier, launch_value
from simdopt.frontends.llvm.intrinsics.cross_lane import NVPTX as CROSS_LANE
from simdopt.frontends.llvm.intrinsics.table import Table, lanewise

PREFIX = "llvm.nvvm."
SREG = "llvm.nvvm.read.ptx.sreg."
NVVM_SREG = {
    "tid": "thread_id", "ctaid": "block_id", "ntid": "block_dim", "nctaid": "grid_dim",
    "laneid": "lane_id", "warpsize": "subgroup_size",
}  # fmt: skip

TABLE = Table(
    lambda callee: callee if callee.startswith(PREFIX) else None,
    {
        **{f"{SREG}{r}.{d}": launch_value(NVVM_SREG[r], d) for r in ("tid", "ctaid", "ntid", "nctaid") for d in "xyz"},
        **{SREG + r: launch_value(NVVM_SREG[r], "x") for r in ("laneid", "warpsize")},
        PREFIX + "barrier0": barrier,
        PREFIX + "barrier.sync": barrier,
        PREFIX + "barrier.cta.sync*": barrier,
        PREFIX + "mulhi.i": lanewise(expand.mul_hi(True)),
        PREFIX + "mulhi.ui": lanewise(expand.mul_hi(False)),
        PREFIX + "mulhi.s": lanewise(expand.mul_hi(True)),
        PREFIX + "mulhi.us": lanewise(expand.mul_hi(False)),
        PREFIX + "fmin.f": lanewise(expand.op(arith.MinnumfOp, 2)),
        PREFIX + "fmax.f": lanewise(expand.op(arith.MaxnumfOp, 2)),
        **CROSS_LANE,
    },
)  # fmt: skip
