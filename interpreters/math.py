"""xDSL interpreter functions for the `math` dialect, as every stage of `simd-run` runs it.

xDSL 0.74 interprets `math.exp`, `math.sqrt` and `math.log` only, and raises Python's
`ValueError` where IEEE 754 (and MLIR, lowered to libm or to the GPU's instructions)
gives NaN or an infinity: `sqrt(-1)` is NaN, `log(0)` is -inf.  Here every `math` op
runs, with those IEEE results, computed in double precision and rounded to the
result type: an `f32` result is the nearest single-precision value (what the device's
correctly rounded instruction returns; ±inf past its range).  An operand
that is a vector (a tuple of lanes, SIMD programs) is computed lane by lane; a poison lane
gives a poison lane.  Integer ops (`absi`, `ctlz`, `cttz`, `ctpop`, `ipowi`) work on the
bits of their type (`i1` .. `i64`, `index` as 64 bits) and return the signed reading.
"""

from __future__ import annotations

import math as pymath
from collections.abc import Callable
from typing import Any

from xdsl.dialects import math
from xdsl.dialects.builtin import IntegerType, VectorType
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    impl,
    register_impls,
)
from xdsl.ir import Attribute, Operation

from simdopt.dialects.vector_unit import float_width, fused_multiply_add, rounding
from simdopt.interpreters.arith import signed, unsigned
from simdopt.interpreters.values import POISON

_INF = float("inf")
_NAN = float("nan")


def _guard(
    f: Callable[[float], float], lo: float | None = None
) -> Callable[[float], float]:
    """`f` with IEEE results instead of Python's exceptions: NaN in, NaN out; below the
    domain (`x < lo`) NaN; an overflow is +-inf with the sign of the exact result."""

    def g(x: float) -> float:
        if x != x or (lo is not None and x < lo):
            return _NAN
        try:
            return f(x)
        except OverflowError:
            return _INF
        except ValueError:
            return _NAN

    return g


def _log(f: Callable[[float], float]) -> Callable[[float], float]:
    """A logarithm: -inf at +-0, NaN below 0."""
    return _guard(lambda x: -_INF if x == 0 else f(x), 0.0)


def _rsqrt(x: float) -> float:
    if x == 0:
        return pymath.copysign(_INF, x)
    return _NAN if x != x or x < 0 else 1.0 / pymath.sqrt(x)


def _finite_or(f: Callable[[float], float]) -> Callable[[float], float]:
    """floor/ceil/trunc/round: infinities and NaN are their own result."""

    def g(x: float) -> float:
        return float(f(x)) if pymath.isfinite(x) else x

    return g


_UNARY_FLOAT: dict[type[Operation], Callable[[float], float]] = {
    math.AbsFOp: abs,
    math.AcosOp: _guard(pymath.acos),
    math.AcoshOp: _guard(pymath.acosh, 1.0),
    math.AsinOp: _guard(pymath.asin),
    math.AsinhOp: _guard(pymath.asinh),
    math.AtanOp: _guard(pymath.atan),
    math.AtanhOp: _guard(
        lambda x: pymath.copysign(_INF, x) if abs(x) == 1 else pymath.atanh(x)
    ),
    math.CbrtOp: _guard(lambda x: pymath.copysign(abs(x) ** (1 / 3), x)),
    math.CeilOp: _finite_or(pymath.ceil),
    math.CosOp: _guard(pymath.cos),
    math.CoshOp: _guard(pymath.cosh),
    math.ErfOp: _guard(pymath.erf),
    math.ExpOp: _guard(pymath.exp),
    math.Exp2Op: _guard(lambda x: 2.0**x),
    math.ExpM1Op: _guard(pymath.expm1),
    math.FloorOp: _finite_or(pymath.floor),
    math.LogOp: _log(pymath.log),
    math.Log10Op: _log(pymath.log10),
    math.Log1pOp: _guard(lambda x: -_INF if x == -1 else pymath.log1p(x), -1.0),
    math.Log2Op: _log(pymath.log2),
    math.RoundOp: _finite_or(lambda x: pymath.copysign(pymath.floor(abs(x) + 0.5), x)),
    math.RoundEvenOp: _finite_or(round),
    math.RsqrtOp: _rsqrt,
    math.SinOp: _guard(pymath.sin),
    math.SinhOp: _guard(pymath.sinh),
    math.SqrtOp: _guard(pymath.sqrt, 0.0),
    math.TanOp: _guard(pymath.tan),
    math.TanhOp: _guard(pymath.tanh),
    math.TruncOp: _finite_or(pymath.trunc),
}


