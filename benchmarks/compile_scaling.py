"""Compile time and peak memory of each pass on SPMD kernels of ~1k, 10k and 100k ops.

    python benchmarks/compile_scaling.py [--sizes 1000,10000,100000] [--shape diamonds|loops|both]
                                         [--no-memory] [--only STEP,...] [--base REV]

Two shapes of `cf` kernels:

* `diamonds`: a chain of if/else diamonds joining with block arguments, alternately
  divergent and uniform (no loop: one acyclic region of ~ops/7 units for `lift-cf-to-scf`);
* `loops`: the same chain inside loops with a divergent exit every four diamonds
  (both from `divergence_time.kernel`, the one generator of these chains).

For each size it times, in process: parsing the kernel (`parse`), `print-divergence`,
`lift-cf-to-scf`, `spmd-vectorize{width=4 mode=uniform}` (which lifts the CFG itself),
printing the vectorized program (`print vec`) and parsing it back (`parse vec`: the
`vector<4xi32>` types).  A pass is timed alone: its kernel is parsed outside the
measurement.  Each step prints CPU seconds and its growth over the previous size (≈10
when linear), then, unless `--no-memory`, its peak memory (tracemalloc, in a second run
of the step: tracing slows Python down, so the times come from the untraced run).

`--base REV` also times the two parse steps on git revision REV's tree (default: not
compared), each side in a fresh process, alternately, best of two: `before / after`
is the speed-up of parsing (the load of a shared machine affects both alike).
"""

from __future__ import annotations

import argparse
import io
import os
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

from xdsl.dialects.builtin import ModuleOp
from xdsl.printer import Printer
from xdsl.utils.arg_spec import parse_pipeline

from simdopt.benchmarks.divergence_time import kernel
from simdopt.passes import get_all_passes
from simdopt.tools.frontend import SourceMap, make_context, parse_module

VECTORIZE = "spmd-vectorize{width=4 mode=uniform}"
PARSE_STEPS = ("parse", "parse vec")


def _parse(text: str) -> ModuleOp:
    return parse_module(make_context(), SourceMap("k.mlir", text))


def _pass(spec: str) -> Callable[[ModuleOp], Any]:
    def run(module: ModuleOp) -> None:
        with redirect_stdout(io.StringIO()):
            _pass_apply(spec, module)

    return run


def _printed(module: ModuleOp) -> str:
    out = io.StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


def steps(text: str) -> dict[str, tuple[Callable[[], Any], Callable[[Any], Any]]]:
    """name -> (setup outside the measurement, the measured step given the setup)."""
    vec_text: list[str] = []

    def vectorized() -> ModuleOp:
        module = _parse(text)
        _pass_apply(VECTORIZE, module)
        return module

    def print_vec(m: ModuleOp) -> None:
        vec_text[:] = [_printed(m)]

    return {
        "parse": (lambda: text, _parse),
        "print-divergence": (lambda: _parse(text), _pass("print-divergence")),
        "lift-cf-to-scf": (lambda: _parse(text), _pass("lift-cf-to-scf")),
        VECTORIZE: (lambda: _parse(text), _pass(VECTORIZE)),
        "print vec": (vectorized, print_vec),
        "parse vec": (lambda: vec_text[0], _parse),
    }


def _pass_apply(spec: str, module: ModuleOp) -> None:
    for ps in parse_pipeline(spec):
        get_all_passes()[ps.name]().from_pass_spec(ps).apply(make_context(), module)


def measure(step: tuple[Callable[[], Any], Callable[[Any], Any]], memory: bool) -> tuple[float, float | None]:
    """(CPU seconds, peak MB or None) of a step, its setup outside the measurement."""
    setup, fn = step
    arg = setup()
    t0 = time.process_time()
    fn(arg)
    elapsed = time.process_time() - t0
    if not memory:
        return elapsed, None
    arg = setup()
    tracemalloc.start()
    fn(arg)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return elapsed, peak / 1e6


# ------------------------------------------------------------------ parse: before / after


