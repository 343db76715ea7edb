"""`divergence-scalarize`: seed 000's three optimizations, driven by the divergence analysis.

    %v = simd.vadd %a, %b : vector<4xi32>  (uniform)   ->   %s = arith.addi %as, %bs : i32

1. *Swap* (SPEC §3's table): a uniform vector op becomes its scalar form — the
   elementwise ops to `arith`, `vmath <kind>` to `math.<kind>`, `vcast <kind>` to
   `arith.<kind>` (a masked fptosi/fptoui under `scf.if`, like a division), `vcmp` to
   `arith.cmpi/cmpf`, `vphi` to `arith.select`, `gather` from a uniform address to
   `memref.load`, `s2v` of one value and `s2vb` to that value,
   `v2s`/`any`/`all`/`vreadfirstlane` of a scalarized vector to its scalar, mask algebra
   to `i1` arithmetic; the cross-lane ops of uniform values: a `vshuffle`/`vpermute` of
   a uniform vector is that vector, an inclusive min/max/and/or `vscan` of one too, a
   `vballot` of a uniform predicate is all of the active lanes or none
   (`select %p, <active lanes>, 0`; the active lanes a constant without a mask), a
   `vreduce` of a uniform value is that value (min, max, and, or), the value times the
   number of active lanes (integer add: `ctpop` of their ballot) or times its parity
   (xor).  A float add or a mul `vreduce` (rounded per step) and `vatomic` (every active
   lane updates memory, in lane order) keep their vectors; their operands read the
   broadcast of a scalarized value.  Uniform values carried through `cf` block arguments, `scf.for` iter_args
   and `scf.if` results change type and stay scalar around the loop.
2. *Broadcast regeneration*: a vector user of a scalarized value reads one `simd.s2vb`
   per (scalar, vector type), placed right after the scalar's definition, so it dominates
   every vector user.
3. *Predicate removal*: a uniform pure op under a divergent mask runs unmasked on scalars
   (its inactive lanes were poison: any value refines them), and the `vphi` that merged it
   now merges the broadcast.  An op under a *uniform* mask runs unmasked inside
   `scf.if %mask_scalar` when it can trap or touches memory, and simply unmasked when
   it cannot.

Beyond the seed, the stride lattice (`passes/analysis/stride.py`) turns a `gather` whose
addresses are consecutive into a `vload` at the first lane's address (a `scatter` into a
`vstore`), so the address vector usually dies.

Never a new fault: a division or a gather that was masked off is not speculated (unless
the divisor is known non-zero: a constant, or `x | c` with `c` non-zero); its scalar
form runs under `scf.if` on `simd.any` of the mask (or the scalar mask), and the
skipped arm yields zero (a refinement of the poison the masked op produced).  A uniform
mask becomes an `i1`; a user that needs the mask register gets `simd.s2vb %c :
vector<Wxi1>` (one mask-unit op, AMD's `s_cselect_b64 s, -1, 0`), a `vphi` on it becomes
`arith.select` or, with vector sides, a uniform branch.  A vector is scalarized only when
all its inputs are: a uniform vector function argument has no scalar form.

Which values become scalar is decided first, for the whole module
(`passes/utils/scalarize_plan.py`); then ops are rewritten in reverse post-order of each
region (definitions before uses), and the old vector ops are erased.  Afterwards the
placement model (`passes/placement/`) moves back to vectors the loop values whose
broadcasts cost more than they save on the target.
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import arith, builtin, func, memref, scf
from xdsl.dialects import math as mathd
from xdsl.dialects.builtin import IndexType, IntegerAttr, VectorType, i1
from xdsl.ir import Attribute, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import Pure
from xdsl.utils.comparisons import to_signed

from simdopt.dialects import simd
from simdopt.dialects.matchers import constant_int, known_nonzero, uniform_constant
from simdopt.dialects.vector_unit import rebuilt
from simdopt.ir.builders import if_lanes_active
from simdopt.ir.cfg import CFG
from simdopt.ir.diagnostics import fail_at
from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.passes.analysis.stride import StrideInfo, analyze_strides
from simdopt.passes.placement import (
    carry_as_vectors,
    compares_on_id_vectors,
    fold_cast_round_trips,
    fold_constant_casts,
    fold_narrowing_casts,
)
from simdopt.passes.utils.branch_layout import fall_through_guards
from simdopt.passes.utils.scalarize_plan import (
    MIN_GUARD_WIDTH,
    carried_targets,
    elem,
    guard_width_ok,
    int_attr,
    plan_scalarization,
    scalar_forms,
    traps,
)
from simdopt.passes.utils.scalarize_remarks import ScalarizeRemarks

__all__ = ["MIN_GUARD_WIDTH", "DivergenceScalarizePass", "plan_scalarization"]

SPECULATABLE_MASKED = (
    simd.VBinaryOp,
    simd.VMathOp,
    simd.VCastOp,
    simd.VCmpOp,
    simd.VPhiOp,
    simd.S2VOp,
    simd.S2VBOp,
)
"""Pure ops whose mask can simply be dropped (unless trapping)."""


class _Scalarizer:
    """Phase 2: rewrite the planned values, in definition-before-use order."""

    def __init__(
        self,
        chosen: set[SSAValue],
        strides: StrideInfo,
        *,
        remove_predicates: bool = True,
        use_strides: bool = True,
    ):
        self.chosen = chosen
        self.strides = strides
        self.remove_predicates = remove_predicates
        self.use_strides = use_strides
        self.rewriter = Rewriter()
        self.scal: dict[SSAValue, SSAValue] = {}
        self.bcasts: dict[tuple[SSAValue, Attribute], SSAValue] = {}
        self.bases: dict[SSAValue, SSAValue] = {}
        self.dead: dict[
            Operation, None
        ] = {}  # replaced ops, erased at the end (ordered)
        self.vector_type: dict[
            SSAValue, Attribute
        ] = {}  # retyped value -> its old type
        # (user, operand index) that read a scalar already: a `v2s`-like op's users,
        # given a retyped carried value (which is its own scalar form in `scal`).
        self.scalar_uses: set[tuple[Operation, int]] = set()

    # -- helpers ---------------------------------------------------------------------
    def insert_before(self, anchor: Operation, *ops: Operation) -> None:
        self.rewriter.insert_op(list(ops), InsertPoint.before(anchor))

    def emit(self, anchor: Operation, *ops: Operation) -> SSAValue:
        """Insert `ops` before `anchor`; the first result of the last one."""
        self.insert_before(anchor, *ops)
        return ops[-1].results[0]

    def insert_after_def(self, v: SSAValue, *ops: Operation) -> None:
        if isinstance(v, OpResult):
            self.rewriter.insert_op(list(ops), InsertPoint.after(v.op))
        else:
            assert isinstance(v, BlockArgument)
            self.rewriter.insert_op(list(ops), InsertPoint.at_start(v.block))

    def bcast(self, scalar: SSAValue, vtype: Attribute) -> SSAValue:
        """The one `s2vb` of `scalar` to `vtype`, right after the scalar's definition."""
        key = (scalar, vtype)
        b = self.bcasts.get(key)
        if b is None:
            op = simd.S2VBOp(scalar, vtype)
            self.insert_after_def(scalar, op)
            b = self.bcasts[key] = op.result
        return b

    def original_type(self, v: SSAValue) -> Attribute:
        """The vector type `v` had before it was retyped to a scalar (else its type)."""
        return self.vector_type.get(v, v.type)

    def vector_of(self, v: SSAValue, vtype: Attribute) -> SSAValue:
        """`v` as a vector operand: its broadcast when it was scalarized."""
        s = self.scal.get(v)
        return v if s is None else self.bcast(s, vtype)

    def condition(
        self, anchor: Operation, mask: SSAValue, negated: bool
    ) -> tuple[SSAValue, bool]:
        """(i1 condition, whether the arms swap) for running `anchor` when some lane
        of the (possibly negated) mask is active."""
        s = self.scal.get(mask)
        if s is None:
            red = (simd.AllOp if negated else simd.AnyOp)(
                mask
            )  # any(not m) == not all(m)
            self.insert_before(anchor, red)
            s = red.result
        return s, negated

    def guarded(
        self,
        anchor: Operation,
        mask: SSAValue | None,
        negated: bool,
        body: list[Operation],
        result: SSAValue | None,
    ) -> SSAValue | None:
        """Insert `body` before `anchor`, under `scf.if` when there is a mask; the
        skipped arm yields zero (or poison for vectors)."""
        if mask is None:
            self.insert_before(anchor, *body)
            return result
        cond, swap = self.condition(anchor, mask, negated)
        results = [result] if result is not None else []
        if_op = if_lanes_active(cond, body, results, swap)
        self.insert_before(anchor, if_op)
        return if_op.results[0] if result is not None else None

    def guarded_value(
        self, op: simd.MaskedOp, guard: bool, body: list[Operation]
    ) -> SSAValue:
        """`body`'s value (its last op's result) before `op`, under `op`'s mask when
        `guard` (a trapping or memory op)."""
        mask = op.mask_operand if guard else None
        r = self.guarded(op, mask, op.is_negated, body, body[-1].results[0])
        assert r is not None
        return r

    # -- driver ---------------------------------------------------------------------
    def run(self, root: Operation) -> None:
        # Retype carried values first: their scalar form is themselves.
        for v in list(self.chosen):
            if isinstance(v, BlockArgument) or (
                isinstance(v, OpResult)
                and isinstance(v.op, scf.IfOp | scf.ForOp | scf.WhileOp)
            ):
                new = Rewriter.replace_value_with_new_type(v, elem(v.type))
                self.chosen.discard(v)
                self.chosen.add(new)
                self.scal[new] = new
                self.vector_type[new] = v.type
        for region in root.regions:
            self.visit_region(region)
        for op in reversed(list(self.dead)):
            if all(not r.uses for r in op.results):
                self.rewriter.erase_op(op)

    def visit_region(self, region: Region) -> None:
        blocks = list(region.blocks)
        if len(blocks) > 1:
            order = CFG(region).rpo
            seen = set(order)
            blocks = order + [b for b in blocks if b not in seen]
        for block in blocks:
            for op in list(block.ops):
                self.visit(op)
                for inner in op.regions:
                    self.visit_region(inner)

    def visit(self, op: Operation) -> None:
        if (
            op.results
            and op.results[0] in self.chosen
            and not isinstance(op, scf.IfOp | scf.ForOp | scf.WhileOp)
        ):
            s = self.scalar_form(op)
            self.scal[op.results[0]] = s
            self.dead[op] = None
            return
        match op:
            case (
                simd.V2SOp() | simd.AnyOp() | simd.AllOp() | simd.VReadFirstLaneOp()
            ) if (s := self.scal.get(op.operands[0])) is not None:
                self.scalar_uses.update((u.operation, u.index) for u in op.results[0].uses)
                op.results[0].replace_all_uses_with(s)
                self.dead[op] = None
                return
            case simd.GatherOp() if (
                self.use_strides
                and self.strides.shape(op.addrs).stride == 1
                and self.has_base(op.addrs)
            ):
                new = simd.VLoadOp(
                    op.memref, self.base(op.addrs), op.result.type,
                    op.mask_operand, op.is_negated,
                )  # fmt: skip
                self.insert_before(op, new)
                op.result.replace_all_uses_with(new.result)
                self.dead[op] = None
                self.drop_dead_chain(op)
                self.visit(new)
                return
            case simd.ScatterOp():
                if self.scatter(op):
                    return
            case simd.VBallotOp() if (p := self.scal.get(op.pred)) is not None:
                op.result.replace_all_uses_with(self.uniform_ballot(op, p))
                self.rewriter.erase_op(op)
                return
            case simd.VReduceOp() if (x := self.scal.get(op.vector)) is not None and (
                r := self.uniform_reduce(op, x)
            ) is not None:
                op.result.replace_all_uses_with(r)
                self.dead[op] = None
                return
            case simd.VPhiOp() if (p := self.scal.get(op.pred)) is not None:
                # A uniform predicate picks one whole side: a uniform branch, no ALU op.
                t = op.result.type
                a = self.vector_of(op.true_value, t)
                b = self.vector_of(op.false_value, t)
                if_op = scf.IfOp(p, [t], [scf.YieldOp(a)], [scf.YieldOp(b)])
                self.insert_before(op, if_op)
                op.result.replace_all_uses_with(if_op.results[0])
                self.rewriter.erase_op(op)
                return
            case _:
                pass
        self.fix_operands(op)

    # -- cross-lane ops of uniform values ------------------------------------------------
    def active_ballot(self, op: simd.MaskedOp, t: builtin.IntegerType) -> SSAValue:
        """The active lanes of `op` as an integer of type `t` (all W lanes: a constant)."""
        width = op.lane_width()
        mask = op.mask_operand
        if mask is None:
            return self.emit(
                op,
                arith.ConstantOp(
                    IntegerAttr(to_signed((1 << width) - 1, t.width.data), t)
                ),
            )
        true = arith.ConstantOp(IntegerAttr(1, i1))
        every = simd.S2VBOp(true, simd.mask_type(width))
        new = simd.VBallotOp(every, t, mask, op.is_negated)
        self.insert_before(op, true, every, new)
        self.fix_operands(new)
        return new.result

    def uniform_ballot(self, op: simd.VBallotOp, p: SSAValue) -> SSAValue:
        """A ballot of a uniform predicate: all of the active lanes or none."""
        t = op.result.type
        assert isinstance(t, builtin.IntegerType)
        active = self.active_ballot(op, t)
        zero = arith.ConstantOp(IntegerAttr(0, t))
        return self.emit(op, zero, arith.SelectOp(p, active, zero))

    def uniform_reduce(self, op: simd.VReduceOp, x: SSAValue) -> SSAValue | None:
        """A reduction of a uniform value: the value (min, max, and, or), or the value
        times the number of active lanes (integer add) or its parity (xor); None for
        the others (float add and mul round per step)."""
        kind = op.kind.data
        if kind in ("min", "max", "and", "or"):
            return x
        t = x.type
        if kind not in ("add", "xor") or not isinstance(t, builtin.IntegerType):
            return None
        bt = builtin.i64 if op.lane_width() > 32 else builtin.i32
        n = self.emit(op, mathd.CtPopOp(self.active_ballot(op, bt)))
        if t.width.data != bt.width.data:
            cast = arith.TruncIOp if t.width.data < bt.width.data else arith.ExtUIOp
            n = self.emit(op, cast(n, t))
        if kind == "xor":
            one = arith.ConstantOp(IntegerAttr(1, t))
            n = self.emit(op, one, arith.AndIOp(n, one))
        return self.emit(op, arith.MuliOp(x, n))

    def drop_dead_chain(self, op: Operation) -> None:
        """Erase `op` (replaced, unused) and the pure vector ops that only fed it."""
        self.rewriter.erase_op(op)
        del self.dead[op]
        for v in op.operands:
            self.drop_unused(v)

    # -- kept ops -----------------------------------------------------------------------
    def fix_operands(self, op: Operation) -> None:
        """Carried operands go scalar where their target did; any other use of a
        scalarized value reads its broadcast; a scalarized mask is dropped or guards."""
        carried = dict(carried_targets(op))
        mask = op.mask_operand if isinstance(op, simd.MaskedOp) else None
        for i, v in enumerate(op.operands):
            s = self.scal.get(v)
            is_mask = mask is not None and v is mask and i == len(op.operands) - 1
            if (
                s is None
                or (is_mask and self.remove_predicates)
                or (op, i) in self.scalar_uses
            ):
                continue
            target = carried.get(i)
            if target is not None and target in self.vector_type:
                op.operands[i] = s
            else:
                op.operands[i] = self.bcast(s, self.original_type(v))
        if (
            self.remove_predicates
            and isinstance(op, simd.MaskedOp)
            and mask is not None
            and mask in self.scal
        ):
            self.unmask(op)

    def unmask(self, op: simd.MaskedOp) -> None:
        """`op` runs under a uniform (scalar) mask: drop it, or guard with scf.if."""
        mask = op.mask_operand
        assert mask is not None
        new = rebuilt(op)
        new.attributes.update(op.attributes)
        if isinstance(op, SPECULATABLE_MASKED) and not traps(op):
            self.insert_before(op, new)
            for old, r in zip(op.results, new.results, strict=True):
                old.replace_all_uses_with(r)
            self.rewriter.erase_op(op)
            return
        result = new.results[0] if new.results else None
        guarded = self.guarded(op, mask, op.is_negated, [new], result)
        if guarded is not None:
            op.results[0].replace_all_uses_with(guarded)
        self.rewriter.erase_op(op)

    def scatter(self, op: simd.ScatterOp) -> bool:
        value, addrs = op.operands[0], op.addrs
        if (
            addrs in self.scal
            and value in self.scal
            and (op.mask_operand is None or guard_width_ok(op))
        ):
            idx = arith.IndexCastOp(self.scal[addrs], IndexType())
            store = memref.StoreOp.get(self.scal[value], op.memref, [idx])
            self.guarded(op, op.mask_operand, op.is_negated, [idx, store], None)
            self.rewriter.erase_op(op)
            return True
        if (
            self.use_strides
            and self.strides.shape(addrs).stride == 1
            and self.has_base(addrs)
        ):
            new = simd.VStoreOp(
                self.vector_of(value, self.original_type(value)), op.memref, self.base(addrs),
                op.mask_operand, op.is_negated,
            )  # fmt: skip
            self.insert_before(op, new)
            self.rewriter.erase_op(op)
            self.drop_unused(addrs)
            self.fix_operands(new)
            return True
        return False

    def drop_unused(self, v: SSAValue) -> None:
        """Erase the pure vector op defining `v` if nothing reads it, and so on up."""
        work = [v]
        while work:
            x = work.pop()
            if (
                isinstance(x, OpResult)
                and not x.uses
                and isinstance(x.type, VectorType)
                and x.op.has_trait(Pure)
                and x.op.parent is not None
                and x.op not in self.dead
            ):
                if isinstance(x.op, simd.S2VBOp):
                    self.bcasts.pop((x.op.value, x.type), None)
                work.extend(x.op.operands)
                self.rewriter.erase_op(x.op)

    # -- scalar forms ---------------------------------------------------------------------
    def scalar_form(self, op: Operation) -> SSAValue:
        s = self.scal
        match op:
            case simd.S2VBOp():
                return op.value
            case simd.S2VOp():
                return op.elements[0]
            case simd.VPhiOp() if op.true_value is op.false_value:
                return s[op.true_value]
            case simd.VPhiOp():
                return self.emit(
                    op, arith.SelectOp(s[op.pred], s[op.true_value], s[op.false_value])
                )
            case simd.VCmpOp():
                a, b = s[op.lhs], s[op.rhs]
                cmp = (
                    arith.CmpfOp
                    if isinstance(a.type, builtin.AnyFloat)
                    else arith.CmpiOp
                )
                return self.emit(op, cmp(a, b, op.predicate.data))
            case simd.PNotOp():
                true = arith.ConstantOp(IntegerAttr(1, i1))
                return self.emit(op, true, arith.XOrIOp(s[op.input], true))
            case simd.PAndOp():
                return self.emit(op, arith.AndIOp(s[op.lhs], s[op.rhs]))
            case simd.POrOp():
                return self.emit(op, arith.OrIOp(s[op.lhs], s[op.rhs]))
            case simd.GatherOp():
                idx = arith.IndexCastOp(s[op.addrs], IndexType())
                return self.guarded_value(
                    op, True, [idx, memref.LoadOp.get(op.memref, [idx])]
                )
            case simd.VBinaryOp():
                return self.binary(op)
            case simd.VMathOp():
                return self.emit(op, op.scalar_form().create(
                    operands=[s[x] for x in op.inputs], result_types=[elem(op.result.type)]
                ))  # fmt: skip
            case simd.VShuffleOp() | simd.VPermuteOp() | simd.VScanOp():
                return s[op.vector]
            case simd.VCastOp():
                cast = op.scalar_form().create(
                    operands=[s[op.input]], result_types=[elem(op.result.type)]
                )
                return self.guarded_value(op, traps(op), [cast])
            case _:
                raise AssertionError(f"no scalar form planned for {op.name}")

    def binary(self, op: simd.VBinaryOp) -> SSAValue:
        a, b = self.scal[op.lhs], self.scal[op.rhs]
        ops: list[Operation] = []
        facts, bits = op.FACTS, simd.lane_bits(op.result.type)
        if not facts.scalar_form_agrees(
            constant_int(b), bits
        ):  # a shift's amount mod 32/64
            mask = facts.amount_mask_for(bits)
            assert mask is not None
            amount_mask = arith.ConstantOp(int_attr(mask, b.type))
            amount = arith.AndIOp(b, amount_mask)
            ops += [amount_mask, amount]
            b = amount.result
        ops.append(scalar_forms(a.type)[type(op)](a, b))
        return self.guarded_value(op, traps(op) and not known_nonzero(b), ops)

    def has_base(self, v: SSAValue) -> bool:
        """Whether `base` can build lane 0 of `v`: a uniform vector the plan kept a vector
        (an `scf.if` result, a block argument) has a stride but no scalar to start from."""
        if v in self.bases or v in self.scal or uniform_constant(v) is not None:
            return True
        if not isinstance(v, OpResult):
            return False
        op = v.op
        if isinstance(op, simd.S2VOp | simd.S2VBOp):
            return True
        return (
            isinstance(op, simd.VBinaryOp)
            and self.has_base(op.lhs)
            and self.has_base(op.rhs)
        )

    def base(self, v: SSAValue) -> SSAValue:
        """The scalar value of lane 0 of a value with a known stride (`has_base`)."""
        if (s := self.scal.get(v)) is not None:
            return s
        if (b := self.bases.get(v)) is not None:
            return b
        assert isinstance(v, OpResult)
        op = v.op
        if isinstance(op, simd.S2VOp):
            return op.elements[0]
        if isinstance(op, simd.S2VBOp):
            return op.value
        if (c := uniform_constant(v)) is not None:
            const = arith.ConstantOp(int_attr(c, elem(v.type)))
            self.insert_after_def(v, const)
            self.bases[v] = const.result
            return const.result
        assert isinstance(op, simd.VBinaryOp)  # vadd, vsub, vmul, vshl (stride.py)
        facts, lhs, rhs = op.FACTS, self.base(op.lhs), self.base(op.rhs)
        pre: list[Operation] = []
        bits = simd.lane_bits(op.result.type)
        if not facts.scalar_form_agrees(
            c := uniform_constant(op.rhs), bits
        ):  # vshl by >= 32
            mask = facts.amount_mask_for(bits)
            assert mask is not None and c is not None
            pre = [amount := arith.ConstantOp(int_attr(c & mask, rhs.type))]
            rhs = amount.result
        assert facts.int_form is not None  # a stride is integer arithmetic
        x = facts.int_form(lhs, rhs)
        self.insert_after_def(v, *pre, x)
        self.bases[v] = x.result
        return x.result


