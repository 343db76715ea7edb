"""Differential campaign for `spmd-vectorize` on generated CFG kernels.

Random SPMD kernels in `cf` form (`tools/kernel_gen.py`: if/else, early jumps, switches,
loops with several exits, irreducible cycles, readfirstlane/group_reduce, loads and
stores; race-free: no two threads store to one cell, which would leave the memory to the
unspecified order of threads or divergent paths) are run by the SPMD executor (`run_spmd`, the reference: `--threads T
--width W`) and, at each width W and in both modes, through the pipeline

    spmd-vectorize{width=W mode=M}                      stage "vectorize"
    divergence-scalarize,canonicalize,                  stage "scalarize"
      loop-invariant-code-motion,cse,dce
    convert-simd-to-lockstep{mask-style=exec}           stage "lockstep-exec"
    convert-simd-to-lockstep{mask-style=per-op}         stage "lockstep-per-op"
    convert-simd-to-lockstep{mask-style=per-op          stage "lockstep-scalar-operands"
                             scalar-operands=true}

each stage run over the whole launch subgroup by subgroup (`run_vectorized_launch`,
what `simd-run VEC.mlir --threads T` does) and compared with the reference: identical
per-thread results and final memory, no fault (a poison lane observed is a fault).

    python benchmarks/vectorize_campaign.py [--kernels 1000] [--seed 0] [--threads 8]
        [--widths 2,4,8] [--budget 20] [--jobs N | --scheduler tcp://HOST:PORT] [--ratio]

Prints one line per mismatch (seed, width, mode, stage, what differs), then the totals:
kernels, widths, modes, runs compared, mismatches, the uniform branches `mode=uniform`
kept as branches on a scalar `i1` (`scf.if`, uniform `scf.while`, `scf.for`) against
the branches of the structured kernel, the divergent loops (run while any lane is
active) and the linearized `scf.if`s, and the time.  Exit code 1 on a mismatch.
`tests/passes/test_vectorize_cfg_differential.py` runs the same checker on 60 kernels.

Each kernel is one point of `simd-sweep`'s runner (`tools/sweep/executor.py`): `--jobs N`
checks the kernels on N worker processes, `--scheduler tcp://HOST:PORT` on a Dask
cluster, in this process without either; the lines print in seed order whatever runs
them, so the output is the same (the time aside).  A kernel whose worker dies is one
mismatch line (stage `worker`).  `--ratio` checks the kernels twice, in this process
and then with `--jobs N`, and prints both times, their ratio and whether the results
agree.
"""

from __future__ import annotations

import argparse
import copy
import functools
import math
import os
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from xdsl.context import Context
from xdsl.dialects import func, scf
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import PassPipeline
from xdsl.transforms import get_all_passes as xdsl_passes
from xdsl.utils.arg_spec import parse_pipeline

from simdopt.dialects import simd
from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.passes import get_all_passes
from simdopt.tools import kernel_gen as gen
from simdopt.tools.frontend import SourceMap, make_context, parse_module, verify_module
from simdopt.tools.sweep.executor import in_order, run_points

# readfirstlane/group_reduce in the kernels once spmd-vectorize has their vector forms
# (simd.vreadfirstlane/vreduce); before, the generator puts arith ops in their place.
CONVERGENT = hasattr(simd, "VReduceOp")
MODES = ("naive", "uniform")
SCALARIZE = "divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce"
LOWERINGS = {
    "lockstep-exec": "mask-style=exec",
    "lockstep-per-op": "mask-style=per-op",
    "lockstep-scalar-operands": "mask-style=per-op scalar-operands=true",
}
STAGES = ("vectorize", "scalarize", *LOWERINGS)


def pipeline(text: str) -> PassPipeline:
    """`text` (simd-opt's `-p` syntax) as a pipeline of our passes and xDSL's."""
    registry = {**xdsl_passes(), **get_all_passes()}
    return PassPipeline(
        tuple(registry[spec.name]().from_pass_spec(spec) for spec in parse_pipeline(text))
    )


