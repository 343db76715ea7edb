"""`simd-sweep SWEEP.toml --out ROWS.csv [--jobs N | --scheduler tcp://HOST:PORT]`.

Runs every point of a sweep (kernels x axis values; the file's format is in
`simdopt.tools.sweep.spec`) and writes one row per point: the axis values, the stats of
`simd-run --json` (`cycles`, `energy`, `dynamic_alu_ops`, ...), `compile_time`, whether
the results equal the SPMD executor's (`same`), and `phase`/`error` (empty on success;
a crash or a timeout is a row with its error, never a lost sweep).  `--out` ending in
`.parquet` writes Parquet, a typed column per stat (needs pyarrow).  Rerunning with the same `--out`
skips the points already there (`--retry-errors`: except those that failed).

`--jobs N` (default 1) runs the points on N local worker processes
(`concurrent.futures`), `--jobs 0` in this process; `--scheduler tcp://HOST:PORT` on a
Dask distributed cluster (`pip install '.[cluster]'`).  Same rows either way, the
`compile_time`, `run_time` and `worker` columns aside.  A progress bar goes to stderr
(when it is a terminal, or with `--progress`); a summary line at the end.  `--plot
FILE.png` draws `--metric` (default `cycles`) per kernel and per W (needs matplotlib).

Exit status: 0 when the sweep ran (whatever its rows say), 1 on a malformed sweep file
or options, 130 when interrupted (the rows so far are written).
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

from simdopt.tools.cli import cli_main
from simdopt.tools.sweep import output
from simdopt.tools.sweep.executor import run_points
from simdopt.tools.sweep.point import failed_row, run_point, with_text
from simdopt.tools.sweep.spec import Point, SweepError, load

SAVE_EVERY = 1.0
"""Seconds between two rewrites of the output while rows arrive."""


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="simd-sweep", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("sweep", type=Path, help="the sweep file (TOML)")
    p.add_argument("--out", type=Path, required=True, help="rows: .csv, or .parquet (pyarrow)")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=int, default=1, help="local worker processes (0: this process; default 1)")
    where.add_argument("--scheduler", metavar="tcp://HOST:PORT", help="run on this Dask distributed scheduler")
    p.add_argument("--timeout", type=float, help="seconds per point (overrides the file's `timeout`)")
    p.add_argument("--retry-errors", action="store_true", help="rerun the points whose rows in --out have an error")
    p.add_argument("--progress", action=argparse.BooleanOptionalAction, default=None,
                   help="progress bar on stderr (default: when stderr is a terminal)")  # fmt: skip
    p.add_argument("--plot", type=output.check_plot_path, metavar="FILE.png",
                   help="draw --metric per kernel and per W (.png/.svg/.pdf; needs matplotlib)")  # fmt: skip
    p.add_argument("--metric", default="cycles", help="the stat --plot draws (default cycles)")
    return p


def _failed(point: Point, phase: str, message: str) -> dict[str, Any]:
    return failed_row(point, phase, message)


@cli_main("simd-sweep")
def main(argv: list[str] | None = None) -> int:
    ns = _parser().parse_args(argv)
    if ns.jobs < 0:
        print("simd-sweep: error: --jobs: expected 0 or more", file=sys.stderr)
        return 1
    if ns.out.suffix == ".parquet":
        try:
            import pyarrow.parquet  # noqa: F401  # pyright: ignore[reportUnusedImport, reportMissingImports]
        except ImportError:
            print("simd-sweep: error: a .parquet --out needs pyarrow (pip install pyarrow); or give a .csv", file=sys.stderr)
            return 1
    try:
        sweep = load(ns.sweep)
    except SweepError as e:
        print(e, file=sys.stderr)
        return 1
    if ns.timeout is not None:
        sweep.timeout = ns.timeout
    points = sweep.points()
    order = {p.key: n for n, p in enumerate(points)}
    try:
        earlier = output.read(ns.out)
    except (OSError, ValueError) as e:
        print(f"simd-sweep: error: cannot read {ns.out}: {e}", file=sys.stderr)
        return 1
    rows: dict[str, dict[str, Any]] = {}
    for r in earlier:
        if "point" not in r:
            print(f"simd-sweep: error: {ns.out} has no 'point' column: not rows of simd-sweep", file=sys.stderr)
            return 1
        if not (ns.retry_errors and r.get("error")):
            rows[r["point"]] = r
    todo = [p for p in points if p.key not in rows]
    # the points carry their kernels' text: a worker needs none of the files
    kernels = {k: with_text(k) for k in dict.fromkeys(p.kernel for p in todo)}
    todo = [replace(p, kernel=kernels[p.kernel]) for p in todo]

    def save() -> None:
        ranked = sorted(rows.values(), key=lambda r: order.get(r["point"], len(order)))
        output.write(ns.out, ranked, sweep.columns)

    bar = _bar(len(points), len(points) - len(todo), ns.progress)
    start = time.perf_counter()
    last = start
    status = 0
    try:
        for i, row in run_points(run_point, todo, _failed, jobs=ns.jobs, scheduler=ns.scheduler, timeout=sweep.timeout):
            rows[todo[i].key] = row
            bar.update(1)
            if time.perf_counter() - last > SAVE_EVERY:
                save()
                last = time.perf_counter()
    except KeyboardInterrupt:
        status = 130
    except (OSError, RuntimeError) as e:  # no scheduler there, dask missing
        print(f"simd-sweep: error: {e}", file=sys.stderr)
        status = 1
    finally:
        bar.close()
        save()
    done = [rows[p.key] for p in points if p.key in rows]
    errors = sum(bool(r.get("error")) for r in done)
    mismatches = sum(str(r.get("same")).lower() == "false" for r in done)
    print(f"simd-sweep: {len(done)} of {len(points)} points ({len(points) - len(todo)} from {ns.out}), "
          f"{errors} with an error, {mismatches} mismatching the reference; "
          f"{time.perf_counter() - start:.1f} s; rows in {ns.out}", file=sys.stderr)  # fmt: skip
    if ns.plot and done:
        output.plot(ns.plot, done, sweep.columns, ns.metric)
        print(f"simd-sweep: plot in {ns.plot}", file=sys.stderr)
    return status


class _NoBar:
    def update(self, n: int) -> None:
        pass

    def close(self) -> None:
        pass


def _bar(total: int, done: int, show: bool | None) -> Any:
    if show is None:
        show = sys.stderr.isatty()
    if not show:
        return _NoBar()
    from tqdm import tqdm

    return tqdm(total=total, initial=done, file=sys.stderr, unit="point", desc="simd-sweep")


if __name__ == "__main__":
    sys.exit(main())
