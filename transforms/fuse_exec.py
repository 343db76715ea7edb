"""The exec ops of a lockstep program fused as AMD GCN fuses them (`fuse-exec-masks`, and
`convert-simd-to-lockstep{fuse-exec=true}` after its lowering).

`convert-simd-to-lockstep{mask-style=exec}` opens each exec group with two scalar-unit
instructions and closes it with one, and the else of an if takes two more:

    %s = lockstep.exec_save            ->  %s = lockstep.exec_and_save %p
    lockstep.exec_and %p                   (s_and_saveexec_b64)
    ...
    lockstep.exec_restore %s           ->  lockstep.exec_set %s and %q
    %t = lockstep.exec_save                (s_and_b64 exec, s, q: the next group's
    lockstep.exec_and %q                    save is %s itself, exec is %s again)
    ...
    lockstep.exec_not                  ->  lockstep.exec_set %s and not %q
    lockstep.exec_and %s                   (the else of an if: exec was s & q,
                                            ~(s & q) & s = s & ~q; s_andn2_b64)

Each rewrite is a pattern on two adjacent ops (the lowering emits them adjacent; an op
between them might read exec), so the pass applies to any lockstep program, whatever
wrote it, and computes the same lanes: every fused op checks the same mask lanes for
poison under the same exec as the pair it replaces.  The else rewrite looks back for
the op that last wrote exec in its block, over ops that only read it (vector-unit ops,
scalar ops); a region op, a call or another exec write stops the search.

With exec known as a conjunction of mask registers (`KnownExec`), an `exec_set` of
mask algebra read by nothing else is rewritten from one register (an if/else nested in
a loop body under `active`: `exec_and %c` and `exec_set %y and not %c` instead of
`exec_set %x and (active & c)` and `exec_set %x and (active & ~c)`), and the `mand`s
and `mnot`s die.

With `widen=true`, a group that runs only speculative ops (ALU ops but divisions,
without `merge`, and compares; scalar and mask-unit ops ignore exec) before the write
that ends it, when that write sets a wider exec without reading it, takes that exec
(`WidenExec`): the extra lanes were poison and now hold values no one reads.  This is
the rewrite of the lowering's then/else groups of arithmetic inside a loop body, whose
select runs under the loop's `active`: three exec writes per iteration go, but each
widened op pays lane energy for the extra lanes, more than the exec writes cost
(mandelbrot: 4-7% more energy at W = 8 and 32), so it is off by default.  Without it the
pass never adds a lane to any op: cycles and energy never grow.

The per-op mask style has no exec ops: the pass leaves it as it is.  The exec-style
lowering runs it by default (`convert-simd-to-lockstep{fuse-exec=true}`: on the kernel
table it never costs a cycle or energy and saves both in half the rows);
`fuse-exec=false` keeps the unfused form, so both can be measured
(`benchmarks/kernel_pipeline_table.py --no-fuse-exec`), and the pass runs on any
lockstep program on its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import builtin, func, scf
from xdsl.ir import Block, Operation, SSAValue
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.traits import IsTerminator

from simdopt.dialects import lockstep as ls


def sweep(rewriter: PatternRewriter, values: list[SSAValue]) -> None:
    """Erase the mask algebra (`mand`, `mnot`, ...) among `values`' owners that nothing
    reads any more, and then its operands' (the walker's own dead-code removal is off:
    it would also drop a dead vector op, which is not this pass's business)."""
    work = list(values)
    while work:
        owner = work.pop().owner
        if isinstance(owner, ls.MaskUnitOp | ls.MBcastOp) and owner.parent is not None and not any(r.uses for r in owner.results):
            work.extend(owner.operands)
            rewriter.erase(owner)


def _replace(
    rewriter: PatternRewriter, op: Operation, new: Operation | list[Operation], results: Sequence[SSAValue | None] | None = None
) -> None:
    """`rewriter.replace`, then `sweep` of the operands `op` read."""
    operands = list(op.operands)
    rewriter.replace(op, new, results)
    sweep(rewriter, operands)


