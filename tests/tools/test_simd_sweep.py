"""simd-sweep (SPEC section 7): the same rows in this process, on a process pool and on a
Dask cluster; a dead or hung worker costs one row; reruns resume; the plot option."""

from __future__ import annotations

import csv
import os
import shutil
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from simdopt.tools import simd_sweep
from simdopt.tools.sweep import executor, output
from simdopt.tools.sweep.point import VOLATILE, failed_row, run_point, with_text
from simdopt.tools.sweep.spec import load

ROOT = Path(__file__).resolve().parents[2]
SWEEP = f"""kernels = ["{ROOT}/examples/kernels/saxpy_guarded.mlir", "{ROOT}/examples/kernels/fn0_kernel.mlir",
           "{ROOT}/examples/opencl/saxpy.ll"]
[axes]
width = [4, 8]
mode = ["naive", "uniform"]
stage = ["vectorize", "lockstep"]
"""


def rows(path: Path) -> list[dict[str, Any]]:
    """The rows of a CSV, without the columns that differ from run to run."""
    with path.open(newline="") as f:
        return [{k: v for k, v in r.items() if k not in VOLATILE} for r in csv.DictReader(f)]


@pytest.fixture(scope="module")
def sweep(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("sweep") / "s.toml"
    path.write_text(SWEEP)
    return path


@pytest.fixture(scope="module")
def serial_csv(sweep: Path) -> Path:
    """The sweep run in this process, once for the module."""
    out = sweep.parent / "serial.csv"
    assert simd_sweep.main([str(sweep), "--out", str(out), "--jobs", "0"]) == 0
    return out


@pytest.fixture
def serial(serial_csv: Path) -> list[dict[str, Any]]:
    got = rows(serial_csv)
    assert len(got) == 3 * 2 * 2 * 2
    assert all(r["error"] == "" and r["same"] == "true" for r in got), got
    return got


def test_jobs_2_rows_equal_serial(sweep: Path, tmp_path: Path, serial: list[dict[str, Any]]) -> None:
    out = tmp_path / "jobs2.csv"
    assert simd_sweep.main([str(sweep), "--out", str(out), "--jobs", "2"]) == 0
    assert rows(out) == serial


def test_dask_local_cluster_rows_equal_serial(sweep: Path, tmp_path: Path, serial: list[dict[str, Any]]) -> None:
    distributed = pytest.importorskip("dask.distributed")
    out = tmp_path / "dask.csv"
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None, protocol="tcp"
    ) as cluster:
        assert cluster.scheduler_address.startswith("tcp://")
        assert simd_sweep.main([str(sweep), "--out", str(out), "--scheduler", cluster.scheduler_address]) == 0
    assert rows(out) == serial


def test_points_carry_their_kernels_to_workers_without_the_files(tmp_path: Path, serial: list[dict[str, Any]]) -> None:
    """The driver reads each kernel (and its launch, from a header or launches.json)
    into its points: on a Dask cluster whose workers cannot see the files (here: gone
    by the time the points run) the rows are the serial ones."""
    distributed = pytest.importorskip("dask.distributed")
    copies = tmp_path / "kernels"
    (copies / "opencl").mkdir(parents=True)
    for name in ("saxpy_guarded.mlir", "fn0_kernel.mlir"):
        shutil.copy(ROOT / "examples" / "kernels" / name, copies / name)
    for name in ("saxpy.ll", "launches.json"):
        shutil.copy(ROOT / "examples" / "opencl" / name, copies / "opencl" / name)
    sweep = tmp_path / "s.toml"
    sweep.write_text(SWEEP.replace(f"{ROOT}/examples/kernels", str(copies)).replace(f"{ROOT}/examples", str(copies)))
    points = [replace(p, kernel=with_text(p.kernel)) for p in load(sweep).points()]
    shutil.rmtree(copies)
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None, protocol="tcp"
    ) as cluster:
        got = dict(executor.run_points(run_point, points, failed_row, scheduler=cluster.scheduler_address))
    assert [{k: _text(got[i].get(k)) for k in row} for i, row in enumerate(serial)] == serial
    assert all(set(got[i]) - set(VOLATILE) <= set(row) for i, row in enumerate(serial))


def test_rerun_runs_only_the_missing_points(
    sweep: Path, tmp_path: Path, serial_csv: Path, serial: list[dict[str, Any]]
) -> None:
    out = tmp_path / "part.csv"
    with serial_csv.open(newline="") as f:
        kept = list(csv.DictReader(f))[:5]
    kept[0]["cycles"] = "12345"  # a rerun that recomputed this row would overwrite it
    output.write(out, kept, load(sweep).columns)
    assert simd_sweep.main([str(sweep), "--out", str(out), "--jobs", "0"]) == 0
    got = rows(out)
    assert got[0]["cycles"] == "12345"
    got[0]["cycles"] = serial[0]["cycles"]
    assert got == serial


def test_retry_errors_reruns_failed_rows(
    sweep: Path, tmp_path: Path, serial_csv: Path, serial: list[dict[str, Any]]
) -> None:
    out = tmp_path / "failed.csv"
    with serial_csv.open(newline="") as f:
        kept = list(csv.DictReader(f))
    kept[2].update(phase="crash", error="the worker process died running this point")
    output.write(out, kept, load(sweep).columns)
    assert simd_sweep.main([str(sweep), "--out", str(out), "--jobs", "0"]) == 0
    assert rows(out)[2]["phase"] == "crash"  # skipped: already there
    assert simd_sweep.main([str(sweep), "--out", str(out), "--jobs", "0", "--retry-errors"]) == 0
    assert rows(out) == serial


