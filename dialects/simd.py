"""The `simd` dialect: the vector ISA of seed 000 plus SPMD thread intrinsics.

Values live in three register files of a lockstep SIMD machine of width W:
scalars (`i32`, `f32`, `i1`, `index`), vectors (`vector<W x i32>`, `vector<W x f32>`)
and predicates/masks (`vector<W x i1>`).  Every op that writes vector lanes or memory
takes an optional mask, printed `mask(%p)` or `mask(not %p)` before the colon; a masked
op computes only its active lanes, and the inactive lanes of its result are poison.

```mlir
%c = simd.vadd %a, %b mask(not %p) : vector<4xi32>
```
"""

from __future__ import annotations

import abc
from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    Float32Type,
    IndexType,
    IntegerType,
    MemRefType,
    StringAttr,
    UnitAttr,
    VectorType,
    f32,
    i1,
    i32,
)
from xdsl.ir import Attribute, Dialect, Operation, SSAValue
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    VarConstraint,
    base,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.pattern_rewriter import RewritePattern
from xdsl.printer import Printer
from xdsl.traits import (
    HasCanonicalizationPatternsTrait,
    MemoryReadEffect,
    MemoryWriteEffect,
    NoMemoryEffect,
    Pure,
)
from xdsl.utils.exceptions import VerifyException

MIN_WIDTH = 2
MAX_WIDTH = 64

CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF_PREDICATES = (
    "false",
    "oeq",
    "ogt",
    "oge",
    "olt",
    "ole",
    "one",
    "ord",
    "ueq",
    "ugt",
    "uge",
    "ult",
    "ule",
    "une",
    "uno",
    "true",
)
REDUCE_KINDS = ("add", "mul", "min", "max", "and", "or", "xor")


# --------------------------------------------------------------------------- types


def vector_type(width: int, element: Attribute) -> VectorType:
    return VectorType(element, [width])


def mask_type(width: int) -> VectorType:
    return VectorType(i1, [width])


def is_data_element(t: Attribute) -> bool:
    return t == i32 or isinstance(t, Float32Type)


def is_int_element(t: Attribute) -> bool:
    return isinstance(t, IntegerType) and t.width.data == 32


def is_scalar_type(t: Attribute) -> bool:
    return t in (i32, i1, f32) or isinstance(t, IndexType)


def vector_width(t: Attribute) -> int | None:
    """W of a one-dimensional vector type, None for anything else."""
    if isinstance(t, VectorType):
        shape = t.get_shape()
        if len(shape) == 1:
            return shape[0]
    return None


def _check_vector(t: Attribute, what: str, *, mask: bool = False) -> int:
    """Verify a W-lane data vector (or a mask if `mask`); return W."""
    expected = (
        "vector<W x i1>" if mask else "vector<W x i32> or vector<W x f32>"
    )
    if not isinstance(t, VectorType) or vector_width(t) is None:
        raise VerifyException(f"{what}: expected {expected}, found {t}")
    assert isinstance(t, VectorType)
    width = t.get_shape()[0]
    elem = t.get_element_type()
    if t.get_scalable_dims() and any(t.get_scalable_dims()):
        raise VerifyException(f"{what}: expected a fixed-width vector, found {t}")
    if mask and elem != i1:
        raise VerifyException(f"{what}: expected {expected}, found {t}")
    if not mask and not is_data_element(elem):
        raise VerifyException(f"{what}: expected {expected}, found {t}")
    if width < MIN_WIDTH or width > MAX_WIDTH or width & (width - 1):
        raise VerifyException(
            f"{what}: vector width must be a power of two from {MIN_WIDTH} to "
            f"{MAX_WIDTH}, found {width}"
        )
    return width


def _check_memref(t: Attribute, elem: Attribute, what: str) -> None:
    if not isinstance(t, MemRefType) or len(t.get_shape()) != 1:
        raise VerifyException(f"{what}: expected a 1-d memref, found {t}")
    if t.get_element_type() != elem:
        raise VerifyException(
            f"{what}: memref element type {t.get_element_type()} does not match "
            f"vector element type {elem}"
        )


# --------------------------------------------------------------------------- masks


