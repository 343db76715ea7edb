"""The exec traffic an AMDGPU backend would not emit, removed from a lockstep program
(`optimize-exec`, and `convert-simd-to-lockstep{optimize-exec=true}` after its fused
exec-style lowering; LLVM's `SILowerControlFlow` and `SIOptimizeExecMasking` do the
like for AMD's `SI_IF`/`SI_LOOP` pseudo-instructions).

* `RotateLoopExec`: the exec-style lowering of `scf.while` narrows exec to the loop's
  live lanes at the top of each iteration and restores the outer exec at its end, two
  mask-unit issues per iteration where AMD's `SI_LOOP` (`s_andn2_b64 exec, exec, ...`)
  keeps exec narrowed across the back edge and restores it once after the loop.
* `DeadLoopValue`: values the loop passes out that nobody reads (the loop's exit mask
  `mnot %c`) are dropped, and the mask algebra that computed them dies.
* `NestedGroup`: two exec groups in a row whose second mask implies the first's (`x < 8`
  then `x < 4`) share the first's narrowing: the restore between them goes.
* `DeadExecWrite`: an exec write that the next one overwrites unread goes; `AndKnown`:
  an `exec_and` of a conjunction drops the literals exec already holds.

They run with `fuse-exec-masks`' patterns (`transforms/fuse_exec.py`), which fuse the
exec writes they move next to others, with exec also known from the function's
`exec_save` and at a region's entry (`saves=True`).  None adds a lane to a vector op:
cycles and energy never grow.
"""

from __future__ import annotations

from xdsl.dialects import arith, builtin, func, scf
from xdsl.ir import Operation, SSAValue
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.traits import IsTerminator

from simdopt.dialects import lockstep as ls
from simdopt.transforms.fuse_exec import (
    Literal,
    defined_before,
    exec_after,
    exec_before,
    fuse_patterns,
    last_exec_write,
    literals,
    sweep,
)


def _touches_exec(op: Operation) -> bool:
    """`op` may read or write exec: an exec op, a vector-unit op, a region op, a call."""
    return bool(op.regions) or isinstance(op, ls.ExecOp | ls.VectorUnitOp | func.CallOp)


