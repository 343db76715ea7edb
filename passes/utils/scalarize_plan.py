"""`divergence-scalarize`'s plan: which uniform vector values get a scalar form.

Decided first, for the whole module, as the greatest fixed point of "uniform, has a swap
form (SPEC §3's table), and everything it needs is scalar too": optimistic, so
loop-carried values qualify (an `scf.for`/`scf.while` argument needs its init and the
value the loop yields back, an `scf.if` result its arms' yields, a `cf` block argument
every predecessor's operand).  A division or a masked gather/fptosi whose scalar form
needs a guard (`scf.if` on the mask) is planned only from `MIN_GUARD_WIDTH` lanes, where
the guard pays.  The rewrite (`passes/divergence_scalarize.py`) then follows the plan
in definition-before-use order; the helpers both phases share live here.
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from xdsl.dialects import builtin, cf, scf
from xdsl.dialects.builtin import IndexType, IntegerAttr, VectorType
from xdsl.ir import Attribute, BlockArgument, Operation, SSAValue

from simdopt.dialects import simd
from simdopt.dialects.matchers import known_nonzero
from simdopt.dialects.vector_unit import may_trap
from simdopt.passes.analysis.divergence import (
    DivergenceInfo,
    same_value,
    successor_operands,
)

TRAPPING = simd.TRAPPING_OPS
"""Ops that fault on some lane values (a zero divisor; `MayTrap`): speculated only
when the divisor is known non-zero."""
MIN_GUARD_WIDTH = 4
"""A guarded scalar form costs about 3 ALU ops (reduction, op, zero): worth it from W=4."""


def elem(t: Attribute) -> Attribute:
    assert isinstance(t, VectorType)
    return t.get_element_type()


def lane_width(t: Attribute) -> int:
    assert isinstance(t, VectorType)
    return t.get_shape()[0]


def traps(op: Operation) -> bool:
    """A division, or a float-to-integer `vcast` (NaN faults)."""
    return may_trap(op, any_operands=True)


def scalar_forms(
    t: Attribute,
) -> Mapping[type[simd.VBinaryOp], Callable[[SSAValue, SSAValue], Operation]]:
    """SPEC §3's swap table for elements of type `t`."""
    return (
        simd.SCALAR_FORM_FLOAT
        if isinstance(t, builtin.AnyFloat)
        else simd.SCALAR_FORM_INT
    )


def int_attr(value: int, t: Attribute) -> IntegerAttr:
    assert isinstance(t, builtin.IntegerType | IndexType)
    return IntegerAttr(value, t)


def carried_targets(term: Operation) -> list[tuple[int, SSAValue]]:
    """(operand index, the value it becomes) for every operand `term` passes along a
    CFG edge (cf branches), into a loop (scf.for/scf.while inits) or out of a region
    (scf.yield into scf.for/scf.if/scf.while, scf.condition)."""
    if isinstance(term, cf.BranchOp | cf.ConditionalBranchOp | cf.SwitchOp):
        edges = successor_operands(term)
        # Successor operands are the tail of the operand list, edge by edge, in the
        # order `successor_operands` lists them (after cond_br's and switch's flag).
        i = len(term.operands) - sum(len(values) for _, values in edges)
        out: list[tuple[int, SSAValue]] = []
        for succ, values in edges:
            out.extend((i + k, arg) for k, arg in enumerate(succ.args[: len(values)]))
            i += len(values)
        return out
    if isinstance(term, scf.YieldOp):
        parent = term.parent_op()
        if isinstance(parent, scf.IfOp):
            return list(enumerate(parent.results))
        if isinstance(parent, scf.ForOp):
            args = parent.body.block.args
            return [(i, args[i + 1]) for i in range(len(term.operands))]
        if isinstance(parent, scf.WhileOp):
            return list(enumerate(parent.before_region.block.args))
    if isinstance(term, scf.ConditionOp):
        parent = term.parent_op()
        if isinstance(parent, scf.WhileOp):
            return [(k + 1, a) for k, a in enumerate(parent.after_region.block.args)]
    if isinstance(term, scf.WhileOp):
        return list(enumerate(term.before_region.block.args))
    if isinstance(term, scf.ForOp):
        return [(3 + i, a) for i, a in enumerate(term.body.block.args[1:])]
    return []


@dataclass
class Plan:
    """Which vector values get a scalar form (old identities), with what they need."""

    deps: dict[SSAValue, list[SSAValue]] = field(default_factory=dict)

    def add(self, v: SSAValue, needs: Sequence[SSAValue]) -> None:
        self.deps[v] = list(needs)

    def solve(self) -> set[SSAValue]:
        chosen = set(self.deps)
        users: defaultdict[SSAValue, list[SSAValue]] = defaultdict(list)
        for v, needs in self.deps.items():
            for d in needs:
                users[d].append(v)
        work = deque(
            v for v, needs in self.deps.items() if any(d not in chosen for d in needs)
        )
        while work:
            v = work.popleft()
            if v not in chosen:
                continue
            chosen.discard(v)
            work.extend(u for u in users[v] if u in chosen)
        return chosen


def guard_width_ok(op: simd.MaskedOp) -> bool:
    """Whether a guarded scalar form pays: no mask, a mask already scalar (a carried
    uniform mask, retyped: the guard needs no reduction), or W >= MIN_GUARD_WIDTH."""
    m = op.mask_operand
    return (
        m is None
        or not isinstance(m.type, VectorType)
        or lane_width(m.type) >= MIN_GUARD_WIDTH
    )


