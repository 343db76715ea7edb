"""Placement of uniform loop values: scalar or vector, by the machine's costs.

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
operand costs nothing, so the counter of an exit-value merge stays scalar.  `carry_as_vectors(root)`
rewrites the chosen ones: the carried value becomes a vector (its initial value
broadcast once, before the loop), the slice becomes the vector ops of the same lanes
(every lane holds the same value, so no mask is needed), the broadcasts read the vector
forms, and the scalar slice disappears.  Results are the same lane for lane: a lane
reads the value every lane holds.

The vector slice runs under the loop's live lanes at the top of the block, or, when
every reader of its values stays inside a narrower mask of the block (`narrower_mask`:
the lanes past an exit test, through `pand`s and the next iteration's live lanes; dead
exit-value merges the vectorizer leaves read nothing), under that mask after the last
op under it: a vector op pays energy per active lane, and naive mode computes the
count there too (mandelbrot's counter, per-op masks).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from xdsl.dialects import arith, func, scf
from xdsl.dialects.builtin import (
    AnyFloat,
    IndexType,
    IntegerAttr,
    IntegerType,
    VectorType,
    i1,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import ConstantLike, IsTerminator, is_side_effect_free

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
    """The loop's ops and values that are not dead code (`_live_in_loop`; filled by
    `narrower_mask`)."""

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


def _constant(v: SSAValue) -> bool:
    return isinstance(v.owner, Operation) and v.owner.has_trait(ConstantLike)


def _outside(v: SSAValue, loop: Operation) -> bool:
    """`v` is defined outside `loop` or is a constant (a loop invariant of it)."""
    return _constant(v) or _outside_strict(v, loop)


def _outside_strict(v: SSAValue, loop: Operation) -> bool:
    owner = v.owner
    op = owner.parent_op() if isinstance(owner, Block) else owner
    while op is not None:
        if op is loop:
            return False
        op = op.parent_op()
    return True


def _true(v: SSAValue) -> bool:
    c = v.owner
    return isinstance(c, arith.ConstantOp) and v.type == i1 and c.value.value.data != 0  # pyright: ignore[reportAttributeAccessIssue]


def _vector_form(op: Operation) -> bool:
    """`op` has a lane-wise form: a compare, a pure binary op, or on i1 the mask
    algebra (and, or, xor with true)."""
    if isinstance(op, arith.CmpiOp | arith.CmpfOp):
        return True
    if op.results and op.results[0].type == i1:
        return isinstance(op, arith.AndIOp | arith.OrIOp) or (
            isinstance(op, arith.XOrIOp) and any(_true(o) for o in op.operands)
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


def _conjuncts(m: SSAValue) -> frozenset[SSAValue]:
    """The masks whose intersection `m` is (`pand` trees flattened; `m` itself else):
    a mask whose conjuncts include all of `n`'s has no lane outside `n`."""
    owner = m.owner
    if isinstance(owner, simd.PAndOp):
        return _conjuncts(owner.operands[0]) | _conjuncts(owner.operands[1])
    return frozenset((m,))


