"""SPMD kernels through the whole pipeline: what each stage costs, where the cycles go,
and what it scalarized.

    python benchmarks/kernel_pipeline_table.py [KERNEL.mlir|KERNEL.ll ...]
        [--style exec,per-op] [--width 4,8,32] [--threads N | --grid G --block B]
        [--args JSON] [--via-cf] [--scalar-operands[=lowering]] [--fuse-exec | --no-fuse-exec] [--no-placement]
        [--declare-block] [--specialize] [--rows-version] [--no-speculate] [--why] [--plot FILE.png]
        [--jobs N | --scheduler tcp://HOST:PORT]

Kernels: those named, or by default every kernel of `examples/kernels/` (`.mlir`) and
every corpus kernel with native results (`tools/native_status.py`'s: the OpenCL ones of
`examples/opencl/` and `examples/opencl/suite/`, the CUDA and HIP spellings of
`examples/cuda/`, `examples/hip/`; clang's `.ll`, imported as SPEC §10 says).  The launch
comes from the command line, else from a header line
`// simd-run: --threads N --width W --args '[...]'` of a `.mlir` file, else from the
kernel's committed native results (`examples/opencl/native/X.json`: grid, block, args;
workgroup-memory arguments are appended as zeros when left out).  The reference is the
SPMD executor over the launch.

Widths: `--width` (a list), else the header's, else W = 4, 8 and 32 for the default
kernels and W = 4 for the kernels named.  A width the launch
does not allow (a 2-D block whose x size is not a multiple of W, for a program whose
subgroups must lie in one row) is skipped with the launch's reason.  Mask styles:
`--style` (a list; default both, `exec` and `per-op`): each stage is lowered by
`convert-simd-to-lockstep{mask-style=...}` once per style.

Stages:

* `naive`         — `spmd-vectorize{mode=naive}` (the seed's front end),
* `naive+ds`      — then `divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce`,
* `uniform`       — `spmd-vectorize{mode=uniform}` (partial linearization),
* `uniform+ds`    — then the same clean-up passes,

(`--declare-block`: spmd-vectorize{block-size=...} of the launch's block, as if the
kernel declared it; `--specialize`: `specialize-launch` before every stage, with the
launch's block and its integer arguments' facts, `passes/specialize_launch.py`; `--no-placement`: divergence-scalarize{placement=false}, the stages before the
placement model of `passes/placement/`; `--scalar-operands`: the machine's vector
ops read scalar operands, in the lowering (`convert-simd-to-lockstep{scalar-operands=true}`)
and in the placement's costs (`divergence-scalarize{scalar-operands=true}`), or with
`--scalar-operands=lowering` in the lowering only; the uniform stages are vectorized once
per mask style S, `spmd-vectorize{mask-style=S}` (speculated arms, on by default: short
pure arms of divergent ifs under the enclosing mask where that pays on S), or with
`--no-speculate` with `speculate=false` (every arm under its own mask); with `--via-cf`,
each stage first lowers the kernel to `cf` and structures it back with `lift-cf-to-scf`) run over the launch subgroup by subgroup (`simd-run`'s vectorized
launch), once as the SIMD program and once per mask style on the machine simulator.
Printed per kernel, width and stage:

* `static` — the SIMD program's static ALU ops (SPEC §8), `dynamic` — its dynamic ALU
  ops summed over the launch;
* `uvec` — dynamically uniform vector ops: executed vector ops whose >= 2 active lanes
  all hold the same value (SPEC §7's stat), what an oracle could have run as scalars;
* `kept` — branches left on a scalar (uniform) condition in the SIMD program;
* per mask style, the machine's `cycles` and `energy` (`TargetDesc` defaults), and the
  cycles split by unit (`interpreters/cost.py`'s `cycles_by_unit`): `vec`, `sca`,
  `mask` (each unit's own instructions), `xfer` (transfers between the units:
  `vbcast`, `mbcast`, `vreadfirstlane`, `vlane`) and `br` (branch unit and taken
  branches' refills);
* `same` — `ok` when the results and the final memory of every run equal the SPMD
  executor's.

Per width, a summary sums the kernels that went through every stage, with two oracle
shares per stage: of all dynamically uniform runs, 1 - uvec(stage) / uvec(naive); and of
the runs of ops that never varied (whose lanes were equal in every run of the launch:
what a static scalarizer can reach), 1 - those left / those of naive.  The uniform runs
of ops that also ran with lanes differing are out of any static pass's reach (a scalar
op cannot replace them unless the code is duplicated: peeling, versioning); the CGO 2013
static scalarizer's two thirds of its dynamic oracle is the anchor.  The end gives the
bars over every kernel, width and style: uniform+ds costs no more cycles (and energy)
than naive and than naive+ds, and the summed ratio uniform+ds / naive.

`--why` lists, for the last stage, every transfer that cost more than the op it
replaced (its issues' cycles exceed what computing its source on the scalar unit saved:
a broadcast per iteration of a loop counter for an exit-value select, a mask broadcast
of a uniform exit test) and the vector ops that still ran dynamically
uniform (op, count, how often it ran varied, the analysis' verdict).  Exits 1 on a
mismatch or a kernel that fails a stage (the row says where).

Each kernel at each width is a point of `simd-sweep`'s runner (`tools/sweep/executor.py`,
carrying the kernel's text): `--jobs N` runs them on N worker processes, `--scheduler` on
a Dask cluster; the table is the same, byte for byte, as in this process (the default).
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
from xdsl.ir import Block, BlockArgument, Operation, OpResult
from xdsl.traits import ConstantLike
from xdsl.transforms import get_all_passes as xdsl_passes
from xdsl.utils.arg_spec import parse_pipeline

from simdopt.benchmarks import plotting
from simdopt.dialects import gpu, simd
from simdopt.dialects import lockstep as ls
from simdopt.interpreters.arguments import c_typed_args
from simdopt.interpreters.cost import (
    CYCLE_PARTS,
    SCALAR_FREE,
    TRANSFERS,
    UniformityTally,
    static_alu_ops,
)
from simdopt.interpreters.errors import ArgumentError, RuntimeFault
from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.lockstep import MachineStats
from simdopt.interpreters.spmd import run_spmd
from simdopt.ir.diagnostics import PassFailedAtOp
from simdopt.passes import get_all_passes
from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.passes.analysis.explain import Explainer
from simdopt.passes.specialize_launch import launch_pipeline
from simdopt.tools import native_status
from simdopt.tools.checkout import checkout
from simdopt.tools.frontend import (
    SourceError,
    SourceMap,
    format_error,
    make_context,
    parse_module,
    verify_module,
)
from simdopt.tools.sweep.executor import add_options, in_order, run_points

ROOT = checkout()
KERNELS = ROOT / "examples" / "kernels"
CORPUS = ROOT / "examples" / "opencl"
STAGES = {
    "naive": "spmd-vectorize{{width={w} mode=naive{bs}}}",
    "naive+ds": "spmd-vectorize{{width={w} mode=naive{bs}}},divergence-scalarize{ds},"
    "canonicalize,loop-invariant-code-motion,cse,dce",
    "uniform": "spmd-vectorize{{width={w} mode=uniform{bs}}}",
    "uniform+ds": "spmd-vectorize{{width={w} mode=uniform{bs}}},divergence-scalarize{ds},"
    "canonicalize,loop-invariant-code-motion,cse,dce",
}
VIA_CF = "convert-scf-to-cf,lift-cf-to-scf,canonicalize,"
WIDTHS = (4, 8, 32)
STYLES = ("exec", "per-op")
COLUMNS = {"static": 7, "dynamic": 8, "uvec": 6, "kept": 5}
MACHINE = {"cycles": 7, "energy": 9, "vec": 6, "sca": 6, "mask": 5, "xfer": 5, "br": 5}
PART_COLUMN: dict[str, str] = dict(zip(CYCLE_PARTS, ("vec", "sca", "mask", "xfer", "br"), strict=True))
NAME = 26
WHY_STAGE = "uniform+ds"
BASELINES = ("naive", "naive+ds")
STYLE = "{style}"
"""In a stage's pipeline: the mask style of the lowering it is measured on."""


