"""The generic `llvm.*` intrinsics: integer and float math that is one op, saturating
arithmetic, funnel shifts, memcpy/memmove/memset of constant lengths, and the ones the
import drops (assumptions, lifetimes, debug info)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import llvmlite.binding as llvm
from xdsl.dialects import arith, math, memref, scf
from xdsl.dialects.builtin import IndexType
from xdsl.ir import Block, Operation, SSAValue

from simdopt.frontends.llvm.intrinsics.cross_lane import CONVERGENCE
from simdopt.frontends.llvm.intrinsics.table import Call, Handler, Table, family
from simdopt.frontends.llvm.layout import LType, splat_byte, xdsl_scalar
from simdopt.frontends.llvm.pointers import Ptr

if TYPE_CHECKING:
    from simdopt.frontends.llvm.instructions import Instructions

INT_INTRINSIC_BIN = {
    "smin": arith.MinSIOp, "smax": arith.MaxSIOp, "umin": arith.MinUIOp, "umax": arith.MaxUIOp,
}  # fmt: skip
FLOAT_INTRINSIC_BIN = {"minnum": arith.MinnumfOp, "maxnum": arith.MaxnumfOp, "copysign": math.CopySignOp}
FLOAT_INTRINSIC_UN = {
    "sqrt": math.SqrtOp, "fabs": math.AbsFOp, "floor": math.FloorOp, "ceil": math.CeilOp,
    "trunc": math.TruncOp, "exp": math.ExpOp, "exp2": math.Exp2Op, "log": math.LogOp,
    "log2": math.Log2Op, "sin": math.SinOp, "cos": math.CosOp,
}  # fmt: skip
INT_INTRINSIC_UN = {"ctpop": math.CtPopOp, "ctlz": math.CountLeadingZerosOp, "cttz": math.CountTrailingZerosOp}
# `llvm.<name>.*` intrinsics that are one op: name -> (op, how many leading arguments it takes;
# `abs`/`ctlz`/`cttz` also take an i1 flag that the op does not keep).
INTRINSIC_OPS: dict[str, tuple[Any, int]] = {
    **{k: (c, 2) for k, c in (INT_INTRINSIC_BIN | FLOAT_INTRINSIC_BIN).items()},
    **{k: (c, 1) for k, c in (FLOAT_INTRINSIC_UN | INT_INTRINSIC_UN | {"abs": math.AbsIOp}).items()},
    "fma": (math.FmaOp, 3), "fmuladd": (math.FmaOp, 3),
}  # fmt: skip
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



def one_op(cls: Any, arity: int) -> Handler:
    def handler(fi: Instructions, c: Call) -> None:
        fi.bind(c.inst, fi.emit(cls(*(fi.value(x) for x in c.args[:arity])), c.name).results[0])

    return handler


def usub_sat(fi: Instructions, c: Call) -> None:
    a, b = fi.value(c.args[0]), fi.value(c.args[1])
    gt = fi.emit(arith.CmpiOp(a, b, "ugt")).results[0]
    d = fi.emit(arith.SubiOp(a, b)).results[0]
    fi.bind(c.inst, fi.emit(arith.SelectOp(gt, d, fi.const(0, a.type)), c.name).results[0])


def uadd_sat(fi: Instructions, c: Call) -> None:
    a, b = fi.value(c.args[0]), fi.value(c.args[1])
    s = fi.emit(arith.AddiOp(a, b)).results[0]
    ov = fi.emit(arith.CmpiOp(s, a, "ult")).results[0]
    fi.bind(c.inst, fi.emit(arith.SelectOp(ov, fi.const(-1, a.type), s), c.name).results[0])


def funnel(fam: str) -> Handler:
    def handler(fi: Instructions, c: Call) -> None:
        funnel_shift(fi, c.inst, fam, c.args, c.rt, c.name)

    return handler


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


def funnel_shift(fi: Instructions, inst: llvm.ValueRef, fam: str, args: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
    """fshl(a, b, c) = (a << c%w) | (b >> (w - c%w)) (a when c%w == 0); fshr mirrors it."""
    a, b, c = (fi.value(x) for x in args)
    w = fi.const(rt.width, a.type)
    cm = fi.emit(arith.RemUIOp(c, w)).results[0]
    inv = fi.emit(arith.SubiOp(w, cm)).results[0]
    zero = fi.emit(arith.CmpiOp(cm, fi.const(0, a.type), "eq")).results[0]
    safe_inv = fi.emit(arith.SelectOp(zero, fi.const(0, a.type), inv)).results[0]
    if fam == "fshl":
        hi = fi.emit(arith.ShLIOp(a, cm)).results[0]
        lo = fi.emit(arith.ShRUIOp(b, safe_inv)).results[0]
        lo = fi.emit(arith.SelectOp(zero, fi.const(0, a.type), lo)).results[0]
        keep = a
    else:
        hi = fi.emit(arith.ShLIOp(a, safe_inv)).results[0]
        hi = fi.emit(arith.SelectOp(zero, fi.const(0, a.type), hi)).results[0]
        lo = fi.emit(arith.ShRUIOp(b, cm)).results[0]
        keep = b
    r = fi.emit(arith.OrIOp(hi, lo)).results[0]
    fi.bind(inst, fi.emit(arith.SelectOp(zero, keep, r), name).results[0])


TABLE = Table(
    lambda callee: callee if callee.startswith("llvm.") else None,
    {
        **{k: v for name, (cls, arity) in INTRINSIC_OPS.items() for k, v in family(f"llvm.{name}", one_op(cls, arity)).items()},
        **family("llvm.fshl", funnel("fshl")),
        **family("llvm.fshr", funnel("fshr")),
        **family("llvm.usub.sat", usub_sat),
        **family("llvm.uadd.sat", uadd_sat),
        **{k: v for fam in BLOCK_COPIES for k, v in family(f"llvm.{fam}", copies(fam)).items()},
        **{p + "*": dropped for p in DROPPED_INTRINSICS},
        **CONVERGENCE,
    },
    scalar_only=True,
)
