"""IEEE floats on every stage (SPEC section 2, issue 21): each result rounded once to its
own type (f16, f32, f64), x/0.0 is ±inf or NaN, `remf` is C's fmod, `fma` rounds once;
against plain-Python references (struct's half/single conversions, `fractions`)."""

from __future__ import annotations

import math
import random
import struct
from fractions import Fraction

import pytest
from lane_run import run

from simdopt.dialects import simd
from simdopt.dialects.vector_unit import (
    fused_multiply_add,
    may_trap,
    may_trap_kind,
    round_exact,
    to_f16,
    to_f32,
)
from simdopt.interpreters.arguments import scalar_arg
from simdopt.interpreters.errors import ArgumentError
from simdopt.tools.frontend import SourceMap, make_context, parse_module


def f32_neighbours(x: float) -> list[float]:
    """x (an f32) and the f32 values next to it, by their bits."""
    bits = struct.unpack("<i", struct.pack("<f", x))[0]
    out = [struct.unpack("<f", struct.pack("<i", b))[0] for b in (bits - 1, bits, bits + 1) if -(1 << 31) <= b < 1 << 31]
    return [v for v in out if math.isfinite(v)]


def nearest_f32(q: Fraction) -> float:
    """The f32 nearest to q, ties to even, by search among the neighbours of a guess."""
    guess = to_f32(float(q))
    cands = f32_neighbours(guess)
    best = min(abs(Fraction(c) - q) for c in cands)
    ties = [c for c in cands if abs(Fraction(c) - q) == best]
    return min(ties, key=lambda c: struct.unpack("<I", struct.pack("<f", c))[0] & 1)


@pytest.mark.parametrize("width", [16, 32, 64])
def test_round_exact_agrees_with_the_platform_on_doubles(width: int) -> None:
    rnd = random.Random(width)
    ref = {16: to_f16, 32: to_f32, 64: float}[width]
    span = {16: 20, 32: 140, 64: 1000}[width]
    for _ in range(3000):
        x = rnd.uniform(-1, 1) * 2.0 ** rnd.randint(-span, span)
        assert round_exact(Fraction(x), width) == ref(x), x


def test_fma_f32_rounds_once_where_two_roundings_differ() -> None:
    u, tiny = 1 + 2**-12, 2.0**-60
    assert fused_multiply_add(u, u, tiny, 32) == 1 + 2**-11 + 2**-23
    assert to_f32(u * u + tiny) == 1 + 2**-11  # through a double: ties to even


def test_fma_f64_rounds_once() -> None:
    assert fused_multiply_add(0.1, 10.0, -1.0, 64) == float(Fraction(0.1) * 10 - 1)
    assert 0.1 * 10.0 - 1.0 == 0.0  # the unfused product rounds the difference away


def test_fma_f32_random_against_exact_search() -> None:
    rnd = random.Random(7)
    for _ in range(2000):
        a, b, c = (to_f32(rnd.uniform(-4, 4) * 2.0 ** rnd.randint(-30, 30)) for _ in range(3))
        q = Fraction(a) * Fraction(b) + Fraction(c)
        assert fused_multiply_add(a, b, c, 32) == nearest_f32(q), (a, b, c)


def test_fma_signed_zeros_and_specials() -> None:
    assert math.copysign(1.0, fused_multiply_add(-0.0, 1.0, -0.0, 64)) == -1.0
    assert math.copysign(1.0, fused_multiply_add(1.0, 1.0, -1.0, 64)) == 1.0
    assert math.isnan(fused_multiply_add(math.inf, 0.0, 1.0, 32))
    assert fused_multiply_add(3.0e38, 10.0, 0.0, 32) == math.inf


F64 = "(%a: f64, %b: f64) -> f64"


@pytest.mark.parametrize(
    ("op", "a", "b"),
    [("addf", 0.1, 0.2), ("mulf", 0.123456789, 3.0), ("subf", 1.0, 1e-10), ("divf", 1.0, 3.0)],
)
def test_f64_arith_is_double(op: str, a: float, b: float) -> None:
    want = {"addf": a + b, "mulf": a * b, "subf": a - b, "divf": a / b}[op]
    assert run(f"  %r = arith.{op} %a, %b : f64\n  func.return %r : f64", F64, [a, b]) == want
    assert want != to_f32(want)


def test_f64_constant_is_not_rounded_to_single() -> None:
    body = "  %r = arith.constant 0.123456789 : f64\n  func.return %r : f64"
    assert run(body, "() -> f64", []) == 0.123456789


