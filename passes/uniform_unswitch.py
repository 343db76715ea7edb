"""`uniform-unswitch`: loop unswitching on uniform branches only (seed 002).

    scf.for ... { A; scf.if %c {B} else {C}; D }      (%c defined outside the loop)
      ->  scf.if %c { scf.for ... {A; B; D} } else { scf.for ... {A; C; D} }

A loop-invariant branch inside a loop is hoisted out of it by versioning the loop: one
copy per outcome, each without the branch.  On a CPU that removes a branch per
iteration.  On a lockstep machine it pays only when the branch is uniform: a divergent
`%c` makes the vectorizer run *both* loop copies one after the other under masks,
where the original loop ran the shared parts A and D once (seed 002 reports such
slowdowns for jump threading and unswitching in CUDA).  So the pass unswitches a branch
only when the divergence analysis calls its condition uniform or it carries
`simd.non_divergent`; `{divergent=true}` unswitches divergent ones too, for experiments.

Loops: `scf.for` and `scf.while` (the branch anywhere in the loop's regions, not inside
a nested loop, which is unswitched on its own).  A loop larger than `threshold` ops is
left alone (LLVM's `unswitch-threshold`: each unswitch doubles the loop).  Loops written
with `cf` branches are not unswitched (yet).  `{remarks=true}` prints one line per
candidate branch and the counts on stderr.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, scf
from xdsl.ir import Block, Operation, Region
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.passes.uniform_branches import (
    Remarks,
    branch_is_uniform,
    count_ops,
    inline_arm,
    value_name,
)

Loop = scf.ForOp | scf.WhileOp


def _enclosing_loop(op: Operation) -> Loop | None:
    cur = op.parent_op()
    while cur is not None and not isinstance(cur, scf.ForOp | scf.WhileOp):
        cur = cur.parent_op()
    return cur


def _candidates(root: Operation) -> list[tuple[Loop, scf.IfOp]]:
    """(loop, branch) pairs whose condition is defined outside the loop, innermost first."""
    found: list[tuple[Loop, scf.IfOp]] = []
    for op in root.walk(reverse=True):
        if not isinstance(op, scf.IfOp):
            continue
        loop = _enclosing_loop(op)
        if loop is None:
            continue
        owner = op.cond.owner
        def_op = owner if isinstance(owner, Operation) else owner.parent_op()
        if def_op is not None and (def_op is loop or loop.is_ancestor(def_op)):
            continue  # varies with the iteration: not loop-invariant
        found.append((loop, op))
    return found


def _version(loop: Loop, branch: scf.IfOp, then: bool) -> Block:
    """A block holding a copy of `loop` with `branch` replaced by one arm, and a yield."""
    index = list(loop.walk()).index(branch)
    copy = loop.clone()
    copied = list(copy.walk())[index]
    assert isinstance(copied, scf.IfOp)
    copied.attributes.pop("simd.non_divergent", None)
    inline_arm(copied, then)
    return Block([copy, scf.YieldOp(*copy.results)])


def unswitch(loop: Loop, branch: scf.IfOp) -> None:
    then_block = _version(loop, branch, True)
    else_block = _version(loop, branch, False)
    versioned = scf.IfOp(branch.cond, loop.result_types, Region(then_block), Region(else_block))
    Rewriter.insert_op(versioned, InsertPoint.before(loop))
    for old, new in zip(loop.results, versioned.results, strict=True):
        old.replace_all_uses_with(new)
    Rewriter.erase_op(loop)


@dataclass(frozen=True)
class UniformUnswitchPass(ModulePass):
    """Unswitch loop-invariant branches out of scf loops, on uniform branches only
    {divergent=false threshold=100 remarks=false}."""

    name = "uniform-unswitch"

    divergent: bool = False
    """Unswitch divergent branches too (an experiment: it costs cycles on a lockstep machine)."""

    threshold: int = 100
    """Largest loop (ops inside it) that is unswitched; each unswitch doubles it."""

    remarks: bool = False
    """Print one line per candidate branch and the counts on stderr."""

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        remarks = Remarks(self.name, self.remarks)
        refused: set[Operation] = set()
        while True:
            info = analyze_divergence(op)
            todo = [(lp, br) for lp, br in _candidates(op) if br not in refused]
            if not todo:
                break
            loop, branch = todo[0]
            cond = value_name(branch.cond)
            if not self.divergent and not branch_is_uniform(info, branch, branch.cond):
                remarks.note("kept (divergent)", branch, f"kept the branch on {cond}: divergent")
                refused.add(branch)
            elif count_ops(loop) > self.threshold:
                remarks.note(
                    "kept (size)", branch,
                    f"kept the branch on {cond}: loop of {count_ops(loop)} ops > threshold {self.threshold}",
                )  # fmt: skip
                refused.add(branch)
            else:
                kind = "uniform" if branch_is_uniform(info, branch, branch.cond) else "divergent"
                remarks.note("unswitched", branch, f"unswitched the {kind} branch on {cond} out of {loop.name}")
                unswitch(loop, branch)
        remarks.summary()
