"""SPMD kernels through the whole pipeline: what each stage costs, and what it scalarized.

    python benchmarks/kernel_pipeline_table.py [KERNEL.mlir|KERNEL.ll ...]
        [--style exec|per-op] [--width W] [--threads N | --grid G --block B]
        [--args JSON] [--via-cf] [--plot FILE.png]

Kernels: those named, or by default every kernel of `examples/kernels/` (`.mlir`) and of
the OpenCL corpus `examples/opencl/` (`.ll`, clang's AMDGPU output, imported as SPEC §10
says).  The launch comes from the command line, else from a header line
`// simd-run: --threads N --width W --args '[...]'` of a `.mlir` file, else from
`examples/opencl/launches.json` for a corpus kernel (workgroup-memory arguments are
appended as zeros when left out).  The reference is the SPMD executor over the launch.
Each stage

* `naive`         — `spmd-vectorize{mode=naive}` (the seed's front end),
* `naive+ds`      — then `divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce`,
* `uniform`       — `spmd-vectorize{mode=uniform}` (partial linearization),
* `uniform+ds`    — then the same clean-up passes,

(with `--via-cf`, each stage first lowers the kernel to `cf` and structures it back with
`lift-cf-to-scf`: the cost of the same kernel written as a CFG) runs over the launch
subgroup by subgroup (`simd-run`'s vectorized launch), once as the SIMD program and once
lowered by `convert-simd-to-lockstep` on the machine simulator.  Printed per stage:

* `static` — the SIMD program's static ALU ops (SPEC §8), `dynamic` — its dynamic ALU
  ops summed over the launch;
* `lane-ops`, `cycles`, `energy` — the machine's (`TargetDesc` defaults), summed;
* `uvec` — dynamically uniform vector ops: executed vector ops whose >= 2 active lanes
  all hold the same value (SPEC §7's stat), what an oracle could have run as scalars;
* `kept` — branches left on a scalar (uniform) condition in the SIMD program (`scf.if`,
  `cf.cond_br`, `scf.while` conditions; `simd.any`/`simd.all` guards not counted);
* `same` — `ok` when the results and the final memory of both runs equal the SPMD
  executor's.

The summary sums every kernel that went through all stages, and gives the share of the
oracle each stage scalarized: 1 - uvec(stage) / uvec(naive), i.e. the dynamically
uniform vector ops of the baseline that no longer run as vector ops; and how many of the
uniform runs left after the last stage are of ops that also ran with their active lanes
differing: a scalar op cannot replace such an op unless the code is duplicated (a loop
peeled, a region versioned), since the op computes different lane values in other runs.
`--why` lists, for the last stage, the vector ops that still ran dynamically uniform
(op, location, count, how often it ran varied, the analysis' verdict), the misses of the
static scalarizer.  Exits 1 on a mismatch or a kernel that fails a stage (the row says
where).
"""

from __future__ import annotations

import argparse
import copy
import json
import re
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from xdsl.dialects import builtin, cf, func, scf
from xdsl.dialects.builtin import IntegerType
from xdsl.ir import Operation
from xdsl.transforms import get_all_passes as xdsl_passes
from xdsl.utils.arg_spec import parse_pipeline

from simdopt.benchmarks import plotting
from simdopt.dialects import gpu, simd
from simdopt.interpreters.cost import UniformityTally, static_alu_ops
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.ir.diagnostics import PassFailedAtOp
from simdopt.passes import get_all_passes
from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.passes.analysis.explain import Explainer
from simdopt.tools.checkout import checkout
from simdopt.tools.frontend import (
    SourceError,
    SourceMap,
    format_error,
    make_context,
    parse_module,
    verify_module,
)

ROOT = checkout()
KERNELS = ROOT / "examples" / "kernels"
CORPUS = ROOT / "examples" / "opencl"
STAGES = {
    "naive": "spmd-vectorize{{width={w} mode=naive}}",
    "naive+ds": "spmd-vectorize{{width={w} mode=naive}},divergence-scalarize,"
    "canonicalize,loop-invariant-code-motion,cse,dce",
    "uniform": "spmd-vectorize{{width={w} mode=uniform}}",
    "uniform+ds": "spmd-vectorize{{width={w} mode=uniform}},divergence-scalarize,"
    "canonicalize,loop-invariant-code-motion,cse,dce",
}
VIA_CF = "convert-scf-to-cf,lift-cf-to-scf,canonicalize,"
COLUMNS = {"static": 7, "dynamic": 8, "lane-ops": 9, "cycles": 8, "energy": 9, "uvec": 6, "kept": 5}
NAME = 26
WHY_STAGE = "uniform+ds"