def _erase(rewriter: PatternRewriter, op: Operation) -> None:
    """`rewriter.erase`, then `sweep` of the operands `op` read."""
    operands = list(op.operands)
    rewriter.erase(op)
    sweep(rewriter, operands)


class SaveThenAnd(RewritePattern):
    """`%s = exec_save; exec_and [not] %p` -> `%s = exec_and_save [not] %p`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ls.ExecAndOp, rewriter: PatternRewriter) -> None:
        save = op.prev_op
        if not isinstance(save, ls.ExecSaveOp) or save.result.type != op.mask.type:
            return
        fused = ls.ExecAndSaveOp(op.mask, op.negated is not None)
        _replace(rewriter, save, fused)
        _erase(rewriter, op)


class RestoreThenSave(RewritePattern):
    """`exec_restore %s; %t = exec_save` -> `exec_restore %s` (%t is %s), and
    `exec_restore %s; %t = exec_and_save [not] %p` -> `exec_set %s and [not] %p`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ls.ExecSaveOp | ls.ExecAndSaveOp, rewriter: PatternRewriter) -> None:
        restore = op.prev_op
        if not isinstance(restore, ls.ExecRestoreOp) or restore.saved.type != op.result.type:
            return
        if isinstance(op, ls.ExecSaveOp):
            _replace(rewriter, op, [], [restore.saved])
            return
        _replace(rewriter, op, ls.ExecSetOp(restore.saved, op.mask, op.negated is not None), [restore.saved])
        _erase(rewriter, restore)


class RestoreThenAnd(RewritePattern):
    """`exec_restore %s; exec_and [not] %p` -> `exec_set %s and [not] %p`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ls.ExecAndOp, rewriter: PatternRewriter) -> None:
        restore = op.prev_op
        if not isinstance(restore, ls.ExecRestoreOp) or restore.saved.type != op.mask.type:
            return
        _replace(rewriter, op, ls.ExecSetOp(restore.saved, op.mask, op.negated is not None))
        _erase(rewriter, restore)


class ElseOfSaved(RewritePattern):
    """`exec_not; exec_and %s` where exec is `%s & [~]%p` (the last exec write was
    `%s = exec_and_save [not] %p` or `exec_set %s and [not] %p`) ->
    `exec_set %s and [not] %p` with the negation flipped."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ls.ExecAndOp, rewriter: PatternRewriter) -> None:
        flip = op.prev_op
        if op.negated is not None or not isinstance(flip, ls.ExecNotOp):
            return
        writer = last_exec_write(flip)
        if not isinstance(writer, ls.ExecAndSaveOp | ls.ExecSetOp):
            return
        saved = writer.result if isinstance(writer, ls.ExecAndSaveOp) else writer.saved
        if saved != op.mask:
            return
        _replace(rewriter, op, ls.ExecSetOp(op.mask, writer.mask, writer.negated is None))
        _erase(rewriter, flip)


def last_exec_write(op: Operation, saves: bool = False) -> Operation | None:
    """The op before `op` in its block that last wrote exec, or None when an op that may
    write it in a way the patterns cannot see (a region op, a call) comes first.  With
    `saves`, an `exec_save` met first counts too: exec still holds what it saved."""
    at = op.prev_op
    while at is not None:
        if isinstance(at, ls.ExecOp) and (saves or not isinstance(at, ls.ExecSaveOp)):  # a save only reads exec
            return at
        if (at.regions or isinstance(at, func.CallOp)) and not (saves and keeps_exec(at)):
            return None
        at = at.prev_op
    return None


def keeps_exec(op: Operation) -> bool:
    """Each region of `op` (a branch's, a loop's) ends with the exec it started with: it
    touches no exec, or its exec at the end is known and the same as at its top."""
    if isinstance(op, func.CallOp):
        return False
    for region in op.regions:
        for block in region.blocks:
            if len(region.blocks) != 1 or any(isinstance(o, func.CallOp) for o in block.walk()):
                return False
            if not any(isinstance(o, ls.ExecOp) for o in block.walk()):
                continue
            last, entry = block.last_op, exec_at_entry(block)
            if last is None or entry is None or exec_before(last, True) != entry:
                return False
    return True


