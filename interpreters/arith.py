"""Interpreter functions for the `arith` ops xDSL 0.74's `ArithFunctions` lacks.

`divergence-scalarize` swaps `simd.vmin`/`vmax`/`vdiv` on uniform values for
`arith.minsi`/`maxsi`/`divf`; these run them with the same semantics as the vector ops
in `interpreters/simd.py` (i32 results wrap; float division by zero is an error like
`simd.vdiv`'s, not an infinity).
"""

from __future__ import annotations

from typing import Any

from xdsl.dialects import arith
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    impl,
    register_impls,
)
from xdsl.ir import Operation
from xdsl.utils.comparisons import to_signed, to_unsigned

from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.values import POISON


def _operands(op: arith.SignlessIntegerBinaryOperation | arith.FloatingPointLikeBinaryOperation, args: PythonValues) -> tuple[int | float, int | float]:
    a, b = args[0], args[1]
    if a is POISON or b is POISON:
        raise RuntimeFault(f"'{op.name}' reads a poison value", op)
    return a, b


# The casts and unsigned/float ops `frontends/llvm.py` emits (LLVM's sext/zext/trunc,
# int<->float, fpext/fptrunc, bitcast, udiv/urem/lshr, umin/umax, minnum/maxnum, fneg) run
# with LLVM's meaning on the interpreter's values (signed Python ints of the type's width,
# Python floats); xDSL 0.74 runs none of them.  (Added for the LLVM importer.)


def _width(t: object) -> int:
    from xdsl.dialects.builtin import IntegerType

    return t.width.data if isinstance(t, IntegerType) else 64


def _one(op: Operation, args: PythonValues) -> Any:
    if args[0] is POISON:
        raise RuntimeFault(f"'{op.name}' reads a poison value", op)
    return args[0]


