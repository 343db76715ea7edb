"""`spmd-vectorize{width=W mode=naive|uniform}`: SPMD kernel -> SIMD program (SPEC §1, §5).

    %t = simd.thread_id : i32; %x = arith.addi %t, %n : i32
      ->  %tid = simd.vadd (simd.s2vb %group_base), (simd.s2v 0..W-1); %x = simd.vadd %tid, (simd.s2vb %n)

Input: every `func.func` with a body is a kernel (SPEC §4): per-thread scalar code in
one block, with `arith`, `memref.load`/`store`, `scf.if`, `scf.for`, `scf.while` and
`simd.thread_id`/`lane_id`.  Scalar arguments are uniform kernel parameters; an
argument marked `{simd.divergent}` carries one value per thread.

Output: the same function computing ONE group of W threads at once:

* The function gains a trailing `%group_base : i32` argument, the id of the group's
  first thread.  `simd.lane_id` becomes `simd.s2v` of the constants 0..W-1 and
  `simd.thread_id` becomes `simd.vadd` of `simd.s2vb %group_base` and those lanes (both
  built once, at the function's entry, when used).  The group is always full.
* A divergent scalar argument becomes `vector<W x T>` (lane i = thread
  group_base+i's value); uniform arguments and memrefs are unchanged.
* Every result becomes a vector, in both modes (lane i = thread group_base+i's result):
  a result that is scalar in `uniform` mode is broadcast (`simd.s2vb`) at the
  `func.return`, so both modes have the same signature.
* Types: `i32` and `index` -> `vector<W x i32>` (an index vector holds i32 element
  indices, the address form of `gather`/`scatter`); `f32` -> `vector<W x f32>`; `i1` ->
  the mask `vector<W x i1>`.

`mode=naive` (the seed's front end, the baseline): every value is a vector — constants
and kernel parameters by `simd.s2vb`, arithmetic by the `simd` elementwise ops, compares
by `simd.vcmp`, `arith.select` by `simd.vphi` (on masks: `por(pand(c, a), pand(pnot c,
b))`), loads by `simd.gather`, stores by `simd.scatter` — and every `scf.if` is
linearized: the then-arm runs under `mask(%c)`, the else-arm under `mask(not %c)`, and
each result merges with `simd.vphi %c` (itself under the enclosing mask).  Inside a
linearized arm the mask of a nested if is `simd.pand` of the enclosing mask and the
(negated) condition.  Every vector op translated from a kernel op carries the current
mask; the only scalars are the values control flow needs: the bounds of `scf.for` and
the condition of `scf.while` (with the ops computing them), and the induction
variable, which is broadcast at the top of the body.

`mode=uniform` (partial linearization) runs `analyze_divergence` first.  A uniform value
stays scalar (its op is copied), and gets one `simd.s2vb`, right after its definition,
when a vector op reads it.  An `scf.if` on a uniform condition stays an `scf.if` (its
arms vectorized inside, under the current mask); a divergent one is linearized as
above.  A load from a uniform address is one `memref.load`, a store of a uniform value
to a uniform address one `memref.store`.  Under a divergent mask (inside a linearized
arm) a uniform op that can fault — `memref.load`, a division whose divisor is not a
non-zero constant — must not run when the mask is all off: from W = 4 it runs scalar
under `scf.if (simd.any %mask)` (the skipped arm yields 0, which no active lane reads;
stores likewise, without a result), as `divergence-scalarize` guards; at W = 2 it
becomes its masked vector form (gather, vdiv, scatter), and what is computed from it
is a vector too, whatever the analysis says.

Loops: `scf.for` with scalar (uniform) bounds stays a loop, iter_args vectorized where
divergent (in naive mode, always); `scf.while` with a scalar (uniform) condition stays a
loop likewise.  Under a divergent mask a loop runs its body under that mask.

Divergent loops (seeds 001, 004: threads leave in different iterations, temporal
divergence) - an `scf.while` whose condition is a vector, or an `scf.for` with a
vector bound - become *active-mask loops*: an `scf.while` that carries, after the
state, the active mask and one exit vector per result::

    %st..., %act, %res... = scf.while (%s = init, %act = mask0, %e = init|0) {
      <before region under mask(%act)>;  %c = <condition, a vector>
      %still = simd.pand %act, %c
      %e' = simd.vphi %act, <cond arg>, %e          (under the enclosing mask)
      scf.condition(simd.any %still) <cond args>, %still, %e'
    } do { <after region under mask(%still)>; scf.yield <state>, %still, %e }

The initial mask is the enclosing mask (all lanes at the top level): a loop in a
linearized arm runs only its lanes.  The loop runs while any lane is active; a lane
leaves when its own condition fails, and its exit value is what it had in its last
check (lanes active in a check overwrite their exit lane, the others keep it), so the
results are the exit vectors - each lane's value when it left.  The after region runs
under the still-active mask (masked loads, divisions and stores of lanes that left do
nothing); some lane is active there, so uniform faulting ops need no `simd.any` guard
(the before region, whose first check may run with no lane active, keeps it).  An
`scf.for` with a vector bound is the same loop over (iv, iter_args): `iv < ub` per lane
(`simd.vcmp slt`), the iv a vector when lb or step is one, the exit vectors starting
from the inits (lanes that never enter keep them).  In uniform mode, values uniform
inside the loop stay scalar there - in every iteration the active lanes agree on them
- and only the exit vectors, i.e. the loop's results and what is computed from them,
are per lane (the analysis marks the results of a divergent loop divergent).  Naive
mode makes a loop an active-mask loop when its control's backward slice holds a
divergent value, a result of an active-mask loop, or an op that could fault under a
divergent mask; otherwise the slice stays scalar, as before.

Which values become vectors is decided first, per function, as a fixed point over the
old IR (`_plan_*`), so types of loop-carried values and `scf.if` results are known
before their regions are translated; then each function body is rebuilt op by op.

Not supported (the pass fails at the op, saying what and how to fix): `cf` branches
(write them with `scf`; loops with breaks need the while form),
`simd.readfirstlane`/`simd.group_reduce`, calls, and ops with no vector form when they
are divergent (`arith.divui`, casts other than `index_cast`/`extui`/`extsi`, element
types other than i32/f32/i1/index).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Literal

from xdsl.context import Context
from xdsl.dialects import arith, builtin, func, memref, scf
from xdsl.dialects.builtin import (
    DictionaryAttr,
    Float32Type,
    FloatAttr,
    FunctionType,
    IndexType,
    IntegerAttr,
    MemRefType,
    VectorType,
    i1,
    i32,
)
from xdsl.ir import (
    Attribute,
    Block,
    BlockArgument,
    Operation,
    OpResult,
    Region,
    SSAValue,
)
from xdsl.passes import ModulePass
from xdsl.traits import Pure

from simdopt.dialects import simd
from simdopt.dialects.simd_canonicalization import is_nonzero_constant
from simdopt.passes.analysis.divergence import (
    DIVERGENT_ARG,
    DivergenceInfo,
    analyze_divergence,
)
from simdopt.passes.errors import fail_at

PASS = "spmd-vectorize"
MIN_GUARD_WIDTH = 4
"""A guarded scalar (`simd.any`, the op, a zero) costs about 3 ALU ops; a masked vector
op W plus broadcasts: guard from W = 4 on, like `divergence-scalarize`."""

INT_OPS: dict[type[Operation], type[simd.VBinaryOp]] = {
    arith.AddiOp: simd.VAddOp,
    arith.SubiOp: simd.VSubOp,
    arith.MuliOp: simd.VMulOp,
    arith.DivSIOp: simd.VDivOp,
    arith.RemSIOp: simd.VRemOp,
    arith.AndIOp: simd.VAndOp,
    arith.OrIOp: simd.VOrOp,
    arith.XOrIOp: simd.VXorOp,
    arith.ShLIOp: simd.VShlOp,
    arith.ShRSIOp: simd.VShrOp,
    arith.MinSIOp: simd.VMinOp,
    arith.MaxSIOp: simd.VMaxOp,
}
FLOAT_OPS: dict[type[Operation], type[simd.VBinaryOp]] = {
    arith.AddfOp: simd.VAddOp,
    arith.SubfOp: simd.VSubOp,
    arith.MulfOp: simd.VMulOp,
    arith.DivfOp: simd.VDivOp,
    arith.MinimumfOp: simd.VMinOp,
    arith.MaximumfOp: simd.VMaxOp,
}
TRAPPING: tuple[type[Operation], ...] = (
    arith.DivSIOp,
    arith.RemSIOp,
    arith.DivUIOp,
    arith.RemUIOp,
    arith.CeilDivSIOp,
    arith.FloorDivSIOp,
    arith.CeilDivUIOp,
    arith.DivfOp,
)
"""Ops that fault on some operand values (a zero divisor)."""
UNSUPPORTED: dict[str, str] = {
    "simd.readfirstlane": "'simd.readfirstlane' (a convergent op) is not supported; "
    "pass the value as a kernel parameter instead",
    "simd.group_reduce": "'simd.group_reduce' (a convergent op) is not supported; "
    "reduce after the kernel, on its per-lane results",
    "func.call": "calls are not supported; inline the callee into the kernel first",
}


# --------------------------------------------------------------------------- helpers


def _is_data(t: Attribute) -> bool:
    """A type the kernel's values may have (memrefs are handles, never vectorized)."""
    return t in (i32, i1) or isinstance(t, IndexType | Float32Type)


