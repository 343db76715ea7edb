"""IEEE float division, remainder and fused multiply-add through every stage (issue 21):
an SPMD kernel whose threads divide by zero (±0.0), take fmod and fma of random f32
values - some zero, infinite or NaN - under a divergent branch, run by the SPMD
executor, vectorized (naive and uniform, W = 4 and 8), after `divergence-scalarize`
(which may now speculate a float division: it never traps) and on the lockstep machine
in both mask styles; each run against a plain-Python reference (`struct`'s single
precision, `math.fmod`, `fractions` for the one rounding of fma), compared as JSON text
so NaN equals NaN."""

from __future__ import annotations

import copy
import json
import math
import random
import struct
from fractions import Fraction
from typing import Any

import pytest
from xdsl.dialects import func

from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.passes.convert_simd_to_lockstep import ConvertSimdToLockstepPass
from simdopt.passes.divergence_scalarize import DivergenceScalarizePass
from simdopt.passes.spmd_vectorize import SpmdVectorizePass
from simdopt.tools.frontend import SourceMap, make_context, parse_module, verify_module

N = 16
KERNEL = f"""
func.func @k(%a: memref<{N}xf32>, %b: memref<{N}xf32>, %c: memref<{N}xf32>, %q: memref<{N}xf32>, %r: memref<{N}xf32>, %f: memref<{N}xf32>) {{
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %x = memref.load %a[%i] : memref<{N}xf32>
  %y = memref.load %b[%i] : memref<{N}xf32>
  %z = memref.load %c[%i] : memref<{N}xf32>
  %zero = arith.constant 0.0 : f32
  %pos = arith.cmpf ogt, %x, %zero : f32
  %d = scf.if %pos -> (f32) {{
    %dv = arith.divf %x, %y : f32
    scf.yield %dv : f32
  }} else {{
    %dv = arith.divf %y, %x : f32
    scf.yield %dv : f32
  }}
  memref.store %d, %q[%i] : memref<{N}xf32>
  %m = arith.remf %x, %y : f32
  memref.store %m, %r[%i] : memref<{N}xf32>
  %fm = math.fma %x, %y, %z : f32
  memref.store %fm, %f[%i] : memref<{N}xf32>
  func.return
}}
"""


def r32(x: float) -> float:
    try:
        return struct.unpack("f", struct.pack("f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def div(a: float, b: float) -> float:
    if b == 0.0:
        return math.nan if a == 0.0 or math.isnan(a) else math.copysign(math.inf, a) * math.copysign(1.0, b)
    return r32(a / b)


def fmod(a: float, b: float) -> float:
    return math.nan if math.isnan(a) or math.isnan(b) or math.isinf(a) or b == 0.0 else math.fmod(a, b)


def fma32(a: float, b: float, c: float) -> float:
    """a*b+c rounded once to f32: the exact value's nearest single, ties to even, by a
    search over the bit patterns next to a first guess."""
    if not all(math.isfinite(v) for v in (a, b, c)):
        return r32(a * b + c)
    q = Fraction(a) * Fraction(b) + Fraction(c)
    if q == 0:
        return r32(a * b + c)
    guess = struct.unpack("<I", struct.pack("<f", r32(float(q))))[0]
    cands = [struct.unpack("<f", struct.pack("<I", g))[0] for g in (guess - 1, guess, guess + 1) if 0 <= g < 1 << 32]
    cands = [v for v in cands if math.isfinite(v)]
    best = min(abs(Fraction(v) - q) for v in cands)
    ties = [v for v in cands if abs(Fraction(v) - q) == best]
    return min(ties, key=lambda v: struct.unpack("<I", struct.pack("<f", v))[0] & 1)


def values(seed: int) -> list[list[float]]:
    rnd = random.Random(seed)
    special = [0.0, -0.0, math.inf, -math.inf, math.nan, 1.0]

    def one() -> float:
        if rnd.random() < 0.3:
            return rnd.choice(special)
        return r32(rnd.uniform(-8, 8) * 2.0 ** rnd.randint(-20, 20))

    return [[one() for _ in range(N)] for _ in range(3)]


def reference(a: list[float], b: list[float], c: list[float]) -> list[list[float]]:
    q = [div(x, y) if x > 0 else div(y, x) for x, y in zip(a, b, strict=True)]
    r = [fmod(x, y) for x, y in zip(a, b, strict=True)]
    f = [fma32(x, y, z) for x, y, z in zip(a, b, c, strict=True)]
    return [a, b, c, q, r, f]


def parsed() -> tuple[Any, Any]:
    ctx = make_context()
    return ctx, parse_module(ctx, SourceMap("k.mlir", KERNEL))


def entry(module: Any) -> func.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp))


def as_json(x: Any) -> str:
    return json.dumps(x)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_spmd_executor_is_ieee(seed: int) -> None:
    a, b, c = values(seed)
    args: list[Any] = [a, b, c, [0.0] * N, [0.0] * N, [0.0] * N]
    _, module = parsed()
    out = run_spmd(module, entry(module), copy.deepcopy(args), threads=N, width=4)
    assert as_json(out["memrefs"]) == as_json(reference(a, b, c))


@pytest.mark.parametrize("lowering", [None, "exec", "per-op"])
@pytest.mark.parametrize("scalarize", [False, True])
@pytest.mark.parametrize(("width", "mode"), [(4, "naive"), (4, "uniform"), (8, "uniform")])
@pytest.mark.parametrize("seed", [1, 2])
def test_every_stage_is_ieee(seed: int, width: int, mode: str, scalarize: bool, lowering: str | None) -> None:
    a, b, c = values(seed)
    args: list[Any] = [a, b, c, [0.0] * N, [0.0] * N, [0.0] * N]
    ctx, module = parsed()
    SpmdVectorizePass(width=width, mode=mode).apply(ctx, module)  # pyright: ignore[reportArgumentType]
    if scalarize:
        DivergenceScalarizePass().apply(ctx, module)
    if lowering is not None:
        ConvertSimdToLockstepPass(mask_style=lowering).apply(ctx, module)  # pyright: ignore[reportArgumentType]
    verify_module(module)
    out = run_vectorized_launch(module, entry(module), copy.deepcopy(args), threads=N, grid=None, block=None, width=width)
    assert as_json(out["memrefs"]) == as_json(reference(a, b, c))