def cells(row: dict[str, float] | Counter[str]) -> str:
    return " ".join(f"{row[c]:>{w}.{1 if c == 'energy' else 0}f}" for c, w in COLUMNS.items())


class KernelError(Exception):
    """A kernel the table cannot run: the message says why and what to pass."""


@dataclass
class Launch:
    width: int
    args: list[Any]
    threads: int | None = None
    grid: tuple[int, int, int] | None = None
    block: tuple[int, int, int] | None = None

    def geometry(self) -> dict[str, Any]:
        return {"threads": self.threads, "grid": self.grid, "block": self.block}


@dataclass
class Totals:
    """Per stage, summed over the kernels that went through every stage."""

    rows: dict[str, Counter[str]] = field(default_factory=lambda: {s: Counter[str]() for s in STAGES})
    out_of_reach: int = 0
    """The uniform runs left after the last stage that are of ops which also ran with
    lanes differing."""
    per_kernel: dict[str, dict[str, dict[str, float]]] = field(default_factory=dict[str, dict[str, dict[str, float]]])
    kernels: int = 0


def dims(text: str) -> tuple[int, int, int]:
    parts = [int(p) for p in text.split(",")]
    if not 1 <= len(parts) <= 3 or min(parts) < 1:
        raise KernelError(f"bad launch dimensions {text!r}: expected X[,Y[,Z]] of positive integers")
    return (parts + [1, 1])[0], (parts + [1, 1])[1], (parts + [1, 1])[2]


def launch_of(path: Path, ns: argparse.Namespace) -> Launch:
    """The launch of a kernel: the command line, its `// simd-run:` header, or the corpus'
    launches.json (in that order)."""
    text = path.read_text()
    m = re.search(r"simd-run: --threads (\d+) --width (\d+) --args '(.*)'", text)
    known = json.loads((CORPUS / "launches.json").read_text())
    corpus = known.get(path.stem) if path.suffix == ".ll" else None
    width = ns.width or (int(m.group(2)) if m else 4)
    raw = ns.args if ns.args is not None else m.group(3) if m else None
    try:
        args = json.loads(raw) if raw is not None else (corpus or {}).get("args")
    except json.JSONDecodeError as e:
        raise KernelError(f"{path}: --args is not valid JSON: {e}") from None
    if ns.threads is not None or ns.block is not None:
        geo = Launch(width, [], ns.threads, dims(ns.grid or "1") if ns.block else None, dims(ns.block) if ns.block else None)
    elif m:
        geo = Launch(width, [], int(m.group(1)))
    elif corpus:
        geo = Launch(width, [], None, dims(corpus["grid"]), dims(corpus["block"]))
    else:
        geo = None
    if geo is None or args is None:
        raise KernelError(
            f"{path}: no launch: add a header line "
            "\"// simd-run: --threads N --width W --args '[...]'\" or pass --threads and --args"
        )
    geo.args = args
    return geo


def load(path: Path, pipeline: str) -> builtin.ModuleOp:
    """The kernel file (MLIR or LLVM IR) after `pipeline` (may be empty)."""
    ctx = make_context()
    module = parse_module(ctx, SourceMap(str(path), path.read_text()))
    registry = {**xdsl_passes(), **get_all_passes()}
    for spec in parse_pipeline(pipeline) if pipeline else ():
        registry[spec.name]().from_pass_spec(spec).apply(ctx, module)
        verify_module(module)
    return module


def entry(module: builtin.ModuleOp) -> func.FuncOp | gpu.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp | gpu.FuncOp) and op.body.blocks)


def with_workgroup(fn: func.FuncOp | gpu.FuncOp, args: list[Any]) -> list[Any]:
    """`args`, with zero-filled workgroup memory for trailing workgroup arguments left out."""
    types = list(fn.function_type.inputs.data)
    out = copy.deepcopy(args)
    for t in types[len(args) :]:
        if not gpu.is_workgroup_memref(t):
            break
        shape = t.get_shape()  # pyright: ignore[reportAttributeAccessIssue]
        size = 1
        for d in shape:
            size *= d
        out.append([0] * size)
    return out


