"""f32 and NaN programs give one answer at every stage (issue 14's bug).

Every stage computes f32 as IEEE single precision, each result rounded to f32, and
`vmin`/`vmax` as `arith.minimumf`/`maximumf` (NaN propagates): the SIMD interpreter,
the program after `divergence-scalarize` (uniform vector ops become scalar `arith`),
after `insert-uniformity-checks`, lowered by `convert-simd-to-lockstep` (both mask
styles) onto the machine, and an SPMD kernel before and after `spmd-vectorize`.  Each
is checked against a plain-Python single-precision reference (`struct`), compared as
JSON text so NaN equals NaN.
"""

from __future__ import annotations

import copy
import json
import math
import struct
from collections.abc import Callable
from typing import Any, Literal

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.lockstep import run_lockstep
from simdopt.interpreters.simd_program import run_simd
from simdopt.interpreters.spmd import run_spmd
from simdopt.passes.convert_simd_to_lockstep import ConvertSimdToLockstepPass
from simdopt.passes.divergence_scalarize import DivergenceScalarizePass
from simdopt.passes.insert_uniformity_checks import InsertUniformityChecksPass
from simdopt.passes.spmd_vectorize import SpmdVectorizePass
from simdopt.tools.frontend import SourceMap, make_context, parse_module, verify_module

NAN = math.nan


