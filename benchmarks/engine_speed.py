"""Interpreter speed: CPU time per GPU thread of every reference engine, before and after.

    python benchmarks/engine_speed.py [--base REV] [--min-time S] [--kernels a,b]

For vector_add, stencil, matmul and mandelbrot (`examples/opencl/*.ll`, the launches of
`examples/opencl/launches.json`) it measures the CPU time per GPU thread of

* `spmd`     — the SPMD executor (`simd-run K.ll --grid .. --block ..`);
* `simd`     — the SIMD interpreter on `spmd-vectorize{width=4 mode=uniform},
               divergence-scalarize,canonicalize` of the kernel, run over the launch;
* `lockstep` — the lockstep machine on that program after `convert-simd-to-lockstep`;

each launch repeated until `--min-time` seconds of CPU time were spent (at least 3
times; the per-thread time is the fastest run's / its threads: on a shared machine the
fastest is the least disturbed).  The same measurement runs on `--base REV` too (default `main`: the tree of that git revision, extracted into a temporary
directory and imported instead of this checkout, in a child process), kernel by kernel, alternating with this checkout's
(load on a shared machine then affects both alike), and the table prints both and their ratio `before / after` (the speed-up).  `--base none` measures this
checkout only.  Every stage also compares what both trees computed (`same` column, see
`same_text`): the results and memory, and apart from them the stats, whose keys and
counts change as the cost model does (against an old base the stats differ while the
results and memory are the same).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from typing import Any

from simdopt.tools.checkout import checkout

KERNELS = ("vector_add", "stencil", "matmul", "mandelbrot")
STAGES = ("spmd", "simd", "lockstep")
PIPELINE = "spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize"
ROOT = checkout()


def _dims(s: str) -> tuple[int, int, int]:
    xs = [int(x) for x in s.split(",")] + [1, 1]
    return xs[0], xs[1], xs[2]


def measure(kernels: list[str], min_time: float) -> dict[str, Any]:
    """{kernel: {stage: {"us": CPU µs per thread, "out": the run's output}}} for the
    `simdopt` package this process imports."""
    import copy

    from simdopt.interpreters.runner import run_program
    from simdopt.tools.frontend import SourceMap, import_ll
    from simdopt.tools.kernel_runs import apply
    from simdopt.tools.simd_run import _entry  # pyright: ignore[reportPrivateUsage]

    launches = json.loads((ROOT / "examples/opencl/launches.json").read_text())
    out: dict[str, Any] = {}
    for name in kernels:
        path = ROOT / "examples/opencl" / f"{name}.ll"
        spmd = import_ll(SourceMap(str(path), path.read_text()))
        simd = apply(spmd, PIPELINE)
        lock = apply(simd, "convert-simd-to-lockstep")
        launch = launches[name]
        grid, block = _dims(launch["grid"]), _dims(launch["block"])
        threads = grid[0] * grid[1] * grid[2] * block[0] * block[1] * block[2]
        out[name] = {}
        for stage, module in zip(STAGES, (spmd, simd, lock), strict=True):
            fn = _entry(module, None)
            runs, spent, best, result = 0, 0.0, float("inf"), None
            while spent < min_time or runs < 3:
                args = copy.deepcopy(launch["args"])
                t0 = time.process_time()
                result = run_program(module, fn, args, grid=grid, block=block, width=4,
                                     max_steps=10**9, time_limit=None)  # fmt: skip
                elapsed = time.process_time() - t0
                spent, runs, best = spent + elapsed, runs + 1, min(best, elapsed)
            out[name][stage] = {"us": best / threads * 1e6, "out": result}
    return out


def _text(x: Any) -> str:
    """`x` as canonical JSON text (NaN equals NaN here, and tuples equal lists)."""
    return json.dumps(x, sort_keys=True)


def same_text(after: dict[str, Any], before: dict[str, Any], most: int = 6) -> str:
    """Whether two runs' outputs agree: the results and memory (every key but `stats`),
    and the stats apart, naming the stats keys that differ (`+k` only after, `-k` only
    before, `k` a changed value; at most `most` of them)."""
    rest = [k for k in sorted(after.keys() | before.keys()) if k != "stats"]
    values = "yes" if all(_text(after.get(k)) == _text(before.get(k)) for k in rest) else "DIFFERS"
    sa, sb = after.get("stats") or {}, before.get("stats") or {}
    keys = [f"+{k}" if k not in sb else f"-{k}" if k not in sa else k
            for k in sorted(sa.keys() | sb.keys()) if _text(sa.get(k)) != _text(sb.get(k)) or (k in sa) != (k in sb)]  # fmt: skip
    if not keys:
        return f"results+memory {values}, stats yes"
    shown = ", ".join(keys[:most]) + (f", ... ({len(keys)} keys)" if len(keys) > most else "")
    return f"results+memory {values}, stats DIFFERS (keys: {shown})"


def _base_tree(rev: str, tmp: str) -> str:
    """`rev`'s tree extracted as `TMP/simdopt` (the import package is the repository root)."""
    dest = Path(tmp) / "simdopt"
    dest.mkdir()
    archive = Path(tmp) / "base.tar"
    subprocess.run(["git", "-C", str(ROOT), "archive", "-o", str(archive), rev], check=True)
    with tarfile.open(archive) as tar:
        tar.extractall(dest, filter="data")
    return tmp


def measure_base(rev: str, kernels: list[str], min_time: float) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        path = _base_tree(rev, tmp)
        env = {**os.environ, "PYTHONPATH": path}
        code = (
            "import sys, json, runpy; "
            f"m = runpy.run_path({str(Path(__file__))!r}); "
            f"import simdopt; assert simdopt.__file__.startswith({path!r}), simdopt.__file__; "
            f"print(json.dumps(m['measure']({kernels!r}, {min_time!r})))"
        )
        done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=False)
        if done.returncode:
            sys.exit(f"engine_speed: measuring {rev} failed:\n{done.stderr}")
        return json.loads(done.stdout.splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--base", default="main", help="git revision to compare with (none: no comparison)")
    p.add_argument("--min-time", type=float, default=1.0, help="CPU seconds per measurement (default 1)")
    p.add_argument("--kernels", default=",".join(KERNELS))
    ns = p.parse_args(argv)
    kernels = ns.kernels.split(",")
    before: dict[str, Any] | None = None if ns.base == "none" else {}
    after: dict[str, Any] = {}
    for k in kernels:
        if before is not None:
            before.update(measure_base(ns.base, [k], ns.min_time))
        after.update(measure(kernels=[k], min_time=ns.min_time))
    print(f"CPU time per GPU thread (µs), W=4; before = {ns.base}, after = this checkout")
    print(f"{'kernel':<12}{'stage':<10}{'before':>10}{'after':>10}{'speed-up':>10}  same")
    worst = None
    for k in kernels:
        for s in STAGES:
            a = after[k][s]
            if before is None:
                print(f"{k:<12}{s:<10}{'':>10}{a['us']:>10.1f}")
                continue
            b = before[k][s]
            ratio = b["us"] / a["us"]
            worst = ratio if worst is None else min(worst, ratio)
            same = same_text(a["out"], b["out"])
            print(f"{k:<12}{s:<10}{b['us']:>10.1f}{a['us']:>10.1f}{ratio:>9.2f}x  {same}")
    if worst is not None:
        print(f"smallest speed-up: {worst:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
