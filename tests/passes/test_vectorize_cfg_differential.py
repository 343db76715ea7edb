"""Differential test of `spmd-vectorize` on generated CFG kernels (`tools/kernel_gen.py`:
`cf` kernels with if/else, early jumps, switches, loops with several exits, irreducible
cycles, readfirstlane/group_reduce once they vectorize, loads and stores; race-free: no
two threads store to one cell, whose final value would depend on the unspecified order
of threads or divergent paths).

60 kernels, 20 at each of W=2/4/8, in both modes: the SPMD executor (`run_spmd`, 8
threads in subgroups of W) against the vectorized program run over the launch subgroup
by subgroup, then after `divergence-scalarize,canonicalize,cse,dce`, then lowered with
`convert-simd-to-lockstep` in both mask styles on the lockstep machine: identical
per-thread results and memory, and no fault (reading a poison lane is one).  The checker
is `benchmarks/vectorize_campaign.py`'s, which runs every kernel at every width (1000
kernels by default); here each kernel gets one width to keep the suite short.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from simdopt.benchmarks import vectorize_campaign as campaign

ROOT = Path(__file__).resolve().parents[2]

WIDTHS = (2, 4, 8)
KERNELS = 60  # kernel `seed` runs at width WIDTHS[seed % 3]
CHUNKS = 4  # tests per width, so that pytest-xdist spreads the kernels
BUDGET = 16  # statements per kernel: a handful of constructs


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("width", WIDTHS)
def test_generated_cfg_kernels_vectorize_scalarize_and_lower_like_the_spmd_executor(width: int, chunk: int) -> None:
    found: list[str] = []
    seeds = range(WIDTHS.index(width), KERNELS, len(WIDTHS))
    for seed in list(seeds)[chunk::CHUNKS]:
        result = campaign.check_kernel(seed, widths=(width,), threads=8, budget=BUDGET)
        assert result.runs == 2 * len(campaign.STAGES) or result.mismatches, seed
        found += [str(m) for m in result.mismatches]
    assert not found, "\n".join(found)


def test_uniform_mode_keeps_uniform_branches_that_naive_linearizes() -> None:
    """The campaign's branch count sees what the modes do: on kernels with uniform
    branches, `mode=uniform` keeps some `scf.if` on a scalar condition, `mode=naive`
    none, and both run divergent loops while any lane is active."""
    kept = {mode: campaign.Branches() for mode in campaign.MODES}
    for seed in range(6):
        result = campaign.check_kernel(seed, widths=(4,), threads=4, budget=BUDGET)
        assert not result.mismatches, [str(m) for m in result.mismatches]
        for (mode, _), b in result.branches.items():
            kept[mode].add(b)
    assert kept["naive"].kept_ifs == 0
    assert kept["uniform"].kept_ifs > 0
    assert kept["naive"].any_loops > 0 and kept["uniform"].any_loops > 0
