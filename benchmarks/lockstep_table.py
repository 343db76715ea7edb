"""The lockstep machine: SIMD baseline vs scalarized vs scalarized + uniformity checks.

    python benchmarks/lockstep_table.py [--penalty N] [--random N] [--plot FILE.png]
        [--jobs N | --scheduler tcp://HOST:PORT]

For every example (with its documented inputs) and both mask styles, lowers the program
with `convert-simd-to-lockstep` and runs it on the simulator:

* `baseline`   — the SIMD program as written, lowered;
* `checks`     — `insert-uniformity-checks{threshold=0}` first (every masked run);
* `checks+all` — the same with `all-fast-path=true` (if/else diamonds);
* `scalar`     — `divergence-scalarize` first (when that pass is registered);
* `scalar+chk` — both.

and prints ALU lane-ops (the seed metric), cycles and energy (`TargetDesc` defaults,
taken-branch penalty `--penalty`, given to the pass as its option and read by the
simulator from the lowered module's `#lockstep.target`).  Then, for a batch of random masked programs
(`tests/passes/test_lockstep_differential.py`'s generator), it runs each program on
*coherent* inputs (all lanes equal: every mask is all-on or all-off) and on *divergent*
inputs (random lanes), and sweeps the check threshold (`+all`: with the all-active fast path), to show where the runtime
checks pay (empty masks: the skipped run's issue slots are saved) and where they cost
(mixed masks: one reduction and one branch per run for nothing).

Each program under each mask style and pipeline is a point of `simd-sweep`'s runner
(`tools/sweep/executor.py`, carrying the program's text): `--jobs N` runs them on N
worker processes, `--scheduler` on a Dask cluster; the tables are the same, byte for
byte, as in this process (the default).
"""

from __future__ import annotations

import argparse
import copy
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from xdsl.dialects import builtin, func
from xdsl.passes import ModulePass

from simdopt.benchmarks import plotting
from simdopt.dialects.lockstep import TargetDesc
from simdopt.interpreters.lockstep import RuntimeFault, run_lockstep
from simdopt.passes import get_all_passes
from simdopt.passes.convert_simd_to_lockstep import ConvertSimdToLockstepPass
from simdopt.passes.insert_uniformity_checks import InsertUniformityChecksPass
from simdopt.tools.checkout import checkout
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.random_masked import random_program
from simdopt.tools.sweep.executor import add_options, in_order, run_points

ROOT = checkout()


def scalarize_pass() -> ModulePass | None:
    factory = get_all_passes().get("divergence-scalarize")
    return factory()() if factory is not None else None


def run(text: str, passes: list[ModulePass], args: list[Any]) -> dict[str, Any]:
    """Run the lowered program on the machine its `#lockstep.target` describes."""
    ctx = make_context()
    module = parse_module(ctx, SourceMap("program.mlir", text))
    for p in passes:
        p.apply(ctx, module)
    entry = _entry(module)
    try:
        return run_lockstep(module, entry, args)
    except RuntimeFault as fault:
        return {"fault": fault.message}


@dataclass(frozen=True)
class LockstepPoint:
    """One program, one mask style, one pipeline: a point of the sweep runner.  It
    carries the program's text (a Dask worker need not see the examples)."""

    text: str
    args: tuple[Any, ...]
    style: Literal["exec", "per-op"]
    penalty: int
    scalarize: bool = False
    threshold: int | None = None
    """`insert-uniformity-checks{threshold=...}` first (None: no checks)."""
    fast: bool = False

    def passes(self) -> list[ModulePass]:
        lower = ConvertSimdToLockstepPass(mask_style=self.style).with_target(TargetDesc(taken_branch_penalty=self.penalty))
        out: list[ModulePass] = [lower]
        if self.threshold is not None:
            out.insert(0, InsertUniformityChecksPass(threshold=self.threshold, all_fast_path=self.fast))
        sc = scalarize_pass()
        if self.scalarize and sc is not None:
            out.insert(0, sc)
        return out


def run_point(point: LockstepPoint) -> dict[str, Any]:
    """`run` of one point (in a worker of `tools/sweep/executor`)."""
    return run(point.text, point.passes(), copy.deepcopy(list(point.args)))


def _worker_died(point: LockstepPoint, phase: str, message: str) -> dict[str, Any]:
    return {"fault": f"worker {phase}: {message}"}


def _entry(module: builtin.ModuleOp) -> func.FuncOp:
    funcs = [op for op in module.walk() if isinstance(op, func.FuncOp)]
    return next((f for f in funcs if f.sym_name.data == "main"), funcs[0])


def example_args(path: Path) -> list[Any]:
    m = re.search(r"simd-run: --args '(.*)'", path.read_text())
    return json.loads(m.group(1)) if m else []


def fmt(stats: dict[str, Any] | None) -> str:
    if stats is None:
        return f"{'n/a':>20}"
    return f"{stats['alu_lane_ops']:>5} {stats['cycles']:>5} {stats['energy']:>8.1f}"


EXAMPLE_PIPELINES: dict[str, tuple[bool, int | None, bool]] = {
    "baseline": (False, None, False),
    "checks": (False, 0, False),
    "checks+all": (False, 0, True),
    "scalar": (True, None, False),
    "scalar+chk": (True, 0, False),
}
"""The examples table's columns: (divergence-scalarize first, check threshold, all-active
fast path), each then lowered by `convert-simd-to-lockstep`."""


