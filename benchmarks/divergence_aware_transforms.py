"""Seed 002's experiment on our machine: unswitching and jump threading vs divergence.

    python benchmarks/divergence_aware_transforms.py [--width W] [--plot FILE.png]
        [--jobs N | --scheduler tcp://HOST:PORT]

Each kernel of `examples/seed002/` (a uniform and a divergent variant per transform) runs
three ways before `spmd-vectorize{mode=uniform},divergence-scalarize,canonicalize,cse,
dce,convert-simd-to-lockstep` and the lockstep machine (subgroup by subgroup, memory
carried along):

* `off`      - the transform not run;
* `uniform`  - `uniform-unswitch` / `uniform-jump-threading` (uniform branches only);
* `forced`   - the same with `{divergent=true}`.

Printed per kernel and mode: cycles, ALU lane-ops and energy summed over the subgroups,
the change against `off`, and `ok` when the final memory equals the SPMD executor's.
Expected (the seed's point): the transforms save cycles on uniform branches, cost cycles
when forced on divergent ones, and the uniform-only mode is never worse than off.
Exits 1 on a mismatch or when uniform-only is worse than off.  Each kernel is a point of
`simd-sweep`'s runner (`tools/sweep/executor.py`): `--jobs N`, `--scheduler` as in the
other tables, the same output.
"""

from __future__ import annotations

import argparse
import copy
import io
import sys
from pathlib import Path

from simdopt.benchmarks.kernel_pipeline_table import Launch, apply, entry, launch_of
from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.ir.output import write_file
from simdopt.tools.checkout import checkout
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.sweep.executor import add_options, in_order, run_points

KERNELS = checkout() / "examples" / "seed002"
TRANSFORM = {"unswitch": "uniform-unswitch", "jump_threading": "uniform-jump-threading"}
MODES = {"off": None, "uniform": "", "forced": "{divergent=true}"}
PIPELINE = (
    "spmd-vectorize{{width={w} mode=uniform}},divergence-scalarize,canonicalize,cse,dce,"
    "convert-simd-to-lockstep"
)


Rows = list[tuple[str, dict[str, float], bool]]


def measure(path: Path, width: int | None) -> Rows:
    """(mode, machine totals, same memory as the SPMD executor) for one kernel."""
    ns = argparse.Namespace(threads=None, grid=None, block=None, width=width, args=None)
    return measure_point((path.stem, path.read_text(), launch_of(path, ns)))


def measure_point(point: tuple[str, str, Launch]) -> Rows:
    """`measure` of one kernel (name, text, launch): a point of `tools/sweep/executor`,
    carrying the kernel's text (a Dask worker need not see the file)."""
    name, text, launch = point
    kernel = parse_module(make_context(), SourceMap(f"{name}.mlir", text))
    ref = run_spmd(kernel, entry(kernel), copy.deepcopy(launch.args), width=launch.width, **launch.geometry())
    transform = next(p for k, p in TRANSFORM.items() if name.startswith(k))
    rows: Rows = []
    for mode, options in MODES.items():
        prefix = "" if options is None else transform + options + ","
        machine = apply(kernel, prefix + PIPELINE.format(w=launch.width))
        out = run_vectorized_launch(
            machine, entry(machine), copy.deepcopy(launch.args), width=launch.width, **launch.geometry()
        )
        totals = {k: float(out["stats"][k]) for k in ("alu_lane_ops", "cycles", "energy")}
        rows.append((mode, totals, out["memrefs"] == ref["memrefs"]))
    return rows


def _worker_died(point: tuple[str, str, Launch], phase: str, message: str) -> Rows:
    raise RuntimeError(f"{point[0]}: worker {phase}: {message}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--width", type=int, help="subgroup width (default: each kernel's header)")
    p.add_argument("--plot", type=Path, help="write a bar chart of the cycles (needs matplotlib)")
    add_options(p)
    ns = p.parse_args(argv)
    head = f"{'kernel':<26} {'mode':<8} {'cycles':>7} {'vs off':>7} {'lane-ops':>9} {'energy':>8}  same"
    print("Seed 002 on the lockstep machine: transforms off / on uniform branches / forced")
    print(head)
    print("-" * len(head))
    bad = 0
    table: dict[str, dict[str, float]] = {}
    paths = sorted(KERNELS.glob("*.mlir"))
    launch = argparse.Namespace(threads=None, grid=None, block=None, width=ns.width, args=None)
    points = [(path.stem, path.read_text(), launch_of(path, launch)) for path in paths]
    for path, rows in zip(paths, in_order(run_points(measure_point, points, _worker_died, jobs=ns.jobs, scheduler=ns.scheduler)), strict=True):
        base = rows[0][1]["cycles"]
        table[path.stem] = {mode: totals["cycles"] for mode, totals, _ in rows}
        for mode, totals, same in rows:
            ratio = totals["cycles"] / base if base else 1.0
            bad += not same
            print(
                f"{path.stem:<26} {mode:<8} {totals['cycles']:>7.0f} {ratio:>6.2f}x "
                f"{totals['alu_lane_ops']:>9.0f} {totals['energy']:>8.1f}  {'ok' if same else 'MISMATCH'}"
            )
        if table[path.stem]["uniform"] > base:
            print(f"{path.stem}: uniform-only mode is worse than off", file=sys.stderr)
            bad += 1
    if ns.plot is not None:
        plot(table, ns.plot)
    return 1 if bad else 0


def plot(table: dict[str, dict[str, float]], out: Path) -> None:
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("--plot needs matplotlib: pip install '.[plots]'", file=sys.stderr)
        return
    kernels = list(table)
    fig, ax = plt.subplots(figsize=(8, 4))
    for i, mode in enumerate(MODES):
        xs = [k + (i - 1) * 0.27 for k in range(len(kernels))]
        ax.bar(xs, [table[k][mode] for k in kernels], width=0.27, label=mode)
    ax.set_xticks(range(len(kernels)), kernels, rotation=15)
    ax.set_ylabel("lockstep cycles (summed over subgroups)")
    ax.set_title("Seed 002: divergence-aware unswitching and jump threading")
    ax.legend()
    fig.tight_layout()
    buf = io.BytesIO()  # written whole (ir/output.py), not left half-drawn on a full disk
    fig.savefig(buf, format=str(out).rsplit(".", 1)[-1])
    write_file(out, buf.getvalue())
    print(f"wrote {out}")


if __name__ == "__main__":
    sys.exit(main())
