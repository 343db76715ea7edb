"""Plots for the benchmark scripts: `--plot FILE.png` (matplotlib, an optional extra).

    pip install -e '.[plots]'
    python benchmarks/seed_table.py --plot seed.png
    python benchmarks/lockstep_table.py --plot lockstep.png
    python benchmarks/divergence_time.py --plot analysis_time.png
    python benchmarks/llvm_compare/compare.py --plot llvm.png

Each script adds the option with `add_plot_option(parser)` (or `plot_option()` when it
has no other option) and, after printing its table, hands the same numbers to one
function here.  The option checks that matplotlib is importable when it is parsed, so a
missing matplotlib is one line (`--plot needs matplotlib: pip install '.[plots]'`) before
any benchmark runs, never a traceback after it.  Plots are written with the Agg backend
(no display needed); the printed tables stay the reference, the plots only show them.
"""

from __future__ import annotations

import argparse
import io
from collections.abc import Mapping, Sequence
from typing import Any

from simdopt.ir.output import write_file

MISSING = "--plot needs matplotlib: pip install '.[plots]' (or pip install matplotlib)"

# One colour per role, used the same way in every plot.
SEED = "#9a9a9a"
OURS = "#1f5fbf"
OURS_LIGHT = "#8fb3e6"
GOOD = "#2ca02c"
BAD = "#d62728"
PALETTE = ["#9a9a9a", "#1f5fbf", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b"]


def _plot_path(text: str) -> str:
    """argparse type of `--plot`: the path, once matplotlib is known to import."""
    try:
        import matplotlib  # noqa: F401  # pyright: ignore[reportUnusedImport]
    except ImportError:
        raise argparse.ArgumentTypeError(MISSING) from None
    if not text.lower().endswith((".png", ".svg", ".pdf")):
        raise argparse.ArgumentTypeError(f"'{text}': give a .png, .svg or .pdf file name")
    return text


def add_plot_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--plot",
        type=_plot_path,
        metavar="FILE.png",
        help="also draw the table into FILE (.png/.svg/.pdf; needs matplotlib: "
        "pip install '.[plots]')",
    )


def plot_option(description: str | None) -> str | None:
    """For a script without other options: parse `--plot` alone."""
    parser = argparse.ArgumentParser(
        description=(description or "").strip().splitlines()[0] if description else None
    )
    add_plot_option(parser)
    plot: str | None = parser.parse_args().plot
    return plot


def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    plt.rcParams.update({"font.size": 10, "axes.spines.top": False, "axes.spines.right": False})
    return plt


def _save(plt: Any, fig: Any, path: str) -> None:
    fig.tight_layout()
    buf = io.BytesIO()  # written whole (ir/output.py), not left half-drawn on a full disk
    fig.savefig(buf, format=str(path).rsplit(".", 1)[-1], dpi=130)
    write_file(path, buf.getvalue())
    plt.close(fig)
    print(f"plot written to {path}")


def _number(x: object) -> float | None:
    try:
        return float(x)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return None


def grouped_bars(
    ax: Any,
    groups: Sequence[str],
    series: Mapping[str, Sequence[object]],
    colours: Sequence[str],
    *,
    labels: bool = True,
) -> None:
    """One group of bars per entry of `groups`, one bar per series; values that are not
    numbers ("n/a", "error") leave a gap."""
    n = len(series)
    width = 0.8 / max(n, 1)
    for k, ((name, values), colour) in enumerate(zip(series.items(), colours, strict=False)):
        xs, ys = [], []
        for i, v in enumerate(values):
            y = _number(v)
            if y is not None:
                xs.append(i - 0.4 + width * (k + 0.5))
                ys.append(y)
        bars = ax.bar(xs, ys, width * 0.95, label=name, color=colour)
        if labels:
            ax.bar_label(bars, fmt="%g", fontsize=8, padding=1)
    ax.set_xticks(range(len(groups)), groups)


# -- one function per script ---------------------------------------------------------