class SimdCanonicalization(HasCanonicalizationPatternsTrait):
    """The op's patterns from `dialects/simd_canonicalization.py` (imported lazily;
    xDSL's canonicalize tries an op's own patterns on it)."""

    def get_patterns(self, op: type[Operation]) -> tuple[RewritePattern, ...]:
        from simdopt.dialects.simd_canonicalization import patterns_for

        return patterns_for(op)

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        return ()


class MaskedOp(IRDLOperation, abc.ABC):
    """An op that writes vector lanes or memory under an optional mask.

    Subclasses define `mask = opt_operand_def(...)`; the unit property `negated`
    selects the complement of the mask (`mask(not %p)`).
    """

    mask_negated = opt_prop_def(UnitAttr, prop_name="negated")

    @property
    def mask_operand(self) -> SSAValue | None:
        m = self.mask  # pyright: ignore[reportAttributeAccessIssue] (each subclass defines it)
        assert m is None or isinstance(m, SSAValue)
        return m

    @property
    def is_negated(self) -> bool:
        return self.mask_negated is not None

    def written_width(self) -> int:
        """W of the lanes this op writes (overridden where no result carries it)."""
        width = vector_width(self.results[0].type)
        assert width is not None
        return width

    def verify_mask(self, width: int) -> None:
        mask = self.mask_operand
        if mask is None:
            if self.is_negated:
                raise VerifyException("'negated' is set but the op has no mask operand")
            return
        mwidth = _check_vector(mask.type, "mask", mask=True)
        if mwidth != width:
            raise VerifyException(
                f"mask width {mwidth} does not match the op's vector width {width}"
            )

    def print_mask(self, printer: Printer) -> None:
        mask = self.mask_operand
        if mask is None:
            return
        printer.print_string(" mask(")
        if self.is_negated:
            printer.print_string("not ")
        printer.print_operand(mask)
        printer.print_string(")")

    def print_attrs(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)

    @staticmethod
    def parse_mask(parser: Parser) -> tuple[UnresolvedOperand | None, bool]:
        if parser.parse_optional_keyword("mask") is None:
            return None, False
        parser.parse_punctuation("(")
        negated = parser.parse_optional_keyword("not") is not None
        operand = parser.parse_unresolved_operand()
        parser.parse_punctuation(")")
        return operand, negated


def _mask_props(negated: bool) -> dict[str, Attribute]:
    return {"negated": UnitAttr()} if negated else {}


def _resolve_mask(
    parser: Parser, mask: UnresolvedOperand | None, width: int
) -> SSAValue | None:
    if mask is None:
        return None
    return parser.resolve_operand(mask, mask_type(width))


def _width_of(parser: Parser, t: Attribute) -> int:
    width = vector_width(t)
    if width is None:
        parser.raise_error(f"expected a vector type, found {t}")
    return width


# --------------------------------------------------------------------------- elementwise


class VBinaryOp(MaskedOp, abc.ABC):
    """Lane-wise binary op: `%c = simd.vadd %a, %b [mask(...)] : vector<Wx T>`."""

    lhs = operand_def(VectorType)
    rhs = operand_def(VectorType)
    mask = opt_operand_def(VectorType)
    result = result_def(VectorType)

    traits = traits_def(Pure(), SimdCanonicalization())

    INT_ONLY: ClassVar[bool] = False

    def __init__(
        self,
        lhs: SSAValue | Operation,
        rhs: SSAValue | Operation,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=[lhs, rhs, [mask] if mask is not None else []],
            result_types=[SSAValue.get(lhs).type],
            properties=_mask_props(negated),
        )

    def verify_(self) -> None:
        width = _check_vector(self.result.type, "result")
        for name, v in (("lhs", self.lhs), ("rhs", self.rhs)):
            if v.type != self.result.type:
                raise VerifyException(
                    f"{name} type {v.type} does not match result type {self.result.type}"
                )
        assert isinstance(self.result.type, VectorType)
        if self.INT_ONLY and not is_int_element(self.result.type.get_element_type()):
            raise VerifyException(
                f"'{self.name}' expects vector<W x i32>, found {self.result.type}"
            )
        self.verify_mask(width)

    @classmethod
    def parse(cls, parser: Parser) -> VBinaryOp:
        lhs = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        rhs = parser.parse_unresolved_operand()
        mask, negated = cls.parse_mask(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        width = _width_of(parser, t)
        op = cls(
            parser.resolve_operand(lhs, t),
            parser.resolve_operand(rhs, t),
            _resolve_mask(parser, mask, width),
            negated,
        )
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.lhs)
        printer.print_string(", ")
        printer.print_operand(self.rhs)
        self.print_mask(printer)
        self.print_attrs(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)


