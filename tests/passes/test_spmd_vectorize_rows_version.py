"""`spmd-vectorize{mode=uniform rows-version=true}` (`passes/spmd_vectorize/row_version.py`):
the row clone runs where block_dim x is a multiple of W, the lane form elsewhere.  Every
stage (the SIMD program, scalarized, lowered in both mask styles) gives the SPMD
executor's memory and results, on blocks that take either version: 16x16 and 8x8 (the
row clone at W = 4 and 8, the lane form at 32), 12x4, 5x3 and 3x3x3 (partial subgroups
spanning rows), with a barrier and workgroup memory (`kernels/shared_stencil_3d.mlir`),
and the corpus' 2-D kernels on their launches; also that both versions are built.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from kernel_helpers import Dim3, dims, entry, parse, run_launch
from xdsl.dialects import scf
from xdsl.dialects.builtin import ModuleOp

from simdopt.dialects import simd
from simdopt.tools.kernel_runs import apply

ROOT = Path(__file__).resolve().parents[2]
STENCIL = Path(__file__).parent / "kernels" / "shared_stencil_3d.mlir"
CORPUS = ROOT / "examples" / "opencl"
SUITE: dict[str, dict[str, Any]] = json.loads((CORPUS / "suite" / "launches.json").read_text())
VECTORIZE = "spmd-vectorize{{width={w} mode=uniform rows-version=true}}"
LATER = (
    "divergence-scalarize{scalar-operands=true},canonicalize,loop-invariant-code-motion,cse,dce",
    "convert-simd-to-lockstep{mask-style=exec scalar-operands=true}",
    "convert-simd-to-lockstep{mask-style=per-op scalar-operands=true}",
)


def check(module: ModuleOp, args: list[Any], width: int, grid: Dim3, block: Dim3) -> dict[str, Any]:
    want = run_launch(module, copy.deepcopy(args), width=width, grid=grid, block=block, spmd=True)
    program = apply(module, VECTORIZE.format(w=width))
    top = entry(program).body.block.ops
    assert any(isinstance(op, scf.IfOp) and op.cond.name_hint == "rows" for op in top)
    scalarized = apply(program, LATER[0])
    for stage, p in (("uniform", program), ("uniform+ds", scalarized), ("exec", apply(scalarized, LATER[1])), ("per-op", apply(scalarized, LATER[2]))):
        got = run_launch(p, copy.deepcopy(args), width=width, grid=grid, block=block, spmd=False)
        assert got["memrefs"] == want["memrefs"], (stage, width, block)
        assert got["results"] == want["results"], (stage, width, block)
    return want


@pytest.mark.parametrize("width", [4, 8, 32])
@pytest.mark.parametrize("block", ["16,16", "8,8", "12,4", "5,3", "3,3,3"])
def test_stencil_both_versions_match_spmd(block: str, width: int) -> None:
    b = dims(block)
    n = 2 * b[0] * b[1] * b[2]
    args = [[(7 * i) % 23 - 11 for i in range(n)], [0] * n, 5]
    want = check(parse(STENCIL), args, width, (2, 1, 1), b)
    assert any(want["memrefs"][1])


@pytest.mark.parametrize("width", [4, 8, 32])
@pytest.mark.parametrize("kernel", ["block_sum16", "tile_transpose16", "laplacian3d"])
def test_suite_kernel_matches_spmd(kernel: str, width: int) -> None:
    launch = SUITE[kernel]
    check(parse(CORPUS / "suite" / f"{kernel}.ll"), launch["args"], width, dims(launch["grid"]), dims(launch["block"]))


def test_row_clone_has_y_scalar_and_no_tail_mask() -> None:
    """The row arm reads y as a scalar (no vector division) and has no tail mask; the
    lane arm has both."""
    program = apply(parse(STENCIL), VECTORIZE.format(w=4))
    branch = next(op for op in entry(program).body.block.ops if isinstance(op, scf.IfOp))
    rows, lanes = (list(r.walk()) for r in (branch.true_region, branch.false_region))
    assert not any(isinstance(op, simd.VDivOp | simd.PFirstOp) for op in rows)
    assert any(isinstance(op, simd.VDivOp) for op in lanes)
    assert any(isinstance(op, simd.PFirstOp) for op in lanes)
