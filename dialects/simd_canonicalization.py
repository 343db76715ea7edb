"""Canonicalization patterns of the `simd` dialect (run by xDSL's `canonicalize`).

    simd.vadd (s2vb %a), (s2vb %b)     ->  s2vb (arith.addi %a, %b)      (W ALU ops -> 2)
    simd.vadd %x, (s2vb 0)             ->  %x           (also vsub/vor/vxor/vshl/vshr by 0, vmul by 1)
    simd.vphi %p, %a, %a               ->  %a
    simd.vphi (dense<true>), %a, %b    ->  %a
    simd.vphi %p, (vadd %x, %a), (vadd %x, %b)  ->  simd.vadd %x, (vphi %p, %a, %b)
    simd.v2s (s2vb %x)[%l]             ->  %x
    simd.v2s (s2v %x0 .. %xn)[c]       ->  %xc
    simd.s2v %x, %x, .., %x            ->  s2vb %x      (W ALU ops -> 1)
    simd.any/all (pnot (pnot %p))      ->  simd.any/all %p  (pnot pnot %p -> %p)
    simd.pand %x, <all-false>          ->  <all-false>   (por %x, <all-false> -> %x;
                                            all-true: pand -> %x, por -> all-true)
    simd.pand %a, %a                   ->  %a            (por too: idempotence)
    simd.pand %a, (pand %a, %b)        ->  pand %a, %b   (por too, either operand order)
    simd.pand %a, (por %a, %b)         ->  %a            (por %a, (pand %a, %b) too: absorption)
    simd.por %a, (pand (pnot %a), %b)  ->  por %a, %b    (pand %a, (por (pnot %a), %b) too)
    scf.for/scf.while carrying %v      ->  the loop without %v, when its result is unused
                                           and %v only feeds its own yield (pure ops)

A masked op's inactive lanes are poison, and any value refines poison: so the rewrites
hold under a mask too (the result computes more lanes, never different ones), except
that an op which can trap (vdiv, vrem by a non-constant or zero divisor) is never
folded into a scalar that runs on every path.
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects import arith, scf, ub
from xdsl.dialects.builtin import (
    AnyFloat,
    VectorType,
    i1,
)
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.traits import Commutative
from xdsl.transforms.dead_code_elimination import would_be_trivially_dead

from simdopt.dialects import simd
from simdopt.dialects.matchers import (
    broadcast_source,
    known_nonzero,
    scalar_constant,
    splat_constant,
)
from simdopt.dialects.vector_unit import lane_bits, may_trap, may_trap_kind


class FoldBroadcastBinary(RewritePattern):
    """vop (s2vb a), (s2vb b) -> s2vb (scalar op a, b)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: simd.VBinaryOp, rewriter: PatternRewriter) -> None:
        a, b = broadcast_source(op.lhs), broadcast_source(op.rhs)
        if a is None or b is None:
            return
        t = op.result.type
        assert isinstance(t, VectorType)
        facts = op.FACTS
        floats = isinstance(t.get_element_type(), AnyFloat)
        scalar_op = facts.float_form if floats else facts.int_form
        if scalar_op is None:
            return
        c = scalar_constant(b)
        if may_trap(op) and not known_nonzero(b):
            return  # may trap: keep the (possibly masked) vector op
        if not facts.scalar_form_agrees(c, lane_bits(t)):
            return  # e.g. the vector shift takes its amount mod 32, arith's does not
        s = scalar_op(a, b)
        rewriter.replace(op, [s, simd.S2VBOp(s.results[0], t)])


