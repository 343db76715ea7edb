"""Interpreter functions for the `arith` ops xDSL 0.74's `ArithFunctions` lacks.

`divergence-scalarize` swaps `simd.vmin`/`vmax`/`vdiv` on uniform values for
`arith.minsi`/`maxsi`/`divf`; these run them with the same semantics as the vector ops
in `interpreters/simd.py` (i32 results wrap; float division by zero is an error like
`simd.vdiv`'s, not an infinity).
"""

from __future__ import annotations

from xdsl.dialects import arith
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    impl,
    register_impls,
)

from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.values import POISON


def _operands(op: arith.SignlessIntegerBinaryOperation | arith.FloatingPointLikeBinaryOperation, args: PythonValues) -> tuple[int | float, int | float]:
    a, b = args[0], args[1]
    if a is POISON or b is POISON:
        raise RuntimeFault(f"'{op.name}' reads a poison value", op)
    return a, b


@register_impls
class ArithExtraFunctions(InterpreterFunctions):
    """`arith.minsi`, `arith.maxsi`, `arith.divf`."""

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
