"""`benchmarks/jit_speed.py` and `benchmarks/jit_launches.py` on tiny launches: every
stage gets a row with the issue's bars and whether it meets them (the numbers of the
real 10^6-thread runs are the report's, not the suite's)."""

from __future__ import annotations

import shutil

import pytest

from simdopt.benchmarks import jit_launches, jit_speed
from simdopt.tools import native_oracle


def test_jit_launches_rows_per_stage_with_the_bar(capsys: pytest.CaptureFixture[str]):
    assert jit_launches.main(["--threads", "64", "matmul"]) == 0
    out = capsys.readouterr().out
    rows = [line for line in out.splitlines() if line.startswith("| matmul |")]
    assert [r.split("|")[2].strip() for r in rows] == ["spmd", "simd", "lockstep"]
    assert all(r.rstrip(" |").endswith("yes") for r in rows)
    assert "every run meets the bar" in out


@pytest.mark.skipif(shutil.which(native_oracle.CLANG) is None, reason="needs clang-22 for the native column")
def test_jit_speed_prints_the_ratio_to_native_and_the_bar(capsys: pytest.CaptureFixture[str]):
    """matmul has barriers: its native column is the loop harness with a no-op barrier."""
    assert jit_speed.main(["--threads", "256", "--interp-threads", "16", "--stages", "spmd", "matmul"]) == 0
    out = capsys.readouterr().out
    (row,) = [line for line in out.splitlines() if line.startswith("| matmul | spmd |")]
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert cells[9].endswith("x") and float(cells[9][:-1]) > 0  # jit/native
    assert cells[10] == "<= 20x, compile < 1 s"
    assert cells[11] in ("yes", "NO")
