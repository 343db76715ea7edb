"""Differential runs of the byte-addressed memory model (buffers read with several types,
pointer selects and phis between buffers): each kernel of `tests/filecheck/import/`
(`byte_memory_*.ll`, `pointer_*.ll`; clang-22's AMDGPU output with its launch and
arguments in the FileCheck header) through `spmd-vectorize` in both modes at W = 4 and 8,
and at W = 4 also `divergence-scalarize` and the lockstep machine in both mask styles,
gives the SPMD executor's memory (which the FileCheck tests hold equal to the native
oracle).  The kernels with i64 or i8 units (`aos_halves`, `struct_ifc`) are run by the
SPMD executor in their FileCheck tests: spmd-vectorize has no i64/i8 lanes yet.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from simdopt.interpreters.arguments import c_typed_args
from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.kernel_runs import apply

TESTS = Path(__file__).resolve().parents[1] / "filecheck" / "import"
KERNELS = [
    "byte_memory_struct_mixed",
    "byte_memory_pun_buffer",
    "byte_memory_pun_table",
    "byte_memory_global_struct",
    "pointer_select_ping_pong",
    "pointer_select_divergent",
]
SCALARIZE = "divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce"
LOWERINGS = ("convert-simd-to-lockstep{mask-style=exec}", "convert-simd-to-lockstep{mask-style=per-op}")


def kernel(name: str) -> tuple[ModuleOp, list[Any], dict[str, tuple[int, int, int]]]:
    """The imported kernel, its `--args` (a buffer held in other units than its C type
    packed into them, as `simd-run` does) and its launch (from the test's header)."""
    text = (TESTS / f"{name}.ll").read_text()
    args = re.search(r"^; DEFINE: %\{args\} = '(.*)'$", text, re.M)
    launch = re.search(r"--grid (\S+) --block (\S+)", text)
    assert args and launch
    dims = lambda s: tuple((list(map(int, s.split(","))) + [1, 1])[:3])  # noqa: E731
    module = parse_module(make_context(), SourceMap(f"{name}.ll", text))
    raw = c_typed_args(entry(module), json.loads(args.group(1)))
    return module, raw, {"grid": dims(launch.group(1)), "block": dims(launch.group(2))}


def entry(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp) and op.body.blocks)



@pytest.mark.parametrize("name", KERNELS)
@pytest.mark.parametrize("width", [4, 8])
def test_vectorized_kernel_gives_the_spmd_memory(name: str, width: int) -> None:
    module, args, launch = kernel(name)
    want = run_spmd(module, entry(module), copy.deepcopy(args), width=width, **launch)["memrefs"]  # pyright: ignore[reportArgumentType]
    for mode in ("naive", "uniform"):
        vectorized = apply(module, f"spmd-vectorize{{width={width} mode={mode}}}")
        stages = {"vectorized": vectorized}
        if width == 4:
            stages["scalarized"] = scalarized = apply(vectorized, SCALARIZE)
            stages.update({lower: apply(scalarized, lower) for lower in LOWERINGS})
        for stage, program in stages.items():
            got = run_vectorized_launch(program, entry(program), copy.deepcopy(args), threads=None, width=width, **launch)  # pyright: ignore[reportArgumentType]
            assert got["memrefs"] == want, (mode, stage)
