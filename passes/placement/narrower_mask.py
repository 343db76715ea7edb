"""The mask a loop value carried as a vector runs under: the narrowest its readers allow.

The vector slice (`carried.py`) runs under the loop's live lanes at the top of the
`before` block, or, when every reader of its values stays inside a narrower mask of the
block (`narrower_mask`: the lanes past an exit test, through `pand`s and the next
iteration's live lanes; dead exit-value merges the vectorizer leaves read nothing), under
that mask after the last op under it: a vector op pays energy per active lane, and naive
mode computes the count there too (mandelbrot's counter, per-op masks).
"""

from __future__ import annotations

from xdsl.dialects import scf
from xdsl.ir import Block, BlockArgument, Operation, SSAValue
from xdsl.traits import IsTerminator, is_side_effect_free

from simdopt.dialects import simd
from simdopt.passes.placement.carried import Carried, defined_outside


def _conjuncts(m: SSAValue) -> frozenset[SSAValue]:
    """The masks whose intersection `m` is (`pand` trees flattened; `m` itself else):
    a mask whose conjuncts include all of `n`'s has no lane outside `n`."""
    owner = m.owner
    if isinstance(owner, simd.PAndOp):
        return _conjuncts(owner.operands[0]) | _conjuncts(owner.operands[1])
    return frozenset((m,))


def live_in_loop(loop: scf.WhileOp) -> tuple[set[Operation], set[SSAValue]]:
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
            if owner.parent_op() is not None and not defined_outside(v, loop):
                mark(owner)
        elif owner is before:
            need(yield_op.operands[v.index])  # pyright: ignore[reportAttributeAccessIssue]
        elif owner is after:
            need(cond.operands[v.index + 1])  # pyright: ignore[reportAttributeAccessIssue]
        elif isinstance(owner, Block) and (p := owner.parent_op()) is not None and not defined_outside(v, loop):
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
        if user in seen or (user not in c.alive[0] and not defined_outside(v, c.loop)):
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
    c.alive = live_in_loop(c.loop)
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