def _cell(value: float, column: str, width: int) -> str:
    return f"{value:>{width}.{1 if column == 'energy' else 0}f}"


def cells(row: dict[str, float] | Counter[str], styles: tuple[str, ...]) -> str:
    """The columns of a row: the SIMD program's, then per style the machine's."""
    out = [_cell(row[c], c, w) for c, w in COLUMNS.items()]
    for s in styles:
        out.append("|" + " ".join(_cell(row[f"{s}:{c}"], c, w) for c, w in MACHINE.items()))
    return " ".join(out)


def header(styles: tuple[str, ...]) -> str:
    head = " ".join(f"{c:>{w}}" for c, w in COLUMNS.items())
    machine = " ".join(f"{c:>{w}}" for c, w in MACHINE.items())
    head += f" |{machine}" * len(styles)
    return f"{'kernel':<{NAME}} {'stage':<11} {head}  same"


class KernelError(Exception):
    """A kernel the table cannot run: the message says why and what to pass."""


@dataclass
class Launch:
    widths: tuple[int, ...]
    args: list[Any]
    threads: int | None = None
    grid: tuple[int, int, int] | None = None
    block: tuple[int, int, int] | None = None
    native: dict[str, Any] | None = None
    """The native results the arguments come from (their buffers' C element types:
    `native_status.native_args` packs a buffer the kernel reads in other units)."""

    def geometry(self) -> dict[str, Any]:
        return {"threads": self.threads, "grid": self.grid, "block": self.block}

    @property
    def width(self) -> int:
        """The first width (for a caller that runs one)."""
        return self.widths[0]


