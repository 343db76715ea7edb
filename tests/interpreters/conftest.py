"""Fixtures the interpreter tests share (the SPMD executor's and the jit's)."""

from __future__ import annotations

from typing import Any

import pytest

import simdopt.interpreters.jit.spmd as jit_spmd
import simdopt.interpreters.jit.vectorized as jit_vectorized

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
