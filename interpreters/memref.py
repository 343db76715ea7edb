"""xDSL interpreter functions for the `memref` ops xDSL 0.74 cannot run: `memref.atomic_rmw`.

    %old = "memref.atomic_rmw"(%v, %m, %i) <{kind = 1 : i64}> : (i32, memref<?xi32>, index) -> i32

reads `%m[%i]`, stores `old <kind> %v` there and returns the old value, as one
indivisible step.  `kind` is MLIR's `arith::AtomicRMWKind` (what `mlir-opt-22` prints in
the generic form; xDSL stores the bare integer):

    0 addf  1 addi  2 andi  3 assign  4 maximumf  5 maxnumf  6 maxs  7 maxu
    8 minimumf  9 minnumf  10 mins  11 minu  12 mulf  13 muli  14 ori  15 xori

Integers wrap to the element type's width (signed reading, like `arith`); `maxu`/`minu`
compare the unsigned readings; f32 results are rounded to single precision (one lane
semantics with `arith` and the vector ops).  In the SPMD executor every thread's atomic is a memory
synchronization point, so the atomics of one converged instance happen in lane order
(what a vectorized program does lane by lane).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from xdsl.dialects import memref
from xdsl.dialects.builtin import IntegerType, f32
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    impl,
    register_impls,
)
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.ir import Attribute

from simdopt.dialects.vector_unit import FLOAT_LANE, INT_LANE, to_f32
from simdopt.interpreters.arith import maxnumf, minnumf, signed, unsigned
from simdopt.interpreters.errors import RuntimeFault

KIND_NAMES = (
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf",
    "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori",
)  # fmt: skip


_INT_KIND = {"addi": "add", "muli": "mul", "andi": "and", "ori": "or", "xori": "xor", "maxs": "max", "mins": "min"}
_FLOAT: dict[str, Callable[[float, float], float]] = {
    "addf": FLOAT_LANE["add"], "mulf": FLOAT_LANE["mul"], "maximumf": FLOAT_LANE["max"],
    "minimumf": FLOAT_LANE["min"], "maxnumf": maxnumf, "minnumf": minnumf,
}  # fmt: skip


def _combine(kind: str, old: Any, v: Any, t: Attribute) -> Any:
    """`old <kind> v` with the lane semantics of `arith`: integers wrap to the type's
    width, f32 results are rounded to single precision."""
    if kind == "assign":
        return v
    if isinstance(t, IntegerType):
        bits = t.width.data
        if kind in ("maxu", "minu"):
            return (max if kind == "maxu" else min)(old, v, key=lambda x: unsigned(x, bits))
        return signed(INT_LANE[_INT_KIND[kind]](old, v), bits)
    r = _FLOAT[kind](float(old), float(v))
    return to_f32(r) if t == f32 else r


@register_impls
class MemRefExtraFunctions(InterpreterFunctions):
    """`memref.atomic_rmw`, every kind of MLIR's AtomicRMWKind."""

    @impl(memref.AtomicRMWOp)
    def run_atomic_rmw(
        self, interpreter: Interpreter, op: memref.AtomicRMWOp, args: PythonValues
    ) -> PythonValues:
        value, mem, *indices = args
        k = op.kind.value.data
        if not 0 <= k < len(KIND_NAMES):
            raise RuntimeFault(
                f"'{op.name}' unknown kind {k} (0..{len(KIND_NAMES) - 1})", op
            )
        kind = KIND_NAMES[k]
        t = op.result.type
        is_int = isinstance(t, IntegerType)
        if is_int == kind.endswith("f") and kind != "assign":
            raise RuntimeFault(f"'{op.name}' kind {kind} does not apply to {t}", op)
        array = cast(ShapedArray[Any], mem)
        idx = tuple(indices)
        old = array.load(idx)
        array.store(idx, _combine(kind, old, value, t))
        return (old,)
