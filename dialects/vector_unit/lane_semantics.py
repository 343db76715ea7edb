"""The lane semantics every stage and interpreter shares: integer lanes (i8, i16, i32,
i64) wrap at their width (two's complement, division truncating toward zero, shift
amounts mod 32 - mod 64 on i64 lanes -, `shr` arithmetic, the `*u` kinds on the
unsigned reading of the lane's bits); floats are
IEEE: each result rounded once to its type (f16 half, f32 single, f64 double; computing
in Python's doubles and rounding to f16/f32 after is a single correct rounding for
`+ - * /` and `sqrt`, as double has more than 2p+2 bits), a division by zero is
±inf or NaN, never a fault; `min`/`max` on floats are
`arith.minimumf`/`maximumf` (NaN propagates); compares use `arith.cmpi`/`cmpf` names;
reductions, atomics, casts and the `math` forms."""


from __future__ import annotations

import functools
import math
import struct
from collections.abc import Callable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from xdsl.dialects import arith
from xdsl.dialects import math as mathd
from xdsl.dialects.builtin import (
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerType,
    VectorType,
    i1,
)
from xdsl.ir import Attribute
from xdsl.irdl import (
    IRDLOperation,
)

from simdopt.dialects.vector_unit.vector_types import (
    is_float_element,
    lane_bits,
)

# --------------------------------------------------------------------------- lane semantics


def wrap_i32(x: int) -> int:
    """Two's complement wrap of a Python int to i32."""
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x & 0x80000000 else x


def wrap_bits(x: int, bits: int) -> int:
    """Two's complement wrap of a Python int to a `bits`-wide integer lane."""
    return x if bits == 0 else _signed(x, bits)


def _signed(x: int, bits: int) -> int:
    """The signed reading of the low `bits` bits of `x`: xDSL's `utils.comparisons.to_signed`
    (which the passes use) without its inner call, on the lane ops' hot path."""
    half = 1 << (bits - 1)
    return (x + half) % (half << 1) - half


