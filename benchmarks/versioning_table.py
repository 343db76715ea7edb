"""What run-time uniformity versioning (`uniformity-versioning`) buys on the corpus, and
what its checks cost.

    python benchmarks/versioning_table.py [KERNEL.mlir|KERNEL.ll ...] [--width 4,8,32]
        [--style exec,per-op] [--threshold N] [--min-share S] [--profile-args JSON]

Kernels and launches as `kernel_pipeline_table.py` finds them (the corpus with native
results and `examples/kernels/` by default).  Per kernel and width, four SIMD programs:

* `base`     — `spmd-vectorize{mode=uniform},divergence-scalarize,...` (the table's
  uniform+ds) and the clean-up once more (`divergence-scalarize` is not idempotent: a
  second round alone may change the program, and the versioned programs get it),
* `static`   — base, then `uniformity-versioning{threshold=N}` and the same clean-up
  (`divergence-scalarize` scalarizes the clones): the operand chosen by the analysis
  alone,
* `profile`  — base, then `uniformity-versioning{profile=F}`, F recorded by a training
  run of base (`profile_json`) over the launch, or over `--profile-args` when given (the
  corpus has one input per kernel: training on the measured input is the best case of a
  profile, said so in the output),
* `checks`   — the profile's versioned program with every version's condition forced
  false and no clean-up: the original code behind the checks, so its cycles minus
  base's are what the checks cost when they never pay;

each run over the launch as the SIMD program (its results and memory compared with the
SPMD executor's: `same`) and lowered by `convert-simd-to-lockstep{mask-style=...}` per
style on the lockstep machine.  Printed: `ver` (regions versioned), `uvec` (dynamically
uniform vector runs), `reach` (1 - uvec / uvec(naive), the share of all dynamically
uniform runs the stage scalarized; naive is `spmd-vectorize{mode=naive}`), and per style
the cycles and energy (`TargetDesc` defaults), and `alu` the SIMD program's dynamic ALU
ops (SPEC §8's seed metric, W per vector op, 1 per scalar one).  A summary per width sums the kernels the pass touched (ratios to base); a kernel
neither mode versions is listed as such (its SIMD programs are not run).  A row of a
mode that versioned nothing is base's.  Timing-free: the
cycles are the simulator's, exact and repeatable.
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from xdsl.dialects import arith, builtin, scf

from simdopt.benchmarks.kernel_pipeline_table import (
    STAGES,
    KernelError,
    Launch,
    apply,
    corpus_names,
    default_kernels,
    entry,
    launch_of,
    load,
    with_workgroup,
)
from simdopt.dialects import simd
from simdopt.interpreters.arguments import c_typed_args
from simdopt.interpreters.cost import UniformityTally
from simdopt.interpreters.errors import ArgumentError, RuntimeFault
from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.lockstep import MachineStats
from simdopt.interpreters.spmd import run_spmd
from simdopt.ir.diagnostics import PassFailedAtOp
from simdopt.passes.runtime_versioning import profile_json
from simdopt.tools.frontend import SourceError

CLEANUP = "divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce"
NAME = 24


def versioned_ifs(module: builtin.ModuleOp) -> list[scf.IfOp]:
    """The `scf.if` ops of the pass: a condition that is a `simd.all` or a conjunction
    of them."""

    def is_check(v: Any) -> bool:
        owner = getattr(v, "op", None)
        if isinstance(owner, simd.AllOp):
            return True
        return isinstance(owner, arith.AndIOp) and is_check(owner.lhs) and is_check(owner.rhs)

    return [o for o in module.walk() if isinstance(o, scf.IfOp) and is_check(o.cond)]


def checks_only(module: builtin.ModuleOp) -> builtin.ModuleOp:
    """`module` with every version's condition false (the checks still run)."""
    out = module.clone()
    for if_op in versioned_ifs(out):
        false = arith.ConstantOp(builtin.IntegerAttr(0, 1))
        assert if_op.parent_block() is not None
        if_op.parent_block().insert_op_before(false, if_op)  # pyright: ignore[reportOptionalMemberAccess]
        if_op.operands = [false.result, *if_op.operands[1:]]
    return out


@dataclass
class Row:
    versioned: int
    uvec: int
    same: bool
    alu: int = 0
    cycles: dict[str, int] = field(default_factory=dict[str, int])
    energy: dict[str, float] = field(default_factory=dict[str, float])


def run(prog: builtin.ModuleOp, launch: Launch, width: int, args: list[Any], ref: dict[str, Any],
        styles: tuple[str, ...], versions: int = 0) -> Row:  # fmt: skip
    """`prog` over the launch (and lowered per style); `versions`: how many regions the
    pass versioned (counted before the clean-up, which may rewrite the conditions)."""
    geo = launch.geometry()
    out = run_vectorized_launch(prog, entry(prog), copy.deepcopy(args), width=width, **geo)
    same = out["memrefs"] == ref["memrefs"] and out["results"] == ref["results"]
    stats = out["stats"]
    row = Row(versions, stats["dynamically_uniform_vector_ops"], same, stats["dynamic_alu_ops"])
    for style in styles:
        machine = apply(prog, f"convert-simd-to-lockstep{{mask-style={style}}}")
        stats = MachineStats()
        low = run_vectorized_launch(machine, entry(machine), copy.deepcopy(args), width=width, machine=stats, **geo)
        row.same = row.same and low["memrefs"] == ref["memrefs"] and low["results"] == ref["results"]
        row.cycles[style] = stats.cycles
        row.energy[style] = stats.energy
    return row


