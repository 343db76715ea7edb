"""The vectorize campaign's kernels on simd-sweep's runner: the same results, in seed
order, on worker processes as in this process."""

from __future__ import annotations

from simdopt.benchmarks import vectorize_campaign as campaign


def _outcome(results: list[campaign.KernelResult]) -> list[tuple[int, int, list[str]]]:
    return [(r.seed, r.runs, [str(m) for m in r.mismatches]) for r in results]


def test_jobs_2_checks_the_same_as_this_process() -> None:
    options = {"widths": (4,), "threads": 8, "budget": 12}
    here = list(campaign.check_all(range(3), jobs=0, **options))
    pool = list(campaign.check_all(range(3), jobs=2, **options))
    assert [r.seed for r in pool] == [0, 1, 2]
    assert all(r.runs == 2 * len(campaign.STAGES) for r in here)  # two modes, every stage
    assert _outcome(pool) == _outcome(here)
    assert [r.branches for r in pool] == [r.branches for r in here]