def _expect_simd_program(module: builtin.ModuleOp) -> None:
    """The pass rewrites SIMD programs: on an SPMD kernel or a lowered program it would
    silently do nothing, so it says what it expects instead."""
    for op in module.walk():
        if isinstance(op, simd.SPMD_OPS):
            fn = op.parent_op()
            while fn is not None and not isinstance(fn, func.FuncOp):
                fn = fn.parent_op()
            where = f"@{fn.sym_name.data}" if fn is not None else "the module"
            fail_at(
                op,
                f"divergence-scalarize: {where} is an SPMD kernel ('{op.name}' is "
                "per-thread) but the pass expects a SIMD program; run spmd-vectorize first",
            )
        if op.dialect_name() == "lockstep":
            fail_at(
                op,
                f"divergence-scalarize: '{op.name}' is a lockstep op but the pass expects "
                "a SIMD program; run divergence-scalarize before convert-simd-to-lockstep",
            )


@dataclass(frozen=True)
class DivergenceScalarizePass(ModulePass):
    """Swap uniform vector ops for scalar ops, regenerate broadcasts, remove predicates."""

    name = "divergence-scalarize"

    remove_predicates: bool = True
    """Seed 000's third optimization: uniform ops under a mask run unmasked on scalars
    (off: only unmasked uniform ops are swapped, masks stay)."""
    strides: bool = True
    """Beyond the seed: gathers/scatters with consecutive addresses become
    vload/vstore."""
    remarks: bool = False
    """One remark per vector op on stderr: what the pass did with it, or why not
    (passes/utils/scalarize_remarks.py)."""
    placement: bool = True
    """Afterwards, carry a uniform loop value of a divergent `scf.while` as a vector
    when the broadcasts its vector users need cost more than computing it on the vector
    unit, and fold casts of constants, i32 -> index -> i32 round trips and casts to
    i32 of `index` adds, subs and muls (passes/placement/: carry.py, index_casts.py; the machine's
    default costs); branch on the negated condition of an `scf.if` with an empty then
    arm (passes/utils/branch_layout.py)."""
    scalar_operands: bool = False
    """The placement's machine reads scalar operands (AMD's SGPR operands, as
    `convert-simd-to-lockstep{scalar-operands=true}` lowers them): a broadcast every
    user reads as its scalar operand costs nothing (passes/utils/scalar_operands.py)."""

    def apply(self, ctx: Context, op: builtin.ModuleOp) -> None:
        _expect_simd_program(op)
        notes = ScalarizeRemarks(op, MIN_GUARD_WIDTH) if self.remarks else None
        div = analyze_divergence(op)
        strides = analyze_strides(op, div)
        chosen = plan_scalarization(op, div, remove_predicates=self.remove_predicates)
        _Scalarizer(
            chosen,
            strides,
            remove_predicates=self.remove_predicates,
            use_strides=self.strides,
        ).run(op)
        if self.placement:
            carry_as_vectors(op, scalar_operands=self.scalar_operands)
            fold_constant_casts(op)  # the i32 twins `fold_narrowing_casts` looks for
            fold_narrowing_casts(op)
            fold_constant_casts(op)
            fold_cast_round_trips(op)
            fall_through_guards(op)
            if not self.scalar_operands:
                compares_on_id_vectors(op)
        if notes is not None:
            notes.report(self.name)
