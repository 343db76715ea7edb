"""f16 (`half`, IEEE binary16) lanes through every stage (SPEC §2, issue 21).

* `half_poly` (`tests/passes/f16_lanes/`, clang-22 AMDGPU IR of the `.cl` beside it:
  `fmul`/`fadd`/`fdiv half`, `llvm.sqrt.f16`, `llvm.maxnum.f16`, a divergent branch,
  `fpext`/`fptosi` of half, half loads and stores) run by the SPMD executor equals a
  plain-Python reference that rounds every op to binary16 (struct's 'e'); after
  `spmd-vectorize` in both modes at W = 4, 8 and 32, scalarized, and lowered to the
  lockstep machine in both mask styles, every stage gives the executor's memory, bit
  for bit.
* The corpus kernel `examples/opencl/suite/half_math` (float buffers, half arithmetic):
  the executor's memory is LLVM's native x86 result (`examples/opencl/native/`) bit for
  bit, and so is every stage's at W = 4, 8 and 32.
* The vector unit's f16 lanes round each result once to binary16: computing in a
  double and rounding after is the correctly rounded result for `+ - * /` and `sqrt`
  (53 >= 2*11 + 2), checked against exact rational arithmetic.
* An f16 lane takes one 32-bit register lane slot in the cost model.
"""

from __future__ import annotations

import copy
import json
import math
import random
import struct
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from kernel_helpers import dims, parse, run_launch
from lane_run import run
from xdsl.dialects.builtin import ModuleOp, VectorType, f16

from simdopt.dialects.vector_unit.lane_semantics import lane_op, round_exact, to_f16
from simdopt.interpreters.cost import lane_slots
from simdopt.tools.kernel_runs import apply

KERNEL = Path(__file__).resolve().parent / "f16_lanes" / "half_poly.ll"
OPENCL = Path(__file__).resolve().parents[2] / "examples" / "opencl"
X = [0.5, -1.25, 3.0, 0.1, -0.7, 2.5, 0.0, -2.0, 7.3, 1e-3, 30.0, -3.0, -100.0, 5e-5]
N = 13  # the last element is outside the launch's n: left as it was
LAUNCH = {"grid": (4, 1, 1), "block": (4, 1, 1)}

SCALARIZE = "divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce"
LOWERINGS = (
    "convert-simd-to-lockstep{mask-style=exec}",
    "convert-simd-to-lockstep{mask-style=per-op}",
)


"""Inputs (rounded to half on entry): -3.0 divides by zero (-inf, IEEE), -100.0 and
30.0 give results far from 1, 5e-5 is subnormal in binary16."""


def args() -> list[Any]:
    n = len(X)
    return [list(X), [0.0] * n, [0.0] * n, [0] * n, N]


def imported() -> ModuleOp:
    return parse(KERNEL)


def reference() -> list[list[Any]]:
    """`half_poly` computed in Python, every half op rounded to binary16."""
    h = to_f16
    x = [h(v) for v in X]
    y, yf, yi = [0.0] * len(X), [0.0] * len(X), [0] * len(X)
    for i in range(N):
        v = x[i]
        acc = h(h(h(0.3) * v) + h(1.7))
        acc = h(h(acc * v) - h(2.1))
        d = h(v + 3.0)
        q = h(acc / d) if d else math.copysign(math.inf, acc) * math.copysign(1.0, d)
        q = h(h(math.sqrt(v)) * q) if v > 0.0 else max(q, -1.5)
        y[i] = q
        yf[i] = struct.unpack("f", struct.pack("f", q * 3.0))[0]
        yi[i] = int(h(q * 100.0))
    return [x, y, yf, yi]


def spmd_memory() -> list[Any]:
    return run_launch(imported(), args(), width=4, **LAUNCH, spmd=True)["memrefs"]


def test_spmd_executor_computes_half_like_the_reference() -> None:
    assert spmd_memory() == reference()


@pytest.mark.parametrize("width", [4, 8, 32])
def test_f16_kernel_every_stage_matches_spmd(width: int) -> None:
    want = spmd_memory()
    for mode in ("naive", "uniform"):
        module = apply(imported(), f"spmd-vectorize{{width={width} mode={mode}}}")
        assert f"vector<{width}xf16>" in str(module)
        stages = {"vectorized": module}
        stages["scalarized"] = scalarized = apply(module, SCALARIZE)
        stages.update({lower: apply(scalarized, lower) for lower in LOWERINGS})
        for stage, program in stages.items():
            got = run_launch(program, args(), width=width, **LAUNCH, spmd=False)
            assert got["memrefs"] == want, (mode, stage)