def _yield_of(block: Block) -> Operation | None:
    return block.last_op


def _traps(op: Operation) -> bool:
    return isinstance(op, TRAPPING) and not is_nonzero_constant(op.operands[1])


def _check_structure(fn: func.FuncOp) -> None:
    """Fail on what the vectorizer does not translate, before touching anything."""
    for op in fn.body.walk():
        if op is fn:
            continue
        if op.name in UNSUPPORTED:
            fail_at(op, f"{PASS}: {UNSUPPORTED[op.name]}")
        if op.dialect_name() == "cf":
            fail_at(
                op,
                f"{PASS}: '{op.name}' (unstructured control flow) is not supported; "
                "write it with scf.if/scf.for/scf.while",
            )
        for r in op.results:
            if not _is_data(r.type) and not isinstance(r.type, MemRefType):
                fail_at(
                    op,
                    f"{PASS}: '{op.name}' produces {r.type}; only i32, f32, i1 and "
                    "index values can be vectorized",
                )
    if len(fn.body.blocks) != 1:
        fail_at(
            fn,
            f"{PASS}: '{fn.sym_name.data}' has {len(fn.body.blocks)} blocks: unstructured "
            "control flow is not supported; write it with scf.if/scf.for/scf.while",
        )


# --------------------------------------------------------------------------- the plan


@dataclass
class _Plan:
    """Which old values become vectors (the rest stay scalar), and which ops run under
    a divergent mask (inside a linearized arm)."""

    vec: set[SSAValue] = field(default_factory=set[SSAValue])
    masked: set[Operation] = field(default_factory=set[Operation])
    guard: bool = False
    """Uniform faulting ops under a divergent mask run scalar under `scf.if` on
    `simd.any` of the mask (else they become masked vector ops)."""

    def mark(self, *vs: SSAValue) -> bool:
        new = [v for v in vs if v not in self.vec and _is_data(v.type)]
        self.vec.update(new)
        return bool(new)


