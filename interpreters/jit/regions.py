"""Barrier regions of a lane function (`lower.py`), for kernels with `gpu.barrier`.

A kernel with barriers (or convergent ops: `STOPS`; or, in lockstep-memory mode, the
shared accesses of `memory_stops`) is lowered as a *resumable* lane
function (pocl's work-item loops, with the loop in the runtime): the lane runs from its
start or from a stop to the next stop, saves what it needs to go on into its own slots
of a per-thread state array and returns; `engine.py` resumes, subgroup by subgroup,
the lanes of the subgroup's next converged instance (the lanes at the smallest dynamic
position, as the SPMD executor forms one) until the subgroup returned or waits at a
`gpu.barrier`, checks that the block's threads all wait at one dynamic instance of it,
and resumes them.

Per thread, the state is `words(positions, counters, slots)` i64 words:

* word 0: where to resume (0 the kernel's start, k after stop k, `DONE` once the
  lane returned - written by the runtime);
* words 1..positions: the stop's dynamic position (`stop_positions`: the SPMD
  executor's `interpreters/positions.py` position, flattened, padded with -1),
  compared across the subgroup (the furthest behind goes first) and the block;
* word positions+1: the thread's ops so far (`--max-steps`), then one word per cycle
  counter (`lower.py`'s records), four per scf loop holding a stop (its iteration,
  index, bound and step: `structured.py`), then one word per value live across a
  stop.

`written_in_region` finds, per op, the memrefs the lanes may write between the same two
barriers: a load needs no conflict record (`counting.py`'s `@acc`) in a region where
nothing writes its memref (matmul reads its tiles in a region of its own).

`live_across_barriers` finds those values: the classic backward liveness, op by op
(scf regions included: resuming inside a loop needs its carried values).  A value live at no
barrier keeps its SSA register: its uses are reached from its definition without a
barrier in between, so the resumed code never needs it.
"""

from __future__ import annotations

from collections.abc import Collection

from xdsl.dialects import arith, func, memref, scf
from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Block, BlockArgument, Operation, SSAValue

from simdopt.dialects import gpu, simd
from simdopt.dialects.simd_cross_lane import SYNC_OPS
from simdopt.ir.cycles import Cycle

STOPS = (gpu.BarrierOp, *SYNC_OPS, simd.ReadFirstLaneOp, simd.GroupReduceOp)
"""Where a resumable lane stops: gpu.barrier, and the convergent ops (the lanes of a
subgroup meet there: `subgroup.py`)."""

DONE = -1
"""Word 0 of a lane that returned."""
AT_BARRIER = 2
"""A resumable lane's status when it stopped at a `gpu.barrier` (faults return 1)."""


def words(positions: int, counters: int, slots: int) -> int:
    """The state words of one thread."""
    return positions + 2 + counters + slots


def stop_positions(stops: list[Operation], top: dict[Block, int], chains: dict[Block, list[Cycle]], cycles: list[Cycle],
                   loops: list[Operation]) -> dict[Operation, list[str]]:  # fmt: skip
    """Per stop, the words of its dynamic position as `positions.Frame` makes it, pair
    by pair, outermost frame first (a tuple of pairs compares as its flattened words):
    the function body's head (0, 0), (header RPO index, `%cy` counter) per enclosing cf
    cycle, (block RPO index, op index); then per enclosing scf region (one block, no
    cycles) (iteration: the loop's `%sf` counter or 0, region index), (0, op index).
    A word is a constant or the address of the counter holding it (`top`: the RPO
    index of each block of the kernel's CFG; `loops`: `structured.py`'s scf loops)."""
    out: dict[Operation, list[str]] = {}
    for stop in stops:
        frames: list[list[str]] = []
        op = stop
        while True:
            block = op.parent_block()
            assert block is not None
            idx = str(list(block.ops).index(op))
            if block in top:
                chain = [w for c in chains[block] for w in (str(top[c.header]), f"%cy{cycles.index(c)}")]
                frames.append(["0", "0", *chain, str(top[block]), idx])
                break
            owner = block.parent_op()
            region = block.parent
            assert owner is not None and region is not None
            it = f"%sf{loops.index(owner)}" if owner in loops else "0"
            frames.append([it, str(list(owner.regions).index(region)), "0", idx])
            op = owner
        out[stop] = [w for f in reversed(frames) for w in f]
    return out


def _tracked(v: SSAValue, entry: Block) -> bool:
    """Values a resumed lane must get back: not the kernel's arguments (the lane
    function's entry binds them on every call) nor constants (LLVM literals)."""
    if isinstance(v, BlockArgument):
        return v.block is not entry
    return not isinstance(v.owner, arith.ConstantOp)


def _first(b: Block) -> Operation:
    op = b.first_op
    assert op is not None
    return op


def _after(op: Operation) -> Operation:
    nxt = op.next_op
    assert nxt is not None  # (an op with regions is no terminator)
    return nxt


Point = Operation | tuple[str, Operation]
"""An op, or `("exit", o)`: where the results of region op `o` (scf) are defined,
just before the op after `o`."""


