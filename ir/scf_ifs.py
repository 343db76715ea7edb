"""Two clean-ups of `scf.if`s that `spmd-vectorize{mode=uniform}` leaves.

1. `combine_ifs`: combine `scf.if`s on one condition (MLIR's `CombineIfs` canonicalization, widened
to side-effect-free ops in between):

    %a = scf.if %c -> (i32) { A; yield %x } else { A'; yield %z }
    P                                         (ops without side effects)
    scf.if %c { B } else { B' }
  ->
    P1                                        (the ops of P that do not read %a)
    %a = scf.if %c -> (i32) { A; P2; B; yield %x } else { A'; B'; yield %z }

P2, the ops of P that read the first if's results, must be used only in the second
if's then arm (or else arm: they go there), where %a is the arm's yielded value.

Why: `spmd-vectorize{mode=uniform}` guards each uniform load or store under a
divergent mask with its own `scf.if (simd.any %mask)` (a scalar memory op must not run
when no lane is active).  A linearized arm holding `t[y] += t[y + s]` then pays three
guards - a branch, its refill and a jump each - where one does: block_sum16's row form
(`specialize-launch`) paid 3 guards per reduction step, 54 branch-unit cycles per
subgroup at W = 4, more than the masked vector ops of the naive program.

The conditions are one value, or equal by construction (`same_value`: the same pure op
of the same operands).  Sound: both ifs read the same condition, so they take the same arm; the ops keep
their order within an arm (A, P2, B), the hoisted P1 have no side effects and read nothing the
first if defines, and an arm's ops never see the other arm's values.
"""

from __future__ import annotations

from xdsl.dialects import arith, scf
from xdsl.dialects.builtin import IntegerAttr, i1
from xdsl.ir import Block, Operation, OpResult, Region, SSAValue
from xdsl.traits import Pure, is_side_effect_free


def combine_ifs(root: Operation) -> int:
    """Combine the `scf.if`s on one condition in every block under `root`; returns how
    many ifs were folded into an earlier one."""
    n = 0
    for op in reversed(list(root.walk())):  # inner blocks first: no op is seen erased
        for region in op.regions:
            for block in region.blocks:
                n += _combine_in(block)
    return n


def conditions_in_arms(root: Operation) -> int:
    """Read an `scf.if`'s condition for the `i1` constant it equals inside an arm
    (module docstring); returns how many constants were replaced."""
    n = 0
    for op in list(root.walk()):
        if not isinstance(op, scf.IfOp) or op.cond.type != i1:
            continue
        for region, value in ((op.true_region, True), (op.false_region, False)):
            for block in region.blocks:
                for c in list(block.ops):
                    if isinstance(c, arith.ConstantOp) and c.result.type == i1 and _bool(c) is value:
                        c.result.replace_all_uses_with(op.cond)
                        c.detach()
                        c.erase()
                        n += 1
    return n


def _bool(c: arith.ConstantOp) -> bool | None:
    v = c.value
    return bool(v.value.data) if isinstance(v, IntegerAttr) else None


def _combine_in(block: Block) -> int:
    """One walk over the block: each if absorbs the ifs after it while it can; after a
    merge the if before it tries again (the ops it could not sink may now be read only
    inside the merged if).  Each merge removes an if, so the walk stays near linear."""
    n = 0
    op = block.first_op
    while op is not None:
        if isinstance(op, scf.IfOp) and (b := _next_if(op)) is not None and (merged := _combine(op, b)) is not None:
            n += 1
            prev = merged.prev_op
            while prev is not None and not isinstance(prev, scf.IfOp):
                prev = prev.prev_op
            op = prev if prev is not None else merged
            continue
        op = op.next_op
    return n


def _next_if(a: scf.IfOp) -> scf.IfOp | None:
    """The next `scf.if` on `a`'s condition in its block, with only pure ops between."""
    op = a.next_op
    while op is not None:
        if isinstance(op, scf.IfOp):
            return op if same_value(op.cond, a.cond) else None
        if op.regions or not _no_effects(op):
            return None
        op = op.next_op
    return None


_UNMARKED = (arith.ExtSIOp, arith.RemUIOp)
"""Ops xDSL 0.74 declares no effect trait for, which have none."""


def _no_effects(op: Operation) -> bool:
    return is_side_effect_free(op) or isinstance(op, _UNMARKED)


