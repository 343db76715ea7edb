"""Tests of the cycle hierarchy: natural loops, nesting, irreducible cycles."""

from xdsl.dialects import builtin, func

from simdopt.passes.analysis.cfg import CFG
from simdopt.passes.analysis.cycles import CycleInfo
from simdopt.tools.frontend import SourceMap, make_context, parse_module


def _cycles(text: str) -> tuple[CycleInfo, list[object]]:
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
