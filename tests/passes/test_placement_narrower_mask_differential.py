"""Differential test of the placement's narrower mask (`passes/placement/narrower_mask.py`,
`narrower_mask`): mandelbrot's iteration counter, carried as a vector, runs under the
mask of the lanes past the escape test (not the loop's live lanes) after
`spmd-vectorize{mode=uniform},divergence-scalarize`, and the kernel still gives the
SPMD executor's results and memory: for iteration limits that end the loop by count
(1, 3) or by escape (20), W = 4 and 8, with and without scalar operands, as the SIMD
program and lowered in both mask styles."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from kernel_helpers import dims, parse, run_launch
from xdsl.dialects import scf
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import BlockArgument

from simdopt.dialects import simd
from simdopt.tools.kernel_runs import apply, close

CORPUS = Path(__file__).resolve().parents[2] / "examples" / "opencl"
LAUNCH: dict[str, Any] = json.loads((CORPUS / "launches.json").read_text())["mandelbrot"]
CLEANUP = "canonicalize,loop-invariant-code-motion,cse,dce"


def run(module: ModuleOp, width: int, limit: int, spmd: bool) -> dict[str, Any]:
    args = copy.deepcopy(LAUNCH["args"])
    args[-1] = limit
    block = "8,2" if width == 8 else LAUNCH["block"]  # whole rows of subgroups
    return run_launch(module, args, width=width, grid=dims(LAUNCH["grid"]), block=dims(block), spmd=spmd)


def counter_masks(module: ModuleOp) -> list[bool]:
    """Per integer vector add in a `scf.while`'s `before` block: whether its mask is
    narrower than the block's own (the loop's live lanes, a block argument)."""
    out: list[bool] = []
    for loop in (op for op in module.walk() if isinstance(op, scf.WhileOp)):
        for op in loop.before_region.block.ops:
            if isinstance(op, simd.VAddOp) and "i32" in str(op.result.type):
                out.append(op.mask is not None and not isinstance(op.mask, BlockArgument))
    return out


@pytest.mark.parametrize("scalar_operands", [False, True])
@pytest.mark.parametrize("width", [4, 8])
@pytest.mark.parametrize("limit", [1, 3, 20])
def test_counter_under_narrower_mask_same_results(limit: int, width: int, scalar_operands: bool) -> None:
    kernel = parse(CORPUS / "mandelbrot.ll")
    want = run(kernel, width, limit, spmd=True)
    ds = "{scalar-operands=true}" if scalar_operands else ""
    program = apply(kernel, f"spmd-vectorize{{width={width} mode=uniform}},divergence-scalarize{ds},{CLEANUP}")
    assert counter_masks(program) == [True], program
    stages = {"simd": program}
    for style in ("exec", "per-op"):
        so = " scalar-operands=true" if scalar_operands else ""
        stages[style] = apply(program, f"convert-simd-to-lockstep{{mask-style={style}{so}}}")
    for stage, module in stages.items():
        got = run(module, width, limit, spmd=False)
        assert close(got["memrefs"], want["memrefs"]), (stage, got["memrefs"], want["memrefs"])
        assert close(got["results"], want["results"]), stage
