"""Helpers the differential tests of `tests/passes` share: a kernel file parsed, its
entry function, a launch's `X[,Y[,Z]]` dimensions, and one run of a module over a
launch by the SPMD executor or as a vectorized launch.

Not a test module (pytest collects `test_*.py` only); `conftest.py` beside it puts this
folder on `sys.path`, since `--import-mode=importlib` does not and the tests are no
package."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from simdopt.dialects import gpu
from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.tools.frontend import SourceMap, make_context, parse_module

Dim3 = tuple[int, int, int]


def dims(text: str) -> Dim3:
    """`"16,4"` -> (16, 4, 1): a launch's grid or block as `launches.json` writes it."""
    d = [int(x) for x in text.split(",")] + [1, 1]
    return d[0], d[1], d[2]


def parse(path: Path) -> ModuleOp:
    """The kernel file (MLIR, or LLVM IR by its `.ll` suffix) parsed."""
    return parse_module(make_context(), SourceMap(str(path), path.read_text()))


def entry(module: ModuleOp) -> func.FuncOp | gpu.FuncOp:
    """The module's first function with a body (`func.func` or `gpu.func`)."""
    return next(op for op in module.walk() if isinstance(op, func.FuncOp | gpu.FuncOp) and op.body.blocks)


def run_launch(module: ModuleOp, args: list[Any], *, width: int, grid: Dim3, block: Dim3, spmd: bool) -> dict[str, Any]:
    """`module`'s entry over the launch: the SPMD executor's run when `spmd`, else the
    vectorized launch's (a program `spmd-vectorize` made).  `args` are used as they are:
    copy them when the caller needs them again."""
    fn = entry(module)
    if spmd:
        return run_spmd(module, fn, args, width=width, grid=grid, block=block)
    return run_vectorized_launch(module, fn, args, threads=None, width=width, grid=grid, block=block)
