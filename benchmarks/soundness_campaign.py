"""Soundness campaign for the divergence analysis: random SPMD kernels
(`tools/kernel_gen.py`) run by `simd-run --check-divergence`, which
reports every value, use or branch the analysis calls uniform whose converged dynamic
instances differ across lanes.

    python benchmarks/soundness_campaign.py [--kernels 100] [--seed 0] [--threads 8]
        [--width 4] [--budget 30] [--jobs N | --scheduler tcp://HOST:PORT]

Prints one line per kernel with a violation (and its file, kept in /tmp), then totals:
kernels run, kernels skipped (interpreter gaps), values analyzed, values called uniform,
violations.  Exit code 1 when a violation was found.  Each kernel is a point of
`simd-sweep`'s runner (`tools/sweep/executor.py`): `--jobs N` checks them on N worker
processes, `--scheduler` on a Dask cluster; the lines print in seed order either way.
"""

from __future__ import annotations

import argparse
import functools
import json
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from xdsl.dialects import builtin
from xdsl.ir import SSAValue

from simdopt.ir.output import write_file
from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.tools import kernel_gen as gen
from simdopt.tools.checkout import checkout
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.sweep.executor import in_order, run_points

ROOT = checkout()


def static_counts(text: str) -> tuple[int, int]:
    """(values, values the analysis calls uniform) in one kernel."""
    module = parse_module(make_context(), SourceMap("k.mlir", text))
    assert isinstance(module, builtin.ModuleOp)
    info = analyze_divergence(module, strict=True)
    values = uniform = 0
    for op in module.walk():
        vals: list[SSAValue] = list(op.results)
        for region in op.regions:
            for block in region.blocks:
                vals.extend(block.args)
        for v in vals:
            values += 1
            uniform += info.is_uniform(v)
    return values, uniform


def switch_supported() -> bool:
    probe = (
        "func.func @kernel(%n : i32) -> i32 {\n"
        "  %t = simd.thread_id : i32\n"
        "  cf.switch %t : i32, [default: ^bb1, 0: ^bb1]\n"
        "^bb1:\n  func.return %t : i32\n}\n"
    )
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(probe)
    proc = subprocess.run(
        ["simd-run", f.name, "--threads", "2", "--width", "2", "--args", "[0]"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    Path(f.name).unlink()
    return proc.returncode == 0


@dataclass
class SeedResult:
    """One kernel checked: its static counts, and the violations or why it did not run."""

    seed: int
    path: Path
    values: int = 0
    uniform: int = 0
    not_run: list[str] | None = None
    found: list[Any] = field(default_factory=list[Any])


def check_seed(seed: int, *, budget: int, switches: bool, threads: int, width: int) -> SeedResult:
    """The kernel of `seed` run by `simd-run --check-divergence` (a child process)."""
    text = gen.random_kernel(seed, budget=budget, switches=switches)
    v, u = static_counts(text)
    path = Path(tempfile.gettempdir()) / f"soundness_{seed}.mlir"
    write_file(path, text)
    args = json.dumps(gen.kernel_args(seed, threads))
    proc = subprocess.run(
        ["simd-run", str(path), "--threads", str(threads), "--width",
         str(width), "--check-divergence", "--json", "--args", args],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    if not proc.stdout:
        return SeedResult(seed, path, not_run=proc.stderr.strip().splitlines()[:1])
    found = json.loads(proc.stdout).get("divergence_violations", [])
    if not found:
        path.unlink()
    return SeedResult(seed, path, v, u, found=found)


def _worker_died(seed: int, phase: str, message: str) -> SeedResult:
    return SeedResult(seed, Path(tempfile.gettempdir()) / f"soundness_{seed}.mlir", not_run=[f"{phase}: {message}"])


def main() -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--kernels", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--threads", type=int, default=8)
    p.add_argument("--width", type=int, default=4)
    p.add_argument("--budget", type=int, default=30)
    where = p.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=int, default=0, help="worker processes (default 0: this process)")
    where.add_argument("--scheduler", metavar="tcp://HOST:PORT", help="check the kernels on a Dask cluster")
    ns = p.parse_args()
    switches = switch_supported()
    if not switches:
        print("note: simd-run cannot run cf.switch yet: kernels use if/else instead")
    run = skipped = values = uniform = violations = bad_kernels = 0
    start = time.perf_counter()
    check = functools.partial(check_seed, budget=ns.budget, switches=switches, threads=ns.threads, width=ns.width)
    seeds = list(range(ns.seed, ns.seed + ns.kernels))
    for r in in_order(run_points(check, seeds, _worker_died, jobs=ns.jobs, scheduler=ns.scheduler)):
        seed, path, found = r.seed, r.path, r.found
        if r.not_run is not None:
            skipped += 1
            print(f"seed {seed}: not run: {r.not_run}")
            continue
        run += 1
        values += r.values
        uniform += r.uniform
        if found:
            violations += len(found)
            bad_kernels += 1
            print(f"seed {seed}: {len(found)} violation(s), kernel kept in {path}")
            for item in found[:3]:
                print(f"    {item}")
    elapsed = time.perf_counter() - start
    print(
        f"kernels run {run}, skipped {skipped}, values analyzed {values}, "
        f"called uniform {uniform}, violations {violations} in {bad_kernels} kernel(s) "
        f"({ns.threads} threads, width {ns.width}, {elapsed:.0f} s)"
    )
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())
