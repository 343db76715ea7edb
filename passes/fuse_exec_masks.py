"""`fuse-exec-masks`: the exec ops of a lockstep program fused as AMD GCN fuses them.

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

The per-op mask style has no exec ops: the pass leaves it as it is.  `fuse-exec-masks`
is a pass of its own after the lowering, so the unfused form stays the lowering's output
and both can be measured (`benchmarks/kernel_pipeline_table.py --fuse-exec`).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, func
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from simdopt.dialects import lockstep as ls


class SaveThenAnd(RewritePattern):
    """`%s = exec_save; exec_and [not] %p` -> `%s = exec_and_save [not] %p`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ls.ExecAndOp, rewriter: PatternRewriter) -> None:
        save = op.prev_op
        if not isinstance(save, ls.ExecSaveOp) or save.result.type != op.mask.type:
            return
        fused = ls.ExecAndSaveOp(op.mask, op.negated is not None)
        rewriter.replace(save, fused)
        rewriter.erase(op)


class RestoreThenSave(RewritePattern):
    """`exec_restore %s; %t = exec_save` -> `exec_restore %s` (%t is %s), and
    `exec_restore %s; %t = exec_and_save [not] %p` -> `exec_set %s and [not] %p`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ls.ExecSaveOp | ls.ExecAndSaveOp, rewriter: PatternRewriter) -> None:
        restore = op.prev_op
        if not isinstance(restore, ls.ExecRestoreOp) or restore.saved.type != op.result.type:
            return
        if isinstance(op, ls.ExecSaveOp):
            rewriter.replace(op, [], [restore.saved])
            return
        rewriter.replace(op, ls.ExecSetOp(restore.saved, op.mask, op.negated is not None), [restore.saved])
        rewriter.erase(restore)


class RestoreThenAnd(RewritePattern):
    """`exec_restore %s; exec_and [not] %p` -> `exec_set %s and [not] %p`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ls.ExecAndOp, rewriter: PatternRewriter) -> None:
        restore = op.prev_op
        if not isinstance(restore, ls.ExecRestoreOp) or restore.saved.type != op.mask.type:
            return
        rewriter.replace(op, ls.ExecSetOp(restore.saved, op.mask, op.negated is not None))
        rewriter.erase(restore)


class ElseOfSaved(RewritePattern):
    """`exec_not; exec_and %s` where exec is `%s & [~]%p` (the last exec write was
    `%s = exec_and_save [not] %p` or `exec_set %s and [not] %p`) ->
    `exec_set %s and [not] %p` with the negation flipped."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: ls.ExecAndOp, rewriter: PatternRewriter) -> None:
        flip = op.prev_op
        if op.negated is not None or not isinstance(flip, ls.ExecNotOp):
            return
        writer = _last_exec_write(flip)
        if not isinstance(writer, ls.ExecAndSaveOp | ls.ExecSetOp):
            return
        saved = writer.result if isinstance(writer, ls.ExecAndSaveOp) else writer.saved
        if saved != op.mask:
            return
        rewriter.replace(op, ls.ExecSetOp(op.mask, writer.mask, writer.negated is None))
        rewriter.erase(flip)


def _last_exec_write(op: Operation) -> Operation | None:
    """The op before `op` in its block that last wrote exec, or None when an op that may
    write it in a way the patterns cannot see (a region op, a call) comes first."""
    at = op.prev_op
    while at is not None:
        if isinstance(at, ls.ExecOp) and not isinstance(at, ls.ExecSaveOp):  # a save only reads exec
            return at
        if at.regions or isinstance(at, func.CallOp):
            return None
        at = at.prev_op
    return None


@dataclass(frozen=True)
class FuseExecMasksPass(ModulePass):
    """Fuse the exec ops of a lockstep program into AMD's fused forms (see the module
    docstring): `exec_and_save` (`s_and_saveexec_b64`) and `exec_set`."""

    name = "fuse-exec-masks"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        PatternRewriteWalker(
            GreedyRewritePatternApplier([SaveThenAnd(), RestoreThenSave(), RestoreThenAnd(), ElseOfSaved()]),
            apply_recursively=True,
        ).rewrite_module(op)
