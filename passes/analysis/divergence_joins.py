"""Join blocks and divergent exits of one divergent branch, by label propagation.

This is the sync-dependence half of LLVM's GenericUniformityAnalysis (our own code) for
`divergence.py`.  When a branch B becomes divergent, its *join blocks* (reachable from B
along two disjoint paths) are found by SSA construction of a virtual variable assigned
differently in each successor of B: each successor is labelled by itself, labels flow
forward in LLVM's `ModifiedPostOrder` (reversed: `CycleInfo.cycle_order()`, where a
cycle's header comes after its body), and a block reached by two different labels is a
join (and is then labelled by itself).  The header of a reducible cycle forwards its
label to the cycle's exits instead of into the cycle (threads entering a natural loop
converge at its header); an exit reached by a label different from the header's is a
*divergent exit* (threads leave the cycle in different iterations).  Propagation stops
when a single fresh label is left (the reconvergence point), except inside irreducible
cycles, where it runs to the fixed point.  "Uniform" inside an irreducible cycle is
relative to its header (LLVM's cycle forest, `ir/cycles.py`), as in LLVM.

Small example (an if-then-else in a kernel)::

    ^bb0: %t = thread_id; %c = cmpi slt %t, %n; cond_br %c, ^bb1, ^bb2   (divergent)
    ^bb1: br ^bb3(%one)        labels: bb1 -> "bb1"
    ^bb2: br ^bb3(%two)                bb2 -> "bb2"
    ^bb3(%x):                          bb3 gets {"bb1","bb2"}: join, %x divergent

Only bb3 is left fresh, so propagation stops there.  Had both branches passed the same
`%one`, `%x` would stay uniform (`divergence_sync.py` decides the join's arguments).

Cost: nothing walks a deep cycle nest level by level.  Cycle membership is O(1) (Euler
intervals on the cycle tree), the exits of the irreducible cycles around a branch are
found in one pass over the outermost one's edges, and the cycle an edge leaves last by
binary lifting.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence

from xdsl.ir import Block

from simdopt.ir.cycles import Cycle
from simdopt.passes.analysis.divergence_edges import RegionInfo


class JoinPoints:
    """Label propagation from one divergent branch block (see the module docstring):
    its `joins` and `divergent_exits`."""

    def __init__(
        self, info: RegionInfo, branch: Block, sources: Sequence[Block] | None = None
    ):
        """`sources`: start from these blocks (each its own label) instead of the
        successors of `branch` - the exits of a summarized cycle
        (`SyncDependence.summary`)."""
        self.info = info
        self.branch = branch
        self.sources = sources
        self.labels: dict[Block, Block] = {}
        self.joins: set[Block] = set()
        self.divergent_exits: set[Block] = set()
        self._fresh: set[int] = set()
        self._heap: list[int] = []
        self._run()

    def _join(self, succ: Block, label: Block) -> bool:
        """Push `label` into `succ`; True if `succ` becomes (or stays) a join."""
        old = self.labels.get(succ)
        if old is label:
            return False
        if old is not succ:
            i = self.info.index[succ]
            if i not in self._fresh:
                self._fresh.add(i)
                heapq.heappush(self._heap, i)
        if old is None:
            self.labels[succ] = label
            return False
        self.labels[succ] = succ
        return True

    def _visit(self, succ: Block, label: Block, found: set[Block]) -> None:
        """`found`: the joins, or the divergent exits for the exits of a cycle around
        the branch (the header's label reaches an exit that already carries another
        label: threads leave the cycle in different iterations.  Not a join of disjoint
        paths: rule 2 of `SyncDependence.exit_phis` decides its arguments)."""
        if self._join(succ, label):
            found.add(succ)

    def _run(self) -> None:
        info, b = self.info, self.branch
        cycles = info.cycles
        cfg = info.cfg
        b_cycle = cycles.cycle_of(b)
        # The largest irreducible cycle around b without a reducible ancestor:
        # propagation inside it must run to the fixed point.
        irreducible: Cycle | None = None
        c = b_cycle
        if c is not None and not c.is_reducible:
            while c.parent is not None and not c.parent.is_reducible:
                c = c.parent
            irreducible = c
        for s in cfg.succs[b] if self.sources is None else self.sources:
            if b_cycle is not None and not cycles.contains_block(b_cycle, s):
                self.divergent_exits.add(s)  # b leaves its cycle directly
            self._visit(s, s, self.joins)
        while self._fresh:
            i = self._heap[0]
            block = info.order[i]
            if len(self._fresh) == 1 and (
                irreducible is None or not cycles.contains_block(irreducible, block)
            ):
                break
            heapq.heappop(self._heap)
            self._fresh.discard(i)
            if block is b:
                continue
            label = self.labels[block]
            headed = info.reducible_header.get(block)
            if headed is not None:
                inside = cycles.contains_block(headed, b)
                found = self.divergent_exits if inside else self.joins
                for e in cycles.exits(headed):
                    self._visit(e, label, found)
            else:
                for s in cfg.succs[block]:
                    self._visit(s, label, self.joins)
        if b_cycle is not None:
            self._irreducible_exits(b_cycle)

    def _irreducible_exits(self, b_cycle: Cycle) -> None:
        """Irreducible cycles C around the branch: an exit of C whose label differs
        from C's header's is a divergent exit.  One pass over the edges leaving blocks
        of the outermost such C (not one per nested C: a deep nest would make that
        quadratic).  The cycles around b form a chain; an edge u -> v leaves exactly
        the chain's cycles from the smallest one containing u up to the largest one
        not containing v, a contiguous segment, and "some irreducible cycle of the
        segment has a header label other than v's" is answered in O(1) by the tables
        below."""
        cycles = self.info.cycles
        chain: list[Cycle] = []  # b_cycle and its ancestors, innermost first
        c: Cycle | None = b_cycle
        while c is not None:
            chain.append(c)
            c = c.parent
        n = len(chain)
        top = next((i for i in reversed(range(n)) if not chain[i].is_reducible), None)
        if top is None:
            return
        head = [self.labels.get(c.header) for c in chain]
        # first_irr[i]: the first irreducible position >= i (n: none).
        first_irr = [n] * (n + 1)
        for i in reversed(range(n)):
            first_irr[i] = first_irr[i + 1] if chain[i].is_reducible else i
        # other[i] (i irreducible): the first irreducible position > i whose header
        # label differs from position i's (n: none).
        other = [n] * n
        for i in reversed(range(n)):
            if chain[i].is_reducible:
                continue
            j = first_irr[i + 1]
            other[i] = other[j] if j < n and head[j] is head[i] else j
        depth = b_cycle.depth
        succs = self.info.cfg.succs
        for u in chain[top].blocks:
            inner = (
                b_cycle
                if cycles.contains_block(b_cycle, u)
                else cycles.outermost_without(b_cycle, u).parent
            )
            assert inner is not None
            lo = depth - inner.depth
            p = first_irr[lo]
            if p > top:
                continue
            for v in succs[u]:
                if cycles.contains_block(inner, v):
                    continue
                hi = depth - cycles.outermost_without(inner, v).depth
                if p <= hi and (head[p] is not self.labels.get(v) or other[p] <= hi):
                    self.divergent_exits.add(v)
