"""The placement's cost model for the loop-carried scalars of a divergent `scf.while`.

A uniform value computed on the scalar unit is free to keep there only when its users
read scalars.  In a divergent `scf.while` (partial linearization: the loop runs while
any lane is live) the iteration counter is uniform, but its users are vector ops: the
exit-value merge (`vphi %active, s2vb(%i), %acc`: the lanes leaving now keep this
iteration's count) and the uniform exit test folded into the live mask
(`s2vb(cmpi eq, %i + 1, %n)`).  Scalar, each iteration pays the scalar op and a
transfer per broadcast (`vbcast`, `mbcast`); as a vector, one vector op per scalar op
and no transfer - what `spmd-vectorize{mode=naive}` builds, and cheaper.

`vector_carried(loop, target)` finds the loop-carried scalars of an `scf.while` worth
carrying as vectors: the slice of pure arith ops computed in the loop's `before` block
from the carried value and loop invariants, whose every user is a broadcast, an op of
the slice, or the `scf.condition` forwarding a value (to the next iteration's carried
value, or to a block argument and a loop result nobody reads).  Its cost per iteration
is `len(slice) * cycles_scalar + broadcasts * transfer cycles` as scalars and
`len(slice) * cycles_vector` as vectors (`TargetDesc`: the lockstep machine's issue
cycles; a `vbcast` issues on the vector unit, an `mbcast` on the scalar unit); the
cheaper wins (a tie stays scalar: less energy), as a register allocator weighs a spill.
On a machine whose vector ops read scalar operands (`scalar_operands`, AMD's SGPR
operands: `passes/utils/scalar_operands.py`, the rules `convert-simd-to-lockstep
{scalar-operands=true}` lowers by), a broadcast that every user reads as its scalar
operand costs nothing, so the counter of an exit-value merge stays scalar.
`carry.py` rewrites the chosen ones, `narrower_mask.py` picks the mask their vector
slice runs under.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import AnyFloat, IntegerType, VectorType, i1
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue
from xdsl.traits import ConstantLike

from simdopt.dialects import lockstep as ls
from simdopt.dialects import simd
from simdopt.passes.utils.scalar_operands import reads_as_scalar

_PURE_FORMS: tuple[type[simd.VBinaryOp], ...] = (
    simd.VAddOp, simd.VSubOp, simd.VMulOp, simd.VAndOp, simd.VOrOp, simd.VXorOp,
)  # fmt: skip
"""Vector ops whose scalar forms compute every lane alike (no shift amounts, no traps)."""

VECTOR_FORM: dict[type[Operation], type[simd.VBinaryOp]] = {
    **{f: v for v in _PURE_FORMS if (f := v.FACTS.int_form) is not None},
    **{f: v for v in _PURE_FORMS if (f := v.FACTS.float_form) is not None},
}
"""arith op -> the simd op computing it lane-wise."""


@dataclass
class Carried:
    """A loop-carried scalar of an `scf.while` and what moving it to a vector takes."""

    loop: scf.WhileOp
    index: int
    """Its position among the loop's carried values."""
    width: int
    slice: list[Operation] = field(default_factory=list[Operation])
    """The arith ops computed from it in the `before` block, in block order."""
    broadcasts: list[simd.S2VBOp] = field(default_factory=list[simd.S2VBOp])
    forwards: list[int] = field(default_factory=list[int])
    """Positions of the `scf.condition` arguments it (or its slice) fills."""
    mask: SSAValue | None = None
    """The loop's live lanes (`loop_mask`): the vector slice runs under them."""
    alive: tuple[set[Operation], set[SSAValue]] = field(default_factory=lambda: (set[Operation](), set[SSAValue]()))
    """The loop's ops and values that are not dead code (`narrower_mask.live_in_loop`;
    filled by `narrower_mask`)."""

    def costs(self, target: ls.TargetDesc, scalar_operands: bool = False) -> tuple[int, int]:
        """(scalar, vector) cycles per iteration; with `scalar_operands`, a broadcast
        whose every user reads its scalar as an operand costs nothing."""
        transfer = sum(_transfer_cycles(b, target, scalar_operands) for b in self.broadcasts)
        vector = sum(target.cycles_mask if _on_mask_unit(op) else target.cycles_vector for op in self.slice)
        return len(self.slice) * target.cycles_scalar + transfer, vector


def _transfer_cycles(b: simd.S2VBOp, target: ls.TargetDesc, scalar_operands: bool) -> int:
    """A broadcast's issue cycles per run: a mask's on the scalar unit (`mbcast`), a
    value's on the vector unit (`vbcast`), none when every user reads the scalar itself."""
    if b.value.type == i1:
        return target.cycles_scalar
    if scalar_operands and b.result.uses and all(reads_as_scalar(u.operation, b.result) for u in b.result.uses):
        return 0
    return target.cycles_vector


def _scalar(t: Attribute) -> bool:
    return (isinstance(t, IntegerType) and t != i1) or isinstance(t, AnyFloat)


