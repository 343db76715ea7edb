"""`ub.unreachable` exits, made returns before the vectorizer structures the function.

A lane that reaches `unreachable` has undefined behaviour (`opt -O1` turns a body with
UB into one), so any result is a correct one for it: the kernel's `unreachable` becomes
a return of `ub.poison` values, which `lift-cf-to-scf` then merges with the real
returns like any other exit.  Runs without undefined behaviour compute exactly what
they did; the unvectorized kernel still reports "reached unreachable" at run time.

    ^bad:  ub.unreachable   ->   ^bad:  %p = ub.poison : i32  func.return %p : i32
"""

from __future__ import annotations

from xdsl.dialects import func, ub
from xdsl.ir import Operation
from xdsl.rewriter import Rewriter

from simdopt.dialects import gpu


def unreachable_to_return(fn: Operation) -> None:
    """Replace every `ub.unreachable` directly in `fn`'s body by a return of poison."""
    if not isinstance(fn, func.FuncOp | gpu.FuncOp):
        return
    result_types = fn.function_type.outputs.data
    for block in fn.body.blocks:
        term = block.last_op
        if not isinstance(term, ub.UnreachableOp):
            continue
        poisons = [ub.PoisonOp(t) for t in result_types]
        values = [p.result for p in poisons]
        ret: Operation = func.ReturnOp(*values) if isinstance(fn, func.FuncOp) else gpu.ReturnOp(values)
        Rewriter.replace_op(term, [*poisons, ret])
