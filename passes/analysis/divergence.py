"""Divergence (uniformity) analysis for SIMD programs and SPMD kernels, on any CFG.

Definitions (LLVM's "Convergence And Uniformity", seed 003; Rosemann, Moll, Hack,
"An Abstract Interpretation for SPMD Divergence on Reducible Control Flow Graphs",
POPL 2021, seed 004):

* A value is *uniform* when every pair of converged dynamic instances (same static op,
  same iteration of every enclosing cycle, seed 003's maximal convergence) computes the
  same value; otherwise it is *divergent*.  For a vector value of a SIMD program, uniform
  means all lanes are equal (inactive, poison lanes are "don't care").
* A *divergent branch* is a `cf.cond_br`/`cf.switch` (or `scf.if`, `scf.while`
  condition, `scf.for` bound) whose condition is divergent, unless the branch carries the
  unit attribute `simd.non_divergent` (seed 002's hint, trusted).
* A *join block* of a divergent branch B is a block reachable from B along two disjoint
  paths: threads that went different ways meet again there, so its block arguments
  (phi => block argument) are divergent by *sync dependence* even when every incoming
  value is uniform - unless all incoming values are the same value (or equal constants).
* *Temporal divergence*: a *divergent exit* of a cycle C is an exit block that threads
  reach after different numbers of iterations of C (a diverged path from a branch inside
  C leaves C).  Then, for the outermost such C not containing the exit, every value
  defined in C is divergent at its uses outside C, and exit-block arguments fed by values
  of C are divergent - a value uniform inside the loop is divergent after it.
* *Irreducible cycles* (several entries): a cycle has a *diverged entry* when paths that
  diverged at B reach it by different entries (B outside), or when B and a join J are in
  the cycle and neither B nor the header of any enclosing cycle strictly dominates J
  (seed 003's simplified diverged-entry criterion).  Such a cycle is not m-converged and
  every value defined in it is divergent; every other node is m-converged and analyzed
  precisely.

Algorithm (LLVM's GenericUniformityAnalysis, our own code): a monotone worklist over SSA
values; data dependence follows the op table in `dialects/traits.py`.  When a branch B
becomes divergent, join blocks are found by *label propagation* (SSA construction of a
virtual variable assigned differently in each successor of B): each successor is
labelled by itself, labels flow forward in LLVM's `ModifiedPostOrder` (reversed:
`CycleInfo.cycle_order()`, where a cycle's header comes after its body), a block reached
by two different labels is a join (and is then labelled by itself).  The header of a
reducible cycle forwards its label to the cycle's exits instead of into the cycle
(threads entering a natural loop converge at its header); an exit reached by a label
different from the header's is a divergent exit.  Propagation stops when a single fresh
label is left (the reconvergence point), except inside irreducible cycles.  The cycle
forest is LLVM's (`cycles.py`): "uniform" inside an irreducible cycle is relative to its
header, so it means the same as in LLVM, and the dynamic checker uses this forest too.

Rules, each sound and tested (tests/filecheck/analysis/precision_*.mlir; `Rules` turns
the ones beyond LLVM 22 off for the comparison in benchmarks/llvm_compare/):

1. Always-uniform ops (`UNIFORM` in the table: readfirstlane, group_reduce) stay uniform
   in a cycle assumed divergent (LLVM's `isAlwaysUniform`); their users do not.
2. A divergent exit of a cycle C (threads leave C in different iterations) is not a join
   of disjoint paths: an argument of the exit block is divergent iff the values passed
   on the edges from inside C differ or one may differ between iterations (defined in
   C and not invariant).  LLVM 22 only checks the second (unsound: PR #216296 makes the
   exit a join, which is coarser).  Such an exit never makes an enclosing cycle
   diverged-entry.
3./4. LLVM's cycle forest and propagation order (above).
5. Cycle-invariant values: a pure op of C (FOLLOWS, no memory read, no region) whose
   operands are constants, uniform values defined outside C, or other such ops of C,
   computes the same value in every iteration: uniform in a cycle assumed divergent, and
   not temporally divergent after a divergent exit.
6. Live-outs of uniform exits: a use outside C that no divergent exit of C reaches (a
   forward search from the divergent exits, outside C) sees the value of the one
   iteration in which all threads left together: not temporally divergent (LLVM's FIXME
   in `analyzeCycleExitDivergence`).
7. `gpu.thread_id y`/`z` is uniform when the function's known block x size
   (`gpu.known_block_size`, or `known_block_size`) is a multiple of the subgroup width W
   (`analyze_divergence(..., subgroup_width=W)`): a subgroup is W consecutive linear ids,
   all in one row.

Functions: a kernel (a function no `func.call` of the module targets, or a `gpu.func`)
has uniform arguments; a called function's argument is divergent as soon as one call
site passes a divergent value.  Lockstep (machine) programs are refused with an error at
the first lockstep op.

Cost: each divergent branch is processed once.  In a large cycle already assumed
divergent (a goto-heavy irreducible tangle), every value is divergent (but rules 1 and
5's), so its branches are summarized once: all its exits are divergent exits, and one
label propagation from its exits finds the joins after it.  Cycle membership is O(1)
(Euler intervals on the cycle tree), cycle block sets are built only when needed, and
nothing walks a deep cycle nest level by level: the exits of the irreducible cycles
around a branch are found in one pass over the outermost one's edges, and the cycle an
edge leaves last by binary lifting.  Near-linear on a nest ~3000 deep
(`benchmarks/divergence_time.py --shape giant`).

Memory: `memref.load` from a uniform address is uniform, also inside a divergent region
and after stores on diverged paths.  SPEC semantics (and `simd-run --check-divergence`)
are lockstep: the lanes of one converged dynamic instance of a load read memory at the
same moment, so they read one location in one state; stores by other lanes, earlier
in the same or another batch, are all ordered before or all after that instance.  (A
machine that ran converged instances at different times - e.g. a SIMT stack that only
reconverges at immediate post-dominators, running each side of a divergent loop exit
separately - would break this; our vectorizer and lockstep machine execute a converged
instance once for all its lanes.)  Memory that is per thread is divergent at its source:
`memref.alloc`/`alloca` in a kernel and memrefs passed as `{simd.divergent}` arguments.

Small example (an if-then-else in a kernel)::

    ^bb0: %t = thread_id; %c = cmpi slt %t, %n; cond_br %c, ^bb1, ^bb2   (divergent)
    ^bb1: br ^bb3(%one)        labels: bb1 -> "bb1"
    ^bb2: br ^bb3(%two)                bb2 -> "bb2"
    ^bb3(%x):                          bb3 gets {"bb1","bb2"}: join, %x divergent

Only bb3 is left fresh, so propagation stops there.  Had both branches passed the same
`%one`, `%x` would stay uniform.
"""