@dataclass
class Totals:
    """Per stage, summed over the kernels that went through every stage (of one width)."""

    rows: dict[str, Counter[str]] = field(default_factory=lambda: {s: Counter[str]() for s in STAGES})
    out_of_reach: int = 0
    """The uniform runs left after the last stage that are of ops which also ran with
    lanes differing."""
    per_kernel: dict[str, dict[str, dict[str, float]]] = field(default_factory=dict[str, dict[str, dict[str, float]]])
    kernels: int = 0
    skipped: list[str] = field(default_factory=list[str])


def dims(text: str) -> tuple[int, int, int]:
    parts = [int(p) for p in text.split(",")]
    if not 1 <= len(parts) <= 3 or min(parts) < 1:
        raise KernelError(f"bad launch dimensions {text!r}: expected X[,Y[,Z]] of positive integers")
    return (parts + [1, 1])[0], (parts + [1, 1])[1], (parts + [1, 1])[2]


def corpus_names() -> dict[Path, str]:
    """The corpus kernels with native results: their `.ll` -> native_status's name."""
    return {native_status.ll_path(k).resolve(): k for k in native_status.kernels()}


def default_kernels() -> list[Path]:
    return [*sorted(KERNELS.glob("*.mlir")), *corpus_names()]


def launch_of(
    path: Path, ns: argparse.Namespace, corpus: dict[Path, str] | None = None, widths: tuple[int, ...] = (4,)
) -> Launch:
    """The launch of a kernel: the command line, its `// simd-run:` header, or the corpus
    kernel's native results (in that order); `ns.width` is a width or a tuple of them."""
    text = path.read_text()
    m = re.search(r"simd-run: --threads (\d+) --width (\d+) --args '(.*)'", text)
    corpus = corpus_names() if corpus is None else corpus
    name = corpus.get(path.resolve()) if path.suffix == ".ll" else None
    known = native_status.native(name) if name else None
    asked = (ns.width,) if isinstance(ns.width, int) else ns.width
    widths = asked or ((int(m.group(2)),) if m else widths)
    raw = ns.args if ns.args is not None else m.group(3) if m else None
    try:
        args = json.loads(raw) if raw is not None else (known or {}).get("args")
    except json.JSONDecodeError as e:
        raise KernelError(f"{path}: --args is not valid JSON: {e}") from None
    if ns.threads is not None or ns.block is not None:
        geo = Launch(widths, [], ns.threads, dims(ns.grid or "1") if ns.block else None, dims(ns.block) if ns.block else None)
    elif m:
        geo = Launch(widths, [], int(m.group(1)))
    elif known:
        geo = Launch(widths, [], None, dims(known["grid"]), dims(known["block"]))
    else:
        geo = None
    if geo is None or args is None:
        raise KernelError(
            f"{path}: no launch: add a header line "
            "\"// simd-run: --threads N --width W --args '[...]'\" or pass --threads and --args"
        )
    geo.args = args
    if known is not None and raw is None and ns.args is None:
        geo.native = known
    return geo


def apply(module: builtin.ModuleOp, pipeline: str) -> builtin.ModuleOp:
    """A copy of `module` after `pipeline` (may be empty)."""
    ctx = make_context()
    out = module.clone()
    registry = {**xdsl_passes(), **get_all_passes()}
    for spec in parse_pipeline(pipeline) if pipeline else ():
        registry[spec.name]().from_pass_spec(spec).apply(ctx, out)
        verify_module(out)
    return out


