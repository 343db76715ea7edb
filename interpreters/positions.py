"""Where a lane is, as the SPMD executor's scheduler compares it: dynamic positions.

**Dynamic position = convergence key.**  A lane's position is a tuple of int pairs,
one run per active region invocation (frame), outermost first::

    (iteration, region index)          frame head: scf.for iteration, scf.while
                                       iteration (before=region 0, after=region 1),
                                       scf.if then=0/else=1, function body (0, 0)
    (header RPO index, header count)   one pair per cf cycle containing the block,
                                       outermost first
    (block RPO index, op index)        the op (-1 for the block's arguments)

Two lanes' dynamic instances of an op are converged iff their positions are equal:
the same op, the same iteration of every enclosing scf loop, and the same iteration of
every enclosing cf cycle (maximal convergence for reducible CFGs, seed 003).  The
iteration of a cf cycle is the number of times the lane executed the cycle's header
since it last entered the cycle (reset when it enters from outside, +1 on every back
edge to the header).  Cycles come from `ir/cycles.py`; blocks are
ordered by reverse post-order, and a cycle's pair sorts before the pairs of the
blocks after the cycle (its header precedes its exits in RPO), so "smallest" means
"furthest behind".

**Irreducible cycles** (several entries) are counted the same way, by executions of
the cycle's header (`CycleInfo`'s header: the entry first in RPO).  A lane that enters
by another entry is in "iteration 0" until it reaches the header, so it is converged
with other lanes at a node only if neither has executed the header yet (the first
rule of seed 003's maximal converged-with relation); after that, instances with equal
header counts are converged.  That is an approximation of LLVM's relation (which also
asks that the header instances themselves be converged, something a count cannot
see): lanes that entered by different entries and executed the header equally often
are treated as converged.  The divergence analysis treats every irreducible cycle with
diverged entries as divergent, so this can only make the checker stricter about
values the analysis calls uniform inside such cycles.
"""

from __future__ import annotations

from collections.abc import Sized

from xdsl.ir import Block, Region

from simdopt.interpreters.errors import RuntimeFault
from simdopt.ir.cfg import CFG
from simdopt.ir.cycles import Cycle, CycleInfo

Position = tuple[tuple[int, int], ...]


class RegionShape:
    """Per region: its index in the parent op, RPO index and enclosing cycles per block."""

    def __init__(self, region: Region):
        parent = region.parent
        self.index = list(parent.regions).index(region) if parent is not None else 0
        first = region.first_block
        self.rpo: dict[Block, int]
        self.chains: dict[Block, tuple[tuple[Cycle, int], ...]]
        if first is not None and first.next_block is None:
            self.rpo = {first: 0}
            self.chains = {first: ()}
            return
        cfg = CFG(region)
        info = CycleInfo(cfg)
        self.rpo = cfg.rpo_index
        self.chains = {}
        for b in cfg.rpo:
            chain: list[tuple[Cycle, int]] = []
            c = info.cycle_of(b)
            while c is not None:
                chain.append((c, cfg.rpo_index[c.header]))
                c = c.parent
            self.chains[b] = tuple(reversed(chain))


def region_shape(shapes: dict[Region, RegionShape], region: Region) -> RegionShape:
    """`region`'s shape, kept in `shapes` (one per region of a run)."""
    shape = shapes.get(region)
    if shape is None:
        shape = shapes[region] = RegionShape(region)
    return shape


class Frame:
    """One region invocation of a lane: where it is and how often it went round."""

    __slots__ = ("block_rpo", "chain", "counts", "head", "op_idx", "shape")

    def __init__(self, shape: RegionShape, iteration: int):
        self.shape = shape
        self.head = (iteration, shape.index)
        self.counts: dict[Cycle, int] = {}
        self.chain: tuple[tuple[int, int], ...] = ()
        self.block_rpo = 0
        self.op_idx = -1

    def enter(self, prev: Block | None, block: Block, args: Sized) -> None:
        """The lane goes from `prev` (None: the region's entry) to `block` with `args`
        (a number other than the block's arguments is a fault)."""
        cycles = self.shape.chains.get(block)
        if cycles is None:
            raise RuntimeFault("branch to an unreachable block", block.first_op)
        counts: dict[Cycle, int] = {}
        for c, _ in cycles:
            n = self.counts.get(c, 0) if prev is not None and prev in c.blocks else 0
            if block is c.header:
                n += 1
            counts[c] = n
        self.counts = counts
        self.chain = tuple((h, counts[c]) for c, h in cycles)
        self.block_rpo = self.shape.rpo[block]
        if len(block.args) != len(args):
            raise RuntimeFault(f"block expects {len(block.args)} arguments, got {len(args)}", block.first_op)
        self.op_idx = -1