@register_impls
class ArithExtraFunctions(InterpreterFunctions):
    """`arith.minsi`, `arith.maxsi`, `arith.divf`, and the ops of the LLVM importer:
    casts, unsigned integer ops, `minnumf`/`maxnumf`, `negf`."""

    @impl(arith.MinSIOp)
    def run_minsi(
        self, interpreter: Interpreter, op: arith.MinSIOp, args: PythonValues
    ) -> PythonValues:
        return (min(_operands(op, args)),)

    @impl(arith.MaxSIOp)
    def run_maxsi(
        self, interpreter: Interpreter, op: arith.MaxSIOp, args: PythonValues
    ) -> PythonValues:
        return (max(_operands(op, args)),)

    @impl(arith.DivfOp)
    def run_divf(
        self, interpreter: Interpreter, op: arith.DivfOp, args: PythonValues
    ) -> PythonValues:
        a, b = _operands(op, args)
        if b == 0:
            raise RuntimeFault(f"'{op.name}' division by zero", op)
        return (a / b,)

    @impl(arith.TruncIOp)
    def run_trunci(self, interpreter: Interpreter, op: arith.TruncIOp, args: PythonValues) -> PythonValues:
        return (to_signed(to_unsigned(_one(op, args), _width(op.input.type)), _width(op.result.type)),)

    @impl(arith.ExtSIOp)
    def run_extsi(self, interpreter: Interpreter, op: arith.ExtSIOp, args: PythonValues) -> PythonValues:
        return (to_signed(int(_one(op, args)), _width(op.input.type)),)

    @impl(arith.ExtUIOp)
    def run_extui(self, interpreter: Interpreter, op: arith.ExtUIOp, args: PythonValues) -> PythonValues:
        return (to_signed(to_unsigned(int(_one(op, args)), _width(op.input.type)), _width(op.result.type)),)

    @impl(arith.SIToFPOp)
    def run_sitofp(self, interpreter: Interpreter, op: arith.SIToFPOp, args: PythonValues) -> PythonValues:
        return (float(to_signed(int(_one(op, args)), _width(op.input.type))),)

    @impl(arith.UIToFPOp)
    def run_uitofp(self, interpreter: Interpreter, op: arith.UIToFPOp, args: PythonValues) -> PythonValues:
        return (float(to_unsigned(int(_one(op, args)), _width(op.input.type))),)

    @impl(arith.FPToSIOp)
    def run_fptosi(self, interpreter: Interpreter, op: arith.FPToSIOp, args: PythonValues) -> PythonValues:
        x = _one(op, args)
        if x != x or x in (float("inf"), float("-inf")):
            raise RuntimeFault(f"'{op.name}' of {x}: not an integer", op)
        return (to_signed(int(x), _width(op.result.type)),)

    @impl(arith.FPToUIOp)
    def run_fptoui(self, interpreter: Interpreter, op: arith.FPToUIOp, args: PythonValues) -> PythonValues:
        x = _one(op, args)
        if x != x or x in (float("inf"), float("-inf")):
            raise RuntimeFault(f"'{op.name}' of {x}: not an integer", op)
        return (to_signed(int(x), _width(op.result.type)),)

    @impl(arith.ExtFOp)
    def run_extf(self, interpreter: Interpreter, op: arith.ExtFOp, args: PythonValues) -> PythonValues:
        return (float(_one(op, args)),)

    @impl(arith.TruncFOp)
    def run_truncf(self, interpreter: Interpreter, op: arith.TruncFOp, args: PythonValues) -> PythonValues:
        return (float(_one(op, args)),)

    @impl(arith.BitcastOp)
    def run_bitcast(self, interpreter: Interpreter, op: arith.BitcastOp, args: PythonValues) -> PythonValues:
        import struct

        from xdsl.dialects.builtin import Float32Type, Float64Type

        x = _one(op, args)
        src, dst = op.input.type, op.result.type
        fmt = {32: ("<f", "<i"), 64: ("<d", "<q")}
        if isinstance(src, (Float32Type, Float64Type)) and not isinstance(dst, (Float32Type, Float64Type)):
            f, i = fmt[src.bitwidth]
            return (struct.unpack(i, struct.pack(f, x))[0],)
        if isinstance(dst, (Float32Type, Float64Type)) and not isinstance(src, (Float32Type, Float64Type)):
            f, i = fmt[dst.bitwidth]
            return (struct.unpack(f, struct.pack(i, to_signed(int(x), dst.bitwidth)))[0],)
        return (x,)

    @impl(arith.DivUIOp)
    def run_divui(self, interpreter: Interpreter, op: arith.DivUIOp, args: PythonValues) -> PythonValues:
        a, b = _operands(op, args)
        w = _width(op.result.type)
        if to_unsigned(int(b), w) == 0:
            raise RuntimeFault(f"'{op.name}' division by zero", op)
        return (to_signed(to_unsigned(int(a), w) // to_unsigned(int(b), w), w),)

    @impl(arith.RemUIOp)
    def run_remui(self, interpreter: Interpreter, op: arith.RemUIOp, args: PythonValues) -> PythonValues:
        a, b = _operands(op, args)
        w = _width(op.result.type)
        if to_unsigned(int(b), w) == 0:
            raise RuntimeFault(f"'{op.name}' division by zero", op)
        return (to_signed(to_unsigned(int(a), w) % to_unsigned(int(b), w), w),)

    @impl(arith.ShRUIOp)
    def run_shrui(self, interpreter: Interpreter, op: arith.ShRUIOp, args: PythonValues) -> PythonValues:
        a, b = _operands(op, args)
        w = _width(op.result.type)
        return (to_signed(to_unsigned(int(a), w) >> int(b), w),)

    @impl(arith.MinUIOp)
    def run_minui(self, interpreter: Interpreter, op: arith.MinUIOp, args: PythonValues) -> PythonValues:
        a, b = _operands(op, args)
        w = _width(op.result.type)
        return (a if to_unsigned(int(a), w) <= to_unsigned(int(b), w) else b,)

    @impl(arith.MaxUIOp)
    def run_maxui(self, interpreter: Interpreter, op: arith.MaxUIOp, args: PythonValues) -> PythonValues:
        a, b = _operands(op, args)
        w = _width(op.result.type)
        return (a if to_unsigned(int(a), w) >= to_unsigned(int(b), w) else b,)

    @impl(arith.MinnumfOp)
    def run_minnumf(self, interpreter: Interpreter, op: arith.MinnumfOp, args: PythonValues) -> PythonValues:
        a, b = _operands(op, args)
        return (b if a != a else a if b != b else min(a, b),)

    @impl(arith.MaxnumfOp)
    def run_maxnumf(self, interpreter: Interpreter, op: arith.MaxnumfOp, args: PythonValues) -> PythonValues:
        a, b = _operands(op, args)
        return (b if a != a else a if b != b else max(a, b),)

    @impl(arith.NegfOp)
    def run_negf(self, interpreter: Interpreter, op: arith.NegfOp, args: PythonValues) -> PythonValues:
        return (-_one(op, args),)
