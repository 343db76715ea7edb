"""`carry_as_vectors`: the loop-carried scalars the cost model chooses become vectors.

The carried value becomes a vector (its initial value broadcast once, before the loop),
the slice becomes the vector ops of the same lanes (every lane holds the same value),
under the loop's live lanes or the narrower mask `narrower_mask.py` finds, the
broadcasts read the vector forms, and the scalar slice disappears.  Results are the
same lane for lane: a lane reads the value every lane holds.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import VectorType, i1
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from simdopt.dialects import lockstep as ls
from simdopt.dialects import simd
from simdopt.passes.placement.carried import (
    VECTOR_FORM,
    Carried,
    defined_outside,
    is_constant,
    is_true,
    vector_carried,
)
from simdopt.passes.placement.narrower_mask import narrower_mask


def _vector_type(t: Attribute, width: int) -> VectorType:
    return VectorType(t, [width])


def _vector_op(op: Operation, operands: Sequence[SSAValue], mask: SSAValue | None = None) -> Operation:
    if isinstance(op, arith.XOrIOp) and op.results[0].type == i1:
        other = operands[1] if is_true(op.operands[0]) else operands[0]
        return simd.PNotOp(other)
    if isinstance(op, arith.AndIOp | arith.OrIOp) and op.results[0].type == i1:
        return (simd.PAndOp if isinstance(op, arith.AndIOp) else simd.POrOp)(operands[0], operands[1])
    if isinstance(op, arith.CmpiOp):
        return simd.VCmpOp(arith.CMPI_COMPARISON_OPERATIONS[op.predicate.value.data], operands[0], operands[1], mask)
    if isinstance(op, arith.CmpfOp):
        return simd.VCmpOp(arith.CMPF_COMPARISON_OPERATIONS[op.predicate.value.data], operands[0], operands[1], mask)
    return VECTOR_FORM[type(op)](operands[0], operands[1], mask)


def _retype_arg(block: Block, index: int, t: Attribute) -> BlockArgument:
    old = block.args[index]
    new = block.insert_arg(t, index)
    new.name_hint = old.name_hint
    old.replace_all_uses_with(new)
    block.erase_arg(old)
    return new


def _rewrite(c: Carried) -> scf.WhileOp:
    """Carry `c` as a vector (see the module docstring and `carried.py`'s); the new loop."""
    loop, w = c.loop, c.width
    before, after = loop.before_region.block, loop.after_region.block
    invariants: dict[SSAValue, SSAValue] = {}

    def splat(v: SSAValue) -> SSAValue:
        if v not in invariants:
            if is_constant(v) and not defined_outside(v, loop):
                const = v.owner.clone()  # pyright: ignore[reportAttributeAccessIssue]
                Rewriter.insert_op(const, InsertPoint.before(loop))
                v_out = const.results[0]
            else:
                v_out = v
            b = simd.S2VBOp(v_out, _vector_type(v.type, w))
            Rewriter.insert_op(b, InsertPoint.before(loop))
            invariants[v] = b.result
        return invariants[v]

    narrow = narrower_mask(c)
    init = splat(loop.arguments[c.index])
    arg = _retype_arg(before, c.index, _vector_type(before.args[c.index].type, w))
    vec: dict[SSAValue, SSAValue] = {arg: arg}
    # Under the loop's mask, the vector slice (which reads only the carried value and
    # invariants) opens the block, beside the block's first ops under the same mask: in
    # exec style one exec group, where at the scalar slice's place (after the exit test,
    # under a narrower mask) it would reopen one each iteration.  Under a narrower mask
    # that every reader stays within, it follows the last op under that mask instead
    # (the same exec group; fewer lanes pay energy).
    mask = c.mask
    at = InsertPoint.at_start(before)
    if narrow is not None:
        mask, after_op = narrow
        at = InsertPoint.after(after_op)
    for op in c.slice:
        operands = [vec.get(o) or splat(o) for o in op.operands]
        new = _vector_op(op, operands, mask)
        Rewriter.insert_op(new, at if c.mask is not None else InsertPoint.before(op))
        if c.mask is not None:
            at = InsertPoint.after(new)
        vec[op.results[0]] = new.results[0]
    for b in c.broadcasts:
        b.result.replace_all_uses_with(vec[b.value])
        Rewriter.erase_op(b)
    cond = before.last_op
    assert isinstance(cond, scf.ConditionOp)
    cond.operands = [cond.operands[0], *(vec.get(o, o) for o in cond.operands[1:])]
    for j in c.forwards:
        _retype_arg(after, j, cond.operands[j + 1].type)
    for op in reversed(c.slice):
        if not any(r.uses for r in op.results):
            Rewriter.erase_op(op)
    arguments = list(loop.arguments)
    arguments[c.index] = init
    after_region = loop.detach_region(loop.after_region)
    before_region = loop.detach_region(loop.before_region)
    new_loop = scf.WhileOp(arguments, [v.type for v in cond.operands[1:]], before_region, after_region)
    Rewriter.replace_op(loop, new_loop)
    return new_loop


def carry_as_vectors(root: Operation, target: ls.TargetDesc | None = None, scalar_operands: bool = False) -> int:
    """Rewrite every loop-carried scalar of the `scf.while` ops in `root` that is
    cheaper as a vector on `target` (defaults: `TargetDesc()`; vector ops reading
    scalar operands when `scalar_operands`); how many moved."""
    target = target or ls.TargetDesc()
    moved = 0
    for loop in [op for op in root.walk() if isinstance(op, scf.WhileOp)]:
        while True:
            chosen = vector_carried(loop, target, scalar_operands)
            if not chosen:
                break
            loop = _rewrite(chosen[0])
            moved += 1
    return moved
