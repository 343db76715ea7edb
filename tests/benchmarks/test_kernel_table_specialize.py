"""`kernel_pipeline_table.py --specialize`: every stage, naive too, runs
`specialize-launch` for the kernel's launch first (`passes/specialize_launch.py`), and
every stage still gives the SPMD executor's results (on the unspecialized kernel)."""

from __future__ import annotations

from pathlib import Path

import pytest

from simdopt.benchmarks import kernel_pipeline_table as table

ROOT = Path(__file__).resolve().parents[2]
TRANSPOSE = ROOT / "examples" / "opencl" / "suite" / "tile_transpose16.ll"  # 16 x 16 blocks, w = 20, h = 12


def _rows(argv: list[str], capsys: pytest.CaptureFixture[str]) -> dict[str, list[str]]:
    code = table.main([str(TRANSPOSE), "--width", "4", "--style", "exec", "--scalar-operands", *argv])
    out = capsys.readouterr().out
    assert code == 0, out
    rows = {line.split()[1]: line.split() for line in out.splitlines() if line.startswith("tile_transpose16 ")}
    assert list(rows) == ["naive", "naive+ds", "uniform", "uniform+ds"], out
    assert all(r[-1] == "ok" for r in rows.values()), out
    return rows


def test_specialize_reaches_the_launch_uniform_compares(capsys: pytest.CaptureFixture[str]) -> None:
    """With the launch's facts (block 16 x 16, w and h multiples of 4) `x < w` is
    uniform in every subgroup: uniform+ds leaves no dynamically uniform vector op (uvec,
    the fifth column) and costs fewer cycles than without; naive is specialized too (the
    y ids of its row form are scalars: fewer dynamic ALU ops)."""
    off, on = _rows([], capsys), _rows(["--specialize"], capsys)
    assert int(float(off["uniform+ds"][4])) > 0
    assert int(float(on["uniform+ds"][4])) == 0
    assert int(float(on["naive"][3])) < int(float(off["naive"][3]))
    cycles = 7  # after the `|`: the exec style's cycles
    assert int(float(on["uniform+ds"][cycles])) < int(float(off["uniform+ds"][cycles]))
    assert int(float(on["uniform+ds"][cycles])) <= int(float(on["naive+ds"][cycles]))
