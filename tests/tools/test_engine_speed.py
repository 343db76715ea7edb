"""`benchmarks/engine_speed.py`'s `same` column: the results and memory apart from the
stats, so a base whose cost model counted other stats still shows equal results."""

from __future__ import annotations

import subprocess
from typing import Any

import pytest

from simdopt.benchmarks import engine_speed
from simdopt.tools.checkout import checkout

ROOT = checkout()
IN_GIT = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, check=False).returncode == 0

RUN: dict[str, Any] = {
    "results": [1, 2.5],
    "memrefs": [[0, 1, 2], [float("nan"), float("inf")]],
    "stats": {"cycles": 10, "issued": {"vector": 3, "scalar": 1}, "energy": 1.5},
}


def _with(**changes: Any) -> dict[str, Any]:
    """`RUN` with `changes`: `stats_K=v` sets stats key K (None: drops it), `K=v` key K."""
    out = {**RUN, "stats": {**RUN["stats"]}}
    for key, value in changes.items():
        if key.startswith("stats_"):
            stats = out["stats"]
            if value is None:
                del stats[key[6:]]
            else:
                stats[key[6:]] = value
        else:
            out[key] = value
    return out


def test_equal_runs_are_the_same_nan_and_tuples_included() -> None:
    again = _with(results=(1, 2.5), memrefs=[[0, 1, 2], [float("nan"), float("inf")]])
    assert engine_speed.same_text(again, RUN) == "results+memory yes, stats yes"


def test_changed_stats_name_their_keys_and_leave_the_results_equal() -> None:
    after = _with(stats_permutes=0, stats_energy=None, stats_issued={"vector": 3, "scalar": 2})
    assert engine_speed.same_text(after, RUN) == "results+memory yes, stats DIFFERS (keys: -energy, issued, +permutes)"


def test_other_memory_or_results_differ_whatever_the_stats() -> None:
    assert engine_speed.same_text(_with(memrefs=[[0, 1, 3], [0.0, 0.0]]), RUN) == "results+memory DIFFERS, stats yes"
    assert engine_speed.same_text(_with(results=[1], stats_cycles=11), RUN) == (
        "results+memory DIFFERS, stats DIFFERS (keys: cycles)"
    )
    # a key only one side prints (as `printf`) counts with the results
    assert engine_speed.same_text(_with(printf=["x"]), RUN) == "results+memory DIFFERS, stats yes"


def test_many_changed_keys_are_cut_short() -> None:
    after = _with(**{f"stats_k{i}": i for i in range(9)})
    text = engine_speed.same_text(after, RUN, most=3)
    assert text == "results+memory yes, stats DIFFERS (keys: +k0, +k1, +k2, ... (9 keys))"


@pytest.mark.skipif(not IN_GIT, reason="--base reads the revision from the git checkout")
def test_a_base_run_prints_both_parts(capsys: pytest.CaptureFixture[str]) -> None:
    assert engine_speed.main(["--base", "HEAD", "--kernels", "vector_add", "--min-time", "0"]) == 0
    rows = [line for line in capsys.readouterr().out.splitlines() if line.startswith("vector_add")]
    assert [r.split()[1] for r in rows] == list(engine_speed.STAGES)
    # HEAD's tree against this checkout's (the same code under test)
    assert all(r.endswith("results+memory yes, stats yes") for r in rows), rows