def load(path: Path, pipeline: str = "") -> builtin.ModuleOp:
    """The kernel file (MLIR or LLVM IR), after `pipeline` (may be empty)."""
    module = parse_module(make_context(), SourceMap(str(path), path.read_text()))
    return apply(module, pipeline) if pipeline else module


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


def never_varied(tally: UniformityTally) -> int:
    """Uniform runs of the ops whose lanes never differed (the static pass's reach)."""
    return sum(n for op, n in tally.uniform.items() if not tally.varied[op])


@dataclass
class StageRun:
    """One stage of one kernel at one width: its row, the SIMD program's uniformity
    tally, whether every run matched, and with `--why` what it left."""

    row: dict[str, float]
    same: bool
    tally: UniformityTally
    misses: Counter[str]
    transfers: list[str]


def run_stage(
    kernel: builtin.ModuleOp, pipeline: str, styles: tuple[str, ...], lower: str,
    launch: Launch, width: int, args: list[Any], ref: dict[str, Any], why: bool,
) -> StageRun:  # fmt: skip
    """One stage: the SIMD program run over the launch, then its lowering per style.
    A pipeline naming `{style}` (spmd-vectorize's `mask-style`) builds one program per
    style, each lowered to its own; the SIMD columns are the first style's."""
    programs = {style: apply(kernel, pipeline.replace(STYLE, style)) for style in styles} if STYLE in pipeline else {}
    simd_prog = programs[styles[0]] if programs else apply(kernel, pipeline)
    fn = entry(simd_prog)
    tally = UniformityTally()
    geo = launch.geometry()
    out = run_vectorized_launch(simd_prog, fn, copy.deepcopy(args), width=width, tally=tally, **geo)
    same = out["memrefs"] == ref["memrefs"] and out["results"] == ref["results"]
    for prog in list(programs.values())[1:]:
        other = run_vectorized_launch(prog, entry(prog), copy.deepcopy(args), width=width, **geo)
        same = same and other["memrefs"] == ref["memrefs"] and other["results"] == ref["results"]
    s = out["stats"]
    row: dict[str, float] = {
        "static": static_alu_ops(fn),
        "dynamic": s["dynamic_alu_ops"],
        "uvec": s["dynamically_uniform_vector_ops"],
        "never": never_varied(tally),
        "kept": kept_branches(fn),
    }
    transfers: list[str] = []
    for style in styles:
        machine = apply(programs.get(style, simd_prog), lower.format(style=style))
        stats = MachineStats()
        low = run_vectorized_launch(machine, entry(machine), copy.deepcopy(args), width=width, machine=stats, **geo)
        same = same and low["memrefs"] == ref["memrefs"] and low["results"] == ref["results"]
        row[f"{style}:cycles"] = stats.cycles
        row[f"{style}:energy"] = stats.energy
        for part, n in stats.cycles_by_unit.items():
            row[f"{style}:{PART_COLUMN[part]}"] = n
        if why:
            transfers += [f"{style:<6} {t}" for t in costly_transfers(entry(machine), stats)]
    return StageRun(row, same, tally, misses(simd_prog, tally) if why else Counter[str](), transfers)


def _runs_of_block(block: Block, issues: Counter[Operation]) -> int:
    """How often `block` ran: its terminator's issues, else those of its first issued op."""
    ops = list(block.ops)
    for op in (ops[-1:] if ops else []) + ops:
        if issues[op]:
            return issues[op]
    return 0


def costly_transfers(fn: Operation, stats: MachineStats) -> list[str]:
    """The transfer ops of a machine program that cost more cycles than the op they
    replaced saved: the value they move was computed on the scalar unit instead of the
    vector unit, saving cycles_vector - cycles_scalar per run of its source (its defining
    op, or for a loop-carried block argument its block's runs), and the transfer costs
    its unit's cycles per issue.  Constants and the function's arguments replaced
    nothing (a vector program broadcasts them too) and are left out."""
    issues, t = stats.op_issues, stats.target
    out: list[str] = []
    for op in fn.walk():
        if not isinstance(op, TRANSFERS) or not issues[op]:
            continue
        src = op.operands[0]
        while isinstance(src, OpResult) and isinstance(src.op, SCALAR_FREE) and src.op.operands:
            src = src.op.operands[0]  # a rename: the value it renames is what was computed
        if isinstance(src, OpResult):
            if src.op.has_trait(ConstantLike):
                continue
            n_src, what = issues[src.op], src.op.name
        else:
            assert isinstance(src, BlockArgument)
            parent = src.block.parent_op()
            if parent is fn or parent is None:
                continue
            n_src, what = _runs_of_block(src.block, issues), f"argument of {parent.name}"
        cost = issues[op] * (t.cycles_scalar if isinstance(op, ls.MBcastOp | ls.VLaneOp) else t.cycles_vector)
        if cost > n_src * (t.cycles_vector - t.cycles_scalar):
            name = f"%{src.name_hint} " if src.name_hint else ""
            users = sorted({u.operation.name for u in op.results[0].uses})
            out.append(f"{issues[op]:>5}x {op.name} of {name}({what}, {n_src}x) for {', '.join(users)}")
    return out


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