class DeadLoopValue(RewritePattern):
    """A value an `scf.while` passes out of its before region (an `scf.condition`
    operand) that neither the after region nor the loop's users read is dropped, and
    the mask algebra that computed it dies (the lowering's loop-exit mask `mnot %c`
    nobody reads after the loop: one mask-unit issue per iteration)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter) -> None:
        cond = op.before_region.block.last_op
        after = op.after_region.block
        if not isinstance(cond, scf.ConditionOp):
            return
        dead = [j for j, r in enumerate(op.res) if not r.uses and not after.args[j].uses]
        if not dead:
            return
        keep = [j for j in range(len(op.res)) if j not in dead]
        gone = [cond.args[j] for j in dead]
        rewriter.replace(cond, scf.ConditionOp(cond.condition, *(cond.args[j] for j in keep)))
        for j in reversed(dead):
            rewriter.erase_block_argument(after.args[j])
        new = scf.WhileOp(
            op.arguments, [op.res[j].type for j in keep],
            rewriter.move_region_contents_to_new_regions(op.before_region),
            rewriter.move_region_contents_to_new_regions(op.after_region),
        )  # fmt: skip
        rewriter.replace(op, new, [new.res[keep.index(j)] if j in keep else None for j in range(len(op.res))])
        sweep(rewriter, gone)


class RotateLoopExec(RewritePattern):
    """A divergent loop keeps exec at its live lanes across the back edge, as AMD's
    `SI_LOOP` (`s_andn2_b64 exec, exec, ...`) does, instead of restoring the outer exec
    at the end of each iteration and narrowing it again at the top of the next:

        lockstep.exec_restore %L                lockstep.exec_set %L and %a0
        scf.while (%a = %a0) {                  scf.while (%a = %a0) {
          lockstep.exec_and %a                    ...
          ...                               ->    %n = ...
          %n = ...                                %c = lockstep.many %n
          lockstep.exec_restore %L                lockstep.exec_set %L and %n
          %c = lockstep.many %n                   scf.condition(%c) ... %n
          scf.condition(%c) ... %n              } do { scf.yield ... %n }
        } do { scf.yield ... %n }               lockstep.exec_restore %L

    One exec write per iteration goes.  It applies when exec is `%L` before the loop
    (the last exec write before it), the before region's first op touching exec is the
    `exec_and` of a loop-carried mask `%a`, its last is `exec_restore %L` with no op
    reading exec after it, the loop continues while `many %n` and `%n` is what the
    after region (no op touching exec) passes back as `%a`.  exec at the top of each
    iteration is then `%L & %a`, as before; nothing reads the exec the loop leaves, and
    `%L` is restored after it.  `many` faults on a poison lane of `%n`, so the
    `exec_set` checks no lane the `exec_and` of the next iteration did not."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter) -> None:
        before, after = op.before_region.block, op.after_region.block
        cond, yield_ = before.last_op, after.last_op
        if not isinstance(cond, scf.ConditionOp) or not isinstance(yield_, scf.YieldOp):
            return
        if any(_touches_exec(o) for o in after.ops):
            return
        top = next((o for o in before.ops if _touches_exec(o)), None)
        if not isinstance(top, ls.ExecAndOp) or top.mask not in before.args:
            return
        restore = cond.prev_op
        while restore is not None and not _touches_exec(restore):
            restore = restore.prev_op
        if not isinstance(restore, ls.ExecRestoreOp) or restore is top:
            return
        live = restore.saved
        if not defined_before(live, op) or not isinstance(many := cond.condition.owner, ls.MAnyOp):
            return
        k = before.args.index(top.mask)  # pyright: ignore[reportArgumentType]
        back = yield_.arguments[k]
        if back not in after.args or cond.args[after.args.index(back)] != many.input:  # pyright: ignore[reportArgumentType]
            return
        writer = last_exec_write(op)
        if writer is None or (outer := exec_after(writer)) is None or outer != literals(live):
            return
        negated = top.negated is not None
        rewriter.insert(ls.ExecAndOp(op.arguments[k], negated), InsertPoint.before(op))
        rewriter.insert(ls.ExecRestoreOp(live), InsertPoint.after(op))
        rewriter.insert(ls.ExecSetOp(live, many.input, negated), InsertPoint.before(cond))
        rewriter.erase(top)
        rewriter.erase(restore)


