"""benchmarks/kernel_pipeline_table.py takes the user's own kernels (issue: a
researcher's main loop), with the launch from a header or from the command line."""

from __future__ import annotations

from pathlib import Path

import pytest

from simdopt.benchmarks import kernel_pipeline_table as table

ROOT = Path(__file__).resolve().parents[2]

KERNEL = """func.func @k(%n: i32, %m: memref<?xi32>) {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %v = memref.load %m[%i] : memref<?xi32>
  %s = arith.addi %v, %n : i32
  memref.store %s, %m[%i] : memref<?xi32>
  func.return
}
"""


def test_user_kernel_with_launch_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    k = tmp_path / "mine.mlir"
    k.write_text(KERNEL)
    code = table.main([str(k), "--threads", "8", "--width", "4", "--args", "[5, [1, 2, 3, 4, 5, 6, 7, 8]]"])
    out = capsys.readouterr().out
    assert code == 0, out
    rows = [line for line in out.splitlines() if line.startswith("mine ")]
    assert [r.split()[1] for r in rows] == ["naive", "naive+ds", "uniform", "uniform+ds"]
    assert all(r.endswith("ok") for r in rows)


def test_user_kernel_with_header(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    k = tmp_path / "hdr.mlir"
    k.write_text("// simd-run: --threads 4 --width 2 --args '[1, [0, 0, 0, 0]]'\n" + KERNEL)
    assert table.main([str(k)]) == 0
    assert capsys.readouterr().out.count(" ok") == 4


def test_kernel_without_launch_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    k = tmp_path / "nolaunch.mlir"
    k.write_text(KERNEL)
    assert table.main([str(k)]) == 1
    assert "no launch: add a header line" in capsys.readouterr().err


def test_corpus_kernel_from_llvm_ir_with_its_launch(capsys: pytest.CaptureFixture[str]) -> None:
    """A `.ll` kernel of the OpenCL corpus takes its launch from launches.json and goes
    through every stage with the SPMD executor's results; the summary gives the oracle."""
    assert table.main([str(ROOT / "examples" / "opencl" / "vector_add.ll"), "--why"]) == 0
    out = capsys.readouterr().out
    table_part, why = out.split("vector ops still dynamically uniform after uniform+ds")
    rows = [line for line in table_part.splitlines() if line.startswith("vector_add ")]
    assert [r.split()[1] for r in rows] == ["naive", "naive+ds", "uniform", "uniform+ds"]
    assert all(r.endswith("ok") for r in rows)
    assert "summed over the 1 kernels" in out and "oracle scalarized" in out
    # The tail mask is one mask op (simd.pfirst), and no other vector op of vector_add
    # runs with all its lanes equal.
    assert why.split(":", 1)[1].strip() == "none"


def test_why_names_the_ops_left_and_the_verdict(capsys: pytest.CaptureFixture[str]) -> None:
    """dot's `l == 0` (imported as `(l & -1) == 0`) stays a vector compare, all-false in
    most subgroups, true in lane 0 of the first (varied there): --why lists it with how
    often it varied and the analysis' reason, and the summary counts its uniform runs
    among those no scalar op can take over."""
    assert table.main([str(ROOT / "examples" / "opencl" / "dot.ll"), "--why"]) == 0
    summary, why = capsys.readouterr().out.split("vector ops still dynamically uniform after uniform+ds")
    assert "2x %v22 = simd.vcmp  (varied 2x; divergent: %v22 <- %v21 <- %v5 <- %lanes" in why
    assert "left after uniform+ds: 3 uniform runs, 3 of them of ops whose lanes differed" in summary
