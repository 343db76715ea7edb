"""Running random SPMD kernels (`tools/kernel_gen.py`) before and after a pipeline:
what the differential tests of the CFG transforms share."""

from __future__ import annotations

import copy
import math
import re
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.transforms import get_all_passes as xdsl_passes
from xdsl.utils.arg_spec import parse_pipeline

from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.passes import get_all_passes
from simdopt.tools.frontend import SourceMap, make_context, parse_module, verify_module

THREADS, WIDTH = 8, 4
MAX_STEPS = 200_000  # a wrong transform that loops fails fast instead of hanging


def apply(module: ModuleOp, pipeline: str) -> ModuleOp:
    """A copy of `module` after `pipeline` (project and xDSL passes, names and options
    as for simd-opt), verified after every pass."""
    out = module.clone()
    registry = {**xdsl_passes(), **get_all_passes()}
    for spec in parse_pipeline(pipeline):
        registry[spec.name]().from_pass_spec(spec).apply(make_context(), out)
        verify_module(out)
    return out


def transformed(text: str, pipeline: str) -> ModuleOp:
    """`text` parsed, then run through `pipeline` (`apply`)."""
    return apply(parse_module(make_context(), SourceMap("k.mlir", text)), pipeline)


def spmd_memory(module: ModuleOp, args: list[Any]) -> list[Any]:
    """The memory after the SPMD executor ran the module's kernel on THREADS threads."""
    fn = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    return run_spmd(module, fn, copy.deepcopy(args), threads=THREADS, width=WIDTH, max_steps=MAX_STEPS)["memrefs"]


def vector_memory(module: ModuleOp, args: list[Any]) -> list[Any]:
    """The memory after the vectorized program ran subgroup by subgroup."""
    fn = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    out = run_vectorized_launch(
        module, fn, copy.deepcopy(args), threads=THREADS, grid=None, block=None, width=WIDTH,
        max_steps=MAX_STEPS,
    )  # fmt: skip
    return out["memrefs"]


def racy(text: str) -> bool:
    """Whether a generated kernel stores to the shared buffer `%m` (threads race)."""
    return re.search(r"memref\.store [^\n]*%m\[", text) is not None


def close(a: Any, b: Any) -> bool:
    """Equal results, floats within 1e-5 relative (lists element by element)."""
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(close(x, y) for x, y in zip(a, b, strict=True))  # pyright: ignore[reportUnknownArgumentType, reportUnknownVariableType]
    if isinstance(a, int | float) and isinstance(b, int | float) and float in (type(a), type(b)):
        return math.isclose(a, b, rel_tol=1e-5, abs_tol=1e-6)
    return a == b
