"""Scalars of a lane function (`lower.py`): LLVM types and literals, the lane's error
codes, and the ops computed by the C library or LLVM's intrinsics - `math` and the
float-to-integer conversions, with the interpreter's semantics."""

from __future__ import annotations

import ctypes
import struct
from typing import TYPE_CHECKING, Any

from xdsl.dialects import arith
from xdsl.dialects import math as mathd
from xdsl.dialects.builtin import IndexType, IntegerType, MemRefType, f16, f32, f64
from xdsl.ir import Attribute, Block, Operation

from simdopt.interpreters.math import _LIBM_F32, _libm  # pyright: ignore[reportPrivateUsage]

if TYPE_CHECKING:
    from simdopt.interpreters.jit.lower import Lowering


class Unsupported(Exception):
    """The kernel uses something `--engine jit` does not compile (yet)."""


# error codes of a lane (engine.py's messages)
ERR_BOUNDS, ERR_DIV_ZERO, ERR_STEPS, ERR_NO_INT, ERR_NEG_SHIFT, ERR_TIME = 1, 2, 3, 4, 5, 6

_FLOATS = {f16: "half", f32: "float", f64: "double"}
FLOAT_TYPES = ("half", "float", "double")


def llvm_type(t: Attribute) -> str:
    """The LLVM type of a scalar or memref type."""
    if isinstance(t, IntegerType):
        return f"i{t.width.data}"
    if isinstance(t, IndexType):
        return "i64"
    if t in _FLOATS:
        return _FLOATS[t]
    if isinstance(t, MemRefType):
        return "ptr"
    raise Unsupported(f"values of type {t}")


def int_bits(t: Attribute) -> int:
    return t.width.data if isinstance(t, IntegerType) else 64


def float_const(x: float, t: Attribute) -> str:
    """An LLVM float literal (hex of the double, the value already of type `t`; a half's
    own bits, as LLVM wants them)."""
    if t == f16:
        return f"0xH{struct.unpack('<H', struct.pack('<e', x))[0]:04X}"
    if t == f32:
        x = struct.unpack("<f", struct.pack("<f", x))[0]
    return f"0x{struct.unpack('<Q', struct.pack('<d', x))[0]:016X}"


MATH_UNARY = {mathd.SqrtOp: "sqrt", mathd.AbsFOp: "fabs", mathd.FloorOp: "floor", mathd.CeilOp: "ceil",
               mathd.TruncOp: "trunc"}  # fmt: skip
INT_MATH = {mathd.AbsIOp: "abs", mathd.CountLeadingZerosOp: "ctlz", mathd.CountTrailingZerosOp: "cttz",
             mathd.CtPopOp: "ctpop"}  # fmt: skip

def fp_to_int(self: Lowering, op: Operation, x: str, s: str, d: str, name: str | None) -> None:
    """`cast_lane`'s fptosi/fptoui: truncate toward zero, wrap to the result's width;
    NaN and the infinities fault."""
    dx, inf, nan, bad, big, m, m1, m2, lo, hi, small, r = (self.fresh() for _ in range(12))
    self.emit(f"{dx} = fpext {s} {x} to double" if s != "double" else f"{dx} = fadd double {x}, -0.0")
    self.emit(f"{inf} = call double @llvm.fabs.f64(double {dx})")
    self.decls.add("declare double @llvm.fabs.f64(double)")
    self.emit(f"{nan} = fcmp uno double {dx}, {dx}")
    self.emit(f"{big} = fcmp oeq double {inf}, 0x7FF0000000000000")
    self.emit(f"{bad} = or i1 {nan}, {big}")
    self.fault(bad, ERR_NO_INT, op, ["D" + dx])
    two64 = float_const(2.0**64, f64)
    two63 = float_const(2.0**63, f64)
    self.emit(f"{m} = frem double {dx}, {two64}")  # exact
    self.emit(f"{hi} = fcmp oge double {m}, {two63}")
    self.emit(f"{m1} = fsub double {m}, {two64}")
    self.emit(f"{m2} = select i1 {hi}, double {m1}, double {m}")
    self.emit(f"{lo} = fcmp olt double {m2}, {float_const(-(2.0**63), f64)}")
    self.emit(f"{small} = fadd double {m2}, {two64}")
    fixed = self.fresh()
    self.emit(f"{fixed} = select i1 {lo}, double {small}, double {m2}")
    self.emit(f"{r} = fptosi double {fixed} to i64")
    if d == "i64":
        self.emit(f"{name} = add i64 {r}, 0")
    else:
        self.emit(f"{name} = trunc i64 {r} to {d}")


