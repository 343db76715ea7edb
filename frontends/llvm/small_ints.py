"""Integers narrower than a machine type (`i2` .. `i7`, as `bitcast <4 x i1> to i4` makes
for a vector compare reduced by `any`/`all`): held in an `i8`, sign-extended from their
own width, so constants (read signed), `icmp` of every predicate, `and`/`or`/`xor`,
`ashr`, `select` and `sext` need nothing more; ops that can carry into or read the high
bits (`add`, `shl`, `lshr`, `zext`, ...) mask or re-extend explicitly."""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerType
from xdsl.ir import SSAValue

from simdopt.frontends.llvm.layout import LType
from simdopt.frontends.llvm.opcodes import CASTS

if TYPE_CHECKING:
    from simdopt.frontends.llvm.core import FunctionCore as Instructions

CONTAINER = 8
"""The bits that hold an `iN` with 1 < N < 8."""


def is_small(t: LType) -> bool:
    return t.kind == "int" and 1 < t.width < CONTAINER


def container(width: int) -> int:
    """The width of the xDSL integer that holds an LLVM `iN`."""
    return CONTAINER if 1 < width < CONTAINER else width


# ops whose result bits above N depend only on the operands' bits above N in the same way
# as a sign extension (the sign-extended form is closed under them)
_CLOSED = {"and", "or", "xor", "ashr"}
# ops that read the operands' value as unsigned: operands masked to N bits first
_UNSIGNED = {"lshr", "udiv", "urem"}


def resign(fi: Instructions, x: SSAValue, width: int) -> SSAValue:
    """`x` (in its container) sign-extended from bit `width - 1`."""
    shift = fi.const(container(width) - width, x.type)
    up = fi.emit(arith.ShLIOp(x, shift)).results[0]
    return fi.emit(arith.ShRSIOp(up, shift)).results[0]


def mask(fi: Instructions, x: SSAValue, width: int) -> SSAValue:
    """`x`'s low `width` bits, zero-extended in its type."""
    return fi.emit(arith.AndIOp(x, fi.const((1 << width) - 1, x.type))).results[0]


def arith_small(fi: Instructions, op: str, make: type, args: list[SSAValue], width: int, name: str | None) -> SSAValue:
    """The LLVM `op` on `iN` operands in the sign-extended form."""
    if op in _UNSIGNED:
        args = [mask(fi, a, width) for a in args]
    got = fi.emit(make(*args), None if op not in _CLOSED else name).results[0]
    if op in _CLOSED:
        return got
    out = resign(fi, got, width)
    fi.rename(out, name)
    return out


def cast_small(fi: Instructions, op: str, x: SSAValue, src: LType, dst: LType, name: str | None) -> SSAValue | None:
    """`trunc`/`zext`/`sext`/`uitofp` from or to a small `iN`; None for other casts."""
    if op == "uitofp" and is_small(src):
        got = fi.emit(CASTS[op](mask(fi, x, src.width), fi.scalar_type_lt(dst)), name).results[0]
        return got
    if op not in ("trunc", "zext", "sext") or not (is_small(src) or is_small(dst)):
        return None
    if op == "zext" and is_small(src):
        x = mask(fi, x, src.width)
    cs, cd = container(src.width), container(dst.width)
    if cs < cd:
        ext = arith.ExtUIOp if op == "zext" or src.width == 1 else arith.ExtSIOp
        x = fi.emit(ext(x, IntegerType(cd))).results[0]
    elif cs > cd:
        x = fi.emit(arith.TruncIOp(x, IntegerType(cd))).results[0]
    if op == "trunc" and is_small(dst):
        x = resign(fi, x, dst.width)
    fi.rename(x, name)
    return x


def pack_lanes(fi: Instructions, lanes: list[SSAValue], width: int, name: str | None) -> SSAValue:
    """`bitcast <N x i1> to iN`: lane k is bit k (LLVM's layout), sign-extended from bit
    N - 1 in the container."""
    if width == 1:
        return lanes[0]
    typ = IntegerType(container(width))
    got: SSAValue | None = None
    for k, lane in enumerate(lanes):
        ext = arith.ExtSIOp if k == width - 1 else arith.ExtUIOp
        bit = fi.emit(ext(lane, typ)).results[0]
        if k:
            bit = fi.emit(arith.ShLIOp(bit, fi.const(k, typ))).results[0]
        got = bit if got is None else fi.emit(arith.OrIOp(got, bit)).results[0]
    assert got is not None
    fi.rename(got, name)
    return got


def unpack_lanes(fi: Instructions, x: SSAValue, width: int) -> list[SSAValue]:
    """`bitcast iN to <N x i1>`: lane k is bit k of `x`."""
    out: list[SSAValue] = []
    for k in range(width):
        v = x if k == 0 else fi.emit(arith.ShRUIOp(x, fi.const(k, x.type))).results[0]
        # bit 0 as an i1: `cmpi ne (andi v, 1), 0`, which every stage vectorizes
        # (a `trunci` to i1 has no vector form)
        low = fi.emit(arith.AndIOp(v, fi.const(1, x.type))).results[0]
        out.append(fi.emit(arith.CmpiOp(low, fi.const(0, x.type), "ne")).results[0])
    return out
