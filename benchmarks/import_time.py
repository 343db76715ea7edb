"""How fast LLVM IR comes in: import time per instruction, against our own parser.

    python benchmarks/import_time.py [--instructions N] [--repeat R]

For every kernel of `examples/opencl/` and for a generated kernel of about N LLVM
instructions (default 100 000: a chain of blocks, each loading, computing, comparing and
branching to a diamond whose join phi feeds the next block), it prints

* import: `frontends.llvm.import_llvm` (llvmlite's parse + our translation) plus the
  verifier (`tools.frontend.verify_module`, with dominance), per LLVM instruction;
* + divergence: the same followed by the `print-divergence` report;
* MLIR parse: `tools.frontend.parse_module` (xDSL's parser + the same verifier) of the
  imported module printed as MLIR - the same kernel in our own format;

and the ratio (import + print-divergence) / (MLIR parse).  The goal is at most 2.
Best of R runs (default 3; 1 for the generated kernel when N > 20 000).
"""

from __future__ import annotations

import argparse
import io
import sys
import time
from collections.abc import Callable

import llvmlite.binding as llvm
from xdsl.printer import Printer

from simdopt.frontends.llvm import import_llvm
from simdopt.passes.print_divergence import divergence_report
from simdopt.tools.checkout import checkout
from simdopt.tools.frontend import SourceMap, make_context, parse_module, verify_module

ROOT = checkout()
CORPUS = ROOT / "examples" / "opencl"


def generated_kernel(n_insts: int) -> str:
    """An AMDGPU kernel of about `n_insts` instructions (12 per step)."""
    steps = max(1, n_insts // 12)
    out = [
        "define amdgpu_kernel void @big(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %n) {",
        "entry:",
        "  %tid = call i32 @llvm.amdgcn.workitem.id.x()",
        "  br label %s0",
    ]
    prev = "%tid"
    for k in range(steps):
        out += [
            f"s{k}:",
            f"  %i{k} = add i32 {prev}, {k % 7 + 1}",
            f"  %e{k} = sext i32 %i{k} to i64",
            f"  %p{k} = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %e{k}",
            f"  %x{k} = load i32, ptr addrspace(1) %p{k}, align 4",
            f"  %c{k} = icmp slt i32 %x{k}, %n",
            f"  br i1 %c{k}, label %t{k}, label %f{k}",
            f"t{k}:",
            f"  %y{k} = mul i32 %x{k}, 3",
            f"  br label %j{k}",
            f"f{k}:",
            f"  %z{k} = sub i32 %x{k}, %n",
            f"  br label %j{k}",
            f"j{k}:",
            f"  %m{k} = phi i32 [ %y{k}, %t{k} ], [ %z{k}, %f{k} ]",
            f"  %r{k} = and i32 %m{k}, 1023",
            f"  br label %s{k + 1}",
        ]
        prev = f"%r{k}"
    out += [
        f"s{steps}:",
        f"  %last = sext i32 {prev} to i64",
        "  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %last",
        f"  store i32 {prev}, ptr addrspace(1) %q, align 4",
        "  ret void",
        "}",
        "declare i32 @llvm.amdgcn.workitem.id.x()",
    ]
    return "\n".join(out) + "\n"


def count_instructions(text: str) -> int:
    m = llvm.parse_assembly(text)
    return sum(1 for f in m.functions for b in f.blocks for _ in b.instructions)


def best(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def measure(name: str, text: str, repeat: int) -> tuple[str, int, float, float, float]:
    n = count_instructions(text)

    def do_import():  # noqa: ANN202
        module = import_llvm(text)
        verify_module(module)
        return module

    module = do_import()
    buf = io.StringIO()
    Printer(stream=buf).print_op(module)
    mlir = buf.getvalue()
    t_import = best(do_import, repeat)
    t_both = best(lambda: divergence_report(do_import()), repeat)
    ctx = make_context()
    t_parse = best(lambda: parse_module(ctx, SourceMap(name + ".mlir", mlir)), repeat)
    return name, n, t_import, t_both, t_parse


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--instructions", type=int, default=100_000)
    p.add_argument("--repeat", type=int, default=3)
    ns = p.parse_args()
    sys.setrecursionlimit(100_000)
    rows = [measure(f.stem, f.read_text(), ns.repeat) for f in sorted(CORPUS.glob("*.ll"))]
    big_repeat = 1 if ns.instructions > 20_000 else ns.repeat
    rows.append(measure(f"generated-{ns.instructions}", generated_kernel(ns.instructions), big_repeat))
    print(f"{'kernel':<18} {'insts':>7} {'import us/inst':>15} {'+divergence us/inst':>20} {'MLIR parse us/inst':>19} {'ratio':>6}")
    tot = [0, 0.0, 0.0, 0.0]
    for name, n, ti, tb, tp in rows:
        print(f"{name:<18} {n:>7} {1e6 * ti / n:>15.1f} {1e6 * tb / n:>20.1f} {1e6 * tp / n:>19.1f} {tb / tp:>6.2f}")
        if not name.startswith("generated"):
            tot[0] += n
            tot[1] += ti
            tot[2] += tb
            tot[3] += tp
    n, ti, tb, tp = tot
    print(f"{'corpus total':<18} {n:>7} {1e6 * ti / n:>15.1f} {1e6 * tb / n:>20.1f} {1e6 * tp / n:>19.1f} {tb / tp:>6.2f}")


if __name__ == "__main__":
    main()