def _libm_f32(op: Operation) -> int | None:
    """The address of the C library's f32 function the interpreter calls for `op`
    (`interpreters/math.py`'s `_LIBM_F32`), called through its address so that LLVM
    does not recognize (and fold or rewrite) the library call."""
    lib, name = _libm(), _LIBM_F32.get(type(op))
    fn = getattr(lib, name, None) if lib is not None and name is not None else None
    return ctypes.cast(fn, ctypes.c_void_p).value if fn is not None else None


def math_op(self: Lowering, op: Operation, b: Block, name: str | None) -> None:
    ty = llvm_type(op.results[0].type)
    xs = [self.val(v) for v in op.operands]
    if type(op) in INT_MATH:
        fn_ = f"@llvm.{INT_MATH[type(op)]}.{ty}"
        extra = ", i1 false" if type(op) is not mathd.CtPopOp else ""
        self.decls.add(f"declare {ty} {fn_}({ty}{', i1' if extra else ''})")
        self.emit(f"{name} = call {ty} {fn_}({ty} {xs[0]}{extra})")
        return
    if ty == "float" and type(op) in _LIBM_F32:
        addr = _libm_f32(op)
        if addr is None:
            raise Unsupported(f"'{op.name}' (no C library)")
        args = ", ".join(f"float {x}" for x in xs)
        self.emit(f"{name} = call float inttoptr (i64 {addr} to ptr)({args})")
        return
    if isinstance(op, mathd.FmaOp):
        fn_ = self.intrinsic("fma", ty, 3)
    elif type(op) in MATH_UNARY:
        fn_ = self.intrinsic(MATH_UNARY[type(op)], ty, 1)
    else:
        raise Unsupported(f"'{op.name}'")
    self.emit(f"{name} = call {ty} {fn_}({', '.join(f'{ty} {x}' for x in xs)})")


def cast(self: Lowering, op: Operation, b: Block, name: str | None) -> None:
    src, dst = op.operands[0].type, op.results[0].type
    s, d = llvm_type(src), llvm_type(dst)
    x = self.val(op.operands[0])
    if isinstance(op, arith.FPToSIOp | arith.FPToUIOp):
        fp_to_int(self, op, x, s, d, name)
        return
    if isinstance(op, arith.IndexCastOp | arith.ExtSIOp | arith.TruncIOp):
        sb, db = int_bits(src), int_bits(dst)
        how = "sext" if db > sb else "trunc" if db < sb else None
    else:
        how = {arith.ExtUIOp: "zext", arith.SIToFPOp: "sitofp", arith.UIToFPOp: "uitofp", arith.ExtFOp: "fpext",
               arith.TruncFOp: "fptrunc", arith.BitcastOp: "bitcast"}.get(type(op))  # fmt: skip
        if how is None:
            raise Unsupported(f"'{op.name}'")
    if s == d and how in (None, "bitcast", "fpext", "fptrunc"):
        self.names[op.results[0]] = x  # the same LLVM value
        return
    self.emit(f"{name} = {how} {s} {x} to {d}")


def memory_type(ty: str) -> str:
    """The LLVM type of a memref element of LLVM type `ty` in memory: an i1 is a byte,
    0 or -1 as the interpreter's buffers hold it (an argument's true is 1)."""
    return "i8" if ty == "i1" else ty


def load_element(self: Any, name: str, ty: str, p: str) -> None:
    """`name` = the element of LLVM type `ty` at `p` (an i1: the byte's low bit)."""
    if ty != "i1":
        self.emit(f"{name} = load {ty}, ptr {p}")
        return
    byte = self.fresh()
    self.emit(f"{byte} = load i8, ptr {p}")
    self.emit(f"{name} = trunc i8 {byte} to i1")


def store_element(self: Any, ty: str, x: str, p: str) -> None:
    """Store `x` of LLVM type `ty` at `p` (an i1 as the byte 0 or -1)."""
    if ty == "i1":
        byte = self.fresh()
        self.emit(f"{byte} = sext i1 {x} to i8")
        ty, x = "i8", byte
    self.emit(f"store {ty} {x}, ptr {p}")
