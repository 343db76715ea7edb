"""Which vector ops read a broadcast scalar as an operand, on a machine that can.

AMD's VALU reads one SGPR per instruction (`v_add_u32 v0, s1, v2`; `v_subrev` and
`v_lshlrev` for a scalar on the left of a subtract or shift; `v_cndmask_b32`'s src0;
`v_cmp_*` against an SGPR) and Nyuzi has vector-scalar forms: a uniform value such an op
reads needs no broadcast at all.  `convert-simd-to-lockstep{scalar-operands=true}`
lowers these ops to `valus`/`vcmps`/`vsels` (and a gather or scatter whose addresses are
such an add of a scalar base to `vgathers`/`vscatters`); `divergence-scalarize
{scalar-operands=true}` weighs a broadcast by the same rules (a broadcast every user reads
as its scalar operand costs nothing).  One rule set for both, here, so the placement's
cost model and the machine code cannot disagree.

One scalar operand per op (GCN's one SGPR per VALU): when both operands are broadcasts,
the other one stays a `vbcast`.
"""

from __future__ import annotations

from xdsl.dialects import builtin
from xdsl.ir import Operation, SSAValue
from xdsl.traits import Commutative

from simdopt.dialects import lockstep as ls
from simdopt.dialects import simd

_SWAPPED = {"slt": "sgt", "sle": "sge", "ult": "ugt", "ule": "uge", "olt": "ogt", "ole": "oge"}
_SWAPPED |= {v: k for k, v in _SWAPPED.items()}


def broadcast_scalar(v: SSAValue) -> SSAValue | None:
    """The scalar register an unmasked broadcast `v` copies into every lane (a `simd.s2vb`
    or its `vbcast`), not a mask's."""
    owner = v.owner
    if isinstance(owner, simd.S2VBOp | ls.VBcastOp) and owner.mask is None and owner.value.type != builtin.i1:
        return owner.value
    return None


def scalar_binary(op: simd.VBinaryOp) -> tuple[SSAValue, SSAValue, bool] | None:
    """`valus`'s (vector operand, scalar, reversed) for an ALU op with a broadcast
    operand: the right one, or the left one of a commutative op, or the left one of a
    subtract or shift reversed (`rev`, AMD's `v_subrev`: s - v)."""
    if (s := broadcast_scalar(op.rhs)) is not None:
        return op.lhs, s, False
    if (s := broadcast_scalar(op.lhs)) is not None:
        if op.has_trait(Commutative):
            return op.rhs, s, False
        if op.FACTS.kind in ls.REVERSED_KINDS:
            return op.rhs, s, True
    return None


def scalar_compare(op: simd.VCmpOp) -> tuple[str, SSAValue, SSAValue] | None:
    """`vcmps`'s (predicate, vector, scalar) for a compare with a broadcast operand: the
    right one, or the left one with the predicate swapped (`x < v` is `v > x`)."""
    pred = op.predicate.data
    if (s := broadcast_scalar(op.rhs)) is not None:
        return pred, op.lhs, s
    if (s := broadcast_scalar(op.lhs)) is not None:
        return _SWAPPED.get(pred, pred), op.rhs, s
    return None


def scalar_select(op: simd.VPhiOp) -> tuple[SSAValue, SSAValue, SSAValue, bool] | None:
    """`vsels`'s (predicate, vector, scalar, reversed) for a select with one broadcast
    side: the false one (AMD's SGPR src0), else the true one (`rev`)."""
    if (s := broadcast_scalar(op.false_value)) is not None and broadcast_scalar(op.true_value) is None:
        return op.pred, op.true_value, s, False
    if (s := broadcast_scalar(op.true_value)) is not None and broadcast_scalar(op.false_value) is None:
        return op.pred, op.false_value, s, True
    return None


def reads_as_scalar(user: Operation, bcast: SSAValue) -> bool:
    """Whether `user`, lowered with scalar operands, reads the scalar that the broadcast
    `bcast` copies instead of `bcast` itself (every operand slot it fills)."""
    if broadcast_scalar(bcast) is None:
        return False
    vector: SSAValue | None = None
    match user:
        case simd.VBinaryOp() if (form := scalar_binary(user)) is not None:
            vector = form[0]
        case simd.VCmpOp() if (form := scalar_compare(user)) is not None:
            vector = form[1]
        case simd.VPhiOp() if (form := scalar_select(user)) is not None:
            vector = form[1]
        case _:
            return False
    if vector is bcast:
        return False  # it fills the vector slot too (x * x)
    return any(o is bcast for o in user.operands)
