"""The lane builder every vectorizer of `spmd-vectorize` shares: vector types, the
current mask, broadcasts, selects and mask algebra, the "run only if some lane is
active" guard (`if_lanes_active`, shared with `divergence-scalarize` and
`insert-uniformity-checks`) and the active-mask loop skeleton.  The structured
vectorizer (`structured.py`) drives it over `scf`; a CFG vectorizer would drive it
over `cf` blocks."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xdsl.dialects import arith, scf, ub
from xdsl.dialects.builtin import (
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
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

from simdopt.dialects import simd
from simdopt.ir.builders import if_lanes_active, zero
from simdopt.passes.spmd_vectorize.launch import Kernel
from simdopt.passes.spmd_vectorize.plan import Plan
from simdopt.passes.spmd_vectorize.speculate import MaskStyle


@dataclass(frozen=True)
class Mask:
    """The current divergent mask: `value` (or its complement when `negated`)."""

    value: SSAValue
    negated: bool
    nonempty: bool = False
    """Some lane is known active (the after region of an active-mask loop): uniform
    faulting ops need no `simd.any` guard."""


class LaneBuilder:
    """Builds the vector program of one kernel for one group of `width` threads."""

    def __init__(
        self, fn: Kernel, width: int, naive: bool, plan: Plan, speculate: bool = True, mask_style: MaskStyle = "exec"
    ):
        self.fn = fn
        self.width = width
        self.naive = naive
        self.speculate = speculate
        """Short pure arms of linearized ifs run under the enclosing mask (`speculate.py`)."""
        self.mask_style: MaskStyle = mask_style
        """The target's mask style, which decides what speculating an arm saves."""
        self.plan = plan
        self.env: dict[SSAValue, SSAValue] = {}
        self.bcasts: dict[tuple[SSAValue, Attribute], SSAValue] = {}
        self.mask: Mask | None = None
        self.mask_values: dict[Mask, SSAValue] = {}
        self.block = Block()
        self.entry = self.block
        """The new function's entry block (`splat` puts its constants there)."""
        self.splats: dict[tuple[Attribute, VectorType], SSAValue] = {}
        self.lanes: SSAValue | None = None
        self.tids: SSAValue | None = None
        self.group_base: SSAValue | None = None
        self.ids: dict[tuple[str, str], SSAValue] = {}
        """The per-lane launch ids (`launch.py`) by (op name, dimension)."""
        self.buffer_selects: dict[SSAValue, arith.SelectOp] = {}
        """Selects between two buffers whose condition differs between lanes."""
        self.id_bases: dict[tuple[str, str], SSAValue] = {}
        """The scalar first-lane value of each x id in `ids` (`ranges.py`)."""

    def vtype(self, t: Attribute) -> VectorType:
        if t == i1:
            return simd.mask_type(self.width)
        if isinstance(t, IndexType):
            return simd.vector_type(self.width, i32)  # index lanes are i32
        return simd.vector_type(self.width, t)  # i8 ... i64, f16, f32, f64

    def emit(self, op: Operation) -> Operation:
        self.block.add_op(op)
        return op

    def named(self, new: SSAValue, old: SSAValue) -> SSAValue:
        if new.name_hint is None and old.name_hint is not None:
            new.name_hint = old.name_hint
        return new

    def bind(self, olds: Sequence[SSAValue], news: Sequence[SSAValue]) -> None:
        """Map each old value to its new one, which keeps the old name."""
        for old, new in zip(olds, news, strict=True):
            self.env[old] = self.named(new, old)

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

    def sub_mask(self, cond: SSAValue, negated: bool) -> Mask:
        """The mask of an arm: the condition (or its complement) within the current mask."""
        if self.mask is None:
            return Mask(cond, negated)
        outer = self.mask_value()
        assert outer is not None
        c = self.emit(simd.PNotOp(cond)).results[0] if negated else cond
        return Mask(self.emit(simd.PAndOp(outer, c)).results[0], False)

    def bcast(self, s: SSAValue) -> SSAValue:
        """The one `s2vb` of scalar `s`, right after its definition (dominating every
        use); an index goes through `index_cast` to i32 first; a `ub.poison` is a
        vector `ub.poison`."""
        t = self.vtype(s.type)
        key = (s, t)
        if (b := self.bcasts.get(key)) is not None:
            return b
        ops: list[Operation] = []
        if isinstance(s.owner, ub.PoisonOp):  # poison in every lane: nothing to read
            ops.append(ub.PoisonOp(t))
        else:
            x = s
            if isinstance(s.type, IndexType):
                cast = arith.IndexCastOp(s, i32)
                ops.append(cast)
                x = cast.result
            ops.append(simd.S2VBOp(x, t))
        self.insert_after_def(s, ops)
        b = self.bcasts[key] = ops[-1].results[0]
        return b

    def vec_of(self, v: SSAValue) -> SSAValue:
        """`v` as a vector: itself, or its broadcast."""
        return v if isinstance(v.type, VectorType) else self.bcast(v)

    def vec(self, old: SSAValue) -> SSAValue:
        return self.vec_of(self.env[old])

    def scal(self, old: SSAValue) -> SSAValue:
        new = self.env[old]
        assert not isinstance(new.type, VectorType), (
            f"{old} planned scalar, has a vector"
        )
        return new

    def value_as(self, old: SSAValue, vector: bool) -> SSAValue:
        return self.vec(old) if vector else self.scal(old)

    def values_as(self, olds: Sequence[SSAValue], kinds: Sequence[bool]) -> list[SSAValue]:
        """`value_as` of each old value: a vector where `kinds` says so."""
        return [self.value_as(v, k) for v, k in zip(olds, kinds, strict=True)]

    def type_of(self, old: SSAValue) -> Attribute:
        return self.vtype(old.type) if old in self.plan.vec else old.type

    def splat(self, value: IntegerAttr | FloatAttr, t: VectorType) -> SSAValue:
        """The broadcast of constant `value` as `t`, made once at the top of the entry
        block: a loop does not broadcast it again in every iteration (unmasked: a
        masked op's inactive lanes are poison, which any value refines)."""
        key = (value, t)
        v = self.splats.get(key)
        if v is None:
            c = arith.ConstantOp(value)
            ops: list[Operation] = [c, simd.S2VBOp(c.result, t)]
            if self.entry.first_op is None:
                self.entry.add_ops(ops)
            else:
                self.entry.insert_ops_before(ops, self.entry.first_op)
            v = self.splats[key] = ops[-1].results[0]
        return v

    def vconst(self, value: int, t: VectorType) -> SSAValue:
        e = t.get_element_type()
        assert isinstance(e, IntegerType)
        return self.splat(IntegerAttr(value, e), t)

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

    def all_lanes(self) -> SSAValue:
        true = self.emit(arith.ConstantOp(IntegerAttr(1, i1))).results[0]
        return self.emit(simd.S2VBOp(true, simd.mask_type(self.width))).results[0]

    def undef(self, t: VectorType) -> SSAValue:
        """A vector for lanes no one reads (the exit values of lanes never active)."""
        c = self.emit(zero(t.get_element_type())).results[0]
        return self.emit(simd.S2VBOp(c, t)).results[0]

    def guarded(self, op: Operation, new: Operation) -> None:
        """Run the scalar `new` only when some lane is active (see `if_any_lane`)."""
        mask = self.mask_value()
        assert mask is not None
        any_lane = self.emit(simd.AnyOp(mask)).results[0]
        if_op = self.emit(if_lanes_active(any_lane, [new], new.results))
        self.bind(op.results, if_op.results)

    def leave(
        self,
        outer: Mask | None,
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
        merged = [self.select(act, self.vec_of(v), o) for v, o in zip(values, outs, strict=True)]
        any_lane = self.emit(simd.AnyOp(still)).results[0]
        return still, any_lane, merged

    def active_mask_loop(
        self,
        op: Operation,
        entry: tuple[SSAValue, list[SSAValue], list[SSAValue]],
        state: tuple[list[Attribute], list[Attribute]],
        before: Callable[[Block], tuple[SSAValue, list[SSAValue], list[SSAValue]]],
        after: Callable[[Block], list[SSAValue]],
    ) -> None:
        """The skeleton of every active-mask loop (package docstring): an `scf.while`
        over (state, active mask, exit values).  `entry` is (the initial active mask,
        state inits, initial exit values), `state` the (before, after) state types; `before(block)` fills the
        before region under the active mask and returns (the lanes' condition, the
        exit values of the lanes active now, the values passed on); `after(block)`
        fills the after region under the still-active mask and returns the next
        state.  The loop's results are the exit vectors."""
        outer = self.mask
        act0, inits, outs0 = entry
        btypes, atypes = state
        mtype = simd.mask_type(self.width)
        rtypes = [self.vtype(r.type) for r in op.results]
        bnew = Block(arg_types=[*btypes, mtype, *rtypes])
        saved, self.block = self.block, bnew
        act = bnew.args[len(btypes)]
        act.name_hint = "active"
        self.mask = Mask(act, False)
        cond, values, passed = before(bnew)
        still, any_lane, merged = self.leave(
            outer, act, cond, values, list(bnew.args[len(btypes) + 1 :])
        )
        self.emit(scf.ConditionOp(any_lane, *passed, still, *merged))
        anew = self.block = Block(arg_types=[*atypes, mtype, *rtypes])
        na = len(atypes)
        anew.args[na].name_hint = "active"
        self.mask = Mask(anew.args[na], False, nonempty=True)
        self.emit(scf.YieldOp(*after(anew), *anew.args[na:]))
        self.block, self.mask = saved, outer
        loop = self.emit(
            scf.WhileOp(
                [*inits, act0, *outs0], [*atypes, mtype, *rtypes], Region(bnew), Region(anew)
            )
        )
        self.bind(op.results, loop.results[na + 1 :])