def examples_table(target: TargetDesc, jobs: int = 0, scheduler: str | None = None) -> list[tuple[str, str, str, Any]]:
    rows: list[tuple[str, str, str, Any]] = []  # for --plot
    names = list(EXAMPLE_PIPELINES)
    paths = sorted((ROOT / "examples").glob("*.mlir"))
    widths = sorted({int(w) for p in paths for w in re.findall(r"vector<(\d+)x", p.read_text())})
    print(
        f"Examples (W={'/'.join(map(str, widths))}, "
        f"taken-branch penalty {target.taken_branch_penalty})"
    )
    print("  each cell: ALU lane-ops, cycles, energy")
    header = f"{'program':<22} {'style':<7}" + "".join(f" {n:>20}" for n in names)
    print(header)
    print("-" * len(header))
    have_scalarize = scalarize_pass() is not None
    points: list[LockstepPoint] = []
    for path in paths:
        text, args = path.read_text(), tuple(example_args(path))
        for style in ("exec", "per-op"):
            for scalar, threshold, fast in EXAMPLE_PIPELINES.values():
                if have_scalarize or not scalar:
                    points.append(LockstepPoint(text, args, style, target.taken_branch_penalty, scalar, threshold, fast))
    results = in_order(run_points(run_point, points, _worker_died, jobs=jobs, scheduler=scheduler))
    for path in paths:
        for style in ("exec", "per-op"):
            cells: list[str] = []
            for pipeline, (scalar, _, _) in EXAMPLE_PIPELINES.items():
                if scalar and not have_scalarize:
                    cells.append(fmt(None))
                    continue
                out = next(results)
                rows.append((path.stem, style, pipeline, out.get("stats")))
                cells.append(f"{'fault':>20}" if "fault" in out else fmt(out["stats"]))
            print(f"{path.stem:<22} {style:<7}" + "".join(f" {c}" for c in cells))
    if not have_scalarize:
        print("(scalar columns: divergence-scalarize is not registered yet)")
    print()
    return rows


def coherent(args: list[Any]) -> list[Any]:
    """Every lane of every input equal to its lane 0: masks are all-on or all-off."""
    return [[a[0]] * len(a) if isinstance(a, list) and a else a for a in args]


SWEEP: list[tuple[int | None, bool]] = [
    (None, False),
    (0, False),
    (2, False),
    (4, False),
    (12, False),
    (0, True),
    (4, True),
]


def random_table(target: TargetDesc, count: int, max_run: int, jobs: int = 0, scheduler: str | None = None) -> None:
    programs = [random_program(seed, max_run) for seed in range(count)]
    print(
        f"Random masked programs: {count}, masked runs of 1..{max_run} ops, "
        "totals over the batch (d-: change against no checks)"
    )
    print(
        f"{'inputs':<10} {'style':<7} {'threshold':>9} {'cycles':>8} {'energy':>10} "
        f"{'lane-ops':>9} {'skipped':>8} {'d-cycles':>9} {'d-energy':>9}"
    )
    penalty = target.taken_branch_penalty
    points = [
        LockstepPoint(text, tuple(coherent(args) if regime == "coherent" else args), style, penalty, False, threshold, fast)
        for regime in ("coherent", "divergent")
        for style in ("exec", "per-op")
        for threshold, fast in SWEEP
        for text, args, _ in programs
    ]
    results = in_order(run_points(run_point, points, _worker_died, jobs=jobs, scheduler=scheduler))
    for regime in ("coherent", "divergent"):
        for style in ("exec", "per-op"):
            base: dict[str, float] | None = None
            for threshold, fast in SWEEP:
                totals = {"cycles": 0.0, "energy": 0.0, "lane": 0.0, "skipped": 0.0}
                for text, _, _ in programs:
                    out = next(results)
                    if "fault" in out:
                        raise SystemExit(f"fault: {out['fault']}\n{text}")
                    s = out["stats"]
                    totals["cycles"] += s["cycles"]
                    totals["energy"] += s["energy"]
                    totals["lane"] += s["alu_lane_ops"]
                    totals["skipped"] += s["regions_skipped"]
                if base is None:
                    base = totals
                label = "none" if threshold is None else str(threshold)
                label += "+all" if fast else ""
                dc = 100.0 * (totals["cycles"] - base["cycles"]) / base["cycles"]
                de = 100.0 * (totals["energy"] - base["energy"]) / base["energy"]
                print(
                    f"{regime:<10} {style:<7} {label:>9} {totals['cycles']:>8.0f} "
                    f"{totals['energy']:>10.1f} {totals['lane']:>9.0f} "
                    f"{totals['skipped']:>8.0f} {dc:>+8.1f}% {de:>+8.1f}%"
                )
    print()


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument(
        "--penalty", type=int, default=TargetDesc().taken_branch_penalty
    )
    parser.add_argument("--random", type=int, default=40)
    add_options(parser)
    plotting.add_plot_option(parser)
    ns = parser.parse_args(argv)
    target = TargetDesc(taken_branch_penalty=ns.penalty)
    where = {"jobs": ns.jobs, "scheduler": ns.scheduler}
    rows = examples_table(target, **where)
    random_table(target, ns.random, 4, **where)
    random_table(target, ns.random // 2, 12, **where)
    if ns.plot:
        plotting.lockstep_table(ns.plot, rows)


if __name__ == "__main__":
    main()