def kept_branches(fn: Operation) -> int:
    """Branches on a scalar i1 in the program, `simd.any`/`simd.all` guards left out."""

    def counts(cond: Any) -> bool:
        owner = getattr(cond, "op", None)
        return isinstance(cond.type, IntegerType) and not isinstance(owner, simd.AnyOp | simd.AllOp)

    n = 0
    for op in fn.walk():
        if isinstance(op, scf.IfOp | cf.ConditionalBranchOp | scf.ConditionOp):
            n += counts(op.operands[0])
    return n


def run_stage(
    path: Path, pipeline: str, lower: str, launch: Launch, args: list[Any], ref: dict[str, Any], why: bool
) -> tuple[dict[str, float], bool, UniformityTally, Counter[str]]:
    """One stage: the SIMD program and its lowering, each run over the launch; the SIMD
    program's uniform and varied runs per op; with `why`, the dynamically uniform vector
    ops it left, described (`misses`)."""
    simd_prog = load(path, pipeline)
    fn = entry(simd_prog)
    tally = UniformityTally()
    out = run_vectorized_launch(
        simd_prog, fn, copy.deepcopy(args), width=launch.width, tally=tally, **launch.geometry()
    )
    machine = load(path, pipeline + "," + lower)
    low = run_vectorized_launch(machine, entry(machine), copy.deepcopy(args), width=launch.width, **launch.geometry())
    same = all(o["memrefs"] == ref["memrefs"] and o["results"] == ref["results"] for o in (out, low))
    s, m = out["stats"], low["stats"]
    row = {
        "static": static_alu_ops(fn),
        "dynamic": s["dynamic_alu_ops"],
        "lane-ops": m["alu_lane_ops"],
        "cycles": m["cycles"],
        "energy": m["energy"],
        "uvec": s["dynamically_uniform_vector_ops"],
        "kept": kept_branches(fn),
    }
    return row, same, tally, misses(simd_prog, tally) if why else Counter[str]()


def misses(module: builtin.ModuleOp, tally: UniformityTally) -> Counter[str]:
    """The vector ops that ran dynamically uniform, described: op, result, how often, how
    often its lanes differed in other runs (then no sound scalarizer that keeps it one op
    can make it scalar), and why the static scalarizer kept it a vector (the analysis'
    reason chain)."""
    div = analyze_divergence(module)
    explainer = Explainer(div, lambda v: v.name_hint or "?", lambda b: "bb")
    out = Counter[str]()
    for op, n in tally.uniform.items():
        r = op.results[0]
        name = f"%{r.name_hint} = " if r.name_hint else ""
        varied = f"varied {tally.varied[op]}x; " if tally.varied[op] else "never varied; "
        if div.is_divergent(r):
            why = "divergent: " + explainer.explain_value(r)
        else:
            why = "uniform, but left a vector"
        out[f"{name}{op.name}  ({varied}{why})"] += n
    return out


def table_rows(path: Path, ns: argparse.Namespace, lower: str, totals: Totals, why: list[str]) -> int:
    """Print one row per stage of one kernel; the number of failing stages."""
    launch = launch_of(path, ns)
    kernel = load(path, "")
    kfn = entry(kernel)
    args = with_workgroup(kfn, launch.args)
    ref = run_spmd(kernel, kfn, copy.deepcopy(args), width=launch.width, **launch.geometry())
    rows: dict[str, dict[str, float]] = {}
    reach: dict[str, int] = {}
    bad = 0
    for stage, pipeline in STAGES.items():
        if ns.via_cf:
            pipeline = VIA_CF + pipeline
        try:
            row, same, tally, misses = run_stage(
                path, pipeline.format(w=launch.width), lower, launch, args, ref, ns.why and stage == WHY_STAGE
            )
        except (SourceError, RuntimeFault, PassFailedAtOp) as e:
            where = format_error(e, None) if isinstance(e, SourceError) else str(e)
            print(f"{path.stem:<{NAME}} {stage:<11} error: {where.splitlines()[0]}")
            bad += 1
            continue
        rows[stage] = row
        reach[stage] = tally.out_of_reach()
        bad += not same
        print(f"{path.stem:<{NAME}} {stage:<11} {cells(row)}  {'ok' if same else 'MISMATCH'}")
        if misses:
            why.extend(f"{path.stem:<{NAME}} {n:>5}x {k}" for k, n in misses.most_common())
    if len(rows) == len(STAGES):
        totals.kernels += 1
        totals.per_kernel[path.stem] = rows
        totals.out_of_reach += reach[WHY_STAGE]
        for stage, row in rows.items():
            totals.rows[stage].update({c: row[c] for c in COLUMNS})
    return bad