class DeadExecWrite(RewritePattern):
    """An exec write whose exec no op reads: the next op of its block that touches exec
    is an `exec_restore` or `exec_set`, which set exec without reading it (the restore
    a group's fusion left before the outer restore: `exec_set %x and %c;
    exec_restore %L`).  Dropping it may only drop a fault (a poison mask lane)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ls.ExecRestoreOp | ls.ExecSetOp | ls.ExecAndOp | ls.ExecNotOp, rewriter: PatternRewriter) -> None:
        at = op.next_op
        while at is not None and not _touches_exec(at) and not at.has_trait(IsTerminator):
            at = at.next_op
        if isinstance(at, ls.ExecRestoreOp | ls.ExecSetOp):
            operands = list(op.operands)
            rewriter.erase(op)
            sweep(rewriter, operands)


# --------------------------------------------------------------------------- nested groups

_SIGNED = {"slt": (None, -1), "sle": (None, 0), "sgt": (1, None), "sge": (0, None)}
_UNSIGNED = {"ult": (None, -1), "ule": (None, 0), "ugt": (1, None), "uge": (0, None)}


def _lanes_range(v: SSAValue, signed: bool) -> tuple[SSAValue, int, int] | None:
    """`v = vcmps pred, %x, c` (integer lanes, `c` a constant, unmasked) as the range
    [lo, hi] of `%x`'s lane values it holds for, in the signed or unsigned order; None
    when it is no such compare or its predicate is of the other order."""
    op = v.owner
    if not isinstance(op, ls.VCmpsOp) or op.mask is not None or not isinstance(const := op.rhs.owner, arith.ConstantOp):
        return None
    if not isinstance(t := op.rhs.type, builtin.IntegerType) or not isinstance(value := const.value, builtin.IntegerAttr):
        return None
    bits = t.width.data
    c = value.value.data % (1 << bits)
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    if signed and c > hi:
        c -= 1 << bits
    pred = op.predicate.data
    if pred == "eq":
        return op.lhs, c, c
    bound = (_SIGNED if signed else _UNSIGNED).get(pred)
    if bound is None:
        return None
    low, high = bound
    return op.lhs, lo if low is None else c + low, hi if high is None else c + high


def implies(b: Literal, a: Literal) -> bool:
    """Every lane where literal `b` holds, `a` holds (the same literal, or compares of
    the same lanes with constants whose ranges nest: `x < 4` implies `x < 8`)."""
    if b == a:
        return True
    if b[1] or a[1]:
        return False
    for signed in (True, False):
        rb, ra = _lanes_range(b[0], signed), _lanes_range(a[0], signed)
        if rb is not None and ra is not None and rb[0] == ra[0] and ra[1] <= rb[1] and rb[2] <= ra[2]:
            return True
    return False


def _mask_feed(value: SSAValue, between: set[Operation], sink: Operation) -> bool:
    """Every use of `value` is `sink` or an op of `between`."""
    return all(u.operation is sink or u.operation in between for u in value.uses)


class NestedGroup(RewritePattern):
    """The restore between two exec groups goes when the second group's mask implies
    the first's (`if (x < 8) ... if (x < 4) ...`, a tree reduction's halving steps):

        lockstep.exec_and %a          (exec: L & a)     lockstep.exec_and %a
        ...                                              ...
        lockstep.exec_restore %L                    ->
        %b = lockstep.vcmps slt, %x, %c4                 %b = lockstep.vcmps slt, %x, %c4
        lockstep.exec_and %b                             lockstep.exec_and %b

    L & a & b = L & b when b implies a (`implies`), so exec is the same in the second
    group; the ops between run under L & a instead of L, so they may only be unmasked
    compares and mask algebra whose results only feed the `exec_and` (lanes outside
    L & a are poison now, and the `exec_and` reads none of them), or ops that touch
    no exec.  One mask-unit issue goes and the compares compute fewer lanes."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ls.ExecRestoreOp, rewriter: PatternRewriter) -> None:
        before, after = exec_before(op, True), exec_after(op, True)
        if before is None or after is None or not after <= before:
            return
        between: list[Operation] = []
        at = op.next_op
        while at is not None and not isinstance(at, ls.ExecOp):
            if at.regions or isinstance(at, func.CallOp) or at.has_trait(IsTerminator):
                return
            if isinstance(at, ls.VectorUnitOp) and not (isinstance(at, ls.VCmpOp | ls.VCmpsOp) and at.mask is None):
                return
            between.append(at)
            at = at.next_op
        if not isinstance(at, ls.ExecAndOp) or at.negated is not None:
            return
        inside = set(between)
        if not all(
            _mask_feed(r, inside, at) for o in between if isinstance(o, ls.VCmpOp | ls.VCmpsOp | ls.MaskUnitOp) for r in o.results
        ):
            return
        target = literals(at.mask, saves=True)
        if target is None or not all(any(implies(b, a) for b in target) for a in before - after):
            return
        rewriter.erase(op)


class AndKnown(RewritePattern):
    """`exec_and %m` of a conjunction `%m` (`mand`, read only here) some of whose
    literals exec already holds: the `exec_and` of the one literal left, and the
    algebra dies (after `NestedGroup`: `exec_and (mand %eq, %lt4)` under exec
    `L & eq & lt8` is `exec_and %lt4`)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ls.ExecAndOp, rewriter: PatternRewriter) -> None:
        if op.negated is not None or not isinstance(op.mask.owner, ls.MAndOp) or not op.mask.has_one_use():
            return
        before, target = exec_before(op, True), literals(op.mask, saves=True)
        if before is None or target is None or len(left := target - before) != 1:
            return
        ((x, n),) = left
        operands = list(op.operands)
        rewriter.replace(op, ls.ExecAndOp(x, n))
        sweep(rewriter, operands)


def optimize_exec(module: builtin.ModuleOp) -> None:
    """This module's rewrites on `module`, with the fusing rewrites (`saves`: exec known
    from an `exec_save` and at a region's entry)."""
    patterns = [DeadLoopValue(), RotateLoopExec(), DeadExecWrite(), NestedGroup(), AndKnown(), *fuse_patterns(saves=True)]
    PatternRewriteWalker(GreedyRewritePatternApplier(patterns, dce_enabled=False), apply_recursively=True).rewrite_module(module)
