"""Time the front end (parse, verify, dominance check, print) against program size.

Two shapes per size: one long block (straight-line arith) and a chain of blocks (one
op per block, values passed as block arguments) — the latter used to be quadratic in
xDSL 0.74's verifier (`len(region.blocks)` per terminator); `tools/frontend.py`
verifies in linear time.  Prints seconds per stage and the growth ratio between
consecutive sizes (linear growth: ratio ~ the size ratio).

    python benchmarks/frontend_scaling.py [--sizes 1000,10000]
"""

from __future__ import annotations

import argparse
import io
import time

from xdsl.dialects.builtin import ModuleOp
from xdsl.printer import Printer

from simdopt.tools.frontend import (
    LocatingParser,
    SourceMap,
    check_dominance,
    make_context,
    verify_module,
)


def straight_line(n: int) -> str:
    lines = ["func.func @f(%a: i32) -> i32 {", "  %v0 = arith.addi %a, %a : i32"]
    lines += [f"  %v{i} = arith.addi %v{i - 1}, %a : i32" for i in range(1, n)]
    lines += [f"  func.return %v{n - 1} : i32", "}"]
    return "\n".join(lines) + "\n"


def block_chain(n: int) -> str:
    lines = ["func.func @f(%a: i32) -> i32 {", "  cf.br ^bb1(%a : i32)"]
    for i in range(1, n):
        lines += [
            f"^bb{i}(%x{i}: i32):",
            f"  %y{i} = arith.addi %x{i}, %a : i32",
            f"  cf.br ^bb{i + 1}(%y{i} : i32)",
        ]
    lines += [f"^bb{n}(%x{n}: i32):", f"  func.return %x{n} : i32", "}"]
    return "\n".join(lines) + "\n"


def measure(text: str) -> dict[str, float]:
    ctx = make_context()
    source = SourceMap("bench.mlir", text)
    t0 = time.perf_counter()
    module = LocatingParser(ctx, text, source).parse_module()
    t1 = time.perf_counter()
    verify_module(module)  # includes the dominance check
    t2 = time.perf_counter()
    check_dominance(module)
    t3 = time.perf_counter()
    Printer(stream=io.StringIO()).print_op(module)
    t4 = time.perf_counter()
    assert isinstance(module, ModuleOp)
    return {
        "parse": t1 - t0,
        "verify+dom": t2 - t1,
        "dom only": t3 - t2,
        "print": t4 - t3,
    }


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument(
        "--sizes", default="1000,4000,16000", help="comma-separated op counts"
    )
    sizes = [int(s) for s in ap.parse_args().sizes.split(",")]
    for name, gen in (("straight-line", straight_line), ("block chain", block_chain)):
        print(f"{name}:")
        print(
            f"  {'ops':>7} {'parse':>8} {'verify+dom':>11} {'dom only':>9} {'print':>8} {'growth':>7}"
        )
        prev: tuple[int, float] | None = None
        for n in sizes:
            r = measure(gen(n))
            total = r["verify+dom"]
            growth = f"{total / prev[1]:.1f}x" if prev and prev[1] > 0 else "-"
            print(
                f"  {n:>7} {r['parse']:>8.3f} {r['verify+dom']:>11.3f} {r['dom only']:>9.3f} {r['print']:>8.3f} {growth:>7}"
            )
            prev = (n, total)
        print("  (growth: verify+dom time relative to the previous size)")


if __name__ == "__main__":
    main()