@pytest.mark.parametrize("width", [4, 8, 32])
def test_half_math_corpus_kernel_equals_native_on_every_stage(width: int) -> None:
    native = json.loads((OPENCL / "native" / "half_math.json").read_text())
    geometry = {"grid": dims(native["grid"]), "block": dims(native["block"])}
    module = parse(OPENCL / "suite" / "half_math.ll")
    got = run_launch(module, copy.deepcopy(native["args"]), width=width, **geometry, spmd=True)
    assert got["memrefs"] == native["memrefs"]
    for mode in ("naive", "uniform"):
        vectorized = apply(module, f"spmd-vectorize{{width={width} mode={mode}}}")
        assert f"vector<{width}xf16>" in str(vectorized)
        scalarized = apply(vectorized, SCALARIZE)
        for program in (vectorized, scalarized, *(apply(scalarized, lower) for lower in LOWERINGS)):
            out = run_launch(program, copy.deepcopy(native["args"]), width=width, **geometry, spmd=False)
            assert out["memrefs"] == native["memrefs"], mode


def halves(rnd: random.Random, count: int) -> list[float]:
    """Random finite binary16 values, by their bits."""
    out: list[float] = []
    while len(out) < count:
        v = struct.unpack("<e", struct.pack("<H", rnd.randrange(1 << 16)))[0]
        if math.isfinite(v):
            out.append(v)
    return out


EXACT = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "div": lambda a, b: a / b,
}


@pytest.mark.parametrize("kind", sorted(EXACT))
def test_f16_lane_rounds_once(kind: str) -> None:
    rnd = random.Random(kind)
    fn = lane_op(kind, True, 16)
    xs, ys = halves(rnd, 4000), halves(rnd, 4000)
    for a, b in zip(xs, ys, strict=True):
        if kind == "div" and b == 0.0:
            continue
        got = fn(a, b)
        q = EXACT[kind](Fraction(a), Fraction(b))
        want = round_exact(q, 16) if q != 0 else got  # the sign of a zero: IEEE's, as computed
        assert got == want and math.copysign(1, got) == math.copysign(1, want), (kind, a, b, got)


def test_f16_sqrt_rounds_once() -> None:
    """sqrt of a double, rounded to binary16, is the nearest half to the exact root: no
    binary16 midpoint lies between them (checked by squaring, exactly)."""
    for a in halves(random.Random(7), 4000):
        if a < 0.0:
            continue
        r = to_f16(math.sqrt(a))
        bits = struct.unpack("<H", struct.pack("<e", r))[0]
        for nb in (bits - 1, bits + 1):
            if 0 <= nb < 0x7C00:
                n = struct.unpack("<e", struct.pack("<H", nb))[0]
                mid = (Fraction(r) + Fraction(n)) / 2
                # the exact root is on r's side of the midpoint (or on it, ties to even)
                assert (Fraction(a) - mid * mid) * (Fraction(r) - mid) >= 0, (a, r, n)


def test_simd_f16_vector_ops_round_to_half() -> None:
    """`simd.vadd`/`vdiv`/`vmath sqrt`/`vcast` on vector<4xf16>: every lane rounded to
    binary16 (1 + 2^-11 is a tie that rounds to even, 1.0; 1/3 is 0.333251953125)."""
    t = "vector<4xf16>"
    body = (
        f"  %s = simd.vadd %a, %b : {t}\n  %q = simd.vdiv %s, %b : {t}\n"
        f"  %r = simd.vmath sqrt, %q : {t}\n"
        f"  %w = simd.vcast extf, %r : {t} to vector<4xf32>\n  func.return %w : vector<4xf32>"
    )
    a = (1.0, 2.0, 65504.0, 0.5)
    b = (2.0**-11, 6.0, 65504.0, 1.5)
    got = run(body, f"(%a: {t}, %b: {t}) -> vector<4xf32>", [a, b])
    want = [to_f16(math.sqrt(to_f16(to_f16(x + y) / y))) for x, y in zip(a, b, strict=True)]
    assert list(got) == want
    assert want[0] == to_f16(math.sqrt(1.0 / 2.0**-11))  # 1 + 2^-11 rounded to 1.0
    assert math.isinf(to_f16(65504.0 + 65504.0)) and want[2] == to_f16(math.sqrt(math.inf))


def test_f16_lane_takes_one_register_slot() -> None:
    assert lane_slots(VectorType(f16, [4])) == 1
