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

What an arm saves depends on the machine's mask style (`mask-style`, as
`convert-simd-to-lockstep`'s): with exec masks, the arm mask's ops and the exec switch
around the arm; with per-op masks, only the arm mask's ops (`pand`, and `pnot` for an
else arm; none for a then arm at the top level, whose mask is the condition itself).
The cycles never grow (the arm's ops run either way, masked or not); the energy does
when the other arm's lanes cost more than the instructions saved.  So with per-op masks
an arm is speculated only when, on the default target (`TargetDesc`), its mask ops'
energy (`e_issue` and the mask registers they read and write) covers its ops' lanes of
the other arm (`e_lane` per 32-bit lane slot: two for an i64 lane), at `OTHER_LANES`
of them per op.
"""

from __future__ import annotations

from typing import Literal

from xdsl.dialects import arith, ub
from xdsl.dialects.builtin import i1
from xdsl.ir import Block, Operation

from simdopt.dialects.lockstep_target import TargetDesc
from simdopt.dialects.vector_unit.vector_types import lane_bits
from simdopt.passes.spmd_vectorize.plan import Plan, traps

MaskStyle = Literal["exec", "per-op"]

MAX_OPS = 2
"""The most vector ops a speculated arm may hold: an arm mask saves a mask op (about
`e_issue` + 3 `e_reg_mask`) and on an exec machine an exec write, while each speculated
op computes at least one lane of the other arm (`e_lane`) when the branch diverges;
rgb_to_grey's 3-op saturating add cost more energy than it saved in both styles."""


OTHER_LANES = 1 / 8
"""The lanes of the other arm a speculated op computes, per lane of the subgroup, that
the per-op decision assumes: a diverging branch in a loop whose lanes leave one by one
(collatz', the case speculation is for) runs with few lanes active, about a quarter of
W, half of them on the other arm.  On the kernel table, collatz' arms (one and two i64
ops) paid their energy at W = 4 (half a lane per op) and cost 1-2% at W = 8 and 32."""

MASK_OP_REGS = {"pand": 4, "pnot": 3}
"""Mask register accesses of a mask op on the machine: its operands, its result and
the one mask write besides it that the simulator counts (`interpreters/cost.py`)."""


def per_op_pays(block: Block, plan: Plan, width: int, nested: bool, negated: bool) -> bool:
    """With per-op masks: whether the mask ops the arm saves (a `pand` when the arm is
    nested in a mask, a `pnot` for an else arm) cost more energy than its vector ops
    computing the other arm's lanes (`OTHER_LANES` x W per op, `e_lane` per lane slot)."""
    t = TargetDesc()
    saved = [op for op, needed in (("pand", nested), ("pnot", negated)) if needed]
    gain = sum(t.e_issue + MASK_OP_REGS[op] * t.e_reg_mask for op in saved)
    slots = sum(_lane_slots(op) for op in block.ops if any(r in plan.vec for r in op.results))
    return gain > 0 and gain >= slots * t.e_lane * OTHER_LANES * width


def _lane_slots(op: Operation) -> int:
    """32-bit register lane slots per lane of the op's widest result (i64/f64: 2)."""
    return max((2 if lane_bits(r.type) == 64 else 1 for r in op.results), default=1)


def speculated(
    block: Block, plan: Plan, style: MaskStyle = "exec", width: int = 4, nested: bool = True, negated: bool = False
) -> bool:
    """Whether the arm `block` may run under the enclosing mask: every op an `arith`
    op that cannot fault (or a `ub.poison`), at most `MAX_OPS` of them vectors, some
    value it yields not a mask (an i1: below), and with per-op masks (`style`) its
    saved mask ops' energy covering its lanes of the other arm (`per_op_pays`; `nested`:
    the arm runs inside an enclosing mask, `negated`: it is the else arm)."""
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
    if vector_ops > MAX_OPS:
        return False
    return style == "exec" or per_op_pays(block, plan, width, nested, negated)