# --------------------------------------------------------------------------- known exec

Literal = tuple[SSAValue, bool]
"""A mask register or its complement (`True`): a factor of a conjunction."""
Conj = frozenset[Literal]


def literals(v: SSAValue, negated: bool = False, saves: bool = False) -> Conj | None:
    """`v` (or ~v) as a conjunction of literals: through `mand`, `mnot` of one literal
    and the mask an `exec_and_save` saved (exec before it, when known); None when ~v
    is no conjunction (the complement of a `mand`).  `saves`: see `last_exec_write`."""
    owner = v.owner
    if negated:
        one = literals(v, saves=saves)
        if one is None or len(one) != 1:
            return None
        ((x, n),) = one
        return frozenset({(x, not n)})
    if isinstance(owner, ls.MAndOp):
        a, b = literals(owner.lhs, saves=saves), literals(owner.rhs, saves=saves)
        return None if a is None or b is None else a | b
    if isinstance(owner, ls.MNotOp) and (inner := literals(owner.input, True, saves)) is not None:
        return inner
    if isinstance(owner, ls.ExecAndSaveOp) and (before := exec_before(owner, saves)) is not None:
        return before
    return frozenset({(v, False)})


def exec_after(op: Operation, saves: bool = False) -> Conj | None:
    """exec after the exec write `op` (with `saves`, an `exec_save` too), as a
    conjunction, or None when unknown."""
    if isinstance(op, ls.ExecAndSaveOp):
        r, m = literals(op.result, saves=saves), literals(op.mask, op.negated is not None, saves)
        return None if r is None or m is None else r | m
    if isinstance(op, ls.ExecSetOp):
        s, m = literals(op.saved, saves=saves), literals(op.mask, op.negated is not None, saves)
        return None if s is None or m is None else s | m
    if isinstance(op, ls.ExecRestoreOp):
        return literals(op.saved, saves=saves)
    if isinstance(op, ls.ExecAndOp):
        e, m = exec_before(op, saves), literals(op.mask, op.negated is not None, saves)
        return None if e is None or m is None else e | m
    if isinstance(op, ls.ExecSaveOp) and saves:
        return literals(op.result, saves=saves)
    return None


def exec_before(op: Operation, saves: bool = False) -> Conj | None:
    """exec just before `op` (its block's last exec write before it), or None.  With
    `saves`, when no op of the block before `op` touches exec, exec at the block's
    entry (`exec_at_entry`)."""
    writer = last_exec_write(op, saves)
    if writer is not None:
        return exec_after(writer, saves)
    block = op.parent_block()
    if not saves or block is None or any(
        _may_touch_exec(o) and not (o.regions and keeps_exec(o)) for o in block.ops if o is not op and o.is_before_in_block(op)
    ):
        return None
    return exec_at_entry(block)


_RESOLVING: set[Block] = set()
"""The blocks whose entry exec `exec_at_entry` is finding (a loop's entry asks for its
own back edge's)."""


def _may_touch_exec(op: Operation) -> bool:
    return bool(op.regions) or isinstance(op, ls.ExecOp | func.CallOp) and not isinstance(op, ls.ExecSaveOp)