@irdl_op_definition
class VAddOp(VBinaryOp):
    """Lane-wise addition (i32 wraps): `%c = simd.vadd %a, %b : vector<4xi32>`."""

    name = "simd.vadd"


@irdl_op_definition
class VSubOp(VBinaryOp):
    """Lane-wise subtraction: `%c = simd.vsub %a, %b : vector<4xi32>`."""

    name = "simd.vsub"


@irdl_op_definition
class VMulOp(VBinaryOp):
    """Lane-wise multiplication: `%c = simd.vmul %a, %b : vector<4xi32>`."""

    name = "simd.vmul"


@irdl_op_definition
class VDivOp(VBinaryOp):
    """Lane-wise signed division, truncating toward zero; a zero divisor in an
    active lane traps, so the op is not speculatable:
    `%c = simd.vdiv %a, %b : vector<4xi32>`."""

    name = "simd.vdiv"
    traits = traits_def(NoMemoryEffect(), SimdCanonicalization())


@irdl_op_definition
class VRemOp(VBinaryOp):
    """Lane-wise signed remainder (sign of the dividend); traps on zero:
    `%c = simd.vrem %a, %b : vector<4xi32>`."""

    name = "simd.vrem"
    traits = traits_def(NoMemoryEffect(), SimdCanonicalization())
    INT_ONLY: ClassVar[bool] = True


@irdl_op_definition
class VAndOp(VBinaryOp):
    """Lane-wise bitwise and: `%c = simd.vand %a, %b : vector<4xi32>`."""

    name = "simd.vand"
    INT_ONLY: ClassVar[bool] = True


@irdl_op_definition
class VOrOp(VBinaryOp):
    """Lane-wise bitwise or: `%c = simd.vor %a, %b : vector<4xi32>`."""

    name = "simd.vor"
    INT_ONLY: ClassVar[bool] = True


@irdl_op_definition
class VXorOp(VBinaryOp):
    """Lane-wise bitwise xor: `%c = simd.vxor %a, %b : vector<4xi32>`."""

    name = "simd.vxor"
    INT_ONLY: ClassVar[bool] = True


@irdl_op_definition
class VShlOp(VBinaryOp):
    """Lane-wise shift left (amount taken mod 32):
    `%c = simd.vshl %a, %b : vector<4xi32>`."""

    name = "simd.vshl"
    INT_ONLY: ClassVar[bool] = True


@irdl_op_definition
class VShrOp(VBinaryOp):
    """Lane-wise arithmetic shift right (amount taken mod 32):
    `%c = simd.vshr %a, %b : vector<4xi32>`."""

    name = "simd.vshr"
    INT_ONLY: ClassVar[bool] = True


@irdl_op_definition
class VMinOp(VBinaryOp):
    """Lane-wise signed/float minimum: `%c = simd.vmin %a, %b : vector<4xi32>`."""

    name = "simd.vmin"


@irdl_op_definition
class VMaxOp(VBinaryOp):
    """Lane-wise signed/float maximum: `%c = simd.vmax %a, %b : vector<4xi32>`."""

    name = "simd.vmax"


# --------------------------------------------------------------------------- scalar <-> vector


@irdl_op_definition
class S2VOp(MaskedOp):
    """Build a vector from W scalars, lane i from operand i:
    `%v = simd.s2v %x0, %x1, %x2, %x3 : vector<4xi32>`."""

    name = "simd.s2v"
    elements = var_operand_def()
    mask = opt_operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(Pure(), SimdCanonicalization())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        elements: Sequence[SSAValue | Operation],
        result_type: Attribute,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=[elements, [mask] if mask is not None else []],
            result_types=[result_type],
            properties=_mask_props(negated),
        )

    def verify_(self) -> None:
        width = _check_vector(self.result.type, "result")
        if len(self.elements) != width:
            raise VerifyException(
                f"expected {width} scalar operands for {self.result.type}, "
                f"found {len(self.elements)}"
            )
        assert isinstance(self.result.type, VectorType)
        elem = self.result.type.get_element_type()
        for i, e in enumerate(self.elements):
            if e.type != elem:
                raise VerifyException(
                    f"operand {i} has type {e.type}, expected the element type {elem}"
                )
        self.verify_mask(width)

    @classmethod
    def parse(cls, parser: Parser) -> S2VOp:
        elems = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        mask, negated = cls.parse_mask(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        width = _width_of(parser, t)
        assert isinstance(t, VectorType)
        elem = t.get_element_type()
        op = cls(
            [parser.resolve_operand(e, elem) for e in elems],
            t,
            _resolve_mask(parser, mask, width),
            negated,
        )
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.elements, printer.print_operand)
        self.print_mask(printer)
        self.print_attrs(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)


