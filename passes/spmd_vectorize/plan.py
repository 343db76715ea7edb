"""Which values of a kernel become vectors: a fixed point over the old IR, per
function, computed before any region is rebuilt (`spmd-vectorize`, see the package
docstring).  Shared by every vectorizer of the package."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from xdsl.dialects import arith, memref, scf
from xdsl.dialects.builtin import (
    IndexType,
    MemRefType,
    i1,
)
from xdsl.ir import Attribute, Block, BlockArgument, Operation, OpResult, SSAValue
from xdsl.traits import Pure

from simdopt.dialects import simd
from simdopt.dialects.matchers import is_nonzero_constant
from simdopt.dialects.simd_cross_lane import SubgroupOp
from simdopt.ir.diagnostics import fail_at
from simdopt.passes.analysis.divergence import NON_DIVERGENT, DivergenceInfo, is_poison
from simdopt.passes.spmd_vectorize.lanewise import UNIFORM_RESULT
from simdopt.passes.spmd_vectorize.launch import Kernel

PASS = "spmd-vectorize"
MIN_GUARD_WIDTH = 4
"""A guarded scalar (`simd.any`, the op, a zero) costs about 3 ALU ops; a masked vector
op W plus broadcasts: guard from W = 4 on, like `divergence-scalarize`."""

TRAPPING: tuple[type[Operation], ...] = (
    arith.DivSIOp,
    arith.RemSIOp,
    arith.DivUIOp,
    arith.RemUIOp,
    arith.CeilDivSIOp,
    arith.FloorDivSIOp,
    arith.CeilDivUIOp,
)
"""Ops that fault on some operand values (an integer zero divisor; a float division
gives ±inf or NaN)."""
UNSUPPORTED: dict[str, str] = {
    "func.call": "calls are not supported; inline the callee first (-p 'inline,spmd-vectorize{...}')",
}


# --------------------------------------------------------------------------- helpers


def _is_data(t: Attribute) -> bool:
    """A type the kernel's values may have (memrefs are handles, never vectorized):
    the lane types of SPEC §2, i1 (masks) and index (i32 lanes)."""
    return t == i1 or simd.is_data_element(t) or isinstance(t, IndexType)


def traps(op: Operation) -> bool:
    return isinstance(op, TRAPPING) and not is_nonzero_constant(op.operands[1])


def check_structure(fn: Kernel) -> None:
    """Fail on what the vectorizer does not translate, before touching anything."""
    for op in fn.body.walk():
        if op is fn:
            continue
        if op.name in UNSUPPORTED:
            fail_at(op, f"{PASS}: {UNSUPPORTED[op.name]}")
        if op.dialect_name() == "cf":
            fail_at(
                op,
                f"{PASS}: '{op.name}' (unstructured control flow inside a structured "
                "region) is not supported; write it with scf.if/scf.for/scf.while",
            )
        for r in op.results:
            if not _is_data(r.type) and not isinstance(r.type, MemRefType):
                fail_at(
                    op,
                    f"{PASS}: '{op.name}' produces {r.type}; only i1, i8, i16, i32, "
                    "i64, f16, f32, f64 and index values can be vectorized",
                )
    if len(fn.body.blocks) != 1:
        fail_at(
            fn,
            f"{PASS}: '{fn.sym_name.data}' has {len(fn.body.blocks)} blocks: unstructured "
            "control flow is not supported; write it with scf.if/scf.for/scf.while",
        )


# --------------------------------------------------------------------------- the plan


@dataclass
class Plan:
    """Which old values become vectors (the rest stay scalar), and which ops run under
    a divergent mask (inside a linearized arm)."""

    vec: set[SSAValue] = field(default_factory=set[SSAValue])
    masked: set[Operation] = field(default_factory=set[Operation])
    kept: set[Operation] = field(default_factory=set[Operation])
    """`scf.if`s with a vector condition kept as branches (`simd.non_divergent`, mode
    uniform): their condition is read from the active lanes."""
    guard: bool = False
    """Uniform faulting ops under a divergent mask run scalar under `scf.if` on
    `simd.any` of the mask (else they become masked vector ops)."""

    def mark(self, *vs: SSAValue) -> bool:
        new = [v for v in vs if v not in self.vec and _is_data(v.type)]
        self.vec.update(new)
        return bool(new)


def _walk_masked(
    block: Block, masked: bool, plan: Plan, visit: Callable[[Operation, bool], None]
) -> None:
    """Visit every op under `block`, knowing whether it runs under a divergent mask
    (an arm of an `scf.if` whose condition is a vector, or the body of a loop whose
    control is)."""
    for op in block.ops:
        if masked:
            plan.masked.add(op)
        visit(op, masked)
        inner = masked or linearized(op, plan) or vector_controlled(op, plan)
        for region in op.regions:
            for b in region.blocks:
                _walk_masked(b, inner, plan, visit)


def linearized(op: Operation, plan: Plan) -> bool:
    """An `scf.if` whose arms run one after the other under masks."""
    return isinstance(op, scf.IfOp) and op.cond in plan.vec and op not in plan.kept


def _loop_controls(op: Operation) -> list[SSAValue]:
    """What decides how often a loop runs: `scf.for` bounds, `scf.while` condition."""
    if isinstance(op, scf.ForOp):
        return [op.lb, op.ub, op.step]
    if isinstance(op, scf.WhileOp):
        cond = op.before_region.block.last_op
        assert isinstance(cond, scf.ConditionOp)
        return [cond.condition]
    return []


def vector_controlled(op: Operation, plan: Plan) -> bool:
    """A loop whose control is a vector (threads may leave it in different iterations):
    it becomes an active-mask loop (`_Vectorizer.active_loop`)."""
    return any(v in plan.vec for v in _loop_controls(op))


def _tie_loops(op: Operation, plan: Plan) -> bool:
    """Loop-carried values share one representation with what flows into them.  The
    results of a vector-controlled loop are always vectors (each lane's value when it
    left): they are not tied to the values carried inside it, which may stay scalar."""
    changed = False
    if isinstance(op, scf.ForOp):
        body = op.body.block
        y = body.last_op
        assert y is not None
        divergent = vector_controlled(op, plan)
        if divergent:
            changed |= plan.mark(*op.results)
        if op.lb in plan.vec or op.step in plan.vec:
            changed |= plan.mark(body.args[0])
        for i, r in enumerate(op.results):
            group = (op.iter_args[i], y.operands[i], body.args[i + 1])
            if any(v in plan.vec for v in group) or (r in plan.vec and not divergent):
                changed |= plan.mark(body.args[i + 1])
                if not divergent:
                    changed |= plan.mark(r)
    elif isinstance(op, scf.WhileOp):
        before, after = op.before_region.block, op.after_region.block
        cond, y = before.last_op, after.last_op
        assert isinstance(cond, scf.ConditionOp) and y is not None
        divergent = vector_controlled(op, plan)
        if divergent:
            changed |= plan.mark(*op.results)
        for i, a in enumerate(before.args):
            if op.arguments[i] in plan.vec or y.operands[i] in plan.vec or a in plan.vec:
                changed |= plan.mark(a)
        for j, (a, r) in enumerate(zip(after.args, op.results, strict=True)):
            if divergent:
                if cond.args[j] in plan.vec:
                    changed |= plan.mark(a)
            elif cond.args[j] in plan.vec or a in plan.vec or r in plan.vec:
                changed |= plan.mark(a, r)
    elif isinstance(op, scf.IfOp):
        for i, r in enumerate(op.results):
            ys = [reg.block.last_op for reg in (op.true_region, op.false_region) if reg.blocks]
            if any(y is not None and y.operands[i] in plan.vec for y in ys) or (
                linearized(op, plan) and defined_yield(op, i) is None
            ):
                changed |= plan.mark(r)
    return changed


def defined_yield(op: scf.IfOp, i: int) -> SSAValue | None:
    """The one value result `i` of `op` takes, when its other arm yields `ub.poison`
    (`lift-cf-to-scf`'s not-taken arm): a linearized `scf.if` need not merge it -
    a lane that took the poison arm may read that value (any value refines poison).
    None when both arms yield values, or there is no else arm."""
    if not op.false_region.blocks:
        return None
    yields = [reg.block.last_op for reg in (op.true_region, op.false_region)]
    values = [y.operands[i] for y in yields if y is not None]
    defined = [v for v in values if not is_poison(v)]
    return defined[0] if len(values) == 2 and len(defined) == 1 else None


def plan_uniform(
    fn: Kernel, div: DivergenceInfo, guard: bool, lane_zero: Callable[[Operation, Plan], bool] | None = None
) -> Plan:
    """Vectors: divergent values, values computed from vectors, loop-carried values tied
    to vectors, and (without `guard`) faulting ops (loads, divisions) under a divergent
    mask."""
    plan = Plan(guard=guard)
    plan.kept = {
        op for op in fn.body.walk() if isinstance(op, scf.IfOp) and NON_DIVERGENT in op.attributes
    }
    entry = fn.body.block
    plan.mark(*(a for a in entry.args if div.is_divergent(a)))
    # Every divergent value first, so a loop's divergent control is known before the
    # loop is visited (its results are then not tied to the values carried inside).
    for op in fn.body.walk():
        if op is not fn:
            plan.mark(*(r for r in op.results if div.is_divergent(r)))
        plan.mark(*(a for a in _region_args(op) if div.is_divergent(a)))
    changed = True

    def visit(op: Operation, masked: bool) -> None:
        nonlocal changed
        if isinstance(op, scf.ForOp | scf.WhileOp | scf.IfOp):
            changed |= plan.mark(*(a for a in _region_args(op) if div.is_divergent(a)))
            changed |= plan.mark(*(r for r in op.results if div.is_divergent(r)))
            changed |= _tie_loops(op, plan)
            return
        if not op.results or isinstance(op, UNIFORM_RESULT):
            return
        if isinstance(op, SubgroupOp) and not div.is_divergent(op.results[0]):
            return  # a uniform shuffle or scan: `cross_lane.py` gives its scalar
        reads_vector = any(v in plan.vec for v in op.operands)
        if reads_vector and lane_zero is not None and lane_zero(op, plan):
            return  # rule 8: uniform, computed from lane 0's operands (lane_zero.py)
        if (
            any(div.is_divergent(r) for r in op.results)
            or reads_vector
            or (masked and not guard and _unsafe_masked(op))
        ):
            changed |= plan.mark(*op.results)

    while changed:
        changed = False
        plan.masked.clear()
        _walk_masked(entry, False, plan, visit)
    return plan


def _deps(v: SSAValue) -> list[SSAValue]:
    """The values `v` is computed from (data and control), for backward slices."""
    if isinstance(v, OpResult):
        op = v.op
        if isinstance(op, scf.IfOp):
            out: list[SSAValue] = [op.cond]
            for reg in (op.true_region, op.false_region):
                if reg.blocks and (y := reg.block.last_op) is not None:
                    out.append(y.operands[v.index])
            return out
        if isinstance(op, scf.ForOp):
            return [op.body.block.args[v.index + 1]]
        if isinstance(op, scf.WhileOp):
            return [op.after_region.block.args[v.index]]
        return [x for x in op.operands if _is_data(x.type)]
    assert isinstance(v, BlockArgument)
    parent = v.block.parent_op()
    if isinstance(parent, scf.ForOp):
        if v.index == 0:
            return [parent.lb, parent.ub, parent.step]
        y = parent.body.block.last_op
        assert y is not None
        i = v.index - 1
        return [parent.iter_args[i], y.operands[i], parent.results[i]]
    if isinstance(parent, scf.WhileOp):
        if v.block is parent.before_region.block:
            y = parent.after_region.block.last_op
            assert y is not None
            return [parent.arguments[v.index], y.operands[v.index]]
        cond = parent.before_region.block.last_op
        assert isinstance(cond, scf.ConditionOp)
        return [cond.args[v.index], parent.results[v.index], cond.condition]
    return []


def _slice(roots: list[SSAValue]) -> set[SSAValue]:
    """The backward slice of `roots` (data values only)."""
    seen: set[SSAValue] = set()
    work = list(roots)
    while work:
        v = work.pop()
        if v in seen or not _is_data(v.type):
            continue
        seen.add(v)
        work += _deps(v)
    return seen


def plan_naive(fn: Kernel, div: DivergenceInfo) -> Plan:
    """Vectors: every value except the backward slices of the loop controls (`scf.for`
    bounds, `scf.while` conditions) that can run scalar.  A loop is vector-controlled
    (an active-mask loop) when its control slice holds a divergent value, a result of
    a vector-controlled loop, or an op that could fault under a divergent mask;
    repeated until no loop changes."""
    loops = [op for op in fn.body.walk() if isinstance(op, scf.ForOp | scf.WhileOp)]
    slices = {loop: _slice(_loop_controls(loop)) for loop in loops}
    vector_loops = {
        loop for loop, sl in slices.items() if any(div.is_divergent(v) for v in sl)
    }
    unsafe: set[SSAValue] = set()

    def visit(op: Operation, masked: bool) -> None:
        if masked and _unsafe_masked(op):
            unsafe.update(op.results)

    while True:
        scalar: set[SSAValue] = set()
        for loop, sl in slices.items():
            if loop not in vector_loops:
                scalar |= sl
        plan = Plan()
        for op in fn.body.walk():
            plan.mark(*(a for a in _region_args(op) if a not in scalar))
            if op is not fn:
                plan.mark(*(r for r in op.results if r not in scalar))
        unsafe.clear()
        _walk_masked(fn.body.block, False, plan, visit)
        # A result of a vector-controlled loop must be a vector; its control need not
        # (whatever made that loop vector-controlled is in every slice holding it).
        bad = set(unsafe)
        for loop in vector_loops:
            bad.update(loop.results)
        new = {
            loop
            for loop, sl in slices.items()
            if loop not in vector_loops and not sl.isdisjoint(bad)
        }
        if not new:
            return plan
        vector_loops |= new


def _unsafe_masked(op: Operation) -> bool:
    """An op that may not run scalar under a divergent mask: a load, a division that
    may fault, or an op that is not pure (`scf` constructs aside)."""
    safe = op.has_trait(Pure) or isinstance(op, scf.IfOp | scf.ForOp | scf.WhileOp)
    return isinstance(op, memref.LoadOp) or traps(op) or not safe


def _region_args(op: Operation) -> list[BlockArgument]:
    """The arguments of every block of `op`'s regions."""
    return [a for region in op.regions for b in region.blocks for a in b.args]