from __future__ import annotations

import gc
import heapq
from collections import deque
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cached_property

from xdsl.dialects import arith, cf, func, scf, ub
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DictionaryAttr,
    IntegerAttr,
    StringAttr,
    VectorType,
)
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue, Use

from simdopt.dialects import gpu
from simdopt.dialects.matchers import is_arith_constant
from simdopt.dialects.simd import DIVERGENT_ARG, NON_DIVERGENT
from simdopt.dialects.traits import Behaviour, behaviour
from simdopt.ir.cfg import (
    CFG,
    DomTree,
    dominator_tree,
)
from simdopt.ir.cycles import Cycle, CycleInfo
from simdopt.ir.diagnostics import SourceError

_SPMD_SOURCES = (
    "simd.thread_id",
    "simd.lane_id",
    "gpu.thread_id",
    "gpu.global_id",
    "gpu.lane_id",
)
_READS_MEMORY = ("simd.gather",)
SUMMARY_THRESHOLD = 64
"""Blocks of an assumed-divergent cycle from which its branches are summarized."""


class DivergenceInfo:
    """Query object over the analysis result.  Values the analysis never saw (created
    after it ran) are divergent: a stale analysis answers conservatively."""

    def __init__(
        self,
        divergent: set[SSAValue],
        seen: set[SSAValue],
        divergent_branches: set[Block],
        temporal_uses: set[tuple[Operation, int]],
    ):
        self._divergent = divergent
        self._seen = seen
        self._branches = divergent_branches
        self._temporal = temporal_uses

    def is_divergent(self, value: SSAValue) -> bool:
        return value not in self._seen or value in self._divergent

    def is_uniform(self, value: SSAValue) -> bool:
        return not self.is_divergent(value)

    def is_divergent_use(self, use: Use) -> bool:
        """The value as seen by this use: divergent if the value is, or if the use is
        outside a cycle the value is defined in and that cycle has a divergent exit."""
        return self.is_divergent(
            use.operation.operands[use.index]
        ) or self.is_temporally_divergent_use(use)

    def is_temporally_divergent_use(self, use: Use) -> bool:
        """The use reads a value of a cycle with a divergent exit from outside it."""
        return (use.operation, use.index) in self._temporal

    def has_divergent_branch(self, block: Block) -> bool:
        return block in self._branches


@dataclass(frozen=True)
class Rules:
    """The precision rules beyond LLVM 22's analysis (each sound on its own; see the
    module docstring).  Turning one off reproduces the coarser answer: the LLVM
    comparison (`benchmarks/llvm_compare/compare.py`) attributes every value we call
    uniform and LLVM divergent to the rule that makes the difference."""

    invariant_values: bool = True
    """Rule 5: pure values of a cycle computed only from uniform values defined outside
    it stay uniform when the cycle is assumed divergent or has a divergent exit."""
    uniform_exit_liveouts: bool = True
    """Rule 6: a use outside a cycle that no divergent exit of the cycle reaches sees
    the value of one iteration: not temporally divergent."""
    subgroup_thread_id: bool = True
    """Rule 7: `gpu.thread_id y`/`z` is uniform within a subgroup when the block's x
    size is a known multiple of the subgroup width."""
    llvm22_exit_phis: bool = False
    """Reproduce LLVM 22's unsound exit-phi rule (only incoming values defined in the
    exited cycle make an exit phi divergent; PR #216296).  For attribution only."""


