"""The builtins and intrinsics that are several `arith`/`math` ops, built from their
argument values (`table.ValueFn`: one lane's values for a vector call): saturating
arithmetic, funnel shifts and rotations, clamps, halving adds, the high half of a
product, byte swaps and bit reversals, `sign`, `step`, `mix`.

Each computes what the native code computes: clang's own expansion of the `llvm.*`
intrinsic, or (OpenCL builtins) the C of the oracle's harness (`tools/native/harness.c`
on the corpus branch), such as `clamp(x, lo, hi) = x < lo ? lo : x > hi ? hi : x`.
Everything stays in the argument type except the high half of a product, which widens
to twice the width (an i64 product for 32-bit operands).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerType
from xdsl.ir import SSAValue

from simdopt.frontends.llvm.intrinsics.table import ValueFn

if TYPE_CHECKING:
    from simdopt.frontends.llvm.instructions import Instructions


def op(cls: Any, arity: int) -> ValueFn:
    """One op of the first `arity` arguments (`llvm.abs`'s and `llvm.ctlz`'s i1 flag is
    not kept: the op's result at the poison inputs is one of LLVM's allowed values)."""

    def fn(fi: Instructions, v: list[SSAValue], name: str | None) -> SSAValue:
        return fi.emit(cls(*v[:arity]), name).results[0]

    return fn


def _e(fi: Instructions, o: Any) -> SSAValue:
    return fi.emit(o).results[0]


def width(x: SSAValue) -> int:
    assert isinstance(x.type, IntegerType)
    return x.type.width.data


def _sel(fi: Instructions, c: SSAValue, a: SSAValue, b: SSAValue, name: str | None = None) -> SSAValue:
    return fi.emit(arith.SelectOp(c, a, b), name).results[0]


def _cmp(fi: Instructions, a: SSAValue, b: SSAValue, pred: str) -> SSAValue:
    if isinstance(a.type, IntegerType):
        return _e(fi, arith.CmpiOp(a, b, pred))
    return _e(fi, arith.CmpfOp(a, b, pred))


def saturating(signed: bool, sub: bool) -> ValueFn:
    """`llvm.{s,u}{add,sub}.sat`, OpenCL `add_sat`/`sub_sat`: the wrapped result unless
    it overflowed, then the bound (signed: by the sign of `a`, as the overflow of
    a + b or a - b goes past the bound on `a`'s side)."""

    def fn(fi: Instructions, v: list[SSAValue], name: str | None) -> SSAValue:
        a, b = v[0], v[1]
        t, w = a.type, width(a)
        if sub and not signed:  # a > b ? a - b : 0
            gt = _cmp(fi, a, b, "ugt")
            return _sel(fi, gt, _e(fi, arith.SubiOp(a, b)), fi.const(0, t), name)
        r = _e(fi, arith.SubiOp(a, b) if sub else arith.AddiOp(a, b))
        if not signed:
            return _sel(fi, _cmp(fi, r, a, "ult"), fi.const(-1, t), r, name)
        # overflow: the sign of r differs from a's, and (add) b's sign is a's / (sub) differs
        ar = _e(fi, arith.XOrIOp(a, r))
        other = _e(fi, arith.XOrIOp(a, b)) if sub else _e(fi, arith.XOrIOp(b, r))
        ov = _cmp(fi, _e(fi, arith.AndIOp(ar, other)), fi.const(0, t), "slt")
        bound = _sel(fi, _cmp(fi, a, fi.const(0, t), "slt"), fi.const(-(1 << (w - 1)), t), fi.const((1 << (w - 1)) - 1, t))
        return _sel(fi, ov, bound, r, name)

    return fn


def funnel(fam: str) -> ValueFn:
    """fshl(a, b, c) = (a << c%w) | (b >> (w - c%w)) (a when c%w == 0); fshr mirrors it.
    The width is a power of two: c%w is `c & (w - 1)` (an op with a vector form)."""

    def fn(fi: Instructions, v: list[SSAValue], name: str | None) -> SSAValue:
        a, b, c = v
        zero_t = fi.const(0, a.type)
        w = fi.const(width(a), a.type)
        cm = _e(fi, arith.AndIOp(c, fi.const(width(a) - 1, a.type)))
        inv = _e(fi, arith.SubiOp(w, cm))
        zero = _cmp(fi, cm, zero_t, "eq")
        safe_inv = _sel(fi, zero, zero_t, inv)
        if fam == "fshl":
            hi = _e(fi, arith.ShLIOp(a, cm))
            lo = _sel(fi, zero, zero_t, _e(fi, arith.ShRUIOp(b, safe_inv)))
            keep = a
        else:
            hi = _sel(fi, zero, zero_t, _e(fi, arith.ShLIOp(a, safe_inv)))
            lo = _e(fi, arith.ShRUIOp(b, cm))
            keep = b
        return _sel(fi, zero, keep, _e(fi, arith.OrIOp(hi, lo)), name)

    return fn


def rotate(fi: Instructions, v: list[SSAValue], name: str | None) -> SSAValue:
    """OpenCL `rotate(v, n)`: left by n mod the width, `llvm.fshl(v, v, n)`."""
    return funnel("fshl")(fi, [v[0], v[0], v[1]], name)


def clamp(signed: bool | None) -> ValueFn:
    """`x < lo ? lo : x > hi ? hi : x` (ints: `signed` compares; floats, None:
    `fmin(fmax(x, lo), hi)`, NaN-ignoring as C's fmin/fmax)."""

    def fn(fi: Instructions, v: list[SSAValue], name: str | None) -> SSAValue:
        x, lo, hi = v
        if signed is None:
            return fi.emit(arith.MinnumfOp(_e(fi, arith.MaxnumfOp(x, lo)), hi), name).results[0]
        s = "s" if signed else "u"
        upper = _sel(fi, _cmp(fi, x, hi, s + "gt"), hi, x)
        return _sel(fi, _cmp(fi, x, lo, s + "lt"), lo, upper, name)

    return fn


def abs_diff(signed: bool) -> ValueFn:
    """`a > b ? a - b : b - a`, the unsigned difference."""

    def fn(fi: Instructions, v: list[SSAValue], name: str | None) -> SSAValue:
        a, b = v[0], v[1]
        gt = _cmp(fi, a, b, "sgt" if signed else "ugt")
        return _sel(fi, gt, _e(fi, arith.SubiOp(a, b)), _e(fi, arith.SubiOp(b, a)), name)

    return fn


def halving_add(signed: bool, rounded: bool) -> ValueFn:
    """`hadd`: (a >> 1) + (b >> 1) + (a & b & 1); `rhadd` with (a | b) & 1."""

    def fn(fi: Instructions, v: list[SSAValue], name: str | None) -> SSAValue:
        a, b = v[0], v[1]
        one = fi.const(1, a.type)
        shr = arith.ShRSIOp if signed else arith.ShRUIOp
        half = _e(fi, arith.AddiOp(_e(fi, shr(a, one)), _e(fi, shr(b, one))))
        low = _e(fi, (arith.OrIOp if rounded else arith.AndIOp)(a, b))
        return fi.emit(arith.AddiOp(half, _e(fi, arith.AndIOp(low, one))), name).results[0]

    return fn


def mul_hi(signed: bool, add: bool = False) -> ValueFn:
    """The high half of the product, in twice the width (`mad_hi`: plus the third)."""

    def fn(fi: Instructions, v: list[SSAValue], name: str | None) -> SSAValue:
        a, b = v[0], v[1]
        w = width(a)
        t = a.type
        assert isinstance(t, IntegerType)
        if w > 32:
            raise fi.fail(f"mul_hi of i{w} (a {2 * w}-bit product) is not supported")
        wide = IntegerType(2 * w)
        ext = arith.ExtSIOp if signed else arith.ExtUIOp
        p = _e(fi, arith.MuliOp(_e(fi, ext(a, wide)), _e(fi, ext(b, wide))))
        hi = _e(fi, arith.ShRUIOp(p, fi.const(w, wide)))
        if not add:
            return fi.emit(arith.TruncIOp(hi, t), name).results[0]
        return fi.emit(arith.AddiOp(_e(fi, arith.TruncIOp(hi, t)), v[2]), name).results[0]

    return fn


def mad(fi: Instructions, v: list[SSAValue], name: str | None) -> SSAValue:
    """`a * b + c` in two roundings (ints: `mad24`; floats: OpenCL `mad`, compiled
    without contraction as the oracle's is)."""
    if isinstance(v[0].type, IntegerType):
        return fi.emit(arith.AddiOp(_e(fi, arith.MuliOp(v[0], v[1])), v[2]), name).results[0]
    return fi.emit(arith.AddfOp(_e(fi, arith.MulfOp(v[0], v[1])), v[2]), name).results[0]


def reciprocal(of: Callable[[SSAValue], Any] | None = None) -> ValueFn:
    """`1 / x` (`recip`), or `1 / sqrt(x)` (`rsqrt`): an f32 division of the rounded
    square root, as the native code divides."""

    def fn(fi: Instructions, v: list[SSAValue], name: str | None) -> SSAValue:
        x = v[0] if of is None else _e(fi, of(v[0]))
        return fi.emit(arith.DivfOp(fi.const(1.0, x.type), x), name).results[0]

    return fn


def sign(fi: Instructions, v: list[SSAValue], name: str | None) -> SSAValue:
    """`x > 0 ? 1 : x < 0 ? -1 : x` (zeros and NaN are themselves)."""
    x = v[0]
    z = fi.const(0.0, x.type)
    neg = _sel(fi, _cmp(fi, x, z, "olt"), fi.const(-1.0, x.type), x)
    return _sel(fi, _cmp(fi, x, z, "ogt"), fi.const(1.0, x.type), neg, name)


def step(fi: Instructions, v: list[SSAValue], name: str | None) -> SSAValue:
    """`step(edge, x) = x < edge ? 0 : 1`."""
    edge, x = v[0], v[1]
    return _sel(fi, _cmp(fi, x, edge, "olt"), fi.const(0.0, x.type), fi.const(1.0, x.type), name)


def mix(fi: Instructions, v: list[SSAValue], name: str | None) -> SSAValue:
    """`mix(x, y, a) = x + (y - x) * a`."""
    x, y, a = v
    return fi.emit(arith.AddfOp(x, _e(fi, arith.MulfOp(_e(fi, arith.SubfOp(y, x)), a))), name).results[0]


def bswap(fi: Instructions, v: list[SSAValue], name: str | None) -> SSAValue:
    """The bytes in reverse order: byte k shifted to byte n-1-k, or-ed together."""
    x = v[0]
    n = width(x) // 8
    out: SSAValue | None = None
    for k in range(n):
        byte = _e(fi, arith.AndIOp(_e(fi, arith.ShRUIOp(x, fi.const(8 * k, x.type))), fi.const(0xFF, x.type)))
        moved = _e(fi, arith.ShLIOp(byte, fi.const(8 * (n - 1 - k), x.type)))
        out = moved if out is None else _e(fi, arith.OrIOp(out, moved))
    assert out is not None
    fi.rename(out, name)
    return out


def bitreverse(fi: Instructions, v: list[SSAValue], name: str | None) -> SSAValue:
    """Swap halves of ever smaller fields: bits, pairs, nibbles, then the bytes."""
    x = v[0]
    w = width(x)
    for shift in (1, 2, 4):
        if shift >= w:
            break
        mask = sum(((1 << shift) - 1) << i for i in range(0, w, 2 * shift))
        m = fi.const(mask if mask < 1 << (w - 1) else mask - (1 << w), x.type)
        s = fi.const(shift, x.type)
        lo = _e(fi, arith.ShLIOp(_e(fi, arith.AndIOp(x, m)), s))
        hi = _e(fi, arith.AndIOp(_e(fi, arith.ShRUIOp(x, s)), m))
        x = _e(fi, arith.OrIOp(lo, hi))
    if w > 8:
        return bswap(fi, [x], name)
    fi.rename(x, name)
    return x