@dataclass
class Report:
    """What the table gathers besides its rows: per width the totals, and the lists."""

    styles: tuple[str, ...]
    totals: dict[int, Totals] = field(default_factory=dict[int, Totals])
    why: list[str] = field(default_factory=list[str])
    transfers: list[str] = field(default_factory=list[str])

    def at(self, width: int) -> Totals:
        return self.totals.setdefault(width, Totals())

    def add(self, point: KernelPoint, run: KernelRun) -> None:
        """Fold one point's run into the totals of its width."""
        totals = self.at(point.width)
        if run.skipped is not None:
            totals.skipped.append(run.skipped)
        if len(run.rows) == len(STAGES):
            totals.kernels += 1
            totals.per_kernel[point.name] = run.rows
            totals.out_of_reach += run.reach
            for stage, row in run.rows.items():
                totals.rows[stage].update(row)
        self.why.extend(run.why)
        self.transfers.extend(run.transfers)


@dataclass(frozen=True)
class Options:
    """What every point of one table shares: the command line's choices."""

    styles: tuple[str, ...]
    lower: str
    via_cf: bool = False
    placement: bool = True
    placement_operands: bool = False
    """divergence-scalarize{scalar-operands=true}: the placement weighs broadcasts on
    the machine the stages are lowered to (vector ops read scalar operands)."""
    declare_block: bool = False
    why: bool = False
    rows_version: bool = False
    """spmd-vectorize{rows-version=true} in the uniform stages (`row_version.py`)."""
    speculate: bool = True
    """spmd-vectorize{mask-style=S} in the uniform stages, per style S (speculated arms,
    the default); False: spmd-vectorize{speculate=false}, one program for every style."""
    specialize: bool = False
    """specialize-launch of the kernel's launch (block, argument facts) before every stage."""


@dataclass(frozen=True)
class KernelPoint:
    """One kernel at one width: a point of the sweep runner.  It carries the kernel's
    text (a worker on another machine need not see the file)."""

    name: str
    source: str
    """The file's path, for the messages."""
    text: str
    launch: Launch
    width: int
    options: Options


@dataclass
class KernelRun:
    """What a point gives back: its printed lines, the rows of the stages that ran,
    and with `--why` what the last stage left."""

    lines: list[str] = field(default_factory=list[str])
    rows: dict[str, dict[str, float]] = field(default_factory=dict[str, dict[str, float]])
    """Stage -> row, of the stages that ran; all of them when the kernel went through."""
    reach: int = 0
    skipped: str | None = None
    why: list[str] = field(default_factory=list[str])
    transfers: list[str] = field(default_factory=list[str])
    bad: int = 0


def _error_line(name: str, e: Exception) -> str:
    where = format_error(e, None) if isinstance(e, SourceError) else str(e)
    return f"{name:<{NAME}} error: {where.splitlines()[0]}"


def kernel_point(point: KernelPoint) -> KernelRun:
    """The rows of one kernel at one width (run in a worker of `tools/sweep/executor`)."""
    try:
        return _stages(point)
    except (SourceError, RuntimeFault, PassFailedAtOp, ArgumentError) as e:
        return KernelRun([_error_line(point.name, e)], bad=1)


def _worker_died(point: KernelPoint, phase: str, message: str) -> KernelRun:
    return KernelRun([f"{point.name:<{NAME}} error: worker {phase}: {message}"], bad=1)