def test_f16_results_round_to_half() -> None:
    body = "  %r = arith.addf %a, %b : f16\n  func.return %r : f16"
    assert run(body, "(%a: f16, %b: f16) -> f16", [1.0, 0.1]) == to_f16(1.1)


def test_fptrunc_rounds_once_and_fpext_is_exact() -> None:
    x = 1 + 2**-24 + 2**-40  # above the halfway point: rounds up in f32
    body = "  %r = arith.truncf %a : f64 to f32\n  func.return %r : f32"
    assert run(body, "(%a: f64) -> f32", [x]) == 1 + 2**-23
    body = "  %r = arith.extf %a : f32 to f64\n  func.return %r : f64"
    assert run(body, "(%a: f32) -> f64", [to_f32(0.1)]) == to_f32(0.1)


@pytest.mark.parametrize("t", ["f32", "f64"])
@pytest.mark.parametrize(("a", "b", "want"), [(1.0, 0.0, math.inf), (-1.0, 0.0, -math.inf), (1.0, -0.0, -math.inf), (0.0, 0.0, math.nan)])
def test_float_division_by_zero_is_ieee(t: str, a: float, b: float, want: float) -> None:
    got = run(f"  %r = arith.divf %a, %b : {t}\n  func.return %r : {t}", f"(%a: {t}, %b: {t}) -> {t}", [a, b])
    assert got == want or (math.isnan(got) and math.isnan(want))


@pytest.mark.parametrize(("a", "b"), [(7.5, 2.0), (-7.5, 2.0), (7.5, -2.0), (1e300, 3.0), (5.0, math.inf), (0.1, 0.03)])
def test_remf_is_c_fmod(a: float, b: float) -> None:
    got = run("  %r = arith.remf %a, %b : f64\n  func.return %r : f64", F64, [a, b])
    assert got == math.fmod(a, b)


@pytest.mark.parametrize(("a", "b"), [(1.0, 0.0), (math.inf, 2.0), (math.nan, 1.0)])
def test_remf_nan_cases(a: float, b: float) -> None:
    assert math.isnan(run("  %r = arith.remf %a, %b : f64\n  func.return %r : f64", F64, [a, b]))


def test_math_fma_f32_rounds_once_in_the_interpreter() -> None:
    body = "  %r = math.fma %a, %a, %b : f32\n  func.return %r : f32"
    assert run(body, "(%a: f32, %b: f32) -> f32", [1 + 2**-12, 2.0**-60]) == 1 + 2**-11 + 2**-23


def test_sitofp_of_a_large_i64_rounds_once_to_single() -> None:
    n = (1 << 60) + (1 << 36) + 1  # halfway + 1 between two f32 values: rounds up
    body = "  %r = arith.sitofp %a : i64 to f32\n  func.return %r : f32"
    assert run(body, "(%a: i64) -> f32", [n]) == float((1 << 60) + (1 << 37))


def test_float_division_may_not_trap_integer_division_does() -> None:
    text = """func.func @f(%a: vector<4xf32>, %b: vector<4xf32>, %i: vector<4xi32>, %j: vector<4xi32>) {
  %q = simd.vdiv %a, %b : vector<4xf32>
  %r = simd.vrem %a, %b : vector<4xf32>
  %s = simd.vdiv %i, %j : vector<4xi32>
  func.return
}"""
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    q, r, s = (op for op in module.walk() if isinstance(op, simd.VBinaryOp))
    assert not may_trap(q) and not may_trap(q, any_operands=True)
    assert not may_trap(r, any_operands=True)
    assert may_trap(s) and may_trap(s, any_operands=True)
    assert may_trap_kind(simd.VDivOp)  # the class still may: an integer one does


@pytest.mark.parametrize(("t", "arg", "want"), [("i32", 4294967295, -1), ("i32", 2147483648, -(1 << 31)), ("i8", 200, -56), ("i8", -1, -1), ("i64", (1 << 64) - 1, -1)])
def test_integer_args_take_the_unsigned_range_as_bits(t: str, arg: int, want: int) -> None:
    from xdsl.dialects.builtin import IntegerType

    assert scalar_arg(arg, IntegerType(int(t[1:])), "x") == want


@pytest.mark.parametrize(("t", "arg"), [(8, 256), (8, -129), (32, 1 << 32)])
def test_integer_args_out_of_both_ranges_are_refused(t: int, arg: int) -> None:
    from xdsl.dialects.builtin import IntegerType

    with pytest.raises(ArgumentError, match="does not fit"):
        scalar_arg(arg, IntegerType(t), "x")