class RemoveIdentityBinary(RewritePattern):
    """x + 0, x - 0, x * 1, x | 0, x ^ 0, x << 0, x >> 0 -> x (either side where it
    commutes)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: simd.VBinaryOp, rewriter: PatternRewriter) -> None:
        unit = op.FACTS.identity
        if unit is None:
            return
        if splat_constant(op.rhs) == unit:
            rewriter.replace(op, [], [op.lhs])
        elif op.has_trait(Commutative) and splat_constant(op.lhs) == unit:
            rewriter.replace(op, [], [op.rhs])


def _is_poison(v: SSAValue) -> bool:
    return isinstance(v, OpResult) and isinstance(v.op, ub.PoisonOp)


class SimplifyVPhi(RewritePattern):
    """vphi p, a, a -> a; vphi p, a, poison -> a (and poison, b -> b: the poison lanes
    may be any value, a's among them); vphi with an all-true / all-false constant
    predicate."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: simd.VPhiOp, rewriter: PatternRewriter) -> None:
        if op.true_value is op.false_value or _is_poison(op.false_value):
            rewriter.replace(op, [], [op.true_value])
            return
        if _is_poison(op.true_value):
            rewriter.replace(op, [], [op.false_value])
            return
        c = splat_constant(op.pred)
        if c is not None:
            rewriter.replace(op, [], [op.true_value if c else op.false_value])


class HoistCommonOperandFromVPhi(RewritePattern):
    """vphi p, (op x, a), (op x, b)  ->  op x, (vphi p, a, b): one vector op instead
    of two, when both sides are the same non-trapping op with a common operand and
    nothing else reads them (the arms' masks, if any, are dropped: the merge only
    keeps the lanes each arm computed, and the hoisted op computes every lane)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: simd.VPhiOp, rewriter: PatternRewriter) -> None:
        if op.mask is not None:
            return
        t, e = op.true_value, op.false_value
        if not (isinstance(t, OpResult) and isinstance(e, OpResult)):
            return
        a, b = t.op, e.op
        if (
            type(a) is not type(b)
            or not isinstance(a, simd.VBinaryOp)
            or not isinstance(b, simd.VBinaryOp)
            or may_trap_kind(type(a))
            or a is b
            or not t.has_one_use()
            or not e.has_one_use()
        ):
            return
        pairs = [(a.lhs, a.rhs, b.lhs, b.rhs, False)]
        if a.has_trait(Commutative):
            pairs += [(a.lhs, a.rhs, b.rhs, b.lhs, False), (a.rhs, a.lhs, b.lhs, b.rhs, True),
                      (a.rhs, a.lhs, b.rhs, b.lhs, True)]  # fmt: skip
        for common, ra, other, rb, swapped in pairs:
            if common is other:
                merged = simd.VPhiOp(op.pred, ra, rb)
                lhs, rhs = (merged.result, common) if swapped else (common, merged.result)
                rewriter.replace(op, [merged, type(a)(lhs, rhs)])
                rewriter.erase(a)
                rewriter.erase(b)
                return


class ExtractFromBroadcast(RewritePattern):
    """v2s (s2vb x)[l] -> x; v2s (s2v x0..xn)[c] -> xc."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: simd.V2SOp, rewriter: PatternRewriter) -> None:
        src = broadcast_source(op.vector)
        if src is not None:
            rewriter.replace(op, [], [src])
            return
        v = op.vector
        lane = scalar_constant(op.lane)
        if (
            isinstance(v, OpResult)
            and isinstance(v.op, simd.S2VOp)
            and v.op.mask is None
            and isinstance(lane, int)
            and 0 <= lane < len(v.op.elements)
        ):
            rewriter.replace(op, [], [v.op.elements[lane]])


class BroadcastOfNegation(RewritePattern):
    """s2vb (xori %c, true) -> pnot (s2vb %c), unmasked, on i1: the scalar negation and
    its constant go (a mask op instead of a scalar op), and `cse` shares the broadcast
    of %c, which a lifted branch's other arm already reads."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: simd.S2VBOp, rewriter: PatternRewriter) -> None:
        x = op.value
        if op.mask_operand is not None or not isinstance(x, OpResult):
            return
        neg = x.op
        if not isinstance(neg, arith.XOrIOp) or neg.result.type != i1:
            return
        for c, other in ((neg.lhs, neg.rhs), (neg.rhs, neg.lhs)):
            if scalar_constant(other) in (1, -1):  # i1 true
                b = simd.S2VBOp(c, op.result.type)
                rewriter.replace(op, [b, simd.PNotOp(b.result)])
                return


class UniformS2VToBroadcast(RewritePattern):
    """s2v x, x, .., x -> s2vb x (equal constants count as the same value)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: simd.S2VOp, rewriter: PatternRewriter) -> None:
        elems = list(op.elements)
        first = elems[0]
        c = scalar_constant(first)
        if all(e is first or (c is not None and scalar_constant(e) == c) for e in elems):
            rewriter.replace(
                op,
                simd.S2VBOp(first, op.result.type, op.mask_operand, op.is_negated),
            )


