"""Launch-geometry queries for `lower.py`'s SPMD lane function: thread, block and
global ids from the lane's `%t` (thread in its block), `%blk` and `%tid`; block, grid,
subgroup sizes as constants of the launch."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from xdsl.ir import Block, Operation

from simdopt.dialects import gpu, simd
from simdopt.interpreters.jit.scalars import Unsupported, llvm_type

if TYPE_CHECKING:
    from simdopt.interpreters.jit.lower import Lowering

_DIM = {"x": 0, "y": 1, "z": 2}


def dim3(self: Any, lin: str, dims: tuple[int, int], d: int) -> str:
    """Coordinate `d` of the linear index `lin` (i64) in a grid of `dims[0]` x `dims[1]`
    x any, emitted by the lowering `self` (its `fresh` and `emit`)."""
    out = self.fresh()
    if d == 0:
        self.emit(f"{out} = urem i64 {lin}, {dims[0]}")
    elif d == 1:
        q = self.fresh()
        self.emit(f"{q} = udiv i64 {lin}, {dims[0]}")
        self.emit(f"{out} = urem i64 {q}, {dims[1]}")
    else:
        self.emit(f"{out} = udiv i64 {lin}, {dims[0] * dims[1]}")
    return out


def query(self: Lowering, op: Operation, b: Block, name: str | None) -> None:
    """A launch-geometry query (`gpu.thread_id`, `simd.lane_id`, ...) as an i64 of the
    lane function's `%t` (thread in block), `%blk` and `%tid`, or a constant."""
    L = self.launch
    ty = llvm_type(op.results[0].type)
    bx, by = L.block[0], L.block[1]
    gx, gy = L.grid[0], L.grid[1]

    d = _DIM[str(op.dimension.data)] if isinstance(op, gpu.GpuDimensionOp) else 0
    if isinstance(op, gpu.ThreadIdOp):
        v = dim3(self, "%t", (bx, by), d)
    elif isinstance(op, gpu.BlockIdOp):
        v = dim3(self, "%blk", (gx, gy), d)
    elif isinstance(op, gpu.BlockDimOp):
        v = str(L.block[d])
    elif isinstance(op, gpu.GridDimOp):
        v = str(L.grid[d])
    elif isinstance(op, gpu.GlobalIdOp):
        t, bid = dim3(self, "%t", (bx, by), d), dim3(self, "%blk", (gx, gy), d)
        m, v = self.fresh(), self.fresh()
        self.emit(f"{m} = mul i64 {bid}, {L.block[d]}")
        self.emit(f"{v} = add i64 {m}, {t}")
    elif isinstance(op, gpu.LaneIdOp | simd.LaneIdOp):
        v = self.fresh()
        self.emit(f"{v} = urem i64 %t, {L.width}")
    elif isinstance(op, gpu.SubgroupIdOp):
        v = self.fresh()
        self.emit(f"{v} = udiv i64 %t, {L.width}")
    elif isinstance(op, gpu.SubgroupSizeOp):
        v = str(L.width)
    elif isinstance(op, gpu.NumSubgroupsOp):
        v = str(L.subgroups_per_block)
    elif isinstance(op, simd.ThreadIdOp):
        v = "%tid"
    else:
        raise Unsupported(f"'{op.name}'")
    self.emit(f"{name} = trunc i64 {v} to {ty}" if ty != "i64" else f"{name} = add i64 {v}, 0")
