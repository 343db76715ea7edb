"""The generic `llvm.*` intrinsics: integer and float math that is one op (scalar, or
per lane of a vector call), saturating arithmetic, funnel shifts, byte swaps and bit
reversals (`expand`), memcpy/memmove/memset of constant lengths, and the ones the
import drops (assumptions, lifetimes, debug info)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import llvmlite.binding as llvm
from xdsl.dialects import arith, math, memref, scf
from xdsl.dialects.builtin import IndexType
from xdsl.ir import Block, Operation, SSAValue

from simdopt.frontends.llvm.intrinsics import expand
from simdopt.frontends.llvm.intrinsics.cross_lane import CONVERGENCE
from simdopt.frontends.llvm.intrinsics.table import (
    Call,
    Handler,
    Table,
    ValueFn,
    family,
    lanewise,
)
from simdopt.frontends.llvm.layout import splat_byte, xdsl_scalar
from simdopt.frontends.llvm.pointers import Ptr

if TYPE_CHECKING:
    from simdopt.frontends.llvm.instructions import Instructions

INT_INTRINSIC_BIN = {
    "smin": arith.MinSIOp, "smax": arith.MaxSIOp, "umin": arith.MinUIOp, "umax": arith.MaxUIOp,
}  # fmt: skip
FLOAT_INTRINSIC_BIN = {
    "minnum": arith.MinnumfOp, "maxnum": arith.MaxnumfOp, "minimum": arith.MinimumfOp,
    "maximum": arith.MaximumfOp, "copysign": math.CopySignOp, "pow": math.PowFOp,
    "atan2": math.Atan2Op,
}  # fmt: skip
FLOAT_INTRINSIC_UN = {
    "sqrt": math.SqrtOp, "fabs": math.AbsFOp, "floor": math.FloorOp, "ceil": math.CeilOp,
    "trunc": math.TruncOp, "round": math.RoundOp, "rint": math.RoundEvenOp,
    "nearbyint": math.RoundEvenOp, "roundeven": math.RoundEvenOp, "exp": math.ExpOp,
    "exp2": math.Exp2Op, "log": math.LogOp, "log2": math.Log2Op, "log10": math.Log10Op,
    "sin": math.SinOp, "cos": math.CosOp, "tan": math.TanOp, "asin": math.AsinOp,
    "acos": math.AcosOp, "atan": math.AtanOp, "sinh": math.SinhOp, "cosh": math.CoshOp,
    "tanh": math.TanhOp,
}  # fmt: skip
INT_INTRINSIC_UN = {"ctpop": math.CtPopOp, "ctlz": math.CountLeadingZerosOp, "cttz": math.CountTrailingZerosOp}
# `llvm.<name>.*` intrinsics that are one op: name -> (op, how many leading arguments it takes;
# `abs`/`ctlz`/`cttz` also take an i1 flag that the op does not keep).  `rint`/`nearbyint`
# round to even, the default rounding mode.
INTRINSIC_OPS: dict[str, tuple[Any, int]] = {
    **{k: (c, 2) for k, c in (INT_INTRINSIC_BIN | FLOAT_INTRINSIC_BIN).items()},
    **{k: (c, 1) for k, c in (FLOAT_INTRINSIC_UN | INT_INTRINSIC_UN | {"abs": math.AbsIOp}).items()},
    "fma": (math.FmaOp, 3), "fmuladd": (math.FmaOp, 3),
}  # fmt: skip
EXPANDED: dict[str, ValueFn] = {
    "fshl": expand.funnel("fshl"), "fshr": expand.funnel("fshr"),
    **{f"{s}{k}.sat": expand.saturating(s == "s", k == "sub") for s in "su" for k in ("add", "sub")},
    "bswap": expand.bswap, "bitreverse": expand.bitreverse,
}  # fmt: skip
"""The `llvm.<name>.*` intrinsics that are several ops (`expand`)."""
DROPPED_INTRINSICS = (
    "llvm.assume", "llvm.experimental.noalias.scope.decl", "llvm.lifetime.", "llvm.dbg.",
    "llvm.invariant.", "llvm.sideeffect", "llvm.donothing",
)  # fmt: skip
"""Prefixes of intrinsics that are dropped."""
BLOCK_COPIES = ("memcpy", "memmove", "memset")

UNROLL = 16
"""The longest memcpy/memmove/memset (in elements) the importer unrolls; longer ones
are loops."""


def block_copy_family(callee: str) -> str | None:
    """"memcpy", "memmove" or "memset" for `llvm.<family>.*` (the `.inline` forms too)."""
    parts = callee.split(".")
    if len(parts) > 1 and parts[0] == "llvm" and parts[1] in BLOCK_COPIES:
        return parts[1]
    return None



def copies(fam: str) -> Handler:
    def handler(fi: Instructions, c: Call) -> None:
        block_copy(fi, fam, c.args)

    return handler


def dropped(fi: Instructions, c: Call) -> None:
    """Hints without a meaning for the import."""


def block_copy(fi: Instructions, fam: str, args: list[llvm.ValueRef]) -> None:
    """memcpy/memmove(dst, src, n) and memset(dst, byte, n) of a constant length n:
    up to `UNROLL` elements one load and store each, every load first (so an
    overlapping memmove is right); longer memcpys and memsets an `scf.for` over the
    elements (a memmove, which may overlap either way, is refused there)."""
    if not args[2].is_constant:
        raise fi.fail(f"llvm.{fam} of a length known only at run time is not supported")
    n = fi.int_value(args[2], fi.ltype(args[2].type).width)
    dst = fi.pointer(args[0])
    elem, size = dst.root.elem, dst.root.elem_size
    count, rest = divmod(n, size)
    if rest or elem is None:
        raise fi.fail(f"llvm.{fam} of {n} bytes is not a whole number of {size}-byte elements")
    src = fi.pointer(args[1]) if fam != "memset" else None
    if src is not None and src.root.elem != elem:
        raise fi.fail(f"llvm.{fam} between buffers of different element types is not supported")
    value = None
    if fam == "memset":
        if not args[1].is_constant:
            raise fi.fail("llvm.memset with a byte known only at run time is not supported")
        value = fi.const(splat_byte(fi.int_value(args[1], 8), elem), xdsl_scalar(elem))
    if count <= UNROLL:
        values = [fi.load_lane(src, i, None) if src is not None else value for i in range(count)]
        for i, v in enumerate(values):
            assert v is not None
            mem, idx = fi.address(dst, i)
            fi.emit(memref.StoreOp.get(v, mem, [idx]))
    elif fam == "memmove":
        raise fi.fail(f"llvm.memmove of {count} elements (more than {UNROLL}) is not supported")
    else:
        copy_loop(fi, dst, src, value, count)


def copy_loop(fi: Instructions, dst: Ptr, src: Ptr | None, value: SSAValue | None, count: int) -> None:
    """`scf.for %k = 0 to count { dst[k] = value or src[k] }`."""
    body = Block(arg_types=[IndexType()])
    k = body.args[0]
    dmem, dbase = fi.address(dst)
    ops: list[Operation] = []
    if src is not None:
        smem, sbase = fi.address(src)
        at = arith.AddiOp(sbase, k)
        load = memref.LoadOp.get(smem, [at.result])
        ops += [at, load]
        value = load.res
    assert value is not None
    to = arith.AddiOp(dbase, k)
    ops += [to, memref.StoreOp.get(value, dmem, [to.result]), scf.YieldOp()]
    body.add_ops(ops)
    fi.emit(scf.ForOp(fi.index_const(0), fi.index_const(count), fi.index_const(1), [], body))


TABLE = Table(
    lambda callee: callee if callee.startswith("llvm.") else None,
    {
        **{k: v for name, (cls, arity) in INTRINSIC_OPS.items() for k, v in family(f"llvm.{name}", lanewise(expand.op(cls, arity))).items()},
        **{k: v for name, fn in EXPANDED.items() for k, v in family(f"llvm.{name}", lanewise(fn)).items()},
        **{k: v for fam in BLOCK_COPIES for k, v in family(f"llvm.{fam}", copies(fam)).items()},
        **{p + "*": dropped for p in DROPPED_INTRINSICS},
        **CONVERGENCE,
    },
)
