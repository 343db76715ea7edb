"""Differential test of `divergence-scalarize`'s bounds checks on the id vector
(`passes/placement/id_compares.py`): kernels whose `x < n` / `x >= n` compare an id that
other ops read as a vector give the SPMD executor's results after
`spmd-vectorize{mode=uniform},divergence-scalarize` and clean-up, for bounds cutting a
subgroup, below the first lane, past the last one and negative, in full and partial
subgroups, and the rewrite fires (no count left) or, with scalar operands, does not:
in the entry block and in loops (a halving bound, as a tree reduction's), on an id
vector other ops read or on one the checks build (`id_vector_built_for_loops` at W = 4;
`x >= s` in a loop too)."""

from __future__ import annotations

import copy
from io import StringIO
from typing import Any

import pytest
from test_spmd_vectorize_differential import (
    _entry,
    _parse,
    spmd_reference,
)
from xdsl.printer import Printer
from xdsl.transforms import get_all_passes as xdsl_passes
from xdsl.utils.arg_spec import parse_pipeline

from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.passes import get_all_passes
from simdopt.tools.frontend import verify_module

PIPELINE = "spmd-vectorize{{width={w} mode=uniform}},divergence-scalarize{ds},canonicalize,cse,dce"

KERNELS = {
    "lt_thread_id": """
func.func @k(%n: i32, %out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %c3 = arith.constant 3 : i32
  %lt = arith.cmpi slt, %t, %n : i32
  scf.if %lt {
    %a = arith.muli %t, %c3 : i32
    %i = arith.index_cast %a : i32 to index
    memref.store %t, %out[%i] : memref<?xi32>
  }
  func.return
}
""",
    "ge_global_id_early_exit": """
func.func @k(%n: i32, %out: memref<?xi32>) {
  %g = gpu.global_id x
  %x = arith.index_cast %g : index to i32
  %ge = arith.cmpi sge, %x, %n : i32
  %c2 = arith.constant 2 : i32
  %v = scf.if %ge -> (i32) {
    scf.yield %c2 : i32
  } else {
    %sq = arith.muli %x, %x : i32
    scf.yield %sq : i32
  }
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  %i = arith.index_cast %y : i32 to index
  memref.store %v, %out[%i] : memref<?xi32>
  func.return
}
""",
    "bound_on_the_left": """
func.func @k(%n: i32, %out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %gt = arith.cmpi sgt, %n, %t : i32
  %b = arith.extui %gt : i1 to i32
  %s = arith.addi %b, %t : i32
  %i = arith.index_cast %t : i32 to index
  memref.store %s, %out[%i] : memref<?xi32>
  func.return
}
""",
    "halving_loop": """
func.func @k(%n: i32, %out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %r:2 = scf.while (%s = %n, %acc = %c0) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi sgt, %s, %c0 : i32
    scf.condition(%go) %s, %acc : i32, i32
  } do {
  ^bb0(%s: i32, %acc: i32):
    %lt = arith.cmpi slt, %t, %s : i32
    %inc = arith.extui %lt : i1 to i32
    %acc2 = arith.addi %acc, %inc : i32
    %s2 = arith.shrui %s, %c1 : i32
    scf.yield %s2, %acc2 : i32, i32
  }
  %a = arith.muli %t, %c3 : i32
  %i = arith.index_cast %a : i32 to index
  memref.store %r#1, %out[%i] : memref<?xi32>
  func.return
}
""",
    "id_vector_built_for_loops": """
func.func @k(%n: i32, %out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %in = arith.cmpi slt, %t, %n : i32
  %first = arith.select %in, %c2, %c3 : i32
  %r:2 = scf.while (%s = %n, %acc = %first) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi sgt, %s, %c0 : i32
    scf.condition(%go) %s, %acc : i32, i32
  } do {
  ^bb0(%s: i32, %acc: i32):
    %ge = arith.cmpi sge, %t, %s : i32
    %inc = arith.extui %ge : i1 to i32
    %acc2 = arith.addi %acc, %inc : i32
    %s2 = arith.shrui %s, %c1 : i32
    scf.yield %s2, %acc2 : i32, i32
  }
  %q:2 = scf.while (%s = %n, %acc = %r#1) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi sgt, %s, %c0 : i32
    scf.condition(%go) %s, %acc : i32, i32
  } do {
  ^bb0(%s: i32, %acc: i32):
    %lt = arith.cmpi slt, %t, %s : i32
    %dbl = arith.muli %acc, %c2 : i32
    %acc2 = arith.select %lt, %dbl, %acc : i32
    %s2 = arith.shrui %s, %c1 : i32
    scf.yield %s2, %acc2 : i32, i32
  }
  %i = arith.index_cast %t : i32 to index
  memref.store %q#1, %out[%i] : memref<?xi32>
  func.return
}
""",
}


def program(text: str, width: int, scalar_operands: bool) -> Any:
    ctx, module = _parse(text)
    registry = {**xdsl_passes(), **get_all_passes()}
    ds = "{scalar-operands=true}" if scalar_operands else ""
    for spec in parse_pipeline(PIPELINE.format(w=width, ds=ds)):
        registry[spec.name]().from_pass_spec(spec).apply(ctx, module)
    verify_module(module)
    return module


def text_of(module: Any) -> str:
    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


@pytest.mark.parametrize("scalar_operands", [False, True])
@pytest.mark.parametrize(("threads", "width"), [(8, 4), (6, 4), (12, 8)])
@pytest.mark.parametrize("n", [-3, 0, 3, 5, 100])
@pytest.mark.parametrize("name", sorted(KERNELS))
def test_bounds_check_same_results(name: str, n: int, threads: int, width: int, scalar_operands: bool) -> None:
    text = KERNELS[name]
    args = [n, [0] * 40]
    expected = spmd_reference(text, args, width, threads)
    module = program(text, width, scalar_operands)
    out = run_vectorized_launch(
        module, _entry(module), copy.deepcopy(args), threads=threads, grid=None, block=None, width=width
    )
    assert (out["results"], out["memrefs"]) == expected, text_of(module)


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_count_replaced_without_scalar_operands_only(name: str) -> None:
    plain, scalar = (text_of(program(KERNELS[name], 4, s)) for s in (False, True))
    assert "arith.maxsi" not in plain and "simd.vcmp" in plain, plain
    assert "arith.maxsi" in scalar, scalar
