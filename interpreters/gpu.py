"""xDSL interpreter functions for our `gpu` ops (SPEC §4), given one thread's launch state.

A launch is a grid of blocks of threads, each 3-D (`Launch`).  The threads of a block
are linearized x fastest (t = x + bx*(y + by*z)), and subgroup k of a block is its
threads k*W .. k*W+W-1 (the last one partially active), as CUDA forms warps.  Blocks are
numbered the same way in the grid, and a thread's global linear id (`simd.thread_id`, the
row of the results printed by `simd-run`) is block * threads_per_block + t.

`GpuFunctions(ctx)` answers the id ops from a `GpuThread`, and `gpu.barrier` calls its
`barrier` hook (the SPMD executor parks the thread there until every thread of its block
arrived; a lone thread passes).  `gpu.func` is callable like `func.func`, with its entry
block's extra arguments (workgroup and private attributions) passed by the caller.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    ReturnedValues,
    TerminatorValue,
    impl,
    impl_callable,
    impl_terminator,
    register_impls,
)
from xdsl.ir import Operation

from simdopt.dialects import gpu

Dim3 = tuple[int, int, int]


def _linear(v: Dim3, dims: Dim3) -> int:
    return v[0] + dims[0] * (v[1] + dims[1] * v[2])


def _unlinear(i: int, dims: Dim3) -> Dim3:
    return (i % dims[0], (i // dims[0]) % dims[1], i // (dims[0] * dims[1]))


@dataclass(frozen=True)
class Launch:
    """The geometry of a launch: `grid` blocks of `block` threads, subgroups of `width`."""

    grid: Dim3
    block: Dim3
    width: int

    @property
    def block_size(self) -> int:
        return self.block[0] * self.block[1] * self.block[2]

    @property
    def num_blocks(self) -> int:
        return self.grid[0] * self.grid[1] * self.grid[2]

    @property
    def threads(self) -> int:
        return self.num_blocks * self.block_size

    @property
    def subgroups_per_block(self) -> int:
        return (self.block_size + self.width - 1) // self.width

    def block_id(self, b: int) -> Dim3:
        return _unlinear(b, self.grid)

    def subgroups(self, b: int) -> Iterator[list[int]]:
        """The global thread ids of block `b`'s subgroups, in order."""
        base = b * self.block_size
        for k in range(self.subgroups_per_block):
            yield list(
                range(
                    base + k * self.width,
                    base + min(self.block_size, (k + 1) * self.width),
                )
            )

    def thread(
        self, tid: int, barrier: Callable[[Operation], None] | None = None
    ) -> GpuThread:
        b, t = divmod(tid, self.block_size)
        return GpuThread(
            self, self.block_id(b), _unlinear(t, self.block), t // self.width, t % self.width,
            barrier if barrier is not None else _no_barrier,
        )  # fmt: skip


def _no_barrier(op: Operation) -> None:
    return None


@dataclass
class GpuThread:
    """What one thread's `gpu` ops read."""

    launch: Launch
    block_id: Dim3
    thread_id: Dim3
    subgroup_id: int
    lane_id: int
    barrier: Callable[[Operation], None] = field(default=_no_barrier)


_DIM = {"x": 0, "y": 1, "z": 2}


def _dim(op: gpu.GpuDimensionOp) -> int:
    return _DIM[str(op.dimension.data)]


@register_impls
class GpuFunctions(InterpreterFunctions):
    """The `gpu` ops of SPEC §4 for one thread (`GpuThread`)."""

    def __init__(self, thread: GpuThread):
        super().__init__()
        self.thread = thread

    @impl(gpu.ThreadIdOp)
    def run_thread_id(
        self, interpreter: Interpreter, op: gpu.ThreadIdOp, args: PythonValues
    ) -> PythonValues:
        return (self.thread.thread_id[_dim(op)],)

    @impl(gpu.BlockIdOp)
    def run_block_id(
        self, interpreter: Interpreter, op: gpu.BlockIdOp, args: PythonValues
    ) -> PythonValues:
        return (self.thread.block_id[_dim(op)],)

    @impl(gpu.BlockDimOp)
    def run_block_dim(
        self, interpreter: Interpreter, op: gpu.BlockDimOp, args: PythonValues
    ) -> PythonValues:
        return (self.thread.launch.block[_dim(op)],)

    @impl(gpu.GridDimOp)
    def run_grid_dim(
        self, interpreter: Interpreter, op: gpu.GridDimOp, args: PythonValues
    ) -> PythonValues:
        return (self.thread.launch.grid[_dim(op)],)

    @impl(gpu.GlobalIdOp)
    def run_global_id(
        self, interpreter: Interpreter, op: gpu.GlobalIdOp, args: PythonValues
    ) -> PythonValues:
        d = _dim(op)
        t = self.thread
        return (t.block_id[d] * t.launch.block[d] + t.thread_id[d],)

    @impl(gpu.LaneIdOp)
    def run_lane_id(
        self, interpreter: Interpreter, op: gpu.LaneIdOp, args: PythonValues
    ) -> PythonValues:
        return (self.thread.lane_id,)

    @impl(gpu.SubgroupIdOp)
    def run_subgroup_id(
        self, interpreter: Interpreter, op: gpu.SubgroupIdOp, args: PythonValues
    ) -> PythonValues:
        return (self.thread.subgroup_id,)

    @impl(gpu.SubgroupSizeOp)
    def run_subgroup_size(
        self, interpreter: Interpreter, op: gpu.SubgroupSizeOp, args: PythonValues
    ) -> PythonValues:
        return (self.thread.launch.width,)

    @impl(gpu.NumSubgroupsOp)
    def run_num_subgroups(
        self, interpreter: Interpreter, op: gpu.NumSubgroupsOp, args: PythonValues
    ) -> PythonValues:
        return (self.thread.launch.subgroups_per_block,)

    @impl(gpu.BarrierOp)
    def run_barrier(
        self, interpreter: Interpreter, op: gpu.BarrierOp, args: PythonValues
    ) -> PythonValues:
        self.thread.barrier(op)
        return ()

    @impl_terminator(gpu.ReturnOp)
    def run_return(
        self, interpreter: Interpreter, op: gpu.ReturnOp, args: tuple[Any, ...]
    ) -> tuple[TerminatorValue, PythonValues]:
        return ReturnedValues(args), ()

    @impl_callable(gpu.FuncOp)
    def call_func(
        self, interpreter: Interpreter, op: gpu.FuncOp, args: tuple[Any, ...]
    ) -> PythonValues:
        return interpreter.run_ssacfg_region(op.body, args, op.sym_name.data)
