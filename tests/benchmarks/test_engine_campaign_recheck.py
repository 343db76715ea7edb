"""`engine_campaign.py --recheck OLD.jsonl`: only the stages the jit refused in an older
log run again, and their outcome is logged like any program's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from simdopt.benchmarks import engine_campaign as ec

OLD_ROWS = {
    "kernel_gen:0": {
        "spmd": ["refused: 'simd.group_reduce'", "--engine jit cannot compile ..."],
        "naive": ["agree", ""],
    },
    "random_simd:0": {"simd": ["agree", ""], "scalarized": ["fallback: native run stopped", ""]},
}


def test_refused_stages_are_the_ones_to_recheck() -> None:
    assert ec.refused_stages(OLD_ROWS) == {"kernel_gen:0": ("spmd",)}


def test_recheck_runs_only_the_refused_stages(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old, new = tmp_path / "old.jsonl", tmp_path / "new.jsonl"
    old.write_text("".join(json.dumps({"program": k, "stages": s, "cpu_s": 0}) + "\n" for k, s in OLD_ROWS.items()))
    assert ec.main(["--recheck", str(old), "--log", str(new), "--jobs", "1"]) == 0
    rows = ec.read_log(new)
    assert list(rows) == ["kernel_gen:0"] and list(rows["kernel_gen:0"]) == ["spmd"]
    assert rows["kernel_gen:0"]["spmd"][0] == "agree"  # the jit compiles simd.group_reduce now
    assert "1 programs, 1 stage runs" in capsys.readouterr().out
