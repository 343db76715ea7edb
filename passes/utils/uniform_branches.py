"""What `uniform-unswitch` and `uniform-jump-threading` share (seed 002).

Both transforms duplicate code to remove a branch from a path.  On a lockstep machine a
duplicated region under a *divergent* branch runs once per copy, one copy after the
other, so they are only profitable on branches every thread of a subgroup takes the same
way: `branch_is_uniform` asks the divergence analysis (or trusts `simd.non_divergent`),
unless the pass is forced with `{divergent=true}` for experiments.

`inline_arm` replaces an `scf.if` by one of its arms (a branch whose outcome is known),
and `Remarks` prints what a pass did, one line per branch, like `-Rpass` remarks
(through `ir/diagnostics.py`'s `RemarkEmitter`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from xdsl.dialects import func, scf
from xdsl.ir import Operation, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from simdopt.dialects.simd import NON_DIVERGENT
from simdopt.ir.diagnostics import RemarkEmitter
from simdopt.passes.analysis.divergence import DivergenceInfo


def branch_is_uniform(info: DivergenceInfo, branch: Operation, cond: SSAValue) -> bool:
    """The branch goes the same way for every thread of a subgroup: its condition is
    uniform, or the branch carries seed 002's hint."""
    return NON_DIVERGENT in branch.attributes or not info.is_divergent(cond)


def count_ops(op: Operation) -> int:
    """Ops nested in `op` (itself excluded): the size a duplication adds."""
    return sum(1 for _ in op.walk()) - 1


def inline_arm(if_op: scf.IfOp, then: bool) -> None:
    """Replace `if_op` by the ops of its then (or else) arm; its results by the arm's
    yielded values.  An absent else arm of a result-less `if` is nothing."""
    region = if_op.true_region if then else if_op.false_region
    block = region.first_block
    values: list[SSAValue] = []
    if block is not None:
        yield_op = block.last_op
        assert isinstance(yield_op, scf.YieldOp)
        values = list(yield_op.operands)
        Rewriter.erase_op(yield_op)
        Rewriter.inline_block(block, InsertPoint.before(if_op))
    for old, new in zip(if_op.results, values, strict=True):
        old.replace_all_uses_with(new)
    Rewriter.erase_op(if_op)


def function_name(op: Operation) -> str:
    f = op.parent_op()
    while f is not None and not isinstance(f, func.FuncOp):
        f = f.parent_op()
    return f"@{f.sym_name.data}" if f is not None else "<module>"


def value_name(v: SSAValue) -> str:
    return f"%{v.name_hint}" if v.name_hint else "<unnamed>"


@dataclass
class Remarks:
    """One line per transformed or refused branch on stderr, then the counters."""

    pass_name: str
    enabled: bool
    counts: dict[str, int] = field(default_factory=dict[str, int])
    emitter: RemarkEmitter = field(init=False)

    def __post_init__(self) -> None:
        self.emitter = RemarkEmitter(self.pass_name)

    def note(self, what: str, op: Operation, why: str) -> None:
        self.counts[what] = self.counts.get(what, 0) + 1
        if self.enabled:
            self.emitter.plain(f"{function_name(op)}: {why}")

    def summary(self) -> None:
        if self.enabled:
            parts = ", ".join(f"{n} {what}" for what, n in sorted(self.counts.items()))
            self.emitter.plain(parts or "no candidate branch")