def _powf(a: float, b: float) -> float:
    try:
        return float(pymath.pow(a, b))
    except OverflowError:
        return _INF
    except (ValueError, ZeroDivisionError):
        return _NAN if a >= 0 or a != a else (_INF if a == 0 else _NAN)


_BINARY_FLOAT: dict[type[Operation], Callable[[float, float], float]] = {
    math.Atan2Op: pymath.atan2,
    math.CopySignOp: pymath.copysign,
    math.PowFOp: _powf,
}


def _element(op: Operation) -> Attribute:
    t = op.results[0].type
    return t.get_element_type() if isinstance(t, VectorType) else t


def _bits(t: Attribute) -> int:
    return t.width.data if isinstance(t, IntegerType) else 64


def _ctlz(x: int, bits: int) -> int:
    return bits - unsigned(x, bits).bit_length()


def _cttz(x: int, bits: int) -> int:
    u = unsigned(x, bits)
    return bits if u == 0 else (u & -u).bit_length() - 1


def _ctpop(x: int, bits: int) -> int:
    return bin(unsigned(x, bits)).count("1")


def _absi(x: int, bits: int) -> int:
    return signed(abs(signed(x, bits)), bits)


_UNARY_INT: dict[type[Operation], Callable[[int, int], int]] = {
    math.AbsIOp: _absi,
    math.CountLeadingZerosOp: _ctlz,
    math.CountTrailingZerosOp: _cttz,
    math.CtPopOp: _ctpop,
}


def _ipowi(a: int, b: int, bits: int) -> int:
    a, b = signed(a, bits), signed(b, bits)
    if b < 0:
        # MLIR's expansion: 1/a^|b| in integers (0 unless a is 1 or -1; a = 0 is a
        # division by zero, which the lowering leaves undefined: report it as 0).
        if a == 1:
            return 1
        if a == -1:
            return -1 if b % 2 else 1
        return 0
    return signed(pow(a, b, 1 << bits), bits)


def _rounded(t: Attribute, f: Callable[..., float]) -> Callable[..., float]:
    """`f` with its result rounded to the float type `t` (f16, f32; f64 as computed)."""
    width = float_width(t)
    if width is not None and width < 64:
        round_to = rounding(t)
        return lambda *xs: round_to(f(*xs))
    return f


def math_lane(op_type: type[Operation], t: Attribute) -> Callable[..., Any]:
    """One lane of the `math` op `op_type` whose result (element) type is `t`: the one
    semantics of `math` on scalars, on vectors and in `simd.vmath`/`lockstep.vmath`."""
    if op_type in _UNARY_FLOAT:
        f1 = _UNARY_FLOAT[op_type]
        return _rounded(t, lambda x: f1(float(x)))
    if op_type in _BINARY_FLOAT:
        f2 = _BINARY_FLOAT[op_type]
        return _rounded(t, lambda x, y: f2(float(x), float(y)))
    bits = _bits(t)
    if op_type in _UNARY_INT:
        fi = _UNARY_INT[op_type]
        return lambda x: fi(int(x), bits)
    if op_type is math.FmaOp:
        # fused: the exact a*b+c rounded once to the result type (a double product
        # of f32 values is exact, but the sum after it would round twice)
        width = float_width(t) or 64
        return lambda a, b, c: fused_multiply_add(float(a), float(b), float(c), width)
    if op_type is math.FPowIOp:
        return _rounded(t, lambda a, b: _powf(float(a), float(b)))
    assert op_type is math.IPowIOp, op_type
    return lambda a, b: _ipowi(int(a), int(b), bits)


def _lanewise(f: Callable[..., Any], *xs: Any) -> Any:
    """`f` on scalars, or lane by lane when the operands are vectors (tuples)."""
    if isinstance(xs[0], tuple):
        lanes: list[tuple[Any, ...]] = list(zip(*xs, strict=True))  # pyright: ignore[reportUnknownArgumentType]
        return tuple(POISON if POISON in ys else f(*ys) for ys in lanes)
    if POISON in xs:
        return POISON
    return f(*xs)


class MathFunctions(InterpreterFunctions):
    """Every `math` op of xDSL 0.74, scalar or lane-wise on vectors (`math_lane`)."""

    def run_math(
        self, interpreter: Interpreter, op: Operation, args: PythonValues
    ) -> PythonValues:
        return (_lanewise(math_lane(type(op), _element(op)), *args),)


for _op_type in (*_UNARY_FLOAT, *_BINARY_FLOAT, *_UNARY_INT, math.FmaOp, math.FPowIOp, math.IPowIOp):
    _name = "run_" + _op_type.name.removeprefix("math.")
    setattr(MathFunctions, _name, impl(_op_type)(MathFunctions.run_math))
register_impls(MathFunctions)
