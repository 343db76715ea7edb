"""Cycle hierarchy of a CFG, reducible and irreducible: the same forest as LLVM's
`GenericCycleInfo` (`opt -passes='print<cycles>'`).

A *cycle* is a strongly connected component (with at least one edge) of the region's
reachable CFG; its *entries* are the blocks with a predecessor outside it (or the region
entry).  A reducible cycle (a natural loop) has one entry, its header; an irreducible one
has several.  Which entry is the *header* matters: convergence inside an irreducible cycle
is defined relative to its header (LLVM's "Convergence And Uniformity", seed 003), so we
pick LLVM's: the entry first reached by a depth-first search that visits the *last*
successor of a block first (LLVM's `GenericCycleInfoCompute::dfs`).  Child cycles are the
cycles of the cycle's blocks with the header removed (recursively), so every loop nest -
and every irreducible tangle - appears as a tree of `Cycle`s.

Construction (LLVM's algorithm, our code): blocks are visited in reverse DFS preorder;
a block with a predecessor among its own DFS descendants (a back edge) heads a new cycle,
which collects the blocks that reach such a predecessor backwards without leaving the
header's DFS subtree; a block already in a cycle makes that cycle's outermost ancestor a
child.  LLVM rescans the entries of a child at every enclosing level, quadratic in a deep
irreducible nest (issue 12's giant kernel: ~3000 levels at 100k ops); we keep each
cycle's incoming edges in two heaps of DFS numbers, pop each edge once when it becomes
internal and merge the rest smaller into larger, with a union-find over top-level
cycles: O(E log^2 E).  Entries are listed on demand (`Cycle.entries`).

`CycleInfo.cycle_order()` is the order the divergence analysis propagates join labels in:
LLVM's `ModifiedPostOrder`, reversed.  It is a depth-first post-order of a modified CFG
in which a cycle's header is its sole leaf and the cycle is left through its exits:
every cycle is a contiguous interval *ending* with its header, blocks before a cycle come
before it and blocks after it come after it, and every CFG edge goes forward except the
edges into a cycle's header (and, in an irreducible cycle, into its other entries) from
inside the cycle and the edges out of a header into its own cycle.
"""

from __future__ import annotations

import heapq

from xdsl.ir import Block

from simdopt.ir.cfg import CFG, block_successors


class Cycle:
    """One cycle: its blocks (nested cycles' included), entries (header first), parent
    and children."""

    def __init__(self, header: Block, parent: Cycle | None = None):
        self._header = header
        self._own: list[Block] = [header]  # blocks whose innermost cycle this is
        self._blocks: set[Block] | None = None
        self._entries: list[Block] | None = None
        self._reducible = True
        # Predecessor edges from outside the cycle while it is being built, as DFS
        # preorder numbers of the predecessors: those before the header's DFS subtree
        # (a max-heap, negated) and those after it (a min-heap).  `CycleInfo._build`.
        self._before: list[int] = []
        self._after: list[int] = []
        self.parent = parent
        self.children: list[Cycle] = []
        self._depth = 0
        self._tin = 0  # Euler-tour interval in the cycle tree: O(1) containment
        self._tout = 0
        self._size = 1
        self._owner: CycleInfo | None = None  # intervals of two CFGs overlap

    @property
    def blocks(self) -> set[Block]:
        """Every block of the cycle, nested cycles' included (built on first use: a
        deep nest would make building them all quadratic; `CycleInfo.contains_block`
        answers membership in O(1))."""
        if self._blocks is None:
            found: set[Block] = set()
            stack: list[Cycle] = [self]
            while stack:
                c = stack.pop()
                found.update(c._own)
                stack.extend(c.children)
            self._blocks = found
        return self._blocks

    @property
    def size(self) -> int:
        """Number of blocks (O(1) after construction)."""
        return self._size

    @property
    def entries(self) -> list[Block]:
        """The blocks with a predecessor outside the cycle: the header, then the others
        in RPO (built on first use, O(size): listing every cycle's entries is
        quadratic in a deep irreducible nest; `is_reducible` is O(1))."""
        if self._entries is None:
            self._entries = (
                self._owner.entries_of(self)
                if self._owner is not None
                else [self.header]
            )
        return self._entries

    @property
    def header(self) -> Block:
        return self._header

    @property
    def is_reducible(self) -> bool:
        return self._reducible

    def contains(self, other: Cycle) -> bool:
        """`other` is this cycle or nested in it."""
        return (
            self._tin <= other._tin
            and other._tout <= self._tout
            and self._owner is other._owner
        )

    @property
    def depth(self) -> int:
        """1 for a top-level cycle."""
        return self._depth

    def __repr__(self) -> str:
        return f"Cycle(blocks={len(self.blocks)}, entries={len(self.entries)})"


