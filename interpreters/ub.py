"""xDSL interpreter functions for `ub.poison`: a value whose every lane is POISON.

`insert-uniformity-checks` yields `ub.poison` from the skipped arm of a branch-if-none,
so `simd-run` must run it: a vector becomes a tuple of POISON lanes, a scalar POISON.
"""

from __future__ import annotations

from xdsl.dialects import ub
from xdsl.dialects.builtin import VectorType
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    impl,
    register_impls,
)

from simdopt.interpreters.values import POISON


@register_impls
class UbFunctions(InterpreterFunctions):
    """Execution of `ub.poison` with the simd interpreter's lane values."""

    @impl(ub.PoisonOp)
    def run_poison(
        self, interpreter: Interpreter, op: ub.PoisonOp, args: PythonValues
    ) -> PythonValues:
        t = op.result.type
        if isinstance(t, VectorType):
            return (tuple(POISON for _ in range(t.get_shape()[0])),)
        return (POISON,)