@irdl_op_definition
class S2VBOp(MaskedOp):
    """Broadcast a scalar to every lane (cost 1):
    `%v = simd.s2vb %x : vector<4xi32>`.  An `i1` broadcast to a mask,
    `%p = simd.s2vb %c : vector<4xi1>`, sets every lane of a mask register from a
    scalar condition (AMD `s_cselect_b64 s, -1, 0`)."""

    name = "simd.s2vb"
    value = operand_def()
    mask = opt_operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(Pure())

    def __init__(
        self,
        value: SSAValue | Operation,
        result_type: Attribute,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=[value, [mask] if mask is not None else []],
            result_types=[result_type],
            properties=_mask_props(negated),
        )

    def verify_(self) -> None:
        t = self.result.type
        is_mask = isinstance(t, VectorType) and t.get_element_type() == i1
        width = _check_vector(t, "result", mask=is_mask)
        assert isinstance(t, VectorType)
        elem = t.get_element_type()
        if self.value.type != elem:
            raise VerifyException(
                f"operand has type {self.value.type}, expected the element type {elem}"
            )
        self.verify_mask(width)

    @classmethod
    def parse(cls, parser: Parser) -> S2VBOp:
        value = parser.parse_unresolved_operand()
        mask, negated = cls.parse_mask(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        width = _width_of(parser, t)
        assert isinstance(t, VectorType)
        op = cls(
            parser.resolve_operand(value, t.get_element_type()),
            t,
            _resolve_mask(parser, mask, width),
            negated,
        )
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        self.print_mask(printer)
        self.print_attrs(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)


@irdl_op_definition
class V2SOp(IRDLOperation):
    """Read one lane into a scalar register:
    `%x = simd.v2s %v[%lane] : vector<4xi32>` (`%lane : i32`)."""

    name = "simd.v2s"
    vector = operand_def(VectorType)
    lane = operand_def(i32)
    result = result_def()
    traits = traits_def(Pure(), SimdCanonicalization())

    def __init__(self, vector: SSAValue | Operation, lane: SSAValue | Operation):
        vt = SSAValue.get(vector).type
        assert isinstance(vt, VectorType)
        super().__init__(
            operands=[vector, lane], result_types=[vt.get_element_type()]
        )

    def verify_(self) -> None:
        _check_vector(self.vector.type, "vector")
        assert isinstance(self.vector.type, VectorType)
        if self.result.type != self.vector.type.get_element_type():
            raise VerifyException(
                f"result type {self.result.type} does not match the element type "
                f"{self.vector.type.get_element_type()}"
            )

    @classmethod
    def parse(cls, parser: Parser) -> V2SOp:
        vec = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        lane = parser.parse_unresolved_operand()
        parser.parse_punctuation("]")
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        _width_of(parser, t)
        op = cls(parser.resolve_operand(vec, t), parser.resolve_operand(lane, i32))
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.vector)
        printer.print_string("[")
        printer.print_operand(self.lane)
        printer.print_string("]")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.vector.type)


# --------------------------------------------------------------------------- memory


