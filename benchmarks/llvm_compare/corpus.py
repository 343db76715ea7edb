"""Our verdicts vs LLVM 22's uniformity analysis on the OpenCL corpus, value by value.

    python benchmarks/llvm_compare/corpus.py [--quiet] [--nvptx-only | --amdgpu-only] [--cross-lane]
        [--jobs N | --scheduler tcp://HOST:PORT]

For every kernel of `examples/opencl/` - compiled for AMDGPU (`X.ll`) and for NVPTX
(`nvptx/X.ll`) - it runs `simd-opt X.ll -p print-divergence` (the importer,
`frontends/llvm.py`, then our analysis) and `opt-22 -mtriple=<the file's target>
-passes='print<uniformity>'` on the same IR.  For NVPTX, clang keeps the kernel body in
a `noinline` `__clang_ocl_kern_imp_*` function; both sides read the module as the importer
does, with those calls inlined (`frontends.llvm.inlined_module_text`).  Names match by
construction (SPEC section 10: LLVM's `%5` is our `%v5`; a split vector `%10` is our
`%v10.lN` lanes, divergent when any lane is).  Values only one side names (our index
arithmetic, LLVM's GEPs and stores) are not compared.  Branches are compared per block
(LLVM's divergent terminator vs our `divergent-branch`).

With `--cross-lane` the kernels are those of `examples/cross_lane/` instead: the CUDA
ones (`cuda_*.ll`, NVPTX) and the HIP ones (`hip_*.ll`, AMDGPU) - shuffles, votes,
ballots, readlane/readfirstlane, `mbcnt` (the OpenCL ones are spir64, for which LLVM
has no divergence-aware target).

The cycle forest of every function (`passes/analysis/cycles.py` on the imported module)
is compared with `opt-22 -passes='print<cycles>'` too: depth, header, entries and blocks
of every cycle, blocks named as LLVM names them.

Each difference gets a reason, found on the LLVM IR by llvmlite:
* ours uniform / LLVM divergent (we are more precise):
  - "opaque builtin": the value depends on a call to an OpenCL work-item builtin that is
    uniform by SPEC section 4 (get_local_size, get_group_id, get_num_groups,
    get_global_size, get_enqueued_local_size); without the OpenCL library LLVM sees an
    unknown call, which its AMDGPU/NVPTX TTI calls a source of divergence;
  - "other": listed for the analysis owners.
* ours divergent / LLVM uniform (we are less precise): always listed with the
  instruction, for the analysis owners.

Each file for each target is a point of `simd-sweep`'s runner (`tools/sweep/executor.py`,
carrying the file's text): `--jobs N` compares them on N worker processes, `--scheduler`
on a Dask cluster (whose workers need simd-opt and opt-22); the output is the same, byte
for byte, as in this process (the default).  A worker that dies stops the comparison
with its file named: a table with a kernel missing would read as a different corpus.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

import llvmlite.binding as llvm

from simdopt.tools.checkout import checkout
from simdopt.tools.sweep.executor import add_options, in_order, run_points

HERE = Path(__file__).resolve().parent
ROOT = checkout()
CORPUS = ROOT / "examples" / "opencl"
CROSS_LANE = ROOT / "examples" / "cross_lane"

UNIFORM_BUILTINS = ("get_local_size", "get_group_id", "get_num_groups", "get_global_size", "get_enqueued_local_size")

Verdicts = dict[str, dict[str, bool]]  # function -> name -> divergent


@dataclass
class Row:
    target: str
    kernel: str
    values: int = 0
    agree: int = 0
    ours_uniform: list[tuple[str, str]] = field(default_factory=list[tuple[str, str]])
    ours_divergent: list[tuple[str, str]] = field(default_factory=list[tuple[str, str]])
    branches: int = 0
    branches_agree: int = 0
    branch_diffs: list[str] = field(default_factory=list[str])
    branch_builtin: int = 0
    cycles: int = 0
    forest_differs: bool = False


def llvm_verdicts(ll_text: str, triple: str) -> tuple[Verdicts, Verdicts]:
    """(values, branches) per function from `opt-22 -passes=print<uniformity>`."""
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
        f.write(ll_text)
    proc = subprocess.run(
        ["opt-22", f"-mtriple={triple}", "-passes=print<uniformity>", "-disable-output", f.name],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    Path(f.name).unlink()
    values: Verdicts = {}
    branches: Verdicts = {}
    cur: dict[str, bool] = {}
    curb: dict[str, bool] = {}
    block = ""
    in_terms = False
    for line in proc.stderr.splitlines():
        m = re.match(r"UniformityInfo for function '([^']+)'", line)
        if m:
            cur = values.setdefault(m.group(1), {})
            curb = branches.setdefault(m.group(1), {})
            continue
        m = re.match(r"BLOCK (\S+)", line)
        if m:
            block, in_terms = m.group(1), False
            continue
        if line.startswith("TERMINATORS"):
            in_terms = True
            continue
        if in_terms:
            t = re.match(r"\s*(DIVERGENT:)?\s*(br i1|switch)", line)
            if t:
                curb[block] = t.group(1) is not None
            continue
        m = re.match(r"\s*(DIVERGENT:)?\s*%([-\w.$]+) = ", line)
        if m:
            cur[m.group(2)] = m.group(1) is not None
    return values, branches


def our_verdicts(ll_path: str) -> tuple[Verdicts, Verdicts]:
    proc = subprocess.run(
        ["simd-opt", ll_path, "-p", "print-divergence"], capture_output=True, text=True, check=True
    )
    values: Verdicts = {}
    branches: Verdicts = {}
    cur: dict[str, bool] = {}
    curb: dict[str, bool] = {}
    for line in proc.stdout.splitlines():
        m = re.match(r"divergence @([-\w.$]+)", line)
        if m:
            cur = values.setdefault(m.group(1), {})
            curb = branches.setdefault(m.group(1), {})
            continue
        m = re.match(r"  (uniform|divergent) %([-\w.$]+)", line)
        if m:
            name = m.group(2)
            name = re.sub(r"\.l\d+$", "", name)  # a lane of a split vector
            if re.fullmatch(r"v\d+", name):
                name = name[1:]
            elif re.fullmatch(r"\d+", name):
                continue  # a value of ours (index arithmetic, constants)
            cur[name] = cur.get(name, False) or m.group(1) == "divergent"
            continue
        m = re.match(r"  (uniform|divergent)-branch \^([-\w.$]+)", line)
        if m:
            name = m.group(2)
            if re.fullmatch(r"L\d+", name) or name.startswith("Lbb"):
                name = name[1:]
            curb[name] = m.group(1) == "divergent"
            continue
        if not line.startswith("  "):
            cur = {}
            curb = {}
    return values, branches


def _instructions(module: llvm.ModuleRef, fn: str) -> dict[str, llvm.ValueRef]:
    """LLVM's value names (numbered as printed) -> instruction."""
    f = module.get_function(fn)
    out: dict[str, llvm.ValueRef] = {}
    n = 0
    for a in f.arguments:
        if not a.name:
            n += 1
    for b in f.blocks:
        if not b.name:
            n += 1
        for i in b.instructions:
            if str(i.type) == "void":
                continue
            if i.name:
                out[i.name] = i
            else:
                out[str(n)] = i
                n += 1
    return out