def _stages(point: KernelPoint) -> KernelRun:
    name, width, launch, opt = point.name, point.width, point.launch, point.options
    styles = opt.styles
    kernel = parse_module(make_context(), SourceMap(point.source, point.text))
    kfn = entry(kernel)
    given = launch.args if launch.native is None else native_status.native_args(kernel, {**launch.native, "args": launch.args})
    args = c_typed_args(kfn, with_workgroup(kfn, given))  # C values into a buffer's units, as simd-run
    ref = run_spmd(kernel, kfn, copy.deepcopy(args), width=width, **launch.geometry())
    out = KernelRun()
    rows: dict[str, dict[str, float]] = {}
    block = launch.block or ((launch.threads, 1, 1) if launch.threads else None)
    spec = launch_pipeline(kfn, args, block) + "," if opt.specialize else ""
    for stage, pipeline in STAGES.items():
        if opt.via_cf:
            pipeline = VIA_CF + pipeline
        try:
            ds_options = ([] if opt.placement else ["placement=false"]) + (["scalar-operands=true"] if opt.placement_operands else [])
            ds = f"{{{' '.join(ds_options)}}}" if ds_options else ""
            bs = f" block-size={','.join(map(str, launch.block))}" if opt.declare_block and launch.block else ""
            bs += " rows-version=true" if opt.rows_version and stage.startswith("uniform") else ""
            if stage.startswith("uniform"):  # what a speculated arm saves depends on the style
                bs += f" mask-style={STYLE}" if opt.speculate else " speculate=false"
            run = run_stage(kernel, spec + pipeline.format(w=width, ds=ds, bs=bs), styles, opt.lower, launch, width, args, ref, opt.why and stage == WHY_STAGE)
        except ArgumentError as e:
            if stage != "naive":  # the rows so far stay; the kernel stops here
                out.lines.append(_error_line(name, e))
                out.bad += 1
                return out
            out.skipped = f"{name} (W={width}): {e}"
            out.lines.append(f"{name:<{NAME}} skipped: {e}")
            return out
        except (SourceError, RuntimeFault, PassFailedAtOp) as e:
            where = format_error(e, None) if isinstance(e, SourceError) else str(e)
            out.lines.append(f"{name:<{NAME}} {stage:<11} error: {where.splitlines()[0]}")
            out.bad += 1
            continue
        except Exception as e:  # a crash in a pass or the simulator: a row, not the end of the table
            out.lines.append(f"{name:<{NAME}} {stage:<11} error: internal: {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}")
            out.bad += 1
            continue
        rows[stage] = run.row
        if stage == WHY_STAGE:
            out.reach = run.tally.out_of_reach()
        out.bad += not run.same
        out.lines.append(f"{name:<{NAME}} {stage:<11} {cells(run.row, styles)}  {'ok' if run.same else 'MISMATCH'}")
        tag = f"{name:<{NAME}} W={width:<3}"
        out.why.extend(f"{tag} {n:>5}x {k}" for k, n in run.misses.most_common())
        out.transfers.extend(f"{tag} {t}" for t in run.transfers)
    out.rows = rows
    return out


def _share(left: float, base: float) -> str:
    return f"{1 - left / base:6.1%}" if base else "   n/a"


def summary(totals: Totals, width: int, styles: tuple[str, ...]) -> None:
    print(f"\nW={width}: summed over the {totals.kernels} kernels that went through every stage")
    base = totals.rows["naive"]
    for stage, t in totals.rows.items():
        print(
            f"{'total':<{NAME}} {stage:<11} {cells(t, styles)}  oracle scalarized {_share(t['uvec'], base['uvec'])}"
            f" of all uniform runs, {_share(t['never'], base['never'])} of never-varying ops'"
        )
    left = totals.rows[WHY_STAGE]["uvec"]
    if left:
        print(
            f"left after {WHY_STAGE}: {left:.0f} uniform runs, {totals.out_of_reach} of them of ops whose "
            f"lanes differed in other runs (no scalar op can replace such an op without duplicating "
            f"code: peeling, versioning)"
        )
    for s in totals.skipped:
        print(f"skipped: {s}")


