"""NVPTX intrinsics (`llvm.nvvm.*`): the special registers of work-item ids and launch
sizes, lane id and warp size, and the CTA barriers."""

from __future__ import annotations

from simdopt.frontends.llvm.intrinsics.amdgpu import barrier, launch_value
from simdopt.frontends.llvm.intrinsics.cross_lane import NVPTX as CROSS_LANE
from simdopt.frontends.llvm.intrinsics.table import Table

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
        **CROSS_LANE,
    },
)  # fmt: skip
