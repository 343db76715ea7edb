"""SPMD kernels through the whole pipeline: what each stage costs on the machine.

    python benchmarks/kernel_pipeline_table.py [--style exec|per-op]

For every kernel in `examples/kernels/` (its header gives `--threads`, `--width` and
`--args`), the reference is the SPMD executor (`simd-run --threads`).  Each stage

* `naive`         — `spmd-vectorize{mode=naive}` (the seed's front end),
* `naive+ds`      — then `divergence-scalarize,canonicalize,cse,dce`,
* `uniform`       — `spmd-vectorize{mode=uniform}` (partial linearization),
* `uniform+ds`    — then `divergence-scalarize,canonicalize,cse,dce`,

is lowered with `convert-simd-to-lockstep` and run on the machine simulator once per
group of W threads (`%group_base` = 0, W, 2W, ...; memory carried from group to group).
Printed per stage: the SIMD program's static ALU ops (SPEC §8), and summed over the
groups the machine's ALU lane-ops, cycles and energy (`TargetDesc` defaults); `ok` when
the final memory equals the SPMD executor's.  Exits 1 on a mismatch.
"""

from __future__ import annotations

import argparse
import copy
import json
import re
import sys
from pathlib import Path
from typing import Any

from xdsl.dialects import builtin, func
from xdsl.transforms import get_all_passes as xdsl_passes
from xdsl.utils.arg_spec import parse_pipeline

from simdopt.interpreters.cost import static_alu_ops
from simdopt.interpreters.lockstep import run_lockstep
from simdopt.interpreters.spmd import run_spmd
from simdopt.passes import get_all_passes
from simdopt.tools.frontend import SourceMap, make_context, parse_module, verify_module

KERNELS = Path(__file__).resolve().parents[1] / "examples" / "kernels"
STAGES = {
    "naive": "spmd-vectorize{{width={w} mode=naive}}",
    "naive+ds": "spmd-vectorize{{width={w} mode=naive}},divergence-scalarize,"
    "canonicalize,cse,dce",
    "uniform": "spmd-vectorize{{width={w} mode=uniform}}",
    "uniform+ds": "spmd-vectorize{{width={w} mode=uniform}},divergence-scalarize,"
    "canonicalize,cse,dce",
}


def header(path: Path) -> tuple[int, int, list[Any]]:
    m = re.search(
        r"simd-run: --threads (\d+) --width (\d+) --args '(.*)'", path.read_text()
    )
    assert m, f"{path.name}: no simd-run header"
    return int(m.group(1)), int(m.group(2)), json.loads(m.group(3))


def entry(module: builtin.ModuleOp) -> func.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp))


def apply(text: str, pipeline: str) -> builtin.ModuleOp:
    ctx = make_context()
    module = parse_module(ctx, SourceMap("kernel.mlir", text))
    registry = {**xdsl_passes(), **get_all_passes()}
    for spec in parse_pipeline(pipeline):
        registry[spec.name]().from_pass_spec(spec).apply(ctx, module)
        verify_module(module)
    return module


def run_groups(
    module: builtin.ModuleOp, args: list[Any], threads: int, width: int
) -> tuple[list[Any], dict[str, float]]:
    """Run the vectorized function once per group; memrefs flow from group to group."""
    fn = entry(module)
    current = copy.deepcopy(args)
    totals = {"alu_lane_ops": 0.0, "cycles": 0.0, "energy": 0.0}
    memrefs: list[Any] = []
    for base in range(0, threads, width):
        out = run_lockstep(module, fn, [*current, base])
        memrefs = out["memrefs"]
        it = iter(memrefs)
        current = [next(it) if isinstance(a, list) else a for a in current]
        stats = out["stats"]
        for k in totals:
            totals[k] += stats[k]
    return memrefs, totals


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("--style", default="exec", choices=["exec", "per-op"])
    ns = p.parse_args(argv)
    lower = f"convert-simd-to-lockstep{{mask-style={ns.style}}}"
    print(f"SPMD kernels on the lockstep machine ({ns.style} masks), summed over groups")
    head = (
        f"{'kernel':<28} {'stage':<11} {'static ALU':>10} {'lane-ops':>9} "
        f"{'cycles':>7} {'energy':>8}  same"
    )
    print(head)
    print("-" * len(head))
    bad = 0
    for path in sorted(KERNELS.glob("*.mlir")):
        threads, width, args = header(path)
        text = path.read_text()
        kernel = parse_module(make_context(), SourceMap(path.name, text))
        ref = run_spmd(kernel, entry(kernel), copy.deepcopy(args), threads=threads, width=width)
        for stage, pipeline in STAGES.items():
            simd = apply(text, pipeline.format(w=width))
            static = static_alu_ops(entry(simd))
            machine = apply(text, pipeline.format(w=width) + "," + lower)
            memrefs, totals = run_groups(machine, args, threads, width)
            same = memrefs == ref["memrefs"]
            bad += not same
            print(
                f"{path.stem:<28} {stage:<11} {static:>10} {totals['alu_lane_ops']:>9.0f} "
                f"{totals['cycles']:>7.0f} {totals['energy']:>8.1f}  {'ok' if same else 'MISMATCH'}"
            )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
