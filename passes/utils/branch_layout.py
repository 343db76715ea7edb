"""Branch layout for uniform `scf.if`s with an empty then arm (`divergence-scalarize`'s
placement).

The lockstep machine charges an `scf.if` a taken branch when its condition is false
(the then arm falls through, `interpreters/lockstep_stats.py`).  A rotated loop's
zero-trip guard, lifted from LLVM IR as `scf.if %done {} else { loop }`, pays that
refill on every run that enters the loop, the common case, and yields through an empty
arm.  Branching on the negated condition lays the loop out on the fall-through path:

    scf.if %c {} else { R }   ->   %n = arith.cmpi <inverse>, ... ; scf.if %n { R }

The negation is the inverse predicate of the compare computing `%c` (one compare
either way, the old one dies when nothing else reads it) or else `arith.xori %c, true`.
"""

from __future__ import annotations

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import IntegerAttr, i1
from xdsl.ir import Operation, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

_INVERSE_CMPI = {0: 1, 1: 0, 2: 5, 5: 2, 3: 4, 4: 3, 6: 9, 9: 6, 7: 8, 8: 7}
"""arith.cmpi predicates (eq ne slt sle sgt sge ult ule ugt uge) -> their negation."""


def _empty_then(op: scf.IfOp) -> bool:
    then = op.true_region.blocks.first
    return (
        not op.results
        and then is not None
        and isinstance(then.first_op, scf.YieldOp)
        and op.false_region.blocks.first is not None
        and any(not isinstance(o, scf.YieldOp) for o in op.false_region.block.ops)
    )


def _negation(cond: SSAValue, cache: dict[SSAValue, SSAValue]) -> SSAValue:
    if cond in cache:
        return cache[cond]
    owner = cond.owner
    if isinstance(owner, arith.CmpiOp):
        new: list[Operation] = [arith.CmpiOp(owner.lhs, owner.rhs, _INVERSE_CMPI[owner.predicate.value.data])]
        Rewriter.insert_op(new, InsertPoint.after(owner))
    else:
        new = [true := arith.ConstantOp(IntegerAttr(1, i1)), arith.XOrIOp(cond, true.result)]
        where = InsertPoint.after(owner) if isinstance(owner, Operation) else InsertPoint.at_start(owner)
        Rewriter.insert_op(new, where)
    cache[cond] = new[-1].results[0]
    return cache[cond]


def fall_through_guards(root: Operation) -> int:
    """Rewrite every result-less `scf.if` under `root` whose then arm is empty into an
    `scf.if` on the negated condition without an else arm; the number rewritten."""
    cache: dict[SSAValue, SSAValue] = {}
    ifs = [op for op in root.walk() if isinstance(op, scf.IfOp) and _empty_then(op)]
    for op in ifs:
        body = Region()
        op.false_region.move_blocks(body)
        new = scf.IfOp(_negation(op.cond, cache), [], body, None, dict(op.attributes))
        Rewriter.replace_op(op, new)
    for cond in cache:  # the original compare, when the guards were its only readers
        if isinstance(cond.owner, arith.CmpiOp) and not cond.uses:
            Rewriter.erase_op(cond.owner)
    return len(ifs)