def _live_in_loop(loop: scf.WhileOp) -> tuple[set[Operation], set[SSAValue]]:
    """The ops and values of `loop`'s regions that something outside the dead code
    reads: backwards from the ops with effects, the exit test and the results used
    after the loop, through the carried values (a `before` argument needs its yielded
    value, an `after` argument its `scf.condition` operand).  The vectorizer leaves
    exit-value merges of values nobody reads after the loop; `canonicalize` drops them
    later, so they read no lane now."""
    before, after = loop.before_region.block, loop.after_region.block
    cond, yield_op = before.last_op, after.last_op
    assert isinstance(cond, scf.ConditionOp) and isinstance(yield_op, scf.YieldOp)
    ops: set[Operation] = set()
    values: set[SSAValue] = set()
    work: list[SSAValue] = []

    def need(v: SSAValue) -> None:
        if v not in values:
            values.add(v)
            work.append(v)

    def mark(op: Operation) -> None:
        if op in ops:
            return
        ops.add(op)
        for o in op.operands:
            need(o)
        for inner in (i for r in op.regions for i in r.walk()):  # a live region: all of it
            mark(inner)
        parent = op.parent_op()
        if parent is not None and parent is not loop:
            mark(parent)

    ops.add(cond)  # it reads its carried operands only for the readers of what they fill
    need(cond.condition)
    for op in (o for r in loop.regions for o in r.walk()):
        if not op.has_trait(IsTerminator) and not is_side_effect_free(op):
            mark(op)
    for j, r in enumerate(loop.results):
        if r.uses:
            need(cond.operands[j + 1])
    while work:
        v = work.pop()
        owner = v.owner
        if isinstance(owner, Operation):
            if owner.parent_op() is not None and not _outside_strict(v, loop):
                mark(owner)
        elif owner is before:
            need(yield_op.operands[v.index])  # pyright: ignore[reportAttributeAccessIssue]
        elif owner is after:
            need(cond.operands[v.index + 1])  # pyright: ignore[reportAttributeAccessIssue]
        elif isinstance(owner, Block) and (p := owner.parent_op()) is not None and not _outside_strict(v, loop):
            mark(p)  # an argument of a region nested in the loop
    return ops, values


def _reads_within(v: SSAValue, m: frozenset[SSAValue], ctx: frozenset[SSAValue], c: Carried, seen: set[Operation]) -> bool:
    """Every reader of vector `v` reads only lanes inside the mask of conjuncts `m`,
    given that only lanes inside the conjuncts `ctx` of `v` matter: a masked op under
    a mask inside `m` (it computes its own lanes only), `pand %x, v` (outside `%x`
    false & poison is false), `pnot`/`por` read as their results are, and a value the
    loop forwards to `c`'s carried value (read in the next iteration's live lanes,
    which the `scf.condition`'s live mask holds) or to nobody; a `vphi`'s true side
    is read where its predicate holds."""
    if m <= ctx:
        return True
    for use in v.uses:
        user = use.operation
        if user in seen or (user not in c.alive[0] and not _outside_strict(v, c.loop)):
            continue
        if isinstance(user, simd.PAndOp):
            other = user.operands[1 - use.index]
            if not _reads_within(user.results[0], m, ctx | _conjuncts(other), c, seen | {user}):
                return False
        elif isinstance(user, simd.PNotOp | simd.POrOp):
            if not _reads_within(user.results[0], m, ctx, c, seen | {user}):
                return False
        elif isinstance(user, simd.MaskedOp):
            n = user.mask_operand
            if n is v or user.is_negated:
                return False
            reads = ctx | (_conjuncts(n) if n is not None else frozenset())
            if isinstance(user, simd.VPhiOp) and use.index == 1:  # the lanes `pred` picks
                reads |= _conjuncts(user.pred)
            if not m <= reads:
                return False
        elif isinstance(user, scf.ConditionOp) and use.index > 0:
            if not _forward_within(c, use.index - 1, m, ctx):
                return False
        else:
            return False
    return True


def _forward_within(c: Carried, j: int, m: frozenset[SSAValue], ctx: frozenset[SSAValue]) -> bool:
    """`scf.condition` argument `j` of `c`'s loop is read only inside `m` (given `ctx`):
    nobody reads it, or it becomes `c`'s carried value, read in the next iteration's
    live lanes (the loop mask's next value, forwarded by the same `scf.condition`)."""
    loop = c.loop
    before, after = loop.before_region.block, loop.after_region.block
    yield_op, cond = after.last_op, before.last_op
    assert isinstance(yield_op, scf.YieldOp) and isinstance(cond, scf.ConditionOp)
    if loop.results[j].uses:
        return False
    uses = list(after.args[j].uses)
    if not uses or after.args[j] not in c.alive[1]:
        return True
    if c.mask is None or not isinstance(c.mask, BlockArgument) or not all(u.operation is yield_op and u.index == c.index for u in uses):
        return False
    nxt = yield_op.operands[c.mask.index]
    if not isinstance(nxt, BlockArgument) or nxt.block is not after:
        return False
    return m <= ctx | _conjuncts(cond.operands[nxt.index + 1])