def _function(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp))


@dataclass
class Mismatch:
    seed: int
    width: int
    mode: str
    stage: str
    what: str

    def __str__(self) -> str:
        return f"seed {self.seed} width {self.width} mode={self.mode} stage {self.stage}: {self.what}"


@dataclass
class Branches:
    """Branches of one vectorized program (or of the structured kernel)."""

    kept_ifs: int = 0  # scf.if on a scalar condition that is no simd.any/all of a mask
    kept_loops: int = 0  # scf.for, scf.while on such a condition
    any_loops: int = 0  # scf.while run while any lane is active (divergent loops)

    def add(self, other: Branches) -> None:
        self.kept_ifs += other.kept_ifs
        self.kept_loops += other.kept_loops
        self.any_loops += other.any_loops


@dataclass
class KernelResult:
    seed: int
    runs: int = 0
    mismatches: list[Mismatch] = field(default_factory=list[Mismatch])
    branches: dict[tuple[str, int], Branches] = field(default_factory=dict[tuple[str, int], Branches])
    structured: Branches = field(default_factory=Branches)


def _lane_reduction(cond: Any) -> bool:
    owner = getattr(cond, "owner", None)
    return isinstance(owner, simd.AnyOp | simd.AllOp)


def count_branches(module: ModuleOp) -> Branches:
    """Uniform branches kept, divergent loops: see `Branches`."""
    out = Branches()
    for op in module.walk():
        if isinstance(op, scf.IfOp) and not _lane_reduction(op.cond):
            out.kept_ifs += 1
        elif isinstance(op, scf.ForOp):
            out.kept_loops += 1
        elif isinstance(op, scf.WhileOp):
            cond = op.before_region.block.last_op
            if isinstance(cond, scf.ConditionOp) and _lane_reduction(cond.condition):
                out.any_loops += 1
            else:
                out.kept_loops += 1
    return out


def same(a: Any, b: Any) -> bool:
    """Equal values, lists element by element; floats bit for bit but for NaN's payload
    (any NaN equals any NaN; 0.0 and -0.0 differ)."""
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))  # pyright: ignore[reportUnknownArgumentType, reportUnknownVariableType]
    if isinstance(a, float) and isinstance(b, float):
        return (math.isnan(a) and math.isnan(b)) or (a == b and math.copysign(1, a) == math.copysign(1, b))
    return type(a) is type(b) and a == b


def _describe(expected: dict[str, Any], got: dict[str, Any]) -> str | None:
    """What differs between two runs (None: nothing)."""
    for t, (a, b) in enumerate(zip(expected["results"], got["results"], strict=True)):
        if not same(a, b):
            return f"thread {t} returns {b}, the SPMD executor {a}"
    for k, (a, b) in enumerate(zip(expected["memrefs"], got["memrefs"], strict=True)):
        if not same(a, b):
            i = next(i for i, (x, y) in enumerate(zip(a, b, strict=True)) if not same(x, y))
            return f"memref #{k}[{i}] is {b[i]}, the SPMD executor wrote {a[i]}"
    return None


