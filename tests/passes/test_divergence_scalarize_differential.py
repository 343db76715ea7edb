"""Differential test of `divergence-scalarize`: random SIMD programs (valid by
construction, `tools/random_simd.py`) give the same `simd-run` results and memory
before and after the pass, alone and composed with canonicalize/cse/dce; no new fault;
the static ALU ops never grow.  `benchmarks/scalarize_campaign.py` runs longer campaigns.
"""

from __future__ import annotations

import copy

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from simdopt.interpreters.lockstep import run_lockstep
from simdopt.interpreters.simd_program import run_simd
from simdopt.passes.convert_simd_to_lockstep import ConvertSimdToLockstepPass
from simdopt.passes.divergence_scalarize import DivergenceScalarizePass
from simdopt.tools.frontend import SourceMap, make_context, parse_module, verify_module
from simdopt.tools.random_simd import differential, random_program

PIPELINES = [
    "divergence-scalarize",
    "divergence-scalarize,canonicalize,cse,dce",
    "divergence-scalarize{remove-predicates=false strides=false}",
]
CASES = [(seed, width) for seed in range(30) for width in (4, 8, 2)]


@pytest.mark.parametrize("pipeline", PIPELINES)
@pytest.mark.parametrize(("seed", "width"), CASES)
def test_random_program_same_results_and_no_more_cost(
    seed: int, width: int, pipeline: str
) -> None:
    text, args = random_program(seed, width, size=22)
    out = differential(text, args, pipeline)
    if out.skipped is not None:
        pytest.skip(f"the original program faults: {out.skipped}")
    assert out.mismatch is None, f"{out.mismatch}\n{text}"
    assert out.cost_after <= out.cost_before, text


def test_generator_exercises_uniform_code() -> None:
    """The generator is not vacuous: the pass removes cost on most programs."""
    improved = 0
    for seed in range(10):
        text, args = random_program(seed, 4, size=16)
        out = differential(text, args, "divergence-scalarize")
        assert out.skipped is None
        improved += out.cost_after < out.cost_before
    assert improved >= 8


@pytest.mark.parametrize("style", ["exec", "per-op"])
@pytest.mark.parametrize("seed", range(12))
def test_scalarized_random_program_runs_the_same_on_the_machine(
    seed: int, style: str
) -> None:
    """Scalarized programs (scalar code, uniform branches, mask broadcasts, guards)
    lower to the lockstep machine and compute what the SIMD interpreter computes."""
    text, args = random_program(seed, 4, size=16)
    ctx = make_context()
    module = parse_module(ctx, SourceMap("r.mlir", text))
    expected = run_simd(module, _entry(module), copy.deepcopy(args))
    DivergenceScalarizePass().apply(ctx, module)
    ConvertSimdToLockstepPass(mask_style=style).apply(ctx, module)
    verify_module(module)
    out = run_lockstep(module, _entry(module), copy.deepcopy(args))
    assert (out["results"], out["memrefs"]) == (expected["results"], expected["memrefs"])


def _entry(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp))
