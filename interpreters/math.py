"""xDSL interpreter functions for the `math` dialect, as every stage of `simd-run` runs it.

xDSL 0.74 interprets `math.exp`, `math.sqrt` and `math.log` only, and raises Python's
`ValueError` where IEEE 754 (and MLIR, lowered to libm or to the GPU's instructions)
gives NaN or an infinity: `sqrt(-1)` is NaN, `log(0)` is -inf.  Here every `math` op
runs, with those IEEE results, computed in double precision and rounded to the
result type: an `f32` result is the nearest single-precision value (what the device's
correctly rounded instruction returns; ±inf past its range), except for the
transcendental functions, which call the C library's f32 function as native code does
(`_LIBM_F32`).  An operand
that is a vector (a tuple of lanes, SIMD programs) is computed lane by lane; a poison lane
gives a poison lane.  Integer ops (`absi`, `ctlz`, `cttz`, `ctpop`, `ipowi`) work on the
bits of their type (`i1` .. `i64`, `index` as 64 bits) and return the signed reading.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import math as pymath
from collections.abc import Callable
from functools import cache
from typing import Any

from xdsl.dialects import math
from xdsl.dialects.builtin import IntegerType, VectorType, f32
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
    """floor/ceil/trunc/round: infinities and NaN are their own result; a zero result
    keeps the sign of `x` (IEEE: `trunc(-0.5)` is -0.0; Python's integers have no -0)."""

    def g(x: float) -> float:
        return pymath.copysign(float(f(x)), x) if pymath.isfinite(x) else x

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


_LIBM_F32: dict[type[Operation], str] = {
    math.AcosOp: "acosf", math.AcoshOp: "acoshf", math.AsinOp: "asinf", math.AsinhOp: "asinhf",
    math.AtanOp: "atanf", math.AtanhOp: "atanhf", math.CbrtOp: "cbrtf", math.CosOp: "cosf",
    math.CoshOp: "coshf", math.ErfOp: "erff", math.ExpOp: "expf", math.Exp2Op: "exp2f",
    math.ExpM1Op: "expm1f", math.LogOp: "logf", math.Log10Op: "log10f", math.Log1pOp: "log1pf",
    math.Log2Op: "log2f", math.SinOp: "sinf", math.SinhOp: "sinhf", math.TanOp: "tanf",
    math.TanhOp: "tanhf", math.Atan2Op: "atan2f", math.PowFOp: "powf",
}  # fmt: skip
"""The f32 functions of the C library that native code calls for these ops (clang
compiles `atan(float)` to a call of `atanf`).  glibc's are not all correctly rounded
(`sinhf`, `tanhf`, `log10f`, `atanf`, ... are 1-2 ulp off the nearest f32 of the
double result in 5-25% of inputs): an f32 op calls the same function, so every stage
computes what the native oracle computes."""


@cache
def _libm() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("m")
    try:
        return ctypes.CDLL(name) if name else None
    except OSError:  # pragma: no cover - a platform without a C math library
        return None


@cache
def _libm_f32(op_type: type[Operation]) -> Callable[..., float] | None:
    """The C library's f32 function of `op_type`, or None (then: the double result,
    rounded)."""
    lib, name = _libm(), _LIBM_F32.get(op_type)
    fn = getattr(lib, name, None) if lib is not None and name is not None else None
    if fn is None:
        return None
    fn.restype = ctypes.c_float
    fn.argtypes = [ctypes.c_float] * (2 if op_type in _BINARY_FLOAT else 1)
    return lambda *xs: float(fn(*xs))


def _rounded(t: Attribute, f: Callable[..., float], op_type: type[Operation] | None = None) -> Callable[..., float]:
    """`f` with its result rounded once to the float type `t` (f16, f32; f64 as
    computed), or for f32 the C library's f32 function of `op_type` (`_LIBM_F32`)."""
    if t == f32:
        native = _libm_f32(op_type) if op_type is not None else None
        if native is not None:
            return native
    width = float_width(t)
    if width is not None and width < 64:  # f32 without the C library, f16
        round_to = rounding(t)
        return lambda *xs: round_to(f(*xs))
    return f


def math_lane(op_type: type[Operation], t: Attribute) -> Callable[..., Any]:
    """One lane of the `math` op `op_type` whose result (element) type is `t`: the one
    semantics of `math` on scalars, on vectors and in `simd.vmath`/`lockstep.vmath`."""
    if op_type in _UNARY_FLOAT:
        f1 = _UNARY_FLOAT[op_type]
        return _rounded(t, lambda x: f1(float(x)), op_type)
    if op_type in _BINARY_FLOAT:
        f2 = _BINARY_FLOAT[op_type]
        return _rounded(t, lambda x, y: f2(float(x), float(y)), op_type)
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