def check_kernel(
    seed: int,
    *,
    widths: tuple[int, ...] = (2, 4, 8),
    modes: tuple[str, ...] = MODES,
    threads: int = 8,
    budget: int = 30,
    features: tuple[str, ...] = (),
) -> KernelResult:
    """The generated kernel of `seed` (with `features`: `kernel_gen_types`) through
    every width, mode and stage."""
    text = gen.random_kernel(seed, budget=budget, convergent=CONVERGENT, race_free=True, features=features)
    args = gen.kernel_args(seed, threads, features)
    out = KernelResult(seed)
    ctx: Context = make_context()
    kernel = parse_module(ctx, SourceMap(f"kernel{seed}.mlir", text))
    structured = kernel.clone()
    pipeline("fix-irreducible,lift-cf-to-scf").apply(ctx, structured)
    out.structured = count_branches(structured)
    for width in widths:
        ref = run_spmd(kernel, _function(kernel), copy.deepcopy(args), threads=threads, width=width)
        for mode in modes:
            stage = "vectorize"

            def compare(
                module: ModuleOp, stage: str, width: int = width, mode: str = mode, ref: dict[str, Any] = ref
            ) -> bool:
                verify_module(module)
                got = run_vectorized_launch(
                    module, _function(module), copy.deepcopy(args),
                    threads=threads, grid=None, block=None, width=width,
                )  # fmt: skip
                out.runs += 1
                what = _describe(ref, got)
                if what is not None:
                    out.mismatches.append(Mismatch(seed, width, mode, stage, what))
                return what is None

            try:
                vec = kernel.clone()
                pipeline(f"spmd-vectorize{{width={width} mode={mode}}}").apply(ctx, vec)
                out.branches[(mode, width)] = count_branches(vec)
                if not compare(vec, stage):
                    continue
                stage = "scalarize"
                pipeline(SCALARIZE).apply(ctx, vec)
                if not compare(vec, stage):
                    continue
                for stage, options in LOWERINGS.items():
                    low = vec.clone()
                    pipeline(f"convert-simd-to-lockstep{{{options}}}").apply(ctx, low)
                    compare(low, stage)
            except Exception as e:  # a pass failure or a fault is a finding too
                message = (str(e).strip().splitlines() or [""])[0]
                out.mismatches.append(Mismatch(seed, width, mode, stage, f"{type(e).__name__}: {message}"))
    return out


def _worker_died(seed: int, phase: str, message: str) -> KernelResult:
    """The result of a kernel whose worker died or hung (`run_points`' `failed`)."""
    return KernelResult(seed, mismatches=[Mismatch(seed, 0, "-", "worker", f"{phase}: {message}")])


def check_all(
    seeds: range,
    *,
    widths: tuple[int, ...],
    threads: int,
    budget: int,
    features: tuple[str, ...] = (),
    jobs: int = 0,
    scheduler: str | None = None,
) -> Iterator[KernelResult]:
    """`check_kernel` of every seed, in seed order, run where `jobs`/`scheduler` say."""
    check = functools.partial(check_kernel, widths=widths, threads=threads, budget=budget, features=features)
    yield from in_order(run_points(check, list(seeds), _worker_died, jobs=jobs, scheduler=scheduler))


def _spin(n: int) -> int:
    total = 0
    for i in range(n):
        total += i * i
    return total


def _control(jobs: int) -> float:
    """The same ratio for a pure-Python loop: what the machine's free cores allow now."""
    times: list[float] = []
    for n in (0, jobs):
        start = time.perf_counter()
        list(run_points(_spin, [2_000_000] * 4 * jobs, lambda *a: 0, jobs=n))  # pyright: ignore[reportUnknownLambdaType]
        times.append(time.perf_counter() - start)
    return times[1] / times[0]


def ratio(seeds: range, jobs: int, **options: Any) -> int:
    """Check `seeds` in this process, then on `jobs` workers: print the times and ratio,
    and the ratio of a plain loop run the same two ways (the control)."""
    control = _control(jobs)
    times: list[float] = []
    outcomes: list[list[tuple[int, int, list[str]]]] = []
    for n in (0, jobs):
        start = time.perf_counter()
        results = list(check_all(seeds, jobs=n, **options))
        times.append(time.perf_counter() - start)
        outcomes.append([(r.seed, r.runs, [str(m) for m in r.mismatches]) for r in results])
    same = outcomes[0] == outcomes[1]
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"{len(seeds)} kernels: in this process {times[0]:.1f} s, --jobs {jobs} {times[1]:.1f} s: "
          f"ratio {times[1] / times[0]:.2f}; results {'identical' if same else 'DIFFER'} "
          f"(load average {load:.1f} on {os.cpu_count()} cores; a plain Python loop, the control: "
          f"ratio {control:.2f} before, {_control(jobs):.2f} after)")  # fmt: skip
    return 0 if same else 1