def narrower_mask(c: Carried) -> tuple[SSAValue, Operation] | None:
    """A mask narrower than the loop's live lanes for `c`'s vector slice, and the op
    after which the slice then goes: of the masks of the `before` block's masked ops
    defined in it, the one of most conjuncts inside which every reader of the slice's
    values stays (`_reads_within`, the carried value's own readers inside the live
    lanes), the slice placed after the last op under it that precedes every reader.
    A vector op pays energy per active lane (`TargetDesc.e_lane`), so the lanes past the
    loop's exit test need not compute the next count (as naive mode, which masks the
    count by its block's mask, has it); in exec style the slice joins that op's exec
    group.  None: the loop's mask (`c.mask`) it is."""
    if c.mask is None:
        return None
    c.alive = _live_in_loop(c.loop)
    before = c.loop.before_region.block
    live = _conjuncts(c.mask)
    arg = before.args[c.index]
    if not all(_reads_within(b.result, live, frozenset(), c, set()) for b in c.broadcasts if b.value is arg):
        return None
    values = {op.results[0] for op in c.slice}
    readers: list[Operation] = []
    for b in c.broadcasts:
        if b.value in values:
            readers += [u.operation for u in b.result.uses]
    for op in c.slice:
        readers += [u.operation for u in op.results[0].uses if u.operation not in c.slice and u.operation is not before.last_op]
    tops = [t for r in readers if (t := before.find_ancestor_op_in_block(r)) is not None]
    if len(tops) != len(readers):
        return None
    first = min((before.get_operation_index(t) for t in tops), default=before.get_operation_index(before.last_op))  # pyright: ignore[reportArgumentType]
    best: tuple[SSAValue, Operation] | None = None
    for op in list(before.ops)[:first]:
        if not isinstance(op, simd.MaskedOp):
            continue
        n = op.mask_operand
        if n is None or op.is_negated or n is c.mask or (isinstance(n, BlockArgument) and n.block is before):
            continue
        conj = _conjuncts(n)
        if not live <= conj or (best is not None and len(conj) < len(_conjuncts(best[0]))):
            continue
        if n.owner.parent_block() is not before and not isinstance(n, BlockArgument):  # pyright: ignore[reportAttributeAccessIssue]
            continue
        if all(_reads_within(b.result, conj, frozenset(), c, set()) for b in c.broadcasts if b.value in values) and all(
            _forward_within(c, u.index - 1, conj, frozenset())
            for op2 in c.slice
            for u in op2.results[0].uses
            if u.operation is before.last_op
        ):
            best = (n, op)
    return best


def _vector_type(t: Attribute, width: int) -> VectorType:
    return VectorType(t, [width])


def _vector_op(op: Operation, operands: Sequence[SSAValue], mask: SSAValue | None = None) -> Operation:
    if isinstance(op, arith.XOrIOp) and op.results[0].type == i1:
        other = operands[1] if _true(op.operands[0]) else operands[0]
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
    """Carry `c` as a vector (see the module docstring); the new loop."""
    loop, w = c.loop, c.width
    before, after = loop.before_region.block, loop.after_region.block
    invariants: dict[SSAValue, SSAValue] = {}

    def splat(v: SSAValue) -> SSAValue:
        if v not in invariants:
            if _constant(v) and not _outside_strict(v, loop):
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


