"""Which ops may trap, asked through xDSL's `ConditionallySpeculatable` trait: the
traits of the vector unit's trapping ops and the one function every pass asks."""

from __future__ import annotations

from xdsl.dialects.builtin import (
    StringAttr,
)
from xdsl.ir import Operation
from xdsl.traits import ConditionallySpeculatable

from simdopt.dialects.vector_unit.lane_semantics import (
    FP_TO_INT_KINDS,
)


class MayTrap(ConditionallySpeculatable):
    """Division: a zero divisor in an active lane traps, so the op is speculatable
    only when its divisor is a constant free of zero lanes (xDSL's
    `ConditionallySpeculatableInterface`, asked by `is_speculatable`)."""

    @classmethod
    def is_speculatable(cls, op: Operation) -> bool:
        from simdopt.dialects.simd_canonicalization import is_nonzero_constant

        return is_nonzero_constant(op.operands[1])


class CastMayTrap(ConditionallySpeculatable):
    """A cast: `fptosi`/`fptoui` fault on a NaN or infinite active lane, so they are not
    speculatable; the other kinds are."""

    @classmethod
    def is_speculatable(cls, op: Operation) -> bool:
        kind = op.properties.get("kind")
        return isinstance(kind, StringAttr) and kind.data not in FP_TO_INT_KINDS


def may_trap(op: Operation) -> bool:
    """Whether running `op` on a lane it should not run could fault."""
    trait = op.get_trait(ConditionallySpeculatable)
    return trait is not None and not trait.is_speculatable(op)