def r32(x: float) -> float:
    try:
        return struct.unpack("f", struct.pack("f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def minimum(a: float, b: float) -> float:
    return NAN if math.isnan(a) or math.isnan(b) else min(a, b)


def maximum(a: float, b: float) -> float:
    return NAN if math.isnan(a) or math.isnan(b) else max(a, b)


def as_json(x: Any) -> str:
    return json.dumps(x)


# The program of issue 14: lane 0 is inf - inf = NaN in f32 (5e30 in doubles).
ISSUE = """
func.func @main(%m: memref<?xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : i32
  %a = simd.vload %m[%c0] : memref<?xf32>, vector<4xf32>
  %c4 = arith.constant 4 : i32
  %b = simd.vload %m[%c4] : memref<?xf32>, vector<4xf32>
  %sq = simd.vmul %a, %a : vector<4xf32>
  %d = simd.vsub %sq, %sq : vector<4xf32>
  %s = simd.vadd %d, %b : vector<4xf32>
  %mn = simd.vmin %s, %b : vector<4xf32>
  %mx = simd.vmax %mn, %a : vector<4xf32>
  %q = simd.vdiv %mx, %b : vector<4xf32>
  func.return %q : vector<4xf32>
}
"""
ISSUE_ARGS = [[1e30, 0.1, 1.0, 3.0, 0.2, 0.7, 0.3, 1e10]]


def issue_reference(m: list[float]) -> list[float]:
    m = [r32(x) for x in m]
    out: list[float] = []
    for a, b in zip(m[:4], m[4:], strict=True):
        sq = r32(a * a)
        s = r32(r32(sq - sq) + b)
        out.append(r32(maximum(minimum(s, b), a) / b))
    return out


# Uniform operands: divergence-scalarize turns these into scalar arith on f32.
UNIFORM = """
func.func @main(%x: f32, %y: f32, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xi1>, vector<4xi1>) {
  %a = simd.s2vb %x : vector<4xf32>
  %b = simd.s2vb %y : vector<4xf32>
  %mn = simd.vmin %a, %b : vector<4xf32>
  %mx = simd.vmax %b, %b : vector<4xf32>
  %big = simd.vadd %mx, %mx : vector<4xf32>
  %p = simd.vmul %big, %mn : vector<4xf32>
  %s = simd.vadd %p, %v : vector<4xf32>
  %u = simd.vcmp ult, %s, %v : vector<4xf32>
  %o = simd.vcmp oge, %s, %v : vector<4xf32>
  func.return %s, %u, %o : vector<4xf32>, vector<4xi1>, vector<4xi1>
}
"""


def uniform_reference(x: float, y: float, v: list[float]) -> list[Any]:
    x, y, v = r32(x), r32(y), [r32(e) for e in v]
    mn, mx = minimum(x, y), maximum(y, y)
    p = r32(r32(mx + mx) * mn)
    s = [r32(p + e) for e in v]
    unordered = [math.isnan(a) or math.isnan(b) for a, b in zip(s, v, strict=True)]
    u = [int(n or a < b) for n, a, b in zip(unordered, s, v, strict=True)]
    o = [int(not n and a >= b) for n, a, b in zip(unordered, s, v, strict=True)]
    return [s, u, o]


# A divergent mask: divisions by zero in inactive lanes, NaN in active ones.
MASKED = """
func.func @main(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %z = arith.constant 0.0 : f32
  %zv = simd.s2vb %z : vector<4xf32>
  %p = simd.vcmp une, %b, %zv : vector<4xf32>
  %q = simd.vdiv %a, %b mask(%p) : vector<4xf32>
  %m = simd.vmax %q, %a mask(%p) : vector<4xf32>
  %r = simd.vphi %p, %m, %a : vector<4xf32>
  func.return %r : vector<4xf32>
}
"""


def masked_reference(a: list[float], b: list[float]) -> list[float]:
    a, b = [r32(e) for e in a], [r32(e) for e in b]
    return [ai if bi == 0 else maximum(r32(ai / bi), ai) for ai, bi in zip(a, b, strict=True)]


CASES: dict[str, tuple[str, list[Any], Callable[..., Any]]] = {
    "issue": (ISSUE, ISSUE_ARGS, lambda m: [issue_reference(m)]),
    "uniform_nan": (UNIFORM, [NAN, 0.1, [1.0, NAN, -0.0, 3e38]], uniform_reference),
    "uniform_overflow": (UNIFORM, [2.0, 3e38, [1.0, -1.0, 0.5, 7.0]], uniform_reference),
    "masked_nan": (
        MASKED,
        [[NAN, 1.0, 3.0, 1e-30], [0.0, NAN, 7.0, 1e-30]],
        lambda a, b: [masked_reference(a, b)],
    ),
}


def parsed(text: str) -> tuple[Any, ModuleOp]:
    ctx = make_context()
    return ctx, parse_module(ctx, SourceMap("f.mlir", text))


def entry(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp))


SIMD_STAGES: dict[str, list[ModulePass]] = {
    "simd": [],
    "scalarized": [DivergenceScalarizePass()],
    "checks": [InsertUniformityChecksPass(threshold=0)],
    "scalarized+checks": [DivergenceScalarizePass(), InsertUniformityChecksPass(threshold=0)],
}


def run_stage(
    text: str, passes: list[ModulePass], args: list[Any], lockstep: Literal["exec", "per-op"] | None
) -> str:
    ctx, module = parsed(text)
    for p in passes:
        p.apply(ctx, module)
    if lockstep is not None:
        ConvertSimdToLockstepPass(mask_style=lockstep).apply(ctx, module)
    verify_module(module)
    run = run_lockstep if lockstep is not None else run_simd
    return as_json(run(module, entry(module), json.loads(json.dumps(args)))["results"])


@pytest.mark.parametrize("lowering", [None, "exec", "per-op"])
@pytest.mark.parametrize("stage", sorted(SIMD_STAGES))
@pytest.mark.parametrize("case", sorted(CASES))
def test_every_stage_computes_ieee_single(
    case: str, stage: str, lowering: Literal["exec", "per-op"] | None
) -> None:
    text, args, reference = CASES[case]
    expected = as_json(reference(*copy.deepcopy(args)))
    assert run_stage(text, SIMD_STAGES[stage], args, lowering) == expected


def test_the_issue_program_gives_nan_in_lane_0() -> None:
    """The bug's symptom: the SIMD interpreter said 5e30 where the machine says NaN."""
    got = json.loads(run_stage(ISSUE, [], ISSUE_ARGS, None))[0]
    assert math.isnan(got[0])
    assert got[2] == r32(r32(1.0) / r32(0.3)) != 1.0 / 0.3


def test_scalarized_ops_are_scalar_arith_on_f32() -> None:
    """The uniform program really is computed by scalar arith after the pass."""
    ctx, module = parsed(UNIFORM)
    DivergenceScalarizePass().apply(ctx, module)
    names = {op.name for op in module.walk()}
    assert {"arith.minimumf", "arith.maximumf", "arith.mulf"} <= names


KERNEL = """
func.func @kernel(%x: f32, %m: memref<4xf32>) -> f32 {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %v = memref.load %m[%i] : memref<4xf32>
  %sq = arith.mulf %v, %v : f32
  %d = arith.subf %sq, %sq : f32
  %s = arith.addf %d, %x : f32
  %mn = arith.minimumf %s, %x : f32
  %mx = arith.maximumf %mn, %v : f32
  %q = arith.divf %mx, %x : f32
  %c = arith.cmpf ult, %q, %x : f32
  %r = arith.select %c, %q, %v : f32
  func.return %r : f32
}
"""


def kernel_reference(x: float, m: list[float]) -> list[float]:
    x = r32(x)
    out: list[float] = []
    for v in (r32(e) for e in m):
        sq = r32(v * v)
        q = r32(maximum(minimum(r32(r32(sq - sq) + x), x), v) / x)
        out.append(q if math.isnan(q) or math.isnan(x) or q < x else v)
    return out


@pytest.mark.parametrize("mode", ["naive", "uniform"])
def test_spmd_kernel_and_its_vectorization_compute_ieee_single(mode: str) -> None:
    args: list[Any] = [0.3, [1e30, 0.1, 1.0, NAN]]
    expected = as_json(kernel_reference(0.3, [1e30, 0.1, 1.0, NAN]))
    _, module = parsed(KERNEL)
    spmd = run_spmd(module, entry(module), copy.deepcopy(args), threads=4, width=4)
    assert as_json([r[0] for r in spmd["results"]]) == expected
    ctx, module = parsed(KERNEL)
    SpmdVectorizePass(width=4, mode=mode).apply(ctx, module)  # pyright: ignore[reportArgumentType]
    verify_module(module)
    out = run_vectorized_launch(
        module, entry(module), copy.deepcopy(args), threads=4, grid=None, block=None, width=4
    )
    assert as_json([r[0] for r in out["results"]]) == expected