def _die_on_3(item: int) -> int:
    if item == 3:
        os._exit(9)  # what a segfault in native code looks like to the pool
    return item * item


def _hang_on_2(item: int) -> int:
    if item == 2:
        time.sleep(120)  # native code deaf to the worker's alarm
    return item * item


def _failed(item: int, phase: str, message: str) -> tuple[int, str, str]:
    return item, phase, message


def test_dead_worker_costs_only_its_point() -> None:
    got = dict(executor.run_points(_die_on_3, list(range(8)), _failed, jobs=2))
    assert sorted(got) == list(range(8))
    assert got[3] == (3, "crash", "the worker process died running this point")
    assert all(got[i] == i * i for i in range(8) if i != 3)


def test_hung_worker_is_killed_and_its_point_times_out(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(executor, "GRACE", 0.0)
    start = time.monotonic()
    got = dict(executor.run_points(_hang_on_2, list(range(5)), _failed, jobs=2, timeout=1.0))
    assert time.monotonic() - start < 60
    assert got[2] == (2, "timeout", "timed out after 1 s (worker killed)")
    assert all(got[i] == i * i for i in range(5) if i != 2)


def test_in_order_follows_the_items() -> None:
    done = iter([(2, "c"), (0, "a"), (3, "d"), (1, "b")])
    assert list(executor.in_order(done)) == ["a", "b", "c", "d"]


def test_axes_a_stage_does_not_use_do_not_multiply_it(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    path.write_text(f'kernels = ["{ROOT}/examples/kernels/saxpy_guarded.mlir"]\n'
                    '[axes]\nstage = ["vectorize", "lockstep"]\nmask_style = ["exec", "per-op"]\n')  # fmt: skip
    points = load(path).points()
    assert [dict(p.axes)["mask_style"] for p in points] == ["", "exec", "per-op"]
    assert "mask-style=per-op" in points[2].pipeline


def test_plot_without_matplotlib_is_one_line(sweep: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             capsys: pytest.CaptureFixture[str]) -> None:  # fmt: skip
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import fails as if not installed
    with pytest.raises(SystemExit) as e:
        simd_sweep.main([str(sweep), "--out", str(tmp_path / "x.csv"), "--plot", str(tmp_path / "x.png")])
    assert e.value.code == 2
    assert "--plot needs matplotlib: pip install '.[plots]'" in capsys.readouterr().err
    assert not (tmp_path / "x.csv").exists()  # refused before any point ran


def test_plot_draws_the_rows(sweep: Path, tmp_path: Path, serial: list[dict[str, Any]]) -> None:
    pytest.importorskip("matplotlib")
    png = tmp_path / "rows.png"
    output.plot(str(png), serial, load(sweep).columns, "cycles")
    assert png.read_bytes().startswith(b"\x89PNG")


def _text(v: Any) -> str:
    """A typed Parquet cell as the CSV writes it."""
    return "" if v is None else ("true" if v else "false") if isinstance(v, bool) else str(v)


def test_parquet_rows_resume(sweep: Path, tmp_path: Path, serial: list[dict[str, Any]]) -> None:
    import pyarrow.parquet as pq  # the [test] extra installs it

    out = tmp_path / "rows.parquet"
    assert simd_sweep.main([str(sweep), "--out", str(out), "--jobs", "0"]) == 0
    first = pq.read_table(out)
    assert simd_sweep.main([str(sweep), "--out", str(out), "--jobs", "0"]) == 0  # all skipped
    again = pq.read_table(out)
    assert again.equals(first)
    got = [{k: _text(v) for k, v in r.items() if k not in VOLATILE} for r in output.read(out)]
    assert got == serial


def test_parquet_columns_are_typed(sweep: Path, tmp_path: Path) -> None:
    """Integers, floats and booleans are Parquet's own types, not text; an empty cell
    (an axis the stage does not use, the error of a good row) is a null."""
    import pyarrow as pa  # the [test] extra installs it
    import pyarrow.parquet as pq
    out = tmp_path / "typed.parquet"
    assert simd_sweep.main([str(sweep), "--out", str(out), "--jobs", "0"]) == 0
    schema = pq.read_schema(out)
    assert schema.field("width").type == pa.int64()
    assert schema.field("cycles").type == pa.int64()
    assert schema.field("dynamic_alu_ops").type == pa.int64()
    assert schema.field("energy").type == pa.float64()
    assert schema.field("compile_time").type == pa.float64()
    assert schema.field("same").type == pa.bool_()
    assert schema.field("scalar_operands").type == pa.bool_()
    assert schema.field("kernel").type == pa.string() and schema.field("error").type == pa.string()
    table = pq.read_table(out).to_pylist()
    assert all(r["error"] is None and r["same"] is True for r in table)
    vectorize = [r for r in table if r["stage"] == "vectorize"]
    assert vectorize and all(r["mask_style"] is None and r["cycles"] is None for r in vectorize)
