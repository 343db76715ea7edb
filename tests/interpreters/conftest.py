"""Fixtures the interpreter tests share (the SPMD executor's and the jit's)."""

from __future__ import annotations

import pytest

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
