"""uniform-unswitch and uniform-jump-threading keep the results of the random cf kernels
of the analysis tests (tools/kernel_gen.py): the SPMD executor gives the same memory
before and after each transform, forced onto every branch (`{divergent=true}`, the mode
that transforms most), alone and after `lift-cf-to-scf` (their scf forms).  Kernels that
store to the shared %m race between divergent paths (which path runs first is the
implementation's choice) and are only required to run without a fault."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

_SPEC = importlib.util.spec_from_file_location(
    "lift_differential", Path(__file__).with_name("test_lift_cf_to_scf_differential.py")
)
assert _SPEC is not None and _SPEC.loader is not None
_lift = importlib.util.module_from_spec(_SPEC)
sys.modules[_SPEC.name] = _lift
_SPEC.loader.exec_module(_lift)
GEN, SEEDS, THREADS = _lift.GEN, _lift.SEEDS, _lift.THREADS
_racy, spmd_memory, transformed = _lift._racy, _lift.spmd_memory, _lift.transformed

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
        assert _racy(text) or memory == reference, pipeline
