"""Small IR builders and keys that several passes share.

* `zero(type)`: `arith.constant 0` of a scalar type - what a path that carries no
  value passes (never read there);
* `if_lanes_active(...)`: `scf.if` running ops only when some lane of a mask is active;
* `MaskKey`/`mask_key(op)`: the lanes a masked `simd` op runs on (mask value, negated).
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import arith, builtin, scf, ub
from xdsl.dialects.builtin import (
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    VectorType,
)
from xdsl.ir import Attribute, Operation, SSAValue

from simdopt.dialects import simd
from simdopt.ir.diagnostics import fail_at


def zero(t: Attribute, anchor: Operation | None = None, pass_name: str = "fix-irreducible") -> arith.ConstantOp:
    """`arith.constant 0` of a scalar type (integer, index, f32, f64).  Another type is
    an error at `anchor` ("`pass_name`: a value of type T must cross a join"); without
    an anchor, a bug of the caller."""
    if isinstance(t, IntegerType | IndexType):
        return arith.ConstantOp(IntegerAttr(0, t))
    if isinstance(t, builtin.Float32Type | builtin.Float64Type):
        return arith.ConstantOp(FloatAttr(0.0, t))
    if anchor is None:
        raise AssertionError(f"zero: {t} is not a scalar type")
    fail_at(anchor, f"{pass_name}: a value of type {t} must cross a join; only scalars can")


def if_lanes_active(
    cond: SSAValue, run: Sequence[Operation], results: Sequence[SSAValue], swap: bool = False
) -> scf.IfOp:
    """`scf.if %cond` (some lane is active: `simd.any`, or `simd.all` of the complement
    with `swap`, which runs `run` in the else arm) running `run` (ops in no block) and
    yielding `results`; the skipped arm yields what no active lane reads: poison for a
    vector, zero for a scalar."""
    fill = [ub.PoisonOp(v.type) if isinstance(v.type, VectorType) else zero(v.type) for v in results]
    skip = [*fill, scf.YieldOp(*(f.results[0] for f in fill))]
    arms = [[*run, scf.YieldOp(*results)], skip if results or swap else None]
    if swap:
        arms.reverse()
    return scf.IfOp(cond, [v.type for v in results], arms[0], arms[1])


MaskKey = tuple[SSAValue, bool]
"""(mask value, negated): the lanes a masked simd op runs on."""


def mask_key(op: Operation) -> MaskKey | None:
    if isinstance(op, simd.MaskedOp) and op.mask_operand is not None:
        return op.mask_operand, op.is_negated
    return None
