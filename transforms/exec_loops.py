"""Exec across the back edge of a divergent loop (`exec-loops`, and
`convert-simd-to-lockstep{exec-loops=true}` after its fused exec-style lowering).

The exec-style lowering of `scf.while` narrows exec to the loop's live lanes at the top
of each iteration and restores the outer exec at its end, two mask-unit issues per
iteration where AMD's `SI_LOOP` (`s_andn2_b64 exec, exec, ...`, LLVM's
`SILowerControlFlow`) keeps exec narrowed across the back edge and restores it once
after the loop (`RotateLoopExec`).  The lowering also passes values out of the loop
that nobody reads (the loop's exit mask `mnot %c`): `DeadLoopValue` drops them, and
the mask algebra that computed them dies.  Both rewrites run with `fuse-exec-masks`'
patterns (`transforms/fuse_exec.py`), which fuse the exec writes they move next to
others (`exec_restore %L; exec_and %a` -> `exec_set %L and %a`).  Neither adds a
lane to a vector op: cycles and energy never grow.
"""

from __future__ import annotations

from xdsl.dialects import builtin, func, scf
from xdsl.ir import Operation
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

from simdopt.dialects import lockstep as ls
from simdopt.transforms.fuse_exec import defined_before, last_exec_write, sweep, exec_after, fuse_patterns, literals

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


def optimize_exec_loops(module: builtin.ModuleOp) -> None:
    """`DeadLoopValue` and `RotateLoopExec` on `module`, with the fusing rewrites."""
    patterns = [DeadLoopValue(), RotateLoopExec(), *fuse_patterns()]
    PatternRewriteWalker(GreedyRewritePatternApplier(patterns, dce_enabled=False), apply_recursively=True).rewrite_module(module)
