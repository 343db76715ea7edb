"""Compile time of `divergence-scalarize` on generated SIMD functions of ~1k, 10k, 100k ops.

    python benchmarks/scalarize_compile_time.py [--sizes 1000,10000,100000]
        [--shapes straight,loops,blocks] [--runs N] [--no-cli] [--no-check]

Three shapes, each a repetition of one ~40-op unit mixing uniform and divergent values
(`s2vb`/`s2v` of scalars, `vload`, elementwise ops, ops masked by divergent and by
uniform `vcmp` masks — a masked `vdiv` under a uniform mask gets an `scf.if` guard —
`vphi`, gathers from uniform, consecutive and divergent addresses, `v2s`, a `vstore`):

* `straight` — one block;
* `loops`    — every unit inside an `scf.for` (trip count 2) carrying a uniform and a
               divergent vector through iter_args;
* `blocks`   — every unit ends in a scalar `cf.cond_br` diamond whose join block takes a
               uniform and a divergent vector as block arguments.

Two tables per shape:

1. in process (parse once with `tools/frontend.py`): parse+verify, print, then the pass's
   stages — `analyze_divergence`, `analyze_strides`, `plan_scalarization` — and the whole
   `DivergenceScalarizePass().apply` (the rewrite = apply minus the three), in seconds and
   microseconds per op, `apply/p+p` = apply / (parse+verify + print), and the growth
   factor of apply between consecutive sizes (~ the size ratio when linear);
2. whole commands (median of `--runs` runs; one run at >= 50k ops):
   `simd-opt FILE` (parse + verify + print, no pass) vs `simd-opt -p divergence-scalarize
   FILE` (which also verifies after the pass); `pass` = the difference, `ratio` =
   pass / no-pass (goal: <= 1.0), and microseconds per op of each (linear growth:
   constant per-op figures).

Unless `--no-check`, every program of at most 2000 ops (the interpreter is slow) is also
run before and after the pass with `run_simd` and the results compared.
Times are CPU seconds (user + sys; `time.process_time` in process, the children's
rusage for commands): on a shared machine wall time also measures the neighbours.
It prints tables and never asserts on times.
"""

from __future__ import annotations

import argparse
import io
import json
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from xdsl.dialects import builtin, func
from xdsl.printer import Printer

from simdopt.interpreters.simd_program import run_simd
from simdopt.ir.output import write_file
from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.passes.analysis.stride import analyze_strides
from simdopt.passes.divergence_scalarize import (
    DivergenceScalarizePass,
    plan_scalarization,
)
from simdopt.tools.frontend import SourceMap, make_context, parse_module

# CPU seconds, not wall: the machine is shared, and the pass is single-threaded Python
# (wall time would measure the neighbours).
CLOCK = time.process_time

V = "vector<4xi32>"
M = "vector<4xi1>"
MEM = "memref<?xi32>"
MEM_SIZE = 32  # addresses are masked to 0..15 (+3 for vloads): always in bounds


