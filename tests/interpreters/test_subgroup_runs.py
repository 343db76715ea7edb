"""The runtime pieces of a vectorized program's launch (`interpreters/gpu.py`): the
threads of each subgroup, the launch queries answered per subgroup, and `run_block`,
which runs the subgroups of a block in turn and switches at barriers."""

from __future__ import annotations

import threading

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.interpreter import Interpreter
from xdsl.ir import Operation

from simdopt.dialects import gpu
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.gpu import (
    Barrier,
    GpuFunctions,
    GpuSubgroup,
    Launch,
    run_block,
)


@pytest.mark.parametrize("block,width", [((8, 1, 1), 4), ((3, 2, 1), 4), ((5, 1, 1), 2), ((2, 2, 2), 8), ((1, 1, 1), 2)])
def test_subgroup_threads_cut_each_block_in_runs_of_w(block: tuple[int, int, int], width: int) -> None:
    launch = Launch((3, 1, 1), block, width)
    for b in range(launch.num_blocks):
        runs = [launch.subgroup_threads(b, k) for k in range(launch.subgroups_per_block)]
        assert [t for r in runs for t in r] == list(range(b * launch.block_size, (b + 1) * launch.block_size))
        assert all(len(r) == width for r in runs[:-1])
        assert runs == [range(ids[0], ids[-1] + 1) for ids in launch.subgroups(b)]  # the SPMD executor's groups


def _query(state: GpuSubgroup, op: Operation) -> object:
    functions = GpuFunctions(state)
    interp = Interpreter(ModuleOp([]))
    interp.register_implementations(functions)
    return interp.run_op(op, ())[0]


def test_launch_queries_are_answered_for_the_subgroup() -> None:
    launch = Launch((2, 3, 1), (5, 2, 1), 4)  # 10 threads a block: subgroups of 4, 4, 2
    state = GpuSubgroup(launch, block=3, subgroup_id=2)  # block (1, 1, 0)
    assert _query(state, gpu.BlockIdOp("x")) == 1
    assert _query(state, gpu.BlockIdOp("y")) == 1
    assert _query(state, gpu.BlockDimOp("y")) == 2
    assert _query(state, gpu.GridDimOp("y")) == 3
    assert _query(state, gpu.SubgroupIdOp()) == 2
    assert _query(state, gpu.NumSubgroupsOp()) == 3
    assert _query(state, gpu.SubgroupSizeOp()) == 4
    assert state.threads == range(38, 40)


def test_a_per_lane_id_has_no_value_for_a_subgroup() -> None:
    state = GpuSubgroup(Launch((1, 1, 1), (8, 1, 1), 4), block=0, subgroup_id=1)
    with pytest.raises(RuntimeFault, match="'gpu.thread_id' has one value per lane"):
        _query(state, gpu.ThreadIdOp("x"))


def _phases(log: list[str], k: int, barrier_op: Operation, phases: int):
    def body(barrier: Barrier) -> int:
        for p in range(phases):
            log.append(f"{k}{'abc'[p]}")
            if p + 1 < phases:
                barrier(barrier_op)
        return k * 10

    return body


def test_subgroups_run_in_turn_and_switch_at_every_barrier() -> None:
    op, log = gpu.BarrierOp(), []
    results, instances = run_block(0, [_phases(log, k, op, 3) for k in range(3)])
    assert log == ["0a", "1a", "2a", "0b", "1b", "2b", "0c", "1c", "2c"]
    assert (results, instances) == ([0, 10, 20], 2)


def test_a_lone_subgroup_passes_its_barriers_without_a_thread() -> None:
    op, log = gpu.BarrierOp(), []
    before = threading.active_count()
    assert run_block(0, [_phases(log, 0, op, 3)]) == ([0], 2)
    assert threading.active_count() == before


def test_a_subgroup_that_returns_while_others_wait_is_a_fault_at_the_barrier() -> None:
    op, log = gpu.BarrierOp(), []
    bodies = [_phases(log, 0, op, 2), _phases(log, 1, op, 1), _phases(log, 2, op, 2)]
    before = threading.active_count()
    with pytest.raises(RuntimeFault) as info:
        run_block(4, bodies, threads=lambda k: f"threads {2 * k}-{2 * k + 1}")
    assert info.value.op is op
    assert info.value.message == (
        "'gpu.barrier' reached by only some subgroups of block 4: subgroups 0 (threads 0-1), "
        "2 (threads 4-5) wait here; subgroup 1 (threads 2-3) returned without reaching it"
    )
    assert threading.active_count() == before  # the parked subgroups were unwound


def test_subgroups_at_different_barriers_are_a_fault() -> None:
    a, b = gpu.BarrierOp(), gpu.BarrierOp()
    log: list[str] = []
    bodies = [_phases(log, 0, a, 2), _phases(log, 1, b, 2)]
    with pytest.raises(RuntimeFault, match=r"subgroup 0 \(subgroup 0\) waits here; subgroup 1 \(subgroup 1\) waits at another barrier \(B\)"):
        run_block(0, bodies, locate=lambda op: "B" if op is b else "A")


def test_an_error_in_a_subgroup_reaches_the_caller_and_stops_the_others() -> None:
    op, log = gpu.BarrierOp(), []

    def failing(barrier: Barrier) -> int:
        barrier(op)
        raise ValueError("boom")

    before = threading.active_count()
    with pytest.raises(ValueError, match="boom"):
        run_block(0, [_phases(log, 0, op, 3), failing, _phases(log, 2, op, 3)])
    assert log == ["0a", "2a", "0b"]  # subgroup 2 never ran again
    assert threading.active_count() == before