def _merge_heaps(a: list[int], b: list[int]) -> list[int]:
    """The union of two heaps (the smaller pushed into the larger)."""
    if len(a) < len(b):
        a, b = b, a
    for x in b:
        heapq.heappush(a, x)
    return a


class _Construction:
    """The state of `CycleInfo._build`.  Blocks are preorder numbers: a block's DFS
    subtree is the interval [number, last[number]], and integer keys hash fast."""

    def __init__(
        self,
        preorder: list[Block],
        start: dict[Block, int],
        end: dict[Block, int],
        preds: dict[Block, list[Block]],
    ):
        self.preorder = preorder
        self.last = [end[b] for b in preorder]
        self.pred_nums = [[start[p] for p in preds[b] if p in start] for b in preorder]
        self.inner: list[Cycle | None] = [None] * len(preorder)
        self.up: dict[Cycle, Cycle] = {}  # union-find links towards the outermost cycle

    def top(self, c: Cycle) -> Cycle:
        """The outermost cycle built so far around `c` (with path compression)."""
        up = self.up
        root = c
        while root in up:
            root = up[root]
        while c is not root:
            nxt = up[c]
            up[c] = root
            c = nxt
        return root

    def grow(self, lo: int) -> Cycle | None:
        """The cycle headed by block `lo`, if a predecessor is among its DFS
        descendants (a back edge): the blocks reaching such a predecessor backwards
        inside the header's DFS subtree, and the outermost cycles met on the way as
        children."""
        hi = self.last[lo]
        pred_nums = self.pred_nums
        work = [p for p in pred_nums[lo] if lo <= p <= hi]
        if not work:
            return None
        cycle = Cycle(self.preorder[lo])
        before = [-p for p in pred_nums[lo] if p < lo]
        after = [p for p in pred_nums[lo] if p > hi]
        from_outside_to_header = len(before) + len(after)
        heapq.heapify(before)
        heapq.heapify(after)
        cycle._before, cycle._after = before, after
        # A header is in no cycle yet: earlier cycles hold DFS descendants of their
        # (later in preorder) headers only.
        inner = self.inner
        inner[lo] = cycle
        while work:
            b = work.pop()
            if b == lo:
                continue
            found = inner[b]
            if found is None:
                inner[b] = cycle
                cycle._own.append(self.preorder[b])
                cycle._size += 1
                for p in pred_nums[b]:
                    if p < lo:
                        heapq.heappush(cycle._before, -p)
                    elif p > hi:
                        heapq.heappush(cycle._after, p)
                    else:
                        work.append(p)
                continue
            child = self.top(found)
            if child is not cycle:
                self.absorb(cycle, child, lo, work)
        # Every block with a predecessor outside is an entry: reducible iff all those
        # edges go to the header.
        total = len(cycle._before) + len(cycle._after)
        cycle._reducible = total == from_outside_to_header
        return cycle

    def absorb(self, cycle: Cycle, child: Cycle, lo: int, work: list[int]) -> None:
        """Make `child` a child of `cycle` (headed by block `lo`): its outside edges
        from inside the header's DFS subtree continue the search in `work`, the others
        join `cycle`'s heaps."""
        hi = self.last[lo]
        child.parent = cycle
        self.up[child] = cycle
        cycle.children.append(child)
        cycle._size += child._size
        cb, ca = child._before, child._after
        while cb and -cb[0] >= lo:
            work.append(-heapq.heappop(cb))
        while ca and ca[0] <= hi:
            work.append(heapq.heappop(ca))
        cycle._before = _merge_heaps(cycle._before, cb)
        cycle._after = _merge_heaps(cycle._after, ca)
        child._before, child._after = [], []