def bars(report: Report) -> list[str]:
    """The issue's bars over every kernel, width and style: the lines to print."""
    lines = ["\nbars (anchor: the CGO 2013 static scalarizer reached two thirds of its dynamic oracle):"]
    worse: list[str] = []
    sums = Counter[str]()
    for width, totals in report.totals.items():
        for style in report.styles:
            for kernel, rows in totals.per_kernel.items():
                for metric in ("cycles", "energy"):
                    ours = rows[WHY_STAGE][f"{style}:{metric}"]
                    for b in BASELINES:
                        theirs = rows[b][f"{style}:{metric}"]
                        if ours > theirs:
                            worse.append(f"  {kernel:<{NAME}} W={width:<3} {style:<6} {metric:<6} "
                                         f"uniform+ds {ours:g} > {b} {theirs:g} ({ours / theirs:.2f}x)")  # fmt: skip
            n, u = totals.rows["naive"][f"{style}:cycles"], totals.rows[WHY_STAGE][f"{style}:cycles"]
            sums["naive"] += n
            sums[WHY_STAGE] += u
            ratio = f"{u / n:.2f}x" if n else "n/a"
            lines.append(f"  W={width:<3} {style:<6}: summed cycles uniform+ds / naive = {ratio} ({u:.0f} / {n:.0f})")
    if sums["naive"]:
        # three decimals: 0.602 printed as 0.60x read as the bar met
        total = sums[WHY_STAGE] / sums["naive"]
        lines.append(f"  all widths and styles: summed cycles uniform+ds / naive = {total:.3f}x "
                     f"({sums[WHY_STAGE]:.0f} / {sums['naive']:.0f}; bar: <= 0.60x, "
                     f"{'met' if total <= 0.60 else 'not met'})")  # fmt: skip
    cyc = sum("cycles" in w for w in worse)
    lines.append(f"uniform+ds costs more than naive or naive+ds in {cyc} (kernel, width, style) cycle cases "
                 f"and {len(worse) - cyc} energy cases (bar: none)")  # fmt: skip
    return lines + worse


def parse_list(text: str, allowed: tuple[str, ...] | None = None) -> tuple[str, ...]:
    items = tuple(p.strip() for p in text.split(",") if p.strip())
    bad = [i for i in items if allowed is not None and i not in allowed]
    if not items or bad:
        raise argparse.ArgumentTypeError(f"expected a comma-separated list of {', '.join(allowed or ('values',))}, got {text!r}")
    return items


