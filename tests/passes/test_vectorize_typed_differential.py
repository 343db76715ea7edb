"""Differential test of `spmd-vectorize` on generated CFG kernels with the typed features
of `tools/kernel_gen.py` (`kernel_gen_types`): i8, i16, i64 (index arithmetic that is
narrowed per value, and 64-bit math that is not), f64, float division by zero (+-inf and
NaN, never a fault) and mixed-type memory (one byte buffer read and written as
i8/i16/i32/i64/f32/f64, the LLVM importer's shape).

Per feature, `SEEDS` kernels, each at one of W = 4, 8, 32 (seed % 3), in both modes,
through every stage of `benchmarks/vectorize_campaign.py`'s checker: the SPMD executor
against `spmd-vectorize`, then `divergence-scalarize`, then the lockstep machine in both
mask styles (and scalar operands): the same per-thread results and memory (floats bit
for bit, any NaN equal to any NaN), no fault.  The campaign runs 1000 kernels:
`python benchmarks/vectorize_campaign.py --features all --widths 4,8,32`.
"""

from __future__ import annotations

import pytest

from simdopt.benchmarks import vectorize_campaign as campaign
from simdopt.tools import kernel_gen as gen

WIDTHS = (4, 8, 32)
SEEDS = 20  # per feature (the suite's time: the campaign runs more)
BUDGET = 10  # statements per kernel


@pytest.mark.parametrize("seed", range(SEEDS))
@pytest.mark.parametrize("feature", gen.FEATURES)
def test_typed_kernels_vectorize_scalarize_and_lower_like_the_spmd_executor(feature: str, seed: int) -> None:
    """One test per kernel (~0.5 s each), so that xdist spreads a feature's kernels over
    its workers instead of one worker running all of them at the end of a run."""
    width = WIDTHS[seed % len(WIDTHS)]
    result = campaign.check_kernel(seed, widths=(width,), threads=8, budget=BUDGET, features=(feature,))
    assert result.runs == 2 * len(campaign.STAGES) or result.mismatches, seed
    found = [f"{feature}: {m}" for m in result.mismatches]
    assert not found, "\n".join(found)


def test_features_appear_in_the_kernels() -> None:
    """Each feature's kernels use what it names: its buffer, and for `fdiv` a float
    division by a value that is 0.0 in some threads, for `i64` both a narrowed i64 index
    and a 64-bit op the narrowing keeps, for `mixed` a float assembled from bytes."""
    texts = {f: "".join(gen.random_kernel(s, budget=BUDGET, race_free=True, features=(f,)) for s in range(SEEDS))
             for f in gen.FEATURES}  # fmt: skip
    assert "memref.load %mem8" in texts["i8"] and "memref.store" in texts["i8"]
    assert ": i16" in texts["i16"]
    assert "arith.index_cast" in texts["i64"] and ": i64 to index" in texts["i64"]
    assert any(op in texts["i64"] for op in ("arith.divsi", "arith.remsi", "arith.shrsi"))
    assert "arith.divf" in texts["fdiv"] and "arith.remf" in texts["fdiv"]
    assert ": f64" in texts["f64"] and "arith.fptosi" in texts["f64"]
    assert "arith.bitcast" in texts["mixed"] and "memref<512xi8>" in texts["mixed"]


def test_fdiv_kernels_compute_inf_and_nan() -> None:
    """The division-by-zero kernels do store infinities and NaNs (the SPMD executor's
    memory after the run), so the comparison covers them."""
    from simdopt.interpreters.spmd import run_spmd
    from simdopt.tools.frontend import SourceMap, make_context, parse_module

    seen: set[str] = set()
    for seed in range(SEEDS * 3):
        text = gen.random_kernel(seed, budget=BUDGET, race_free=True, features=("fdiv",))
        module = parse_module(make_context(), SourceMap("k.mlir", text))
        fn = next(op for op in module.walk() if op.name == "func.func")
        out = run_spmd(module, fn, gen.kernel_args(seed, 8, ("fdiv",)), threads=8, width=4)  # pyright: ignore[reportArgumentType]
        for x in out["memrefs"][-1]:
            if x != x:
                seen.add("nan")
            elif x in (float("inf"), float("-inf")):
                seen.add("inf")
    assert seen == {"nan", "inf"}