def main() -> int:
    p = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    p.add_argument("--kernels", type=int, default=1000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--threads", type=int, default=8)
    p.add_argument("--widths", default="2,4,8")
    p.add_argument("--budget", type=int, default=20)
    where = p.add_mutually_exclusive_group()
    where.add_argument("--jobs", type=int, default=0, help="worker processes (default 0: this process)")
    where.add_argument("--scheduler", metavar="tcp://HOST:PORT", help="check the kernels on a Dask cluster")
    p.add_argument("--ratio", action="store_true", help="time this process against --jobs N (default 2)")
    p.add_argument(
        "--features", default="",
        help=f"comma-separated kernel_gen features ({','.join(gen.FEATURES)}; 'all'): "
        "i8/i16/i64/f64 values, float division by zero, mixed-type memory",
    )  # fmt: skip
    ns = p.parse_args()
    features = tuple(gen.FEATURES) if ns.features == "all" else tuple(f for f in ns.features.split(",") if f)
    if unknown := set(features) - set(gen.FEATURES):
        p.error(f"--features: unknown {sorted(unknown)} (known: {', '.join(gen.FEATURES)})")
    if not 1 <= ns.threads <= 8:
        p.error("--threads: 1 to 8 (the race-free kernels give each of 8 threads its own cells)")
    widths = tuple(int(w) for w in ns.widths.split(","))
    seeds = range(ns.seed, ns.seed + ns.kernels)
    options: dict[str, Any] = {"widths": widths, "threads": ns.threads, "budget": ns.budget, "features": features}
    if ns.ratio:
        return ratio(seeds, ns.jobs or 2, **options)
    start = time.perf_counter()
    runs = 0
    mismatches: list[Mismatch] = []
    bad: set[int] = set()
    kept: dict[str, Branches] = {m: Branches() for m in MODES}
    structured = Branches()
    done = 0
    try:
        for r in check_all(seeds, jobs=ns.jobs, scheduler=ns.scheduler, **options):
            runs += r.runs
            for m in r.mismatches:
                print(m, flush=True)
                bad.add(r.seed)
            mismatches += r.mismatches
            structured.add(r.structured)
            for (mode, _), b in r.branches.items():
                kept[mode].add(b)
            done += 1
            if done % 25 == 0 and done < ns.kernels:
                print(f"... {done} kernels, {len(mismatches)} mismatches, {time.perf_counter() - start:.0f} s", flush=True)
    except KeyboardInterrupt:  # the totals so far
        print(f"interrupted after {done} kernels")
    elapsed = time.perf_counter() - start
    per_stage = Counter(m.stage for m in mismatches)
    n = done
    print(f"kernels {n} (seeds {ns.seed}..{ns.seed + n - 1}, budget {ns.budget}"
          f"{', features ' + ','.join(features) if features else ''}"
          f"{'' if CONVERGENT else ', no readfirstlane/group_reduce: not vectorized yet'}), "
          f"{ns.threads} threads, widths {','.join(map(str, widths))}, modes {','.join(MODES)}")  # fmt: skip
    print(f"runs compared {runs} (stages: {', '.join(STAGES)})")
    print(f"mismatches {len(mismatches)} in {len(bad)} kernel(s)"
          + (f": {dict(per_stage)}" if per_stage else ""))  # fmt: skip
    print(f"structured kernels (fix-irreducible,lift-cf-to-scf): {structured.kept_ifs} scf.if, "
          f"{structured.kept_loops} loops (summed over kernels)")  # fmt: skip
    for mode in MODES:
        b = kept[mode]
        print(f"mode={mode} (summed over widths): uniform branches kept {b.kept_ifs} scf.if + "
              f"{b.kept_loops} loops on a scalar condition; {b.any_loops} divergent loops "
              f"(while any lane); {structured.kept_ifs * len(widths) - b.kept_ifs} scf.if linearized")  # fmt: skip
    print(f"time {elapsed:.0f} s ({elapsed / max(n, 1):.2f} s per kernel)")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