def unit(
    k: int, acc_u: str, acc_d: str, rng: random.Random
) -> tuple[list[str], str, str]:
    """One unit: ~40 ops; returns (lines, new uniform acc, new divergent acc)."""
    c = rng.randrange(1, 100)
    lane = rng.randrange(4)
    pred = rng.choice(["slt", "sgt", "eq", "ne"])
    lines = [
        # uniform scalars and their vectors
        f"%ck{k} = arith.constant {c} : i32",
        f"%s{k} = arith.addi %n, %ck{k} : i32",
        f"%a{k} = arith.andi %s{k}, %c15 : i32",
        f"%u{k} = simd.s2vb %a{k} : {V}",
        f"%w{k} = simd.s2v %a{k}, %a{k}, %a{k}, %a{k} : {V}",
        f"%e{k} = simd.vadd %u{k}, {acc_u} : {V}",
        f"%f{k} = simd.vmul %e{k}, %w{k} : {V}",
        f"%ia{k} = simd.vand %f{k}, %v15 : {V}",
        # a gather from a uniform address (becomes memref.load)
        f"%gu{k} = simd.gather %m[%ia{k}] : {MEM}, {V}",
        # divergent data
        f"%x{k} = simd.vload %m[%a{k}] : {MEM}, {V}",
        f"%d{k} = simd.vadd %x{k}, %gu{k} : {V}",
        f"%id{k} = simd.vand %d{k}, %v15 : {V}",
        f"%gd{k} = simd.gather %m[%id{k}] : {MEM}, {V}",
        f"%l{k} = simd.vadd %lanes, %u{k} : {V}",
        f"%il{k} = simd.vand %l{k}, %v15 : {V}",
        f"%gl{k} = simd.gather %m[%il{k}] : {MEM}, {V}",
        # a gather from consecutive addresses (becomes a vload; its address chain dies)
        f"%ic{k} = simd.vadd %iota, %u{k} : {V}",
        f"%gc{k} = simd.gather %m[%ic{k}] : {MEM}, {V}",
        # a divergent mask: uniform pure ops under it lose the predicate
        f"%p{k} = simd.vcmp {pred}, %gd{k}, %e{k} : {V}",
        f"%t{k} = simd.vsub %e{k}, %u{k} mask(%p{k}) : {V}",
        f"%o{k} = simd.vmul %gd{k}, %gl{k} mask(not %p{k}) : {V}",
        f"%r{k} = simd.vphi %p{k}, %t{k}, %o{k} : {V}",
        # a uniform mask: trapping/memory ops go under scf.if, pure ones unmasked
        f"%q{k} = simd.vcmp slt, %u{k}, %w{k} : {V}",
        f"%qq{k} = simd.vcmp sge, %u{k}, %v8 : {V}",
        f"%qa{k} = simd.pand %q{k}, %qq{k} : {M}",
        f"%dv{k} = simd.vor %f{k}, %v1 : {V}",
        f"%z{k} = simd.vdiv %e{k}, %dv{k} mask(%qq{k}) : {V}",
        f"%zg{k} = simd.gather %m[%ia{k}] mask(%qq{k}) : {MEM}, {V}",
        f"%zs{k} = simd.vadd %z{k}, %zg{k} mask(%qq{k}) : {V}",
        f"%zz{k} = simd.vphi %qq{k}, %zs{k}, %e{k} : {V}",
        f"%y{k} = simd.vsub %zz{k}, %u{k} mask(%qa{k}) : {V}",
        f"%yy{k} = simd.vphi %qa{k}, %y{k}, %zz{k} : {V}",
        # back to scalars and accumulate
        f"%ln{k} = arith.constant {lane} : i32",
        f"%xs{k} = simd.v2s %yy{k}[%ln{k}] : {V}",
        f"%xb{k} = simd.s2vb %xs{k} : {V}",
        f"%nu{k} = simd.vxor %xb{k}, %e{k} : {V}",
        f"%rc{k} = simd.vadd %r{k}, %gc{k} : {V}",
        f"%rd{k} = simd.vadd {acc_d}, %rc{k} : {V}",
        f"%nd{k} = simd.vmax %rd{k}, %nu{k} : {V}",
    ]
    if k % 4 == 3:
        lines.append(f"simd.vstore %nd{k}, %out[%c0] : {MEM}, {V}")
    return lines, f"%nu{k}", f"%nd{k}"


PROLOGUE = [
    "%c0 = arith.constant 0 : i32",
    "%c1 = arith.constant 1 : i32",
    "%c2 = arith.constant 2 : i32",
    "%c3 = arith.constant 3 : i32",
    "%c8 = arith.constant 8 : i32",
    "%c15 = arith.constant 15 : i32",
    f"%v1 = simd.s2vb %c1 : {V}",
    f"%v8 = simd.s2vb %c8 : {V}",
    f"%v15 = simd.s2vb %c15 : {V}",
    f"%lanes = simd.vload %m[%c0] : {MEM}, {V}",
    f"%iota = simd.s2v %c0, %c1, %c2, %c3 : {V}",
    f"%accu0 = simd.s2vb %n : {V}",
    f"%accd0 = simd.vadd %lanes, %accu0 : {V}",
    "%lb = arith.constant 0 : index",
    "%ub = arith.constant 2 : index",
    "%st = arith.constant 1 : index",
]
HEADER = f"func.func @main(%m: {MEM}, %out: {MEM}, %n: i32) -> ({V}, {V}) {{"
OPS_PER_UNIT = 40  # measured (module.walk) for `straight`; the others add a few