def parse_widths(text: str) -> tuple[int, ...]:
    try:
        widths = tuple(int(w) for w in parse_list(text))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected widths like 4,8,32, got {text!r}") from None
    if min(widths) < 1:
        raise argparse.ArgumentTypeError(f"widths must be positive, got {text!r}")
    return widths


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("kernels", nargs="*", type=Path, help="SPMD kernels, .mlir or .ll (default: examples/kernels and the corpus)")
    p.add_argument("--style", type=lambda t: parse_list(t, STYLES), default=STYLES, help="mask styles, e.g. exec,per-op (default both)")
    p.add_argument(
        "--scalar-operands", nargs="?", const="all", choices=("all", "lowering"),
        help="a machine whose vector ops read scalar operands (AMD SGPR operands, Nyuzi "
        "vector-scalar forms): lower with convert-simd-to-lockstep{scalar-operands=true} and "
        "place with divergence-scalarize{scalar-operands=true} (a broadcast read as a scalar "
        "operand costs nothing); `=lowering`: the lowering only, the placement weighing "
        "every broadcast (the rows before the placement knew the machine)",
    )  # fmt: skip
    p.add_argument(
        "--fuse-exec", action="store_true",
        help="run fuse-exec-masks after the lowering: AMD's fused exec instructions "
        "(s_and_saveexec_b64, s_and_b64 exec, s, m) for exec masks (the lowering's "
        "default now: this says so in the header)",
    )  # fmt: skip
    p.add_argument(
        "--no-fuse-exec", action="store_true",
        help="lower with convert-simd-to-lockstep{fuse-exec=false}: the exec ops unfused",
    )  # fmt: skip
    p.add_argument("--threads", type=int, help="threads of the launch (overrides the header)")
    p.add_argument("--grid", help="blocks of the launch, X[,Y[,Z]] (with --block)")
    p.add_argument("--block", help="threads per block, X[,Y[,Z]]")
    p.add_argument("--width", type=parse_widths, help="subgroup widths, e.g. 4,8,32 (overrides the header; default 4,8,32, or 4 for named kernels)")
    p.add_argument("--args", help="kernel arguments as JSON, as for simd-run (overrides the header)")
    p.add_argument("--why", action="store_true", help="list the costly transfers and the vector ops that still ran dynamically uniform after uniform+ds")
    p.add_argument(
        "--no-placement", dest="placement", action="store_false",
        help="run divergence-scalarize{placement=false}: uniform loop values stay scalars "
        "whatever their broadcasts cost (the table before the placement model)",
    )  # fmt: skip
    p.add_argument(
        "--declare-block", action="store_true",
        help="vectorize with spmd-vectorize{block-size=X,Y,Z} of the launch's block: a 2-D "
        "kernel's y id is then one scalar per subgroup when X is a multiple of W",
    )  # fmt: skip
    p.add_argument(
        "--specialize", action="store_true",
        help="specialize-launch every stage for the kernel's launch: its block and its integer "
        "arguments' facts (== 1, divisible by a power of two up to 64), as a host keying variants",
    )  # fmt: skip
    p.add_argument(
        "--rows-version", action="store_true",
        help="vectorize the uniform stages with spmd-vectorize{rows-version=true} (row_version.py)",
    )  # fmt: skip
    p.add_argument(
        "--via-cf", action="store_true",
        help="lower each kernel to cf branches (convert-scf-to-cf) and structure it back "
        "(lift-cf-to-scf) before every stage: what a kernel written with cf costs",
    )  # fmt: skip
    p.add_argument(
        "--speculate", action="store_true",
        help="vectorize the uniform stages with spmd-vectorize{mask-style=S} once per mask "
        "style S (the default: speculated arms are on, decided by S)",
    )  # fmt: skip
    p.add_argument(
        "--no-speculate", dest="no_speculate", action="store_true",
        help="vectorize the uniform stages with spmd-vectorize{speculate=false}: every arm of "
        "a divergent if under its own mask (the table before speculation was the default)",
    )  # fmt: skip
    add_options(p)
    plotting.add_plot_option(p)
    ns = p.parse_args(argv)
    corpus = corpus_names()
    kernels: list[Path] = ns.kernels or default_kernels()
    styles: tuple[str, ...] = ns.style
    scalar = " scalar-operands=true" if ns.scalar_operands else ""
    unfused = " fuse-exec=false" if ns.no_fuse_exec else ""
    lower = f"convert-simd-to-lockstep{{{{mask-style={{style}}{scalar}{unfused}}}}}" + (",fuse-exec-masks" if ns.fuse_exec else "")
    via = ", written with cf and structured back" if ns.via_cf else ""
    fused = ", fused exec ops" if ns.fuse_exec else ", unfused exec ops" if ns.no_fuse_exec else ""
    operands = {None: "", "all": ", scalar operands (lowering and placement)",
                "lowering": ", scalar operands (lowering only)"}[ns.scalar_operands]  # fmt: skip
    print(f"SPMD kernels through the pipeline ({' | '.join(styles)} masks{operands} on the machine{via}{fused}), summed over the launch")
    report = Report(styles)
    bad = 0
    try:
        widths = (4,) if ns.kernels else WIDTHS
        launches = [(path, path.read_text(), launch_of(path, ns, corpus, widths)) for path in kernels]
    except (KernelError, OSError) as e:
        print(f"kernel_pipeline_table: error: {e}", file=sys.stderr)
        return 1
    options = Options(styles, lower, ns.via_cf, ns.placement, ns.scalar_operands == "all", ns.declare_block, ns.why,
                      ns.rows_version, not ns.no_speculate, ns.specialize)
    order = sorted({w for _, _, launch in launches for w in launch.widths})
    points = [KernelPoint(corpus.get(path.resolve(), path.stem), str(path), text, launch, width, options)
              for width in order for path, text, launch in launches if width in launch.widths]  # fmt: skip
    runs = in_order(run_points(kernel_point, points, _worker_died, jobs=ns.jobs, scheduler=ns.scheduler))
    at = 0
    for width in order:
        head = header(styles)
        print(f"\nW={width}\n{head}\n{'-' * len(head)}")
        report.at(width)
        while at < len(points) and points[at].width == width:
            run = next(runs)
            for line in run.lines:
                print(line)
            report.add(points[at], run)
            bad += run.bad
            at += 1
        summary(report.at(width), width, styles)
    print("\n".join(bars(report)))
    if ns.why:
        print(f"\ntransfers after {WHY_STAGE} that cost more cycles than scalarizing their source saved "
              "(count, transfer, source and its runs, users):")
        print("\n".join(report.transfers) if report.transfers else "none")
        print(f"\nvector ops still dynamically uniform after {WHY_STAGE} (count, op, verdict):")
        print("\n".join(report.why) if report.why else "none")
    if ns.plot:
        first = report.totals[min(report.totals)] if report.totals else Totals()
        plotting.kernel_pipeline(ns.plot, {k: {s: {**r, "cycles": r[f"{styles[0]}:cycles"]} for s, r in rows.items()}
                                           for k, rows in first.per_kernel.items()})  # fmt: skip
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