_PARSE_ONCE = (
    "import sys, time; sys.setrecursionlimit(100_000); "
    "import simdopt; from pathlib import Path; "
    # the base side must time the base tree, not the installed checkout
    "assert sys.argv[2] == '-' or Path(simdopt.__file__).is_relative_to(sys.argv[2]), simdopt.__file__; "
    "from simdopt.tools.frontend import SourceMap, make_context, parse_module; "
    "text = open(sys.argv[1]).read(); ctx = make_context(); t = time.process_time(); "
    "parse_module(ctx, SourceMap('k.mlir', text)); print(time.process_time() - t)"
)


def _parse_in_process(path: str, tree: str | None) -> float:
    """CPU seconds of one `parse_module` of the file in a fresh process (import and
    context outside the measurement), with `simdopt` from `tree` (None: this checkout)."""
    env = dict(os.environ)
    if tree is not None:
        env["PYTHONPATH"] = tree
    done = subprocess.run([sys.executable, "-c", _PARSE_ONCE, path, tree or "-"], env=env, capture_output=True, text=True, check=False)
    if done.returncode:
        sys.exit(f"compile_scaling: parsing in {tree or 'this checkout'} failed:\n{done.stderr}")
    return float(done.stdout.splitlines()[-1])


def parse_before_after(text: str, tree: str) -> tuple[float, float]:
    """(before, after) CPU seconds of parsing `text`: best of two alternate runs each."""
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
    try:
        runs: dict[str | None, list[float]] = {tree: [], None: []}
        for _ in range(2):
            for side in runs:
                runs[side].append(_parse_in_process(f.name, side))
        return min(runs[tree]), min(runs[None])
    finally:
        Path(f.name).unlink()


def main(argv: list[str] | None = None) -> int:
    from simdopt.benchmarks.engine_speed import _base_tree  # pyright: ignore[reportPrivateUsage]

    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--sizes", default="1000,10000,100000")
    p.add_argument("--shape", choices=("diamonds", "loops", "both"), default="both")
    p.add_argument("--no-memory", action="store_true", help="times only (no tracemalloc run)")
    p.add_argument("--only", help="comma-separated step names to run (default: all)")
    p.add_argument("--base", help="git revision whose parse steps to time as well (before / after)")
    ns = p.parse_args(argv)
    sizes = [int(s) for s in ns.sizes.split(",")]
    shapes = ("diamonds", "loops") if ns.shape == "both" else (ns.shape,)
    only = set(ns.only.split(",")) if ns.only else None
    sys.setrecursionlimit(100_000)
    with tempfile.TemporaryDirectory() as tmp:
        try:
            base = _base_tree(ns.base, tmp) if ns.base else None
        except subprocess.CalledProcessError:  # git said why on stderr
            sys.exit(f"compile_scaling: --base {ns.base}: no such revision to compare with")
        for shape in shapes:
            print(f"shape: {shape}   (CPU s, growth over the previous size; peak MB of the step)")
            prev: dict[str, float] = {}
            for size in sizes:
                text = kernel(size // 9, loops=False) if shape == "diamonds" else kernel(size // 7)
                ops = sum(1 for _ in _parse(text).walk())
                print(f"  ~{size} ops ({ops} parsed)")
                for name, step in steps(text).items():
                    needed = only is None or name in only or (name == "print vec" and "parse vec" in only)
                    if not needed:
                        continue
                    elapsed, peak = measure(step, not ns.no_memory)
                    growth = f"{elapsed / prev[name]:6.1f}x" if name in prev and prev[name] > 0 else "      -"
                    mem = f"{peak:9.1f} MB" if peak is not None else ""
                    print(f"    {name:<40}{elapsed:9.3f} s {growth} {mem}", flush=True)
                    prev[name] = elapsed
                    if base is not None and name in PARSE_STEPS:
                        src = step[0]()
                        before, after = parse_before_after(src, base)
                        print(f"      {ns.base} {before:.3f} s / this checkout {after:.3f} s = {before / after:.2f}x", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
