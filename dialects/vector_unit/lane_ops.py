"""Abstract bases of the lane-wise ops (`MaskedOp` and the elementwise, compare,
select, broadcast, pack and lane-read families) with their verifiers; each dialect's
concrete op is its name, its traits and its docstring."""


from __future__ import annotations

import abc
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    DenseArrayBase,
    StringAttr,
    UnitAttr,
    VectorType,
    i1,
    i32,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    var_operand_def,
)
from xdsl.utils.exceptions import VerifyException

from simdopt.dialects.vector_unit.syntax import (
    MASK_FORMAT,
    ElementOf,
    Ident,
    LanesOf,
    vector_var,
)
from simdopt.dialects.vector_unit.vector_types import (
    CMPF_PREDICATES,
    CMPI_PREDICATES,
    check_same,
    check_vector,
    element,
    is_int_element,
    mask_type,
    vector_width,
)

# --------------------------------------------------------------------------- op bases


class MaskedOp(IRDLOperation, abc.ABC):
    """An op of the vector unit: it writes vector lanes or memory under an optional
    mask.  Subclasses define `mask = opt_operand_def(LanesOf("T", i1))`; the unit
    property `negated` selects the complement of the mask (`mask(not %p)`)."""

    negated = opt_prop_def(UnitAttr)

    @property
    def mask_operand(self) -> SSAValue | None:
        m = getattr(self, "mask")  # noqa: B009 (each subclass defines it)
        assert m is None or isinstance(m, SSAValue)
        return m

    @property
    def is_negated(self) -> bool:
        return self.negated is not None

    def lane_width(self) -> int:
        """W of the lanes this op writes."""
        width = vector_width(self.results[0].type)
        assert width is not None
        return width

    def verify_mask(self, width: int) -> None:
        mask = self.mask_operand
        if mask is None:
            if self.is_negated:
                raise VerifyException("'negated' is set but the op has no mask operand")
            return
        mwidth = check_vector(mask.type, "mask", mask=True)
        if mwidth != width:
            raise VerifyException(
                f"mask width {mwidth} does not match the op's vector width {width}"
            )

    def _init_masked(
        self,
        operands: Sequence[SSAValue | Operation | Sequence[SSAValue | Operation]],
        result_types: Sequence[Attribute],
        mask: SSAValue | Operation | None,
        negated: bool,
        **props: Attribute,
    ) -> None:
        """Build the op from `operands`, then the optional `mask` (an op's last
        operand), with the properties `props` and `negated`."""
        super().__init__(
            operands=[*operands, opt(mask)],
            result_types=result_types,
            properties={**props, **mask_props(negated)},
        )


def rebuilt(
    op: MaskedOp, as_type: type[Operation] | None = None, keep_mask: bool = False
) -> Operation:
    """`op` as a new `as_type` op (its own type by default; the other dialect's op of
    the same family) with its operands, properties and result types, minus the mask
    (and `negated`) unless `keep_mask`."""
    operands, props = list(op.operands), dict(op.properties)
    masked = op.mask_operand is not None and keep_mask
    if op.mask_operand is not None and not keep_mask:
        operands.pop()  # the mask is an op's last operand
        props.pop("negated", None)
    segments = props.get("operandSegmentSizes")
    if isinstance(segments, DenseArrayBase):  # the other operands' groups, then the mask
        sizes = [*(int(n) for n in segments.get_values()[:-1]), int(masked)]
        props["operandSegmentSizes"] = DenseArrayBase.from_list(i32, sizes)
    return (as_type or type(op)).create(
        operands=operands, result_types=[r.type for r in op.results], properties=props
    )


def mask_props(negated: bool) -> dict[str, Attribute]:
    return {"negated": UnitAttr()} if negated else {}


def opt(value: SSAValue | Operation | None) -> list[SSAValue | Operation]:
    return [] if value is None else [value]


