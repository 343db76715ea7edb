"""What a value is known to be, read off its defining op: the one place that answers
"the integer/float constant of this value" for analyses, passes and canonicalization
(in the dialects' floor: they read the ops of `simd` and `arith` and nothing above).

* `constant_int(v)`: the integer of an `arith.constant` scalar (what analyses fold);
* `scalar_constant(v)`: the number of any `ConstantLike` op's scalar `value`
  (xDSL's constant trait: what canonicalization folds);
* `is_arith_constant(v)`: `v` is an `arith.constant` of any type;
* `broadcast_source`, `splat_constant`, `uniform_constant`: the scalar behind a
  vector - a `simd.s2vb` broadcast, a dense splat, `simd.s2v` of one constant;
* `is_nonzero_constant`, `known_nonzero`: a divisor that cannot trap.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import arith
from xdsl.dialects.builtin import DenseIntOrFPElementsAttr, IntegerAttr
from xdsl.ir import OpResult, SSAValue
from xdsl.traits import ConstantLike

from simdopt.dialects import simd

# The two readings the trap traits need live with them (vector_unit/traps.py).
from simdopt.dialects.vector_unit.traps import is_nonzero_constant, scalar_constant

__all__ = [
    "broadcast_source", "constant_int", "is_arith_constant", "is_iota", "is_nonzero_constant",
    "known_nonzero", "scalar_constant", "splat_constant", "uniform_constant",
]  # fmt: skip


def constant_int(v: SSAValue | None) -> int | None:
    """The integer of an `arith.constant` scalar, else None."""
    if isinstance(v, OpResult) and isinstance(v.op, arith.ConstantOp):
        value = v.op.value
        if isinstance(value, IntegerAttr):
            return value.value.data
    return None


def is_iota(values: Sequence[SSAValue]) -> bool:
    """`values` are the integer constants 0, 1, ..., n-1 in order (the lane numbers a
    pack of scalars builds: `simd.s2v`'s or `lockstep.vpack`'s operands)."""
    return all(constant_int(v) == i for i, v in enumerate(values))


def is_arith_constant(v: SSAValue) -> bool:
    """`v` is the result of an `arith.constant` (scalar, vector or dense)."""
    return isinstance(v, OpResult) and isinstance(v.op, arith.ConstantOp)


def broadcast_source(v: SSAValue) -> SSAValue | None:
    """`%x` when `v` is an unmasked `simd.s2vb %x`."""
    if isinstance(v, OpResult) and isinstance(v.op, simd.S2VBOp) and v.op.mask is None:
        return v.op.value
    return None


def splat_constant(v: SSAValue) -> int | float | None:
    """The number in every lane of `v`: a broadcast constant or a dense splat."""
    c = scalar_constant(broadcast_source(v))
    if c is not None:
        return c
    if isinstance(v, OpResult) and v.op.has_trait(ConstantLike):
        value = v.op.properties.get("value", v.op.attributes.get("value"))
        if isinstance(value, DenseIntOrFPElementsAttr):
            values = {x for x in value.get_values() if isinstance(x, int | float)}
            if len(values) == 1 and len(value.get_values()) > 0:
                return values.pop()
    return None


def uniform_constant(v: SSAValue) -> int | None:
    """The integer every lane of `v` holds, when `v` broadcasts one `arith.constant`
    (`simd.s2vb`, or `simd.s2v` of equal constants, unmasked)."""
    if not isinstance(v, OpResult):
        return None
    op = v.op
    if isinstance(op, simd.S2VBOp) and op.mask_operand is None:
        return constant_int(op.value)
    if isinstance(op, simd.S2VOp) and op.mask_operand is None:
        values = {constant_int(x) for x in op.elements}
        if len(values) == 1:
            return values.pop()
    return None


def known_nonzero(v: SSAValue, depth: int = 4) -> bool:
    """`v` (scalar, or every lane of a vector) is never zero: a nonzero constant, an
    `or` with something nonzero (`x | 1`), or a broadcast of such a value."""
    if is_nonzero_constant(v) or splat_constant(v) not in (None, 0):
        return True
    if depth == 0 or not isinstance(v, OpResult):
        return False
    op = v.op
    if isinstance(op, arith.OrIOp | simd.VOrOp):
        return known_nonzero(op.lhs, depth - 1) or known_nonzero(op.rhs, depth - 1)
    if isinstance(op, simd.S2VBOp):
        return known_nonzero(op.value, depth - 1)
    if isinstance(op, simd.S2VOp):
        return all(known_nonzero(e, depth - 1) for e in op.elements)
    return False
