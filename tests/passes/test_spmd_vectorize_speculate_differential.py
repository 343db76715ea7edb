"""Differential test of `spmd-vectorize{mode=uniform speculate=true}`: short pure arms of
linearized ifs run under the enclosing mask (`passes/spmd_vectorize/speculate.py`).
The SIMD program, after `divergence-scalarize` and clean-up, and its lowering to the
lockstep machine in both mask styles give the per-thread results and final memory of
the SPMD executor, on the hand-written and random kernels of
`test_spmd_vectorize_differential.py` and on collatz-like loops; and speculation
changes the program of a good share of them (the test is not vacuous).
"""

from __future__ import annotations

import copy
from io import StringIO
from typing import Any

import pytest
from test_spmd_vectorize_differential import (
    HAND,
    ScfKernelGen,
    _entry,
    _parse,
    random_args,
    spmd_reference,
)
from xdsl.printer import Printer
from xdsl.transforms import get_all_passes as xdsl_passes
from xdsl.utils.arg_spec import parse_pipeline

from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.passes import get_all_passes
from simdopt.passes.spmd_vectorize import SpmdVectorizePass
from simdopt.tools.frontend import verify_module

CLEANUP = "divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce"
LOWER = {style: f"convert-simd-to-lockstep{{mask-style={style}}}" for style in ("exec", "per-op")}

COLLATZ = """
func.func @kernel(%n: i32, %m: memref<?xi32>) -> i32 {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %v0 = memref.load %m[%i] : memref<?xi32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %r:2 = scf.while (%v = %v0, %k = %c0) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi sgt, %v, %c1 : i32
    scf.condition(%go) %v, %k : i32, i32
  } do {
  ^bb0(%v: i32, %k: i32):
    %bit = arith.andi %v, %c1 : i32
    %odd = arith.cmpi eq, %bit, %c1 : i32
    %next = scf.if %odd -> (i32) {
      %m3 = arith.muli %v, %c3 : i32
      %a = arith.addi %m3, %c1 : i32
      scf.yield %a : i32
    } else {
      %h = arith.shrui %v, %c1 : i32
      scf.yield %h : i32
    }
    %k1 = arith.addi %k, %n : i32
    scf.yield %next, %k1 : i32, i32
  }
  memref.store %r#1, %m[%i] : memref<?xi32>
  func.return %r#0 : i32
}
"""


def program(text: str, width: int, speculate: bool, pipeline: str = CLEANUP) -> Any:
    ctx, module = _parse(text)
    SpmdVectorizePass(width=width, mode="uniform", speculate=speculate).apply(ctx, module)
    registry = {**xdsl_passes(), **get_all_passes()}
    for spec in parse_pipeline(pipeline) if pipeline else ():
        registry[spec.name]().from_pass_spec(spec).apply(ctx, module)
    verify_module(module)
    return ctx, module


def outcome(module: Any, args: list[Any], width: int, threads: int | None) -> tuple[Any, Any]:
    out = run_vectorized_launch(
        module, _entry(module), copy.deepcopy(args), threads=threads or width, grid=None,
        block=None, width=width,
    )  # fmt: skip
    return out["results"], out["memrefs"]


def check(text: str, args: list[Any], width: int, threads: int | None = None) -> None:
    """The speculated program and both its lowerings agree with the SPMD executor."""
    expected = spmd_reference(text, args, width, threads)
    ctx, module = program(text, width, True)
    assert outcome(module, args, width, threads) == expected, text
    for style, lower in LOWER.items():
        _, lowered = program(text, width, True, f"{CLEANUP},{lower}")
        assert outcome(lowered, args, width, threads) == expected, f"{style}\n{text}"


def printed(text: str, width: int, speculate: bool) -> str:
    _, module = program(text, width, speculate, "")
    out = StringIO()
    Printer(stream=out).print_op(module)
    return out.getvalue()


@pytest.mark.parametrize("width", [4, 8])
@pytest.mark.parametrize("name", sorted(HAND))
def test_hand_kernel_speculated_same_results(name: str, width: int) -> None:
    text, args = HAND[name]
    check(text, args, width)


@pytest.mark.parametrize("threads", [4, 6, 8])
def test_collatz_speculated_same_results(threads: int) -> None:
    args = [1, [27, 1, 6, 7, 2, 3, 9, 16]]
    check(COLLATZ, args, 4, threads)


@pytest.mark.parametrize(("seed", "width"), [(s, w) for s in range(20) for w in (4, 8)])
def test_random_divergent_loop_kernel_speculated_same_results(seed: int, width: int) -> None:
    check(ScfKernelGen(seed, divergent_loops=True).text(), random_args(seed), width)


@pytest.mark.parametrize("seed", range(20))
def test_random_kernel_speculated_same_results(seed: int) -> None:
    check(ScfKernelGen(seed).text(), random_args(seed), 4, threads=6)


def test_speculation_changes_programs() -> None:
    """Collatz's arms and at least a quarter of the random kernels are speculated."""
    assert printed(COLLATZ, 4, True) != printed(COLLATZ, 4, False)
    texts = [ScfKernelGen(s, divergent_loops=True).text() for s in range(20)]
    changed = sum(printed(t, 4, True) != printed(t, 4, False) for t in texts)
    assert changed >= 5, changed
