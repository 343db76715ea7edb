"""Control-flow-graph helpers for one SSACFG region: the pieces xDSL 0.74 lacks.

* `CFG`: successors/predecessors, reverse post-order from the entry block.
* `DomTree`: dominator tree by the Cooper-Harvey-Kennedy iterative algorithm
  ("A Simple, Fast Dominance Algorithm", 2001) over reverse post-order, near-linear
  in practice.  The same class builds the *post*-dominator tree on the reversed graph,
  with a virtual exit that every block without successors (and every block of an
  infinite loop, via its RPO-last node) reaches.

xDSL's own `DominanceInfo` stores a set of dominators per block (quadratic); the
verifier and the analyses use this module instead.  Nothing here mutates IR.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Generic, TypeVar

from xdsl.ir import Block, Region

N = TypeVar("N")


def block_successors(block: Block) -> Sequence[Block]:
    last = block.last_op
    return tuple(last.successors) if last is not None else ()


class CFG:
    """The CFG of a region: blocks in order, successors, predecessors, RPO."""

    def __init__(self, region: Region):
        self.region = region
        self.blocks: list[Block] = list(region.blocks)
        self.succs: dict[Block, tuple[Block, ...]] = {}
        self.preds: dict[Block, list[Block]] = {b: [] for b in self.blocks}
        for b in self.blocks:
            self.succs[b] = tuple(dict.fromkeys(block_successors(b)))  # no duplicates
            for s in self.succs[b]:
                if s in self.preds:
                    self.preds[s].append(b)
        self.entry: Block | None = self.blocks[0] if self.blocks else None
        self.rpo: list[Block] = (
            reverse_post_order([self.entry], lambda b: self.succs[b])
            if self.entry is not None
            else []
        )
        self.rpo_index: dict[Block, int] = {b: i for i, b in enumerate(self.rpo)}

    def reachable(self, block: Block) -> bool:
        return block in self.rpo_index

    def exits(self) -> list[Block]:
        """Reachable blocks without successors (return-like terminators)."""
        return [b for b in self.rpo if not self.succs[b]]


def reverse_post_order(
    roots: Iterable[N], succs: Callable[[N], Iterable[N]]
) -> list[N]:
    """Iterative DFS reverse post-order (no recursion limit on deep CFGs)."""
    seen: set[N] = set()
    post: list[N] = []
    for root in roots:
        if root in seen:
            continue
        seen.add(root)
        stack: list[tuple[N, list[N]]] = [(root, list(succs(root)))]
        while stack:
            node, pending = stack[-1]
            if pending:
                nxt = pending.pop(0)
                if nxt not in seen:
                    seen.add(nxt)
                    stack.append((nxt, list(succs(nxt))))
            else:
                stack.pop()
                post.append(node)
    post.reverse()
    return post


class DomTree(Generic[N]):
    """(Post-)dominator tree over an abstract graph given by roots and edges.

    `idom[n]` is the immediate dominator (None for a root); unreachable nodes are
    absent.  For post-dominance pass the reversed graph; the virtual root is `None`.
    """

    def __init__(
        self,
        roots: Sequence[N],
        succs: Callable[[N], Iterable[N]],
        preds: Callable[[N], Iterable[N]],
    ):
        # A virtual root (number 0) above all real roots keeps multi-root graphs
        # (post-dominance with several exits) a tree; real nodes are numbered 1.. in RPO.
        order = reverse_post_order(roots, succs)
        index = {n: i + 1 for i, n in enumerate(order)}
        idom = _immediate_dominators(order, index, roots, preds)
        self._index = index
        self.idom: dict[N, N | None] = {
            n: (order[idom[index[n]] - 1] if idom[index[n]] > 0 else None)
            for n in order
        }
        children: list[list[int]] = [[] for _ in range(len(order) + 1)]
        for i in range(1, len(order) + 1):
            children[idom[i]].append(i)
        # DFS entry/exit numbers make `dominates` O(1) (a deep tree - a long chain of
        # blocks - would make walking up the idom links quadratic overall).
        self._tin, self._tout = _euler_intervals(children)

    def contains(self, n: N) -> bool:
        return n in self._index

    def dominates(self, a: N, b: N) -> bool:
        """a dominates b (reflexive).  False when either node is unreachable."""
        ia = self._index.get(a)
        ib = self._index.get(b)
        if ia is None or ib is None:
            return False
        return self._tin[ia] <= self._tin[ib] and self._tout[ib] <= self._tout[ia]


def _immediate_dominators(
    order: list[N],
    index: dict[N, int],
    roots: Sequence[N],
    preds: Callable[[N], Iterable[N]],
) -> list[int]:
    """Cooper-Harvey-Kennedy over `order` (RPO, node i+1 = order[i], 0 = the virtual
    root): the immediate dominator's number of every node."""
    root_set = set(roots)
    idom: list[int] = [-1] * (len(order) + 1)
    idom[0] = 0
    for r in roots:
        idom[index[r]] = 0
    # Predecessor numbers once (hashing nodes in every round is the slow part).
    pred_nums = [
        [j for p in preds(n) if (j := index.get(p)) is not None]
        if n not in root_set
        else []
        for n in order
    ]

    def intersect(a: int, b: int) -> int:
        while a != b:
            while a > b:
                a = idom[a]
            while b > a:
                b = idom[b]
        return a

    changed = True
    while changed:
        changed = False
        for i in range(1, len(order) + 1):
            new = -1
            for j in pred_nums[i - 1]:
                if idom[j] == -1:
                    continue
                new = j if new == -1 else intersect(new, j)
            if new != -1 and idom[i] != new:
                idom[i] = new
                changed = True
    return idom


def _euler_intervals(children: list[list[int]]) -> tuple[list[int], list[int]]:
    """Entry and exit times of a DFS of the tree from node 0."""
    tin = [0] * len(children)
    tout = [0] * len(children)
    clock = 0
    stack: list[tuple[int, int]] = [(0, 0)]
    while stack:
        node, k = stack.pop()
        if k == 0:
            tin[node] = clock
            clock += 1
        if k < len(children[node]):
            stack.append((node, k + 1))
            stack.append((children[node][k], 0))
        else:
            tout[node] = clock
            clock += 1
    return tin, tout


def dominator_tree(cfg: CFG) -> DomTree[Block]:
    roots = [cfg.entry] if cfg.entry is not None else []
    return DomTree(roots, lambda b: cfg.succs[b], lambda b: cfg.preds[b])


def post_dominator_tree(cfg: CFG) -> DomTree[Block]:
    """Post-dominators of the reachable blocks.  Roots are the exit blocks; a region
    whose blocks cannot reach an exit (an infinite loop) gets its RPO-last block of
    each such part as an extra root, as LLVM does for its virtual exit."""
    roots: list[Block] = cfg.exits()
    covered = set(reverse_post_order(roots, lambda b: cfg.preds[b]))
    for b in reversed(cfg.rpo):
        if b not in covered:
            roots.append(b)
            covered.update(reverse_post_order([b], lambda x: cfg.preds[x]))
    return DomTree(
        roots,
        lambda b: [p for p in cfg.preds[b] if cfg.reachable(p)],
        lambda b: cfg.succs[b],
    )