def exec_at_entry(block: Block) -> Conj | None:
    """exec when `block` starts, or None: a branch's region (`scf.if`, `lockstep.if_any`
    / `if_all` / `skip_execz`) starts with the exec before its op; an `scf.for` body and
    an `scf.while`'s before block with that exec too when each iteration ends with it
    (the for body's yield; the while's condition, with an after block that touches no
    exec), the values of the conjunction defined outside the loop."""
    parent = block.parent_op()
    if parent is None or block in _RESOLVING or len(block.parent_region().blocks) != 1:  # pyright: ignore[reportOptionalMemberAccess]
        return None
    outer = exec_before(parent, True)
    if outer is None or isinstance(parent, ls.IfAnyOp | ls.IfAllOp | ls.SkipExeczOp | scf.IfOp):
        return outer
    if isinstance(parent, scf.WhileOp) and block is parent.before_region.block:
        if any(_may_touch_exec(o) or isinstance(o, ls.VectorUnitOp) for o in parent.after_region.block.ops):
            return None
    elif not isinstance(parent, scf.ForOp):
        return None
    if not all(defined_before(v, parent) for v, _ in outer):
        return None
    _RESOLVING.add(block)
    try:
        back = exec_before(block.last_op, True) if block.last_op is not None else None
    finally:
        _RESOLVING.discard(block)
    return outer if back == outer else None


class KnownExec(RewritePattern):
    """`exec_set %s and %m` whose `%m` is mask algebra (`mand`, `mnot`) read by nothing
    else: with exec known as a conjunction of literals, the same exec from one literal
    and what is already in exec or in a saved register, and the algebra dies.

        %x = exec_and_save %a           %x = exec_and_save %a
        %m = mand %a, %c            ->  lockstep.exec_and %c        (exec is x & a)
        lockstep.exec_set %x and %m

    The literal is and-ed into exec when exec is the rest of the target; else set with
    a saved register that holds the rest (an earlier `exec_and` that reached it becomes
    `exec_and_save` to hold it: the else of a nested if, `exec_set %y and not %c`); and
    a register holding the whole target is restored.  An exec write that leaves exec
    as it was is dropped.

    With `saves`, an `exec_save` with no exec write after it tells exec too (the
    function's `%live = exec_save` at entry: `optimize-exec`'s pipeline)."""

    def __init__(self, saves: bool = False):
        self.saves = saves

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ls.ExecSetOp | ls.ExecAndOp | ls.ExecRestoreOp, rewriter: PatternRewriter) -> None:
        saves = self.saves
        before, target = exec_before(op, saves), exec_after(op, saves)
        if target is None:
            return
        if before == target:
            _erase(rewriter, op)
            return
        if not isinstance(op, ls.ExecSetOp) or not isinstance(op.mask.owner, ls.MAndOp | ls.MNotOp) or not op.mask.has_one_use():
            return
        if before is not None and before < target and len(target - before) == 1:
            ((x, n),) = target - before
            _replace(rewriter, op, ls.ExecAndOp(x, n))
            return
        for reg, at in _saved_registers(op, saves):
            held = literals(reg, saves=saves) if reg is not None else exec_before(at, saves)
            if held is None or not held <= target or len(target - held) > 1:
                continue
            if reg is None:  # an exec_and whose exec before is the rest: it saves it
                assert isinstance(at, ls.ExecAndOp)
                save = ls.ExecAndSaveOp(at.mask, at.negated is not None)
                _replace(rewriter, at, save, [])
                reg = save.result
            if held == target:
                _replace(rewriter, op, ls.ExecRestoreOp(reg))
                return
            ((x, n),) = target - held
            if reg is op.saved and x is op.mask and n == (op.negated is not None):
                continue  # the literal is the mask algebra itself (a `mnot` of a `mand`): no change, else this rewrite never ends
            _replace(rewriter, op, ls.ExecSetOp(reg, x, n))
            return


def _saved_registers(op: Operation, saves: bool = False) -> list[tuple[SSAValue | None, Operation]]:
    """The mask registers before `op` in its block that hold a saved exec (results of
    `exec_and_save`, with `saves` of `exec_save` too, operands of
    `exec_set`/`exec_restore`), nearest first, and the `exec_and` ops (None) that could
    save the exec they start from."""
    out: list[tuple[SSAValue | None, Operation]] = []
    at = op.prev_op
    while at is not None:
        if isinstance(at, ls.ExecAndSaveOp) or (saves and isinstance(at, ls.ExecSaveOp)):
            out.append((at.result, at))
        elif isinstance(at, ls.ExecSetOp | ls.ExecRestoreOp):
            out.append((at.saved, at))
        elif isinstance(at, ls.ExecAndOp):
            out.append((None, at))
        at = at.prev_op
    return out


