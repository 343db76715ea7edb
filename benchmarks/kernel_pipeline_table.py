"""SPMD kernels through the whole pipeline: what each stage costs on the machine.

    python benchmarks/kernel_pipeline_table.py [KERNEL.mlir ...] [--style exec|per-op]
        [--threads N --width W --args JSON]

For every kernel named (default: every kernel in `examples/kernels/`), the launch comes
from a header line `// simd-run: --threads N --width W --args '[...]'` in the file, or
from `--threads/--width/--args` on the command line (which override the header).  The
reference is the SPMD executor (`simd-run --threads`).  Each stage

* `naive`         — `spmd-vectorize{mode=naive}` (the seed's front end),
* `naive+ds`      — then `divergence-scalarize,canonicalize,cse,dce`,
* `uniform`       — `spmd-vectorize{mode=uniform}` (partial linearization),
* `uniform+ds`    — then `divergence-scalarize,canonicalize,cse,dce`,

(with `--via-cf`, each stage first lowers the kernel to `cf` and structures it back with
`lift-cf-to-scf`: the cost of the same kernel written as a CFG),

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
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.passes import get_all_passes
from simdopt.passes.errors import PassFailedAtOp
from simdopt.tools.frontend import (
    SourceError,
    SourceMap,
    format_error,
    make_context,
    parse_module,
    verify_module,
)

KERNELS = Path(__file__).resolve().parents[1] / "examples" / "kernels"
STAGES = {
    "naive": "spmd-vectorize{{width={w} mode=naive}}",
    "naive+ds": "spmd-vectorize{{width={w} mode=naive}},divergence-scalarize,"
    "canonicalize,cse,dce",
    "uniform": "spmd-vectorize{{width={w} mode=uniform}}",
    "uniform+ds": "spmd-vectorize{{width={w} mode=uniform}},divergence-scalarize,"
    "canonicalize,cse,dce",
}


class KernelError(Exception):
    """A kernel the table cannot run: the message says why and what to pass."""


def header(path: Path, ns: argparse.Namespace) -> tuple[int, int, list[Any]]:
    """The launch of a kernel: its `// simd-run:` header, overridden by the options."""
    m = re.search(
        r"simd-run: --threads (\d+) --width (\d+) --args '(.*)'", path.read_text()
    )
    threads = ns.threads if ns.threads is not None else int(m.group(1)) if m else None
    width = ns.width if ns.width is not None else int(m.group(2)) if m else 4
    raw = ns.args if ns.args is not None else m.group(3) if m else None
    if threads is None or raw is None:
        raise KernelError(
            f"{path}: no launch: add a header line "
            "\"// simd-run: --threads N --width W --args '[...]'\" or pass --threads and --args"
        )
    if threads % width:
        raise KernelError(
            f"{path}: {threads} threads are not a multiple of W={width}: the vectorized "
            "program has no tail mask yet, so the last subgroup would run out of bounds"
        )
    try:
        args = json.loads(raw)
    except json.JSONDecodeError as e:
        raise KernelError(f"{path}: --args is not valid JSON: {e}") from None
    return threads, width, args


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
    """Run the vectorized (lockstep) program over a launch of `threads` threads, subgroup
    by subgroup (the runtime answers its launch queries); memrefs and summed stats."""
    out = run_vectorized_launch(
        module, entry(module), copy.deepcopy(args), threads=threads, grid=None, block=None, width=width
    )
    stats = out["stats"]
    return out["memrefs"], {k: float(stats[k]) for k in ("alu_lane_ops", "cycles", "energy")}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    p.add_argument("kernels", nargs="*", type=Path, help="SPMD kernels (default: examples/kernels/*.mlir)")
    p.add_argument("--style", default="exec", choices=["exec", "per-op"])
    p.add_argument("--threads", type=int, help="threads of the launch (overrides the header)")
    p.add_argument("--width", type=int, help="subgroup width W (overrides the header; default 4)")
    p.add_argument("--args", help="kernel arguments as JSON, as for simd-run (overrides the header)")
    p.add_argument(
        "--via-cf", action="store_true",
        help="lower each kernel to cf branches (convert-scf-to-cf) and structure it back "
        "(lift-cf-to-scf) before every stage: what a kernel written with cf costs",
    )  # fmt: skip
    ns = p.parse_args(argv)
    kernels: list[Path] = ns.kernels or sorted(KERNELS.glob("*.mlir"))
    lower = f"convert-simd-to-lockstep{{mask-style={ns.style}}}"
    if ns.via_cf:
        for stage in STAGES:
            STAGES[stage] = "convert-scf-to-cf,lift-cf-to-scf,canonicalize," + STAGES[stage]
    via = ", written with cf and structured back" if ns.via_cf else ""
    print(f"SPMD kernels on the lockstep machine ({ns.style} masks{via}), summed over groups")
    head = (
        f"{'kernel':<28} {'stage':<11} {'static ALU':>10} {'lane-ops':>9} "
        f"{'cycles':>7} {'energy':>8}  same"
    )
    print(head)
    print("-" * len(head))
    bad = 0
    for path in kernels:
        try:
            bad += table_rows(path, ns, lower)
        except (KernelError, OSError) as e:
            print(f"kernel_pipeline_table: error: {e}", file=sys.stderr)
            return 1
        except (SourceError, RuntimeFault, PassFailedAtOp) as e:
            # The user's own kernel may not go through a stage: say where, go on.
            where = format_error(e, None) if isinstance(e, SourceError) else str(e)
            print(f"{path.stem:<28} error: {where.splitlines()[0]}")
            bad += 1
    return 1 if bad else 0


def table_rows(path: Path, ns: argparse.Namespace, lower: str) -> int:
    """Print one row per stage of one kernel; the number of mismatching stages."""
    threads, width, args = header(path, ns)
    text = path.read_text()
    kernel = parse_module(make_context(), SourceMap(str(path), text))
    ref = run_spmd(kernel, entry(kernel), copy.deepcopy(args), threads=threads, width=width)
    bad = 0
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
    return bad


if __name__ == "__main__":
    sys.exit(main())
