"""The tables of `benchmarks/` on simd-sweep's runner: with `--jobs 2` (worker
processes) they print the same bytes as in this process, and their points carry the
kernel text, so a worker that cannot see the files (a Dask worker on another machine)
runs them the same."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from simdopt.benchmarks import divergence_aware_transforms as dat
from simdopt.benchmarks import kernel_pipeline_table as kpt
from simdopt.benchmarks import lockstep_table, scalarize_table
from simdopt.benchmarks.llvm_compare import corpus
from simdopt.tools.sweep.executor import in_order, run_points

ROOT = Path(__file__).resolve().parents[2]

ROW_KERNEL = """func.func @k(%out: memref<?xi32>, %n: i32) {
  %g = gpu.global_id x
  %gi = arith.index_cast %g : index to i32
  %c = arith.cmpi slt, %gi, %n : i32
  scf.if %c {
    memref.store %gi, %out[%g] : memref<?xi32>
  }
  func.return
}
"""


def _output(capsys: pytest.CaptureFixture[str], main: object, argv: list[str]) -> tuple[object, str]:
    code = main(argv)  # pyright: ignore[reportCallIssue]
    return code, capsys.readouterr().out


def test_kernel_pipeline_table_prints_the_same_on_two_workers(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Two kernels at W = 2, 4 and 8, skipped at W = 8 (the launch's x-rows are
    narrower): rows, skips, summaries, bars and --why in the same order and bytes."""
    for name in ("rows", "more_rows"):
        (tmp_path / f"{name}.mlir").write_text(ROW_KERNEL)
    args = [str(tmp_path / "rows.mlir"), str(tmp_path / "more_rows.mlir"), "--width", "2,4,8", "--why"]
    args += ["--grid", "1", "--block", "4,2", "--style", "exec", "--args", "[[0, 0, 0, 0, 0, 0, 0, 0], 8]"]
    here = _output(capsys, kpt.main, [*args, "--jobs", "0"])
    pool = _output(capsys, kpt.main, [*args, "--jobs", "2"])
    assert "skipped: rows (W=8):" in here[1] and "W=8: summed over the" in here[1]
    assert pool == here


def test_kernel_pipeline_point_needs_no_file(tmp_path: Path) -> None:
    """A point runs from the text it carries: the kernel's file is gone by then."""
    k = tmp_path / "gone.mlir"
    k.write_text(ROW_KERNEL)
    launch = kpt.Launch((4,), [[0] * 8, 8], None, (1, 1, 1), (8, 1, 1))
    point = kpt.KernelPoint("gone", str(k), k.read_text(), launch, 4, kpt.Options(("exec",), "convert-simd-to-lockstep{{mask-style={style}}}"))
    k.unlink()
    run = kpt.kernel_point(point)
    assert run.bad == 0 and list(run.rows) == list(kpt.STAGES)
    assert [line.split()[:2] for line in run.lines] == [["gone", s] for s in kpt.STAGES]


def test_lockstep_table_prints_the_same_on_two_workers(capsys: pytest.CaptureFixture[str]) -> None:
    here = _output(capsys, lockstep_table.main, ["--random", "3", "--jobs", "0"])
    pool = _output(capsys, lockstep_table.main, ["--random", "3", "--jobs", "2"])
    assert "Random masked programs: 3" in here[1] and "fir " in here[1]
    assert pool == here


@pytest.mark.skipif(shutil.which("opt-22") is None or shutil.which("simd-opt") is None, reason="needs opt-22 and simd-opt")
def test_corpus_comparison_is_the_same_on_two_workers() -> None:
    """Three corpus files, compared in this process and on two workers from the text
    their points carry: the same rows."""
    files = [corpus.CORPUS / f"{n}.ll" for n in ("dot", "reduce", "scan")]
    points = [corpus.KernelFile(p.name, p.read_text(), "amdgpu", "amdgcn-amd-amdhsa") for p in files]
    here = [corpus.compare_point(p) for p in points]
    pool = list(in_order(run_points(corpus.compare_point, points, corpus._worker_died, jobs=2)))  # pyright: ignore[reportPrivateUsage]
    assert pool == here
    assert [r.kernel for rows in here for r in rows] == ["dot", "reduce", "scan"]
    assert sum(len(r.ours_uniform) for rows in here for r in rows) > 0


def test_divergence_aware_transforms_prints_the_same_on_two_workers(capsys: pytest.CaptureFixture[str]) -> None:
    here = _output(capsys, dat.main, ["--jobs", "0"])
    pool = _output(capsys, dat.main, ["--jobs", "2"])
    assert here[0] == 0 and "unswitch_uniform" in here[1]
    assert pool == here


def test_scalarize_table_prints_the_same_on_two_workers(capsys: pytest.CaptureFixture[str]) -> None:
    here = _output(capsys, scalarize_table.main, ["--jobs", "0"])
    pool = _output(capsys, scalarize_table.main, ["--jobs", "2"])
    assert here[0] == 0 and "Ablation (static ALU ops)" in here[1]
    assert pool == here
