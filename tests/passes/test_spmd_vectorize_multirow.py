"""Blocks whose x size is not a multiple of W (issue 21): a subgroup spans several rows of
its block (SPEC section 4, `passes/spmd_vectorize/launch.py`'s lane form), or a block
smaller than W holds several rows in one partial subgroup.  A kernel reading
`gpu.thread_id x`, `y` and `z`, with a barrier and workgroup memory
(`kernels/shared_stencil_3d.mlir`), and the 2-D kernels of the OpenCL corpus, through
`spmd-vectorize` in both modes, scalarized (`divergence-scalarize` + canonicalize) and
lowered to the lockstep machine in both mask styles: every stage gives the SPMD
executor's memory and results; the tiled transpose of the suite also LLVM's native
memory (`examples/opencl/native/`).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from kernel_helpers import Dim3, dims, entry, parse, run_launch
from xdsl.dialects.builtin import ModuleOp

from simdopt.dialects import simd
from simdopt.interpreters.errors import ArgumentError
from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.kernel_runs import apply

ROOT = Path(__file__).resolve().parents[2]
STENCIL = Path(__file__).parent / "kernels" / "shared_stencil_3d.mlir"
CORPUS = ROOT / "examples" / "opencl"
LAUNCHES: dict[str, dict[str, Any]] = json.loads((CORPUS / "launches.json").read_text())

SCALARIZE = "divergence-scalarize,canonicalize"
LOWERINGS = ("convert-simd-to-lockstep{mask-style=exec}", "convert-simd-to-lockstep{mask-style=per-op}")



def stages(module: ModuleOp, width: int) -> dict[str, ModuleOp]:
    """Every stage after the SPMD kernel: both modes, the uniform one scalarized and
    lowered in both mask styles."""
    out = {mode: apply(module, f"spmd-vectorize{{width={width} mode={mode}}}") for mode in ("naive", "uniform")}
    out["scalarized"] = scalarized = apply(out["uniform"], SCALARIZE)
    out.update({lower: apply(scalarized, lower) for lower in LOWERINGS})
    return out


def check_stages(module: ModuleOp, args: list[Any], width: int, grid: Dim3, block: Dim3) -> dict[str, Any]:
    """Every stage against the SPMD executor; the executor's result."""
    want = run_launch(module, copy.deepcopy(args), width=width, grid=grid, block=block, spmd=True)
    for stage, program in stages(module, width).items():
        got = run_launch(program, copy.deepcopy(args), width=width, grid=grid, block=block, spmd=False)
        assert got["memrefs"] == want["memrefs"], (stage, width, block)
        assert got["results"] == want["results"], (stage, width, block)
        assert got["stats"]["threads"] == want["stats"]["threads"]
    return want


BLOCKS = ["16,16", "8,8", "5,3", "3,3,3", "12,4"]
WIDTHS = [4, 8, 32, 64]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("block", BLOCKS)
def test_stencil_with_workgroup_memory_matches_spmd(block: str, width: int) -> None:
    """Two blocks (2,1,1) of each shape: subgroups spanning rows (and planes), partial
    last subgroups, the tile shared by a block's subgroups across the barrier."""
    b = dims(block)
    n = 2 * b[0] * b[1] * b[2]
    args = [[(7 * i) % 23 - 11 for i in range(n)], [0] * n, 5]
    want = check_stages(parse(STENCIL), args, width, (2, 1, 1), b)
    assert any(want["memrefs"][1])  # the kernel wrote its output


def test_three_dimensional_grid_of_blocks() -> None:
    """A 3x3x3 block in a 2x2x1 grid at W=8: global_id y/z of every lane."""
    n = 4 * 27
    args = [list(range(n)), [0] * n, 3]
    check_stages(parse(STENCIL), args, 8, (2, 2, 1), (3, 3, 3))


@pytest.mark.parametrize(("kernel", "width"), [(k, w) for k in ("transpose", "matmul", "stencil", "mandelbrot") for w in (8, 32)])
def test_corpus_2d_kernel_with_rows_in_one_subgroup(kernel: str, width: int) -> None:
    """The corpus' 2-D kernels on their 4x4 blocks at W=8 (two rows per subgroup) and
    W=32 (the whole block, four rows, in one partial subgroup)."""
    launch = LAUNCHES[kernel]
    check_stages(parse(CORPUS / f"{kernel}.ll"), launch["args"], width, dims(launch["grid"]), dims(launch["block"]))


@pytest.mark.parametrize(("kernel", "width"), [("tile_transpose16", 32), ("tile_transpose16", 64), ("laplacian3d", 8)])
def test_suite_kernel_matches_native(kernel: str, width: int) -> None:
    """LLVM's native memory (`examples/opencl/native/`) at every stage: a 16x16 tiled
    transpose at W=32 and 64, a 3-D Laplacian on 4x2x2 blocks at W=8."""
    native = json.loads((CORPUS / "native" / f"{kernel}.json").read_text())
    want = check_stages(parse(CORPUS / "suite" / f"{kernel}.ll"), native["args"], width, dims(native["grid"]), dims(native["block"]))
    assert want["memrefs"][: len(native["memrefs"])] == native["memrefs"]


def test_row_form_is_marked_and_checked() -> None:
    """A kernel reading only x ids, block size unknown: the row form (x0 + lane, the
    bounds compare one `simd.pfirst`), marked `simd.subgroups_in_rows`; `simd-run`
    refuses it on a block whose rows split subgroups and runs it on one-row blocks."""
    text = """
    func.func @k(%out: memref<?xi32>, %n: i32) {
      %g = gpu.global_id x
      %gi = arith.index_cast %g : index to i32
      %c = arith.cmpi slt, %gi, %n : i32
      scf.if %c {
        memref.store %gi, %out[%g] : memref<?xi32>
      }
      func.return
    }
    """
    module = apply(parse_module(make_context(), SourceMap("k.mlir", text)), "spmd-vectorize{width=4 mode=uniform}")
    fn = entry(module)
    assert simd.SUBGROUPS_IN_ROWS in fn.attributes
    assert any(isinstance(op, simd.PFirstOp) for op in fn.walk())
    with pytest.raises(ArgumentError, match="x size 3 must be a multiple of the width 4"):
        run_vectorized_launch(module, fn, [[0] * 6, 6], threads=None, grid=(1, 1, 1), block=(3, 2, 1), width=4)
    got = run_vectorized_launch(module, fn, [[0] * 6, 5], threads=None, grid=(2, 1, 1), block=(3, 1, 1), width=4)
    assert got["memrefs"] == [[0, 1, 2, 3, 4, 0]]
