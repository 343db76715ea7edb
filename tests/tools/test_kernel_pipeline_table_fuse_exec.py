"""`kernel_pipeline_table.py --fuse-exec` against `--no-fuse-exec`: each stage's
exec-style lowering runs `fuse-exec-masks` (and `optimize-exec`) after it; the results stay the SPMD
executor's and only the mask unit's cycles change (and transfers: a dead `mbcast`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from simdopt.benchmarks import kernel_pipeline_table as table

ROOT = Path(__file__).resolve().parents[2]
# a kernel whose every stage keeps exec groups to fuse once the lowering reads the tail
# mask from exec (`live-exec`: the example kernels' groups are then `exec_and` ...
# `exec_restore %live`, with nothing left to fuse in some stages)
KERNEL = ROOT / "examples" / "opencl" / "suite" / "pathfinder.ll"


def _rows(out: str) -> dict[str, list[str]]:
    rows = [line.split() for line in out.splitlines() if line.startswith("pathfinder ")]
    return {r[1]: r for r in rows}


def test_fused_exec_ops_cost_fewer_mask_cycles(capsys: pytest.CaptureFixture[str]) -> None:
    assert table.main([str(KERNEL), "--style", "exec", "--no-fuse-exec"]) == 0  # (fused is the lowering's default)
    plain = _rows(capsys.readouterr().out)
    assert table.main([str(KERNEL), "--style", "exec", "--fuse-exec"]) == 0
    out = capsys.readouterr().out
    assert "fused exec ops" in out.splitlines()[0]
    fused = _rows(out)
    assert list(fused) == ["naive", "naive+ds", "uniform", "uniform+ds"]
    header = next(line.split() for line in out.splitlines() if line.startswith("kernel "))
    cycles, mask, xfer = header.index("cycles"), header.index("mask"), header.index("xfer")
    for stage, row in fused.items():
        assert row[-1] == "ok", row
        assert int(row[mask]) < int(plain[stage][mask]), stage
        # a mask broadcast (`mbcast`, a transfer) only dead mask algebra read dies with it
        # (`optimize-exec`: naive's 72 -> 52); the vector, scalar and branch units are unchanged
        assert int(row[xfer]) <= int(plain[stage][xfer]), stage
        saved = int(plain[stage][mask]) - int(row[mask]) + int(plain[stage][xfer]) - int(row[xfer])
        assert int(row[cycles]) == int(plain[stage][cycles]) - saved, stage
        for unit in ("vec", "sca", "br"):
            assert row[header.index(unit)] == plain[stage][header.index(unit)], (stage, unit)
