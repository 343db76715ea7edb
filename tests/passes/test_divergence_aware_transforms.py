"""Seed 002 on the machine model: uniform-unswitch and uniform-jump-threading keep the
results of every kernel of examples/seed002 (SPMD executor vs the vectorized program on
the lockstep machine), save cycles on uniform branches, cost cycles when forced onto
divergent ones, and the uniform-only mode is never worse than off (cycle counts of the
simulator: deterministic, not timings)."""

from __future__ import annotations

from pathlib import Path

import pytest

from simdopt.benchmarks import divergence_aware_transforms as bench

ROOT = Path(__file__).resolve().parents[2]

KERNELS = sorted((ROOT / "examples" / "seed002").glob("*.mlir"))


@pytest.mark.parametrize("path", KERNELS, ids=[k.stem for k in KERNELS])
def test_transform_keeps_results_and_follows_the_seed(path: Path) -> None:
    rows = {mode: (totals["cycles"], same) for mode, totals, same in bench.measure(path, None)}
    assert all(same for _, same in rows.values()), rows
    off, uniform, forced = rows["off"][0], rows["uniform"][0], rows["forced"][0]
    assert uniform <= off
    if path.stem.endswith("_uniform"):
        assert uniform < off  # the transform fired and paid
    else:
        assert uniform == off  # refused on the divergent branch
        assert forced > off  # the seed's slowdown
