"""Differential test of the i32/f32 casts in `spmd-vectorize` (`simd.vcast`,
`passes/spmd_vectorize/lanewise.py`): SPMD kernels with `sitofp`/`uitofp`/`fptosi`/
`fptoui`/`bitcast`/`negf` in divergent branches and on uniform values, run by the SPMD
executor over 8 threads in subgroups of W, and their vectorizations at W = 2, 4, 8 in
both modes over the same launch (`run_vectorized_launch`, subgroup by subgroup): as
vectorized, after `divergence-scalarize,canonicalize,cse,dce`, and both lowered
(`convert-simd-to-lockstep`) in both mask styles on the lockstep machine.  Every stage
gives the same per-thread results and memory (NaN compared as NaN); the lanes whose
float is NaN or out of range never run an `fptosi`, so no stage may fault.
"""

from __future__ import annotations

import copy
import math
from typing import Any

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import PassPipeline
from xdsl.transforms import get_all_passes as xdsl_passes

from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.passes import get_all_passes
from simdopt.passes.convert_simd_to_lockstep import ConvertSimdToLockstepPass
from simdopt.passes.spmd_vectorize import SpmdVectorizePass
from simdopt.tools.frontend import SourceMap, make_context, parse_module, verify_module

THREADS = 8
SCALARIZE = "divergence-scalarize,canonicalize,cse,dce"

KERNEL = """
func.func @kernel(%n: i32, %v: memref<8xi32>, %fv: memref<8xf32>, %out: memref<8xf32>) -> (i32, i32, f32, i32) {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %big = arith.constant 2.0e9 : f32
  %half = arith.constant 0.5 : f32
  %ti = arith.index_cast %t : i32 to index
  %x = memref.load %v[%ti] : memref<8xi32>
  %fx = memref.load %fv[%ti] : memref<8xf32>
  %odd = arith.andi %t, %c1 : i32
  %p = arith.cmpi eq, %odd, %c1 : i32
  %r = scf.if %p -> (i32) {
    %f = arith.sitofp %x : i32 to f32
    %g = arith.mulf %f, %half : f32
    %y = arith.fptosi %g : f32 to i32
    scf.yield %y : i32
  } else {
    %u = arith.uitofp %x : i32 to f32
    %ng = arith.negf %u : f32
    %b = arith.bitcast %ng : f32 to i32
    scf.yield %b : i32
  }
  %ok = arith.cmpf olt, %fx, %big : f32
  %k = scf.if %ok -> (i32) {
    %ki = arith.fptosi %fx : f32 to i32
    %ku = arith.fptoui %fx : f32 to i32
    %ks = arith.addi %ki, %ku : i32
    scf.yield %ks : i32
  } else {
    scf.yield %c0 : i32
  }
  %un = arith.uitofp %n : i32 to f32
  %nn = arith.negf %un : f32
  %nb = arith.bitcast %nn : f32 to i32
  %xb = arith.bitcast %x : i32 to f32
  memref.store %xb, %out[%ti] : memref<8xf32>
  %nk = arith.fptosi %un : f32 to i32
  %z = arith.addi %nk, %k : i32
  func.return %r, %z, %nn, %nb : i32, i32, f32, i32
}
"""
ARGS: list[Any] = [
    -7,
    [3, -7, 16777217, 2147483647, 0, -1, 1065353216, -5],
    [2.75, math.nan, -1.5, 3.0e9, -0.0, 7.25, 1.0e9, -2.5],
    [0.0] * 8,
]


def _parse(text: str) -> tuple[Any, ModuleOp]:
    ctx = make_context()
    return ctx, parse_module(ctx, SourceMap("k.mlir", text))


def _entry(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp))


def _same(x: Any) -> Any:
    """`x` with NaN as a string, so that equal runs compare equal."""
    if isinstance(x, list):
        return [_same(y) for y in x]  # pyright: ignore[reportUnknownVariableType]
    if isinstance(x, float) and math.isnan(x):
        return "nan"
    return x


def _vectorized(width: int, mode: str, pipeline: str = "") -> ModuleOp:
    ctx, module = _parse(KERNEL)
    SpmdVectorizePass(width=width, mode=mode).apply(ctx, module)  # pyright: ignore[reportArgumentType]
    if pipeline:
        registry = {**xdsl_passes(), **get_all_passes()}
        PassPipeline(tuple(registry[n]()() for n in pipeline.split(","))).apply(ctx, module)
    verify_module(module)
    return module


def _lowered(module: ModuleOp, style: str) -> ModuleOp:
    lowered = module.clone()
    ConvertSimdToLockstepPass(mask_style=style).apply(make_context(), lowered)  # pyright: ignore[reportArgumentType]
    verify_module(lowered)
    return lowered


def _run(module: ModuleOp, width: int) -> tuple[Any, Any]:
    out = run_vectorized_launch(
        module, _entry(module), copy.deepcopy(ARGS), threads=THREADS, grid=None, block=None,
        width=width,
    )  # fmt: skip
    return _same(out["results"]), _same(out["memrefs"])


def _reference(width: int) -> tuple[Any, Any]:
    _, module = _parse(KERNEL)
    out = run_spmd(module, _entry(module), copy.deepcopy(ARGS), threads=THREADS, width=width)
    return _same(out["results"]), _same(out["memrefs"])


def test_the_reference_converts_what_the_kernel_says() -> None:
    """Thread 1 (odd): sitofp(-7) * 0.5 = -3.5 -> fptosi -3; thread 0 (even): uitofp(3)
    negated is -3.0, whose bits are 0xC0400000; thread 3's 3e9 and thread 1's NaN never
    convert (k = 0); uitofp(-7) = 4294967296.0 (rounded), so nk wraps to 0."""
    results, memrefs = _reference(4)
    assert results[1][0] == -3
    assert results[0][0] == 0xC0400000 - 2**32
    assert [results[t][1] for t in range(4)] == [2 + 2, 0, -1 + -1, 0]
    assert results[0][2] == -4294967296.0
    assert memrefs[2][6] == 1.0  # bitcast of 0x3F800000


@pytest.mark.parametrize("mode", ["naive", "uniform"])
@pytest.mark.parametrize("width", [2, 4, 8])
def test_every_stage_computes_what_the_threads_compute(width: int, mode: str) -> None:
    expected = _reference(width)
    plain = _vectorized(width, mode)
    assert _run(plain, width) == expected, f"W={width} {mode}"
    scalarized = _vectorized(width, mode, SCALARIZE)
    assert _run(scalarized, width) == expected, f"W={width} {mode} scalarized"
    for style in ("exec", "per-op"):
        for what, module in (("vectorized", plain), ("scalarized", scalarized)):
            got = _run(_lowered(module, style), width)
            assert got == expected, f"W={width} {mode} {what} lowered {style}"


def test_uniform_casts_stay_scalar_in_uniform_mode() -> None:
    """The uniform casts of %n are scalar arith in mode=uniform, vcast in naive."""
    names = [op.name for op in _vectorized(4, "uniform").walk()]
    # divergent: sitofp, fptosi | uitofp, bitcast (the two arms), fptosi, fptoui, bitcast
    assert names.count("simd.vcast") == 7
    assert {"arith.uitofp", "arith.negf", "arith.bitcast", "arith.fptosi"} <= set(names)
    naive = [op.name for op in _vectorized(4, "naive").walk()]
    assert "arith.uitofp" not in naive and naive.count("simd.vcast") == 7 + 3