def analyze_divergence(
    root: Operation,
    *,
    strict: bool = False,
    rules: Rules | None = None,
    subgroup_width: int | None = None,
    subgroups_in_rows: bool = False,
) -> DivergenceInfo:
    """Analyze every value under `root` (a module or a function).  With `strict`, an op
    missing from the `dialects/traits.py` table raises `UnclassifiedOpError`.
    `subgroup_width` (W, lanes that run in lockstep) enables rule 7 of `Rules`;
    `subgroups_in_rows` says every subgroup lies in one x-row of its block whatever the
    block size (the launches `spmd-vectorize`'s programs accept), so rule 7 needs no
    known block size."""
    a = _Analysis(strict, rules or Rules(), subgroup_width)
    a.subgroups_in_rows = subgroups_in_rows
    # The analysis allocates many small containers, each batch of which triggers one of
    # Python's cyclic collections; the oldest generation's scans the whole IR (millions
    # of objects at 100k ops), a superlinear cost (~20% at 100k).  Nothing here makes
    # cyclic garbage that must go early: collection is paused for the run.
    paused = gc.isenabled()
    gc.disable()
    try:
        a.run(root)
    finally:
        if paused:
            gc.enable()
    return DivergenceInfo(a.div, a.seen, a.div_branches, a.temporal)


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