def generate(shape: str, units: int, seed: int = 0) -> str:
    rng = random.Random(seed)
    body = list(PROLOGUE)
    acc_u, acc_d = "%accu0", "%accd0"
    for k in range(units):
        if shape == "straight":
            lines, acc_u, acc_d = unit(k, acc_u, acc_d, rng)
            body += lines
        elif shape == "loops":
            lines, nu, nd = unit(k, f"%iu{k}", f"%id_{k}", rng)
            body.append(
                f"%lu{k}, %ld{k} = scf.for %j{k} = %lb to %ub step %st "
                f"iter_args(%iu{k} = {acc_u}, %id_{k} = {acc_d}) -> ({V}, {V}) {{"
            )
            body += ["  " + line for line in lines]
            body.append(f"  scf.yield {nu}, {nd} : {V}, {V}")
            body.append("}")
            acc_u, acc_d = f"%lu{k}", f"%ld{k}"
        elif shape == "blocks":
            lines, nu, nd = unit(k, acc_u, acc_d, rng)
            body += lines
            body += [
                f"%cb{k} = arith.cmpi slt, %a{k}, %c8 : i32",
                f"cf.cond_br %cb{k}, ^t{k}, ^f{k}",
                f"^t{k}:",
                f"%tu{k} = simd.vadd {nu}, %v1 : {V}",
                f"cf.br ^j{k}(%tu{k}, {nd} : {V}, {V})",
                f"^f{k}:",
                f"%fd{k} = simd.vsub {nd}, %v1 : {V}",
                f"cf.br ^j{k}({nu}, %fd{k} : {V}, {V})",
                f"^j{k}(%bu{k} : {V}, %bd{k} : {V}):",
            ]
            acc_u, acc_d = f"%bu{k}", f"%bd{k}"
        else:
            raise ValueError(shape)
    body.append(f"func.return {acc_u}, {acc_d} : {V}, {V}")
    return HEADER + "\n" + "\n".join("  " + line for line in body) + "\n}\n"


def count_ops(module: builtin.ModuleOp) -> int:
    return sum(1 for _ in module.walk()) - 1  # without builtin.module


def simd_opt() -> str:
    local = Path(sys.executable).parent / "simd-opt"
    return str(local) if local.exists() else "simd-opt"


def child_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def time_command(cmd: list[str], runs: int) -> float:
    """Median CPU seconds (user + sys) of `runs` runs of a whole command, start-up
    included."""
    times: list[float] = []
    for _ in range(runs):
        start = child_cpu()
        proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        times.append(child_cpu() - start)
        if proc.returncode != 0:
            raise SystemExit(f"{' '.join(cmd)} failed:\n{proc.stderr.decode()[:2000]}")
    return statistics.median(times)


def in_process(text: str) -> dict[str, float]:
    ctx = make_context()
    t: dict[str, float] = {}
    start = CLOCK()
    module = parse_module(ctx, SourceMap("gen.mlir", text))
    t["parse+verify"] = CLOCK() - start
    t["ops"] = count_ops(module)
    start = CLOCK()
    Printer(stream=io.StringIO()).print_op(module)
    t["print"] = CLOCK() - start
    start = CLOCK()
    div = analyze_divergence(module)
    t["divergence"] = CLOCK() - start
    start = CLOCK()
    analyze_strides(module, div)
    t["strides"] = CLOCK() - start
    start = CLOCK()
    plan_scalarization(module, div)
    t["plan"] = CLOCK() - start
    start = CLOCK()
    DivergenceScalarizePass().apply(ctx, module)
    t["apply"] = CLOCK() - start
    t["ops after"] = count_ops(module)
    return t


