"""Divergence-analysis time on kernels of ~1k, 10k and 100k ops, with growth ratios.

Each kernel is a chain of diamonds (a divergent or uniform if/else joining with block
arguments) inside loops with a divergent exit every few diamonds, so every part of the
analysis (data dependence, join labels, cycles, temporal divergence) runs.  Prints a
table; near-linear scaling shows as growth ratios close to 10.  `--plot FILE.png` draws
the times on log-log axes (benchmarks/plotting.py).
"""

from __future__ import annotations

import time

import plotting
from xdsl.parser import Parser

from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.tools.frontend import make_context


def kernel(diamonds: int) -> str:
    lines = [
        "func.func @k(%n : i32) -> i32 {",
        "  %tid = simd.thread_id : i32",
        "  %one = arith.constant 1 : i32",
        "  %two = arith.constant 2 : i32",
        "  cf.br ^h0(%n : i32)",
    ]
    for d in range(diamonds):
        cond = "%tid" if d % 2 else "%n"
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
            f"  %l{d} = arith.cmpi slt, %y{d}, %tid : i32",
        ]
        nxt = f"^h{d + 1}" if d + 1 < diamonds else "^done"
        back = f"^h{d - d % 4}"
        if d % 4 == 3:
            lines.append(f"  cf.cond_br %l{d}, {back}(%y{d} : i32), {nxt}(%y{d} : i32)")
        else:
            lines.append(f"  cf.br {nxt}(%y{d} : i32)")
    lines += ["^done(%r : i32):", "  func.return %r : i32", "}"]
    return "\n".join(lines)


def main() -> None:
    plot = plotting.plot_option(__doc__)
    points: list[tuple[float, float]] = []
    ctx = make_context()
    print(f"{'ops':>8} {'blocks':>7} {'analysis s':>11} {'growth':>7}")
    prev: float | None = None
    for diamonds in (1000 // 7, 10000 // 7, 100000 // 7):
        module = Parser(ctx, kernel(diamonds)).parse_module()
        ops = sum(1 for _ in module.walk())
        blocks = 4 * diamonds + 2
        start = time.perf_counter()
        analyze_divergence(module)
        elapsed = time.perf_counter() - start
        growth = f"{elapsed / prev:.1f}x" if prev else "-"
        print(f"{ops:>8} {blocks:>7} {elapsed:>11.3f} {growth:>7}")
        prev = elapsed
        points.append((ops, elapsed))
    if plot:
        plotting.analysis_time(plot, {"diamond chains in loops": points})


if __name__ == "__main__":
    main()
