"""Tests of the cycle hierarchy: natural loops, nesting, irreducible cycles."""

import random

from xdsl.dialects import builtin, func
from xdsl.ir import Block

from simdopt.ir.cfg import CFG
from simdopt.ir.cycles import CycleInfo
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.kernel_gen import giant_irreducible_kernel


def _cycles(text: str) -> tuple[CycleInfo, list[Block]]:
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    assert isinstance(module, builtin.ModuleOp)
    f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    info = CycleInfo(CFG(f.body))
    return info, list(f.body.blocks)


NESTED = """
func.func @f(%c : i1) {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.cond_br %c, ^bb2, ^bb3
^bb3:
  cf.cond_br %c, ^bb1, ^bb4
^bb4:
  func.return
}
"""

IRREDUCIBLE = """
func.func @f(%c : i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  cf.cond_br %c, ^bb1, ^bb3
^bb3:
  func.return
}
"""


def test_nested_loops_form_a_tree() -> None:
    info, blocks = _cycles(NESTED)
    assert len(info.top_level) == 1
    outer = info.top_level[0]
    assert outer.blocks == {blocks[1], blocks[2], blocks[3]}
    assert outer.is_reducible and outer.header is blocks[1]
    assert len(outer.children) == 1
    inner = outer.children[0]
    assert inner.blocks == {blocks[2]} and inner.depth == 2
    assert info.cycle_of(blocks[2]) is inner
    assert info.cycle_of(blocks[0]) is None


def test_irreducible_cycle_has_two_entries() -> None:
    info, blocks = _cycles(IRREDUCIBLE)
    assert len(info.cycles) == 1
    cycle = info.cycles[0]
    assert cycle.blocks == {blocks[1], blocks[2]}
    assert not cycle.is_reducible
    assert set(cycle.entries) == {blocks[1], blocks[2]}


def test_cycle_order_is_llvm_modified_post_order_reversed() -> None:
    """Cycles are contiguous intervals ending with their header; every other edge goes
    forward (LLVM's ModifiedPostOrder: the header is the cycle's sole leaf)."""
    info, blocks = _cycles(NESTED)
    order = info.cycle_order()
    index = {b: i for i, b in enumerate(order)}
    assert len(order) == len(blocks)
    for cycle in info.cycles:
        members = sorted(index[b] for b in cycle.blocks)
        assert members == list(range(members[0], members[0] + len(members)))
        assert order[members[-1]] is cycle.header
    headers = {c.header: c for c in info.cycles}
    for b in order:
        for s in info.cfg.succs[b]:
            into_header = s in headers and b in headers[s].blocks
            out_of_header = b in headers and s in headers[b].blocks
            assert into_header or out_of_header or index[b] < index[s]
    # bb0, then the inner loop bb2 (its own header), bb3, the outer header bb1, bb4.
    assert order == [blocks[0], blocks[2], blocks[3], blocks[1], blocks[4]]


H1 = """
func.func @f(%c : i1) {
  cf.cond_br %c, ^P, ^Q
^P:
  cf.br ^R
^R:
  cf.cond_br %c, ^P, ^Q
^Q:
  cf.cond_br %c, ^P, ^X
^X:
  func.return
}
"""


def test_irreducible_header_is_the_entry_llvm_reaches_first() -> None:
    """LLVM's DFS visits the last successor first: Q is the header of {P, R, Q} and
    {P, R} is a child loop (opt-22 -passes='print<cycles>' on h1_header_choice.ll)."""
    info, blocks = _cycles(H1)
    _, p, r, q, _ = blocks
    (outer,) = info.top_level
    assert outer.header is q and outer.entries == [q, p]
    assert outer.blocks == {p, r, q}
    (inner,) = outer.children
    assert inner.header is p and inner.is_reducible and inner.blocks == {p, r}
    assert inner.depth == 2 and info.cycle_of(r) is inner