class VMemOp(MaskedOp, abc.ABC):
    """Shared syntax of gather/scatter/vload/vstore:
    `[%v,] %m[%index] [mask(...)] : memref<?xT>, vector<WxT>`."""

    STORES: ClassVar[bool] = False
    VECTOR_INDEX: ClassVar[bool] = False

    @property
    def memref_operand(self) -> SSAValue:
        m = self.memref  # pyright: ignore[reportAttributeAccessIssue] (each subclass defines it)
        assert isinstance(m, SSAValue)
        return m

    def data_type(self) -> Attribute:
        if self.STORES:
            return self.operands[0].type
        return self.results[0].type

    def index_value(self) -> SSAValue:
        v = getattr(self, "addrs" if self.VECTOR_INDEX else "base")
        assert isinstance(v, SSAValue)
        return v

    def written_width(self) -> int:
        width = vector_width(self.data_type())
        assert width is not None
        return width

    def verify_(self) -> None:
        dt = self.data_type()
        width = _check_vector(dt, "value" if self.STORES else "result")
        assert isinstance(dt, VectorType)
        _check_memref(self.memref_operand.type, dt.get_element_type(), "memref")
        idx = self.index_value()
        if self.VECTOR_INDEX:
            if idx.type != vector_type(width, i32):
                raise VerifyException(
                    f"addresses: expected {vector_type(width, i32)}, found {idx.type}"
                )
        elif idx.type != i32:
            raise VerifyException(f"base index: expected i32, found {idx.type}")
        self.verify_mask(width)

    @classmethod
    def parse(cls, parser: Parser) -> VMemOp:
        value = None
        if cls.STORES:
            value = parser.parse_unresolved_operand()
            parser.parse_punctuation(",")
        mem = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        index = parser.parse_unresolved_operand()
        parser.parse_punctuation("]")
        mask, negated = cls.parse_mask(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        mt = parser.parse_type()
        parser.parse_punctuation(",")
        vt = parser.parse_type()
        width = _width_of(parser, vt)
        it = vector_type(width, i32) if cls.VECTOR_INDEX else i32
        operands: list[SSAValue] = []
        if value is not None:
            operands.append(parser.resolve_operand(value, vt))
        operands += [parser.resolve_operand(mem, mt), parser.resolve_operand(index, it)]
        m = _resolve_mask(parser, mask, width)
        op = cls.create(
            operands=[*operands, *([m] if m is not None else [])],
            result_types=[] if cls.STORES else [vt],
            properties=_mask_props(negated),
        )
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        if self.STORES:
            printer.print_operand(self.operands[0])
            printer.print_string(", ")
        printer.print_operand(self.memref_operand)
        printer.print_string("[")
        printer.print_operand(self.index_value())
        printer.print_string("]")
        self.print_mask(printer)
        self.print_attrs(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.memref_operand.type)
        printer.print_string(", ")
        printer.print_attribute(self.data_type())


@irdl_op_definition
class GatherOp(VMemOp):
    """Lane i loads m[addrs[i]] (active lanes only):
    `%v = simd.gather %m[%addrs] : memref<?xi32>, vector<4xi32>`."""

    name = "simd.gather"
    memref = operand_def(MemRefType)
    addrs = operand_def(VectorType)
    mask = opt_operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(MemoryReadEffect())
    VECTOR_INDEX: ClassVar[bool] = True

    def __init__(
        self,
        memref: SSAValue | Operation,
        addrs: SSAValue | Operation,
        result_type: Attribute,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=[memref, addrs, [mask] if mask is not None else []],
            result_types=[result_type],
            properties=_mask_props(negated),
        )


@irdl_op_definition
class ScatterOp(VMemOp):
    """Active lanes store m[addrs[i]] = v[i], in lane order:
    `simd.scatter %v, %m[%addrs] : memref<?xi32>, vector<4xi32>`."""

    name = "simd.scatter"
    value = operand_def(VectorType)
    memref = operand_def(MemRefType)
    addrs = operand_def(VectorType)
    mask = opt_operand_def(VectorType)
    traits = traits_def(MemoryWriteEffect())
    STORES: ClassVar[bool] = True
    VECTOR_INDEX: ClassVar[bool] = True

    # operand order for ODS: value, memref, addrs, mask
    def __init__(
        self,
        value: SSAValue | Operation,
        memref: SSAValue | Operation,
        addrs: SSAValue | Operation,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=[value, memref, addrs, [mask] if mask is not None else []],
            properties=_mask_props(negated),
        )


@irdl_op_definition
class VLoadOp(VMemOp):
    """Lane i loads m[base + i] (active lanes only):
    `%v = simd.vload %m[%base] : memref<?xi32>, vector<4xi32>`."""

    name = "simd.vload"
    memref = operand_def(MemRefType)
    base = operand_def(i32)
    mask = opt_operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(MemoryReadEffect())

    def __init__(
        self,
        memref: SSAValue | Operation,
        base: SSAValue | Operation,
        result_type: Attribute,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=[memref, base, [mask] if mask is not None else []],
            result_types=[result_type],
            properties=_mask_props(negated),
        )


@irdl_op_definition
class VStoreOp(VMemOp):
    """Active lanes store m[base + i] = v[i]:
    `simd.vstore %v, %m[%base] : memref<?xi32>, vector<4xi32>`."""

    name = "simd.vstore"
    value = operand_def(VectorType)
    memref = operand_def(MemRefType)
    base = operand_def(i32)
    mask = opt_operand_def(VectorType)
    traits = traits_def(MemoryWriteEffect())
    STORES: ClassVar[bool] = True

    def __init__(
        self,
        value: SSAValue | Operation,
        memref: SSAValue | Operation,
        base: SSAValue | Operation,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=[value, memref, base, [mask] if mask is not None else []],
            properties=_mask_props(negated),
        )


# --------------------------------------------------------------------------- compare / select


@irdl_op_definition
class VCmpOp(MaskedOp):
    """Lane-wise compare writing a mask; predicates are arith.cmpi names for i32
    and arith.cmpf names for f32: `%p = simd.vcmp eq, %a, %b : vector<4xi32>`."""

    name = "simd.vcmp"
    predicate = prop_def(StringAttr)
    lhs = operand_def(VectorType)
    rhs = operand_def(VectorType)
    mask = opt_operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(Pure())

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
        super().__init__(
            operands=[lhs, rhs, [mask] if mask is not None else []],
            result_types=[mask_type(width)],
            properties={"predicate": StringAttr(predicate), **_mask_props(negated)},
        )

    def verify_(self) -> None:
        width = _check_vector(self.lhs.type, "lhs")
        if self.rhs.type != self.lhs.type:
            raise VerifyException(
                f"rhs type {self.rhs.type} does not match lhs type {self.lhs.type}"
            )
        if self.result.type != mask_type(width):
            raise VerifyException(
                f"result: expected {mask_type(width)}, found {self.result.type}"
            )
        assert isinstance(self.lhs.type, VectorType)
        names = (
            CMPI_PREDICATES
            if is_int_element(self.lhs.type.get_element_type())
            else CMPF_PREDICATES
        )
        if self.predicate.data not in names:
            raise VerifyException(
                f"unknown predicate '{self.predicate.data}' for {self.lhs.type}; "
                f"expected one of {', '.join(names)}"
            )
        self.verify_mask(width)

    @classmethod
    def parse(cls, parser: Parser) -> VCmpOp:
        pred = parser.parse_identifier()
        parser.parse_punctuation(",")
        lhs = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        rhs = parser.parse_unresolved_operand()
        mask, negated = cls.parse_mask(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        width = _width_of(parser, t)
        op = cls(
            pred,
            parser.resolve_operand(lhs, t),
            parser.resolve_operand(rhs, t),
            _resolve_mask(parser, mask, width),
            negated,
        )
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.predicate.data}, ")
        printer.print_operand(self.lhs)
        printer.print_string(", ")
        printer.print_operand(self.rhs)
        self.print_mask(printer)
        self.print_attrs(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.lhs.type)


@irdl_op_definition
class VPhiOp(MaskedOp):
    """Merge two vectors by a predicate, lane i = p[i] ? a[i] : b[i]:
    `%r = simd.vphi %p, %a, %b : vector<4xi32>`."""

    name = "simd.vphi"
    pred = operand_def(VectorType)
    true_value = operand_def(VectorType)
    false_value = operand_def(VectorType)
    mask = opt_operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(Pure(), SimdCanonicalization())

    def __init__(
        self,
        pred: SSAValue | Operation,
        true_value: SSAValue | Operation,
        false_value: SSAValue | Operation,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=[pred, true_value, false_value, [mask] if mask is not None else []],
            result_types=[SSAValue.get(true_value).type],
            properties=_mask_props(negated),
        )

    def verify_(self) -> None:
        width = _check_vector(self.result.type, "result")
        for name, v in (("true value", self.true_value), ("false value", self.false_value)):
            if v.type != self.result.type:
                raise VerifyException(
                    f"{name} type {v.type} does not match result type {self.result.type}"
                )
        pwidth = _check_vector(self.pred.type, "predicate", mask=True)
        if pwidth != width:
            raise VerifyException(
                f"predicate width {pwidth} does not match the vector width {width}"
            )
        self.verify_mask(width)

    @classmethod
    def parse(cls, parser: Parser) -> VPhiOp:
        p = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        a = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        b = parser.parse_unresolved_operand()
        mask, negated = cls.parse_mask(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        width = _width_of(parser, t)
        op = cls(
            parser.resolve_operand(p, mask_type(width)),
            parser.resolve_operand(a, t),
            parser.resolve_operand(b, t),
            _resolve_mask(parser, mask, width),
            negated,
        )
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.pred)
        printer.print_string(", ")
        printer.print_operand(self.true_value)
        printer.print_string(", ")
        printer.print_operand(self.false_value)
        self.print_mask(printer)
        self.print_attrs(printer)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)


