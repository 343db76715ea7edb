"""Barrier regions of a lane function (`lower.py`), for kernels with `gpu.barrier`.

A kernel with barriers is lowered as a *resumable* lane function (pocl's work-item
loops, with the loop in the runtime): the lane runs from its start or from a barrier to
the next barrier, saves what it needs to go on into its own slots of a per-thread state
array and returns; `engine.py` runs every thread of the block to the barrier (subgroup
by subgroup, as the SPMD executor switches subgroups at `gpu.barrier`), checks that they
all wait at one dynamic instance of it, and resumes them.

Per thread, the state is `words(depth, cycles, slots)` i64 words:

* word 0: where to resume (0 the kernel's start, k after barrier k, `DONE` once the
  lane returned - written by the runtime);
* words 1..depth: the barrier's dynamic instance (the iterations of its enclosing
  cycles, padded with 0), compared across the block;
* word depth+1: the thread's ops so far (`--max-steps`), then one word per cycle
  counter (`lower.py`'s records), then one word per value live across a barrier.

`written_in_region` finds, per op, the memrefs the lanes may write between the same two
barriers: a load needs no conflict record (`counting.py`'s `@acc`) in a region where
nothing writes its memref (matmul reads its tiles in a region of its own).

`live_across_barriers` finds those values: the classic backward liveness over the
MLIR blocks, then from each block's end back to its barrier.  A value live at no
barrier keeps its SSA register: its uses are reached from its definition without a
barrier in between, so the resumed code never needs it.
"""

from __future__ import annotations

from xdsl.dialects import arith, memref
from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from simdopt.dialects import gpu, simd
from simdopt.dialects.simd_cross_lane import SYNC_OPS

STOPS = (gpu.BarrierOp, *SYNC_OPS, simd.ReadFirstLaneOp, simd.GroupReduceOp)
"""Where a resumable lane stops: gpu.barrier, and the convergent ops (the lanes of a
subgroup meet there: `subgroup.py`)."""

DONE = -1
"""Word 0 of a lane that returned."""
AT_BARRIER = 2
"""A resumable lane's status when it stopped at a `gpu.barrier` (faults return 1)."""


def words(depth: int, cycles: int, slots: int) -> int:
    """The state words of one thread."""
    return depth + 2 + cycles + slots


def _tracked(v: SSAValue, entry: Block) -> bool:
    """Values a resumed lane must get back: not the kernel's arguments (the lane
    function's entry binds them on every call) nor constants (LLVM literals)."""
    if isinstance(v, BlockArgument):
        return v.block is not entry
    return not isinstance(v.owner, arith.ConstantOp)


def live_across_barriers(blocks: list[Block], succs: dict[Block, list[Block]]) -> dict[Operation, list[SSAValue]]:
    """Per `gpu.barrier` of `blocks` (entry first), the values live just after it, in
    definition order."""
    entry = blocks[0]
    order: dict[SSAValue, int] = {}
    gen: dict[Block, set[SSAValue]] = {}
    kill: dict[Block, set[SSAValue]] = {}
    for b in blocks:
        g: set[SSAValue] = set()
        k: set[SSAValue] = set(b.args) if b is not entry else set()
        for a in b.args:
            order.setdefault(a, len(order))
        for op in b.ops:
            g.update(x for x in op.operands if x not in k and _tracked(x, entry))
            for r in op.results:
                k.add(r)
                order.setdefault(r, len(order))
        gen[b], kill[b] = g, k
    live_in: dict[Block, set[SSAValue]] = {b: set() for b in blocks}
    live_out: dict[Block, set[SSAValue]] = {b: set() for b in blocks}
    changed = True
    while changed:
        changed = False
        for b in reversed(blocks):
            out: set[SSAValue] = set().union(*(live_in[s] for s in succs[b]))
            new = gen[b] | (out - kill[b])
            if new != live_in[b] or out != live_out[b]:
                live_in[b], live_out[b], changed = new, out, True
    result: dict[Operation, list[SSAValue]] = {}
    for b in blocks:
        live = set(live_out[b])
        for op in reversed(list(b.ops)):
            if isinstance(op, STOPS):  # live into the stop (a convergent op's operands too)
                here = (live - set(op.results)) | {x for x in op.operands if _tracked(x, entry)}
                result[op] = sorted(here, key=order.__getitem__)
            live -= set(op.results)
            live |= {x for x in op.operands if _tracked(x, entry)}
    return result


def written_in_region(blocks: list[Block], succs: dict[Block, list[Block]]) -> dict[Operation, set[SSAValue]]:
    """Per op of `blocks`, the memrefs a store, atomic or cmpxchg may write in its
    barrier region: the ops reached from it or reaching it with no `gpu.barrier` in
    between (the block's pieces between barriers, joined along the CFG's edges), a
    memref chosen by an `arith.select` standing for its choices and they for it.

    The lanes of a subgroup run a region between the same two barrier instances (else
    `engine.py`'s check hands the launch back), so the conflicts `@conflicts` looks for
    are between the accesses of one region: an access to a memref nothing writes in
    its region cannot be one."""
    parent: dict[object, object] = {}

    def find(x: object) -> object:
        parent.setdefault(x, x)
        while parent[x] is not x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(a: object, b: object) -> None:
        parent[find(a)] = find(b)

    piece: dict[Operation, tuple[Block, int]] = {}
    last: dict[Block, int] = {}
    for b in blocks:
        k = 0
        for op in b.ops:
            piece[op] = (b, k)
            if isinstance(op, gpu.BarrierOp):
                k += 1
            for region_op in op.walk():
                piece[region_op] = (b, k)
                if isinstance(region_op, arith.SelectOp) and isinstance(region_op.result.type, MemRefType):
                    for choice in region_op.operands[1:]:
                        union(("mem", region_op.result), ("mem", choice))  # one memref for this purpose
        last[b] = k
    for b in blocks:
        for s in succs[b]:
            union((b, last[b]), (s, 0))
    writes: dict[object, set[object]] = {}
    for op, at in piece.items():
        if isinstance(op, memref.StoreOp | memref.AtomicRMWOp | simd.CmpxchgOp):
            writes.setdefault(find(at), set()).add(find(("mem", op.memref)))
    out: dict[Operation, set[SSAValue]] = {}
    for op, at in piece.items():
        classes = writes.get(find(at), set())
        out[op] = {v for v in op.operands if isinstance(v.type, MemRefType) and find(("mem", v)) in classes}
    return out
