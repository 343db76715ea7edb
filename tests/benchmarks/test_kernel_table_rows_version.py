"""`kernel_pipeline_table.py --rows-version`: the uniform stages are vectorized with
`spmd-vectorize{rows-version=true}` (`passes/spmd_vectorize/row_version.py`), the naive
ones are not, and every stage still gives the SPMD executor's results."""

from __future__ import annotations

from pathlib import Path

import pytest

from simdopt.benchmarks import kernel_pipeline_table as table

ROOT = Path(__file__).resolve().parents[2]
STENCIL = ROOT / "examples" / "opencl" / "stencil.ll"  # a 4 x 4 block, no declared size


def _rows(argv: list[str], capsys: pytest.CaptureFixture[str]) -> dict[str, list[str]]:
    code = table.main([str(STENCIL), "--width", "4", "--style", "per-op", *argv])
    out = capsys.readouterr().out
    assert code == 0, out
    rows = {line.split()[1]: line.split() for line in out.splitlines() if line.startswith("stencil ")}
    assert list(rows) == ["naive", "naive+ds", "uniform", "uniform+ds"], out
    assert all(r[-1] == "ok" for r in rows.values()), out
    return rows


def test_rows_version_versions_the_uniform_stages_only(capsys: pytest.CaptureFixture[str]) -> None:
    """The version test `block_dim x mod W == 0` is one more kept branch in the uniform
    stages (kept: the fifth column), and the row arm runs at W = 4 on a 4 x 4 block:
    fewer dynamic ALU ops (the y ids and what follows from them are scalars) and fewer
    dynamically uniform vector ops; the naive stages are unchanged."""
    off, on = _rows([], capsys), _rows(["--rows-version"], capsys)
    for stage in ("naive", "naive+ds"):
        assert on[stage] == off[stage]
    for stage in ("uniform", "uniform+ds"):
        static, dynamic, uvec, kept = (int(float(x)) for x in on[stage][2:6])
        base = [int(float(x)) for x in off[stage][2:6]]
        assert kept == base[3] + 1
        assert static > base[0]  # both forms are in the program
        assert dynamic < base[1] and uvec < base[2]
