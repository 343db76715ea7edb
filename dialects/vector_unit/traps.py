"""Which ops may trap, asked through xDSL's `ConditionallySpeculatable` trait: the
traits of the vector unit's trapping ops and `may_trap`, the one question every pass
asks (also the constant reading the traits need, so that the dialects do not import
their canonicalization patterns)."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import FloatAttr, IntegerAttr, StringAttr
from xdsl.ir import Operation, OpResult, SSAValue
from xdsl.traits import ConditionallySpeculatable, ConstantLike

from simdopt.dialects.vector_unit.lane_semantics import FP_TO_INT_KINDS, float_width


def scalar_constant(v: SSAValue | None) -> int | float | None:
    """The number of a `ConstantLike` op's scalar `value` (xDSL's constant trait)."""
    if isinstance(v, OpResult) and v.op.has_trait(ConstantLike):
        value = v.op.properties.get("value", v.op.attributes.get("value"))
        if isinstance(value, IntegerAttr | FloatAttr):
            return value.value.data
    return None


def is_nonzero_constant(v: SSAValue) -> bool:
    """An `arith.constant` other than zero (a divisor that cannot trap)."""
    return scalar_constant(v) not in (None, 0)


class TrapTrait(ConditionallySpeculatable):
    """A `ConditionallySpeculatable` trait that also says whether the op traps on
    some operand values at all, whatever its operands are known to be; `BY_CLASS`
    when that answer is the same for every op of the class."""

    BY_CLASS: ClassVar[bool] = True

    @classmethod
    def traps_on_some_values(cls, op: Operation) -> bool:
        return True


class MayTrap(TrapTrait):
    """Division: an integer zero divisor in an active lane traps, so an integer division
    is speculatable only when its divisor is a constant free of zero lanes (xDSL's
    `ConditionallySpeculatableInterface`, asked by `is_speculatable`).  A float
    division never traps (IEEE: ±inf or NaN): a fact of the op's type, so the class
    answer (`BY_CLASS`, `may_trap_kind`) stays "may trap" and `may_trap` answers per op."""

    @classmethod
    def is_speculatable(cls, op: Operation) -> bool:
        return _float_result(op) or is_nonzero_constant(op.operands[1])

    @classmethod
    def traps_on_some_values(cls, op: Operation) -> bool:
        return not _float_result(op)


def _float_result(op: Operation) -> bool:
    return bool(op.results) and float_width(op.results[0].type) is not None


class CastMayTrap(TrapTrait):
    """A cast: `fptosi`/`fptoui` fault on a NaN or infinite active lane, so they are not
    speculatable; the other kinds are."""

    BY_CLASS: ClassVar[bool] = False

    @classmethod
    def is_speculatable(cls, op: Operation) -> bool:
        kind = op.properties.get("kind")
        return isinstance(kind, StringAttr) and kind.data not in FP_TO_INT_KINDS

    @classmethod
    def traps_on_some_values(cls, op: Operation) -> bool:
        return not cls.is_speculatable(op)


def may_trap(op: Operation, *, any_operands: bool = False) -> bool:
    """Whether running `op` on a lane it should not run could fault: with its operands
    as they are (a constant nonzero divisor cannot), or, with `any_operands`, for
    some operand values (every division)."""
    trait = op.get_trait(ConditionallySpeculatable)
    if trait is None:
        return False
    if any_operands and isinstance(trait, TrapTrait):
        return trait.traps_on_some_values(op)
    return not trait.is_speculatable(op)


def may_trap_kind(op: type[Operation]) -> bool:
    """Whether ops of class `op` may trap for some operand values, when the class alone
    says so (a division, though a float one does not: `may_trap` asks the op; a cast
    traps by its kind, so not from its class)."""
    trait = op.get_trait(ConditionallySpeculatable)
    return isinstance(trait, TrapTrait) and trait.BY_CLASS