class CycleInfo:
    """All cycles of a CFG (`cycles`: parents before children), the top-level ones, and
    the innermost cycle per block."""

    def __init__(self, cfg: CFG):
        self.cfg = cfg
        self.top_level: list[Cycle] = []
        self.cycles: list[Cycle] = []
        self.innermost: dict[Block, Cycle] = {}
        self.irreducible: list[Cycle] = []
        self._exits: dict[Cycle, list[Block]] = {}
        self._order: list[Block] | None = None
        self._jumps: list[dict[Cycle, Cycle]] | None = None
        self._build()

    # -- construction (LLVM's GenericCycleInfoCompute) ----------------------------------
    def _dfs(self) -> tuple[list[Block], dict[Block, int], dict[Block, int]]:
        """Preorder, and each block's preorder number and the last number in its DFS
        subtree.  Successors are pushed in order and popped last first, duplicates
        included, exactly as LLVM's traversal does."""
        preorder: list[Block] = []
        start: dict[Block, int] = {}
        end: dict[Block, int] = {}
        entry = self.cfg.entry
        if entry is None:
            return preorder, start, end
        stack: list[Block] = [entry]
        opened: list[int] = []
        while stack:
            b = stack[-1]
            if b not in start:
                opened.append(len(stack))
                stack.extend(block_successors(b))
                start[b] = len(preorder)
                preorder.append(b)
            else:
                if opened[-1] == len(stack):
                    end[b] = len(preorder) - 1
                    opened.pop()
                stack.pop()
        return preorder, start, end

    def _build(self) -> None:
        """LLVM's construction, without its rescan of a nested cycle's entries at each
        enclosing level (quadratic in a deep irreducible nest): each cycle keeps its
        predecessor edges from outside as two heaps of DFS numbers; absorbing a child
        pops the ones inside the new header's DFS subtree (they continue the backward
        search, each edge once) and merges the rest, smaller heap into larger."""
        preorder, start, end = self._dfs()
        state = _Construction(preorder, start, end, self.cfg.preds)
        created = [c for lo in reversed(range(len(preorder))) if (c := state.grow(lo))]
        for c in created:
            c._before, c._after = [], []
        for i, c in enumerate(state.inner):
            if c is not None:
                self.innermost[preorder[i]] = c
        self.top_level = [c for c in created if c.parent is None]
        self._number_cycles()

    def _number_cycles(self) -> None:
        """Parents before children in `cycles`, depths, Euler-tour intervals, and the
        irreducible cycles."""
        clock = 0
        stack: list[tuple[Cycle, bool]] = [(c, False) for c in reversed(self.top_level)]
        while stack:
            c, done = stack.pop()
            if done:
                c._tout = clock
                continue
            c._depth = c.parent._depth + 1 if c.parent is not None else 1
            c._tin = clock
            c._owner = self
            clock += 1
            self.cycles.append(c)
            if not c.is_reducible:
                self.irreducible.append(c)
            stack.append((c, True))
            stack.extend((k, False) for k in reversed(c.children))

    # -- queries ------------------------------------------------------------------------
    def contains_block(self, cycle: Cycle, block: Block | None) -> bool:
        """`block` is in `cycle` (O(1), unlike building `cycle.blocks`)."""
        inner = self.innermost.get(block) if block is not None else None
        return inner is not None and cycle.contains(inner)

    def entries_of(self, cycle: Cycle) -> list[Block]:
        """`cycle`'s header, then its other blocks with a reachable predecessor outside
        it, in RPO."""
        preds = self.cfg.preds
        rpo_index = self.cfg.rpo_index
        others = [
            b
            for b in cycle.blocks
            if b is not cycle.header
            and any(
                p in rpo_index and not self.contains_block(cycle, p) for p in preds[b]
            )
        ]
        others.sort(key=rpo_index.__getitem__)
        return [cycle.header, *others]

    def outermost_without(self, cycle: Cycle, block: Block | None) -> Cycle:
        """The outermost ancestor-or-self of `cycle` not containing `block` (`cycle`
        must not contain it): binary lifting, O(log depth)."""
        n = cycle
        for level in reversed(self._levels()):
            up = level.get(n)
            if up is not None and not self.contains_block(up, block):
                n = up
        return n

    def ancestor_at_depth(self, cycle: Cycle, depth: int) -> Cycle:
        """The ancestor-or-self of `cycle` at `depth` (at most `cycle.depth`): binary
        lifting, O(log depth)."""
        n = cycle
        climb = n.depth - depth
        k = 0
        levels = self._levels()
        while climb:
            if climb & 1:
                n = levels[k][n]
            climb >>= 1
            k += 1
        return n

    def _levels(self) -> list[dict[Cycle, Cycle]]:
        """Jump tables: level k maps a cycle to its 2**k-th ancestor."""
        if self._jumps is None:
            levels: list[dict[Cycle, Cycle]] = [
                {c: c.parent for c in self.cycles if c.parent is not None}
            ]
            while levels[-1]:
                prev = levels[-1]
                levels.append({c: prev[p] for c, p in prev.items() if p in prev})
            self._jumps = levels
        return self._jumps

    def local_exits(self) -> dict[Cycle | None, dict[Cycle, list[Block]]]:
        """For each cycle P (None: the region), the exits of each child N of P that lie
        in P: the blocks `ModifiedPostOrder` pushes.  Every CFG edge u -> v leaving a
        cycle is a local exit of exactly one cycle (the child, towards u, of the
        smallest cycle containing both), found by binary lifting: O(E log depth)."""
        out: dict[Cycle | None, dict[Cycle, list[Block]]] = {}
        seen: set[tuple[Cycle, Block]] = set()
        for u in self.cfg.rpo:
            cu = self.innermost.get(u)
            if cu is None:
                continue
            for v in block_successors(u):
                cv = self.innermost.get(v)
                if cv is not None and cu.contains(cv):
                    continue  # v inside u's cycle: not an exit edge
                n = self.outermost_without(cu, v)
                if (n, v) in seen:
                    continue
                seen.add((n, v))
                out.setdefault(n.parent, {}).setdefault(n, []).append(v)
        for per_parent in out.values():
            for exits in per_parent.values():
                exits.sort(key=self.cfg.rpo_index.__getitem__)
        return out

    def cycle_of(self, block: Block) -> Cycle | None:
        """The innermost cycle containing `block`, or None."""
        return self.innermost.get(block)

    def exits(self, cycle: Cycle) -> list[Block]:
        """Blocks outside `cycle` with a predecessor inside it, in RPO order."""
        cached = self._exits.get(cycle)
        if cached is None:
            blocks = cycle.blocks
            found = set().union(*(self.cfg.succs[b] for b in blocks)) - blocks
            cached = sorted(found, key=self.cfg.rpo_index.__getitem__)
            self._exits[cycle] = cached
        return cached

    def cycle_order(self) -> list[Block]:
        """Reachable blocks in LLVM's `ModifiedPostOrder`, reversed (module docstring):
        the divergence analysis propagates labels from the front to the back."""
        if self._order is None:
            self._order = self.modified_post_order()[::-1]
        return self._order

    def modified_post_order(self) -> list[Block]:
        """LLVM's `ModifiedPostOrder` (post-order index = position in the list)."""
        entry = self.cfg.entry
        out: list[Block] = []
        if entry is None:
            return out
        done: set[Block] = set()
        innermost = self.innermost
        local = self.local_exits()
        # One frame per cycle being laid out (None: the whole region): its DFS stack.
        frames: list[tuple[Cycle | None, list[Block]]] = [(None, [entry])]
        while frames:
            cycle, stack = frames[-1]
            if not stack:
                frames.pop()
                continue
            b = stack[-1]
            if b in done:
                stack.pop()
                continue
            nested = innermost.get(b)
            depth = cycle.depth + 1 if cycle is not None else 1
            if nested is not None and nested is not cycle:
                # b lies in a cycle nested in `cycle`: its outermost such cycle is laid
                # out as a unit once every exit (inside `cycle`) is finished.
                nested = self.ancestor_at_depth(nested, depth)
                pending = [
                    e for e in local.get(cycle, {}).get(nested, ()) if e not in done
                ]
                stack.extend(pending)
                if not pending:
                    stack.pop()
                    header = nested.header
                    done.add(header)
                    out.append(header)
                    inner = [
                        s
                        for s in block_successors(header)
                        if self.contains_block(nested, s)
                        and s is not header
                        and s not in done
                    ]
                    frames.append((nested, inner))
                continue
            pending = [
                s
                for s in block_successors(b)
                if (cycle is None or self.contains_block(cycle, s)) and s not in done
            ]
            stack.extend(pending)
            if not pending:
                stack.pop()
                done.add(b)
                out.append(b)
        return out