def _walk_masked(
    block: Block, masked: bool, plan: _Plan, visit: Callable[[Operation, bool], None]
) -> None:
    """Visit every op under `block`, knowing whether it runs under a divergent mask
    (an arm of an `scf.if` whose condition is a vector, or the body of a loop whose
    control is)."""
    for op in block.ops:
        if masked:
            plan.masked.add(op)
        visit(op, masked)
        inner = (
            masked
            or (isinstance(op, scf.IfOp) and op.cond in plan.vec)
            or _vector_controlled(op, plan)
        )
        for region in op.regions:
            for b in region.blocks:
                _walk_masked(b, inner, plan, visit)


def _loop_controls(op: Operation) -> list[SSAValue]:
    """What decides how often a loop runs: `scf.for` bounds, `scf.while` condition."""
    if isinstance(op, scf.ForOp):
        return [op.lb, op.ub, op.step]
    if isinstance(op, scf.WhileOp):
        cond = _yield_of(op.before_region.block)
        assert isinstance(cond, scf.ConditionOp)
        return [cond.condition]
    return []


def _vector_controlled(op: Operation, plan: _Plan) -> bool:
    """A loop whose control is a vector (threads may leave it in different iterations):
    it becomes an active-mask loop (`_Vectorizer.active_loop`)."""
    return any(v in plan.vec for v in _loop_controls(op))


def _tie_loops(op: Operation, plan: _Plan) -> bool:
    """Loop-carried values share one representation with what flows into them.  The
    results of a vector-controlled loop are always vectors (each lane's value when it
    left): they are not tied to the values carried inside it, which may stay scalar."""
    changed = False
    if isinstance(op, scf.ForOp):
        body = op.body.block
        y = _yield_of(body)
        assert y is not None
        divergent = _vector_controlled(op, plan)
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
        cond, y = _yield_of(before), _yield_of(after)
        assert isinstance(cond, scf.ConditionOp) and y is not None
        divergent = _vector_controlled(op, plan)
        if divergent:
            changed |= plan.mark(*op.results)
        for i, a in enumerate(before.args):
            if (
                op.arguments[i] in plan.vec
                or y.operands[i] in plan.vec
                or a in plan.vec
            ):
                changed |= plan.mark(a)
        for j, (a, r) in enumerate(zip(after.args, op.results, strict=True)):
            if divergent:
                if cond.args[j] in plan.vec:
                    changed |= plan.mark(a)
            elif cond.args[j] in plan.vec or a in plan.vec or r in plan.vec:
                changed |= plan.mark(a, r)
    elif isinstance(op, scf.IfOp):
        for i, r in enumerate(op.results):
            ys = [
                _yield_of(reg.block)
                for reg in (op.true_region, op.false_region)
                if reg.blocks
            ]
            if op.cond in plan.vec or any(
                y is not None and y.operands[i] in plan.vec for y in ys
            ):
                changed |= plan.mark(r)
    return changed