# --------------------------------------------------------------------------- mask algebra


class MaskOp(IRDLOperation, abc.ABC):
    """Mask-register op on the scalar unit (cost 1)."""

    traits = traits_def(Pure())

    def verify_(self) -> None:
        widths = {_check_vector(v.type, "operand", mask=True) for v in self.operands}
        if len(widths) != 1:
            raise VerifyException(
                f"all masks must have the same width, found {sorted(widths)}"
            )
        for r in self.results:
            if isinstance(r.type, VectorType) and r.type != self.operands[0].type:
                raise VerifyException(
                    f"result type {r.type} does not match operand type "
                    f"{self.operands[0].type}"
                )


@irdl_op_definition
class PNotOp(MaskOp):
    """Mask complement: `%q = simd.pnot %p : vector<4xi1>`."""

    name = "simd.pnot"
    T: ClassVar = VarConstraint("T", base(VectorType))
    input = operand_def(T)
    result = result_def(T)
    traits = traits_def(Pure(), SimdCanonicalization())
    assembly_format = "$input attr-dict `:` type($result)"

    def __init__(self, input: SSAValue | Operation):
        super().__init__(operands=[input], result_types=[SSAValue.get(input).type])


class PBinaryOp(MaskOp, abc.ABC):
    T: ClassVar = VarConstraint("T", base(VectorType))
    lhs = operand_def(T)
    rhs = operand_def(T)
    result = result_def(T)
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($result)"

    def __init__(self, lhs: SSAValue | Operation, rhs: SSAValue | Operation):
        super().__init__(operands=[lhs, rhs], result_types=[SSAValue.get(lhs).type])


