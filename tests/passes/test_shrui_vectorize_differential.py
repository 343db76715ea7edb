"""Differential test of `arith.shrui` in `spmd-vectorize`: it becomes `simd.vshru` (the
swap table's inverse, from the op's `LaneFacts`; no emulation by `vshr` + `vand`), by a
per-thread amount, by a uniform one and by a constant, on negative and positive values.
The SPMD executor's per-thread results are the reference (amounts in [0, 32), where
`arith.shrui` is defined); every stage - vectorized, after
`divergence-scalarize,canonicalize,cse,dce`, both lowered to the lockstep machine in both
mask styles - gives the same.
"""

from __future__ import annotations

import copy
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
func.func @kernel(%n: i32, %v: memref<8xi32>, %s: memref<8xi32>) -> (i32, i32, i32, i32) {
  %t = simd.thread_id : i32
  %c3 = arith.constant 3 : i32
  %c1 = arith.constant 1 : i32
  %ti = arith.index_cast %t : i32 to index
  %x = memref.load %v[%ti] : memref<8xi32>
  %k = memref.load %s[%ti] : memref<8xi32>
  %a = arith.shrui %x, %k : i32
  %c15 = arith.constant 15 : i32
  %m = arith.andi %n, %c15 : i32
  %b = arith.shrui %x, %m : i32
  %c = arith.shrui %x, %c3 : i32
  %odd = arith.andi %t, %c1 : i32
  %p = arith.cmpi eq, %odd, %c1 : i32
  %d = scf.if %p -> (i32) {
    %y = arith.shrui %n, %k : i32
    scf.yield %y : i32
  } else {
    scf.yield %x : i32
  }
  func.return %a, %b, %c, %d : i32, i32, i32, i32
}
"""
ARGS: list[Any] = [
    -9,
    [-8, 2147483647, -2147483648, 5, -1, 0, 123456789, -123456789],
    [1, 31, 0, 2, 30, 5, 16, 7],
]


def _parse(text: str) -> tuple[Any, ModuleOp]:
    ctx = make_context()
    return ctx, parse_module(ctx, SourceMap("k.mlir", text))


def _entry(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp))


def _vectorized(width: int, mode: str, pipeline: str = "") -> ModuleOp:
    ctx, module = _parse(KERNEL)
    SpmdVectorizePass(width=width, mode=mode).apply(ctx, module)  # pyright: ignore[reportArgumentType]
    if pipeline:
        registry = {**xdsl_passes(), **get_all_passes()}
        PassPipeline(tuple(registry[n]()() for n in pipeline.split(","))).apply(ctx, module)
    verify_module(module)
    return module


def _run(module: ModuleOp, width: int) -> tuple[Any, Any]:
    out = run_vectorized_launch(
        module, _entry(module), copy.deepcopy(ARGS), threads=THREADS, grid=None, block=None,
        width=width,
    )  # fmt: skip
    return out["results"], out["memrefs"]


def _reference(width: int) -> tuple[Any, Any]:
    _, module = _parse(KERNEL)
    out = run_spmd(module, _entry(module), copy.deepcopy(ARGS), threads=THREADS, width=width)
    return out["results"], out["memrefs"]


def test_the_reference_shifts_zeros_in() -> None:
    results, _ = _reference(4)
    assert results[0][0] == 2147483644  # -8 >>> 1
    assert results[4][0] == 3  # -1 >>> 30
    assert results[1][2] == 268435455  # 2147483647 >>> 3
    assert results[0][1] == (2**32 - 8) >> 7  # by the uniform -9 & 15 = 7
    assert results[1][3] == 1  # -9 >>> 31
    assert results[3][3] == (2**32 - 9) >> 2


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
            lowered = module.clone()
            ConvertSimdToLockstepPass(mask_style=style).apply(make_context(), lowered)  # pyright: ignore[reportArgumentType]
            verify_module(lowered)
            got = _run(lowered, width)
            assert got == expected, f"W={width} {mode} {what} lowered {style}"


def test_shrui_becomes_vshru() -> None:
    names = [op.name for op in _vectorized(4, "naive").walk()]
    assert names.count("simd.vshru") == 4
    assert "simd.vshr" not in names  # no emulation by the arithmetic shift
