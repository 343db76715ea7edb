"""Sync dependence and temporal divergence: the CFG-driven half of `divergence.py`.

`SyncDependence` holds the analysis state (the divergent values, the temporally
divergent uses, the divergent branches) and what a divergent branch does to it: the
arguments of its join blocks (found by `divergence_joins.JoinPoints`) are divergent
unless every incoming value agrees; a join that gives a cycle a diverged entry makes the
cycle assumed divergent (`taint_cycle`); a divergent exit of a cycle decides its own
arguments (rule 2) and makes the cycle's values temporally divergent at the uses it
reaches (rule 6).  `divergence_data.DivergenceAnalysis` adds the per-op rules of data
dependence on top.  The rules are numbered as in `divergence.py`'s docstring.

Cost: each divergent branch is processed once.  In a large cycle already assumed
divergent (a goto-heavy irreducible tangle), every value is divergent (but rules 1 and
5's), so its branches are summarized once (`summary`): all its exits are divergent
exits, and one label propagation from its exits finds the joins after it.  Cycle block
sets are built only when needed.  Near-linear on a nest ~3000 deep
(`benchmarks/divergence_time.py --shape giant`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass

from xdsl.dialects import arith
from xdsl.ir import Block, Operation, OpResult, Region, SSAValue

from simdopt.dialects.matchers import is_arith_constant
from simdopt.dialects.simd import NON_DIVERGENT
from simdopt.dialects.traits import Behaviour, behaviour
from simdopt.ir.cycles import Cycle
from simdopt.passes.analysis.divergence_edges import (
    RegionInfo,
    ancestor_block_in,
    branch_condition,
    def_block_in,
    incoming_per_arg,
    incoming_values,
    joins_agree,
    successor_operands,
)
from simdopt.passes.analysis.divergence_joins import JoinPoints

_READS_MEMORY = ("simd.gather",)
SUMMARY_THRESHOLD = 64
"""Blocks of an assumed-divergent cycle from which its branches are summarized."""


@dataclass(frozen=True)
class Rules:
    """The precision rules beyond LLVM 22's analysis (each sound on its own; see
    `divergence.py`'s docstring).  Turning one off reproduces the coarser answer: the
    LLVM comparison (`benchmarks/llvm_compare/compare.py`) attributes every value we call
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
    alignment: bool = True
    """Rule 8 (`alignment.py`): with W known, a division, remainder, right shift, mask
    or compare by a constant of a value whose lanes are b + s*i (b a multiple of a power
    of two A, e.g. an x id of aligned subgroups) is uniform when no lane crosses a
    multiple of the divisor."""
    llvm22_exit_phis: bool = False
    """Reproduce LLVM 22's unsound exit-phi rule (only incoming values defined in the
    exited cycle make an exit phi divergent; PR #216296).  For attribution only."""


class ExitState:
    """Temporal-divergence bookkeeping of one cycle with a divergent exit: where values
    of the cycle are used outside it, and which blocks its divergent exits reach."""

    def __init__(self, users: dict[Block, list[tuple[Operation, int]]], bound: Block):
        self.users = users
        self.reached: set[Block] = set()
        self.bound = bound  # every block that can see a value of the cycle is below it


class SyncDependence(ABC):
    """The analysis state and the effects of divergent branches on it.  A subclass
    supplies `evaluate` (the per-op rules of data dependence)."""

    def __init__(self, rules: Rules):
        self.rules = rules
        self.div: set[SSAValue] = set()
        self.div_branches: set[Block] = set()
        self.temporal: set[tuple[Operation, int]] = set()
        self.worklist: deque[SSAValue] = deque()
        self.regions: dict[Region, RegionInfo] = {}
        self.exit_states: dict[Cycle, ExitState] = {}
        self.assumed_divergent: list[Cycle] = []
        self.invariant_ops: dict[Cycle, set[Operation]] = {}
        self.summarized: set[Cycle] = set()

    @abstractmethod
    def evaluate(self, op: Operation) -> None:
        """Re-derive the divergence of `op`'s results (and what `op` passes on): the data
        rules of `divergence_data.DivergenceAnalysis`."""

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

    def control_divergent(self, op: Operation, cond: SSAValue) -> bool:
        return self.value_div(op, cond) and NON_DIVERGENT not in op.attributes

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
        incoming = incoming_per_arg(
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
        jp = JoinPoints(info, block)
        self.apply_joins(info, block, jp)

    def apply_joins(self, info: RegionInfo, block: Block, jp: JoinPoints) -> None:
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
        jp = JoinPoints(info, block, sources=exits)
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
        incoming = incoming_per_arg(e, self._preds_in(info, c, e))
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

    def new_exit_state(self, info: RegionInfo, cycle: Cycle) -> ExitState:
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
        return ExitState(users, bound)

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


def _depth(c: Cycle | None) -> int:
    return 0 if c is None else c.depth
