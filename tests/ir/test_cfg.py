"""Tests of the CFG helpers: RPO, dominators and post-dominators (incl. infinite loops)."""

from __future__ import annotations

import random

from xdsl.dialects import func
from xdsl.ir import Block

from simdopt.ir.cfg import (
    CFG,
    DomTree,
    dominator_tree,
    post_dominator_tree,
    reverse_post_order,
)
from simdopt.tools.frontend import SourceMap, make_context, parse_module


def _graph_tree(edges: dict[int, list[int]], roots: list[int]) -> DomTree[int]:
    preds: dict[int, list[int]] = {n: [] for n in edges}
    for n, ss in edges.items():
        for s in ss:
            preds[s].append(n)
    return DomTree(roots, lambda n: edges[n], lambda n: preds[n])


def _naive_dominators(edges: dict[int, list[int]], root: int) -> dict[int, set[int]]:
    """Reference: d dominates n iff n is unreachable from root once d is removed."""

    def reach(skip: int | None) -> set[int]:
        seen = {root} if root != skip else set[int]()
        stack = list(seen)
        while stack:
            n = stack.pop()
            for s in edges[n]:
                if s != skip and s not in seen:
                    seen.add(s)
                    stack.append(s)
        return seen

    reachable = reach(None)
    return {n: {d for d in reachable if n not in reach(d)} | {n} for n in reachable}


def test_rpo_visits_predecessors_first_in_a_dag() -> None:
    edges = {0: [1, 2], 1: [3], 2: [3], 3: []}
    order = reverse_post_order([0], lambda n: edges[n])
    assert order[0] == 0 and order[-1] == 3
    assert set(order) == {0, 1, 2, 3}


def test_diamond_dominators_and_post_dominators() -> None:
    edges = {0: [1, 2], 1: [3], 2: [3], 3: []}
    dom = _graph_tree(edges, [0])
    assert dom.idom == {0: None, 1: 0, 2: 0, 3: 0}
    rev = {n: [p for p in edges if n in edges[p]] for n in edges}
    pdom = _graph_tree(rev, [3])
    assert pdom.idom[0] == 3 and pdom.idom[1] == 3
    assert pdom.dominates(3, 0) and not pdom.dominates(1, 0)


def test_dominators_match_the_definition_on_random_graphs() -> None:
    rng = random.Random(7)
    for _ in range(60):
        n = rng.randint(1, 12)
        edges = {
            i: sorted({rng.randrange(n) for _ in range(rng.randint(0, 3))})
            for i in range(n)
        }
        tree = _graph_tree(edges, [0])
        expected = _naive_dominators(edges, 0)
        for a in expected:
            for b in expected:
                assert tree.dominates(a, b) == (a in expected[b]), (edges, a, b)


def test_unreachable_nodes_are_dominated_by_nothing() -> None:
    edges = {0: [1], 1: [], 2: [1]}
    tree = _graph_tree(edges, [0])
    assert not tree.contains(2)
    assert not tree.dominates(0, 2)


def _region(text: str):  # type: ignore[no-untyped-def]
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    return f.body


LOOP = """
func.func @f(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  func.return
}
"""

INFINITE = """
func.func @g(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
^bb3:
  func.return
}
"""


def test_cfg_of_a_loop_has_preds_succs_and_one_exit() -> None:
    cfg = CFG(_region(LOOP))
    b0, b1, b2 = cfg.blocks
    assert cfg.succs[b1] == (b1, b2)
    assert cfg.preds[b1] == [b0, b1]
    assert cfg.exits() == [b2]
    dom = dominator_tree(cfg)
    assert dom.dominates(b0, b2) and dom.dominates(b1, b2)
    pdom = post_dominator_tree(cfg)
    assert pdom.dominates(b2, b0) and pdom.dominates(b1, b0)


def test_infinite_loop_blocks_get_a_post_dominator_tree() -> None:
    cfg = CFG(_region(INFINITE))
    blocks: list[Block] = cfg.blocks
    pdom = post_dominator_tree(cfg)
    assert all(pdom.contains(b) for b in blocks)
    # The entry reaches the exit only through one arm: nothing but itself post-dominates it.
    assert not pdom.dominates(blocks[3], blocks[0])
