"""The SPMD executor's launches (SPEC section 4) against plain-Python references: the
linearization of 1-D/2-D/3-D launches, every gpu id op, workgroup memory across the
subgroups of a block, barriers (and their misuse), and atomics."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from xdsl.dialects.builtin import ModuleOp

from simdopt.dialects import gpu
from simdopt.interpreters.errors import ArgumentError, RuntimeFault
from simdopt.interpreters.gpu import Launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.tools.frontend import SourceMap, make_context, parse_module


def load(text: str) -> ModuleOp:
    return parse_module(make_context(), SourceMap("t.mlir", text))


def kernel(module: ModuleOp) -> gpu.FuncOp:
    return next(o for o in module.walk() if isinstance(o, gpu.FuncOp))


@pytest.mark.parametrize("grid,block,width", [((2, 1, 1), (5, 1, 1), 2), ((2, 3, 1), (3, 2, 1), 4), ((1, 2, 2), (2, 2, 3), 8)])
def test_launch_linearizes_x_fastest(grid: tuple[int, int, int], block: tuple[int, int, int], width: int) -> None:
    launch = Launch(grid, block, width)
    seen: list[int] = []
    for b in range(launch.num_blocks):
        groups = list(launch.subgroups(b))
        assert [len(g) for g in groups[:-1]] == [width] * (len(groups) - 1)
        assert 0 < len(groups[-1]) <= width
        for k, ids in enumerate(groups):
            for tid in ids:
                th = launch.thread(tid)
                x, y, z = th.thread_id
                assert x + block[0] * (y + block[1] * z) == tid - b * launch.block_size
                assert (th.subgroup_id, th.lane_id) == (k, ids.index(tid))
                bx, by, bz = th.block_id
                assert bx + grid[0] * (by + grid[1] * bz) == b
                seen.append(tid)
    assert seen == list(range(launch.threads))


IDS_3D = """
gpu.module @m {
  gpu.func @ids(%out: memref<?xi32>) kernel {
    %g = gpu.global_id x
    %gy = gpu.global_id y
    %gz = gpu.global_id z
    %dx = gpu.block_dim x
    %dy = gpu.block_dim y
    %gdx = gpu.grid_dim x
    %gdy = gpu.grid_dim y
    %nx = arith.muli %dx, %gdx : index
    %ny = arith.muli %dy, %gdy : index
    %zy = arith.muli %gz, %ny : index
    %zyy = arith.addi %zy, %gy : index
    %row = arith.muli %zyy, %nx : index
    %pos = arith.addi %row, %g : index
    %tz = gpu.thread_id z
    %bz = gpu.block_id z
    %sg = gpu.subgroup_id : index
    %c100 = arith.constant 100 : index
    %c10 = arith.constant 10 : index
    %a = arith.muli %bz, %c100 : index
    %b = arith.muli %tz, %c10 : index
    %ab = arith.addi %a, %b : index
    %v = arith.addi %ab, %sg : index
    %v32 = arith.index_cast %v : index to i32
    memref.store %v32, %out[%pos] : memref<?xi32>
    gpu.return
  }
}
"""


def test_3d_launch_matches_a_python_reference() -> None:
    grid, block, width = (2, 1, 2), (2, 2, 2), 2
    module = load(IDS_3D)
    n = 2 * 2 * 2 * 1 * 2 * 2
    out = run_spmd(module, kernel(module), [[0] * n], grid=grid, block=block, width=width)
    expected = [0] * n
    nx, ny = block[0] * grid[0], block[1] * grid[1]
    for bz, by, bx, tz, ty, tx in itertools.product(range(grid[2]), range(grid[1]), range(grid[0]), range(block[2]), range(block[1]), range(block[0])):
        gx, gy, gz = bx * block[0] + tx, by * block[1] + ty, bz * block[2] + tz
        local = tx + block[0] * (ty + block[1] * tz)
        expected[(gz * ny + gy) * nx + gx] = 100 * bz + 10 * tz + local // width
    assert out["memrefs"] == [expected]
    assert out["stats"]["blocks"] == 4 and out["stats"]["groups"] == 16


SCAN = """
gpu.module @m {
  gpu.func @scan(%in: memref<?xi32>, %out: memref<?xi32>) workgroup(%buf : memref<8xi32, #gpu.address_space<workgroup>>) kernel {
    %t = gpu.thread_id x
    %g = gpu.global_id x
    %n = gpu.block_dim x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %x = memref.load %in[%g] : memref<?xi32>
    memref.store %x, %buf[%t] : memref<8xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %r = scf.for %i = %c1 to %n step %c1 iter_args(%d = %c1) -> (index) {
      %ge = arith.cmpi uge, %t, %d : index
      %v = scf.if %ge -> (i32) {
        %j = arith.subi %t, %d : index
        %a = memref.load %buf[%j] : memref<8xi32, #gpu.address_space<workgroup>>
        %b = memref.load %buf[%t] : memref<8xi32, #gpu.address_space<workgroup>>
        %s = arith.addi %a, %b : i32
        scf.yield %s : i32
      } else {
        %b = memref.load %buf[%t] : memref<8xi32, #gpu.address_space<workgroup>>
        scf.yield %b : i32
      }
      gpu.barrier
      memref.store %v, %buf[%t] : memref<8xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %d2 = arith.addi %d, %d : index
      scf.yield %d2 : index
    }
    %y = memref.load %buf[%t] : memref<8xi32, #gpu.address_space<workgroup>>
    memref.store %y, %out[%g] : memref<?xi32>
    gpu.return
  }
}
"""


@pytest.mark.parametrize("width", [1, 2, 4, 8])
def test_hillis_steele_scan_in_workgroup_memory(width: int) -> None:
    """An inclusive scan per block (Hillis-Steele, two barriers per step): the subgroups
    of a block must interleave at every barrier for the result to be right."""
    xs = [3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3]
    module = load(SCAN)
    out = run_spmd(module, kernel(module), [xs, [0] * 16], grid=(2, 1, 1), block=(8, 1, 1), width=width, check_divergence=True, analyze=analyze_divergence)
    expected: list[int] = []
    for b in range(2):
        acc = 0
        for x in xs[8 * b : 8 * b + 8]:
            acc += x
            expected.append(acc)
    assert out["memrefs"][1] == expected
    assert out["stats"]["barrier_instances"] == 2 * (1 + 2 * 7)
    assert out["divergence_violations"] == []


def test_barrier_reached_by_some_threads_is_a_fault_at_the_barrier() -> None:
    text = SCAN.replace("      gpu.barrier\n      memref.store %v", "      scf.if %ge {\n        gpu.barrier\n      }\n      memref.store %v")
    module = load(text)
    with pytest.raises(RuntimeFault) as e:
        run_spmd(module, kernel(module), [[1] * 8, [0] * 8], threads=8, width=4)
    assert "'gpu.barrier' reached by only some threads of block 0 (a barrier in divergent control flow): threads 1-3 wait here; thread 0 took another path" in e.value.message
    assert e.value.op is not None and e.value.op.name == "gpu.barrier"


def test_launch_arguments_are_checked() -> None:
    module = load(SCAN)
    k = kernel(module)
    with pytest.raises(ArgumentError, match="a kernel needs a launch"):
        run_spmd(module, k, [[0] * 8, [0] * 8], width=4)
    with pytest.raises(ArgumentError, match="--block sizes must be at least 1, got 4,0,1"):
        run_spmd(module, k, [[0] * 8, [0] * 8], block=(4, 0, 1), width=4)
    with pytest.raises(ArgumentError, match="not both"):
        run_spmd(module, k, [[0] * 8, [0] * 8], threads=8, block=(8, 1, 1), width=4)


def test_per_thread_arguments_cover_the_whole_grid() -> None:
    text = """
func.func @main(%x: i32 {simd.divergent}) -> i32 {
  %b = gpu.block_id x
  %b32 = arith.index_cast %b : index to i32
  %y = arith.addi %x, %b32 : i32
  func.return %y : i32
}
"""
    module = load(text)
    fn = next(o for o in module.walk() if o.name == "func.func")
    out: dict[str, Any] = run_spmd(module, fn, [[10, 20, 30, 40]], grid=(2, 1, 1), block=(2, 1, 1), width=2)  # pyright: ignore[reportArgumentType]
    assert out["results"] == [[10], [20], [31], [41]]
