"""Divergence-analysis time on kernels of ~1k, 10k and 100k ops, with growth ratios.

    python benchmarks/divergence_time.py [--max-ops 100000] [--shape loops|giant]

Two shapes:

* `loops`: a chain of diamonds (a divergent or uniform if/else joining with block
  arguments) inside loops with a divergent exit every few diamonds, so every part of the
  analysis (data dependence, join labels, cycles, temporal divergence) runs;
* `giant`: `tools/kernel_gen.giant_irreducible_kernel`, long-range gotos that make one
  irreducible cycle (nested hundreds deep) span most of the function (issue 12, item 8).

Prints a table of CPU seconds (user + system: robust on a shared, loaded machine);
near-linear scaling shows as growth ratios close to 10.  When `opt-22` is installed,
the same kernel as AMDGPU LLVM IR (`llvm_compare/to_llvm.py`) is timed with `opt-22
-passes='print<uniformity>'` (the whole process: parsing the `.ll` included) beside it;
`--opt-timeout S` gives up on it after S wall seconds.  `--plot
FILE.png` draws the times on log-log axes (benchmarks/plotting.py).
"""

from __future__ import annotations

import argparse
import math
import resource
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from xdsl.parser import Parser

from simdopt.benchmarks import plotting
from simdopt.benchmarks.llvm_compare.to_llvm import translate
from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.tools.frontend import make_context
from simdopt.tools.kernel_gen import giant_irreducible_kernel


def kernel(diamonds: int, loops: bool = True) -> str:
    """A chain of `diamonds` if/else diamonds joining with block arguments, every second
    one divergent.  `loops`: each join compares its value with the thread id, and every
    fourth diamond ends with a divergent branch back to the first of its four (a loop
    with a divergent exit); otherwise the chain is loop-free (one acyclic region)."""
    lines = [
        "func.func @k(%n : i32) -> i32 {",
        "  %tid = simd.thread_id : i32",
        "  %one = arith.constant 1 : i32",
        "  %two = arith.constant 2 : i32",
        "  cf.br ^h0(%n : i32)",
    ]
    for d in range(diamonds):
        cond = "%tid" if d % 2 else "%n"
        nxt = f"^h{d + 1}" if d + 1 < diamonds else "^done"
        lines += [
            f"^h{d}(%x{d} : i32):",
            f"  %c{d} = arith.cmpi slt, {cond}, %x{d} : i32",
            f"  cf.cond_br %c{d}, ^t{d}, ^e{d}",
            f"^t{d}:",
            f"  %a{d} = arith.addi %x{d}, %one : i32",
            f"  cf.br ^j{d}(%a{d} : i32)",
            f"^e{d}:",
            f"  %b{d} = arith.muli %x{d}, %two : i32",
            f"  cf.br ^j{d}(%b{d} : i32)",
            f"^j{d}(%y{d} : i32):",
        ]
        if not loops:
            lines += [f"  %s{d} = arith.subi %y{d}, %one : i32", f"  cf.br {nxt}(%s{d} : i32)"]
        elif d % 4 == 3:
            lines += [
                f"  %l{d} = arith.cmpi slt, %y{d}, %tid : i32",
                f"  cf.cond_br %l{d}, ^h{d - d % 4}(%y{d} : i32), {nxt}(%y{d} : i32)",
            ]
        else:
            lines += [f"  %l{d} = arith.cmpi slt, %y{d}, %tid : i32", f"  cf.br {nxt}(%y{d} : i32)"]
    lines += ["^done(%r : i32):", "  func.return %r : i32", "}"]
    return "\n".join(lines)


def opt_seconds(text: str, timeout: float | None) -> float | None:
    """CPU time (user + system) of `opt-22 -passes=print<uniformity>` on the kernel as
    LLVM IR (None without opt-22; `inf` when it did not finish within `timeout` wall
    seconds)."""
    if shutil.which("opt-22") is None:
        return None
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
        f.write(translate(text))
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    try:
        subprocess.run(
            ["opt-22", "-mtriple=amdgcn--", "-passes=print<uniformity>",
             "-disable-output", f.name],
            capture_output=True, check=True, timeout=timeout,
        )  # fmt: skip
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        elapsed = (after.ru_utime + after.ru_stime) - (
            before.ru_utime + before.ru_stime
        )
    except subprocess.TimeoutExpired:
        elapsed = math.inf
    Path(f.name).unlink()
    return elapsed


def main() -> None:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--max-ops", type=int, default=100000)
    p.add_argument("--shape", choices=("loops", "giant", "both"), default="both")
    p.add_argument(
        "--opt-timeout",
        type=float,
        default=None,
        help="give up on opt-22 after this many seconds (printed as >N)",
    )
    plotting.add_plot_option(p)
    ns = p.parse_args()
    series: dict[str, list[tuple[float, float]]] = {}
    ctx = make_context()
    shapes = ("loops", "giant") if ns.shape == "both" else (ns.shape,)
    for shape in shapes:
        print(f"shape: {shape}")
        print(
            f"{'ops':>8} {'blocks':>7} {'analysis s':>11} {'growth':>7} "
            f"{'opt-22 s':>9} {'growth':>7}   (CPU seconds)"
        )
        prev: float | None = None
        prev_opt: float | None = None
        size = 1000
        while size <= ns.max_ops:
            if shape == "loops":
                text = kernel(size // 7)
            else:
                text = giant_irreducible_kernel(size * 4 // 3)
            module = Parser(ctx, text).parse_module()
            ops = sum(1 for _ in module.walk())
            blocks = sum(len(r.blocks) for op in module.walk() for r in op.regions)
            start = time.process_time()
            analyze_divergence(module)
            elapsed = time.process_time() - start
            growth = f"{elapsed / prev:.1f}x" if prev else "-"
            theirs = opt_seconds(text, ns.opt_timeout)
            if theirs is None:
                opt_text = "n/a"
            elif math.isinf(theirs):
                opt_text = f">{ns.opt_timeout:.0f}"
            else:
                opt_text = f"{theirs:.3f}"
            opt_growth = (
                f"{theirs / prev_opt:.1f}x"
                if theirs is not None and prev_opt and math.isfinite(theirs)
                else "-"
            )
            print(
                f"{ops:>8} {blocks:>7} {elapsed:>11.3f} {growth:>7} "
                f"{opt_text:>9} {opt_growth:>7}",
                flush=True,
            )
            series.setdefault(f"{shape} (ours)", []).append((ops, elapsed))
            if theirs is not None and math.isfinite(theirs):
                series.setdefault(f"{shape} (opt-22)", []).append((ops, theirs))
            prev, prev_opt = elapsed, theirs
            size *= 10
    if ns.plot:
        plotting.analysis_time(ns.plot, series)


if __name__ == "__main__":
    main()
