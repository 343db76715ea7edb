"""10^6-thread launches of every corpus kernel on `--engine jit`, at the SPMD, SIMD and
lockstep stages (issue 23's bar: under 10 s each on the 2-core machine).

    python -m simdopt.benchmarks.jit_launches [--threads N] [--suite] [KERNEL ...]

Each kernel's launch of `examples/opencl/launches.json` (with `--suite`, also
`examples/opencl/suite/launches.json`'s), grown to about N threads: the
grid's x size times F and every array argument repeated F times (scalars kept, so a
kernel bounded by a size argument leaves most threads idle: the launch machinery is
what grows).  The kernel is vectorized as `engine_speed.py` does
(`spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize`, then
`convert-simd-to-lockstep` for the lockstep stage; the SPMD stage runs the kernel as
imported) and run on the jit; a launch the native code hands back to the interpreter is
reported as such (it would take hours), a kernel the jit refuses (`--engine jit
cannot compile ...`) too.  Prints CPU seconds of the whole run (argument
conversion included), of the native launch and of the compile, and whether the run
meets the bar.  That
the jit's output equals the interpreter's is `tests/interpreters/test_jit_simd.py`'s
job, on the small launches.
"""

from __future__ import annotations

import argparse
import json
import math
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from simdopt.interpreters.errors import ArgumentError
from simdopt.interpreters.jit import launcher
from simdopt.interpreters.jit import spmd as jit_spmd
from simdopt.interpreters.jit import vectorized as jit_vectorized
from simdopt.interpreters.runner import run_program
from simdopt.tools.checkout import checkout
from simdopt.tools.frontend import SourceMap, import_ll
from simdopt.tools.kernel_runs import apply
from simdopt.tools.simd_run import _entry  # pyright: ignore[reportPrivateUsage]

ROOT = checkout() / "examples" / "opencl"
VECTORIZE = "spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize"
STAGES = {"spmd": None, "simd": VECTORIZE, "lockstep": VECTORIZE + ",convert-simd-to-lockstep"}
BAR = 10.0
"""Issue 23's bar: seconds for a 10^6-thread launch."""


def _dims(s: str) -> list[int]:
    return ([int(x) for x in str(s).split(",")] + [1, 1])[:3]


class HandedBack(Exception):
    """The native run handed the launch to the interpreter."""


def _refuse_interpreter(*args: Any, **kwargs: Any) -> Any:
    raise HandedBack


@contextmanager
def _no_interpreter() -> Iterator[None]:
    """A launch the native code hands back raises HandedBack instead of running on the
    interpreter (both engines' fallbacks), for the run inside only."""
    saved = jit_vectorized.run_vectorized_launch, jit_spmd.run_spmd
    jit_vectorized.run_vectorized_launch = _refuse_interpreter  # pyright: ignore[reportAttributeAccessIssue]
    jit_spmd.run_spmd = _refuse_interpreter  # pyright: ignore[reportAttributeAccessIssue]
    try:
        yield
    finally:
        jit_vectorized.run_vectorized_launch, jit_spmd.run_spmd = saved


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="jit_launches", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("kernels", nargs="*")
    p.add_argument("--threads", type=int, default=1_000_000)
    p.add_argument("--suite", action="store_true", help="also the kernels of examples/opencl/suite")
    ns = p.parse_args(argv)
    folders = [ROOT, ROOT / "suite"] if ns.suite else [ROOT]
    launches = {name: (folder, la) for folder in folders for name, la in json.loads((folder / "launches.json").read_text()).items()}
    print(f"| kernel | stage | threads | total s | native s | compile s | under {BAR:g} s |")
    print("|---|---|---|---|---|---|---|")
    worst, missed, refused = 0.0, 0, 0
    for name in ns.kernels or list(launches):
        folder, la = launches[name]
        grid, block = _dims(la["grid"]), _dims(la["block"])
        f = max(1, round(ns.threads / (math.prod(grid) * math.prod(block))))
        args = [x * f if isinstance(x, list) else x for x in la["args"]]
        kernel = import_ll(SourceMap(name, (folder / f"{name}.ll").read_text()))
        for stage, pipeline in STAGES.items():
            module = apply(kernel, pipeline) if pipeline is not None else kernel
            start = time.process_time()
            try:
                with _no_interpreter():
                    out = run_program(module, _entry(module, None), [list(x) if isinstance(x, list) else x for x in args], grid=(grid[0] * f, grid[1], grid[2]),
                                      block=(block[0], block[1], block[2]), width=4, max_steps=10**9, time_limit=None,
                                      engine="jit")  # fmt: skip
            except HandedBack:
                print(f"| {name} | {stage} | - | handed back to the interpreter | | | no |", flush=True)
                missed += 1
                continue
            except ArgumentError as e:
                print(f"| {name} | {stage} | - | refused: {e} | | | - |", flush=True)
                refused += 1
                continue
            total = time.process_time() - start
            t = jit_spmd.TIMES if pipeline is None else launcher.TIMES
            worst, missed = max(worst, total), missed + (total >= BAR)
            print(f"| {name} | {stage} | {out['stats']['threads']} | {total:.2f} | {t['native']:.2f} | {t['compile']:.2f} "
                  f"| {'yes' if total < BAR else 'NO'} |", flush=True)  # fmt: skip
    print(f"\nslowest run {worst:.2f} s; {missed} run(s) miss the bar" if missed else f"\nslowest run {worst:.2f} s: every run meets the bar")
    if refused:
        print(f"{refused} run(s) refused by --engine jit (they run on the interpreter)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
