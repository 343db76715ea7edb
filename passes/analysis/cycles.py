"""Cycle hierarchy of a CFG, reducible and irreducible (LLVM's GenericCycleInfo idea).

A *cycle* is a strongly connected component (with at least one edge) of the region's
reachable CFG; its *entries* are the blocks with a predecessor outside it (or the region
entry).  A reducible cycle (a natural loop) has one entry, its header; an irreducible one
has several, and its *header* is the entry first in reverse post-order.  Child cycles are
the cycles of the cycle's blocks with the header removed (recursively), so every loop
nest - and every irreducible tangle - appears as a tree of `Cycle`s.

Tarjan's SCC algorithm (iterative) at each nesting level: O(depth * blocks).

`CycleInfo.cycle_order()` is the cycle-aware topological order the divergence analysis
propagates join labels in (LLVM's "modified post-order", reversed): every cycle is a
contiguous interval starting with its header, and every CFG edge goes forward except the
edges into a cycle's header from inside that cycle (and, in an irreducible cycle, edges
into its other entries from inside it).
"""

from __future__ import annotations

import heapq
from itertools import count

from xdsl.ir import Block

from simdopt.passes.analysis.cfg import CFG


class Cycle:
    """One cycle: its blocks, entries (header first), parent and children."""

    def __init__(self, blocks: set[Block], entries: list[Block], parent: Cycle | None):
        self.blocks = blocks
        self.entries = entries
        self.parent = parent
        self.children: list[Cycle] = []

    @property
    def header(self) -> Block:
        return self.entries[0]

    @property
    def is_reducible(self) -> bool:
        return len(self.entries) == 1

    def contains(self, other: Cycle) -> bool:
        """`other` is this cycle or nested in it."""
        c: Cycle | None = other
        while c is not None:
            if c is self:
                return True
            c = c.parent
        return False

    @property
    def depth(self) -> int:
        d, c = 1, self.parent
        while c is not None:
            d, c = d + 1, c.parent
        return d

    def __repr__(self) -> str:
        return f"Cycle(blocks={len(self.blocks)}, entries={len(self.entries)})"


def strongly_connected_components(
    nodes: list[Block], succs: dict[Block, tuple[Block, ...]], allowed: set[Block]
) -> list[list[Block]]:
    """Tarjan's algorithm, iterative, over the subgraph induced by `allowed`."""
    index: dict[Block, int] = {}
    low: dict[Block, int] = {}
    on_stack: set[Block] = set()
    stack: list[Block] = []
    result: list[list[Block]] = []
    counter = 0
    for root in nodes:
        if root in index:
            continue
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        call: list[tuple[Block, int]] = [(root, 0)]
        while call:
            v, i = call[-1]
            out = [s for s in succs[v] if s in allowed]
            if i < len(out):
                call[-1] = (v, i + 1)
                w = out[i]
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    call.append((w, 0))
                elif w in on_stack:
                    low[v] = min(low[v], index[w])
                continue
            call.pop()
            if call:
                u = call[-1][0]
                low[u] = min(low[u], low[v])
            if low[v] == index[v]:
                comp: list[Block] = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w is v:
                        break
                result.append(comp)
    return result


class CycleInfo:
    """All cycles of a CFG, outermost first (`cycles`), and the innermost per block."""

    def __init__(self, cfg: CFG):
        self.cfg = cfg
        self.top_level: list[Cycle] = []
        self.cycles: list[Cycle] = []
        self.innermost: dict[Block, Cycle] = {}
        self.irreducible: list[Cycle] = []
        self._exits: dict[Cycle, list[Block]] = {}
        self._order: list[Block] | None = None
        self._build(set(cfg.rpo), None)

    def _build(self, allowed: set[Block], parent: Cycle | None) -> None:
        cfg = self.cfg
        order = sorted(allowed, key=cfg.rpo_index.__getitem__)
        for comp in strongly_connected_components(order, cfg.succs, allowed):
            members = set(comp)
            if len(comp) == 1 and comp[0] not in cfg.succs[comp[0]]:
                continue
            entries = [
                b
                for b in sorted(comp, key=cfg.rpo_index.__getitem__)
                if (b is cfg.entry or any(p not in members for p in cfg.preds[b]))
            ]
            cycle = Cycle(members, entries, parent)
            (parent.children if parent is not None else self.top_level).append(cycle)
            self.cycles.append(cycle)
            if not cycle.is_reducible:
                self.irreducible.append(cycle)
            for b in members:
                self.innermost[b] = cycle
            self._build(members - {cycle.header}, cycle)

    def cycle_of(self, block: Block) -> Cycle | None:
        """The innermost cycle containing `block`, or None."""
        return self.innermost.get(block)

    def exits(self, cycle: Cycle) -> list[Block]:
        """Blocks outside `cycle` with a predecessor inside it, in RPO order."""
        cached = self._exits.get(cycle)
        if cached is None:
            found: set[Block] = set()
            for b in cycle.blocks:
                for s in self.cfg.succs[b]:
                    if s not in cycle.blocks:
                        found.add(s)
            cached = sorted(found, key=self.cfg.rpo_index.__getitem__)
            self._exits[cycle] = cached
        return cached

    def cycle_order(self) -> list[Block]:
        """Reachable blocks, cycles as contiguous intervals (header first), otherwise
        topological: a block comes after all its predecessors except the latches of
        cycles it heads.  Ties follow reverse post-order."""
        if self._order is None:
            out: list[Block] = []
            self._emit(set(self.cfg.rpo), self.top_level, out)
            self._order = out
        return self._order

    def _emit(
        self, members: set[Block], children: list[Cycle], out: list[Block]
    ) -> None:
        rpo = self.cfg.rpo_index
        rep: dict[Block, Block | Cycle] = {}
        for c in children:
            for b in c.blocks:
                rep[b] = c
        nodes: list[Block | Cycle] = [b for b in members if b not in rep]
        nodes.extend(children)
        key: dict[Block | Cycle, int] = {
            n: rpo[n.header] if isinstance(n, Cycle) else rpo[n] for n in nodes
        }
        indeg: dict[Block | Cycle, int] = dict.fromkeys(nodes, 0)
        edges: dict[Block | Cycle, set[Block | Cycle]] = {n: set() for n in nodes}
        for u in members:
            ru = rep.get(u) or u
            for v in self.cfg.succs[u]:
                if v not in members:
                    continue
                rv = rep.get(v) or v
                if ru is not rv and rv not in edges[ru]:
                    edges[ru].add(rv)
                    indeg[rv] += 1
        tie = count()
        heap: list[tuple[int, int, Block | Cycle]] = [
            (key[n], next(tie), n) for n in nodes if indeg[n] == 0
        ]
        heapq.heapify(heap)
        while heap:
            _, _, n = heapq.heappop(heap)
            if isinstance(n, Cycle):
                out.append(n.header)
                self._emit(n.blocks - {n.header}, n.children, out)
            else:
                out.append(n)
            for m in edges[n]:
                indeg[m] -= 1
                if indeg[m] == 0:
                    heapq.heappush(heap, (key[m], next(tie), m))