def same_value(x: SSAValue, y: SSAValue) -> bool:
    """`x` is `y`, or both are the one result of a pure op of the same kind, attributes
    and operands (the vectorizer's `simd.any %mask` per guard, before `cse`)."""
    if x is y:
        return True
    if not isinstance(x, OpResult) or not isinstance(y, OpResult):
        return False
    p, q = x.op, y.op
    return (
        p.name == q.name
        and len(p.results) == len(q.results) == 1
        and p.has_trait(Pure)
        and not p.regions
        and not q.regions
        and tuple(p.operands) == tuple(q.operands)
        and p.attributes == q.attributes
        and p.properties == q.properties
        and p.result_types == q.result_types
    )


def _arms(op: scf.IfOp) -> tuple[Block | None, Block | None]:
    then = op.true_region.blocks.first
    other = op.false_region.blocks.first
    return then, other


def _inside(op: Operation, region: Region) -> bool:
    r = op.parent_region()
    while r is not None:
        if r is region:
            return True
        parent = r.parent_op()
        r = parent.parent_region() if parent is not None else None
    return False


def _combine(a: scf.IfOp, b: scf.IfOp) -> scf.IfOp | None:
    mid: list[Operation] = []
    op = a.next_op
    while op is not b:
        assert op is not None
        mid.append(op)
        op = op.next_op
    # P2: the ops between that read a's results (directly or through P2).
    reads = set(a.results)
    sink: list[Operation] = []
    for m in mid:
        if any(v in reads for v in m.operands):
            sink.append(m)
            reads.update(m.results)
    side: Region | None = None
    sunk = set(sink)
    for m in sink:
        for r in m.results:
            for use in r.uses:
                user = use.operation
                if user in sunk:
                    continue
                arm = next((g for g in (b.true_region, b.false_region) if _inside(user, g)), None)
                if arm is None or (side is not None and arm is not side):
                    return None
                side = arm
    a_then, a_else = _arms(a)
    b_then, b_else = _arms(b)
    if a_then is None or b_then is None:  # pragma: no cover - the verifier requires a then block
        return None
    if side is b.false_region and b_else is None:  # pragma: no cover - no use there without the arm
        return None
    for m in mid:
        if m not in sunk:
            m.detach()
            a.parent_block().insert_op_before(m, a)  # pyright: ignore[reportOptionalMemberAccess]
    arms = [_merge_arm(a, a_then, b_then, sink if side is not b.false_region else [])]
    if a_else is not None or b_else is not None:
        arms.append(_merge_arm(a, a_else, b_else, sink if side is b.false_region else []))
    # Only the results read after the ifs (a's read in b's arms or by P2 now read the arm).
    keep = [i for i, r in enumerate((*a.results, *b.results)) if r.uses]
    olds = [(*a.results, *b.results)[i] for i in keep]
    built = [[*ops, scf.YieldOp(*(ys[i] for i in keep))] for ops, ys in arms]
    if len(built) > 1 and not keep and all(_no_effects(o) and not o.regions for o in built[1][:-1]):
        built.pop()  # an else arm left with nothing to do (the skipped guards' zeros)
    merged = scf.IfOp(a.cond, [r.type for r in olds], built[0], built[1] if len(built) > 1 else None)
    parent = a.parent_block()
    assert parent is not None
    parent.insert_op_before(merged, a)
    for old, new in zip(olds, merged.results, strict=True):
        old.replace_all_uses_with(new)
    dead = b.cond if b.cond is not a.cond else None
    for old in (a, b):
        old.detach()
        old.erase()
    if isinstance(dead, OpResult) and not dead.uses and _no_effects(dead.op):
        dead.op.detach()
        dead.op.erase()  # the second guard's own `simd.any`
    return merged


def _merge_arm(
    a: scf.IfOp, first: Block | None, second: Block | None, sink: list[Operation]
) -> tuple[list[Operation], list[SSAValue]]:
    """The ops of one arm of the combined if (`first`'s, `sink`, `second`'s, detached)
    and what it yields (both yields); `a`'s results read in the arm become what this arm
    of `a` yields."""
    ops: list[Operation] = []
    yields: list[SSAValue] = []
    mine: list[SSAValue] = []
    if first is not None:
        y = first.last_op
        assert isinstance(y, scf.YieldOp)
        mine = list(y.operands)
    for blk, extra in ((first, []), (None, sink), (second, [])):
        moved = list(blk.ops) if blk is not None else extra
        for o in moved:
            if isinstance(o, scf.YieldOp):
                yields += list(o.operands)
                o.detach()
                o.erase()
                continue
            o.detach()
            ops.append(o)
    for o in ops:
        for walked in o.walk():
            for i, v in enumerate(walked.operands):
                if v in a.results:
                    walked.operands[i] = mine[a.results.index(v)]  # pyright: ignore[reportArgumentType]
    for i, v in enumerate(yields):
        if v in a.results:
            yields[i] = mine[a.results.index(v)]  # pyright: ignore[reportArgumentType]
    return ops, yields
