"""CFG edges and values for the divergence analysis (`divergence.py`).

Which values a terminator passes along each edge, whether the values meeting at a join
are one value, which block of a region holds an op, and `RegionInfo`: the CFG, cycle
forest (LLVM's, `ir/cycles.py`), propagation order and dominator tree of one region,
built once per region the analysis visits.  `explain.py` reads the same facts to
reconstruct why a value is divergent.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from functools import cached_property

from xdsl.dialects import arith, cf, ub
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue

from simdopt.ir.cfg import CFG, DomTree, dominator_tree
from simdopt.ir.cycles import Cycle, CycleInfo


def successor_operands(term: Operation) -> list[tuple[Block, Sequence[SSAValue]]]:
    """(successor, the values passed to its arguments) for each CFG edge of `term`."""
    if isinstance(term, cf.BranchOp):
        return [(term.successor, term.arguments)]
    if isinstance(term, cf.ConditionalBranchOp):
        return [
            (term.then_block, term.then_arguments),
            (term.else_block, term.else_arguments),
        ]
    if isinstance(term, cf.SwitchOp):
        edges: list[tuple[Block, Sequence[SSAValue]]] = [
            (term.default_block, term.default_operands)
        ]
        start = 0
        segments = term.case_operand_segments.get_values()
        for blk, n in zip(term.case_blocks, segments, strict=True):
            edges.append((blk, term.case_operands[start : start + n]))
            start += n
        return edges
    # Unknown terminator: no operand mapping (its successors' args are made divergent).
    return [(s, ()) for s in term.successors]


def incoming_values(
    block: Block, preds: Iterable[Block]
) -> Iterator[tuple[Operation, Sequence[SSAValue]]]:
    """(terminator, the values it passes to the arguments of `block`) for each edge
    from one of `preds`."""
    for pred in preds:
        if pred.last_op is not None:
            for succ, values in successor_operands(pred.last_op):
                if succ is block:
                    yield pred.last_op, values


def incoming_per_arg(
    block: Block, preds: Iterable[Block]
) -> list[list[SSAValue]] | None:
    """Per argument of `block`, the values the edges from `preds` pass to it; None
    when an edge passes another number of values (an unknown terminator)."""
    incoming: list[list[SSAValue]] = [[] for _ in block.args]
    for _, values in incoming_values(block, preds):
        if len(values) != len(block.args):
            return None
        for vals, v in zip(incoming, values, strict=True):
            vals.append(v)
    return incoming


def branch_condition(term: Operation) -> SSAValue | None:
    if isinstance(term, cf.ConditionalBranchOp):
        return term.cond
    if isinstance(term, cf.SwitchOp):
        return term.flag
    return None


def same_value(a: SSAValue, b: SSAValue) -> bool:
    """The same SSA value, or two constants with equal values."""
    if a is b:
        return True
    if isinstance(a, OpResult) and isinstance(b, OpResult):
        oa, ob = a.op, b.op
        if isinstance(oa, arith.ConstantOp) and isinstance(ob, arith.ConstantOp):
            return oa.value == ob.value
    return False


def all_same(values: Sequence[SSAValue]) -> bool:
    return all(same_value(values[0], v) for v in values[1:])


def is_poison(v: SSAValue) -> bool:
    return isinstance(v, OpResult) and isinstance(v.op, ub.PoisonOp)


def joins_agree(values: Sequence[SSAValue]) -> bool:
    """The values meeting at a join (phi, `scf.if` results, `vphi`) are one value:
    every one that is not `ub.poison` is the same (LLVM's `hasConstantOrUndefValue`).
    A poison incoming value may be read as that value: a lane that took its edge
    reads poison, which any value refines (`lift-cf-to-scf` passes poison on the
    paths that do not define a value, where dominance says it is never read)."""
    defined = [v for v in values if not is_poison(v)]
    return not defined or all_same(defined)


def ancestor_block_in(op: Operation, region: Region) -> Block | None:
    """The block of `region` that contains `op` (possibly nested), or None."""
    cur: Operation | None = op
    while cur is not None:
        blk = cur.parent_block()
        if blk is None:
            return None
        if blk.parent is region:
            return blk
        cur = blk.parent_op()
    return None


def def_block(v: SSAValue) -> Block | None:
    if isinstance(v, BlockArgument):
        return v.block
    if isinstance(v, OpResult):
        return v.op.parent_block()
    return None


def def_block_in(v: SSAValue, region: Region) -> Block | None:
    blk = def_block(v)
    if blk is None:
        return None
    if blk.parent is region:
        return blk
    parent = blk.parent_op()
    return ancestor_block_in(parent, region) if parent is not None else None


class RegionInfo:
    """CFG facts of one region, computed once and on demand."""

    def __init__(self, region: Region):
        self.cfg = CFG(region)
        self.cycles = CycleInfo(self.cfg)
        self.order = self.cycles.cycle_order()
        self.index = {b: i for i, b in enumerate(self.order)}
        self.reducible_header: dict[Block, Cycle] = {
            c.header: c for c in self.cycles.cycles if c.is_reducible
        }

    @cached_property
    def dom(self) -> DomTree[Block]:
        return dominator_tree(self.cfg)

    def strictly_dominates(self, a: Block, b: Block) -> bool:
        return a is not b and self.dom.dominates(a, b)
