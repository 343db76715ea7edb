"""`fix-irreducible`: make every cycle of a `cf` CFG single-entry (LLVM's FixIrreducible).

    ^x: cf.br ^a        ^y: cf.br ^b          (^a <-> ^b a cycle entered at both)
      ->  ^x: cf.br ^d(%c0, ...)   ^y: cf.br ^d(%c1, ...)
          ^d(%sel, args of ^a..., args of ^b...): cf.switch %sel [0: ^a(...), 1: ^b(...)]

An irreducible cycle has several entries, so it has no header that dominates it and no
natural loop describes it; structured control flow cannot express it.  Every edge into
one of its entries - from outside the cycle and along the cycle - is redirected to a new
*dispatch* block that takes the entry's number and the union of the entries' arguments
(zeros for the entries not taken) and switches to the entry; the dispatch block is the
cycle's one header.  Paths are unchanged, so every definition still dominates its uses.
Repeated until the CFG is reducible (nested irreducible cycles are fixed one level at a
time).  `lift-cf-to-scf` runs it first; a divergent dispatch is a divergent switch, which
the divergence analysis and the vectorizer treat as any other.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from xdsl.dialects import arith, cf, func
from xdsl.dialects.builtin import (
    DenseIntElementsAttr,
    IntegerAttr,
    VectorType,
    i32,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from simdopt.ir.builders import zero
from simdopt.ir.cfg import CFG, dominator_tree
from simdopt.ir.diagnostics import fail_at
from simdopt.ir.loops import irreducible_edge
from simdopt.ir.rewriting import redirect


def _scc_containing(start: Block, nodes: set[Block], cfg: CFG) -> set[Block]:
    """The strongly connected component of `start` in the subgraph on `nodes`: what it
    reaches and what reaches it."""

    def reach(step: Mapping[Block, Sequence[Block]]) -> set[Block]:
        seen: set[Block] = set()
        stack = [start]
        while stack:
            x = stack.pop()
            if x not in seen:
                seen.add(x)
                stack.extend(y for y in step[x] if y in nodes)
        return seen

    return reach(cfg.succs) & reach(cfg.preds)


def fix_one(region: Region, anchor: Operation) -> bool:
    """Fix one irreducible cycle of `region`; False when it is reducible."""
    cfg = CFG(region)
    dom = dominator_tree(cfg)
    edge = irreducible_edge(cfg, dom)
    if edge is None:
        return False
    _, target = edge
    d = dom.idom[target]
    nodes = {b for b in cfg.rpo if b is not d and (d is None or dom.dominates(d, b))}
    scc = _scc_containing(target, nodes, cfg)
    entries = [b for b in cfg.rpo if b in scc and any(p not in scc for p in cfg.preds[b])]
    # The dispatch block: entry number, then every entry's arguments in turn.
    arg_types: list[Attribute] = [i32]
    offsets: list[int] = []
    for e in entries:
        offsets.append(len(arg_types))
        arg_types.extend(a.type for a in e.args)
    dispatch = Block(arg_types=arg_types)
    cases = [dispatch.args[o : o + len(e.args)] for e, o in zip(entries, offsets, strict=True)]
    dispatch.add_op(
        cf.SwitchOp(
            dispatch.args[0], entries[0], cases[0],
            DenseIntElementsAttr.from_list(VectorType(i32, (len(entries) - 1,)), tuple(range(1, len(entries)))),
            entries[1:], cases[1:],
        )
    )  # fmt: skip
    region.insert_block_before(dispatch, entries[0])
    for k, e in enumerate(entries):
        for p in list(e.predecessors()):
            if p is dispatch:
                continue
            term = p.last_op
            assert term is not None
            zeros = [
                zero(a.type, term)
                for j, other in enumerate(entries)
                if j != k
                for a in other.args
            ]
            sel = arith.ConstantOp(IntegerAttr(k, i32))
            Rewriter.insert_op([*zeros, sel], InsertPoint.before(term))
            # Rebuild in entry order: selector, then each entry's own arguments.
            ordered: list[SSAValue] = [sel.result]
            rest = iter(zeros)
            own = _edge_operands(term, e)
            for j, other in enumerate(entries):
                ordered.extend(own if j == k else [next(rest).results[0] for _ in other.args])
            redirect(term, e, dispatch, ordered)
    return True


def _edge_operands(term: Operation, target: Block) -> list[SSAValue]:
    if isinstance(term, cf.BranchOp):
        return list(term.arguments)
    if isinstance(term, cf.ConditionalBranchOp):
        if term.then_block is target and term.else_block is target:
            fail_at(term, "fix-irreducible: both edges of this branch enter the cycle; split one first")
        return list(term.then_arguments if term.then_block is target else term.else_arguments)
    if isinstance(term, cf.SwitchOp):
        if term.default_block is target:
            return list(term.default_operands)
        for b, ops in zip(term.case_blocks, term.case_operand, strict=True):
            if b is target:
                return list(ops)
    fail_at(term, f"fix-irreducible: cannot redirect the terminator '{term.name}'")


def fix_irreducible(fn: func.FuncOp) -> int:
    """Fix every irreducible cycle of `fn`; how many dispatch blocks were added."""
    count = 0
    limit = 4 * len(list(fn.body.blocks)) + 4
    while fix_one(fn.body, fn):
        count += 1
        if count > limit:  # pragma: no cover - each step removes an irreducible entry
            fail_at(fn, "fix-irreducible: no progress")
    return count
