"""Every kernel of the OpenCL corpus (`examples/opencl/*.ll`, imported from clang's
AMDGPU IR) through `spmd-vectorize` in both modes (at W = 4 also scalarized and lowered to
the lockstep machine in both mask styles), run over a small launch (the launches
of `examples/opencl/launches.json`), gives the SPMD executor's results and memory (the
same launch and width).  W = 4 for every kernel; W = 2 and 8 for a few (launches whose
block rows are whole subgroups: `x` ids are `x0 + lane`, see
`passes/spmd_vectorize/launch.py`).  Blocks whose size is not a multiple of W exercise
the tail mask.  Workgroup arrays left out of the arguments start as zeros.  In process:
the SPMD reference runs once per kernel and launch, both modes compare against it.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from kernel_helpers import dims, parse, run_launch
from xdsl.dialects.builtin import ModuleOp

from simdopt.passes.spmd_vectorize.narrow import SpmdNarrowI64Pass
from simdopt.tools.frontend import make_context
from simdopt.tools.kernel_runs import apply, close

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "examples" / "opencl"
LAUNCHES: dict[str, dict[str, Any]] = json.loads((CORPUS / "launches.json").read_text())


# A few kernels at other widths too: (kernel, width, block) - blocks of whole rows.
OTHER_WIDTHS = [
    ("reduce", 8, "8"),
    ("bitonic", 8, "4"),  # a block smaller than W: one partial subgroup per block
    ("matmul", 2, "4,4"),
    ("find_first", 8, "2"),
    ("stencil", 8, "8,2"),
]


def imported(kernel: str) -> ModuleOp:
    return parse(CORPUS / f"{kernel}.ll")


def run(module: ModuleOp, kernel: str, width: int, block: str, spmd: bool) -> dict[str, Any]:
    """`module` over the kernel's launch: the SPMD executor, or the vectorized launch."""
    launch = LAUNCHES[kernel]
    return run_launch(module, copy.deepcopy(launch["args"]), width=width, grid=dims(launch["grid"]), block=dims(block), spmd=spmd)


SCALARIZE = "divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce"
LOWERINGS = (
    "convert-simd-to-lockstep{mask-style=exec}",
    "convert-simd-to-lockstep{mask-style=per-op}",
    "convert-simd-to-lockstep{mask-style=exec scalar-operands=true}",
)



def check(kernel: str, width: int, block: str | None, machine: bool = False) -> None:
    """Both modes against the SPMD executor; with `machine`, also after scalarization
    and lowered to the lockstep machine in each mask style."""
    block = block or LAUNCHES[kernel]["block"]
    want = run(imported(kernel), kernel, width, block, spmd=True)
    for mode in ("naive", "uniform"):
        module = apply(imported(kernel), f"spmd-vectorize{{width={width} mode={mode}}}")
        stages = {"vectorized": module}
        if machine:
            stages["scalarized"] = scalarized = apply(module, SCALARIZE)
            stages.update({lower: apply(scalarized, lower) for lower in LOWERINGS})
        for stage, program in stages.items():
            got = run(program, kernel, width, block, spmd=False)
            assert close(got["memrefs"], want["memrefs"]), (mode, stage, got["memrefs"], want["memrefs"])
            assert close(got["results"], want["results"]), (mode, stage)
            assert got["stats"]["threads"] == want["stats"]["threads"]


@pytest.mark.parametrize("kernel", sorted(LAUNCHES))
def test_corpus_kernel_through_the_pipeline_matches_spmd(kernel: str) -> None:
    """Vectorized, scalarized, and on the machine in both mask styles (and with scalar
    operands): the SPMD executor's memory and results at every stage."""
    check(kernel, 4, None, machine=True)


@pytest.mark.parametrize(("kernel", "width", "block"), OTHER_WIDTHS)
def test_corpus_kernel_other_widths(kernel: str, width: int, block: str) -> None:
    check(kernel, width, block)


def test_every_corpus_kernel_is_listed() -> None:
    assert sorted(LAUNCHES) == sorted(p.stem for p in CORPUS.glob("*.ll"))


@pytest.mark.parametrize("kernel", ["bfs", "dot", "reduce", "spmv"])
def test_corpus_kernel_narrowed_matches_spmd(kernel: str) -> None:
    """Narrowing alone (`spmd-narrow-i64`, the vectorizer's first step) on the kernels
    with clang's i64 idioms (shl/ashr by 32, and 0xffffffff, ugt, lshr): i32 values only,
    and the narrowed SPMD kernel computes what the imported one does."""
    block = LAUNCHES[kernel]["block"]
    want = run(imported(kernel), kernel, 4, block, spmd=True)
    module = imported(kernel)
    SpmdNarrowI64Pass().apply(make_context(), module)
    text = str(module)
    assert " i64" not in re.sub(r"kind = \d+ : i64", "", text)  # i32 values only
    got = run(module, kernel, 4, block, spmd=True)
    assert close(got["memrefs"], want["memrefs"])