def plan_scalarization(
    root: Operation, div: DivergenceInfo, *, remove_predicates: bool = True
) -> set[SSAValue]:
    """The vector values that `divergence-scalarize` gives a scalar form (without
    predicate removal, no masked op)."""
    plan = Plan()

    def uniform_everywhere(v: SSAValue) -> bool:
        return div.is_uniform(v) and not any(div.is_divergent_use(u) for u in v.uses)

    for op in root.walk():
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    if isinstance(arg.type, VectorType) and uniform_everywhere(arg):
                        _plan_block_arg(plan, arg)
        if isinstance(op, scf.IfOp):
            for i, r in enumerate(op.results):
                if isinstance(r.type, VectorType) and uniform_everywhere(r):
                    needs: list[SSAValue] = []
                    for region in (op.true_region, op.false_region):
                        y = region.block.last_op if region.blocks else None
                        if y is None:
                            break
                        needs.append(y.operands[i])
                    else:
                        plan.add(r, needs)
        elif isinstance(op, scf.ForOp):
            body = op.body.block
            y = body.last_op
            for i, r in enumerate(op.results):
                arg = body.args[i + 1]
                if (
                    isinstance(r.type, VectorType)
                    and y is not None
                    and uniform_everywhere(r)
                    and uniform_everywhere(arg)
                ):
                    plan.add(r, [arg])
                    plan.add(arg, [op.iter_args[i], y.operands[i], r])
        elif isinstance(op, scf.WhileOp):
            _plan_while(plan, op, uniform_everywhere)
        elif len(op.results) == 1 and isinstance(op.results[0].type, VectorType):
            r = op.results[0]
            masked = isinstance(op, simd.MaskedOp) and op.mask_operand is not None
            if (
                uniform_everywhere(r)
                and (remove_predicates or not masked)
                and (needs_of := op_needs(op)) is not None
            ):
                plan.add(r, needs_of)
    return plan.solve()


def _plan_while(
    plan: Plan, op: scf.WhileOp, uniform: Callable[[SSAValue], bool]
) -> None:
    """Before-region args need their init and the after-region's yield; after-region
    args and results (same types) need the scf.condition operand, and each other."""
    before = op.before_region.block
    after = op.after_region.block
    cond, yld = before.last_op, after.last_op
    if not isinstance(cond, scf.ConditionOp) or not isinstance(yld, scf.YieldOp):
        return
    for i, arg in enumerate(before.args):
        if isinstance(arg.type, VectorType) and uniform(arg):
            plan.add(arg, [op.arguments[i], yld.operands[i]])
    for j, (arg, r) in enumerate(zip(after.args, op.results, strict=True)):
        if isinstance(r.type, VectorType) and uniform(arg) and uniform(r):
            plan.add(arg, [cond.args[j], r])
            plan.add(r, [arg])


def _plan_block_arg(plan: Plan, arg: BlockArgument) -> None:
    block = arg.block
    parent = block.parent_op()
    if isinstance(parent, scf.ForOp | scf.WhileOp | scf.IfOp) or block.parent is None:
        return  # scf.for args are planned with the loop; while/others stay vector
    if block.parent.blocks.first is block:
        return  # entry block: function arguments have no scalar form
    needs: list[SSAValue] = []
    for pred in block.predecessors():
        term = pred.last_op
        if term is None:
            return
        edges = successor_operands(term)
        for succ, values in edges:
            if succ is block:
                if len(values) != len(block.args):
                    return
                needs.append(values[arg.index])
    plan.add(arg, needs)


def op_needs(op: Operation) -> list[SSAValue] | None:
    """What a uniform op's scalar form needs scalar, or None when it has none."""
    match op:
        case simd.S2VBOp():
            return []
        case simd.S2VOp():
            elems = list(op.elements)
            if all(same_value(elems[0], e) for e in elems):
                return []
            return None
        case simd.VBinaryOp():
            if type(op) not in scalar_forms(elem(op.result.type)):
                return None
            if traps(op) and not known_nonzero(op.rhs) and not guard_width_ok(op):
                return None  # a masked division would need a guard: too dear at W < 4
            return [op.lhs, op.rhs]
        case simd.VCmpOp():
            return [op.lhs, op.rhs]
        case simd.VMathOp():
            return list(op.inputs)
        case simd.VCastOp():
            if traps(op) and not guard_width_ok(op):
                return None  # a masked fptosi would need a guard: too dear at W < 4
            return [op.input]
        case simd.VPhiOp():
            if op.true_value is op.false_value:
                return [op.true_value]
            return [op.pred, op.true_value, op.false_value]
        case simd.GatherOp():
            if op.mask_operand is not None and not guard_width_ok(op):
                return None
            return [op.addrs]
        case simd.PNotOp():
            return [op.input]
        case simd.PAndOp() | simd.POrOp():
            return [op.lhs, op.rhs]
        case simd.VShuffleOp() | simd.VPermuteOp():
            return [op.vector]  # equal lanes, however permuted
        case simd.VScanOp() if op.uniform_when(lambda v: False):
            return [
                op.vector
            ]  # an idempotent inclusive scan of equal lanes: each lane's own
        case _:
            return None
