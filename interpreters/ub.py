"""xDSL interpreter functions for `ub.poison`: a value whose every lane is POISON; and
`ub.unreachable`: reaching it is a located fault, "reached unreachable".

`insert-uniformity-checks` yields `ub.poison` from the skipped arm of a branch-if-none,
and the lockstep machine's skipped regions return it, so every interpreter runs it.
LLVM's `unreachable` imports as `ub.unreachable`.
"""

from __future__ import annotations

from xdsl.dialects import ub
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    TerminatorValue,
    impl,
    impl_terminator,
    register_impls,
)

from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.values import poison_of


@register_impls
class UbFunctions(InterpreterFunctions):
    """Execution of `ub.poison` with the interpreters' lane values."""

    @impl(ub.PoisonOp)
    def run_poison(
        self, interpreter: Interpreter, op: ub.PoisonOp, args: PythonValues
    ) -> PythonValues:
        return (poison_of(op.result.type),)

    @impl_terminator(ub.UnreachableOp)
    def run_unreachable(
        self, interpreter: Interpreter, op: ub.UnreachableOp, args: PythonValues
    ) -> tuple[TerminatorValue, PythonValues]:
        raise RuntimeFault("reached unreachable", op)