@dataclass(frozen=True)
class LaneFacts:
    """What an elementwise op is: its lane `kind` (`INT_LANE`/`FLOAT_LANE`), its
    scalar `arith` forms (SPEC §3's swap table; no float form when i32 only), the
    right operand that makes it a copy, whether it takes i32 lanes only, and
    `amount_modulus`: for a shift, the lane takes its right operand mod this (32)
    while the scalar `arith` form is defined only for amounts in [0, modulus) - so
    the scalar form is the op only where `scalar_form_agrees`, and otherwise on the
    amount masked by `amount_mask`."""

    kind: str
    int_form: type[arith.SignlessIntegerBinaryOperation] | None
    """None for an op on float lanes only (`minnum`, `maxnum`)."""
    float_form: type[arith.FloatingPointLikeBinaryOperation] | None = None
    identity: int | None = None
    int_only: bool = False
    amount_modulus: int | None = None

    def modulus(self, bits: int = 32) -> int | None:
        """`amount_modulus` on `bits`-wide lanes (64 on i64 lanes), None if no shift."""
        return None if self.amount_modulus is None else max(self.amount_modulus, bits)

    def scalar_form_agrees(self, amount: int | float | None, bits: int = 32) -> bool:
        """Whether the scalar form computes the lane for a right operand that is the
        constant `amount` (None: not a known constant) on `bits`-wide lanes."""
        n = self.modulus(bits)
        if n is None:
            return True
        return isinstance(amount, int) and 0 <= amount < n

    @property
    def amount_mask(self) -> int | None:
        """The and-mask that makes any right operand one the scalar form agrees on
        (`amount_modulus` is a power of two), None when every operand is (32-bit
        lanes; `amount_mask_for` for others)."""
        return self.amount_mask_for(32)

    def amount_mask_for(self, bits: int) -> int | None:
        n = self.modulus(bits)
        return None if n is None else n - 1


class LaneBinaryOp(MaskedOp, abc.ABC):
    """`lhs`, `rhs` (and `merge`, if any) and the result share one data vector type."""

    SCALAR_RHS: ClassVar[bool] = False
    """Whether `rhs` is a scalar of the element type (a vector-scalar form)."""

    @abc.abstractmethod
    def kind_name(self) -> str:
        """How the messages name the op."""

    @abc.abstractmethod
    def int_only(self) -> bool:
        """Whether the op takes integer lanes only."""

    def float_only(self) -> bool:
        """Whether the op takes float lanes only."""
        return False

    def verify_(self) -> None:
        result = self.results[0].type
        width = check_vector(result, "result")
        for name in ("lhs", "merge") if self.SCALAR_RHS else ("lhs", "rhs", "merge"):
            v = getattr(self, name, None)
            if isinstance(v, SSAValue):
                check_same(
                    v.type, result, name + " type {found} does not match result type {expected}"
                )
        if self.SCALAR_RHS:
            rhs = self.operands[1]  # lhs, rhs, then the optional mask and merge
            check_same(rhs.type, element(result), "rhs type {found} is not the element type {expected}")
        if self.int_only() and not is_int_element(element(result)):
            raise VerifyException(f"'{self.kind_name()}' expects integer lanes, found {result}")
        if self.float_only() and is_int_element(element(result)):
            raise VerifyException(f"'{self.kind_name()}' expects float lanes, found {result}")
        self.verify_mask(width)