def _reference_forest(info: CycleInfo) -> set[tuple[object, ...]]:
    """LLVM's GenericCycleInfoCompute written plainly (no union-find, no heaps: the
    entries of a nested cycle rescanned at every level, blocks as sets): each cycle
    as (header, entries, blocks, parent header, reducible)."""
    cfg = info.cfg
    preorder: list[Block] = []
    start: dict[Block, int] = {}
    end: dict[Block, int] = {}
    stack: list[Block] = [cfg.blocks[0]]
    opened: list[int] = []
    while stack:  # the DFS of `CycleInfo._dfs`: last successor first
        b = stack[-1]
        if b not in start:
            opened.append(len(stack))
            stack.extend(b.last_op.successors if b.last_op is not None else ())
            start[b] = len(preorder)
            preorder.append(b)
        else:
            if opened[-1] == len(stack):
                end[b] = len(preorder) - 1
                opened.pop()
            stack.pop()
    blocks_of: dict[Block, set[Block]] = {}
    entries_of: dict[Block, list[Block]] = {}
    parent_of: dict[Block, Block | None] = {}
    owner: dict[Block, Block] = {}  # block -> header of its outermost cycle so far
    for h in reversed(preorder):
        lo, hi = start[h], end[h]
        work = [p for p in cfg.preds[h] if p in start and lo <= start[p] <= hi]
        if not work:
            continue
        blocks_of[h], entries_of[h], parent_of[h] = {h}, [h], None
        owner[h] = h
        while work:
            b = work.pop()
            if b in blocks_of[h]:
                continue
            if b in owner:
                child = owner[b]
                while (up := parent_of[child]) is not None:
                    child = up
                if child is h:
                    continue
                parent_of[child] = h
                grow = entries_of[child]
                blocks_of[h] |= blocks_of[child]
            else:
                grow = [b]
                blocks_of[h].add(b)
            for g in grow:
                owner.setdefault(g, h)
                outside = [p for p in cfg.preds[g] if p in start]
                work += [p for p in outside if lo <= start[p] <= hi]
                if any(not lo <= start[p] <= hi for p in outside):
                    entries_of[h].append(g)
        for b in blocks_of[h]:
            owner.setdefault(b, h)
    return {
        (h, frozenset(entries_of[h]), frozenset(blocks_of[h]), parent_of[h],
         len(entries_of[h]) == 1)
        for h in blocks_of
    }  # fmt: skip


def _forest(info: CycleInfo) -> set[tuple[object, ...]]:
    return {
        (c.header, frozenset(c.entries), frozenset(c.blocks),
         c.parent.header if c.parent is not None else None, c.is_reducible)
        for c in info.cycles
    }  # fmt: skip


def _random_cfg(seed: int, n: int) -> str:
    rng = random.Random(seed)
    lines = ["func.func @f(%c : i1) {", "  cf.br ^bb1"]
    for i in range(1, n):
        lines.append(f"^bb{i}:")
        r = rng.random()
        if i == n - 1 or r < 0.1:
            lines.append("  func.return")
        elif r < 0.4:
            lines.append(f"  cf.br ^bb{rng.randrange(1, n)}")
        else:
            a, b = rng.randrange(1, n), rng.randrange(1, n)
            lines.append(f"  cf.cond_br %c, ^bb{a}, ^bb{b}")
    lines.append("}")
    return "\n".join(lines)


def test_forest_matches_plain_llvm_construction_on_random_cfgs() -> None:
    """The heap-based construction (`CycleInfo._build`) builds LLVM's forest: the same
    headers, entries, blocks, parents and reducibility as the plain algorithm, on 300
    random CFGs (irreducible tangles, self loops, unreachable blocks) and a giant
    irreducible kernel (a nest hundreds deep)."""
    texts = [_random_cfg(seed, 3 + seed % 40) for seed in range(300)]
    texts.append(giant_irreducible_kernel(3000))
    deep = 0
    for text in texts:
        info, _ = _cycles(text)
        assert _forest(info) == _reference_forest(info)
        deep = max(deep, max((c.depth for c in info.cycles), default=0))
    assert deep > 50  # the giant kernel's nest is deep
