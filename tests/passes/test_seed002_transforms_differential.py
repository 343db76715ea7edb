"""uniform-unswitch and uniform-jump-threading keep the results of the random cf kernels
of the analysis tests (tools/kernel_gen.py): the SPMD executor gives the same memory
before and after each transform, forced onto every branch (`{divergent=true}`, the mode
that transforms most), alone and after `lift-cf-to-scf` (their scf forms); and so does
the transformed kernel vectorized (`spmd-vectorize{mode=uniform}`), lowered to the
lockstep machine and run there subgroup by subgroup.  Kernels that
store to the shared %m race between divergent paths (which path runs first is the
implementation's choice) and are only required to run without a fault."""

from __future__ import annotations

import pytest
from xdsl.dialects import func

from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.tools import kernel_gen
from simdopt.tools.kernel_runs import THREADS, WIDTH, racy, spmd_memory, transformed

GEN = kernel_gen
SEEDS = range(80)

PIPELINES = [
    "uniform-unswitch{divergent=true}",
    "uniform-jump-threading{divergent=true}",
    "lift-cf-to-scf,uniform-unswitch{divergent=true},uniform-jump-threading{divergent=true}",
]


@pytest.mark.parametrize("seed", list(SEEDS)[:40])
def test_transforms_keep_results(seed: int) -> None:
    text = GEN.random_kernel(seed)
    args = GEN.kernel_args(seed, THREADS)
    reference = spmd_memory(transformed(text, ""), args)
    for pipeline in PIPELINES:
        memory = spmd_memory(transformed(text, pipeline), args)
        assert racy(text) or memory == reference, pipeline


def _on_the_machine(seed: int) -> bool:
    """Race-free kernels without the convergent ops spmd-vectorize does not take yet."""
    text = GEN.random_kernel(seed)
    return not racy(text) and "simd.readfirstlane" not in text and "simd.group_reduce" not in text


MACHINE_SEEDS = [s for s in range(400) if _on_the_machine(s)][:12]


@pytest.mark.parametrize("seed", MACHINE_SEEDS)
def test_transformed_kernels_on_the_lockstep_machine(seed: int) -> None:
    text = GEN.random_kernel(seed)
    args = GEN.kernel_args(seed, THREADS)
    reference = spmd_memory(transformed(text, ""), args)
    machine = transformed(
        text,
        f"{PIPELINES[-1]},spmd-vectorize{{width={WIDTH} mode=uniform}},divergence-scalarize,"
        "canonicalize,convert-simd-to-lockstep",
    )
    fn = next(op for op in machine.walk() if isinstance(op, func.FuncOp))
    out = run_vectorized_launch(machine, fn, args, threads=THREADS, grid=None, block=None, width=WIDTH)
    assert out["memrefs"] == reference


def test_enough_kernels_reach_the_machine() -> None:
    assert len(MACHINE_SEEDS) == 12
