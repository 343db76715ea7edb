"""Divergence (uniformity) analysis for SIMD programs and SPMD kernels.

Definitions (LLVM's "Convergence And Uniformity", seed 003; Rosemann, Moll, Hack,
"An Abstract Interpretation for SPMD Divergence on Reducible Control Flow Graphs",
POPL 2021, seed 004):

* A value is *uniform* when every active thread (lane) of a group sees the same value;
  otherwise it is *divergent*.  For a vector value of a SIMD program, uniform means all
  lanes are equal (inactive, poison lanes are "don't care").
* A *divergent branch* is a `cf.cond_br`/`cf.switch` (or `scf.if`, `scf.while`
  condition, `scf.for` bound) whose condition is divergent, unless the branch carries the
  unit attribute `simd.non_divergent` (seed 002's hint, trusted).
* A *join block* of a divergent branch B is a block reachable from two successors of B by
  disjoint paths: threads that went different ways meet again there, so its block
  arguments (phi => block argument) are divergent *by sync dependence* even when every
  incoming value is uniform - unless all incoming values are the same value.
* *Temporal divergence*: when a cycle C contains a divergent branch whose immediate
  post-dominator lies outside C, threads leave C in different iterations.  Every value
  defined in C and used outside C is divergent at that use, and the arguments of C's
  exit blocks are divergent (even with constant incoming values).

Algorithm: a monotone worklist over SSA values (near-linear).  Data dependence follows the
op table in `dialects/traits.py`.  When a branch becomes divergent, join blocks are found
by LLVM's DivergencePropagator idea: each successor of B is labelled by itself, labels flow
forward up to B's immediate post-dominator, and a block reached with two different labels
is a join (its own label from then on).  Cycles come from `cycles.py` (reducible and
irreducible); an irreducible cycle whose entries get different labels has a *diverged
entry* and all its block arguments are treated as divergent (the conservative answer of
seed 003).

Small example (an if-then-else in a kernel)::

    ^bb0: %t = thread_id; %c = cmpi slt %t, %n; cond_br %c, ^bb1, ^bb2   (divergent)
    ^bb1: br ^bb3(%one)        labels: bb1 -> "bb1"
    ^bb2: br ^bb3(%two)                bb2 -> "bb2"
    ^bb3(%x):                          bb3 gets {"bb1","bb2"}: join, %x divergent

ipdom(bb0) = bb3, so propagation stops there.  Had both branches passed the same `%one`,
`%x` would stay uniform.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence

from xdsl.dialects import arith, cf, func, scf
from xdsl.ir import Block, Operation, OpResult, Region, SSAValue, Use

from simdopt.dialects.traits import Behaviour, behaviour
from simdopt.passes.analysis.cfg import CFG, DomTree, post_dominator_tree
from simdopt.passes.analysis.cycles import Cycle, CycleInfo

NON_DIVERGENT = "simd.non_divergent"
DIVERGENT_ARG = "simd.divergent"
_SPMD_SOURCES = ("simd.thread_id", "simd.lane_id")


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
        return (
            self.is_divergent(use.operation.operands[use.index])
            or (use.operation, use.index) in self._temporal
        )

    def has_divergent_branch(self, block: Block) -> bool:
        return block in self._branches


def analyze_divergence(root: Operation, *, strict: bool = False) -> DivergenceInfo:
    """Analyze every value under `root` (a module or a function).  With `strict`, an op
    missing from the `dialects/traits.py` table raises `UnclassifiedOpError`."""
    a = _Analysis(strict)
    a.run(root)
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


class _RegionInfo:
    def __init__(self, region: Region):
        self.cfg = CFG(region)
        self.pdt: DomTree[Block] = post_dominator_tree(self.cfg)
        self.cycles = CycleInfo(self.cfg)


class _Analysis:
    def __init__(self, strict: bool):
        self.strict = strict
        self.div: set[SSAValue] = set()
        self.seen: set[SSAValue] = set()
        self.div_branches: set[Block] = set()
        self.temporal: set[tuple[Operation, int]] = set()
        self.worklist: deque[SSAValue] = deque()
        self.regions: dict[Region, _RegionInfo] = {}
        self.spmd_funcs: set[Operation] = set()
        self.divergent_exit_cycles: set[Cycle] = set()

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

    def any_div(self, op: Operation, skip: SSAValue | None = None) -> bool:
        return any(
            self.operand_div(op, i)
            for i, v in enumerate(op.operands)
            if skip is None or v is not skip
        )

    def region_info(self, region: Region) -> _RegionInfo:
        info = self.regions.get(region)
        if info is None:
            info = _RegionInfo(region)
            self.regions[region] = info
        return info

    # -- driver ------------------------------------------------------------------
    def run(self, root: Operation) -> None:
        for op in root.walk():
            self.seen.update(op.results)
            for region in op.regions:
                for block in region.blocks:
                    self.seen.update(block.args)
            if op.name in _SPMD_SOURCES:
                f = op.parent_op()
                while f is not None and not isinstance(f, func.FuncOp):
                    f = f.parent_op()
                if f is not None:
                    self.spmd_funcs.add(f)
        for op in root.walk():
            if isinstance(op, func.FuncOp):
                self.init_func(op)
            elif op.regions and behaviour(op, strict=self.strict) is Behaviour.SOURCE:
                # An unknown region op: its block arguments are unknown too.
                for region in op.regions:
                    for block in region.blocks:
                        self.mark_all(block.args)
            self.evaluate(op)
        while self.worklist:
            v = self.worklist.popleft()
            for use in list(v.uses):
                self.evaluate(use.operation)

    def init_func(self, f: func.FuncOp) -> None:
        if not f.body.blocks:
            return
        entry = f.body.blocks.first
        assert entry is not None
        arg_attrs = f.arg_attrs.data if f.arg_attrs is not None else ()
        for arg, attrs in zip(entry.args, arg_attrs, strict=False):
            if DIVERGENT_ARG in attrs.data:
                self.mark(arg)
                self.spmd_funcs.add(f)

    # -- per-op rules ---------------------------------------------------------------
    def evaluate(self, op: Operation) -> None:
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

    def evaluate_rule(self, op: Operation) -> None:
        name = op.name
        if name == "simd.s2v":
            mask = getattr(op, "mask_operand", None)
            lanes = [v for v in op.operands if v is not mask]
            if any(v in self.div for v in lanes) or not _all_same(lanes):
                self.mark_all(op.results)
        elif name == "simd.vphi":
            p, x, y = op.operands[0], op.operands[1], op.operands[2]
            if (
                x in self.div
                or y in self.div
                or (p in self.div and not same_value(x, y))
            ):
                self.mark_all(op.results)
        elif name in ("memref.alloc", "memref.alloca"):
            # Per-thread memory in a kernel: loads from it may differ between threads.
            f = op.parent_op()
            while f is not None and not isinstance(f, func.FuncOp):
                f = f.parent_op()
            if f in self.spmd_funcs or self.any_div(op):
                self.mark_all(op.results)
        elif isinstance(op, scf.IfOp):
            if self.control_divergent(op, op.cond):
                self.divergent_if_results(op)
        elif isinstance(op, scf.ForOp):
            body = op.body.block
            if op.lb in self.div or op.step in self.div:
                self.mark(body.args[0])
            if op.lb in self.div or op.ub in self.div or op.step in self.div:
                self.mark_all(op.results)  # threads leave in different iterations
            for i, init in enumerate(op.iter_args):
                if init in self.div:
                    self.mark(body.args[i + 1])
                    self.mark(op.results[i])
        elif isinstance(op, scf.WhileOp):
            before = op.before_region.block
            for i, init in enumerate(op.arguments):
                if init in self.div:
                    self.mark(before.args[i])
        else:  # pragma: no cover - every RULE op is handled above
            self.mark_all(op.results)

    def control_divergent(self, op: Operation, cond: SSAValue) -> bool:
        return cond in self.div and NON_DIVERGENT not in op.attributes

    def divergent_if_results(self, op: scf.IfOp) -> None:
        then_y = op.true_region.block.last_op
        else_block = op.false_region.blocks.first
        else_y = else_block.last_op if else_block is not None else None
        for i, r in enumerate(op.results):
            if (
                then_y is not None
                and else_y is not None
                and same_value(then_y.operands[i], else_y.operands[i])
            ):
                continue
            self.mark(r)

    def evaluate_yield(self, op: scf.YieldOp) -> None:
        parent = op.parent_op()
        if isinstance(parent, scf.IfOp):
            for i, v in enumerate(op.operands):
                if v in self.div:
                    self.mark(parent.results[i])
        elif isinstance(parent, scf.ForOp):
            body = parent.body.block
            for i, v in enumerate(op.operands):
                if v in self.div:
                    self.mark(parent.results[i])
                    self.mark(body.args[i + 1])
        elif isinstance(parent, scf.WhileOp):
            before = parent.before_region.block
            for i, v in enumerate(op.operands):
                if v in self.div:
                    self.mark(before.args[i])
        elif (
            parent is not None
            and behaviour(parent) is not Behaviour.RULE
            and any(v in self.div for v in op.operands)
        ):
            self.mark_all(parent.results)

    def evaluate_condition(self, op: scf.ConditionOp) -> None:
        parent = op.parent_op()
        if not isinstance(parent, scf.WhileOp):
            return
        after = parent.after_region.block
        if self.control_divergent(parent, op.condition):
            self.mark_all(parent.results)
        for i, v in enumerate(op.args):
            if v in self.div:
                self.mark(parent.results[i])
                self.mark(after.args[i])

    # -- unstructured control flow ----------------------------------------------------
    def evaluate_branch(self, term: Operation) -> None:
        block = term.parent_block()
        assert block is not None
        temporal = {
            v for i, v in enumerate(term.operands) if (term, i) in self.temporal
        }
        for succ, values in successor_operands(term):
            if not values and succ.args:
                self.mark_all(succ.args)
                continue
            for i, v in enumerate(values):
                if v in self.div or v in temporal:
                    self.mark(succ.args[i])
        cond = branch_condition(term)
        if (
            cond is not None
            and block not in self.div_branches
            and self.control_divergent(term, cond)
        ):
            self.div_branches.add(block)
            self.propagate_branch(block)

    def mark_join(self, block: Block) -> None:
        """Threads from different paths meet at `block`: its arguments are divergent
        unless every incoming value is the same."""
        if not block.args:
            return
        incoming: list[list[SSAValue]] = [[] for _ in block.args]
        for pred in block.predecessors():
            term = pred.last_op
            if term is None:
                continue
            for succ, values in successor_operands(term):
                if succ is block:
                    if len(values) != len(block.args):
                        self.mark_all(block.args)
                        return
                    for i, v in enumerate(values):
                        incoming[i].append(v)
        for arg, vals in zip(block.args, incoming, strict=True):
            if not vals or not _all_same(vals):
                self.mark(arg)

    def propagate_branch(self, block: Block) -> None:
        region = block.parent
        assert region is not None
        info = self.region_info(region)
        cfg = info.cfg
        if not cfg.reachable(block):
            return
        ipd = info.pdt.idom.get(block)
        label: dict[Block, Block] = {}
        joins: set[Block] = set()
        work: deque[Block] = deque()

        def reach(target: Block, lab: Block) -> None:
            if target is block:
                return
            old = label.get(target)
            if old is None:
                label[target] = lab
            elif old is lab or target in joins:
                return
            else:  # reached along two disjoint paths: a join, labelled by itself
                label[target] = target
                joins.add(target)
            if target is not ipd:
                work.append(target)

        for s in cfg.succs[block]:
            reach(s, s)
        while work:
            x = work.popleft()
            for s in cfg.succs[x]:
                reach(s, label[x])
        for j in joins:
            self.mark_join(j)
        # Cycles: temporal divergence and diverged entries of irreducible cycles.
        cycle = info.cycles.cycle_of(block)
        while cycle is not None:
            if ipd is None or ipd not in cycle.blocks:
                self.divergent_exit(cycle, info)
            cycle = cycle.parent
        for cycle in info.cycles.irreducible:
            if block not in cycle.blocks:
                labs = {label[e] for e in cycle.entries if e in label}
                if len(labs) > 1 or any(e in joins for e in cycle.entries):
                    for b in cycle.blocks:
                        self.mark_all(b.args)

    def divergent_exit(self, cycle: Cycle, info: _RegionInfo) -> None:
        if cycle in self.divergent_exit_cycles:
            return
        self.divergent_exit_cycles.add(cycle)
        for b in cycle.blocks:
            for s in info.cfg.succs[b]:
                if s not in cycle.blocks:
                    self.mark_all(s.args)
        region = info.cfg.region
        for b in cycle.blocks:
            values: list[SSAValue] = list(b.args)
            for op in b.ops:
                values.extend(op.results)
            for v in values:
                for use in list(v.uses):
                    user_block = _ancestor_block_in(use.operation, region)
                    if user_block is not None and user_block not in cycle.blocks:
                        key = (use.operation, use.index)
                        if key not in self.temporal:
                            self.temporal.add(key)
                            self.evaluate(use.operation)


def _ancestor_block_in(op: Operation, region: Region) -> Block | None:
    cur: Operation | None = op
    while cur is not None:
        blk = cur.parent_block()
        if blk is None:
            return None
        if blk.parent is region:
            return blk
        cur = blk.parent_op()
    return None
