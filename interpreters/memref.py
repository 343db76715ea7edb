"""xDSL interpreter functions for the `memref` ops xDSL 0.74 cannot run: `memref.atomic_rmw`
(and the thread's compare-and-swap `simd.cmpxchg`, `scalar_cmpxchg`) and `memref.alloca`.

`memref.alloca` (an LLVM `alloca`: a private array such as OpenCL's `int buf[64]`)
returns a fresh zeroed array of its static shape each time it runs: the SPMD executor
runs it once per thread, so every thread has its own copy (private memory).

    %old = "memref.atomic_rmw"(%v, %m, %i) <{kind = 1 : i64}> : (i32, memref<?xi32>, index) -> i32

reads `%m[%i]`, stores `old <kind> %v` there and returns the old value, as one
indivisible step.  `kind` is MLIR's `arith::AtomicRMWKind` (what `mlir-opt-22` prints in
the generic form; xDSL stores the bare integer), `vector_unit.ATOMIC_KINDS`:

    0 addf  1 addi  2 andi  3 assign  4 maximumf  5 maxnumf  6 maxs  7 maxu
    8 minimumf  9 minnumf  10 mins  11 minu  12 mulf  13 muli  14 ori  15 xori

The lane semantics (`vector_unit.atomic_lane`) is `simd.vatomic`'s.  Integers wrap to
the element type's width (signed reading, like `arith`); `maxu`/`minu` compare the
unsigned readings; float results are rounded to single precision (one lane semantics
with `arith` and the vector ops).  In the SPMD executor every thread's atomic is a memory
synchronization point, so the atomics of one converged instance happen in lane order
(what a vectorized program does lane by lane).
"""

from __future__ import annotations

import math
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
from xdsl.interpreters.builtin import xtype_for_el_type
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.interpreters.utils.ptr import TypedPtr
from xdsl.ir import Operation

from simdopt.dialects.vector_unit import (
    ATOMIC_KINDS,
    atomic_applies,
    atomic_lane,
    cmpxchg_lane,
    float_width,
)
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.values import POISON

KIND_NAMES = ATOMIC_KINDS


@register_impls
class MemRefExtraFunctions(InterpreterFunctions):
    """`memref.atomic_rmw`, every kind of MLIR's AtomicRMWKind; `memref.alloca`."""

    @impl(memref.AllocaOp)
    def run_alloca(
        self, interpreter: Interpreter, op: memref.AllocaOp, args: PythonValues
    ) -> PythonValues:
        t = op.memref.type
        shape = list(t.get_shape())
        if args or any(d < 0 for d in shape):
            raise RuntimeFault(f"'{op.name}' of a dynamic size is not supported: give {t} a static shape", op)
        xtype = xtype_for_el_type(t.get_element_type(), 64)
        return (ShapedArray(TypedPtr[Any].zeros(math.prod(shape), xtype=xtype), shape),)

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
        if not atomic_applies(kind, t):
            raise RuntimeFault(f"'{op.name}' kind {kind} does not apply to {t}", op)
        array = cast(ShapedArray[Any], mem)
        idx = tuple(indices)
        old = array.load(idx)
        bits = t.width.data if isinstance(t, IntegerType) else float_width(t) or 64
        array.store(idx, atomic_lane(kind, bits)(old, value))
        return (old,)


def scalar_cmpxchg(op: Operation, args: PythonValues) -> Any:
    """`simd.cmpxchg`: old = m[i]; m[i] = value when old has the bits of expected;
    old.  One step of the thread (the SPMD executor makes it a memory sync point)."""
    expected, value, mem, *indices = args
    if POISON in (expected, value, *indices):
        raise RuntimeFault(f"'{op.name}' reads a poison value", op)
    t = op.results[0].type
    array = cast(ShapedArray[Any], mem)
    idx = tuple(indices)
    shape = array.shape
    if not all(isinstance(i, int) and 0 <= i < n for i, n in zip(idx, shape, strict=True)):
        raise RuntimeFault(f"'{op.name}' out-of-bounds access at index {list(idx)} (shape {list(shape)})", op)
    old = array.load(idx)
    bits = t.width.data if isinstance(t, IntegerType) else float_width(t) or 64
    array.store(idx, cmpxchg_lane(bits, not isinstance(t, IntegerType))(old, expected, value))
    return old

