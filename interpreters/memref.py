"""xDSL interpreter functions for the `memref` ops xDSL 0.74 cannot run: `memref.atomic_rmw`.

    %old = "memref.atomic_rmw"(%v, %m, %i) <{kind = 1 : i64}> : (i32, memref<?xi32>, index) -> i32

reads `%m[%i]`, stores `old <kind> %v` there and returns the old value, as one
indivisible step.  `kind` is MLIR's `arith::AtomicRMWKind` (what `mlir-opt-22` prints in
the generic form; xDSL stores the bare integer):

    0 addf  1 addi  2 andi  3 assign  4 maximumf  5 maxnumf  6 maxs  7 maxu
    8 minimumf  9 minnumf  10 mins  11 minu  12 mulf  13 muli  14 ori  15 xori

Integers wrap to the element type's width (signed reading, like `arith`); `maxu`/`minu`
compare the unsigned readings.  In the SPMD executor every thread's atomic is a memory
synchronization point, so the atomics of one converged instance happen in lane order
(what a vectorized program does lane by lane).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, cast

from xdsl.dialects import memref
from xdsl.dialects.builtin import IntegerType
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    impl,
    register_impls,
)
from xdsl.interpreters.shaped_array import ShapedArray

from simdopt.interpreters.errors import RuntimeFault

KIND_NAMES = (
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf",
    "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori",
)  # fmt: skip


def _maximumf(a: float, b: float) -> float:
    return math.nan if a != a or b != b else max(a, b)


def _minimumf(a: float, b: float) -> float:
    return math.nan if a != a or b != b else min(a, b)


def _maxnumf(a: float, b: float) -> float:
    return b if a != a else a if b != b else max(a, b)


def _minnumf(a: float, b: float) -> float:
    return b if a != a else a if b != b else min(a, b)


def _combine(kind: str, old: Any, v: Any, bits: int) -> Any:
    mask = (1 << bits) - 1
    table: dict[str, Callable[[Any, Any], Any]] = {
        "addf": lambda a, b: a + b,
        "mulf": lambda a, b: a * b,
        "maximumf": _maximumf,
        "minimumf": _minimumf,
        "maxnumf": _maxnumf,
        "minnumf": _minnumf,
        "addi": lambda a, b: a + b,
        "muli": lambda a, b: a * b,
        "andi": lambda a, b: a & b,
        "ori": lambda a, b: a | b,
        "xori": lambda a, b: a ^ b,
        "maxs": max,
        "mins": min,
        "maxu": lambda a, b: a if (a & mask) >= (b & mask) else b,
        "minu": lambda a, b: a if (a & mask) <= (b & mask) else b,
        "assign": lambda a, b: b,
    }
    r = table[kind](old, v)
    if kind.endswith("f"):
        return float(r)
    half = 1 << (bits - 1)
    return (int(r) + half) % (half << 1) - half


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
        bits = t.width.data if isinstance(t, IntegerType) else 64
        array = cast(ShapedArray[Any], mem)
        idx = tuple(indices)
        old = array.load(idx)
        array.store(idx, _combine(kind, old, value, bits))
        return (old,)