def plan_uniform(fn: func.FuncOp, div: DivergenceInfo, guard: bool) -> _Plan:
    """Vectors: divergent values, values computed from vectors, loop-carried values tied
    to vectors, and (without `guard`) faulting ops (loads, divisions) under a divergent
    mask."""
    plan = _Plan(guard=guard)
    entry = fn.body.block
    plan.mark(*(a for a in entry.args if div.is_divergent(a)))
    # Every divergent value first, so a loop's divergent control is known before the
    # loop is visited (its results are then not tied to the values carried inside).
    for op in fn.body.walk():
        if op is not fn:
            plan.mark(*(r for r in op.results if div.is_divergent(r)))
        for region in op.regions:
            for b in region.blocks:
                plan.mark(*(a for a in b.args if div.is_divergent(a)))
    changed = True

    def visit(op: Operation, masked: bool) -> None:
        nonlocal changed
        if isinstance(op, scf.ForOp | scf.WhileOp | scf.IfOp):
            for region in op.regions:
                for b in region.blocks:
                    changed |= plan.mark(*(a for a in b.args if div.is_divergent(a)))
            changed |= plan.mark(*(r for r in op.results if div.is_divergent(r)))
            changed |= _tie_loops(op, plan)
            return
        if not op.results:
            return
        if (
            any(div.is_divergent(r) for r in op.results)
            or any(v in plan.vec for v in op.operands)
            or (
                masked
                and not guard
                and (
                    isinstance(op, memref.LoadOp)
                    or _traps(op)
                    or not _is_safe_scalar(op)
                )
            )
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
                if reg.blocks and (y := _yield_of(reg.block)) is not None:
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
        y = _yield_of(parent.body.block)
        assert y is not None
        i = v.index - 1
        return [parent.iter_args[i], y.operands[i], parent.results[i]]
    if isinstance(parent, scf.WhileOp):
        if v.block is parent.before_region.block:
            y = _yield_of(parent.after_region.block)
            assert y is not None
            return [parent.arguments[v.index], y.operands[v.index]]
        cond = _yield_of(parent.before_region.block)
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


def plan_naive(fn: func.FuncOp, div: DivergenceInfo) -> _Plan:
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
        if masked and (
            isinstance(op, memref.LoadOp) or _traps(op) or not _is_safe_scalar(op)
        ):
            unsafe.update(op.results)

    while True:
        scalar: set[SSAValue] = set()
        for loop, sl in slices.items():
            if loop not in vector_loops:
                scalar |= sl
        plan = _Plan()
        for op in fn.body.walk():
            for region in op.regions:
                for b in region.blocks:
                    plan.mark(*(a for a in b.args if a not in scalar))
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


def _zero(t: Attribute) -> arith.ConstantOp:
    if isinstance(t, Float32Type):
        return arith.ConstantOp(FloatAttr(0.0, t))
    assert isinstance(t, builtin.IntegerType | IndexType)
    return arith.ConstantOp(IntegerAttr(0, t))


def _is_safe_scalar(op: Operation) -> bool:
    return op.has_trait(Pure) or isinstance(
        op, scf.IfOp | scf.ForOp | scf.WhileOp | memref.LoadOp
    )


# --------------------------------------------------------------------------- translation


@dataclass(frozen=True)
class _Mask:
    """The current divergent mask: `value` (or its complement when `negated`)."""

    value: SSAValue
    negated: bool
    nonempty: bool = False
    """Some lane is known active (the after region of an active-mask loop): uniform
    faulting ops need no `simd.any` guard."""


class _Vectorizer:
    """Rebuild one kernel as a SIMD program for one group of `width` threads."""

    def __init__(self, fn: func.FuncOp, width: int, naive: bool, plan: _Plan):
        self.fn = fn
        self.width = width
        self.naive = naive
        self.plan = plan
        self.env: dict[SSAValue, SSAValue] = {}
        self.bcasts: dict[tuple[SSAValue, Attribute], SSAValue] = {}
        self.mask: _Mask | None = None
        self.mask_values: dict[_Mask, SSAValue] = {}
        self.block = Block()
        self.lanes: SSAValue | None = None
        self.tids: SSAValue | None = None

    # -- types and emission ----------------------------------------------------------
    def vtype(self, t: Attribute) -> VectorType:
        if t == i1:
            return simd.mask_type(self.width)
        if isinstance(t, Float32Type):
            return simd.vector_type(self.width, t)
        return simd.vector_type(self.width, i32)  # i32 and index

    def emit(self, op: Operation) -> Operation:
        self.block.add_op(op)
        return op

    def named(self, new: SSAValue, old: SSAValue) -> SSAValue:
        if new.name_hint is None and old.name_hint is not None:
            new.name_hint = old.name_hint
        return new

    def mask_operands(self) -> tuple[SSAValue | None, bool]:
        if self.mask is None:
            return None, False
        return self.mask.value, self.mask.negated

    def mask_value(self) -> SSAValue | None:
        """The current mask as one register (the complement computed once)."""
        m = self.mask
        if m is None:
            return None
        if not m.negated:
            return m.value
        v = self.mask_values.get(m)
        if v is None:
            pnot = simd.PNotOp(m.value)
            self.insert_after_def(m.value, [pnot])
            v = self.mask_values[m] = pnot.results[0]
        return v

    @staticmethod
    def insert_after_def(v: SSAValue, ops: list[Operation]) -> None:
        """Right after `v`'s definition, so the new ops dominate every use of `v`."""
        if isinstance(v, OpResult):
            assert v.op.parent is not None
            v.op.parent.insert_ops_after(ops, v.op)
        else:
            assert isinstance(v, BlockArgument)
            blk = v.block
            if blk.first_op is None:
                blk.add_ops(ops)
            else:
                blk.insert_ops_before(ops, blk.first_op)

    def sub_mask(self, cond: SSAValue, negated: bool) -> _Mask:
        """The mask of an arm: the condition (or its complement) within the current mask."""
        if self.mask is None:
            return _Mask(cond, negated)
        outer = self.mask_value()
        assert outer is not None
        c = self.emit(simd.PNotOp(cond)).results[0] if negated else cond
        return _Mask(self.emit(simd.PAndOp(outer, c)).results[0], False)

    # -- representations ---------------------------------------------------------------
    def bcast(self, s: SSAValue) -> SSAValue:
        """The one `s2vb` of scalar `s`, right after its definition (dominating every
        use); an index goes through `index_cast` to i32 first."""
        t = self.vtype(s.type)
        key = (s, t)
        if (b := self.bcasts.get(key)) is not None:
            return b
        ops: list[Operation] = []
        x = s
        if isinstance(s.type, IndexType):
            cast = arith.IndexCastOp(s, i32)
            ops.append(cast)
            x = cast.result
        ops.append(simd.S2VBOp(x, t))
        self.insert_after_def(s, ops)
        b = self.bcasts[key] = ops[-1].results[0]
        return b

    def vec(self, old: SSAValue) -> SSAValue:
        new = self.env[old]
        return new if isinstance(new.type, VectorType) else self.bcast(new)

    def scal(self, old: SSAValue) -> SSAValue:
        new = self.env[old]
        assert not isinstance(new.type, VectorType), (
            f"{old} planned scalar, has a vector"
        )
        return new

    def value_as(self, old: SSAValue, vector: bool) -> SSAValue:
        return self.vec(old) if vector else self.scal(old)

    def type_of(self, old: SSAValue) -> Attribute:
        return self.vtype(old.type) if old in self.plan.vec else old.type

    # -- driver ------------------------------------------------------------------------------
    def run(self) -> None:
        fn = self.fn
        old = fn.body.block
        args = list(old.args)
        new_types = [self.type_of(a) for a in args] + [i32]
        self.block = Block(arg_types=new_types)
        entry = self.block
        for a, n in zip(args, entry.args, strict=False):
            self.named(n, a)
            self.env[a] = n
        base = entry.args[-1]
        base.name_hint = "group_base"
        uses = {op.name for op in fn.body.walk()}
        if "simd.lane_id" in uses or "simd.thread_id" in uses:
            consts = [
                self.emit(arith.ConstantOp(IntegerAttr(i, i32))).results[0]
                for i in range(self.width)
            ]
            self.lanes = self.emit(simd.S2VOp(consts, self.vtype(i32))).results[0]
            self.lanes.name_hint = "lanes"
        if "simd.thread_id" in uses:
            assert self.lanes is not None
            b = self.emit(simd.S2VBOp(base, self.vtype(i32))).results[0]
            self.tids = self.emit(simd.VAddOp(b, self.lanes)).results[0]
            self.tids.name_hint = "tids"
        for a in args:
            if (
                a in self.plan.vec
                and not isinstance(self.env[a].type, VectorType)
                and a.uses
            ):
                self.env[a] = self.named(self.bcast(self.env[a]), a)
        self.body(old)
        ret = old.last_op
        assert isinstance(ret, func.ReturnOp)
        values = [self.vec(v) for v in ret.arguments]
        self.emit(func.ReturnOp(*values))
        # Swap the body in: the old ops go with the old region.
        fn.body.detach_block(old)
        fn.body.add_block(entry)
        old.erase(safe_erase=False)
        fn.function_type = FunctionType.from_lists(new_types, [v.type for v in values])
        if fn.arg_attrs is not None:
            attrs = [
                DictionaryAttr({k: v for k, v in d.data.items() if k != DIVERGENT_ARG})
                for d in fn.arg_attrs.data
            ]
            fn.arg_attrs = builtin.ArrayAttr([*attrs, DictionaryAttr({})])
        fn.res_attrs = None

    def body(self, block: Block) -> None:
        """Translate every op of `block` but its terminator into the current block."""
        for op in block.ops:
            if op is block.last_op and isinstance(
                op, scf.YieldOp | scf.ConditionOp | func.ReturnOp
            ):
                break
            self.op(op)

    def region_block(
        self, block: Block, arg_types: list[Attribute]
    ) -> tuple[Block, Block]:
        """Start a new block for the old `block`, mapping its args to the first ones
        (an active-mask loop adds more); (new, saved current)."""
        new = Block(arg_types=arg_types)
        for a, n in zip(block.args, new.args, strict=False):
            self.env[a] = self.named(n, a)
        saved, self.block = self.block, new
        return new, saved

    # -- ops ---------------------------------------------------------------------------------
    def op(self, op: Operation) -> None:
        match op:
            case scf.IfOp() if op.cond in self.plan.vec:
                self.linearized_if(op)
            case scf.IfOp():
                self.uniform_if(op)
            case scf.ForOp():
                self.for_loop(op)
            case scf.WhileOp():
                self.while_loop(op)
            case memref.StoreOp():
                self.store(op)
            case _ if op.results and all(r in self.plan.vec for r in op.results):
                self.vector_op(op)
            case _:
                self.scalar_op(op)

    def scalar_op(self, op: Operation) -> None:
        if op.regions:
            fail_at(op, f"{PASS}: '{op.name}' (an op with regions) is not supported")
        if any(isinstance(v.type, VectorType) for v in op.operands):
            fail_at(op, f"{PASS}: '{op.name}' on vectors is not supported in a kernel")
        new = op.clone(value_mapper=self.env)
        new.attributes.pop(DIVERGENT_ARG, None)
        if (
            self.mask is not None
            and not self.mask.nonempty
            and (isinstance(op, memref.LoadOp | memref.StoreOp) or _traps(op))
        ):
            self.guarded(op, new)
            return
        self.emit(new)
        for r, n in zip(op.results, new.results, strict=True):
            self.env[r] = n

    def guarded(self, op: Operation, new: Operation) -> None:
        """Run the scalar `new` only when some lane is active: `scf.if` on `simd.any`
        of the mask; the skipped arm yields zero (no active lane reads it)."""
        mask = self.mask_value()
        assert mask is not None
        any_lane = self.emit(simd.AnyOp(mask)).results[0]
        types = [r.type for r in new.results]
        skip: list[Operation] = [_zero(t) for t in types]
        if_op = self.emit(
            scf.IfOp(
                any_lane,
                types,
                [new, scf.YieldOp(*new.results)],
                [*skip, scf.YieldOp(*(z.results[0] for z in skip))] if types else None,
            )
        )
        for old, r in zip(op.results, if_op.results, strict=True):
            self.env[old] = self.named(r, old)

    def store(self, op: memref.StoreOp) -> None:
        value, index = op.value, op.indices[0] if len(op.indices) == 1 else None
        if index is None:
            fail_at(op, f"{PASS}: only 1-d memrefs are supported")
        scalar = (
            not self.naive
            and (self.mask is None or self.plan.guard)
            and value not in self.plan.vec
            and index not in self.plan.vec
        )
        if scalar:
            self.scalar_op(op)
            return
        m, neg = self.mask_operands()
        self.emit(
            simd.ScatterOp(
                self.vec(value), self.env[op.memref], self.vec(index), m, neg
            )
        )

    def vector_op(self, op: Operation) -> None:
        r = op.results[0]
        t = self.vtype(r.type)
        m, neg = self.mask_operands()
        new: SSAValue
        match op:
            case arith.ConstantOp():
                c = self.emit(self.scalar_constant(op)).results[0]
                new = self.emit(simd.S2VBOp(c, t, m, neg)).results[0]
            case simd.ThreadIdOp():
                assert self.tids is not None
                new = self.tids
            case simd.LaneIdOp():
                assert self.lanes is not None
                new = self.lanes
            case memref.LoadOp():
                if len(op.indices) != 1:
                    fail_at(op, f"{PASS}: only 1-d memrefs are supported")
                addrs = self.vec(op.indices[0])
                new = self.emit(
                    simd.GatherOp(self.env[op.memref], addrs, t, m, neg)
                ).results[0]
            case arith.IndexCastOp():
                new = self.vec(op.input)
            case arith.ExtUIOp() | arith.ExtSIOp() if (
                op.input.type == i1 and r.type == i32
            ):
                one = 1 if isinstance(op, arith.ExtUIOp) else -1
                new = self.select(
                    self.vec(op.input), self.vconst(one, t), self.vconst(0, t)
                )
            case arith.SelectOp():
                new = self.select(self.vec(op.cond), self.vec(op.lhs), self.vec(op.rhs))
            case arith.CmpiOp() | arith.CmpfOp():
                if op.lhs.type == i1:
                    fail_at(
                        op,
                        f"{PASS}: comparing i1 values is not supported; use arith.xori",
                    )
                pred = (
                    arith.CMPI_COMPARISON_OPERATIONS[op.predicate.value.data]
                    if isinstance(op, arith.CmpiOp)
                    else arith.CMPF_COMPARISON_OPERATIONS[op.predicate.value.data]
                )
                new = self.emit(
                    simd.VCmpOp(pred, self.vec(op.lhs), self.vec(op.rhs), m, neg)
                ).results[0]
            case arith.AndIOp() | arith.OrIOp() | arith.XOrIOp() if r.type == i1:
                new = self.mask_binary(op, self.vec(op.lhs), self.vec(op.rhs))
            case _ if type(op) in INT_OPS and r.type != i1:
                new = self.emit(
                    INT_OPS[type(op)](
                        self.vec(op.operands[0]), self.vec(op.operands[1]), m, neg
                    )
                ).results[0]
            case _ if type(op) in FLOAT_OPS:
                new = self.emit(
                    FLOAT_OPS[type(op)](
                        self.vec(op.operands[0]), self.vec(op.operands[1]), m, neg
                    )
                ).results[0]
            case _:
                fail_at(
                    op,
                    f"{PASS}: '{op.name}' has no vector form, and its result here must be a "
                    "vector (it is divergent, or runs under a divergent mask); compute it "
                    "from uniform values outside divergent branches, or rewrite it with "
                    "ops that have a simd counterpart",
                )
        self.env[r] = self.named(new, r)

    def scalar_constant(self, op: arith.ConstantOp) -> arith.ConstantOp:
        v = op.value
        if isinstance(v, IntegerAttr) and isinstance(v.type, IndexType):
            return arith.ConstantOp(IntegerAttr(v.value.data, i32))
        c = op.clone()
        return c

    def vconst(self, value: int, t: VectorType) -> SSAValue:
        c = self.emit(arith.ConstantOp(IntegerAttr(value, i32))).results[0]
        m, neg = self.mask_operands()
        return self.emit(simd.S2VBOp(c, t, m, neg)).results[0]

    def select(self, p: SSAValue, a: SSAValue, b: SSAValue) -> SSAValue:
        """Lane-wise `p ? a : b`: `vphi` (under the current mask), or mask algebra."""
        t = a.type
        assert isinstance(t, VectorType)
        if t.get_element_type() == i1:
            x = self.emit(simd.PAndOp(p, a)).results[0]
            np = self.emit(simd.PNotOp(p)).results[0]
            y = self.emit(simd.PAndOp(np, b)).results[0]
            return self.emit(simd.POrOp(x, y)).results[0]
        m, neg = self.mask_operands()
        return self.emit(simd.VPhiOp(p, a, b, m, neg)).results[0]

    def mask_binary(self, op: Operation, a: SSAValue, b: SSAValue) -> SSAValue:
        if isinstance(op, arith.AndIOp):
            return self.emit(simd.PAndOp(a, b)).results[0]
        if isinstance(op, arith.OrIOp):
            return self.emit(simd.POrOp(a, b)).results[0]
        # a xor b = (a and not b) or (not a and b)
        nb = self.emit(simd.PNotOp(b)).results[0]
        na = self.emit(simd.PNotOp(a)).results[0]
        x = self.emit(simd.PAndOp(a, nb)).results[0]
        y = self.emit(simd.PAndOp(na, b)).results[0]
        return self.emit(simd.POrOp(x, y)).results[0]

    # -- control flow ------------------------------------------------------------------------
    def linearized_if(self, op: scf.IfOp) -> None:
        """Both arms inline, under mask(c) and mask(not c); results merged by vphi."""
        c = self.vec(op.cond)
        outer = self.mask
        arms: list[list[SSAValue]] = []
        for region, negated in ((op.true_region, False), (op.false_region, True)):
            if not region.blocks:
                arms.append([])
                continue
            self.mask = outer
            self.mask = self.sub_mask(c, negated)
            block = region.block
            self.body(block)
            y = block.last_op
            assert y is not None
            arms.append([self.vec(v) for v in y.operands])
            self.mask = outer
        for i, r in enumerate(op.results):
            merged = self.select(c, arms[0][i], arms[1][i])
            self.env[r] = self.named(merged, r)

    def uniform_if(self, op: scf.IfOp) -> None:
        kinds = [r in self.plan.vec for r in op.results]
        regions: list[Region | None] = []
        for region in (op.true_region, op.false_region):
            if not region.blocks:
                regions.append(None)
                continue
            new, saved = self.region_block(region.block, [])
            self.body(region.block)
            y = region.block.last_op
            assert y is not None
            self.emit(
                scf.YieldOp(
                    *(
                        self.value_as(v, k)
                        for v, k in zip(y.operands, kinds, strict=True)
                    )
                )
            )
            self.block = saved
            regions.append(Region(new))
        then_region = regions[0]
        assert then_region is not None
        types = [self.type_of(r) for r in op.results]
        new_if = self.emit(scf.IfOp(self.scal(op.cond), types, then_region, regions[1]))
        for r, n in zip(op.results, new_if.results, strict=True):
            self.env[r] = self.named(n, r)

    def for_loop(self, op: scf.ForOp) -> None:
        if _vector_controlled(op, self.plan):
            self.divergent_for(op)
            return
        body = op.body.block
        carried = [a in self.plan.vec for a in body.args[1:]]
        inits = [
            self.value_as(v, k) for v, k in zip(op.iter_args, carried, strict=True)
        ]
        types = [body.args[0].type, *(self.type_of(a) for a in body.args[1:])]
        new, saved = self.region_block(body, types)
        iv = body.args[0]
        if iv in self.plan.vec:
            self.env[iv] = self.named(self.bcast(new.args[0]), iv)
        self.body(body)
        y = body.last_op
        assert y is not None
        self.emit(
            scf.YieldOp(
                *(self.value_as(v, k) for v, k in zip(y.operands, carried, strict=True))
            )
        )
        self.block = saved
        loop = self.emit(
            scf.ForOp(
                self.scal(op.lb),
                self.scal(op.ub),
                self.scal(op.step),
                inits,
                Region(new),
            )
        )
        for r, n in zip(op.results, loop.results, strict=True):
            self.env[r] = self.named(n, r)

    def while_loop(self, op: scf.WhileOp) -> None:
        before, after = op.before_region.block, op.after_region.block
        cond = before.last_op
        assert isinstance(cond, scf.ConditionOp)
        if cond.condition in self.plan.vec:
            self.divergent_while(op)
            return
        bkinds = [a in self.plan.vec for a in before.args]
        akinds = [a in self.plan.vec for a in after.args]
        inits = [self.value_as(v, k) for v, k in zip(op.arguments, bkinds, strict=True)]
        bnew, saved = self.region_block(before, [self.type_of(a) for a in before.args])
        self.body(before)
        self.emit(
            scf.ConditionOp(
                self.scal(cond.condition),
                *(self.value_as(v, k) for v, k in zip(cond.args, akinds, strict=True)),
            )
        )
        self.block = saved
        anew, saved = self.region_block(after, [self.type_of(a) for a in after.args])
        self.body(after)
        y = after.last_op
        assert y is not None
        self.emit(
            scf.YieldOp(
                *(self.value_as(v, k) for v, k in zip(y.operands, bkinds, strict=True))
            )
        )
        self.block = saved
        types = [self.type_of(a) for a in after.args]
        loop = self.emit(scf.WhileOp(inits, types, Region(bnew), Region(anew)))
        for r, n in zip(op.results, loop.results, strict=True):
            self.env[r] = self.named(n, r)

    # -- divergent loops: a loop runs while any lane is active ---------------------------
    def all_lanes(self) -> SSAValue:
        true = self.emit(arith.ConstantOp(IntegerAttr(1, i1))).results[0]
        return self.emit(simd.S2VBOp(true, simd.mask_type(self.width))).results[0]

    def undef(self, t: VectorType) -> SSAValue:
        """A vector for lanes no one reads (the exit values of lanes never active)."""
        c = self.emit(_zero(t.get_element_type())).results[0]
        return self.emit(simd.S2VBOp(c, t)).results[0]

    def leave(
        self,
        outer: _Mask | None,
        act: SSAValue,
        cond: SSAValue,
        values: list[SSAValue],
        outs: list[SSAValue],
    ) -> tuple[SSAValue, SSAValue, list[SSAValue]]:
        """The end of an active-mask loop's before region: the lanes that go on
        (`pand(act, cond)`), whether any does, and the exit values (lanes active now take
        `values`, the others keep `outs`; merged under the enclosing mask)."""
        still = self.emit(simd.PAndOp(act, cond)).results[0]
        still.name_hint = "still"
        self.mask = outer
        merged = [
            self.select(act, v if isinstance(v.type, VectorType) else self.bcast(v), o)
            for v, o in zip(values, outs, strict=True)
        ]
        any_lane = self.emit(simd.AnyOp(still)).results[0]
        return still, any_lane, merged

    def divergent_while(self, op: scf.WhileOp) -> None:
        """`scf.while` on a vector condition: the state plus the active mask and one exit
        vector per result; the before region runs under the active mask, the loop goes
        on while some lane is still active, the after region runs under that mask."""
        before, after = op.before_region.block, op.after_region.block
        cond = before.last_op
        assert isinstance(cond, scf.ConditionOp)
        bkinds = [a in self.plan.vec for a in before.args]
        akinds = [a in self.plan.vec for a in after.args]
        outer = self.mask
        act0 = self.mask_value() or self.all_lanes()
        inits = [self.value_as(v, k) for v, k in zip(op.arguments, bkinds, strict=True)]
        mtype = simd.mask_type(self.width)
        rtypes = [self.vtype(r.type) for r in op.results]
        outs0: list[SSAValue] = []
        for x, t in zip(cond.args, rtypes, strict=True):
            # A lane leaving at once takes its initial value: reuse it when it fits.
            if isinstance(x, BlockArgument) and x.block is before:
                outs0.append(self.vec(op.arguments[x.index]))
            else:
                outs0.append(self.undef(t))
        nb, na = len(before.args), len(after.args)
        btypes = [self.type_of(a) for a in before.args]
        atypes = [self.type_of(a) for a in after.args]
        bnew, saved = self.region_block(before, [*btypes, mtype, *rtypes])
        act = bnew.args[nb]
        act.name_hint = "active"
        self.mask = _Mask(act, False)
        self.body(before)
        c = self.vec(cond.condition)
        still, any_lane, merged = self.leave(
            outer,
            act,
            c,
            [self.env[x] for x in cond.args],
            list(bnew.args[nb + 1 :]),
        )
        self.mask = _Mask(act, False)
        passed = [self.value_as(x, k) for x, k in zip(cond.args, akinds, strict=True)]
        self.emit(scf.ConditionOp(any_lane, *passed, still, *merged))
        self.block = saved
        anew, saved = self.region_block(after, [*atypes, mtype, *rtypes])
        anew.args[na].name_hint = "active"
        self.mask = _Mask(anew.args[na], False, nonempty=True)
        self.body(after)
        y = after.last_op
        assert y is not None
        self.emit(
            scf.YieldOp(
                *(self.value_as(v, k) for v, k in zip(y.operands, bkinds, strict=True)),
                *anew.args[na:],
            )
        )
        self.block = saved
        self.mask = outer
        loop = self.emit(
            scf.WhileOp(
                [*inits, act0, *outs0],
                [*atypes, mtype, *rtypes],
                Region(bnew),
                Region(anew),
            )
        )
        for r, n in zip(op.results, loop.results[na + 1 :], strict=True):
            self.env[r] = self.named(n, r)

    def divergent_for(self, op: scf.ForOp) -> None:
        """`scf.for` with a vector bound: the same active-mask loop, as an `scf.while`
        over (iv, iter_args, active mask, exit values), each lane running while its
        `iv < ub`; the iv is a vector when lb or step is."""
        body = op.body.block
        iv = body.args[0]
        ivvec = iv in self.plan.vec
        carried = [a in self.plan.vec for a in body.args[1:]]
        outer = self.mask
        act0 = self.mask_value() or self.all_lanes()
        lb = self.value_as(op.lb, ivvec)
        inits = [
            self.value_as(v, k) for v, k in zip(op.iter_args, carried, strict=True)
        ]
        outs0 = [self.vec(v) for v in op.iter_args]  # lanes that never enter
        mtype = simd.mask_type(self.width)
        rtypes = [self.vtype(r.type) for r in op.results]
        state = [self.type_of(a) for a in body.args]
        n = len(body.args)
        bnew = Block(arg_types=[*state, mtype, *rtypes])
        saved, self.block = self.block, bnew
        for a, b in zip(body.args, bnew.args, strict=False):
            self.named(b, a)
        act = bnew.args[n]
        act.name_hint = "active"
        self.mask = _Mask(act, False)
        biv = bnew.args[0] if ivvec else self.bcast(bnew.args[0])
        m, neg = self.mask_operands()
        c = self.emit(simd.VCmpOp("slt", biv, self.vec(op.ub), m, neg)).results[0]
        still, any_lane, merged = self.leave(
            outer, act, c, list(bnew.args[1:n]), list(bnew.args[n + 1 :])
        )
        self.emit(scf.ConditionOp(any_lane, *bnew.args[:n], still, *merged))
        self.block = saved
        anew, saved = self.region_block(body, [*state, mtype, *rtypes])
        anew.args[n].name_hint = "active"
        self.mask = _Mask(anew.args[n], False, nonempty=True)
        self.body(body)
        y = body.last_op
        assert y is not None
        m, neg = self.mask_operands()
        step = (
            simd.VAddOp(anew.args[0], self.vec(op.step), m, neg)
            if ivvec
            else arith.AddiOp(anew.args[0], self.scal(op.step))
        )
        next_iv = self.emit(step).results[0]
        self.emit(
            scf.YieldOp(
                next_iv,
                *(
                    self.value_as(v, k)
                    for v, k in zip(y.operands, carried, strict=True)
                ),
                *anew.args[n:],
            )
        )
        self.block = saved
        self.mask = outer
        loop = self.emit(
            scf.WhileOp(
                [lb, *inits, act0, *outs0],
                [*state, mtype, *rtypes],
                Region(bnew),
                Region(anew),
            )
        )
        for r, new in zip(op.results, loop.results[n + 1 :], strict=True):
            self.env[r] = self.named(new, r)


@dataclass(frozen=True)
class SpmdVectorizePass(ModulePass):
    """Vectorize every SPMD kernel (`func.func`) of the module for one group of W threads."""

    name = "spmd-vectorize"

    width: int = 4
    mode: Literal["naive", "uniform"] = "naive"

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        if self.mode not in ("naive", "uniform"):
            fail_at(
                op,
                f"{PASS}: unknown mode '{self.mode}'; use mode=naive or mode=uniform",
            )
        w = self.width
        if w < simd.MIN_WIDTH or w > simd.MAX_WIDTH or w & (w - 1):
            fail_at(
                op,
                f"{PASS}: width must be a power of two from {simd.MIN_WIDTH} to "
                f"{simd.MAX_WIDTH}, got {w}",
            )
        fns = [f for f in op.walk() if isinstance(f, func.FuncOp) and f.body.blocks]
        for fn in fns:
            _check_structure(fn)
        div = analyze_divergence(op)
        plans = [
            (
                fn,
                plan_naive(fn, div)
                if self.mode == "naive"
                else plan_uniform(fn, div, w >= MIN_GUARD_WIDTH),
            )
            for fn in fns
        ]
        for fn, plan in plans:
            _Vectorizer(fn, w, self.mode == "naive", plan).run()