def to_f32(x: float) -> float:
    """Round a Python float to the nearest IEEE single (overflow gives infinity)."""
    try:
        return struct.unpack("f", struct.pack("f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def to_f16(x: float) -> float:
    """Round a Python float to the nearest IEEE half (overflow gives infinity)."""
    try:
        return struct.unpack("e", struct.pack("e", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def float_width(t: Attribute) -> int | None:
    """16, 32 or 64 for an f16/f32/f64 type (or a vector of one), None otherwise."""
    e = t.get_element_type() if isinstance(t, VectorType) else t
    if isinstance(e, Float16Type | Float32Type | Float64Type):
        return e.bitwidth
    return None


def _exact(x: float) -> float:
    return x


ROUNDING: Mapping[int, Callable[[float], float]] = {16: to_f16, 32: to_f32, 64: _exact}
"""Rounding of a double to each float width (a Python float is already an f64)."""


def rounding(t: Attribute) -> Callable[[float], float]:
    """The rounding to the float type `t` (f32 for anything else: the vector unit's
    float lanes)."""
    return ROUNDING[float_width(t) or 32]


_FORMATS = {16: (11, -14, 15), 32: (24, -126, 127), 64: (53, -1022, 1023)}
"""(significand bits, minimum and maximum exponent) of each IEEE binary format."""


def round_exact(q: Fraction, width: int) -> float:
    """The exact value `q` rounded once (to nearest, ties to even) to the float of
    `width` bits, subnormals and overflow to ±inf included: the rounding of `fma`."""
    if q == 0:
        return 0.0
    p, emin, emax = _FORMATS[width]
    n, d = abs(q.numerator), q.denominator
    e = n.bit_length() - d.bit_length()
    below = n < d << e if e >= 0 else n << -e < d
    if below:
        e -= 1  # now 2**e <= |q| < 2**(e+1)
    shift = p - 1 - max(e, emin)  # the significand as an integer at this scale
    m = round(Fraction(n, d) * (Fraction(2) ** shift))  # round() on a Fraction: ties to even
    r = Fraction(m) / Fraction(2) ** shift
    # float(r) is exact: r has at most p significant bits, within a double's range
    return math.copysign(math.inf if r >= Fraction(2) ** (emax + 1) else float(r), q)


_F32_MIN_NORMAL = 2.0**-126
_F32_OVERFLOW = 2.0**128


def _f32_significand(x: float) -> bool:
    """Whether `x` fits in an f32 significand (24 bits; its exponent is not checked)."""
    t = math.ldexp(math.frexp(x)[0], 24)
    return t == int(t)


def fused_multiply_add(a: float, b: float, c: float, width: int) -> float:
    """`a*b+c` rounded once to the float of `width` bits (`llvm.fma`, `math.fma`)."""
    if not all(math.isfinite(x) for x in (a, b, c)):
        return ROUNDING[width](a * b + c)  # inf/NaN: the same as unfused
    if width == 32 and _f32_significand(a) and _f32_significand(b):
        # The double product of two f32 values is exact (48 bits), so the double sum s
        # is round-to-double of the exact a*b+c; rounding s to f32 then gives the single
        # rounding unless s is exactly halfway between two f32 values (an f32 midpoint
        # strictly between the exact value and s would be a closer double than s).
        s = a * b + c
        if _F32_MIN_NORMAL <= abs(s) < _F32_OVERFLOW:
            t = math.ldexp(math.frexp(s)[0], 25)  # s's leading 25 bits as an integer part
            if t != int(t) or not int(t) & 1:
                return to_f32(s)
    q = Fraction(a) * Fraction(b) + Fraction(c)
    if q == 0:
        if c != 0:
            return 0.0  # x - x is +0 when rounding to nearest
        # an exact zero product plus a zero: IEEE's sum of signed zeros
        return math.copysign(0.0, math.copysign(1.0, a) * math.copysign(1.0, b)) + c
    return round_exact(q, width)


def _tdiv(a: int, b: int) -> int:
    """Signed division truncating toward zero (C, `arith.divsi`), unwrapped."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _float_pick(pick: Callable[[float, float], float]) -> Callable[[float, float], float]:
    """`arith.minimumf`/`maximumf`: NaN propagates; -0.0 is below +0.0."""

    def fn(a: float, b: float) -> float:
        if math.isnan(a) or math.isnan(b):
            return math.nan
        if a == b == 0.0:
            return pick(math.copysign(1.0, a), math.copysign(1.0, b)) * 0.0
        return pick(a, b)

    return fn


def _fmod(a: float, b: float) -> float:
    """C's `fmod` (`arith.remf`, LLVM `frem`): NaN for a zero divisor or an infinite
    dividend, the dividend for an infinite divisor; exact."""
    if math.isnan(a) or math.isnan(b) or math.isinf(a) or b == 0.0:
        return math.nan
    return math.fmod(a, b)


def _fdiv(a: float, b: float) -> float:
    if b == 0.0:  # only reached from a caller that does not trap (IEEE result)
        if math.isnan(a) or a == 0.0:
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    return a / b


INT_LANE: Mapping[str, Callable[[int, int], int]] = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "div": _tdiv,
    "rem": lambda a, b: a - b * _tdiv(a, b),
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "xor": lambda a, b: a ^ b,
    "shl": lambda a, b: a << (b % 32),
    "shr": lambda a, b: a >> (b % 32),
    "shru": lambda a, b: (a & 0xFFFFFFFF) >> (b % 32),
    "min": min,
    "max": max,
}
"""i32 lanes by kind, before the wrap (INT_MIN / -1 wraps to INT_MIN)."""

SHIFT_KINDS = ("shl", "shr", "shru")
UNSIGNED_KINDS = ("divu", "remu", "minu", "maxu")
"""Integer kinds on the unsigned reading of the lane's bits (`lane_op` only: their
result depends on the lane width)."""


def shift_modulus(bits: int) -> int:
    """What a shift lane takes its amount modulo: 32, or 64 on i64 lanes."""
    return max(32, bits)


def _int_lane(kind: str, bits: int) -> Callable[[int, int], int]:
    """One `bits`-wide integer lane of `kind`, before the wrap."""
    mask = (1 << bits) - 1
    if kind in SHIFT_KINDS:
        n = shift_modulus(bits)
        if kind == "shl":
            return lambda a, b: a << (b % n)
        if kind == "shr":
            return lambda a, b: a >> (b % n)
        return lambda a, b: (a & mask) >> (b % n)
    if kind in UNSIGNED_KINDS:
        unsigned: Callable[[int, int], int] = {
            "divu": lambda a, b: a // b,
            "remu": lambda a, b: a % b,
            "minu": min,
            "maxu": max,
        }[kind]
        return lambda a, b: unsigned(a & mask, b & mask)
    return INT_LANE[kind]

FLOAT_LANE: Mapping[str, Callable[[float, float], float]] = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "div": _fdiv,
    "rem": _fmod,
    "min": _float_pick(min),
    "max": _float_pick(max),
    "minnum": lambda a, b: b if a != a else a if b != b else min(a, b),
    "maxnum": lambda a, b: b if a != a else a if b != b else max(a, b),
}
"""Float lanes by kind, on operands already rounded; the result is rounded after
(`minnum`/`maxnum`: `arith.minnumf`/`maxnumf`, a NaN operand loses to a number)."""


def lane_op(kind: str, float_lanes: bool, bits: int = 32) -> Callable[[Any, Any], Any]:
    """One lane of `kind` on `bits`-wide lanes: IEEE float (operands and result rounded
    once to the float of that width) or an integer wrapping at `bits` (KeyError when
    undefined)."""
    if float_lanes:
        fn = FLOAT_LANE[kind]
        round_to = ROUNDING[bits]
        return lambda a, b: round_to(fn(round_to(a), round_to(b)))
    ifn = _int_lane(kind, bits)
    return lambda a, b: _signed(ifn(a, b), bits)


_ORDERED: Mapping[str, Callable[[Any, Any], bool]] = {
    "eq": lambda a, b: a == b,
    "ne": lambda a, b: a != b,
    "lt": lambda a, b: a < b,
    "le": lambda a, b: a <= b,
    "gt": lambda a, b: a > b,
    "ge": lambda a, b: a >= b,
}


def compare(pred: str, float_lanes: bool, bits: int = 32) -> Callable[[Any, Any], bool]:
    """`arith.cmpi` (`bits`-wide lanes, `u*` on the unsigned bits) or `arith.cmpf`
    predicate `pred` (`o*` false on NaN, `u*` true on NaN; operands of the float type
    of width `bits`)."""
    round_to = ROUNDING.get(bits, to_f32)
    if not float_lanes:
        if pred in ("eq", "ne"):
            return _ORDERED[pred]
        fn = _ORDERED[pred[1:]]
        if pred[0] == "u":
            mask = (1 << bits) - 1
            return lambda a, b: fn(a & mask, b & mask)
        return fn
    if pred in ("false", "true"):
        return lambda a, b: pred == "true"
    if pred in ("ord", "uno"):
        return lambda a, b: (math.isnan(a) or math.isnan(b)) == (pred == "uno")
    base_fn = _ORDERED[pred[1:]]
    on_nan = pred[0] == "u"
    return lambda a, b: (
        on_nan if math.isnan(a) or math.isnan(b) else base_fn(round_to(a), round_to(b))
    )


REDUCE_KINDS = ("add", "mul", "min", "max", "and", "or", "xor")
"""Reductions over the active lanes (`simd.group_reduce`, `simd.vreduce`)."""


def reduce_lanes(kind: str, xs: Sequence[Any], t: Attribute) -> Any:
    """`kind` over the defined values `xs` (lanes in order, at least one) into type `t`:
    i32 wraps, `i1` keeps the low bit; on floats `add` is the exact sum and `mul` the
    product in double precision, rounded once to f32 for an f32 result, `min`/`max`
    are `arith.minimumf`/`maximumf` (NaN propagates)."""
    floats = any(isinstance(x, float) for x in xs)
    r: Any
    if kind == "add":
        r = math.fsum(xs) if floats else sum(xs)
    elif kind in ("min", "max"):
        pick: Callable[[Any, Any], Any] = FLOAT_LANE[kind] if floats else INT_LANE[kind]
        r = functools.reduce(pick, xs)
    else:
        unit = {"mul": 1, "and": -1, "or": 0, "xor": 0}[kind]
        r = functools.reduce(INT_LANE[kind], xs, unit)
    if floats:
        return rounding(t)(float(r)) if float_width(t) else float(r)
    if t == i1:
        return r & 1
    if isinstance(t, IntegerType):
        return _signed(r, t.width.data)  # i8 ... i64 wrap at their width
    return r


ATOMIC_KINDS = (
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf",
    "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori",
)  # fmt: skip
"""MLIR's `arith::AtomicRMWKind` in enum order (`memref.atomic_rmw`'s integer `kind`,
as `mlir-opt-22` prints it): the `*f` kinds take floats, `assign` both, the rest
integers."""


def _num(pick: Callable[[float, float], float]) -> Callable[[float, float], float]:
    """`maxnumf`/`minnumf`: a NaN operand loses to a number."""
    return lambda a, b: b if a != a else a if b != b else pick(a, b)


def atomic_lane(kind: str, bits: int) -> Callable[[Any, Any], Any]:
    """The value an atomic of `kind` stores from the old value and the operand: floats
    as `FLOAT_LANE`, rounded to the float of `bits` (16, 32; 64 keeps the double; the
    store into an f32 buffer rounds too), integers wrapped to `bits` (signed reading; `maxu`/`minu` compare
    the unsigned readings)."""
    mask = (1 << bits) - 1
    floats: dict[str, Callable[[Any, Any], Any]] = {
        "addf": FLOAT_LANE["add"], "mulf": FLOAT_LANE["mul"], "maximumf": FLOAT_LANE["max"],
        "minimumf": FLOAT_LANE["min"], "maxnumf": _num(max), "minnumf": _num(min),
    }  # fmt: skip
    if kind in floats:
        fn = floats[kind]
        round_to = ROUNDING.get(bits, to_f32)
        return lambda a, b: round_to(fn(a, b))
    ints: dict[str, Callable[[int, int], int]] = {
        "addi": INT_LANE["add"], "muli": INT_LANE["mul"], "andi": INT_LANE["and"],
        "ori": INT_LANE["or"], "xori": INT_LANE["xor"], "maxs": max, "mins": min,
        "maxu": lambda a, b: a if (a & mask) >= (b & mask) else b,
        "minu": lambda a, b: a if (a & mask) <= (b & mask) else b,
        "assign": lambda a, b: b,
    }  # fmt: skip
    ifn = ints[kind]
    return lambda a, b: b if kind == "assign" else _signed(int(ifn(a, b)), bits)


def cmpxchg_lane(bits: int, float_lanes: bool) -> Callable[[Any, Any, Any], Any]:
    """The value a compare-and-swap stores from the old value, the expected one and the
    new one (LLVM's `cmpxchg`): the new value when the old one has the expected bits
    (integers modulo 2**`bits`; floats by their IEEE bits at width `bits`, so -0.0 is
    not 0.0 and a NaN equals the same NaN), else the old value (a write of what is
    there: the location is unchanged)."""
    if float_lanes:
        fmt = "<" + _BITCAST_FORMATS.get(bits, "fI")[0]

        def same(a: Any, b: Any) -> bool:
            return struct.pack(fmt, a) == struct.pack(fmt, b)
    else:
        mask = (1 << bits) - 1

        def same(a: Any, b: Any) -> bool:
            return (a - b) & mask == 0

    return lambda old, expected, new: new if same(old, expected) else old


def atomic_applies(kind: str, t: Attribute) -> bool:
    """Whether an atomic of `kind` takes elements of type `t`."""
    return kind == "assign" or kind.endswith("f") == (not isinstance(t, IntegerType))


MATH_FORMS: Mapping[str, type[IRDLOperation]] = {
    op.name.split(".", 1)[1]: op
    for op in mathd.Math.operations
    if issubclass(op, IRDLOperation) and op is not mathd.FPowIOp
}
"""The `math` ops with a lane-wise vector form (`simd.vmath`/`lockstep.vmath` kind ->
the scalar op): every op of xDSL's `math` whose operands and result share one type
(`fpowi`, f32 ** i32, is left out)."""


CAST_FORMS: Mapping[str, type[IRDLOperation]] = {
    "sitofp": arith.SIToFPOp,
    "uitofp": arith.UIToFPOp,
    "fptosi": arith.FPToSIOp,
    "fptoui": arith.FPToUIOp,
    "bitcast": arith.BitcastOp,
    "extsi": arith.ExtSIOp,
    "extui": arith.ExtUIOp,
    "trunci": arith.TruncIOp,
    "extf": arith.ExtFOp,
    "truncf": arith.TruncFOp,
}
"""The casts with a lane-wise vector form (`simd.vcast`/`lockstep.vcast` kind -> the
scalar `arith` op each lane runs, the swap table's scalar form)."""

_CAST_SHAPES: Mapping[str, tuple[str, str, str]] = {
    "sitofp": ("int", "float", ""),
    "uitofp": ("int", "float", ""),
    "fptosi": ("float", "int", ""),
    "fptoui": ("float", "int", ""),
    "bitcast": ("any", "any", "=="),
    "extsi": ("int", "int", "<"),
    "extui": ("int", "int", "<"),
    "trunci": ("int", "int", ">"),
    "extf": ("float", "float", "<"),
    "truncf": ("float", "float", ">"),
}
"""Per cast kind: the source and result lane kinds and how their widths compare."""


def cast_shape_error(kind: str, source: Attribute, result: Attribute) -> str | None:
    """Why a cast of `kind` cannot go from lanes of `source` to lanes of `result`
    (element types), None when it can."""
    src_kind, dst_kind, widths = _CAST_SHAPES[kind]
    a, b = lane_bits(source), lane_bits(result)
    fits = (
        (src_kind == "any" or is_float_element(source) == (src_kind == "float"))
        and (dst_kind == "any" or is_float_element(result) == (dst_kind == "float"))
        and {"": True, "==": a == b, "<": a < b, ">": a > b}[widths]
        and (kind != "bitcast" or is_float_element(source) != is_float_element(result))
    )
    if fits:
        return None
    if kind == "bitcast":
        return f"'bitcast' casts between int and float lanes of the same width, found {source} to {result}"
    wants = {"": "", "<": " wider", ">": " narrower"}[widths]
    return f"'{kind}' casts {src_kind} lanes to{wants} {dst_kind} lanes, found {source} to {result}"


FP_TO_INT_KINDS = ("fptosi", "fptoui")
"""The casts that fault (NaN, infinities)."""


class NoIntegerValue(ArithmeticError):
    """`fptosi`/`fptoui` of NaN or an infinity: the lane has no integer value."""


def cast_lane(kind: str, x: Any, src_bits: int, dst_bits: int) -> Any:
    """One lane of the cast `kind` from a `src_bits`-wide to a `dst_bits`-wide value
    (a float counts as its width): the semantics of the scalar `arith` casts
    (`interpreters/arith.py`) and of `simd.vcast`/`lockstep.vcast`.  Integers are
    signed readings; `sitofp`/`uitofp` read the signed/unsigned bits; `fptosi` and
    `fptoui` truncate toward zero and wrap to `dst_bits` (both give the signed
    reading), NaN and infinities raise `NoIntegerValue`; `bitcast` reinterprets the
    bits.  Float results are not rounded here (but for an integer past 2**53, rounded
    once to `dst_bits`): the caller rounds to the result's float type."""
    if kind == "sitofp":
        return _int_to_float(_signed(x, src_bits), dst_bits)
    if kind == "uitofp":
        return _int_to_float(x & ((1 << src_bits) - 1), dst_bits)
    if kind in ("extsi", "trunci"):
        return _signed(x, dst_bits)
    if kind == "extui":
        return _signed(x & ((1 << src_bits) - 1), dst_bits)
    if kind in ("extf", "truncf"):
        return x
    if kind in FP_TO_INT_KINDS:
        if math.isnan(x) or math.isinf(x):
            raise NoIntegerValue(f"no integer value for {x}")
        return _signed(int(x), dst_bits)
    assert kind == "bitcast", kind
    if isinstance(x, float):
        fmt = _BITCAST_FORMATS[src_bits]
        return _signed(struct.unpack("<" + fmt[1], struct.pack("<" + fmt[0], x))[0], dst_bits)
    fmt = _BITCAST_FORMATS[dst_bits]
    return struct.unpack("<" + fmt[0], struct.pack("<" + fmt[1], x & ((1 << src_bits) - 1)))[0]


_BITCAST_FORMATS = {16: "eH", 32: "fI", 64: "dQ"}
"""struct's (float, unsigned integer) codes of each float width."""


def _int_to_float(n: int, dst_bits: int) -> float:
    """The integer `n` as a float of `dst_bits` (16/32/64, anything else 32), rounded
    once: past 2**53 a Python float would round twice."""
    if abs(n) < 1 << 53:
        return float(n)
    return round_exact(Fraction(n), dst_bits if dst_bits in _FORMATS else 32)


def math_arity(kind: str) -> int:
    return len(MATH_FORMS[kind].get_irdl_definition().operands)


def math_takes_floats(kind: str) -> bool:
    op = MATH_FORMS[kind]
    return not issubclass(
        op, mathd.SignlessIntegerLikeUnaryMathOperation | mathd.SignlessIntegerLikeBinaryMathOperation
    )
