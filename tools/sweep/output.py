"""The rows of a sweep on disk: CSV (or Parquet), rewritten atomically as rows arrive so
that an interrupted sweep loses at most the last second, and read back by a rerun
(which skips the points it finds); and `--plot`.

Columns: `point` (the point's key), `kernel`, one per axis, `phase` and `error` (empty
on success), `same` and `mismatch` (against the reference), the stats in the order
`simd-run --json` gives them (nested ones dotted), then `compile_time`, `run_time` and
`worker`.  Rows follow the sweep's point order.

In Parquet each column has its type: booleans, 64-bit integers, floats (a column mixing
integers and floats), text otherwise; an empty cell is a null.  Read back, a Parquet
row holds those Python values (None for a null), a CSV row text.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from simdopt.ir.output import write_file
from simdopt.tools.sweep.point import VOLATILE

LEAD = ("point", "kernel")
STATUS = ("phase", "error", "same", "mismatch")
PLOT_MISSING = "--plot needs matplotlib: pip install '.[plots]' (or pip install matplotlib)"


def columns(rows: Iterable[Mapping[str, Any]], axes: Sequence[str]) -> list[str]:
    """The header: fixed columns first, stats by first appearance, volatile ones last."""
    head = [*LEAD, *axes, "pipeline", *STATUS]
    seen = set(head) | set(VOLATILE)
    stats: list[str] = []
    for row in rows:
        for k in row:
            if k not in seen:
                seen.add(k)
                stats.append(k)
    return [*head, *stats, *VOLATILE]


def _cell(v: Any) -> Any:
    if isinstance(v, bool):
        return "true" if v else "false"
    return "" if v is None else v


def _missing(v: Any) -> bool:
    return v is None or v == ""


def column_type(values: Iterable[Any]) -> str:
    """The Parquet type of a column of these values: bool, int64, double or string."""
    present = [v for v in values if not _missing(v)]
    if present and all(isinstance(v, bool) for v in present):
        return "bool"
    if present and all(isinstance(v, int) and not isinstance(v, bool) for v in present):
        return "int64"
    if present and all(isinstance(v, int | float) and not isinstance(v, bool) for v in present):
        return "double"
    return "string"


def _typed(v: Any, kind: str) -> Any:
    if _missing(v):
        return None
    if kind == "double":
        return float(v)
    if kind == "string":
        return str(_cell(v))
    return v


def write(path: Path, rows: Sequence[Mapping[str, Any]], axes: Sequence[str]) -> None:
    """Write `rows` to `path` (.parquet: with pyarrow, typed columns; else CSV), atomically."""
    header = columns(rows, axes)
    if path.suffix == ".parquet":
        import pyarrow as pa  # pyright: ignore[reportMissingImports]
        import pyarrow.parquet as pq  # pyright: ignore[reportMissingImports]

        kinds = {c: column_type(r.get(c) for r in rows) for c in header}
        schema = pa.schema([(c, pa.type_for_alias(kinds[c])) for c in header])  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
        table = pa.Table.from_pylist([{c: _typed(r.get(c), kinds[c]) for c in header} for r in rows], schema=schema)  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
        data = pa.BufferOutputStream()  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
        pq.write_table(table, data)  # pyright: ignore[reportUnknownMemberType]
        path.parent.mkdir(parents=True, exist_ok=True)
        write_file(path, data.getvalue().to_pybytes())  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
        return
    text = io.StringIO()
    w = csv.DictWriter(text, header, lineterminator="\n")
    w.writeheader()
    for r in rows:
        w.writerow({c: _cell(r.get(c, "")) for c in header})
    path.parent.mkdir(parents=True, exist_ok=True)
    write_file(path, text.getvalue())


def read(path: Path) -> list[dict[str, Any]]:
    """The rows of an earlier run (CSV: text; Parquet: typed, None when empty); none if
    the file does not exist."""
    if not path.exists():
        return []
    if path.suffix == ".parquet":
        import pyarrow.parquet as pq  # pyright: ignore[reportMissingImports]

        return [dict(r) for r in pq.read_table(path).to_pylist()]  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType, reportUnknownVariableType]
    with path.open(newline="") as f:
        return [dict(r) for r in csv.DictReader(f)]


def check_plot_path(text: str) -> str:
    """argparse type of `--plot`: the path, once matplotlib is known to import."""
    import argparse

    try:
        import matplotlib  # noqa: F401  # pyright: ignore[reportUnusedImport, reportMissingImports]
    except ImportError:
        raise argparse.ArgumentTypeError(PLOT_MISSING) from None
    if not text.lower().endswith((".png", ".svg", ".pdf")):
        raise argparse.ArgumentTypeError(f"'{text}': give a .png, .svg or .pdf file name")
    return text


def _number(v: Any) -> float | None:
    try:
        return float(v)
    except (TypeError, ValueError):
        return None


def plot(path: str, rows: Sequence[Mapping[str, Any]], axes: Sequence[str], metric: str) -> None:
    """Top: bars of `metric` per kernel, one bar per configuration, at the smallest
    width.  Bottom: `metric` summed over the kernels that succeeded everywhere, a line per
    configuration over W.  A configuration is the row's non-width axis values."""
    import matplotlib  # pyright: ignore[reportMissingImports]

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt  # pyright: ignore[reportMissingImports]

    axes = [c for c in axes if c != "width" and len({str(_cell(r.get(c, ""))) for r in rows}) > 1]

    def config(r: Mapping[str, Any]) -> str:
        return " ".join(str(_cell(r[c])) for c in axes if str(r.get(c, "")) not in ("", "nan", "None")) or "all"

    good = [r for r in rows if not r.get("error") and _number(r.get(metric)) is not None]
    widths = sorted({int(float(r["width"])) for r in good})
    configs = sorted({config(r) for r in good})
    kernels = sorted({str(r["kernel"]) for r in rows})
    failed = {str(r["kernel"]) for r in rows if r.get("error") or _number(r.get(metric)) is None}
    width = max(8.0, 0.12 * len(kernels) * max(1, len(configs)) + 2)
    fig, (bars, lines) = plt.subplots(2, 1, figsize=(width, 8), gridspec_kw={"height_ratios": [3, 2]})  # pyright: ignore[reportUnknownMemberType, reportUnknownVariableType]
    if widths:
        w0 = widths[0]
        step = 0.8 / max(1, len(configs))
        for j, c in enumerate(configs):
            values = {str(r["kernel"]): _number(r[metric]) or 0.0 for r in good if config(r) == c and int(float(r["width"])) == w0}
            bars.bar([k + j * step for k in range(len(kernels))], [values.get(k, 0.0) for k in kernels], step, label=c)  # pyright: ignore[reportUnknownMemberType]
        bars.set_xticks([k + 0.4 - step / 2 for k in range(len(kernels))], kernels, rotation=70, ha="right", fontsize=7)  # pyright: ignore[reportUnknownMemberType]
        bars.set_yscale("log")  # pyright: ignore[reportUnknownMemberType]
        bars.set_title(f"{metric} per kernel, W={w0}")  # pyright: ignore[reportUnknownMemberType]
        bars.legend(fontsize=7)  # pyright: ignore[reportUnknownMemberType]
        for c in configs:
            ys = [sum(_number(r[metric]) or 0.0 for r in good
                      if config(r) == c and int(float(r["width"])) == w and str(r["kernel"]) not in failed)
                  for w in widths]  # fmt: skip
            lines.plot(widths, ys, marker="o", label=c)  # pyright: ignore[reportUnknownMemberType]
        lines.set_xscale("log", base=2)  # pyright: ignore[reportUnknownMemberType]
        lines.set_xticks(widths, [str(w) for w in widths])  # pyright: ignore[reportUnknownMemberType]
        lines.set_xlabel("W")  # pyright: ignore[reportUnknownMemberType]
        lines.set_title(f"{metric}, summed over the {len(kernels) - len(failed)} kernels that ran everywhere")  # pyright: ignore[reportUnknownMemberType]
        lines.legend(fontsize=7)  # pyright: ignore[reportUnknownMemberType]
    fig.tight_layout()  # pyright: ignore[reportUnknownMemberType]
    fig.savefig(path, dpi=120)  # pyright: ignore[reportUnknownMemberType]
    plt.close(fig)  # pyright: ignore[reportUnknownMemberType]

