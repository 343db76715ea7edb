"""xDSL interpreter functions for `ub.poison`: a value whose every lane is POISON.

`insert-uniformity-checks` yields `ub.poison` from the skipped arm of a branch-if-none,
and the lockstep machine's skipped regions return it, so every interpreter runs it.
"""

from __future__ import annotations

from xdsl.dialects import ub
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    impl,
    register_impls,
)

from simdopt.interpreters.values import poison_of


@register_impls
class UbFunctions(InterpreterFunctions):
    """Execution of `ub.poison` with the interpreters' lane values."""

    @impl(ub.PoisonOp)
    def run_poison(
        self, interpreter: Interpreter, op: ub.PoisonOp, args: PythonValues
    ) -> PythonValues:
        return (poison_of(op.result.type),)
