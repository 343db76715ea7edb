"""A shuffle up/down by a negative distance (a 32-bit distance read modulo 2^32, as PTX's
`lane - b` on 32-bit registers computes it: up by -1 reads the lane above, down by -1 the
lane below, up by INT_MIN is out of range and keeps the lane's own value) gives the same
memory on the SPMD executor and after every vectorizing stage - constant distances (the
constant `vshuffle` path) and a run-time one (`vpermute`) alike.  Before the fix the
constant path read the distance unsigned and kept each lane's own value."""

from __future__ import annotations

import copy

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.kernel_runs import apply

KERNEL = """
func.func @k(%a: memref<?xi32>, %o: memref<?xi32>, %d: i32) {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %x = memref.load %a[%i] : memref<?xi32>
  %m1 = arith.constant -1 : i32
  %min = arith.constant -2147483648 : i32
  %u = simd.shuffle up %x, %m1 : i32
  %w = simd.shuffle down %x, %m1 : i32
  %n = simd.shuffle up %x, %min : i32
  %v = simd.shuffle up %x, %d : i32
  %c4 = arith.constant 4 : i32
  %b = arith.muli %t, %c4 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %b1 = arith.addi %b, %c1 : i32
  %b2 = arith.addi %b, %c2 : i32
  %b3 = arith.addi %b, %c3 : i32
  %j0 = arith.index_cast %b : i32 to index
  %j1 = arith.index_cast %b1 : i32 to index
  %j2 = arith.index_cast %b2 : i32 to index
  %j3 = arith.index_cast %b3 : i32 to index
  memref.store %u, %o[%j0] : memref<?xi32>
  memref.store %w, %o[%j1] : memref<?xi32>
  memref.store %n, %o[%j2] : memref<?xi32>
  memref.store %v, %o[%j3] : memref<?xi32>
  func.return
}
"""

SCALARIZE = "divergence-scalarize,canonicalize,cse,dce"


def reference(a: list[int], w: int) -> list[int]:
    out: list[int] = []
    for t, x in enumerate(a):
        lane = t % w
        above = a[t + 1] if lane + 1 < w else x
        below = a[t - 1] if lane >= 1 else x
        out += [above, below, x, above]
    return out


@pytest.mark.parametrize("width", [4, 32])
@pytest.mark.parametrize(
    "pipeline",
    ["spmd-vectorize{width=W mode=naive}", "spmd-vectorize{width=W mode=uniform}",
     f"spmd-vectorize{{width=W mode=uniform}},{SCALARIZE}",
     f"spmd-vectorize{{width=W mode=uniform}},{SCALARIZE},convert-simd-to-lockstep{{mask-style=exec}}"],
)  # fmt: skip
def test_negative_shuffle_distance_same_on_every_stage(width: int, pipeline: str) -> None:
    n = 2 * width
    a = [10 * t + 7 for t in range(n)]
    args = [a, [0] * (4 * n), -1]
    want = reference(a, width)
    module = parse_module(make_context(), SourceMap("k.mlir", KERNEL))

    def fn(m: ModuleOp) -> func.FuncOp:
        return next(o for o in m.walk() if isinstance(o, func.FuncOp))

    spmd = run_spmd(module, fn(module), copy.deepcopy(args), width=width, grid=(1, 1, 1), block=(n, 1, 1))
    assert spmd["memrefs"][1] == want
    vec = apply(module, pipeline.replace("W", str(width)))
    got = run_vectorized_launch(vec, fn(vec), copy.deepcopy(args), threads=None, grid=(1, 1, 1), block=(n, 1, 1), width=width)
    assert got["memrefs"][1] == want
