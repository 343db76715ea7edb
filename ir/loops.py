"""Natural loops of a reducible CFG, for the transforms that restructure loops.

A *back edge* is an edge u -> h whose target dominates its source; the *natural loop*
of h is h plus every block that reaches a back edge's source without passing through h
(one loop per header: the union over its back edges).  A CFG is *reducible* when every
retreating edge of a depth-first order is a back edge; then the natural loops are
exactly its cycles and nest properly.  (`cycles.py` builds LLVM's cycle forest, which
also covers irreducible cycles; the transforms here only take reducible CFGs.)
"""

from __future__ import annotations

from xdsl.ir import Block

from simdopt.ir.cfg import CFG, DomTree


def natural_loops(cfg: CFG, dom: DomTree[Block]) -> dict[Block, set[Block]]:
    """Header -> the blocks of its natural loop (reachable blocks only)."""
    bodies: dict[Block, set[Block]] = {}
    for b in cfg.rpo:
        for h in cfg.succs[b]:
            if dom.dominates(h, b):
                body = bodies.setdefault(h, {h})
                stack = [b]
                while stack:
                    x = stack.pop()
                    if x not in body:
                        body.add(x)
                        stack.extend(p for p in cfg.preds[x] if cfg.reachable(p))
    return bodies


def irreducible_edge(cfg: CFG, dom: DomTree[Block]) -> tuple[Block, Block] | None:
    """A retreating edge (to an earlier block of the reverse post-order) that is not a
    back edge - the witness of an irreducible cycle - or None for a reducible CFG."""
    for b in cfg.rpo:
        for s in cfg.succs[b]:
            if cfg.rpo_index[s] <= cfg.rpo_index[b] and not dom.dominates(s, b):
                return b, s
    return None