class LaneCompareOp(MaskedOp, abc.ABC):
    """Lane-wise compare writing a mask: `sgt, %a, %b : vector<4xi32>` (predicates
    are `arith.cmpi` names for i32, `arith.cmpf` names for f32)."""

    SCALAR_RHS: ClassVar[bool] = False
    """Whether `rhs` is a scalar of the element type (a vector-scalar form)."""

    T: ClassVar = vector_var()
    predicate = prop_def(StringAttr)
    lhs = operand_def(T)
    rhs = operand_def(LanesOf("T"))
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(LanesOf("T", i1))
    custom_directives = (Ident,)
    assembly_format = (
        f"custom<Ident>($predicate) `,` $lhs `,` $rhs {MASK_FORMAT} attr-dict `:` type($lhs)"
    )

    def __init__(
        self,
        predicate: str,
        lhs: SSAValue | Operation,
        rhs: SSAValue | Operation,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        width = vector_width(SSAValue.get(lhs).type)
        assert width is not None
        self._init_masked(
            [lhs, rhs], [mask_type(width)], mask, negated, predicate=StringAttr(predicate)
        )

    def verify_(self) -> None:
        lhs, rhs, result = self.lhs, self.rhs, self.result
        width = check_vector(lhs.type, "lhs")
        if self.SCALAR_RHS:
            check_same(rhs.type, element(lhs.type), "rhs type {found} is not the element type {expected}")
        else:
            check_same(rhs.type, lhs.type, "rhs type {found} does not match lhs type {expected}")
        check_same(result.type, mask_type(width), "result: expected {expected}, found {found}")
        names = CMPI_PREDICATES if is_int_element(element(lhs.type)) else CMPF_PREDICATES
        if self.predicate.data not in names:
            raise VerifyException(
                f"unknown predicate '{self.predicate.data}' for {lhs.type}; "
                f"expected one of {', '.join(names)}"
            )
        self.verify_mask(width)


class LaneSelectOp(MaskedOp, abc.ABC):
    """lane i = p[i] ? a[i] : b[i]: `%p, %a, %b : vector<4xi32>`."""

    T: ClassVar = vector_var()
    pred = operand_def(LanesOf("T", i1))
    true_value = operand_def(LanesOf("T"))
    false_value = operand_def(LanesOf("T"))
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(T)
    assembly_format = (
        f"$pred `,` $true_value `,` $false_value {MASK_FORMAT} attr-dict `:` type($result)"
    )
    PREDICATE_MISMATCH: ClassVar[str] = (
        "predicate width {pwidth} does not match the vector width {width}"
    )

    def __init__(
        self,
        pred: SSAValue | Operation,
        true_value: SSAValue | Operation,
        false_value: SSAValue | Operation,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        self._init_masked(
            [pred, true_value, false_value], [SSAValue.get(true_value).type], mask, negated
        )

    def verify_(self) -> None:
        pred, result = self.pred, self.result.type
        width = check_vector(result, "result")
        for name, v in (("true value", self.true_value), ("false value", self.false_value)):
            check_same(v.type, result, name + " type {found} does not match result type {expected}")
        pwidth = check_vector(pred.type, "predicate", mask=True)
        if pwidth != width:
            raise VerifyException(
                self.PREDICATE_MISMATCH.format(pwidth=pwidth, width=width, type=pred.type)
            )
        self.verify_mask(width)


class LaneBroadcastOp(MaskedOp, abc.ABC):
    """A scalar in every active lane: `%x : vector<4xi32>` (a mask from an `i1` when
    `MASKS`)."""

    T: ClassVar = vector_var()
    value = operand_def(ElementOf("T"))
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(T)
    assembly_format = f"$value {MASK_FORMAT} attr-dict `:` type($result)"
    MASKS: ClassVar[bool] = False

    def __init__(
        self,
        value: SSAValue | Operation,
        result_type: Attribute,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        self._init_masked([value], [result_type], mask, negated)

    def verify_(self) -> None:
        t = self.result.type
        masks = self.MASKS and isinstance(t, VectorType) and element(t) == i1
        width = check_vector(t, "result", mask=masks)
        if self.value.type != element(t):
            raise VerifyException(
                f"operand has type {self.value.type}, expected the element type {element(t)}"
            )
        self.verify_mask(width)


class LanePackOp(MaskedOp, abc.ABC):
    """Lane i from scalar operand i: `%x0, %x1, %x2, %x3 : vector<4xi32>`."""

    T: ClassVar = vector_var()
    elements = var_operand_def(ElementOf("T"))
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(T)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = f"$elements {MASK_FORMAT} attr-dict `:` type($result)"

    def __init__(
        self,
        elements: Sequence[SSAValue | Operation],
        result_type: Attribute,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        self._init_masked([elements], [result_type], mask, negated)

    def verify_(self) -> None:
        t = self.result.type
        width = check_vector(t, "result")
        if len(self.elements) != width:
            raise VerifyException(
                f"expected {width} scalar operands for {t}, found {len(self.elements)}"
            )
        for i, e in enumerate(self.elements):
            if e.type != element(t):
                raise VerifyException(
                    f"operand {i} has type {e.type}, expected the element type {element(t)}"
                )
        self.verify_mask(width)


class LaneReadOp(IRDLOperation, abc.ABC):
    """One lane into a scalar register: `%v[%lane] : vector<4xi32>` (`%lane : i32`)."""

    T: ClassVar = vector_var()
    vector = operand_def(T)
    lane = operand_def(i32)
    result = result_def(ElementOf("T"))
    assembly_format = "$vector `[` $lane `]` attr-dict `:` type($vector)"

    def __init__(self, vector: SSAValue | Operation, lane: SSAValue | Operation):
        t = SSAValue.get(vector).type
        assert isinstance(t, VectorType)
        super().__init__(operands=[vector, lane], result_types=[t.get_element_type()])

    def verify_(self) -> None:
        check_vector(self.vector.type, "vector")
        check_same(
            self.result.type,
            element(self.vector.type),
            "result type {found} does not match the element type {expected}",
        )
