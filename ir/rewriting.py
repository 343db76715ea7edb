"""CFG edits that several passes share: `redirect` moves a terminator's edges."""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import cf
from xdsl.ir import Block, Operation, SSAValue
from xdsl.rewriter import Rewriter

from simdopt.ir.diagnostics import fail_at


def redirect(term: Operation, old: Block, new: Block, operands: list[SSAValue]) -> None:
    """Send `term`'s edges to `old` to `new` with `operands` (computed before `term`)."""

    def edge(block: Block, args: Sequence[SSAValue]) -> tuple[Block, Sequence[SSAValue]]:
        return (new, operands) if block is old else (block, args)

    if isinstance(term, cf.BranchOp):
        repl: Operation = cf.BranchOp(new, *operands)
    elif isinstance(term, cf.ConditionalBranchOp):
        t, e = edge(term.then_block, term.then_arguments), edge(term.else_block, term.else_arguments)
        repl = cf.ConditionalBranchOp(term.cond, *t, *e)
    elif isinstance(term, cf.SwitchOp):
        cases = [edge(b, ops) for b, ops in zip(term.case_blocks, term.case_operand, strict=True)]
        repl = cf.SwitchOp(
            term.flag, *edge(term.default_block, term.default_operands), term.case_values,
            [b for b, _ in cases], [o for _, o in cases],
        )  # fmt: skip
    else:
        fail_at(term, f"fix-irreducible: cannot redirect the terminator '{term.name}'")
    repl.attributes.update(term.attributes)
    Rewriter.replace_op(term, repl)
