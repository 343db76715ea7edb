"""Compare our divergence verdicts and cycle forest with LLVM 22, value by value.

    python benchmarks/llvm_compare/compare.py [--random N] [--quiet] [--plot FILE.png]

Kernels: every `X.mlir` here (with its hand-written `X.ll` when there is one), every
kernel of `tests/filecheck/analysis/` and, with `--random N`, N random kernels of
`tools/kernel_gen.py` (reducible loops, breaks, switches and irreducible cycles).
The LLVM form of a kernel without a `.ll` is produced by `to_llvm.py` (after
`convert-scf-to-cf`), keeping value names and numbering blocks `bbN` in order.
LLVM: `opt-22 -mtriple=amdgcn-- -passes='print<cycles>,print<uniformity>'`.

Per function it compares the cycle forest (depth, header, entries and blocks of every
cycle, against `print<cycles>`), every value named on both sides and every conditional
branch.  Each difference is explained:

* ours uniform, LLVM divergent (we are more precise): the rule that makes the
  difference, found by running our analysis again with that rule off (rules 5, 6, 7 of
  `passes/analysis/divergence.py`), or without `simd.non_divergent` hints (no LLVM
  counterpart), or a known LLVM 22 imprecision, found by running LLVM again on a
  variant of the `.ll` (`wave.reduce` is not always-uniform in LLVM 22: it answers
  uniform when the reduction is written as `readfirstlane`; an order-dependent join:
  it answers uniform when the incoming lists of the phis are reversed);
* ours divergent, LLVM uniform (we are less precise - or LLVM is unsound): LLVM 22's
  exit-phi bug (PR #216296) when our analysis with LLVM 22's exit-phi rule agrees.

Anything else is printed as UNEXPLAINED.  Totals last; exit code 1 if a value or a
branch is less precise without explanation, a difference is unexplained, or a cycle
forest differs.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field, replace
from io import StringIO
from pathlib import Path

from xdsl.dialects import builtin, func
from xdsl.ir import SSAValue
from xdsl.printer import Printer

from simdopt.benchmarks import plotting
from simdopt.benchmarks.llvm_compare.to_llvm import translate
from simdopt.ir.cfg import CFG
from simdopt.ir.cycles import CycleInfo
from simdopt.passes.analysis.divergence import (
    NON_DIVERGENT,
    Rules,
    analyze_divergence,
    branch_condition,
)
from simdopt.tools import kernel_gen as gen
from simdopt.tools.checkout import checkout
from simdopt.tools.frontend import SourceMap, make_context, parse_module

HERE = Path(__file__).resolve().parent
ROOT = checkout()

OPT = ["opt-22", "-mtriple=amdgcn--", "-passes=print<cycles>,print<uniformity>"]
CycleKey = tuple[int, str, frozenset[str], frozenset[str]]


@dataclass
class FunctionFacts:
    """One function's verdicts: value name -> divergent, block name -> divergent
    branch (conditional branches only), and its cycles."""

    values: dict[str, bool] = field(default_factory=dict[str, bool])
    branches: dict[str, bool] = field(default_factory=dict[str, bool])
    blocks: list[str] = field(default_factory=list[str])
    cycles: list[CycleKey] = field(default_factory=list[CycleKey])


Facts = dict[str, FunctionFacts]


# -- LLVM side -----------------------------------------------------------------------------
def llvm_facts(ll_text: str) -> Facts:
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
        f.write(ll_text)
    proc = subprocess.run(
        [*OPT, "-disable-output", f.name], capture_output=True, text=True, check=True
    )
    Path(f.name).unlink()
    out: Facts = {}
    cur = FunctionFacts()
    block = ""
    section = ""
    for line in proc.stderr.splitlines():
        m = re.match(r"CycleInfo for function: ([\w.]+)", line)
        if m:
            cur = out.setdefault(m.group(1), FunctionFacts())
            section = "CYCLES"
            continue
        m = re.match(r"\s+depth=(\d+): entries\(([^)]*)\)(.*)$", line)
        if m and section == "CYCLES":
            entries = m.group(2).split()
            cur.cycles.append(
                (
                    int(m.group(1)),
                    entries[0],
                    frozenset(entries),
                    frozenset(entries + m.group(3).split()),
                )
            )
            continue
        m = re.match(r"UniformityInfo for function '([\w.]+)'", line)
        if m:
            cur = out.setdefault(m.group(1), FunctionFacts())
            section = ""
            continue
        m = re.match(r"BLOCK ([\w.]+)", line)
        if m:
            block = m.group(1)
            cur.blocks.append(block)
            continue
        if line in ("DEFINITIONS", "TERMINATORS"):
            section = line
            continue
        div = line.startswith("  DIVERGENT:")
        if section == "TERMINATORS" and re.search(r"\b(br i1|switch)\b", line):
            cur.branches[block] = div
            continue
        m = re.match(r"\s*(?:DIVERGENT:)?\s*%([\w.]+) = ", line)
        if m and section == "DEFINITIONS" and not m.group(1).startswith("tmp."):
            name = m.group(1)
            if re.fullmatch(r"v\d+", name):
                name = name[1:]
            cur.values[name] = div
    return out


def reduce_as_readfirstlane(ll: str) -> str:
    """The `.ll` with every wave reduction written as readfirstlane (both uniform)."""
    ll = re.sub(
        r"call i32 @llvm\.amdgcn\.wave\.reduce\.add\.i32\(i32 ([^,]+), i32 0\)",
        r"call i32 @llvm.amdgcn.readfirstlane.i32(i32 \1)",
        ll,
    )
    decl = "declare i32 @llvm.amdgcn.readfirstlane.i32(i32)"
    return ll if decl in ll else decl + "\n" + ll


def reversed_phis(ll: str) -> str:
    """The `.ll` with the incoming list of every phi reversed (same program)."""

    def flip(m: re.Match[str]) -> str:
        items = re.findall(r"\[[^\]]*\]", m.group(2))
        return m.group(1) + ", ".join(reversed(items))

    return re.sub(r"^(\s*%[\w.]+ = phi \w+ )(.*)$", flip, ll, flags=re.M)


# -- our side ------------------------------------------------------------------------------
def our_facts(module: builtin.ModuleOp, rules: Rules) -> Facts:
    printer = Printer(stream=StringIO())
    printer.print_op(module)
    names: dict[SSAValue, str] = printer._ssa_values  # pyright: ignore[reportPrivateUsage]
    info = analyze_divergence(module, rules=rules)
    out: Facts = {}
    for f in module.walk():
        if not isinstance(f, func.FuncOp) or not f.body.blocks:
            continue
        facts = out.setdefault(f.sym_name.data, FunctionFacts())
        blocks = list(f.body.blocks)
        label = {b: f"bb{i}" for i, b in enumerate(blocks)}
        facts.blocks = [label[b] for b in blocks]
        for op in f.walk():
            values: list[SSAValue] = list(op.results)
            for region in op.regions:
                for b in region.blocks:
                    values.extend(b.args)
            for v in values:
                name = names.get(v)
                if name is not None:
                    facts.values[name] = info.is_divergent(v)
        for b in blocks:
            if b.last_op is not None and branch_condition(b.last_op) is not None:
                facts.branches[label[b]] = info.has_divergent_branch(b)
        ci = CycleInfo(CFG(f.body))
        for c in ci.cycles:
            facts.cycles.append(
                (
                    c.depth,
                    label[c.header],
                    frozenset(label[b] for b in c.entries),
                    frozenset(label[b] for b in c.blocks),
                )
            )
    return out


def strip_hints(text: str) -> builtin.ModuleOp:
    module = parse(text)
    for op in module.walk():
        op.attributes.pop(NON_DIVERGENT, None)
    return module


def parse(text: str) -> builtin.ModuleOp:
    module = parse_module(make_context(), SourceMap("k.mlir", text))
    assert isinstance(module, builtin.ModuleOp)
    return module


def lowered(mlir_text: str, fold: bool = True) -> str:
    """The kernel in `cf` form (`fold=False`: only re-printed, every value kept)."""
    proc = subprocess.run(
        ["simd-opt", *(["-p", "convert-scf-to-cf"] if fold else [])],
        input=mlir_text, capture_output=True, text=True, check=True,
    )  # fmt: skip
    return proc.stdout


# -- one kernel ----------------------------------------------------------------------------
@dataclass
class Tally:
    kernels: int = 0
    values: int = 0
    agree: int = 0
    branches: int = 0
    branches_agree: int = 0
    cycles: int = 0
    forests_differ: int = 0
    more: Counter[str] = field(default_factory=Counter[str])
    less: Counter[str] = field(default_factory=Counter[str])
    more_branches: Counter[str] = field(default_factory=Counter[str])
    less_branches: Counter[str] = field(default_factory=Counter[str])


def relabel(theirs: FunctionFacts, ours: FunctionFacts) -> FunctionFacts:
    """LLVM's block names -> ours (`bbN` in function order) when a hand-written `.ll`
    names its blocks differently (same order as the `.mlir`)."""
    if theirs.blocks == ours.blocks or len(theirs.blocks) != len(ours.blocks):
        return theirs
    m = dict(zip(theirs.blocks, ours.blocks, strict=True))
    return replace(
        theirs,
        branches={m[k]: v for k, v in theirs.branches.items()},
        blocks=ours.blocks,
        cycles=[
            (d, m[h], frozenset(m[x] for x in e), frozenset(m[x] for x in bs))
            for d, h, e, bs in theirs.cycles
        ],
    )


def compare_kernel(
    label: str, text: str, ll: str | None, tally: Tally, quiet: bool
) -> None:
    if ll is None:
        # The lowering also folds unused values away: only when needed.
        try:
            text = lowered(text) if "scf." in text else lowered(text, fold=False)
        except subprocess.CalledProcessError:
            print(f"{label}: skipped (not a kernel simd-opt accepts)")
            return
        ll = translate(text)
    module = parse(text)
    ours_all = our_facts(module, Rules())
    theirs_all = llvm_facts(ll)
    variants: dict[str, Facts] = {}
    llvm_variants: dict[str, Facts] = {}

    def ours_without(key: str) -> Facts:
        if key not in variants:
            if key == "hints":
                variants[key] = our_facts(strip_hints(text), Rules())
            elif key == "rules 5-7":
                variants[key] = our_facts(
                    parse(text),
                    Rules(
                        invariant_values=False,
                        uniform_exit_liveouts=False,
                        subgroup_thread_id=False,
                    ),
                )
            else:
                variants[key] = our_facts(parse(text), RULE_OFF[key])
        return variants[key]

    def llvm_variant(key: str) -> Facts:
        if key not in llvm_variants:
            assert ll is not None
            src = reduce_as_readfirstlane(ll) if key == "reduce" else reversed_phis(ll)
            llvm_variants[key] = llvm_facts(src)
        return llvm_variants[key]

    def explain_more(fn: str, kind: str, name: str) -> str:
        for key in (*RULE_OFF, "rules 5-7", "hints"):
            facts = ours_without(key).get(fn)
            if facts is not None and getattr(facts, kind).get(name):
                return key
        for key, why in (
            ("reduce", "LLVM 22: wave.reduce not always-uniform"),
            ("phis", "LLVM 22: order-dependent join"),
        ):
            facts = llvm_variant(key).get(fn)
            if facts is not None and getattr(facts, kind).get(name) is False:
                return why
        return "UNEXPLAINED"

    def explain_less(fn: str, kind: str, name: str) -> str:
        facts = our_facts(parse(text), Rules(llvm22_exit_phis=True)).get(fn)
        if facts is not None and getattr(facts, kind).get(name) is False:
            return "LLVM 22 exit-phi bug (PR #216296)"
        return "LESS PRECISE"

    for fn, theirs in theirs_all.items():
        ours = ours_all.get(fn)
        if ours is None:
            continue
        theirs = relabel(theirs, ours)
        tally.kernels += 1
        tally.cycles += len(theirs.cycles)
        if sorted(theirs.cycles, key=repr) != sorted(ours.cycles, key=repr):
            tally.forests_differ += 1
            print(f"{label}@{fn}: cycle forest differs")
            print(f"    llvm: {sorted(theirs.cycles, key=repr)}")
            print(f"    ours: {sorted(ours.cycles, key=repr)}")
        for kind, more, less in (
            ("values", tally.more, tally.less),
            ("branches", tally.more_branches, tally.less_branches),
        ):
            ov: dict[str, bool] = getattr(ours, kind)
            tv: dict[str, bool] = getattr(theirs, kind)
            for name in sorted(set(ov) & set(tv)):
                o, t = ov[name], tv[name]
                if kind == "values":
                    tally.values += 1
                    tally.agree += o == t
                else:
                    tally.branches += 1
                    tally.branches_agree += o == t
                if o == t:
                    if not quiet:
                        print(f"{label + '@' + fn:40} {kind[:-1]:6} {name:14} ok")
                    continue
                if o:
                    why = explain_less(fn, kind, name)
                    less[why] += 1
                    verdict = f"ours divergent, LLVM uniform: {why}"
                else:
                    why = explain_more(fn, kind, name)
                    more[why] += 1
                    verdict = f"ours uniform, LLVM divergent: {why}"
                print(f"{label + '@' + fn:40} {kind[:-1]:6} {name:14} {verdict}")


RULE_OFF = {
    "rule 5": Rules(invariant_values=False),
    "rule 6": Rules(uniform_exit_liveouts=False),
    "rule 7": Rules(subgroup_thread_id=False),
}


def kernels(random_count: int) -> list[tuple[str, str, str | None]]:
    """(label, mlir text, hand-written .ll text or None)."""
    out: list[tuple[str, str, str | None]] = []
    for mlir in sorted(HERE.glob("*.mlir")):
        ll = mlir.with_suffix(".ll")
        out.append(
            (mlir.stem, mlir.read_text(), ll.read_text() if ll.exists() else None)
        )
    for mlir in sorted((ROOT / "tests" / "filecheck" / "analysis").glob("*.mlir")):
        out.append((mlir.stem, mlir.read_text(), None))
    for seed in range(random_count):
        out.append((f"random{seed}", gen.random_kernel(seed), None))
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--random", type=int, default=0, help="also N random kernels")
    p.add_argument("--quiet", action="store_true", help="print only differences")
    plotting.add_plot_option(p)
    ns = p.parse_args()
    if shutil.which("opt-22") is None:
        print("opt-22 (Debian package llvm-22) not installed: comparison skipped")
        return 0
    tally = Tally()
    for label, text, ll in kernels(ns.random):
        compare_kernel(label, text, ll, tally, ns.quiet)
    t = tally

    def show(c: Counter[str]) -> str:
        return ", ".join(f"{k}: {n}" for k, n in sorted(c.items())) or "none"

    print(
        f"{t.kernels} functions, {t.values} values (agree {t.agree}), "
        f"{t.branches} branches (agree {t.branches_agree}), {t.cycles} cycles"
    )
    print(
        f"  values ours uniform / LLVM divergent: {sum(t.more.values())} ({show(t.more)})"
    )
    print(
        f"  values ours divergent / LLVM uniform: {sum(t.less.values())} ({show(t.less)})"
    )
    print(
        f"  branches ours uniform / LLVM divergent: {sum(t.more_branches.values())} "
        f"({show(t.more_branches)})"
    )
    print(
        f"  branches ours divergent / LLVM uniform: {sum(t.less_branches.values())} "
        f"({show(t.less_branches)})"
    )
    print(f"  cycle forests that differ from print<cycles>: {t.forests_differ}")
    bad = (
        t.less["LESS PRECISE"]
        + t.less_branches["LESS PRECISE"]
        + t.more["UNEXPLAINED"]
        + t.more_branches["UNEXPLAINED"]
        + t.forests_differ
    )
    if ns.plot:
        plotting.llvm_compare(
            ns.plot,
            {
                "values": {
                    "agree": t.agree,
                    "ours divergent / LLVM uniform": sum(t.less.values()),
                    "ours uniform / LLVM divergent": sum(t.more.values()),
                },
                "branches": {
                    "agree": t.branches_agree,
                    "ours divergent / LLVM uniform": sum(t.less_branches.values()),
                    "ours uniform / LLVM divergent": sum(t.more_branches.values()),
                },
            },
        )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