def _incoming_per_arg(
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


def _all_same(values: Sequence[SSAValue]) -> bool:
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
    return not defined or _all_same(defined)


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


class _JoinPoints:
    """Label propagation from one divergent branch block (see the module docstring)."""

    def __init__(
        self, info: RegionInfo, branch: Block, sources: Sequence[Block] | None = None
    ):
        """`sources`: start from these blocks (each its own label) instead of the
        successors of `branch` - the exits of a summarized cycle (`_Analysis.summary`)."""
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
        paths: rule 2 of `_Analysis.exit_phis` decides its arguments)."""
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


class _ExitState:
    """Temporal-divergence bookkeeping of one cycle with a divergent exit: where values
    of the cycle are used outside it, and which blocks its divergent exits reach."""

    def __init__(self, users: dict[Block, list[tuple[Operation, int]]], bound: Block):
        self.users = users
        self.reached: set[Block] = set()
        self.bound = bound  # every block that can see a value of the cycle is below it


class _Analysis:
    def __init__(self, strict: bool, rules: Rules, subgroup_width: int | None):
        self.strict = strict
        self.rules = rules
        self.subgroup_width = subgroup_width
        self.subgroups_in_rows = False
        self.div: set[SSAValue] = set()
        self.seen: set[SSAValue] = set()
        self.div_branches: set[Block] = set()
        self.temporal: set[tuple[Operation, int]] = set()
        self.worklist: deque[SSAValue] = deque()
        self.regions: dict[Region, RegionInfo] = {}
        self.spmd_funcs: set[Operation] = set()
        self.exit_states: dict[Cycle, _ExitState] = {}
        self.assumed_divergent: list[Cycle] = []
        self.funcs: dict[str, Operation] = {}
        self.invariant_ops: dict[Cycle, set[Operation]] = {}
        self.summarized: set[Cycle] = set()

    # -- bookkeeping -------------------------------------------------------------
    def mark(self, v: SSAValue) -> None:
        if v not in self.div:
            self.div.add(v)
            self.worklist.append(v)

    def mark_all(self, vs: Iterable[SSAValue]) -> None:
        for v in vs:
            self.mark(v)

    def operand_div(self, op: Operation, i: int) -> bool:
        return op.operands[i] in self.div or (op, i) in self.temporal

    def value_div(self, op: Operation, v: SSAValue) -> bool:
        """`v` as an operand of `op` is divergent (by value or temporally)."""
        if v in self.div:
            return True
        return any(
            w is v and (op, i) in self.temporal for i, w in enumerate(op.operands)
        )

    def any_div(self, op: Operation, skip: SSAValue | None = None) -> bool:
        return any(
            self.operand_div(op, i)
            for i, v in enumerate(op.operands)
            if skip is None or v is not skip
        )

    def region_info(self, region: Region) -> RegionInfo:
        if region not in self.regions:
            self.regions[region] = RegionInfo(region)
        return self.regions[region]

    # -- driver ------------------------------------------------------------------
    def run(self, root: Operation) -> None:
        calls = self.scan(root)
        for op in root.walk():
            if _function_name(op) is not None:
                self.init_func(op)
            if isinstance(op, gpu.FuncOp):
                self.init_device_func(op)
        self.close_spmd(calls)
        for op in root.walk():
            if (
                op.regions
                and _function_name(op) is None
                and behaviour(op, strict=self.strict) is Behaviour.SOURCE
            ):
                # An unknown region op: its block arguments are unknown too.
                for region in op.regions:
                    for block in region.blocks:
                        self.mark_all(block.args)
            self.evaluate(op)
        while self.worklist:
            v = self.worklist.popleft()
            for use in list(v.uses):
                self.evaluate(use.operation)

    def scan(self, root: Operation) -> list[tuple[Operation, str]]:
        """Record every value, the functions by name and those using an SPMD source;
        return the calls as (calling function, callee name).  A lockstep op is an
        error."""
        calls: list[tuple[Operation, str]] = []
        for op in root.walk():
            self.seen.update(op.results)
            for region in op.regions:
                for block in region.blocks:
                    self.seen.update(block.args)
            if op.name.startswith("lockstep."):
                raise SourceError(
                    f"divergence analysis: '{op.name}' belongs to a lockstep (machine) "
                    "program, which the analysis does not model; analyze the SIMD "
                    "program or SPMD kernel before convert-simd-to-lockstep",
                    op,
                )
            name = _function_name(op)
            if name is not None:
                self.funcs[name] = op
            if op.name in _SPMD_SOURCES or isinstance(op, func.CallOp):
                f = _enclosing_func(op)
                if f is not None:
                    if isinstance(op, func.CallOp):
                        calls.append((f, op.callee.string_value()))
                    else:
                        self.spmd_funcs.add(f)
        return calls

    def init_device_func(self, op: gpu.FuncOp) -> None:
        """Device code: private memory (private arguments, allocations) is per
        thread, and so are the arguments marked {simd.divergent}."""
        allocs = (o for o in op.walk() if o.name in ("memref.alloc", "memref.alloca"))
        attrs = op.arg_attrs.data if op.arg_attrs is not None else ()
        marked = [
            a
            for a, d in zip(op.arguments, attrs, strict=False)
            if DIVERGENT_ARG in d.data
        ]
        self.mark_all(
            [*op.private_args, *marked, *(r for o in allocs for r in o.results)]
        )

    def close_spmd(self, calls: list[tuple[Operation, str]]) -> None:
        """A function calling an SPMD function (or an unknown one) is SPMD too."""
        changed = True
        while changed:
            changed = False
            for f, callee in calls:
                target = self.funcs.get(callee)
                if f not in self.spmd_funcs and (
                    target is None or target in self.spmd_funcs
                ):
                    self.spmd_funcs.add(f)
                    changed = True

    def init_func(self, f: Operation) -> None:
        """Arguments of a kernel (a function no call in the module targets, or a
        `gpu.func ... kernel`) are uniform; those of a called function get their
        divergence from the call sites (`evaluate_rule` on `func.call`)."""
        entry = f.regions[0].blocks.first if f.regions else None
        if entry is None:
            return
        arg_attrs_attr = f.attributes.get("arg_attrs")
        if isinstance(f, func.FuncOp):
            arg_attrs_attr = f.arg_attrs
        arg_attrs = getattr(arg_attrs_attr, "data", ()) if arg_attrs_attr else ()
        for arg, attrs in zip(entry.args, arg_attrs, strict=False):
            if isinstance(attrs, DictionaryAttr) and DIVERGENT_ARG in attrs.data:
                self.mark(arg)
                self.spmd_funcs.add(f)
        # A vector argument of a SIMD program holds whatever lanes the caller passed:
        # nothing says they are equal.
        for arg in entry.args:
            if isinstance(arg.type, VectorType):
                self.mark(arg)

    # -- per-op rules ---------------------------------------------------------------
    def evaluate(self, op: Operation) -> None:
        if op.name == "gpu.thread_id":
            if not self.subgroup_uniform_thread_id(op):
                self.mark_all(op.results)
            return
        b = behaviour(op, strict=self.strict)
        if op.successors or isinstance(op, cf.SwitchOp):
            self.evaluate_branch(op)
            return
        if b is Behaviour.UNIFORM or b is Behaviour.NO_RESULTS:
            if isinstance(op, scf.YieldOp):
                self.evaluate_yield(op)
            elif isinstance(op, scf.ConditionOp):
                self.evaluate_condition(op)
            return
        if b is Behaviour.SOURCE:
            self.mark_all(op.results)
            return
        if b is Behaviour.FOLLOWS:
            mask = getattr(op, "mask_operand", None)
            if self.any_div(op, skip=mask if isinstance(mask, SSAValue) else None):
                self.mark_all(op.results)
            return
        self.evaluate_rule(op)

    def subgroup_uniform_thread_id(self, op: Operation) -> bool:
        """Rule 7: `gpu.thread_id y` (or `z`) is the same on every lane of a subgroup
        when the block's x size is a multiple of the subgroup width W: the lanes of a
        subgroup are W consecutive linear ids, which share y and z."""
        if not self.rules.subgroup_thread_id or not self.subgroup_width:
            return False
        dim = _dimension(op)
        if dim not in ("y", "z"):
            return False
        if self.subgroups_in_rows:
            return True
        # A multiple of W in x makes every subgroup lie in one row: one y, one z.
        size_x = _known_block_size_x(op)
        return size_x is not None and size_x % self.subgroup_width == 0

    def evaluate_rule(self, op: Operation) -> None:
        name = op.name
        if name == "memref.load":
            # Uniform address => uniform: the lanes of one converged instance read
            # memory at one moment (module docstring, "Memory").
            if self.any_div(op):
                self.mark_all(op.results)
        elif name == "simd.s2v":
            mask = getattr(op, "mask_operand", None)
            lanes = [v for v in op.operands if v is not mask]
            if any(v in self.div for v in lanes) or not _all_same(lanes):
                self.mark_all(op.results)
        elif name == "simd.vphi":
            p, x, y = op.operands[0], op.operands[1], op.operands[2]
            if (
                x in self.div
                or y in self.div
                or (p in self.div and not joins_agree([x, y]))
            ):
                self.mark_all(op.results)
        elif name in ("memref.alloc", "memref.alloca"):
            # Per-thread memory in a kernel: loads from it may differ between threads.
            if _enclosing_func(op) in self.spmd_funcs or self.any_div(op):
                self.mark_all(op.results)
        elif isinstance(op, func.CallOp):
            callee = self.funcs.get(op.callee.string_value())
            if self.any_div(op) or callee is None or callee in self.spmd_funcs:
                self.mark_all(op.results)
            # A called function is not a kernel: an argument is divergent as soon as
            # one call site passes a divergent value.
            entry = callee.regions[0].blocks.first if callee is not None else None
            if entry is not None:
                for i, arg in enumerate(entry.args):
                    if i < len(op.operands) and self.operand_div(op, i):
                        self.mark(arg)
        elif isinstance(op, scf.IfOp):
            if self.control_divergent(op, op.cond):
                self.divergent_if_results(op)
        elif isinstance(op, scf.ForOp):
            body = op.body.block
            lb, ub, step = (self.value_div(op, v) for v in (op.lb, op.ub, op.step))
            if lb or step:
                self.mark(body.args[0])
            if lb or ub or step:
                self.mark_all(op.results)  # threads leave in different iterations
            for i, init in enumerate(op.iter_args):
                if self.value_div(op, init):
                    self.mark(body.args[i + 1])
                    self.mark(op.results[i])
        elif isinstance(op, scf.WhileOp):
            before = op.before_region.block
            for i, init in enumerate(op.arguments):
                if self.value_div(op, init):
                    self.mark(before.args[i])
        else:  # pragma: no cover - every RULE op is handled above
            self.mark_all(op.results)

    def control_divergent(self, op: Operation, cond: SSAValue) -> bool:
        return self.value_div(op, cond) and NON_DIVERGENT not in op.attributes

    def divergent_if_results(self, op: scf.IfOp) -> None:
        then_y = op.true_region.block.last_op
        else_block = op.false_region.blocks.first
        else_y = else_block.last_op if else_block is not None else None
        for i, r in enumerate(op.results):
            if (
                then_y is not None
                and else_y is not None
                and joins_agree([then_y.operands[i], else_y.operands[i]])
            ):
                continue
            self.mark(r)

    def evaluate_yield(self, op: scf.YieldOp) -> None:
        parent = op.parent_op()
        divs = [self.operand_div(op, i) for i in range(len(op.operands))]
        if isinstance(parent, scf.IfOp | scf.ForOp | scf.WhileOp):
            for i in (i for i, d in enumerate(divs) if d):
                if isinstance(parent, scf.IfOp | scf.ForOp):
                    self.mark(parent.results[i])
                if isinstance(parent, scf.ForOp):
                    self.mark(parent.body.block.args[i + 1])
                elif isinstance(parent, scf.WhileOp):
                    self.mark(parent.before_region.block.args[i])
        elif (
            parent is not None and behaviour(parent) is not Behaviour.RULE and any(divs)
        ):
            self.mark_all(parent.results)

    def evaluate_condition(self, op: scf.ConditionOp) -> None:
        parent = op.parent_op()
        if not isinstance(parent, scf.WhileOp):
            return
        after = parent.after_region.block
        if (
            self.control_divergent(op, op.condition)
            and NON_DIVERGENT not in parent.attributes
        ):
            self.mark_all(parent.results)
        for i, v in enumerate(op.args):
            if self.value_div(op, v):
                self.mark(parent.results[i])
                self.mark(after.args[i])

    # -- unstructured control flow ----------------------------------------------------
    def evaluate_branch(self, term: Operation) -> None:
        block = term.parent_block()
        assert block is not None
        for succ, values in successor_operands(term):
            if not values and succ.args:
                self.mark_all(succ.args)
                continue
            for i, v in enumerate(values):
                if self.value_div(term, v):
                    self.mark(succ.args[i])
        if block in self.div_branches:
            return
        cond = branch_condition(term)
        if cond is not None:
            divergent = self.control_divergent(term, cond)
        else:  # an unknown multi-way terminator: assume divergent
            divergent = len(set(term.successors)) > 1
        if divergent:
            self.div_branches.add(block)
            self.analyze_control_divergence(term, block)

    def mark_join(self, block: Block, preds: Iterable[Block] | None = None) -> None:
        """Threads from different paths meet at `block`: its arguments are divergent
        unless every incoming value (from `preds`, default all) is the same."""
        if not block.args:
            return
        incoming = _incoming_per_arg(
            block, block.predecessors() if preds is None else preds
        )
        if incoming is None:
            self.mark_all(block.args)
            return
        for arg, vals in zip(block.args, incoming, strict=True):
            if not vals or not joins_agree(vals):
                self.mark(arg)

    def analyze_control_divergence(self, term: Operation, block: Block) -> None:
        region = block.parent
        assert region is not None
        info = self.region_info(region)
        if not info.cfg.reachable(block):
            return
        # Two edges of the branch to one block with different values: a join too.
        targets = [s for s, _ in successor_operands(term)]
        for s in set(targets):
            if targets.count(s) > 1:
                self.mark_join(s, [block])
        # Inside a large cycle already assumed divergent, every value is divergent
        # (but rules 1 and 5's): summarize the cycle once instead of searching joins
        # for each of its branches (module docstring, "Cost").
        cycles = info.cycles
        big = next(
            (
                a
                for a in self.assumed_divergent
                if a.size >= SUMMARY_THRESHOLD and cycles.contains_block(a, block)
            ),
            None,
        )
        if big is not None:
            self.summary(info, big, block)
            return
        jp = _JoinPoints(info, block)
        self.apply_joins(info, block, jp)

    def apply_joins(self, info: RegionInfo, block: Block, jp: _JoinPoints) -> None:
        cycles = info.cycles
        div_cycles: list[Cycle] = []
        # Shallow joins first: once a join yields a maximal cycle, deeper joins in it
        # cannot yield anything larger, and their arguments are tainted with it.
        top_found: list[Cycle] = []
        for j in sorted(jp.joins, key=lambda j: _depth(cycles.cycle_of(j))):
            cj = cycles.cycle_of(j)
            if cj is not None and any(t.contains(cj) for t in top_found):
                continue
            outer = self.outermost_divergent_cycle(info, block, j)
            if outer is not None:
                div_cycles.append(outer)
                # No join inside `outer` can yield a larger cycle when the climb of the
                # diverged-entry criterion stops at it (a reducible parent's header
                # dominates all of `outer`) and `outer` holds the branch.
                if (
                    outer.parent is None or outer.parent.is_reducible
                ) and cycles.contains_block(outer, block):
                    top_found.append(outer)
            else:
                self.mark_join(j)
        # Outermost first: the cycles nested in one already tainted are skipped.
        div_cycles.sort(key=lambda c: c.depth)
        for c in div_cycles:
            if any(a.contains(c) for a in self.assumed_divergent):
                continue
            self.assumed_divergent.append(c)
            self.taint_cycle(info, c)
        b_cycle = cycles.cycle_of(block)
        for e in jp.divergent_exits:
            assert b_cycle is not None
            outer = cycles.outermost_without(b_cycle, e)
            if any(
                a.contains(outer) and cycles.contains_block(a, e)
                for a in self.assumed_divergent
            ):
                continue  # all of it is in a tainted cycle (`taint_cycle`)
            self.exit_phis(info, outer, e)
            self.cycle_exit_divergence(info, outer, e)

    def summary(self, info: RegionInfo, c: Cycle, block: Block) -> None:
        """A divergent branch in `block` inside the assumed-divergent cycle `c`: what
        any branch of `c` can do outside `c`, computed once for all of them.  Every exit
        of `c` is a divergent exit (threads in `c` are not converged), and a block
        reached from two different exits is a join: label propagation from the exits,
        each labelled by itself.  Inside `c` only always-uniform results can still be
        uniform; they are made temporally divergent at uses outside their cycle."""
        if c in self.summarized:
            return
        self.summarized.add(c)
        exits = info.cycles.exits(c)
        jp = _JoinPoints(info, block, sources=exits)
        jp.divergent_exits.update(exits)
        self.apply_joins(info, block, jp)

    def taint_cycle(self, info: RegionInfo, c: Cycle) -> None:
        """`c` is assumed divergent (diverged entry): its values are divergent, except
        those of always-uniform ops (rule 1, LLVM's `isAlwaysUniform`) and its
        cycle-invariant values (rule 5)."""
        keep = self.invariants(info, c)
        cycles = info.cycles
        region = info.cfg.region
        for b in c.blocks:
            self.mark_all(b.args)
            for op in b.ops:
                if op in keep:
                    continue
                if behaviour(op) is not Behaviour.UNIFORM:
                    self.mark_all(op.results)
                    continue
                # Threads in `c` are not converged: an always-uniform result of one
                # iteration of its cycle differs from the next one's.  Divergent at its
                # uses outside that cycle, as if the cycle had a divergent exit (the
                # exits of cycles inside `c` are not analyzed further).
                home = cycles.cycle_of(b)
                for r in op.results:
                    for use in r.uses:
                        user = ancestor_block_in(use.operation, region)
                        if home is not None and not cycles.contains_block(home, user):
                            self.mark_temporal([(use.operation, use.index)])

    def invariants(self, info: RegionInfo, c: Cycle) -> set[Operation]:
        """Rule 5: ops of `c` (top level of its blocks) that compute the same value in
        every iteration: pure (FOLLOWS, no memory read, no region), every operand a
        constant, a value defined outside `c` that is uniform here, or the result of
        such an op of `c`.  A later divergent operand makes the op divergent through
        ordinary data dependence, so the set may be cached."""
        if not self.rules.invariant_values:
            return set()
        found = self.invariant_ops.get(c)
        if found is not None:
            return found
        found = set()
        for b in sorted(
            c.blocks, key=info.cfg.rpo_index.__getitem__
        ):  # dominance order
            for op in b.ops:
                if (
                    op.regions
                    or op.name in _READS_MEMORY
                    or behaviour(op) is not Behaviour.FOLLOWS
                ):
                    continue
                if all(
                    is_arith_constant(v)
                    or not (
                        self.operand_div(op, i) or self._of_cycle(v, c, info, found)
                    )
                    for i, v in enumerate(op.operands)
                ):
                    found.add(op)
        self.invariant_ops[c] = found
        return found

    def _of_cycle(
        self, v: SSAValue, c: Cycle, info: RegionInfo, keep: set[Operation]
    ) -> bool:
        """`v` may differ between iterations of `c`: defined in it and not invariant."""
        if is_arith_constant(v) or (isinstance(v, OpResult) and v.op in keep):
            return False
        return info.cycles.contains_block(c, def_block_in(v, info.cfg.region))

    def exit_phis(self, info: RegionInfo, c: Cycle, e: Block) -> None:
        """Rule 2: `e` is a divergent exit of `c` (threads leave `c` in different
        iterations).  An argument of `e` is divergent when the values passed on the
        edges from inside `c` differ, or one of them may differ between iterations."""
        if not e.args:
            return
        keep = self.invariants(info, c)
        incoming = _incoming_per_arg(e, self._preds_in(info, c, e))
        if incoming is None:
            self.mark_all(e.args)
            return
        for arg, vals in zip(e.args, incoming, strict=True):
            if not vals:
                continue
            if any(self._of_cycle(v, c, info, keep) for v in vals) or (
                not self.rules.llvm22_exit_phis and not joins_agree(vals)
            ):
                self.mark(arg)

    def outermost_divergent_cycle(
        self, info: RegionInfo, b: Block, j: Block
    ) -> Cycle | None:
        """The outermost cycle made divergent (not m-converged) by the join `j` of the
        divergent branch in `b`, per seed 003's diverged-entry criterion, or None."""
        cycle = info.cycles.cycle_of(j)
        if cycle is None:
            return None
        # Internal: b and j in one irreducible cycle whose header does not dominate j.
        if not info.strictly_dominates(b, j):
            common: Cycle | None = cycle
            if not info.cycles.contains_block(cycle, b):
                common = info.cycles.outermost_without(cycle, b).parent
            if (
                common is not None
                and not common.is_reducible
                and not info.strictly_dominates(common.header, j)
            ):
                found: Cycle = common
                while found.parent is not None and not info.strictly_dominates(
                    found.parent.header, j
                ):
                    found = found.parent
                return found
        # External: diverged paths from outside meet inside an irreducible cycle.
        if info.cycles.contains_block(cycle, b):
            return None
        ext = info.cycles.outermost_without(cycle, b)
        return None if ext.is_reducible else ext

    def cycle_exit_divergence(self, info: RegionInfo, cycle: Cycle, e: Block) -> None:
        """`e` is a divergent exit of `cycle`: the values of the cycle are temporally
        divergent at their uses outside it that `e` reaches (rule 6; without it, at
        every use outside it, and exit arguments fed from the cycle at every exit, as
        LLVM does)."""
        state = self.exit_states.get(cycle)
        if state is None:
            state = self.new_exit_state(info, cycle)
            self.exit_states[cycle] = state
            if not self.rules.uniform_exit_liveouts:
                for x in info.cycles.exits(cycle):
                    self.exit_phis_of_cycle_values(info, cycle, x)
                for uses in state.users.values():
                    self.mark_temporal(uses)
                state.users = {}
        if not state.users:
            return
        # Forward search from e, outside the cycle, until every user block is found.
        # A use outside the cycle is dominated by its definition inside it, so the
        # search stays below the cycle's dominating block.
        dom = info.dom
        succs = info.cfg.succs
        stack = [e]
        while stack and state.users:
            b = stack.pop()
            if b in state.reached or info.cycles.contains_block(cycle, b):
                continue
            state.reached.add(b)
            if not dom.dominates(state.bound, b):
                continue
            uses = state.users.pop(b, None)
            if uses:
                self.mark_temporal(uses)
            stack.extend(succs[b])

    def mark_temporal(self, uses: list[tuple[Operation, int]]) -> None:
        for key in uses:
            if key not in self.temporal:
                self.temporal.add(key)
                self.evaluate(key[0])

    def new_exit_state(self, info: RegionInfo, cycle: Cycle) -> _ExitState:
        region = info.cfg.region
        keep = self.invariants(info, cycle)
        users: dict[Block, list[tuple[Operation, int]]] = {}
        for b in cycle.blocks:
            values: list[SSAValue] = list(b.args)
            for op in b.ops:
                if op in keep or isinstance(op, arith.ConstantOp):
                    continue
                for inner in op.walk():  # op's results, then nested regions' values
                    values.extend(inner.results)
                    values.extend(
                        a for r in inner.regions for ib in r.blocks for a in ib.args
                    )
            for v in values:
                for use in v.uses:
                    user = ancestor_block_in(use.operation, region)
                    if user is not None and not info.cycles.contains_block(cycle, user):
                        users.setdefault(user, []).append((use.operation, use.index))
        bound = cycle.header
        dom = info.dom
        for entry in cycle.entries[1:]:
            while not dom.dominates(bound, entry):
                up = dom.idom.get(bound)
                if up is None:
                    break
                bound = up
        return _ExitState(users, bound)

    def exit_phis_of_cycle_values(self, info: RegionInfo, c: Cycle, x: Block) -> None:
        """LLVM's rule at every exit: arguments fed by a value of the cycle."""
        keep = self.invariants(info, c)
        for _, values in incoming_values(x, self._preds_in(info, c, x)):
            if not values:
                self.mark_all(x.args)
            for arg, v in zip(x.args, values, strict=False):
                if self._of_cycle(v, c, info, keep):
                    self.mark(arg)

    @staticmethod
    def _preds_in(info: RegionInfo, c: Cycle, x: Block) -> list[Block]:
        return [p for p in info.cfg.preds[x] if info.cycles.contains_block(c, p)]


def def_block_in(v: SSAValue, region: Region) -> Block | None:
    blk = def_block(v)
    if blk is None:
        return None
    if blk.parent is region:
        return blk
    parent = blk.parent_op()
    return ancestor_block_in(parent, region) if parent is not None else None


def _depth(c: Cycle | None) -> int:
    return 0 if c is None else c.depth


def _function_name(op: Operation) -> str | None:
    """The symbol of a function-like op (`func.func`, `gpu.func`), else None."""
    if isinstance(op, func.FuncOp):
        return op.sym_name.data
    if op.name == "gpu.func":
        name = op.attributes.get("sym_name")
        return name.data if isinstance(name, StringAttr) else None
    return None


def _enclosing_func(op: Operation) -> Operation | None:
    f = op.parent_op()
    while f is not None and _function_name(f) is None:
        f = f.parent_op()
    return f


def _dimension(op: Operation) -> str | None:
    """x, y or z of a `gpu.thread_id` (its `dimension` attribute, in any printed form:
    `#gpu<dim y>` or a plain string)."""
    attr = op.attributes.get("dimension") or op.properties.get("dimension")
    if attr is None:
        return None
    data = getattr(attr, "data", None)
    text = str(data if isinstance(data, str) else attr)
    for d in ("x", "y", "z"):
        if text in (d, f'"{d}"') or text.endswith(f" {d}>") or text.endswith(f".{d}"):
            return d
    return None


def _known_block_size_x(op: Operation) -> int | None:
    """The block's x size from `gpu.known_block_size` (MLIR's attribute on a gpu.func)
    or `known_block_size` on the enclosing function: an array of three integers."""
    f = _enclosing_func(op)
    if f is None:
        return None
    for key in ("gpu.known_block_size", "known_block_size"):
        attr = f.attributes.get(key) or f.properties.get(key)
        if attr is None:
            continue
        if isinstance(attr, DenseArrayBase):
            values = attr.get_values()
        elif isinstance(attr, ArrayAttr):
            values = [a.value.data for a in attr.data if isinstance(a, IntegerAttr)]
        else:
            continue
        if values and isinstance(values[0], int):
            return values[0]
    return None
