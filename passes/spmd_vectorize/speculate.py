"""Speculated arms of a linearized `scf.if` (mode=uniform): an arm of a few pure,
non-faulting `arith` ops runs under the enclosing mask instead of its own.

A linearized arm normally runs under `pand(mask, c)` (or `pand(mask, pnot c)`): one or
two mask ops to build it and, on an exec machine, an exec save / and / restore around
the arm.  The arm's values reach the rest of the program only through the merge
`vphi c, then, else` (under the enclosing mask), which reads each lane from the arm
that lane took; what an arm computes in the other lanes is never read.  So an arm whose
ops cannot fault and touch no memory nor other lanes can run in every lane of the
enclosing mask: the same vector ops, no arm mask, no exec switch.  Its cost is energy:
the lanes of the other arm compute too; `MAX_OPS` keeps the arms short, where the mask
and exec instructions saved outweigh them (collatz' `v & 1 ? 3v + 1 : v >> 1`).  An
arm that yields only masks (a short-circuit `a && b`) stays under its own mask: its
merge is mask algebra anyway, and the exec lowering narrows exec from the arm's mask
with one `exec_and` where, speculated, it rebuilds the whole mask.
"""

from __future__ import annotations

from xdsl.dialects import arith, ub
from xdsl.dialects.builtin import i1
from xdsl.ir import Block

from simdopt.passes.spmd_vectorize.plan import Plan, traps

MAX_OPS = 2
"""The most vector ops a speculated arm may hold: an arm mask saves a mask op (about
`e_issue` + 3 `e_reg_mask`) and on an exec machine an exec write, while each speculated
op computes at least one lane of the other arm (`e_lane`) when the branch diverges;
rgb_to_grey's 3-op saturating add cost more energy than it saved in both styles."""


def speculated(block: Block, plan: Plan) -> bool:
    """Whether the arm `block` may run under the enclosing mask: every op an `arith`
    op that cannot fault (or a `ub.poison`), at most `MAX_OPS` of them vectors, and
    some value it yields not a mask (an i1: below)."""
    yielded = block.last_op
    if yielded is not None and all(v.type == i1 for v in yielded.operands if v in plan.vec):
        # a short-circuit condition (`a && b`): its merge is mask algebra, `pand(pnot c, b)`,
        # whose result masks the ops after it; under its own mask the arm leaves exec at
        # `outer & pnot c`, which that mask narrows with one `exec_and b`.  Speculated,
        # the lowering rebuilds `outer & pnot c & b` and sets exec from it (a cycle more
        # per run: gaussian_elim), and the compare pays the other arm's lanes.
        return False
    vector_ops = 0
    for op in block.ops:
        if op is block.last_op:
            break
        if isinstance(op, ub.PoisonOp):
            continue
        if op.dialect_name() != arith.Arith.name or op.regions or traps(op):
            return False
        vector_ops += any(r in plan.vec for r in op.results)
    return vector_ops <= MAX_OPS
