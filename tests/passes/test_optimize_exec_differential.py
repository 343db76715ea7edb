"""Differential tests of `optimize-exec` (`convert-simd-to-lockstep{optimize-exec=true}`,
the default): the exec-style program computes the same results and memory with the
rewrites as without (`optimize-exec=false`), the vector, scalar and branch units issue
the same, and neither cycles nor energy grow.

Programs: random SPMD kernels of `tools/kernel_gen.py` vectorized naive and uniform
(+ scalarization) over a launch of 8 threads at W = 4 and 8, and the corpus kernels
whose exec traffic the rewrites cut (collatz's divergent loop, block_sum16's nested
halving steps, mandelbrot's escape loop, laplacian3d's if/else), over their native
launch, against the SPMD interpreter's results.
"""

from __future__ import annotations

import copy
from argparse import Namespace
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from simdopt.benchmarks import kernel_pipeline_table as table
from simdopt.interpreters.arguments import c_typed_args
from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.lockstep import MachineStats
from simdopt.interpreters.runner import run_program
from simdopt.interpreters.spmd import run_spmd
from simdopt.tools import kernel_gen, native_status
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.kernel_runs import apply

ROOT = Path(__file__).resolve().parents[2]
PLAIN = "convert-simd-to-lockstep{mask-style=exec optimize-exec=false}"
OPTIMIZED = "convert-simd-to-lockstep{mask-style=exec}"
STAGES = {
    "naive": "spmd-vectorize{{width={w} mode=naive}}",
    "uniform+ds": "spmd-vectorize{{width={w} mode=uniform}},divergence-scalarize{{scalar-operands=true}},canonicalize,cse,dce",
}
SAME_UNITS = ("vector", "scalar", "branches")


def _fn(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp))


def _check(before: dict[str, Any], after: dict[str, Any], what: str) -> None:
    assert after["results"] == before["results"], what
    assert after["memrefs"] == before["memrefs"], what
    b, a = before["stats"], after["stats"]
    assert a["cycles"] <= b["cycles"], what
    assert a["energy"] <= b["energy"] + 1e-9, what
    for unit in SAME_UNITS:
        assert a["cycles_by_unit"][unit] == b["cycles_by_unit"][unit], f"{what}: {unit}"


@pytest.mark.parametrize("width", [4, 8])
@pytest.mark.parametrize("stage", list(STAGES))
@pytest.mark.parametrize("seed", range(16))
def test_random_kernel_same_with_optimized_exec(seed: int, stage: str, width: int) -> None:
    text = kernel_gen.random_kernel(seed, switches=False, race_free=True)
    args = kernel_gen.kernel_args(seed, 8)
    simd = apply(parse_module(make_context(), SourceMap("k.mlir", text)), STAGES[stage].format(w=width))
    runs = []
    for lower in (PLAIN, OPTIMIZED):
        machine = apply(simd, lower)
        runs.append(run_program(machine, _fn(machine), copy.deepcopy(args), threads=8, width=width, max_steps=10**6, time_limit=None, engine="interp"))
    _check(runs[0], runs[1], f"seed {seed} {stage} W={width}")


CORPUS = {
    "collatz": ROOT / "examples" / "opencl" / "suite" / "collatz.ll",
    "block_sum16": ROOT / "examples" / "opencl" / "suite" / "block_sum16.ll",
    "mandelbrot": ROOT / "examples" / "opencl" / "mandelbrot.ll",
    "laplacian3d": ROOT / "examples" / "opencl" / "suite" / "laplacian3d.ll",
}


def _machine_run(module: ModuleOp, args: list[Any], width: int, geo: dict[str, Any]) -> dict[str, Any]:
    stats = MachineStats()
    out = run_vectorized_launch(module, table.entry(module), copy.deepcopy(args), width=width, machine=stats, **geo)
    return {**out, "stats": {"cycles": stats.cycles, "energy": stats.energy, "cycles_by_unit": dict(stats.cycles_by_unit)}}


@pytest.mark.parametrize("width", [4, 32])
@pytest.mark.parametrize("name", list(CORPUS))
def test_corpus_kernel_same_with_fewer_mask_cycles(name: str, width: int) -> None:
    """The SPMD interpreter's results, fewer mask-unit cycles (each kernel has traffic
    the rewrites cut), the other units unchanged."""
    path = CORPUS[name]
    launch = table.launch_of(path, Namespace(width=(width,), args=None, threads=None, block=None, grid=None))
    kernel = parse_module(make_context(), SourceMap(str(path), path.read_text()))
    kfn = table.entry(kernel)
    given = launch.args if launch.native is None else native_status.native_args(kernel, {**launch.native, "args": launch.args})
    args = c_typed_args(kfn, table.with_workgroup(kfn, given))
    geo = launch.geometry()
    ref = run_spmd(kernel, kfn, copy.deepcopy(args), width=width, **geo)
    simd = apply(kernel, table.STAGES["uniform+ds"].format(w=width, ds="{scalar-operands=true}", bs=""))
    operands = lambda lower: lower.replace("}", " scalar-operands=true}")  # noqa: E731  (the table's `--scalar-operands`)
    before = _machine_run(apply(simd, operands(PLAIN)), args, width, geo)
    after = _machine_run(apply(simd, operands(OPTIMIZED)), args, width, geo)
    assert after["memrefs"] == ref["memrefs"] and after["results"] == ref["results"], name
    _check(before, after, name)
    assert after["stats"]["cycles_by_unit"]["mask"] < before["stats"]["cycles_by_unit"]["mask"], name
