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

A vectorized program (`spmd-vectorize`'s output) is the code of one subgroup: its
`GpuFunctions` read a `GpuSubgroup`, which answers the queries that are uniform per
subgroup (block id/dim, grid dim, subgroup id/size, number of subgroups); the per-lane
ids (`gpu.thread_id`, `gpu.global_id`, `gpu.lane_id`) have no single value there and
are a fault.  `run_block` runs the subgroups of one block in turn, each in its own
Python thread (`Baton`: one runs at a time, in a fixed order), switching at
`gpu.barrier`: when every unfinished subgroup waits at the same barrier they all go
on; a subgroup that returns, or waits at another barrier, while others wait is a
fault at the barrier.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any, TypeVar

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
from simdopt.interpreters.baton import Baton, pooled
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.threaded import PrepareImpl, impl_plans

Dim3 = tuple[int, int, int]


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
        for k in range(self.subgroups_per_block):
            yield list(self.subgroup_threads(b, k))

    def subgroup_threads(self, b: int, k: int) -> range:
        """The global thread ids of subgroup `k` of block `b` (fewer than W for the
        last subgroup of a block whose size is not a multiple of W)."""
        base = b * self.block_size + k * self.width
        return range(base, b * self.block_size + min(self.block_size, (k + 1) * self.width))

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


@dataclass
class GpuSubgroup:
    """What one subgroup's `gpu` ops read (a vectorized program runs per subgroup)."""

    launch: Launch
    block: int
    """The block's linear index in the grid."""
    subgroup_id: int
    barrier: Callable[[Operation], None] = field(default=_no_barrier)

    @property
    def block_id(self) -> Dim3:
        return self.launch.block_id(self.block)

    @property
    def threads(self) -> range:
        return self.launch.subgroup_threads(self.block, self.subgroup_id)


_DIM = {"x": 0, "y": 1, "z": 2}


def _dim(op: gpu.GpuDimensionOp) -> int:
    return _DIM[str(op.dimension.data)]


Query = Callable[[Any, Any, int], int]
"""`value(functions, op, d)`: a launch query's answer (`d`: its dimension, 0 for an op
without one)."""


def _query(value: Query) -> Callable[..., PythonValues]:
    """An `impl` body answering a launch query."""

    def run(self: Any, interpreter: Interpreter, op: Any, args: PythonValues) -> PythonValues:
        return (value(self, op, _dim(op) if isinstance(op, gpu.GpuDimensionOp) else 0),)

    return run


def _query_plan(value: Query) -> PrepareImpl:
    """`_query(value)` for one op, its dimension found once (the threaded interpreters)."""

    def prepare(op: Operation, impl: Any) -> Callable[..., PythonValues]:
        d = _dim(op) if isinstance(op, gpu.GpuDimensionOp) else 0
        return lambda f, interpreter, args: (value(f, op, d),)

    return prepare


_QUERIES: dict[type[Operation], Query] = {
    gpu.ThreadIdOp: lambda g, op, d: g._lane(op).thread_id[d],
    gpu.BlockIdOp: lambda g, op, d: g.thread.block_id[d],
    gpu.BlockDimOp: lambda g, op, d: g.thread.launch.block[d],
    gpu.GridDimOp: lambda g, op, d: g.thread.launch.grid[d],
    gpu.GlobalIdOp: lambda g, op, d: g._global_id(op, d),
    gpu.LaneIdOp: lambda g, op, d: g._lane(op).lane_id,
    gpu.SubgroupIdOp: lambda g, op, d: g.thread.subgroup_id,
    gpu.SubgroupSizeOp: lambda g, op, d: g.thread.launch.width,
    gpu.NumSubgroupsOp: lambda g, op, d: g.thread.launch.subgroups_per_block,
}


@register_impls
class GpuFunctions(InterpreterFunctions):
    """The `gpu` ops of SPEC §4 for one thread (`GpuThread`)."""

    def __init__(self, thread: GpuThread | GpuSubgroup):
        super().__init__()
        self.thread = thread

    def _lane(self, op: Operation) -> GpuThread:
        if isinstance(self.thread, GpuSubgroup):
            raise RuntimeFault(
                f"'{op.name}' has one value per lane: a vectorized program (one subgroup) "
                "builds it from %group_base and its lanes (spmd-vectorize does)", op
            )  # fmt: skip
        return self.thread

    def _global_id(self, op: Operation, d: int) -> int:
        t = self._lane(op)
        return t.block_id[d] * t.launch.block[d] + t.thread_id[d]

    run_thread_id = impl(gpu.ThreadIdOp)(_query(_QUERIES[gpu.ThreadIdOp]))
    run_block_id = impl(gpu.BlockIdOp)(_query(_QUERIES[gpu.BlockIdOp]))
    run_block_dim = impl(gpu.BlockDimOp)(_query(_QUERIES[gpu.BlockDimOp]))
    run_grid_dim = impl(gpu.GridDimOp)(_query(_QUERIES[gpu.GridDimOp]))
    run_global_id = impl(gpu.GlobalIdOp)(_query(_QUERIES[gpu.GlobalIdOp]))
    run_lane_id = impl(gpu.LaneIdOp)(_query(_QUERIES[gpu.LaneIdOp]))
    run_subgroup_id = impl(gpu.SubgroupIdOp)(_query(_QUERIES[gpu.SubgroupIdOp]))
    run_subgroup_size = impl(gpu.SubgroupSizeOp)(_query(_QUERIES[gpu.SubgroupSizeOp]))
    run_num_subgroups = impl(gpu.NumSubgroupsOp)(_query(_QUERIES[gpu.NumSubgroupsOp]))

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


impl_plans(GpuFunctions, {t: _query_plan(value) for t, value in _QUERIES.items()})


# --------------------------------------------------------------------------- block runs

T = TypeVar("T")
Barrier = Callable[[Operation], None]
"""The hook `gpu.barrier` calls: returns when the whole block reached the barrier."""


class _Runner(Baton[T]):
    """One subgroup of a block: its body runs in its own thread, parked at barriers."""

    def __init__(self, index: int):
        super().__init__()
        self.index = index
        self.at: Operation | None = None

    def barrier(self, op: Operation) -> None:
        self.at = op
        self.park()


def _subgroups_text(runners: Sequence[_Runner[Any]], threads: Callable[[int], str]) -> str:
    ks = [r.index for r in runners]
    word = "subgroup" if len(ks) == 1 else "subgroups"
    return f"{word} {', '.join(f'{k} ({threads(k)})' for k in ks)}"


def _barrier_fault(block: int, runners: Sequence[_Runner[Any]], threads: Callable[[int], str],
                   locate: Callable[[Operation], str]) -> RuntimeFault | None:  # fmt: skip
    """The fault when the parked subgroups do not all wait at one barrier, else None."""
    parked = [r for r in runners if not r.done]
    op = parked[0].at
    assert op is not None
    here = [r for r in parked if r.at is op]
    other = [r for r in parked if r.at is not op]
    gone = [r for r in runners if r.done]
    if not other and not gone:
        return None
    parts = [f"{_subgroups_text(here, threads)} wait{'s' if len(here) == 1 else ''} here"]
    if other:
        where = other[0].at
        assert where is not None
        verb = "waits" if len(other) == 1 else "wait"
        parts.append(f"{_subgroups_text(other, threads)} {verb} at another barrier ({locate(where)})")
    if gone:
        parts.append(f"{_subgroups_text(gone, threads)} returned without reaching it")
    return RuntimeFault(f"'{op.name}' reached by only some subgroups of block {block}: {'; '.join(parts)}", op)


def run_block(
    block: int,
    bodies: Sequence[Callable[[Barrier], T]],
    *,
    threads: Callable[[int], str] = lambda k: f"subgroup {k}",
    locate: Callable[[Operation], str] = lambda op: op.name,
    barriers: bool = True,
) -> tuple[list[T], int]:
    """Run the subgroups of block `block` (`bodies[k]` runs subgroup k given its barrier
    hook) in turn, switching at barriers; their results and the number of block-wide
    barrier instances.  `threads(k)` names subgroup k's threads and `locate(op)` an op
    in fault messages.  A lone subgroup runs inline and passes its barriers; so do all
    subgroups, one after the other, when the program has no barrier (`barriers=False`:
    a barrier reached all the same is a fault)."""
    if len(bodies) == 1 or not barriers:
        count = [0]

        def inline(op: Operation) -> None:
            if len(bodies) > 1:
                raise RuntimeFault(f"'{op.name}' reached, but the block's subgroups run without barriers", op)
            count[0] += 1

        return [body(inline) for body in bodies], count[0]
    with pooled():
        return _run_parked(block, bodies, threads, locate)


def _run_parked(block: int, bodies: Sequence[Callable[[Barrier], T]], threads: Callable[[int], str],
                locate: Callable[[Operation], str]) -> tuple[list[T], int]:  # fmt: skip
    """`run_block`'s subgroups, each in a thread of its own, switching at barriers."""
    runners = [_Runner[T](k) for k in range(len(bodies))]
    instances = 0
    try:
        for r, body in zip(runners, bodies, strict=True):
            r.start(partial(body, r.barrier))
        while True:
            for r in runners:  # all parked at one barrier, or (first) none started
                r.resume()
            if all(r.done for r in runners):
                return [r.result for r in runners], instances  # pyright: ignore[reportReturnType]
            fault = _barrier_fault(block, runners, threads, locate)
            if fault is not None:
                raise fault
            instances += 1
    finally:
        for r in runners:
            r.stop()