def fold_narrowing_casts(root: Operation) -> int:
    """`index_cast (addi/subi/muli %a, %b : index) : index to iN` -> the op on
    `index_cast %a` and `index_cast %b` in iN, when the cast is the op's only reader
    (the truncation to N bits commutes with a wrapping add, sub and mul): uniform mode
    computes a block offset such as `block_id * 16` in `index` and casts it to i32,
    with an `index` constant beside the i32 one naive mode uses; the casts of the
    operands are free and a constant one folds (`fold_constant_casts`, run after).
    Only when a constant operand has an iN twin in the function's entry block, which
    `cse` merges it with: otherwise the narrowing saves nothing and adds casts.  How
    many folded."""
    folded = 0
    work = [op for op in root.walk() if isinstance(op, arith.IndexCastOp)]
    while work:
        op = work.pop()
        if op.parent is None:
            continue
        inner = op.input.owner
        t = op.result.type
        if (
            isinstance(inner, arith.AddiOp | arith.SubiOp | arith.MuliOp)
            and isinstance(op.input.type, IndexType)
            and isinstance(t, IntegerType)
            and op.input.has_one_use()
            and _has_twin(inner, t)
        ):
            lhs, rhs = (arith.IndexCastOp(v, t) for v in (inner.lhs, inner.rhs))
            narrow = type(inner)(lhs.result, rhs.result)
            Rewriter.insert_op([lhs, rhs], InsertPoint.before(op))
            Rewriter.replace_op(op, narrow)
            Rewriter.erase_op(inner)
            work += (lhs, rhs)  # a chain narrows op by op
            folded += 1
    return folded


def _has_twin(op: Operation, t: IntegerType) -> bool:
    """An integer constant operand of `op`, or of the single-reader index adds, subs
    and muls it reads (the chain that narrows with it), whose value as a `t` constant
    is defined in the entry block of `op`'s function."""
    values: set[int] = set()
    chain = [op]
    while chain:
        for o in chain.pop().operands:
            if isinstance(o.owner, arith.ConstantOp) and isinstance(o.owner.value, IntegerAttr):
                values.add(o.owner.value.value.data)
            elif isinstance(o.owner, arith.AddiOp | arith.SubiOp | arith.MuliOp) and o.has_one_use():
                chain.append(o.owner)
    fn = op.parent_op()
    while fn is not None and not isinstance(fn, func.FuncOp):
        fn = fn.parent_op()
    if not values or fn is None:
        return False
    return any(
        isinstance(c, arith.ConstantOp)
        and c.result.type == t
        and isinstance(c.value, IntegerAttr)
        and c.value.value.data in values
        for c in fn.body.block.ops
    )


def fold_constant_casts(root: Operation) -> int:
    """`arith.index_cast` of an integer constant -> the constant of the cast's type:
    the vectorizer builds index constants and casts them to i32 next to the same i32
    constant; a constant costs a scalar instruction per run, a cast of one is still
    one, and as an i32 constant `cse` merges it with its twin.  How many folded."""
    folded = 0
    for op in list(root.walk()):
        if not isinstance(op, arith.IndexCastOp):
            continue
        src = op.input.owner
        t = op.result.type
        if isinstance(src, arith.ConstantOp) and isinstance(src.value, IntegerAttr) and isinstance(t, IntegerType | IndexType):
            value = src.value.value.data
            if isinstance(t, IntegerType) and not -(2 ** (t.width.data - 1)) <= value < 2**t.width.data:
                continue
            Rewriter.replace_op(op, arith.ConstantOp(IntegerAttr(value, t)))
            folded += 1
    return folded


def fold_cast_round_trips(root: Operation) -> int:
    """`index_cast (index_cast %x : iN to index) : index to iN` -> `%x` (N <= 64: the
    sign extension to index and the truncation back give `%x` again): the vectorizer
    casts a loop counter to index for an address and back for arithmetic, two scalar
    instructions per iteration.  How many folded."""
    folded = 0
    for op in list(root.walk()):
        if not isinstance(op, arith.IndexCastOp) or op.parent is None:
            continue
        inner = op.input.owner
        t = op.result.type
        if (
            isinstance(inner, arith.IndexCastOp)
            and isinstance(op.input.type, IndexType)
            and isinstance(t, IntegerType)
            and t.width.data <= 64
            and inner.input.type == t
        ):
            op.result.replace_all_uses_with(inner.input)
            Rewriter.erase_op(op)
            if not inner.result.uses:
                Rewriter.erase_op(inner)
            folded += 1
    return folded


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