def _block_names(module: llvm.ModuleRef, fn: str) -> dict[str, llvm.ValueRef]:
    """LLVM's block names (numbered as printed) -> block."""
    f = module.get_function(fn)
    out: dict[str, llvm.ValueRef] = {}
    n = sum(1 for a in f.arguments if not a.name)
    for b in f.blocks:
        if b.name:
            out[b.name] = b
        else:
            out[str(n)] = b
            n += 1
        n += sum(1 for i in b.instructions if str(i.type) != "void" and not i.name)
    return out


def _depends_on_uniform_builtin(
    inst: llvm.ValueRef, defs: dict[int, llvm.ValueRef], terms: dict[int, llvm.ValueRef]
) -> bool:
    """Does `inst` depend on a uniform OpenCL builtin call, through operands or through
    the branches that select a phi's incoming value (sync dependence)?"""
    seen: set[int] = set()
    stack = [inst]
    while stack:
        v = stack.pop()
        key = hash(v)
        if key in seen:
            continue
        seen.add(key)
        d = defs.get(key)
        if d is None:
            continue
        if d.opcode == "call":
            callee = list(d.operands)[-1].name
            m = re.match(r"_Z(\d+)", callee)
            if m and callee[m.end() : m.end() + int(m.group(1))] in UNIFORM_BUILTINS:
                return True
        stack.extend(d.operands)
        if d.opcode == "phi":  # control: the branches that choose the incoming value
            for b in d.incoming_blocks:
                term = terms.get(hash(b))
                if term is not None:
                    stack.extend(o for o in term.operands if o.value_kind.name != "basic_block")
    return False


CycleKey = tuple[int, str, frozenset[str], frozenset[str]]  # depth, header, entries, blocks


def _names(name: Callable[[object], str | None], blocks: Iterable[object]) -> frozenset[str]:
    """The named blocks of `blocks`, by name."""
    out: set[str] = set()
    for b in blocks:
        if (n := name(b)) is not None:
            out.add(n)
    return frozenset(out)


