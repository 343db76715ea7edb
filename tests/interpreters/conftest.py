"""Fixtures the interpreter tests share (the SPMD executor's and the jit's)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

import simdopt.interpreters.jit.spmd as jit_spmd
import simdopt.interpreters.jit.vectorized as jit_vectorized
from simdopt.dialects import gpu
from simdopt.interpreters.errors import ArgumentError, RuntimeFault
from simdopt.interpreters.runner import run_program
from simdopt.tools.simd_run import json_text

LANE_RACE = """
func.func @main(%m : memref<?xi32>) {
  %tid = simd.thread_id : i32
  %z = arith.constant 0 : index
  %v = memref.load %m[%z] : memref<?xi32>
  %n = arith.addi %v, %tid : i32
  memref.store %n, %m[%z] : memref<?xi32>
  func.return
}
"""


@pytest.fixture
def lane_race() -> str:
    """A kernel whose threads all load m[0], add their id and store it back: the lanes
    of a subgroup race on one address (lockstep order decides what is left)."""
    return LANE_RACE


@pytest.fixture
def native_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The jit may not hand a launch to the interpreter (an SPMD kernel's or a
    vectorized program's): what it runs, it runs natively."""

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the jit fell back to the interpreter")

    monkeypatch.setattr(jit_vectorized, "run_vectorized_launch", refuse)
    monkeypatch.setattr(jit_spmd, "run_spmd", refuse)


def _entry(module: ModuleOp, entry: str | None) -> func.FuncOp | gpu.FuncOp:
    """The function named `entry`, else `main`, else the first gpu.func kernel, else the
    first function with a body (`simd-run`'s choice)."""
    funcs = [o for o in module.walk() if isinstance(o, func.FuncOp | gpu.FuncOp) and o.body.blocks]
    if entry is not None:
        return next(f for f in funcs if f.sym_name.data == entry)
    kernels = [f for f in funcs if isinstance(f, gpu.FuncOp) and f.kernel is not None]
    return next((f for f in funcs if f.sym_name.data == "main"), kernels[0] if kernels else funcs[0])


def run_json(module: ModuleOp, args: list[Any], engine: str, width: int, entry: str | None = None, **launch: Any) -> str:
    """`simd-run --json`'s text of one launch of `module` on `engine` (a copy of `args`;
    `launch`: threads=, grid=, block=, ...), or "error: MESSAGE" for a refusal or fault."""
    try:
        out = run_program(module, _entry(module, entry), copy.deepcopy(args), width=width, max_steps=1_000_000,
                          time_limit=None, engine=engine, **launch)  # fmt: skip
    except (ArgumentError, RuntimeFault) as e:
        return f"error: {e.message}"
    return json_text(out)


@pytest.fixture
def engine_run() -> Callable[..., str]:
    """`run_json`: the jit tests run each launch on both engines and compare the texts."""
    return run_json
