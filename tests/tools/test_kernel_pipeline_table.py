"""benchmarks/kernel_pipeline_table.py takes the user's own kernels (issue: a
researcher's main loop), with the launch from a header or from the command line."""

from __future__ import annotations

import re
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


def machine_cells(row: str, styles: int) -> list[list[int]]:
    """Per style, a row's machine columns: cycles, energy, vec, sca, mask, xfer, br."""
    parts = row.rsplit(" ", 1)[0].split("|")[1:]
    assert len(parts) == styles, row
    return [[int(float(x)) for x in p.split()] for p in parts]


def test_2d_kernel_at_every_width_and_both_styles_with_cycles_by_unit(capsys: pytest.CaptureFixture[str]) -> None:
    """matmul (a 2-D block) runs at W = 4, 8 and 32 in both mask styles (the table once
    stopped with a traceback at 8 and 32), and each style's cycles split into vector,
    scalar, mask, transfers and branches that sum to its cycles."""
    code = table.main([str(ROOT / "examples" / "opencl" / "matmul.ll"), "--width", "4,8,32", "--style", "exec,per-op"])
    out = capsys.readouterr().out
    assert code == 0, out
    rows = [line for line in out.splitlines() if line.startswith("matmul ")]
    assert len(rows) == 12 and all(r.endswith("ok") for r in rows), out
    for r in rows:
        for cycles, _energy, *parts in machine_cells(r, 2):
            assert len(parts) == 5 and sum(parts) == cycles, r
    for w in (4, 8, 32):
        assert f"W={w}: summed over the 1 kernels that went through every stage" in out
    assert "of never-varying ops'" in out and "summed cycles uniform+ds / naive" in out
    total = re.search(r"all widths and styles: summed cycles uniform\+ds / naive = (\d\.\d{3})x "
                      r"\((\d+) / (\d+); bar: <= 0\.60x, (met|not met)\)", out)
    assert total, out  # three decimals, the sums and the verdict (0.602 once printed as 0.60x)
    ratio, u, n, verdict = total.groups()
    assert ratio == f"{int(u) / int(n):.3f}" and verdict == ("met" if int(u) / int(n) <= 0.60 else "not met")


def test_width_the_launch_does_not_allow_is_skipped_with_the_reason(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A program whose subgroups must lie in one x-row cannot run a 2-row block of x size
    4 at W = 8: the table says so and goes on with the widths it can run."""
    k = tmp_path / "rows.mlir"
    k.write_text(ROW_KERNEL)
    code = table.main([str(k), "--grid", "1", "--block", "4,2", "--width", "4,8", "--style", "exec", "--args", "[[0, 0, 0, 0, 0, 0, 0, 0], 8]"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "rows                       skipped: a vectorized program runs each subgroup inside one x-row" in out
    assert "skipped: rows (W=8):" in out
    assert sum(line.startswith("rows ") and line.endswith("ok") for line in out.splitlines()) == 4


LOOP_KERNEL = """func.func @k(%n: index, %w: memref<?xi32>, %out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %ti = arith.index_cast %t : i32 to index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %wi = memref.load %w[%i] : memref<?xi32>
    %p = arith.muli %wi, %t : i32
    %a = arith.addi %acc, %p : i32
    scf.yield %a : i32
  }
  memref.store %s, %out[%ti] : memref<?xi32>
  func.return
}
"""


def test_why_lists_the_transfers_that_cost_more_than_they_saved(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A weight loaded once per iteration on the scalar unit (a uniform address) and
    multiplied into every lane is broadcast every iteration: the scalar load replaced a
    vector load of the same cycles, so the broadcast is a pure cost, and --why lists it
    with its count (3 iterations x 2 subgroups) and its source."""
    k = tmp_path / "weights.mlir"
    k.write_text(LOOP_KERNEL)
    args = "[3, [2, 3, 4], [0, 0, 0, 0, 0, 0, 0, 0]]"
    assert table.main([str(k), "--threads", "8", "--style", "exec", "--args", args, "--why"]) == 0
    out = capsys.readouterr().out
    transfers = out.split("transfers after uniform+ds that cost more cycles")[1].split("vector ops still")[0]
    assert "weights                    W=4   exec       6x lockstep.vbcast of %wi (memref.load, 6x) for lockstep.valu" in transfers, transfers


def test_native_arguments_packed_into_the_units_the_kernel_reads(capsys: pytest.CaptureFixture[str]) -> None:
    """cuda/cas_float_add updates a `float *` with an integer CAS, so the import makes
    it an i32 buffer: its native floats are packed into i32 units, as native_status
    does, and every stage runs and matches."""
    assert table.main([str(ROOT / "examples" / "cuda" / "cas_float_add.ll"), "--style", "per-op"]) == 0
    out = capsys.readouterr().out
    assert "error" not in out
    assert out.count(" ok\n") == 4


def test_lowering_constants_merged_with_their_twins(capsys: pytest.CaptureFixture[str]) -> None:
    """The lowering's lane vector takes the program's own constants instead of twins:
    OpenCL softmax per-op at W=4 is no longer worse after uniform+ds than after
    naive+ds (858 against 846 cycles with the twins)."""
    path = ROOT / "examples" / "opencl" / "suite" / "softmax.ll"
    assert table.main([str(path), "--scalar-operands", "--style", "per-op"]) == 0
    out = capsys.readouterr().out
    assert "in 0 (kernel, width, style) cycle cases" in out
