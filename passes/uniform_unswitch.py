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
a nested loop, which is unswitched on its own), and natural loops of a `cf` CFG:

    ^pre: cf.br ^h  ...  loop L { ... cf.cond_br %c, ^t, ^f ... }  -> ^exit
      ->  ^pre: cf.br ^g;  ^g: cf.cond_br %c, ^h, ^h'
          L with `cf.br ^t` there, and its copy L' with `cf.br ^f'`, both -> ^exit

A cf loop is unswitched when it has one entry edge and one exit block, all of whose
predecessors are in the loop; values of the loop used after it are first passed through
that exit block as arguments (LLVM's LCSSA form), so both copies can feed them.  A loop
larger than `threshold` ops is left alone (LLVM's `unswitch-threshold`: each unswitch
doubles the loop).  `{remarks=true}` prints one line per candidate branch and the
counts on stderr.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import builtin, cf, func, scf
from xdsl.ir import Block, BlockArgument, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter

from simdopt.dialects.simd import NON_DIVERGENT
from simdopt.ir.cfg import CFG, dominator_tree
from simdopt.ir.loops import natural_loops
from simdopt.ir.rewriting import redirect
from simdopt.passes.analysis.divergence import (
    DivergenceInfo,
    analyze_divergence,
    successor_operands,
)
from simdopt.passes.utils.uniform_branches import (
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
    copied.attributes.pop(NON_DIVERGENT, None)
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


# --------------------------------------------------------------------------- cf loops


@dataclass
class _CfLoop:
    header: Block
    blocks: list[Block]  # in reverse post-order, header first
    entry: Block  # the one predecessor of the header outside the loop
    exit: Block  # the one block outside the loop its branches reach


def _natural_loops(fn: func.FuncOp) -> list[_CfLoop]:
    """Natural loops (one per header: the union of its back edges' loops) that have one
    entry edge and one exit block entered from the loop only."""
    cfg = CFG(fn.body)
    bodies = natural_loops(cfg, dominator_tree(cfg))
    loops: list[_CfLoop] = []
    for h, body in bodies.items():
        outside = [p for p in cfg.preds[h] if p not in body and cfg.reachable(p)]
        exits = {s for x in body for s in cfg.succs[x] if s not in body}
        if len(outside) != 1 or len(exits) != 1:
            continue
        (exit_block,) = exits
        if any(p not in body for p in cfg.preds[exit_block]):
            continue
        entry_term = outside[0].last_op
        if not isinstance(entry_term, cf.BranchOp | cf.ConditionalBranchOp):
            continue
        if any(not isinstance(x.last_op, cf.BranchOp | cf.ConditionalBranchOp) for x in body):
            continue
        ordered = sorted(body, key=lambda x: cfg.rpo_index[x])
        loops.append(_CfLoop(h, ordered, outside[0], exit_block))
    return loops


def _cf_candidates(fn: func.FuncOp) -> list[tuple[_CfLoop, cf.ConditionalBranchOp]]:
    found: list[tuple[_CfLoop, cf.ConditionalBranchOp]] = []
    for loop in _natural_loops(fn):
        inside = set(loop.blocks)
        for b in loop.blocks:
            term = b.last_op
            if not isinstance(term, cf.ConditionalBranchOp) or term.then_block is term.else_block:
                continue
            c = term.cond
            def_block = c.block if isinstance(c, BlockArgument) else c.owner.parent_block()  # type: ignore[union-attr]
            if def_block is not None and _top(def_block, fn) not in inside:
                found.append((loop, term))
    return found


def _top(block: Block, fn: func.FuncOp) -> Block:
    """The block of `fn`'s body that contains `block` (itself, or around a nested region)."""
    while block.parent is not fn.body:
        parent = block.parent_op()
        assert parent is not None and parent.parent_block() is not None
        block = parent.parent_block()  # type: ignore[assignment]
    return block


def _rebuild(term: Operation, target: Block, new_target: Block, extra: list[SSAValue]) -> None:
    """Redirect `term`'s edges to `target` to `new_target`, appending `extra` operands."""
    if isinstance(term, cf.BranchOp):
        new: Operation = cf.BranchOp(new_target, *term.arguments, *extra)
    else:
        assert isinstance(term, cf.ConditionalBranchOp)

        def edge(block: Block, args: tuple[SSAValue, ...]) -> tuple[Block, list[SSAValue]]:
            return (new_target, [*args, *extra]) if block is target else (block, list(args))

        tb, ta = edge(term.then_block, tuple(term.then_arguments))
        eb, ea = edge(term.else_block, tuple(term.else_arguments))
        new = cf.ConditionalBranchOp(term.cond, tb, ta, eb, ea)
    new.attributes.update(term.attributes)
    Rewriter.replace_op(term, new)


def _to_lcssa(loop: _CfLoop, fn: func.FuncOp) -> None:
    """Pass every value of the loop used after it through the exit block's arguments."""
    inside = set(loop.blocks)
    for b in loop.blocks:
        for v in [*b.args, *(r for op in b.ops for r in op.results)]:
            if all(_top(u.operation.parent_block(), fn) in inside for u in v.uses):  # type: ignore[arg-type]
                continue
            arg = loop.exit.insert_arg(v.type, len(loop.exit.args))
            v.replace_uses_with_if(
                arg, lambda u: _top(u.operation.parent_block(), fn) not in inside  # type: ignore[arg-type]
            )
            for p in list(loop.exit.predecessors()):
                assert p.last_op is not None
                _rebuild(p.last_op, loop.exit, loop.exit, [v])


def unswitch_cf(fn: func.FuncOp, loop: _CfLoop, branch: cf.ConditionalBranchOp) -> None:
    _to_lcssa(loop, fn)
    region = fn.body
    values: dict[SSAValue, SSAValue] = {}
    blocks: dict[Block, Block] = {}
    for b in loop.blocks:
        copy = Block(arg_types=[a.type for a in b.args])
        blocks[b] = copy
        values.update(zip(b.args, copy.args, strict=True))
    for b in loop.blocks:
        for op in b.ops:
            blocks[b].add_op(op.clone(value_mapper=values, block_mapper=blocks))
    region.insert_block_after(list(blocks.values()), loop.blocks[-1])
    copied = blocks[branch.parent_block()].last_op  # type: ignore[index]
    assert isinstance(copied, cf.ConditionalBranchOp)
    Rewriter.replace_op(copied, cf.BranchOp(copied.else_block, *copied.else_arguments))
    Rewriter.replace_op(branch, cf.BranchOp(branch.then_block, *branch.then_arguments))
    entry_term = loop.entry.last_op
    assert entry_term is not None
    args = next(list(vals) for succ, vals in successor_operands(entry_term) if succ is loop.header)
    guard = Block()
    guard.add_op(cf.ConditionalBranchOp(branch.cond, loop.header, args, blocks[loop.header], args))
    region.insert_block_after(guard, loop.entry)
    redirect(entry_term, loop.header, guard, [])


@dataclass(frozen=True)
class UniformUnswitchPass(ModulePass):
    """Unswitch loop-invariant branches out of scf and cf loops, on uniform branches
    only (seed 002)."""

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
            todo = [(lp, br) for lp, br in _candidates(op) if br not in refused]
            if not todo:
                break
            loop, branch = todo[0]
            info = analyze_divergence(op)
            if self.verdict(remarks, info, branch, count_ops(loop), loop.name):
                unswitch(loop, branch)
            else:
                refused.add(branch)
        for fn in [f for f in op.walk() if isinstance(f, func.FuncOp)]:
            self.unswitch_cf_loops(fn, remarks)
        remarks.summary()

    def unswitch_cf_loops(self, fn: func.FuncOp, remarks: Remarks) -> None:
        refused: set[Operation] = set()
        while True:
            todo = [(lp, br) for lp, br in _cf_candidates(fn) if br not in refused]
            if not todo:
                return
            loop, branch = todo[0]
            size = sum(1 for b in loop.blocks for o in b.ops for _ in o.walk())
            if self.verdict(remarks, analyze_divergence(fn), branch, size, "a cf loop"):
                unswitch_cf(fn, loop, branch)
            else:
                refused.add(branch)

    def verdict(
        self,
        remarks: Remarks,
        info: DivergenceInfo,
        branch: scf.IfOp | cf.ConditionalBranchOp,
        size: int,
        loop: str,
    ) -> bool:
        """Whether to unswitch `branch` out of `loop` (`size` ops); one remark either way."""
        cond = value_name(branch.cond)
        uniform = branch_is_uniform(info, branch, branch.cond)
        if not self.divergent and not uniform:
            remarks.note("kept (divergent)", branch, f"kept the branch on {cond}: divergent")
            return False
        if size > self.threshold:
            remarks.note("kept (size)", branch, f"kept the branch on {cond}: loop of {size} ops > threshold {self.threshold}")
            return False
        kind = "uniform" if uniform else "divergent"
        remarks.note("unswitched", branch, f"unswitched the {kind} branch on {cond} out of {loop}")
        return True