def llvm_cycles(ll_text: str, triple: str) -> dict[str, set[CycleKey]]:
    """Every function's cycle forest from `opt-22 -passes=print<cycles>`."""
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
        f.write(ll_text)
    proc = subprocess.run(
        ["opt-22", f"-mtriple={triple}", "-passes=print<cycles>", "-disable-output", f.name],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    Path(f.name).unlink()
    out: dict[str, set[CycleKey]] = {}
    cur: set[CycleKey] = set()
    for line in proc.stderr.splitlines():
        m = re.match(r"CycleInfo for function: (\S+)", line)
        if m:
            cur = out.setdefault(m.group(1), set())
            continue
        m = re.match(r"\s+depth=(\d+): entries\(([^)]*)\)(.*)$", line)
        if m:
            entries = [e.lstrip("%") for e in m.group(2).split()]
            rest = [b.lstrip("%") for b in m.group(3).split()]
            cur.add((int(m.group(1)), entries[0], frozenset(entries), frozenset(entries + rest)))
    return out


def our_cycles(ll_path: str) -> dict[str, set[CycleKey]]:
    """Every function's cycle forest (`passes/analysis/cycles.py`) on the imported
    module, blocks named as LLVM names them (`^L27` -> `27`, `^for.body` -> `for.body`).
    Blocks the printer does not name are left out of the sets."""
    from io import StringIO

    from xdsl.dialects import func
    from xdsl.printer import Printer

    from simdopt.ir.cfg import CFG
    from simdopt.ir.cycles import CycleInfo
    from simdopt.tools.frontend import SourceMap, make_context, parse_module

    proc = subprocess.run(["simd-opt", ll_path], capture_output=True, text=True, check=True)
    module = parse_module(make_context(), SourceMap("imported.mlir", proc.stdout))
    printer = Printer(stream=StringIO())
    printer.print_op(module)
    names = printer._blocks  # pyright: ignore[reportPrivateUsage]

    def name(b: object) -> str | None:
        n = names.get(b)  # pyright: ignore
        if n is None:
            return None
        if re.fullmatch(r"L\d+", n) or n.startswith("Lbb"):
            n = n[1:]
        return n

    out: dict[str, set[CycleKey]] = {}
    for f in module.walk():
        if not isinstance(f, func.FuncOp):
            continue
        forest = out.setdefault(f.sym_name.data, set())
        info = CycleInfo(CFG(f.body))
        for c in info.cycles:
            entries = _names(name, c.entries)
            blocks = _names(name, c.blocks)
            forest.add((c.depth, name(c.header) or "?", entries, blocks))
    return out


def compare(path: Path, target: str, triple: str) -> list[Row]:
    return compare_text(path.read_text(), target, triple)


@dataclass(frozen=True)
class KernelFile:
    """One `.ll` file for one target: a point of the sweep runner.  It carries the
    file's text (a Dask worker need not see the corpus)."""

    name: str
    text: str
    target: str
    triple: str


def compare_point(point: KernelFile) -> list[Row]:
    """`compare` of one file (in a worker of `tools/sweep/executor`)."""
    return compare_text(point.text, point.target, point.triple)


def _worker_died(point: KernelFile, phase: str, message: str) -> list[Row]:
    raise RuntimeError(f"{point.name} ({point.target}): worker {phase}: {message}")


def compare_text(ll_text: str, target: str, triple: str) -> list[Row]:
    """Our verdicts and cycle forests against opt-22's, per function of the module."""
    from simdopt.frontends.llvm import inlined_module_text

    text = inlined_module_text(ll_text)
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
        f.write(text)
    try:
        ours_v, ours_b = our_verdicts(f.name)
        ours_c = our_cycles(f.name)
    finally:
        Path(f.name).unlink()
    theirs_c = llvm_cycles(text, triple)
    theirs_v, theirs_b = llvm_verdicts(text, triple)
    module = llvm.parse_assembly(text)
    rows: list[Row] = []
    for fn, ours in ours_v.items():
        theirs = theirs_v.get(fn, {})
        insts = _instructions(module, fn)
        defs = {hash(i): i for i in insts.values()}
        blocks = {hash(b): b for b in module.get_function(fn).blocks}
        terms = {k: list(b.instructions)[-1] for k, b in blocks.items()}
        block_names = _block_names(module, fn)
        row = Row(target, fn)
        row.cycles = len(theirs_c.get(fn, ()))
        row.forest_differs = ours_c.get(fn, set()) != theirs_c.get(fn, set())
        for name, div in ours.items():
            if name not in theirs:
                continue
            row.values += 1
            other = theirs[name]
            text_of = str(insts[name]).strip() if name in insts else f"%{name}"
            if div == other:
                row.agree += 1
            elif not div:
                reason = (
                    "opaque builtin"
                    if name in insts and _depends_on_uniform_builtin(insts[name], defs, terms)
                    else "other"
                )
                row.ours_uniform.append((reason, text_of))
            else:
                row.ours_divergent.append(("", text_of))
        for blk, div in ours_b[fn].items():
            if blk not in theirs_b.get(fn, {}):
                continue
            row.branches += 1
            if div == theirs_b[fn][blk]:
                row.branches_agree += 1
            else:
                term = terms[hash(block_names[blk])] if blk in block_names else None
                conds = [o for o in term.operands if o.value_kind.name != "basic_block"] if term is not None else []
                why = ""
                if not div and any(
                    _depends_on_uniform_builtin(c, defs, terms) for c in conds if hash(c) in defs
                ):
                    why = " (opaque builtin)"
                    row.branch_builtin += 1
                row.branch_diffs.append(f"{'ours divergent' if div else 'ours uniform'}{why}: block {blk}")
        rows.append(row)
    return rows


def main(argv: list[str] | None = None) -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quiet", action="store_true", help="only the table and the totals")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--amdgpu-only", action="store_true")
    g.add_argument("--nvptx-only", action="store_true")
    p.add_argument("--cross-lane", action="store_true", help="the kernels of examples/cross_lane/ instead")
    add_options(p)
    ns = p.parse_args(argv)
    if shutil.which("opt-22") is None:
        print("corpus.py: opt-22 is not installed (apt-get install llvm-22)", file=sys.stderr)
        sys.exit(1)
    sets = []
    if ns.cross_lane:
        amdgpu, nvptx = sorted(CROSS_LANE.glob("hip_*.ll")), sorted(CROSS_LANE.glob("cuda_*.ll"))
    else:
        amdgpu, nvptx = sorted(CORPUS.glob("*.ll")), sorted((CORPUS / "nvptx").glob("*.ll"))
    if not ns.nvptx_only:
        sets.append(("amdgpu", "amdgcn-amd-amdhsa", amdgpu))
    if not ns.amdgpu_only:
        sets.append(("nvptx", "nvptx64-nvidia-cuda", nvptx))
    points = [KernelFile(path.name, path.read_text(), target, triple) for target, triple, files in sets for path in files]
    rows: list[Row] = []
    for found in in_order(run_points(compare_point, points, _worker_died, jobs=ns.jobs, scheduler=ns.scheduler)):
        rows.extend(found)
    print(f"{'target':<7} {'kernel':<12} {'values':>6} {'agree':>6} {'ours-uni':>8} {'ours-div':>8}   branches agree")
    for r in rows:
        print(
            f"{r.target:<7} {r.kernel:<12} {r.values:>6} {r.agree:>6} {len(r.ours_uniform):>8} "
            f"{len(r.ours_divergent):>8}   {r.branches:>8} {r.branches_agree:>5}"
        )
    for target in dict.fromkeys(r.target for r in rows):
        rs = [r for r in rows if r.target == target]
        builtin = sum(1 for r in rs for reason, _ in r.ours_uniform if reason == "opaque builtin")
        print(
            f"total {target}: {len(rs)} kernels, {sum(r.values for r in rs)} values, "
            f"{sum(r.agree for r in rs)} agree, {sum(len(r.ours_uniform) for r in rs)} ours uniform / "
            f"LLVM divergent ({builtin} opaque builtin), {sum(len(r.ours_divergent) for r in rs)} ours "
            f"divergent / LLVM uniform; branches {sum(r.branches for r in rs)}, "
            f"{sum(r.branches_agree for r in rs)} agree, "
            f"{sum(r.branch_builtin for r in rs)} ours uniform by an opaque builtin; "
            f"cycles {sum(r.cycles for r in rs)}, cycle forests different from "
            f"print<cycles>: {sum(r.forest_differs for r in rs)}"
        )
    if ns.quiet:
        return
    for r in rows:
        diffs = [("more precise", reason, t) for reason, t in r.ours_uniform if reason != "opaque builtin"]
        diffs += [("LESS PRECISE", reason, t) for reason, t in r.ours_divergent]
        branch_diffs = [b for b in r.branch_diffs if "opaque builtin" not in b]
        if r.forest_differs:
            print(f"\n{r.target} @{r.kernel}: cycle forest differs from print<cycles>")
        if diffs or branch_diffs:
            print(f"\n{r.target} @{r.kernel}:")
            for kind, reason, t in diffs:
                print(f"  {kind}{' (' + reason + ')' if reason else ''}: {t}")
            for b in branch_diffs:
                print(f"  branch {b}")


if __name__ == "__main__":
    main()