# --------------------------------------------------------------------------- widening

_TRAPPING_KINDS = ("div", "rem", "divu", "remu")


def _speculative(op: Operation) -> bool:
    """`op` may run on more lanes than exec gave it: it ignores exec (scalar and
    mask-unit ops), or it is a vector op whose extra lanes cannot fault and are read by
    no one (an ALU op but a division, without `merge`, or a compare): each such lane was
    poison, and a value refines poison."""
    if op.regions or op.has_trait(IsTerminator) or isinstance(op, func.CallOp):
        return False
    if isinstance(op, ls.ValuOp | ls.ValusOp):
        return op.merge is None and op.kind.data not in _TRAPPING_KINDS
    if isinstance(op, ls.VCmpOp | ls.VCmpsOp | ls.MaskUnitOp | ls.MBcastOp | ls.VLaneOp):
        return True
    return op.dialect_name() != "lockstep"


def _next_exec_op(op: Operation) -> Operation | None:
    """The next exec op after `op` in its block when only speculative ops come between."""
    at = op.next_op
    while at is not None and not isinstance(at, ls.ExecOp):
        if not _speculative(at):
            return None
        at = at.next_op
    return at


class WidenExec(RewritePattern):
    """An exec write whose group runs only speculative ops (`_speculative`) before the
    next exec write, which sets a wider exec without reading it, takes that write's
    place (the ops run on more lanes; the later write goes):

        lockstep.exec_set %x and not %c     ->  lockstep.exec_set %x and %a
        %r = lockstep.valu mul %v, %v           %r = lockstep.valu mul %v, %v
        lockstep.exec_set %x and %a

    and a save and its one restore around such ops go both (`exec_and_save %c` ...
    `exec_restore` of it)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ls.ExecAndOp | ls.ExecSetOp | ls.ExecAndSaveOp, rewriter: PatternRewriter) -> None:
        later = _next_exec_op(op)
        if not isinstance(later, ls.ExecSetOp | ls.ExecRestoreOp):
            return
        if isinstance(op, ls.ExecAndSaveOp) and op.result.uses:
            if isinstance(later, ls.ExecRestoreOp) and later.saved == op.result and op.result.has_one_use():
                _erase(rewriter, later)
                _erase(rewriter, op)
            return
        narrow, wide = exec_after(op), exec_after(later)
        if narrow is None or wide is None or not wide <= narrow:
            return
        if not all(defined_before(v, op) for v in later.operands):
            return
        later.detach()
        _replace(rewriter, op, later, [None] * len(op.results))


def defined_before(value: SSAValue, op: Operation) -> bool:
    """`value` is available at `op`: a block argument or result outside `op`'s block, or
    defined before it in its block."""
    owner = value.owner
    block = owner if isinstance(owner, Block) else owner.parent_block()
    if block is not op.parent_block():
        return block is not None and block.find_ancestor_op_in_block(op) is not None
    return isinstance(owner, Block) or owner.is_before_in_block(op)


def fuse_patterns(saves: bool = False) -> list[RewritePattern]:
    """The fusing rewrites (not `WidenExec`); `saves`: `KnownExec`'s."""
    return [SaveThenAnd(), RestoreThenSave(), RestoreThenAnd(), ElseOfSaved(), KnownExec(saves)]


def fuse_exec_masks(module: builtin.ModuleOp, widen: bool = False) -> None:
    """Fuse the exec ops of `module` (see the module docstring); `widen`: `WidenExec` too."""
    fuse = fuse_patterns()
    # widening once the groups are fused: it then sees the exec each group narrows
    for patterns in (fuse, [*fuse, WidenExec()]) if widen else (fuse,):
        PatternRewriteWalker(GreedyRewritePatternApplier(patterns, dce_enabled=False), apply_recursively=True).rewrite_module(module)