def is_constant(v: SSAValue) -> bool:
    """`v` is the result of a constant op."""
    return isinstance(v.owner, Operation) and v.owner.has_trait(ConstantLike)


def _outside(v: SSAValue, loop: Operation) -> bool:
    """`v` is defined outside `loop` or is a constant (a loop invariant of it)."""
    return is_constant(v) or defined_outside(v, loop)


def defined_outside(v: SSAValue, loop: Operation) -> bool:
    """`v` is defined outside `loop` (a constant inside it is not)."""
    owner = v.owner
    op = owner.parent_op() if isinstance(owner, Block) else owner
    while op is not None:
        if op is loop:
            return False
        op = op.parent_op()
    return True


def is_true(v: SSAValue) -> bool:
    """`v` is the i1 constant true."""
    c = v.owner
    return isinstance(c, arith.ConstantOp) and v.type == i1 and c.value.value.data != 0  # pyright: ignore[reportAttributeAccessIssue]


def _vector_form(op: Operation) -> bool:
    """`op` has a lane-wise form: a compare, a pure binary op, or on i1 the mask
    algebra (and, or, xor with true)."""
    if isinstance(op, arith.CmpiOp | arith.CmpfOp):
        return True
    if op.results and op.results[0].type == i1:
        return isinstance(op, arith.AndIOp | arith.OrIOp) or (
            isinstance(op, arith.XOrIOp) and any(is_true(o) for o in op.operands)
        )
    return type(op) in VECTOR_FORM


def _on_mask_unit(op: Operation) -> bool:
    return op.results[0].type == i1 and not isinstance(op, arith.CmpiOp | arith.CmpfOp)


def analyze(loop: scf.WhileOp, index: int) -> Carried | None:
    """The slice of carried value `index` of `loop`, if every use of it can go vector."""
    before, after = loop.before_region.block, loop.after_region.block
    arg = before.args[index]
    cond = before.last_op
    yield_op = after.last_op
    if not _scalar(arg.type) or not isinstance(cond, scf.ConditionOp) or not isinstance(yield_op, scf.YieldOp):
        return None
    found = Carried(loop, index, 0)
    in_slice: set[SSAValue] = {arg}
    work: list[SSAValue] = [arg]
    while work:
        v = work.pop()
        for use in list(v.uses):
            user = use.operation
            if isinstance(user, simd.S2VBOp) and user.mask is None:
                found.broadcasts.append(user)
            elif user is cond and use.index > 0:
                found.forwards.append(use.index - 1)
            elif (
                user.parent_block() is before
                and _vector_form(user)
                and all(o in in_slice or _outside(o, loop) for o in user.operands)
                and len(user.results) == 1
            ):
                if user.results[0] not in in_slice:
                    in_slice.add(user.results[0])
                    work.append(user.results[0])
            else:
                return None
    if not found.broadcasts:
        return None
    # A forwarded value reaches the next iteration's `index`, or nobody.
    for j in found.forwards:
        if loop.results[j].uses:
            return None
        for u in after.args[j].uses:
            if u.operation is not yield_op or u.index != index:
                return None
    if not any(u.index == index for j in found.forwards for u in after.args[j].uses):
        return None
    width = {simd.vector_width(b.result.type) for b in found.broadcasts}
    if len(width) != 1 or None in width:
        return None
    found.width = width.pop() or 0
    found.slice = [op for op in before.ops if op.results and op.results[0] in in_slice]
    found.mask = loop_mask(before, found.width)
    return found


def loop_mask(before: Block, width: int) -> SSAValue | None:
    """The mask of the live lanes of a divergent `scf.while`: the one argument of its
    `before` block that masks the block's vector ops (partial linearization's `%active`),
    or None.  A lane outside it has left the loop (its values reach the loop's results
    through the exit-value merges `vphi %active, ...`), so what the block computes in
    that lane is never read, as in `spmd-vectorize{mode=naive}`, which masks the block's
    ops by it.  The vector slice runs under it: a vector op costs energy per active lane
    (`TargetDesc.e_lane`), and unmasked it would pay for every lane, the dead ones too."""
    t = VectorType(i1, [width])
    found = {
        m
        for op in before.ops
        if isinstance(op, simd.MaskedOp)
        and isinstance(m := op.mask_operand, BlockArgument)
        and m.block is before
        and m.type == t
    }
    return found.pop() if len(found) == 1 else None


def vector_carried(loop: scf.WhileOp, target: ls.TargetDesc, scalar_operands: bool = False) -> list[Carried]:
    """The carried scalars of `loop` cheaper carried as vectors on `target` (whose
    vector ops read scalar operands when `scalar_operands`)."""
    out: list[Carried] = []
    for i in range(len(loop.before_region.block.args)):
        c = analyze(loop, i)
        if c is not None:
            scalar, vector = c.costs(target, scalar_operands)
            if vector < scalar:
                out.append(c)
    return out