def seed_table(path: str, rows: Sequence[Sequence[object]]) -> None:
    """rows: (benchmark, seed baseline, our baseline, seed optimized, scalarize,
    scalarize+cleanup) - seed 000's table with our numbers beside the seed's."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(8, 4.2))
    names = [str(r[0]) for r in rows]
    series = {
        "seed: baseline": [r[1] for r in rows],
        "seed: optimized": [r[3] for r in rows],
        "ours: baseline": [r[2] for r in rows],
        "ours: divergence-scalarize": [r[4] for r in rows],
        "ours: + canonicalize,cse,dce": [r[5] for r in rows],
    }
    grouped_bars(ax, names, series, ["#c7c7c7", SEED, "#b9cbe6", OURS_LIGHT, OURS])
    ax.set_ylabel("static ALU ops (W=4, SPEC §8)")
    ax.set_title("Seed 000's benchmarks: the seed's numbers and ours (lower is better)")
    ax.legend(fontsize=8, ncols=2, loc="upper left")
    top = max((_number(v) or 0.0) for r in rows for v in r[1:])
    ax.set_ylim(0, top * 1.3)
    _save(plt, fig, path)


def lockstep_table(
    path: str, rows: Sequence[tuple[str, str, str, dict[str, Any] | None]]
) -> None:
    """rows: (program, mask style, pipeline, stats or None) of the examples table; one
    panel per mask style, cycles per program and pipeline."""
    plt = _pyplot()
    styles = sorted({r[1] for r in rows})
    programs = list(dict.fromkeys(r[0] for r in rows))
    pipelines = list(dict.fromkeys(r[2] for r in rows))
    fig, axes = plt.subplots(
        len(styles), 1, figsize=(max(8, 0.9 * len(programs) + 2), 3.4 * len(styles)),
        squeeze=False,
    )
    for ax, style in zip(axes[:, 0], styles, strict=True):
        cell = {(r[0], r[2]): r[3] for r in rows if r[1] == style}
        series = {
            p: [
                (cell.get((prog, p)) or {}).get("cycles", "n/a") for prog in programs
            ]
            for p in pipelines
        }
        grouped_bars(ax, programs, series, PALETTE, labels=False)
        top = max((_number(v) or 0.0) for vs in series.values() for v in vs)
        ax.set_ylim(0, top * 1.25)
        ax.set_ylabel("cycles")
        ax.set_title(f"lockstep machine, mask style {style} (lower is better)")
        ax.tick_params(axis="x", labelrotation=30)
        for label in ax.get_xticklabels():
            label.set_horizontalalignment("right")
        ax.legend(fontsize=8, ncols=len(pipelines))
    _save(plt, fig, path)


def analysis_time(
    path: str,
    series: Mapping[str, Sequence[tuple[float, float]]],
    *,
    xlabel: str = "ops",
    ylabel: str = "analysis time (s)",
    title: str = "Divergence analysis time vs size",
) -> None:
    """Log-log lines of (size, seconds) per shape, with a dotted linear reference
    through the first point of each (a slope-1 line: near-linear scaling follows it)."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(6.5, 4.5))
    for (name, points), colour in zip(series.items(), PALETTE[1:] + PALETTE, strict=False):
        pts = sorted((x, y) for x, y in points if x > 0 and y > 0)
        if not pts:
            continue
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        ax.plot(xs, ys, "o-", color=colour, label=name)
        x0, y0 = pts[0]
        ax.plot(
            [x0, xs[-1]], [y0, y0 * xs[-1] / x0], ":", color=colour, alpha=0.6,
            label=f"{name}: linear from the first point",
        )
        for x, y in pts:
            ax.annotate(f"{y:.3g}s", (x, y), textcoords="offset points", xytext=(4, -10), fontsize=8)
    ax.set_xscale("log")
    ax.set_yscale("log")
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.set_title(title)
    ax.grid(True, which="both", alpha=0.3)
    ax.legend(fontsize=8)
    _save(plt, fig, path)


def llvm_compare(
    path: str, counts: dict[str, int] | dict[str, dict[str, int]], title: str | None = None
) -> None:
    """Totals of the comparison with LLVM: agree / we are less precise / we are more
    precise, as horizontal bars on a log scale (a handful of differences shows beside
    thousands of agreements).  `counts` is one panel (`{"agree": n, ...}`) or one panel
    per kind (`{"values": {...}, "branches": {...}}`)."""
    plt = _pyplot()
    first = next(iter(counts.values()), 0)
    panels: dict[str, dict[str, int]] = (
        {"values": counts}  # type: ignore[dict-item]
        if not isinstance(first, dict)
        else counts  # type: ignore[assignment]
    )
    rows = sum(len(p) for p in panels.values())
    fig, axes = plt.subplots(
        len(panels), 1, figsize=(8.5, 0.55 * rows + 1.2 * len(panels)), squeeze=False
    )
    for ax, (kind, panel) in zip(axes[:, 0], panels.items(), strict=True):
        names = list(panel)
        values = [panel[n] for n in names]
        colours = [
            GOOD if "agree" in n else BAD if "LLVM uniform" in n or "less" in n else OURS
            for n in names
        ]
        # Bars start at the axis' left edge so that a 0 is no bar at all.
        bars = ax.barh(
            range(len(names)), [max(v - 0.7, 0) for v in values], left=0.7, color=colours
        )
        ax.bar_label(bars, labels=[str(v) for v in values], padding=3, fontsize=9)
        ax.set_yticks(range(len(names)), names)
        ax.invert_yaxis()
        ax.set_xscale("log")
        ax.set_xlim(0.7, max([*values, 1]) * 4)
        ax.set_xlabel(f"{kind} (log scale)")
        ax.set_title(
            f"{kind}: {sum(values)} compared", fontsize=10, loc="left"
        )
    fig.suptitle(title or "Our divergence verdicts vs LLVM's print<uniformity>")
    _save(plt, fig, path)


def kernel_pipeline(path: str, per_kernel: dict[str, dict[str, dict[str, float]]]) -> None:
    """per_kernel: kernel -> stage -> row of `kernel_pipeline_table.py`; one bar group per
    kernel, the stages side by side: machine cycles and static ALU ops, relative to the
    kernel's `naive` stage (kernels differ by orders of magnitude)."""
    plt = _pyplot()
    kernels = list(per_kernel)
    stages = list(next(iter(per_kernel.values()), {}))
    fig, axes = plt.subplots(2, 1, figsize=(max(8, 0.8 * len(kernels) + 2), 7), squeeze=False)
    for ax, column, label in zip(axes[:, 0], ("cycles", "static"), ("machine cycles", "static ALU ops"), strict=True):
        series = {
            stage: [
                round(per_kernel[k][stage][column] / per_kernel[k]["naive"][column], 2)
                if per_kernel[k]["naive"][column] else "n/a"
                for k in kernels
            ]
            for stage in stages
        }
        grouped_bars(ax, kernels, series, PALETTE, labels=False)
        ax.axhline(1.0, color="#888888", linewidth=0.8)
        ax.set_ylim(0, 1.3 * max([1.0, *((_number(v) or 0.0) for vs in series.values() for v in vs)]))
        ax.set_ylabel(f"{label} / naive")
        ax.set_title(f"{label} per kernel and stage, relative to naive (lower is better)")
        ax.tick_params(axis="x", labelrotation=30)
        for tick in ax.get_xticklabels():
            tick.set_horizontalalignment("right")
        ax.legend(fontsize=8, ncols=len(stages))
    _save(plt, fig, path)
