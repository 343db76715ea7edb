"""`convert-scf-to-cf`: xDSL's lowering of structured control flow, plus `scf.while`.

    scf.while (%i = %a) { before; scf.condition(%c) %v } do { ^(%x): after; scf.yield %y }
      ->  cf.br ^before(%a)
          ^before(%i): before; cf.cond_br %c, ^after(%v), ^exit(%v)
          ^after(%x):  after;  cf.br ^before(%y)
          ^exit(%r):   (the uses of the while's results)

xDSL 0.74's `convert-scf-to-cf` lowers `scf.if`, `scf.for` and `scf.index_switch` but
has no pattern for `scf.while`; on a kernel with an `scf.if` inside an `scf.while` it
lowers the `if`, which leaves several blocks in the while's region, and the verifier then
blames the user's IR.  This pass registers under the same name with xDSL's three
patterns and MLIR's while lowering added (`SCFToControlFlow.cpp`'s `WhileLowering`),
so the standard name does what an MLIR user expects.  Regions of any number of blocks
are handled, so the patterns apply in any order.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, scf
from xdsl.dialects.cf import BranchOp, ConditionalBranchOp
from xdsl.ir import Block
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import BlockInsertPoint, InsertPoint
from xdsl.transforms.convert_scf_to_cf import ForLowering, IfLowering, SwitchLowering


class WhileLowering(RewritePattern):
    """`scf.while` -> a `before` header block, an `after` body block and an exit block."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: scf.WhileOp, rewriter: PatternRewriter, /):
        init_block = op.parent_block()
        region = op.parent_region()
        if init_block is None or region is None:
            return
        rest = init_block.split_before(op)
        exit_block = Block(arg_types=op.result_types)
        region.insert_block_before(exit_block, rest)
        rewriter.insert(BranchOp(rest), InsertPoint.at_end(exit_block))

        before_entry = op.before_region.first_block
        after_entry = op.after_region.first_block
        assert before_entry is not None and after_entry is not None
        for block in op.before_region.blocks:
            cond = block.last_op
            if isinstance(cond, scf.ConditionOp):
                rewriter.replace(
                    cond,
                    ConditionalBranchOp(cond.condition, after_entry, cond.args, exit_block, cond.args),
                )
        for block in op.after_region.blocks:
            yield_ = block.last_op
            if isinstance(yield_, scf.YieldOp):
                rewriter.replace(yield_, BranchOp(before_entry, *yield_.operands))
        rewriter.inline_region(op.before_region, BlockInsertPoint.before(exit_block))
        rewriter.inline_region(op.after_region, BlockInsertPoint.before(exit_block))
        rewriter.insert(BranchOp(before_entry, *op.arguments), InsertPoint.at_end(init_block))
        rewriter.replace(op, [], exit_block.args)


@dataclass(frozen=True)
class ConvertScfToCfPass(ModulePass):
    """Lower scf.if/for/while/index_switch to cf branches (xDSL's patterns + scf.while)."""

    name = "convert-scf-to-cf"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        PatternRewriteWalker(
            GreedyRewritePatternApplier([SwitchLowering(), IfLowering(), ForLowering(), WhileLowering()])
        ).rewrite_module(op)