@irdl_op_definition
class PAndOp(PBinaryOp):
    """Mask intersection: `%r = simd.pand %p, %q : vector<4xi1>`."""

    name = "simd.pand"


@irdl_op_definition
class POrOp(PBinaryOp):
    """Mask union: `%r = simd.por %p, %q : vector<4xi1>`."""

    name = "simd.por"


class PReduceOp(MaskOp, abc.ABC):
    input = operand_def(VectorType)
    result = result_def(i1)
    assembly_format = "$input attr-dict `:` type($input)"

    def __init__(self, input: SSAValue | Operation):
        super().__init__(operands=[input], result_types=[i1])


@irdl_op_definition
class AnyOp(PReduceOp):
    """True when some lane of the mask is set: `%b = simd.any %p : vector<4xi1>`."""

    name = "simd.any"


@irdl_op_definition
class AllOp(PReduceOp):
    """True when every lane of the mask is set: `%b = simd.all %p : vector<4xi1>`."""

    name = "simd.all"


# --------------------------------------------------------------------------- SPMD ops


@irdl_op_definition
class ThreadIdOp(IRDLOperation):
    """The global index of the running thread (divergent):
    `%t = simd.thread_id : i32`."""

    name = "simd.thread_id"
    result = result_def(i32)
    traits = traits_def(Pure())
    assembly_format = "attr-dict `:` type($result)"

    def __init__(self):
        super().__init__(result_types=[i32])


@irdl_op_definition
class LaneIdOp(IRDLOperation):
    """The thread's lane in its group, thread_id mod W (divergent):
    `%l = simd.lane_id : i32`."""

    name = "simd.lane_id"
    result = result_def(i32)
    traits = traits_def(Pure())
    assembly_format = "attr-dict `:` type($result)"

    def __init__(self):
        super().__init__(result_types=[i32])


def _check_scalar(v: SSAValue, what: str) -> None:
    if not is_scalar_type(v.type):
        raise VerifyException(f"{what}: expected i32, f32, i1 or index, found {v.type}")


