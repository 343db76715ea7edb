"""lift-cf-to-scf on the random cf kernels of the analysis tests (reducible and
irreducible - fix-irreducible runs first): the SPMD executor gives the same memory
before and after the pass, and so does the vectorized program
(`lift-cf-to-scf,spmd-vectorize{mode=naive|uniform}`, run subgroup by subgroup) -
the road by which cf kernels reach `spmd-vectorize`."""

from __future__ import annotations

import pytest
from xdsl.dialects import func

from simdopt.tools import kernel_gen
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.kernel_runs import (
    THREADS,
    WIDTH,
    racy,
    spmd_memory,
    transformed,
    vector_memory,
)
from simdopt.transforms.fix_irreducible import fix_irreducible

GEN = kernel_gen


SEEDS = range(80)


@pytest.mark.parametrize("seed", SEEDS)
def test_lifted_kernel_computes_the_same(seed: int) -> None:
    text = GEN.random_kernel(seed)
    args = GEN.kernel_args(seed, THREADS)
    reference = spmd_memory(transformed(text, ""), args)
    lifted = transformed(text, "lift-cf-to-scf")
    # A kernel that stores to %m races: threads of divergent paths read and write the
    # same element, and which path runs first is the implementation's choice (on a GPU
    # as here).  Such kernels must run without a fault; the others must agree exactly.
    is_racy = racy(text)
    lifted_memory = spmd_memory(lifted, args)
    assert is_racy or lifted_memory == reference
    assert not any(op.name.startswith("cf.") for op in lifted.walk())
    if "simd.readfirstlane" in text or "simd.group_reduce" in text:
        return  # spmd-vectorize does not take convergent ops yet (it says so at the op)
    for mode in ("naive", "uniform"):
        vec = transformed(text, f"lift-cf-to-scf,spmd-vectorize{{width={WIDTH} mode={mode}}}")
        vector = vector_memory(vec, args)
        assert is_racy or vector == reference, mode



def test_the_seeds_exercise_irreducible_and_vectorized_kernels() -> None:
    """The seeds above include irreducible CFGs (made reducible by fix-irreducible) and
    kernels that go through the vectorizer (so the test cannot pass vacuously)."""
    irreducible = vectorized = compared = 0
    for seed in SEEDS:
        text = GEN.random_kernel(seed)
        compared += not racy(text)
        ctx = make_context()
        module = parse_module(ctx, SourceMap("k.mlir", text))
        fn = next(op for op in module.walk() if isinstance(op, func.FuncOp))
        irreducible += fix_irreducible(fn) > 0
        vectorized += "simd.readfirstlane" not in text and "simd.group_reduce" not in text
    assert irreducible >= 20 and vectorized >= 12 and compared >= 25, (irreducible, vectorized, compared)