def check(text: str, shape: str) -> str:
    """Run the program before and after the pass; 'same' or a loud MISMATCH."""
    args: list[Any] = [[(7 * i + 3) % 23 for i in range(MEM_SIZE)], [0] * 4, 5]
    ctx = make_context()
    outs: list[dict[str, Any]] = []
    for optimize in (False, True):
        module = parse_module(ctx, SourceMap("gen.mlir", text))
        if optimize:
            DivergenceScalarizePass().apply(ctx, module)
            buf = io.StringIO()
            Printer(stream=buf).print_op(module)
            module = parse_module(ctx, SourceMap("gen-opt.mlir", buf.getvalue()))
        fn = next(op for op in module.walk() if isinstance(op, func.FuncOp))
        outs.append(run_simd(module, fn, json.loads(json.dumps(args))))
    before, after = outs
    if (before["results"], before["memrefs"]) == (after["results"], after["memrefs"]):
        return (
            f"{shape}: results identical before/after (dynamic ALU ops "
            f"{before['stats']['dynamic_alu_ops']} -> {after['stats']['dynamic_alu_ops']})"
        )
    return f"{shape}: !!! MISMATCH !!! {before['results']} vs {after['results']}"


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument(
        "--sizes", default="1000,10000,100000", help="approximate op counts"
    )
    ap.add_argument("--shapes", default="straight,loops,blocks")
    ap.add_argument(
        "--runs", type=int, default=3, help="runs per command (1 at >= 50k ops)"
    )
    ap.add_argument(
        "--no-cli", action="store_true", help="skip the whole-command table"
    )
    ap.add_argument("--no-check", action="store_true", help="skip the result check")
    ns = ap.parse_args()
    if isinstance(sys.stdout, io.TextIOWrapper):
        sys.stdout.reconfigure(line_buffering=True)  # rows as they come, when piped
    sizes = [int(s) for s in ns.sizes.split(",")]
    shapes = ns.shapes.split(",")
    tmp = Path(tempfile.mkdtemp(prefix="scalarize-bench-"))
    checks: list[str] = []
    for shape in shapes:
        rows: list[tuple[int, dict[str, float], Path]] = []
        for size in sizes:
            text = generate(shape, max(1, size // OPS_PER_UNIT))
            path = tmp / f"{shape}-{size}.mlir"
            write_file(path, text)
            rows.append((size, in_process(text), path))
            if not ns.no_check and size <= 2000:
                checks.append(check(text, shape))
        print(f"== {shape} ==")
        print(
            "in process (CPU seconds; us/op in brackets; growth = apply / previous apply)"
        )
        print(
            f"  {'ops':>7} {'parse+ver':>15} {'print':>14} {'divergence':>14} "
            f"{'strides':>13} {'plan':>13} {'rewrite':>14} {'apply':>14} "
            f"{'apply/p+p':>9} {'growth':>7} {'ops after':>9}"
        )
        prev: float | None = None
        for _, t, _ in rows:
            n = t["ops"]
            rewrite = t["apply"] - t["divergence"] - t["strides"] - t["plan"]

            def cell(s: float, w: int, n: float = n) -> str:
                return f"{s:.3f} [{1e6 * s / n:.0f}]".rjust(w)

            growth = f"{t['apply'] / prev:.1f}x" if prev else "-"
            prev = t["apply"]
            print(
                f"  {int(n):>7} {cell(t['parse+verify'], 15)} {cell(t['print'], 14)} "
                f"{cell(t['divergence'], 14)} {cell(t['strides'], 13)} "
                f"{cell(t['plan'], 13)} {cell(rewrite, 14)} {cell(t['apply'], 14)} "
                f"{t['apply'] / (t['parse+verify'] + t['print']):>9.2f} {growth:>7} "
                f"{int(t['ops after']):>9}"
            )
        print("  (divergence/strides/plan timed once before apply; apply repeats them)")
        if not ns.no_cli:
            print("whole commands (median CPU seconds; us/op in brackets)")
            print(
                f"  {'ops':>7} {'runs':>4} {'simd-opt FILE':>18} "
                f"{'-p divergence-scalarize':>24} {'pass (diff)':>16} {'ratio':>6}"
            )
            for _, t, path in rows:
                n = t["ops"]
                runs = 1 if n >= 50000 else ns.runs
                base = time_command([simd_opt(), str(path)], runs)
                opt = time_command(
                    [simd_opt(), "-p", "divergence-scalarize", str(path)], runs
                )
                diff = opt - base
                print(
                    f"  {int(n):>7} {runs:>4} "
                    f"{f'{base:.2f} [{1e6 * base / n:.0f}]':>18} "
                    f"{f'{opt:.2f} [{1e6 * opt / n:.0f}]':>24} "
                    f"{f'{diff:.2f} [{1e6 * diff / n:.0f}]':>16} {diff / base:>6.2f}"
                )
            print("  (ratio = pass / `simd-opt FILE`; goal <= 1.0)")
        print()
    for line in checks:
        print(line)
    print(f"generated files: {tmp}")


if __name__ == "__main__":
    main()