def kernel_rows(path: Path, launch: Launch, width: int, ns: argparse.Namespace) -> dict[str, Row] | None:
    """The rows of one kernel at one width; None when neither mode versions anything
    (then only the SIMD programs ran, and matched)."""
    kernel = load(path)
    kfn = entry(kernel)
    args = c_typed_args(kfn, with_workgroup(kfn, launch.args))
    geo = launch.geometry()
    ref = run_spmd(kernel, kfn, copy.deepcopy(args), width=width, **geo)
    styles = tuple(ns.style)
    naive = apply(kernel, STAGES["naive"].format(w=width, ds="", bs=""))
    base = apply(kernel, STAGES["uniform+ds"].format(w=width, ds="", bs="") + "," + CLEANUP)
    static = apply(base, f"uniformity-versioning{{threshold={ns.threshold}}}")
    tally = UniformityTally()
    train_args = args
    if ns.profile_args is not None:
        train_args = c_typed_args(kfn, with_workgroup(kfn, json.loads(ns.profile_args)))
    run_vectorized_launch(base, entry(base), copy.deepcopy(train_args), width=width, tally=tally, **geo)
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(profile_json(base, tally.uniform, tally.varied), f)
    spec = f'uniformity-versioning{{threshold={ns.threshold} profile="{f.name}" min-share={ns.min_share}}}'
    profiled = apply(base, spec)
    Path(f.name).unlink()
    n_static, n_profile = len(versioned_ifs(static)), len(versioned_ifs(profiled))
    if not (n_static or n_profile):
        return None
    rows = {"naive": run(naive, launch, width, args, ref, ()), "base": run(base, launch, width, args, ref, styles)}
    # no region versioned: the program is base's (the clean-up is not rerun on it)
    rows["static"] = run(apply(static, CLEANUP), launch, width, args, ref, styles, n_static) if n_static else rows["base"]
    rows["profile"] = run(apply(profiled, CLEANUP), launch, width, args, ref, styles, n_profile) if n_profile else rows["base"]
    rows["checks"] = run(checks_only(profiled), launch, width, args, ref, styles, n_profile) if n_profile else rows["base"]
    return rows


def fmt(name: str, stage: str, row: Row, naive: int, styles: tuple[str, ...]) -> str:
    reach = f"{1 - row.uvec / naive:6.1%}" if naive else "     -"
    cyc = " ".join(f"{row.cycles.get(s, 0):>8} {row.energy.get(s, 0):>9.1f}" for s in styles)
    return f"{name:<{NAME}} {stage:<8} {row.versioned:>3} {row.uvec:>6} {reach} {row.alu:>7} {cyc}  {'ok' if row.same else 'DIFF'}"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("kernels", nargs="*", type=Path)
    p.add_argument("--width", default="4,8,32")
    p.add_argument("--style", type=lambda s: s.split(","), default=["exec", "per-op"])
    p.add_argument("--threshold", type=int, default=4)
    p.add_argument("--min-share", type=float, default=0.5)
    p.add_argument("--profile-args", help="the training run's --args (JSON), else the launch's own")
    ns = p.parse_args(argv)
    styles = tuple(ns.style)
    widths = tuple(int(w) for w in ns.width.split(","))
    corpus = corpus_names()
    kernels: list[Path] = ns.kernels or default_kernels()
    lns = argparse.Namespace(width=widths, args=None, threads=None, block=None, grid=None)
    bad = 0
    print("uniformity-versioning on the corpus: lockstep cycles per mask style; reach = 1 - uvec/uvec(naive)")
    print("(profile: trained on the measured launch's own input unless --profile-args)")
    for width in widths:
        head = f"{'kernel':<{NAME}} {'stage':<8} ver   uvec  reach     alu " + " ".join(f"{s:>8} {'energy':>9}" for s in styles) + "  same"
        print(f"\nW={width}\n{head}\n{'-' * len(head)}")
        total: dict[str, dict[str, float]] = {}
        touched = 0
        for path in kernels:
            name = corpus.get(path.resolve(), path.stem)
            try:
                launch = launch_of(path, lns, corpus, widths)
                rows = kernel_rows(path, launch, width, ns)
            except (KernelError, SourceError, RuntimeFault, PassFailedAtOp, ArgumentError) as e:
                print(f"{name:<{NAME}} skipped: {str(e).splitlines()[0]}")
                continue
            if rows is None:
                print(f"{name:<{NAME}} not versioned", flush=True)
                continue
            bad += not all(r.same for r in rows.values())
            touched += 1
            naive = rows["naive"].uvec
            for stage in ("base", "static", "profile", "checks"):
                print(fmt(name, stage, rows[stage], naive, styles), flush=True)
                t = total.setdefault(stage, {})
                t["uvec"] = t.get("uvec", 0) + rows[stage].uvec
                t["naive"] = t.get("naive", 0) + naive
                t["alu"] = t.get("alu", 0) + rows[stage].alu
                for s in styles:
                    t[s] = t.get(s, 0) + rows[stage].cycles[s]
                    t[f"e:{s}"] = t.get(f"e:{s}", 0) + rows[stage].energy[s]
        print(f"-- W={width}: {touched} kernels versioned; summed over them:")
        for stage, t in total.items():
            reach = 1 - t["uvec"] / t["naive"] if t["naive"] else 0.0
            base = total["base"]
            ratio = " ".join(
                f"{s}: cycles {t[s]:.0f} ({t[s] / base[s]:.3f}x) energy {t[f'e:{s}']:.0f} ({t[f'e:{s}'] / base[f'e:{s}']:.3f}x)"
                for s in styles
            )
            print(f"   {stage:<8} uvec {t['uvec']:.0f} reach {reach:.1%} alu {t['alu']:.0f} ({t['alu'] / base['alu']:.3f}x)  {ratio}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