def _flow(p: Point, succs: dict[Block, list[Block]]) -> list[Point]:
    """Where execution goes after `p`: the next op, a region's first op, an scf
    terminator's loop header or region exit, a cf successor block's first op."""
    if isinstance(p, tuple):
        return [_after(p[1])]
    op = p
    if isinstance(op, scf.IfOp):
        return [_first(op.true_region.block), _first(op.false_region.block) if op.false_region.blocks else ("exit", op)]
    if isinstance(op, scf.ForOp):
        return [_first(op.body.block), ("exit", op)]
    if isinstance(op, scf.WhileOp):
        return [_first(op.before_region.block)]
    owner = op.parent_op()
    if isinstance(op, scf.ConditionOp) and isinstance(owner, scf.WhileOp):
        return [_first(owner.after_region.block), ("exit", owner)]
    if isinstance(op, scf.YieldOp):
        if isinstance(owner, scf.ForOp):
            return [_first(owner.body.block), ("exit", owner)]
        if isinstance(owner, scf.WhileOp):
            return [_first(owner.before_region.block)]
        assert owner is not None
        return [("exit", owner)]
    block = op.parent_block()
    assert block is not None
    if op is block.last_op:
        return [_first(s) for s in succs[block]]
    return [_after(op)]


def live_across_barriers(blocks: list[Block], succs: dict[Block, list[Block]],
                         more: Collection[Operation] = ()) -> dict[Operation, list[SSAValue]]:  # fmt: skip
    """Per stop (`STOPS`, and the ops of `more`: `memory_stops`) of `blocks` (the
    kernel's cf blocks, entry first, `succs` their successors, then the blocks of its
    scf regions), the values live into it, in
    definition order: the classic backward liveness, op by op, on the flow of `_flow`
    (a block's arguments are defined on entering it, an scf op's results on leaving it)."""
    entry = blocks[0]
    order: dict[SSAValue, int] = {}
    points: list[Point] = []
    for b in blocks:
        for a in b.args:
            order.setdefault(a, len(order))
        for op in b.ops:
            points.append(op)
            if op.regions:
                points.append(("exit", op))
            for r in op.results:
                order.setdefault(r, len(order))
    flow = {p: _flow(p, succs) for p in points}
    uses: dict[Point, set[SSAValue]] = {}
    defs: dict[Point, set[SSAValue]] = {}
    for p in points:
        if isinstance(p, tuple):
            uses[p], defs[p] = set(), set(p[1].results)
        else:
            uses[p] = {x for x in p.operands if _tracked(x, entry)}
            defs[p] = set() if p.regions else set(p.results)
    entered: dict[Point, set[SSAValue]] = {_first(b): set(b.args) for b in blocks}
    live: dict[Point, set[SSAValue]] = {p: set(uses[p]) for p in points}
    changed = True
    while changed:
        changed = False
        for p in reversed(points):
            out: set[SSAValue] = set()
            for s in flow[p]:
                out |= live[s] - entered.get(s, set())
            new = uses[p] | (out - defs[p])
            if new != live[p]:
                live[p], changed = new, True
    return {op: sorted(live[op], key=order.__getitem__) for op in points
            if isinstance(op, Operation) and (isinstance(op, STOPS) or op in more)}  # fmt: skip


SHARED_ACCESSES = (memref.LoadOp, memref.StoreOp, memref.AtomicRMWOp, simd.CmpxchgOp)


def memory_stops(fn: func.FuncOp | gpu.FuncOp, written: Collection[SSAValue]) -> set[Operation]:
    """The accesses a lane stops at in lockstep-memory mode (`engine.py`): every
    load, store, atomic or cmpxchg of a memref in `written` (what the kernel may write:
    a memref nothing writes reads the same in any order) that is no thread's private
    memory (`memref.alloca`, a gpu.func's private attributions, a select of those).
    Stopped there, the lanes of a subgroup perform each converged instance of the
    access together, in lane order, as the SPMD executor's lockstep memory does."""
    private: set[SSAValue] = set(fn.private_args) if isinstance(fn, gpu.FuncOp) else set()
    private |= {op.memref for op in fn.walk() if isinstance(op, memref.AllocaOp)}
    grew = True
    while grew:
        more = {op.result for op in fn.walk() if isinstance(op, arith.SelectOp) and isinstance(op.result.type, MemRefType)
                and all(v in private for v in op.operands[1:])} - private  # fmt: skip
        private |= more
        grew = bool(more)
    return {op for op in fn.walk() if isinstance(op, SHARED_ACCESSES) and op.memref in written and op.memref not in private}


def written_in_region(blocks: list[Block], succs: dict[Block, list[Block]]) -> dict[Operation, set[SSAValue]]:
    """Per op of `blocks`, the memrefs a store, atomic or cmpxchg may write in its
    barrier region: the ops reached from it or reaching it with no `gpu.barrier` in
    between (the block's pieces between barriers, joined along the CFG's edges, an scf
    region's first and last piece joined with the piece of its op), a
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
        for s in succs.get(b, ()):
            union((b, last[b]), (s, 0))
        owner = b.parent_op()
        if owner in piece:  # an scf region's block: entered from and left to its op's piece
            assert owner is not None
            union((b, 0), piece[owner])
            union((b, last[b]), piece[owner])
    writes: dict[object, set[object]] = {}
    for op, at in piece.items():
        if isinstance(op, memref.StoreOp | memref.AtomicRMWOp | simd.CmpxchgOp):
            writes.setdefault(find(at), set()).add(find(("mem", op.memref)))
    out: dict[Operation, set[SSAValue]] = {}
    for op, at in piece.items():
        classes = writes.get(find(at), set())
        out[op] = {v for v in op.operands if isinstance(v.type, MemRefType) and find(("mem", v)) in classes}
    return out