class DoubleNegation(RewritePattern):
    """pnot (pnot p) -> p."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: simd.PNotOp, rewriter: PatternRewriter) -> None:
        inner = op.input
        if isinstance(inner, OpResult) and isinstance(inner.op, simd.PNotOp):
            rewriter.replace(op, [], [inner.op.input])


class FoldConstantMask(RewritePattern):
    """pand with an all-false (por with an all-true) constant mask is that constant;
    pand with all-true (por with all-false) is the other operand."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: simd.PBinaryOp, rewriter: PatternRewriter) -> None:
        for c, other in ((op.rhs, op.lhs), (op.lhs, op.rhs)):
            k = splat_constant(c)
            if k is None:
                continue
            absorbing = isinstance(op, simd.PAndOp) != bool(k)
            rewriter.replace(op, [], [c if absorbing else other])
            return


class SimplifyMaskAlgebra(RewritePattern):
    """The Boolean laws that shorten the masks the vectorizer builds edge by edge (an
    edge mask is its block's mask `and` its condition, so block masks repeat):
    idempotence (a & a = a), a repeated operand (a & (a & b) = a & b), absorption
    (a & (a | b) = a) and absorption of a complement (a | (~a & b) = a | b: a
    short-circuit `||` linearized as a select); each with `pand`/`por` swapped, in
    either operand order."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: simd.PBinaryOp, rewriter: PatternRewriter) -> None:
        if op.lhs == op.rhs:
            rewriter.replace(op, [], [op.lhs])
            return
        for a, other in ((op.lhs, op.rhs), (op.rhs, op.lhs)):
            inner = other.op if isinstance(other, OpResult) else None
            if not isinstance(inner, simd.PBinaryOp):
                continue
            if a in (inner.lhs, inner.rhs):
                # a & (a & b) = a & b;  a & (a | b) = a
                rewriter.replace(op, [], [other if type(inner) is type(op) else a])
                return
            for x, b in ((inner.lhs, inner.rhs), (inner.rhs, inner.lhs)):
                if type(inner) is not type(op) and _negation_of(x) == a:
                    # a | (~a & b) = a | b;  a & (~a | b) = a & b
                    rewriter.replace(op, type(op)(a, b))
                    return


def _negation_of(v: SSAValue) -> SSAValue | None:
    """`p` when `v` is `simd.pnot p`."""
    return v.op.input if isinstance(v, OpResult) and isinstance(v.op, simd.PNotOp) else None


# --------------------------------------------------------------------------- scf loops


def _private_slice(loop: Operation, starts: Sequence[SSAValue]) -> tuple[list[Operation], set[tuple[Operation, int]]] | None:
    """The ops of `loop` computed from `starts` and read by nothing else (pure, no
    regions), and the (terminator of `loop`, operand index) pairs their values reach;
    None when some other op reads them."""
    ops: list[Operation] = []
    sinks: set[tuple[Operation, int]] = set()
    work = list(starts)
    while work:
        for use in work.pop().uses:
            user = use.operation
            if isinstance(user, scf.YieldOp | scf.ConditionOp) and user.parent_op() is loop:
                if isinstance(user, scf.ConditionOp) and use.index == 0:
                    return None  # the loop's exit condition is not dead
                sinks.add((user, use.index))
            elif user.regions or not would_be_trivially_dead(user) or not loop.is_ancestor(user):
                return None
            elif user not in ops:
                ops.append(user)
                work.extend(user.results)
    return ops, sinks


def _drop(rewriter: PatternRewriter, loop: Operation, ops: list[Operation], operands: dict[Operation, set[int]]) -> None:
    """Remove `operands` (indices) of terminators of `loop`, then erase the dead `ops`
    (users first)."""
    for term, indices in operands.items():
        term.operands = [v for i, v in enumerate(term.operands) if i not in indices]
        rewriter.notify_op_modified(term)
    order = {o: i for i, o in enumerate(loop.walk())}
    for o in sorted(ops, key=order.__getitem__, reverse=True):
        rewriter.erase(o)


class RemoveDeadLoopCarriedValue(RewritePattern):
    """An `scf.for` iter_arg (an `scf.while` before/after argument pair) whose result
    is unused and whose value only feeds its own yield (through pure ops) is dropped:
    nothing ever reads it.  So is a value `scf.condition` forwards that neither its
    result nor the after region reads (MLIR's `WhileUnusedResult`: an exit flag
    `lift-cf-to-scf` carries out of a loop with one exit; its ops then die)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        if isinstance(op, scf.ForOp):
            self.for_loop(op, rewriter)
        elif isinstance(op, scf.WhileOp):
            self.while_loop(op, rewriter)

    def for_loop(self, op: scf.ForOp, rewriter: PatternRewriter) -> None:
        block = op.body.block
        yield_op = block.last_op
        assert yield_op is not None
        for i, result in enumerate(op.results):
            got = None if result.uses else _private_slice(op, [block.args[i + 1]])
            if got is None or any(s is not yield_op or k != i for s, k in got[1]):
                continue
            _drop(rewriter, op, got[0], {yield_op: {i}})
            rewriter.erase_block_argument(block.args[i + 1])
            inits = [v for k, v in enumerate(op.iter_args) if k != i]
            new = scf.ForOp(op.lb, op.ub, op.step, inits, rewriter.move_region_contents_to_new_regions(op.body))
            rest = list(new.results)
            rewriter.replace(op, new, [*rest[:i], None, *rest[i:]])
            return

    def while_loop(self, op: scf.WhileOp, rewriter: PatternRewriter) -> None:
        before, after = op.before_region.block, op.after_region.block
        cond, yield_op = before.last_op, after.last_op
        assert isinstance(cond, scf.ConditionOp) and yield_op is not None
        unused = [j for j, r in enumerate(op.results) if not r.uses and not after.args[j].uses]
        if unused:
            self.unused_results(op, unused, rewriter)
            return
        for i, arg in enumerate(before.args):
            got = _private_slice(op, [arg])
            if got is None or any(s is not cond for s, _ in got[1]):
                continue
            forwarded = {k - 1 for _, k in got[1]}  # condition operand k forwards value k-1
            if any(op.results[j].uses for j in forwarded):
                continue
            rest = _private_slice(op, [after.args[j] for j in forwarded])
            if rest is None or any(s is not yield_op or k != i for s, k in rest[1]):
                continue
            _drop(rewriter, op, got[0] + rest[0], {cond: {j + 1 for j in forwarded}, yield_op: {i}})
            for j in sorted(forwarded, reverse=True):
                rewriter.erase_block_argument(after.args[j])
            rewriter.erase_block_argument(arg)
            inits = [v for k, v in enumerate(op.arguments) if k != i]
            types = [r.type for j, r in enumerate(op.results) if j not in forwarded]
            new = scf.WhileOp(inits, types, rewriter.move_region_contents_to_new_regions(op.before_region),
                              rewriter.move_region_contents_to_new_regions(op.after_region))  # fmt: skip
            kept = iter(new.results)
            rewriter.replace(op, new, [None if j in forwarded else next(kept) for j in range(len(op.results))])
            return

    def unused_results(self, op: scf.WhileOp, unused: list[int], rewriter: PatternRewriter) -> None:
        """Drop the forwarded values `unused` (indices of results read by nothing, whose
        after-region arguments nothing reads either) from the condition and the loop."""
        cond = op.before_region.block.last_op
        after = op.after_region.block
        assert isinstance(cond, scf.ConditionOp)
        _drop(rewriter, op, [], {cond: {j + 1 for j in unused}})
        for j in sorted(unused, reverse=True):
            rewriter.erase_block_argument(after.args[j])
        types = [r.type for j, r in enumerate(op.results) if j not in unused]
        new = scf.WhileOp(op.arguments, types, rewriter.move_region_contents_to_new_regions(op.before_region),
                          rewriter.move_region_contents_to_new_regions(op.after_region))  # fmt: skip
        kept = iter(new.results)
        rewriter.replace(op, new, [None if j in unused else next(kept) for j in range(len(op.results))])