@irdl_op_definition
class ReadFirstLaneOp(IRDLOperation):
    """The value of the first active lane, uniform by definition (convergent):
    `%u = simd.readfirstlane %x : i32`."""

    name = "simd.readfirstlane"
    T: ClassVar = VarConstraint("T", AnyAttr())
    value = operand_def(T)
    result = result_def(T)
    # Convergent: no memory effect (dce/cse apply) but never speculated or hoisted.
    traits = traits_def(NoMemoryEffect())
    assembly_format = "$value attr-dict `:` type($result)"

    def __init__(self, value: SSAValue | Operation):
        super().__init__(operands=[value], result_types=[SSAValue.get(value).type])

    def verify_(self) -> None:
        _check_scalar(self.value, "operand")
        if self.result.type != self.value.type:
            raise VerifyException(
                f"result type {self.result.type} does not match operand type "
                f"{self.value.type}"
            )


@irdl_op_definition
class GroupReduceOp(IRDLOperation):
    """Reduce over the active lanes of the group; every lane gets the result
    (uniform, convergent): `%s = simd.group_reduce add, %x : i32`."""

    name = "simd.group_reduce"
    kind = prop_def(StringAttr)
    value = operand_def()
    result = result_def()
    traits = traits_def(NoMemoryEffect())

    def __init__(self, kind: str, value: SSAValue | Operation):
        super().__init__(
            operands=[value],
            result_types=[SSAValue.get(value).type],
            properties={"kind": StringAttr(kind)},
        )

    def verify_(self) -> None:
        _check_scalar(self.value, "operand")
        if self.result.type != self.value.type:
            raise VerifyException(
                f"result type {self.result.type} does not match operand type "
                f"{self.value.type}"
            )
        if self.kind.data not in REDUCE_KINDS:
            raise VerifyException(
                f"unknown reduction '{self.kind.data}'; expected one of "
                f"{', '.join(REDUCE_KINDS)}"
            )
        if self.kind.data in ("and", "or", "xor") and self.value.type == f32:
            raise VerifyException(f"reduction '{self.kind.data}' needs an integer operand")

    @classmethod
    def parse(cls, parser: Parser) -> GroupReduceOp:
        kind = parser.parse_identifier()
        parser.parse_punctuation(",")
        value = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        op = cls(kind, parser.resolve_operand(value, t))
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.kind.data}, ")
        printer.print_operand(self.value)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)


ELEMENTWISE_OPS: tuple[type[VBinaryOp], ...] = (
    VAddOp,
    VSubOp,
    VMulOp,
    VDivOp,
    VRemOp,
    VAndOp,
    VOrOp,
    VXorOp,
    VShlOp,
    VShrOp,
    VMinOp,
    VMaxOp,
)

# SPEC §3's swap table: the scalar form of a uniform elementwise op, by element type.
SCALAR_FORM_INT: dict[type[VBinaryOp], type[arith.SignlessIntegerBinaryOperation]] = {
    VAddOp: arith.AddiOp,
    VSubOp: arith.SubiOp,
    VMulOp: arith.MuliOp,
    VDivOp: arith.DivSIOp,
    VRemOp: arith.RemSIOp,
    VAndOp: arith.AndIOp,
    VOrOp: arith.OrIOp,
    VXorOp: arith.XOrIOp,
    VShlOp: arith.ShLIOp,
    VShrOp: arith.ShRSIOp,
    VMinOp: arith.MinSIOp,
    VMaxOp: arith.MaxSIOp,
}
SCALAR_FORM_FLOAT: dict[type[VBinaryOp], type[arith.FloatingPointLikeBinaryOperation]] = {
    VAddOp: arith.AddfOp,
    VSubOp: arith.SubfOp,
    VMulOp: arith.MulfOp,
    VDivOp: arith.DivfOp,
    VMinOp: arith.MinimumfOp,
    VMaxOp: arith.MaximumfOp,
}

SIMD = Dialect(
    "simd",
    [
        *ELEMENTWISE_OPS,
        S2VOp,
        S2VBOp,
        V2SOp,
        GatherOp,
        ScatterOp,
        VLoadOp,
        VStoreOp,
        VCmpOp,
        VPhiOp,
        PNotOp,
        PAndOp,
        POrOp,
        AnyOp,
        AllOp,
        ThreadIdOp,
        LaneIdOp,
        ReadFirstLaneOp,
        GroupReduceOp,
    ],
)