def summary(totals: Totals) -> None:
    print(f"\nsummed over the {totals.kernels} kernels that went through every stage")
    oracle = totals.rows["naive"]["uvec"]
    for stage, t in totals.rows.items():
        share = f"{1 - t['uvec'] / oracle:6.1%}" if oracle else "   n/a"
        print(f"{'total':<{NAME}} {stage:<11} {cells(t)}  oracle scalarized {share}")
    left = totals.rows[WHY_STAGE]["uvec"]
    if left:
        print(
            f"left after {WHY_STAGE}: {left:.0f} uniform runs, {totals.out_of_reach} of them of ops whose "
            f"lanes differed in other runs (no scalar op can replace such an op without duplicating "
            f"code: peeling, versioning)"
        )


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("kernels", nargs="*", type=Path, help="SPMD kernels, .mlir or .ll (default: examples/kernels and examples/opencl)")
    p.add_argument("--style", default="exec", choices=["exec", "per-op"])
    p.add_argument(
        "--scalar-operands", action="store_true",
        help="lower with convert-simd-to-lockstep{scalar-operands=true}: ALU ops and compares "
        "read a broadcast scalar from its register (AMD SGPR operands, Nyuzi vector-scalar forms)",
    )  # fmt: skip
    p.add_argument("--threads", type=int, help="threads of the launch (overrides the header)")
    p.add_argument("--grid", help="blocks of the launch, X[,Y[,Z]] (with --block)")
    p.add_argument("--block", help="threads per block, X[,Y[,Z]]")
    p.add_argument("--width", type=int, help="subgroup width W (overrides the header; default 4)")
    p.add_argument("--args", help="kernel arguments as JSON, as for simd-run (overrides the header)")
    p.add_argument("--why", action="store_true", help="list the vector ops that still ran dynamically uniform after uniform+ds")
    p.add_argument(
        "--via-cf", action="store_true",
        help="lower each kernel to cf branches (convert-scf-to-cf) and structure it back "
        "(lift-cf-to-scf) before every stage: what a kernel written with cf costs",
    )  # fmt: skip
    plotting.add_plot_option(p)
    ns = p.parse_args(argv)
    kernels: list[Path] = ns.kernels or [*sorted(KERNELS.glob("*.mlir")), *sorted(CORPUS.glob("*.ll"))]
    scalar = " scalar-operands=true" if ns.scalar_operands else ""
    lower = f"convert-simd-to-lockstep{{mask-style={ns.style}{scalar}}}"
    via = ", written with cf and structured back" if ns.via_cf else ""
    operands = ", scalar operands" if ns.scalar_operands else ""
    print(f"SPMD kernels through the pipeline ({ns.style} masks{operands} on the machine{via}), summed over the launch")
    head = f"{'kernel':<{NAME}} {'stage':<11} " + " ".join(f"{c:>{w}}" for c, w in COLUMNS.items()) + "  same"
    print(head)
    print("-" * len(head))
    bad = 0
    totals = Totals()
    why: list[str] = []
    for path in kernels:
        try:
            bad += table_rows(path, ns, lower, totals, why)
        except (KernelError, OSError) as e:
            print(f"kernel_pipeline_table: error: {e}", file=sys.stderr)
            return 1
        except (SourceError, RuntimeFault, PassFailedAtOp) as e:
            where = format_error(e, None) if isinstance(e, SourceError) else str(e)
            print(f"{path.stem:<{NAME}} error: {where.splitlines()[0]}")
            bad += 1
    summary(totals)
    if ns.why:
        print("\nvector ops still dynamically uniform after uniform+ds (count, op, verdict):")
        print("\n".join(why) if why else "none")
    if ns.plot:
        plotting.kernel_pipeline(ns.plot, totals.per_kernel)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
