"""benchmarks/versioning_table.py on one kernel: its rows match the SPMD executor, the
profile's version reaches uniform runs base left, and the checks-only program pays
for the checks."""

from __future__ import annotations

import pytest

from simdopt.benchmarks import versioning_table
from simdopt.tools.checkout import checkout

MANDELBROT = checkout() / "examples" / "opencl" / "mandelbrot.ll"


def test_versioning_table_on_mandelbrot(capsys: pytest.CaptureFixture[str]) -> None:
    code = versioning_table.main([str(MANDELBROT), "--width", "4", "--style", "exec"])
    out = capsys.readouterr().out
    assert code == 0, out
    rows = {
        line.split()[1]: line.split()
        for line in out.splitlines()
        if line.startswith("mandelbrot ")
    }
    assert set(rows) == {"base", "static", "profile", "checks"}
    assert all(r[-1] == "ok" for r in rows.values())
    # columns: kernel stage ver uvec reach alu exec energy same
    assert int(rows["profile"][2]) >= 1
    assert int(rows["profile"][3]) < int(rows["base"][3])
    assert int(rows["checks"][6]) > int(rows["base"][6])
