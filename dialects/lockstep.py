"""The `lockstep` dialect: the SIMD machine of seed 000 made explicit.

The machine has one ALU of W lanes and three register files: scalar registers
(`i32`, `f32`, `i1`, `index`), vector registers (`vector<W x i32|f32>`) and mask
registers (`vector<W x i1>`), plus one special mask register, `exec`, that says which
lanes a vector instruction writes (AMD Southern Islands, seed 001).  Three units issue
instructions, one per cycle:

* the **vector unit** (`valu`, `vcmp`, `vsel`, `vbcast`, `vpack`, `vload`, `vstore`,
  `vgather`, `vscatter`): every lane runs the same instruction; a lane is active when
  it is set in `exec` *and* in the optional mask operand (`mask(%m)` /
  `mask(not %m)`, Nyuzi style).  Inactive lanes of the result are poison; inactive
  lanes of a store write nothing.  These ops read `exec`, which is modelled as a
  memory read so that cse never merges two of them across an `exec` update;
* the **scalar unit**: every op outside this dialect (`arith.*`, `memref.load`,
  `memref.store`, `ub.poison`) and the scalar ops here (`vlane`, mask algebra
  `mand`/`mor`/`mnot`/`many`/`mall`, and the `exec` ops `exec_save`, `exec_and`,
  `exec_not`, `exec_restore`, which are AMD's `s_mov_b64`/`s_and_b64`/`s_not_b64`);
* the **branch unit**: `scf`/`cf` control flow on a scalar `i1` or `index` is a
  uniform branch (`s_cbranch_scc`); `lockstep.if_any`/`lockstep.if_all` branch on
  whether any/all lanes of a mask register are set (branch-if-none / branch-if-all,
  `s_cbranch_vccz`), and `lockstep.skip_execz` jumps over its region when `exec` is
  empty (`s_cbranch_execz`).

The target description (W, per-op costs, timing, energy) is `TargetDesc`; a module
may carry it as the dictionary attribute `lockstep.target`, which
`convert-simd-to-lockstep` writes and the simulator reads.

```mlir
%c = lockstep.valu sub %a, %b mask(%m) : vector<4xi32>
```
"""

from __future__ import annotations

import abc
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import ClassVar

from xdsl.dialects.builtin import (
    DictionaryAttr,
    FloatAttr,
    IntegerAttr,
    MemRefType,
    StringAttr,
    UnitAttr,
    VectorType,
    f64,
    i1,
    i32,
)
from xdsl.ir import Attribute, Block, Dialect, Operation, Region, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import (
    IsTerminator,
    MemoryReadEffect,
    MemoryWriteEffect,
    Pure,
)
from xdsl.utils.exceptions import VerifyException

from simdopt.dialects.simd import (
    CMPF_PREDICATES,
    CMPI_PREDICATES,
    MAX_WIDTH,
    MIN_WIDTH,
    is_int_element,
    mask_type,
    vector_type,
    vector_width,
)

VALU_KINDS = (
    "add",
    "sub",
    "mul",
    "div",
    "rem",
    "and",
    "or",
    "xor",
    "shl",
    "shr",
    "min",
    "max",
)
INT_ONLY_KINDS = ("rem", "and", "or", "xor", "shl", "shr")


# --------------------------------------------------------------------------- target


@dataclass(frozen=True)
class TargetDesc:
    """The machine: width, timing and energy (arbitrary but fixed units).

    Defaults: W=4 as in seed 000.  Every instruction issues in one cycle on an
    in-order pipeline; a taken branch costs `taken_branch_penalty` more cycles
    (pipeline refill, seed 001's "hit of pipeline flush").  Energy follows seed 000:
    a scalar op takes the same time as a vector op but a fraction of its energy —
    each instruction pays `e_issue`, each ALU lane that computes pays `e_lane`,
    each register read/write pays per lane of the register (`e_reg_vector` per
    vector lane, `e_reg_scalar` per scalar, `e_reg_mask` per mask register), and
    each element moved to or from memory pays `e_mem`.
    """

    width: int = 4
    taken_branch_penalty: int = 3
    e_issue: float = 1.0
    e_lane: float = 1.0
    e_reg_scalar: float = 0.25
    e_reg_vector: float = 0.25
    e_reg_mask: float = 0.1
    e_mem: float = 4.0

    def to_attr(self) -> DictionaryAttr:
        entries: dict[str, Attribute] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            entries[f.name] = (
                IntegerAttr(value, 64)
                if isinstance(value, int)
                else FloatAttr(value, f64)
            )
        return DictionaryAttr(entries)

    @staticmethod
    def from_attr(attr: Attribute | None) -> TargetDesc:
        """Read `lockstep.target`; missing keys keep their defaults."""
        if not isinstance(attr, DictionaryAttr):
            return TargetDesc()
        values: dict[str, int | float] = {}
        for f in fields(TargetDesc):
            a = attr.data.get(f.name)
            if isinstance(a, IntegerAttr | FloatAttr):
                values[f.name] = a.value.data
        return TargetDesc(**values)  # pyright: ignore[reportArgumentType]


TARGET_ATTR = "lockstep.target"


# --------------------------------------------------------------------------- helpers


def _check_vector(t: Attribute, what: str, *, mask: bool = False) -> int:
    width = vector_width(t)
    ok = width is not None and isinstance(t, VectorType)
    if ok:
        assert isinstance(t, VectorType)
        elem = t.get_element_type()
        ok = elem == i1 if mask else (elem == i32 or elem.name == "f32")
    if not ok or width is None:
        expected = "vector<W x i1>" if mask else "vector<W x i32> or vector<W x f32>"
        raise VerifyException(f"{what}: expected {expected}, found {t}")
    if width < MIN_WIDTH or width > MAX_WIDTH or width & (width - 1):
        raise VerifyException(
            f"{what}: vector width must be a power of two from {MIN_WIDTH} to "
            f"{MAX_WIDTH}, found {width}"
        )
    return width


def _elem(t: Attribute) -> Attribute:
    assert isinstance(t, VectorType)
    return t.get_element_type()


def _mask_props(negated: bool) -> dict[str, Attribute]:
    return {"negated": UnitAttr()} if negated else {}


def _parse_mask(parser: Parser) -> tuple[UnresolvedOperand | None, bool]:
    if parser.parse_optional_keyword("mask") is None:
        return None, False
    parser.parse_punctuation("(")
    negated = parser.parse_optional_keyword("not") is not None
    operand = parser.parse_unresolved_operand()
    parser.parse_punctuation(")")
    return operand, negated


def _width(parser: Parser, t: Attribute) -> int:
    width = vector_width(t)
    if width is None:
        parser.raise_error(f"expected a vector type, found {t}")
    return width


# --------------------------------------------------------------------------- vector unit


class VectorUnitOp(IRDLOperation, abc.ABC):
    """An instruction of the vector unit: active lanes are exec & mask.

    Subclasses define `mask = opt_operand_def(VectorType)` last; `negated` selects
    the complement of the mask operand (`mask(not %m)`).
    """

    negated_prop = opt_prop_def(UnitAttr, prop_name="negated")

    @property
    def mask_operand(self) -> SSAValue | None:
        m = getattr(self, "mask")  # noqa: B009 (defined by each subclass)
        assert m is None or isinstance(m, SSAValue)
        return m

    @property
    def is_negated(self) -> bool:
        return self.negated_prop is not None

    def lane_width(self) -> int:
        width = vector_width(self.results[0].type)
        assert width is not None
        return width

    def verify_mask(self, width: int) -> None:
        m = self.mask_operand
        if m is None:
            if self.is_negated:
                raise VerifyException("'negated' is set but the op has no mask operand")
            return
        mw = _check_vector(m.type, "mask", mask=True)
        if mw != width:
            raise VerifyException(
                f"mask width {mw} does not match the op's vector width {width}"
            )

    def print_mask(self, printer: Printer) -> None:
        m = self.mask_operand
        if m is None:
            return
        printer.print_string(" mask(not " if self.is_negated else " mask(")
        printer.print_operand(m)
        printer.print_string(")")

    def print_tail(self, printer: Printer, *types: Attribute) -> None:
        self.print_mask(printer)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_list(types, printer.print_attribute)

    @staticmethod
    def resolve_mask(
        parser: Parser, mask: UnresolvedOperand | None, width: int
    ) -> list[SSAValue]:
        return [] if mask is None else [parser.resolve_operand(mask, mask_type(width))]


@irdl_op_definition
class ValuOp(VectorUnitOp):
    """Lane-wise ALU op (`kind` is one of add sub mul div rem and or xor shl shr min
    max, with simd's semantics; div/rem trap on a zero divisor in an active lane).
    With `merge(%old)` the inactive lanes keep %old's lanes instead of becoming
    poison — the register is written only where the lane is active, as AMD's exec
    and Nyuzi's `sub_f_mask v2, s1, v1, v0` (`$dest = $oldvalue`) do:
    `%r = lockstep.valu sub %a, %b mask(not %p) merge(%t) : vector<4xi32>`."""

    name = "lockstep.valu"
    kind = prop_def(StringAttr)
    lhs = operand_def(VectorType)
    rhs = operand_def(VectorType)
    mask = opt_operand_def(VectorType)
    merge = opt_operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(MemoryReadEffect())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        kind: str,
        lhs: SSAValue | Operation,
        rhs: SSAValue | Operation,
        mask: SSAValue | None = None,
        negated: bool = False,
        merge: SSAValue | None = None,
    ):
        super().__init__(
            operands=[
                lhs,
                rhs,
                [mask] if mask is not None else [],
                [merge] if merge is not None else [],
            ],
            result_types=[SSAValue.get(lhs).type],
            properties={"kind": StringAttr(kind), **_mask_props(negated)},
        )

    @property
    def merge_operand(self) -> SSAValue | None:
        m = self.merge
        assert m is None or isinstance(m, SSAValue)
        return m

    def verify_(self) -> None:
        width = _check_vector(self.result.type, "result")
        if self.kind.data not in VALU_KINDS:
            raise VerifyException(
                f"unknown kind '{self.kind.data}'; expected one of {', '.join(VALU_KINDS)}"
            )
        for what, v in (("lhs", self.lhs), ("rhs", self.rhs), ("merge", self.merge)):
            if v is not None and v.type != self.result.type:
                raise VerifyException(
                    f"{what} type {v.type} does not match result type {self.result.type}"
                )
        if self.kind.data in INT_ONLY_KINDS and not is_int_element(
            _elem(self.result.type)
        ):
            raise VerifyException(
                f"'{self.kind.data}' expects vector<W x i32>, found {self.result.type}"
            )
        self.verify_mask(width)

    @classmethod
    def parse(cls, parser: Parser) -> ValuOp:
        kind = parser.parse_identifier()
        lhs = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        rhs = parser.parse_unresolved_operand()
        mask, negated = _parse_mask(parser)
        merge = None
        if parser.parse_optional_keyword("merge") is not None:
            parser.parse_punctuation("(")
            merge = parser.parse_unresolved_operand()
            parser.parse_punctuation(")")
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        w = _width(parser, t)
        m = cls.resolve_mask(parser, mask, w)
        op = cls(
            kind,
            parser.resolve_operand(lhs, t),
            parser.resolve_operand(rhs, t),
            m[0] if m else None,
            negated,
            parser.resolve_operand(merge, t) if merge is not None else None,
        )
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.kind.data} ")
        printer.print_list((self.lhs, self.rhs), printer.print_operand)
        self.print_mask(printer)
        if (merge := self.merge_operand) is not None:
            printer.print_string(" merge(")
            printer.print_operand(merge)
            printer.print_string(")")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)


@irdl_op_definition
class VCmpOp(VectorUnitOp):
    """Lane-wise compare into a mask register (arith.cmpi/cmpf predicate names):
    `%p = lockstep.vcmp sgt, %a, %b : vector<4xi32>`."""

    name = "lockstep.vcmp"
    predicate = prop_def(StringAttr)
    lhs = operand_def(VectorType)
    rhs = operand_def(VectorType)
    mask = opt_operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(MemoryReadEffect())

    def __init__(
        self,
        predicate: str,
        lhs: SSAValue | Operation,
        rhs: SSAValue | Operation,
        mask: SSAValue | None = None,
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
        names = (
            CMPI_PREDICATES if is_int_element(_elem(self.lhs.type)) else CMPF_PREDICATES
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
        mask, negated = _parse_mask(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        m = cls.resolve_mask(parser, mask, _width(parser, t))
        op = cls(
            pred,
            parser.resolve_operand(lhs, t),
            parser.resolve_operand(rhs, t),
            m[0] if m else None,
            negated,
        )
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(f" {self.predicate.data}, ")
        printer.print_list((self.lhs, self.rhs), printer.print_operand)
        self.print_tail(printer, self.lhs.type)


@irdl_op_definition
class VSelOp(VectorUnitOp):
    """Lane select by a mask register, lane i = p[i] ? a[i] : b[i] (AMD
    `v_cndmask_b32`): `%r = lockstep.vsel %p, %a, %b : vector<4xi32>`."""

    name = "lockstep.vsel"
    pred = operand_def(VectorType)
    true_value = operand_def(VectorType)
    false_value = operand_def(VectorType)
    mask = opt_operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(MemoryReadEffect())

    def __init__(
        self,
        pred: SSAValue | Operation,
        true_value: SSAValue | Operation,
        false_value: SSAValue | Operation,
        mask: SSAValue | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=[
                pred,
                true_value,
                false_value,
                [mask] if mask is not None else [],
            ],
            result_types=[SSAValue.get(true_value).type],
            properties=_mask_props(negated),
        )

    def verify_(self) -> None:
        width = _check_vector(self.result.type, "result")
        for what, v in (
            ("true value", self.true_value),
            ("false value", self.false_value),
        ):
            if v.type != self.result.type:
                raise VerifyException(
                    f"{what} type {v.type} does not match result type {self.result.type}"
                )
        if _check_vector(self.pred.type, "predicate", mask=True) != width:
            raise VerifyException(
                f"predicate {self.pred.type} does not match the vector width {width}"
            )
        self.verify_mask(width)

    @classmethod
    def parse(cls, parser: Parser) -> VSelOp:
        p = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        a = parser.parse_unresolved_operand()
        parser.parse_punctuation(",")
        b = parser.parse_unresolved_operand()
        mask, negated = _parse_mask(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        w = _width(parser, t)
        m = cls.resolve_mask(parser, mask, w)
        op = cls(
            parser.resolve_operand(p, mask_type(w)),
            parser.resolve_operand(a, t),
            parser.resolve_operand(b, t),
            m[0] if m else None,
            negated,
        )
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(
            (self.pred, self.true_value, self.false_value), printer.print_operand
        )
        self.print_tail(printer, self.result.type)


@irdl_op_definition
class VBcastOp(VectorUnitOp):
    """Broadcast a scalar register to the active lanes (one ALU op, like simd.s2vb):
    `%v = lockstep.vbcast %x : vector<4xi32>`."""

    name = "lockstep.vbcast"
    value = operand_def()
    mask = opt_operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(MemoryReadEffect())

    def __init__(
        self,
        value: SSAValue | Operation,
        result_type: Attribute,
        mask: SSAValue | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=[value, [mask] if mask is not None else []],
            result_types=[result_type],
            properties=_mask_props(negated),
        )

    def verify_(self) -> None:
        width = _check_vector(self.result.type, "result")
        if self.value.type != _elem(self.result.type):
            raise VerifyException(
                f"operand has type {self.value.type}, expected the element type "
                f"{_elem(self.result.type)}"
            )
        self.verify_mask(width)

    @classmethod
    def parse(cls, parser: Parser) -> VBcastOp:
        v = parser.parse_unresolved_operand()
        mask, negated = _parse_mask(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        m = cls.resolve_mask(parser, mask, _width(parser, t))
        op = cls(parser.resolve_operand(v, _elem(t)), t, m[0] if m else None, negated)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        self.print_tail(printer, self.result.type)


@irdl_op_definition
class VPackOp(VectorUnitOp):
    """Write W scalar registers into the lanes of a vector (W lane writes, like
    simd.s2v): `%v = lockstep.vpack %x0, %x1, %x2, %x3 : vector<4xi32>`."""

    name = "lockstep.vpack"
    elements = var_operand_def()
    mask = opt_operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(MemoryReadEffect())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    def __init__(
        self,
        elements: Sequence[SSAValue | Operation],
        result_type: Attribute,
        mask: SSAValue | None = None,
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
        for i, e in enumerate(self.elements):
            if e.type != _elem(self.result.type):
                raise VerifyException(
                    f"operand {i} has type {e.type}, expected the element type "
                    f"{_elem(self.result.type)}"
                )
        self.verify_mask(width)

    @classmethod
    def parse(cls, parser: Parser) -> VPackOp:
        elems = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        mask, negated = _parse_mask(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        m = cls.resolve_mask(parser, mask, _width(parser, t))
        op = cls(
            [parser.resolve_operand(e, _elem(t)) for e in elems],
            t,
            m[0] if m else None,
            negated,
        )
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.elements, printer.print_operand)
        self.print_tail(printer, self.result.type)


class VMemOp(VectorUnitOp, abc.ABC):
    """Vector memory access: `[%v,] %m[%index] [mask(...)] : memref<?xT>, vector<WxT>`;
    contiguous ops index with an `i32` base, gather/scatter with `vector<W x i32>`."""

    STORES: ClassVar[bool] = False
    VECTOR_INDEX: ClassVar[bool] = False

    @property
    def memref_operand(self) -> SSAValue:
        m = getattr(self, "memref")  # noqa: B009 (defined by each subclass)
        assert isinstance(m, SSAValue)
        return m

    def index_value(self) -> SSAValue:
        v = getattr(self, "addrs" if self.VECTOR_INDEX else "base")
        assert isinstance(v, SSAValue)
        return v

    def data_type(self) -> Attribute:
        return self.operands[0].type if self.STORES else self.results[0].type

    def lane_width(self) -> int:
        width = vector_width(self.data_type())
        assert width is not None
        return width

    def verify_(self) -> None:
        dt = self.data_type()
        width = _check_vector(dt, "value" if self.STORES else "result")
        mt = self.memref_operand.type
        if not isinstance(mt, MemRefType) or len(mt.get_shape()) != 1:
            raise VerifyException(f"memref: expected a 1-d memref, found {mt}")
        if mt.get_element_type() != _elem(dt):
            raise VerifyException(
                f"memref element type {mt.get_element_type()} does not match "
                f"vector element type {_elem(dt)}"
            )
        it = vector_type(width, i32) if self.VECTOR_INDEX else i32
        if self.index_value().type != it:
            raise VerifyException(
                f"{'addresses' if self.VECTOR_INDEX else 'base index'}: expected {it}, "
                f"found {self.index_value().type}"
            )
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
        mask, negated = _parse_mask(parser)
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        mt = parser.parse_type()
        parser.parse_punctuation(",")
        vt = parser.parse_type()
        w = _width(parser, vt)
        operands: list[SSAValue] = []
        if value is not None:
            operands.append(parser.resolve_operand(value, vt))
        operands.append(parser.resolve_operand(mem, mt))
        operands.append(
            parser.resolve_operand(
                index, vector_type(w, i32) if cls.VECTOR_INDEX else i32
            )
        )
        op = cls.create(
            operands=[*operands, *cls.resolve_mask(parser, mask, w)],
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
        self.print_tail(printer, self.memref_operand.type, self.data_type())


def _mem_operands(
    value: SSAValue | None, memref: SSAValue, index: SSAValue, mask: SSAValue | None
) -> list[SSAValue | list[SSAValue]]:
    ops: list[SSAValue | list[SSAValue]] = [] if value is None else [value]
    return [*ops, memref, index, [mask] if mask is not None else []]


@irdl_op_definition
class VLoadOp(VMemOp):
    """Contiguous load, lane i = m[base + i] (active lanes only):
    `%v = lockstep.vload %m[%base] : memref<?xi32>, vector<4xi32>`."""

    name = "lockstep.vload"
    memref = operand_def(MemRefType)
    base = operand_def(i32)
    mask = opt_operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(MemoryReadEffect())

    def __init__(
        self,
        memref: SSAValue,
        base: SSAValue,
        result_type: Attribute,
        mask: SSAValue | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=_mem_operands(None, memref, base, mask),
            result_types=[result_type],
            properties=_mask_props(negated),
        )


@irdl_op_definition
class VStoreOp(VMemOp):
    """Contiguous store of the active lanes, m[base + i] = v[i]:
    `lockstep.vstore %v, %m[%base] : memref<?xi32>, vector<4xi32>`."""

    name = "lockstep.vstore"
    value = operand_def(VectorType)
    memref = operand_def(MemRefType)
    base = operand_def(i32)
    mask = opt_operand_def(VectorType)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    STORES: ClassVar[bool] = True

    def __init__(
        self,
        value: SSAValue,
        memref: SSAValue,
        base: SSAValue,
        mask: SSAValue | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=_mem_operands(value, memref, base, mask),
            properties=_mask_props(negated),
        )


@irdl_op_definition
class VGatherOp(VMemOp):
    """Indexed load, lane i = m[addrs[i]] (active lanes only):
    `%v = lockstep.vgather %m[%addrs] : memref<?xi32>, vector<4xi32>`."""

    name = "lockstep.vgather"
    memref = operand_def(MemRefType)
    addrs = operand_def(VectorType)
    mask = opt_operand_def(VectorType)
    result = result_def(VectorType)
    traits = traits_def(MemoryReadEffect())
    VECTOR_INDEX: ClassVar[bool] = True

    def __init__(
        self,
        memref: SSAValue,
        addrs: SSAValue,
        result_type: Attribute,
        mask: SSAValue | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=_mem_operands(None, memref, addrs, mask),
            result_types=[result_type],
            properties=_mask_props(negated),
        )


@irdl_op_definition
class VScatterOp(VMemOp):
    """Indexed store of the active lanes in lane order, m[addrs[i]] = v[i]:
    `lockstep.vscatter %v, %m[%addrs] : memref<?xi32>, vector<4xi32>`."""

    name = "lockstep.vscatter"
    value = operand_def(VectorType)
    memref = operand_def(MemRefType)
    addrs = operand_def(VectorType)
    mask = opt_operand_def(VectorType)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    STORES: ClassVar[bool] = True
    VECTOR_INDEX: ClassVar[bool] = True

    def __init__(
        self,
        value: SSAValue,
        memref: SSAValue,
        addrs: SSAValue,
        mask: SSAValue | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=_mem_operands(value, memref, addrs, mask),
            properties=_mask_props(negated),
        )


# --------------------------------------------------------------------------- scalar unit


@irdl_op_definition
class VLaneOp(IRDLOperation):
    """Read one lane of a vector register into a scalar register (AMD
    `v_readlane`; ignores exec): `%x = lockstep.vlane %v[%lane] : vector<4xi32>`."""

    name = "lockstep.vlane"
    vector = operand_def(VectorType)
    lane = operand_def(i32)
    result = result_def()
    traits = traits_def(Pure())

    def __init__(self, vector: SSAValue | Operation, lane: SSAValue | Operation):
        super().__init__(
            operands=[vector, lane], result_types=[_elem(SSAValue.get(vector).type)]
        )

    def verify_(self) -> None:
        _check_vector(self.vector.type, "vector")
        if self.result.type != _elem(self.vector.type):
            raise VerifyException(
                f"result type {self.result.type} does not match the element type "
                f"{_elem(self.vector.type)}"
            )

    @classmethod
    def parse(cls, parser: Parser) -> VLaneOp:
        v = parser.parse_unresolved_operand()
        parser.parse_punctuation("[")
        lane = parser.parse_unresolved_operand()
        parser.parse_punctuation("]")
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        _width(parser, t)
        op = cls(parser.resolve_operand(v, t), parser.resolve_operand(lane, i32))
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


class MaskUnitOp(IRDLOperation, abc.ABC):
    """A scalar-unit op on W-bit mask registers (AMD `s_and_b64` and friends)."""

    traits = traits_def(Pure())

    def verify_(self) -> None:
        t = self.operands[0].type
        _check_vector(t, "operand", mask=True)
        for i, o in enumerate(self.operands):
            if o.type != t:
                raise VerifyException(f"operand {i} has type {o.type}, expected {t}")
        expected = self.result_type(t)
        if self.results[0].type != expected:
            raise VerifyException(
                f"result: expected {expected}, found {self.results[0].type}"
            )

    REDUCES: ClassVar[bool] = False

    @classmethod
    def result_type(cls, operand_type: Attribute) -> Attribute:
        return i1 if cls.REDUCES else operand_type

    @classmethod
    def parse(cls, parser: Parser) -> MaskUnitOp:
        operands = parser.parse_comma_separated_list(
            parser.Delimiter.NONE, parser.parse_unresolved_operand
        )
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        op = cls.create(
            operands=[parser.resolve_operand(o, t) for o in operands],
            result_types=[cls.result_type(t)],
        )
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_list(self.operands, printer.print_operand)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.operands[0].type)


class MaskBinaryOp(MaskUnitOp, abc.ABC):
    lhs = operand_def(VectorType)
    rhs = operand_def(VectorType)
    result = result_def(VectorType)

    def __init__(self, lhs: SSAValue | Operation, rhs: SSAValue | Operation):
        super().__init__(operands=[lhs, rhs], result_types=[SSAValue.get(lhs).type])


@irdl_op_definition
class MAndOp(MaskBinaryOp):
    """Mask intersection: `%r = lockstep.mand %p, %q : vector<4xi1>`."""

    name = "lockstep.mand"


@irdl_op_definition
class MOrOp(MaskBinaryOp):
    """Mask union: `%r = lockstep.mor %p, %q : vector<4xi1>`."""

    name = "lockstep.mor"


@irdl_op_definition
class MNotOp(MaskUnitOp):
    """Mask complement: `%q = lockstep.mnot %p : vector<4xi1>`."""

    name = "lockstep.mnot"
    input = operand_def(VectorType)
    result = result_def(VectorType)

    def __init__(self, input: SSAValue | Operation):
        super().__init__(operands=[input], result_types=[SSAValue.get(input).type])


@irdl_op_definition
class MBcastOp(MaskUnitOp):
    """Every lane of a mask from a scalar condition (AMD `s_cselect_b64 s, -1, 0`):
    `%p = lockstep.mbcast %c : vector<4xi1>`."""

    name = "lockstep.mbcast"
    value = operand_def(i1)
    result = result_def(VectorType)

    def __init__(self, value: SSAValue | Operation, result_type: Attribute):
        super().__init__(operands=[value], result_types=[result_type])

    def verify_(self) -> None:
        _check_vector(self.result.type, "result", mask=True)

    @classmethod
    def parse(cls, parser: Parser) -> MBcastOp:
        value = parser.parse_unresolved_operand()
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        op = cls(parser.resolve_operand(value, i1), t)
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.value)
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.result.type)


class MaskReduceOp(MaskUnitOp, abc.ABC):
    input = operand_def(VectorType)
    result = result_def(i1)

    REDUCES: ClassVar[bool] = True

    def __init__(self, input: SSAValue | Operation):
        super().__init__(operands=[input], result_types=[i1])


@irdl_op_definition
class MAnyOp(MaskReduceOp):
    """Some lane set (scalar `i1`): `%b = lockstep.many %p : vector<4xi1>`."""

    name = "lockstep.many"


@irdl_op_definition
class MAllOp(MaskReduceOp):
    """Every lane set (scalar `i1`): `%b = lockstep.mall %p : vector<4xi1>`."""

    name = "lockstep.mall"


# --------------------------------------------------------------------------- exec


class ExecOp(IRDLOperation, abc.ABC):
    """Scalar-unit op on the exec register; the type names W."""

    @abc.abstractmethod
    def exec_type(self) -> Attribute:
        """The mask type of the exec register this op reads or writes (names W)."""

    def verify_(self) -> None:
        _check_vector(self.exec_type(), "exec", mask=True)


@irdl_op_definition
class ExecSaveOp(ExecOp):
    """Copy exec into a mask register (AMD `s_mov_b64 s0, exec`):
    `%s = lockstep.exec_save : vector<4xi1>`."""

    name = "lockstep.exec_save"
    result = result_def(VectorType)
    traits = traits_def(MemoryReadEffect())
    assembly_format = "attr-dict `:` type($result)"

    def __init__(self, width: int):
        super().__init__(result_types=[mask_type(width)])

    def exec_type(self) -> Attribute:
        return self.result.type


@irdl_op_definition
class ExecAndOp(ExecOp):
    """exec = exec & m, or exec & ~m with `not` (AMD `s_and_b64 exec, vcc, exec`,
    `s_andn2_b64`): `lockstep.exec_and %m : vector<4xi1>`."""

    name = "lockstep.exec_and"
    mask = operand_def(VectorType)
    negated = opt_prop_def(UnitAttr)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())
    assembly_format = "(`not` $negated^)? $mask attr-dict `:` type($mask)"

    def __init__(self, mask: SSAValue | Operation, negated: bool = False):
        super().__init__(operands=[mask], properties=_mask_props(negated))

    def exec_type(self) -> Attribute:
        return self.mask.type


@irdl_op_definition
class ExecNotOp(ExecOp):
    """exec = ~exec (AMD `s_not_b64 exec, exec`, the else of an if):
    `lockstep.exec_not : vector<4xi1>`."""

    name = "lockstep.exec_not"
    width = prop_def(IntegerAttr)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    def __init__(self, width: int):
        super().__init__(properties={"width": IntegerAttr(width, 32)})

    def exec_type(self) -> Attribute:
        return mask_type(self.width.value.data)

    @classmethod
    def parse(cls, parser: Parser) -> ExecNotOp:
        attrs = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        op = cls(_width(parser, t))
        op.attributes.update(attrs)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.exec_type())


@irdl_op_definition
class ExecRestoreOp(ExecOp):
    """exec = a saved mask (AMD `s_mov_b64 exec, s0`):
    `lockstep.exec_restore %s : vector<4xi1>`."""

    name = "lockstep.exec_restore"
    saved = operand_def(VectorType)
    traits = traits_def(MemoryWriteEffect())
    assembly_format = "$saved attr-dict `:` type($saved)"

    def __init__(self, saved: SSAValue | Operation):
        super().__init__(operands=[saved])

    def exec_type(self) -> Attribute:
        return self.saved.type


# --------------------------------------------------------------------------- branches


@irdl_op_definition
class YieldOp(IRDLOperation):
    """Ends the region of a lockstep branch op and gives its results:
    `lockstep.yield %v : vector<4xi32>`."""

    name = "lockstep.yield"
    values = var_operand_def()
    traits = traits_def(IsTerminator(), Pure())
    assembly_format = "attr-dict ($values^ `:` type($values))?"

    def __init__(self, *values: SSAValue | Operation):
        super().__init__(operands=[values])


def _check_region_yield(op: Operation, region: Region, what: str) -> None:
    if len(region.blocks) != 1:
        raise VerifyException(f"{what}: expected one block, found {len(region.blocks)}")
    block = region.block
    if block.args:
        raise VerifyException(f"{what}: the block takes no arguments")
    last = block.last_op
    if not isinstance(last, YieldOp):
        raise VerifyException(f"{what}: expected a lockstep.yield terminator")
    found = [v.type for v in last.values]
    expected = [r.type for r in op.results]
    if found != expected:
        raise VerifyException(
            f"{what}: yields ({', '.join(map(str, found))}) but the op returns "
            f"({', '.join(map(str, expected))})"
        )


def _print_result_types(printer: Printer, op: Operation) -> None:
    if op.results:
        printer.print_string(" -> (")
        printer.print_list([r.type for r in op.results], printer.print_attribute)
        printer.print_string(")")


def _parse_result_types(parser: Parser) -> list[Attribute]:
    if parser.parse_optional_punctuation("->") is None:
        return []
    return parser.parse_comma_separated_list(parser.Delimiter.PAREN, parser.parse_type)


@irdl_op_definition
class SkipExeczOp(IRDLOperation):
    """Run the region unless exec is empty; when it is, branch over it (AMD
    `s_cbranch_execz`, a taken branch) and the results are poison:
    `%r = lockstep.skip_execz : vector<4xi1> -> (vector<4xi32>) { ... lockstep.yield %t : vector<4xi32> }`."""

    name = "lockstep.skip_execz"
    width = prop_def(IntegerAttr)
    res = var_result_def()
    body = region_def("single_block")
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    def __init__(self, width: int, result_types: Sequence[Attribute], body: Region):
        super().__init__(
            result_types=[result_types],
            regions=[body],
            properties={"width": IntegerAttr(width, 32)},
        )

    def verify_(self) -> None:
        _check_vector(mask_type(self.width.value.data), "exec", mask=True)
        _check_region_yield(self, self.body, "body")

    @classmethod
    def parse(cls, parser: Parser) -> SkipExeczOp:
        parser.parse_punctuation(":")
        width = _width(parser, parser.parse_type())
        types = _parse_result_types(parser)
        body = parser.parse_region()
        attrs = parser.parse_optional_attr_dict_with_keyword()
        op = cls(width, types, body)
        if attrs is not None:
            op.attributes.update(attrs.data)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" : ")
        printer.print_attribute(mask_type(self.width.value.data))
        _print_result_types(printer, self)
        printer.print_string(" ")
        printer.print_region(self.body)
        if self.attributes:
            printer.print_op_attributes(self.attributes, print_keyword=True)


class MaskBranchOp(IRDLOperation, abc.ABC):
    """`%r = lockstep.if_any %p : vector<4xi1> -> (T) { then } else { else }`."""

    pred = operand_def(VectorType)
    res = var_result_def()
    then_region = region_def("single_block")
    else_region = region_def("single_block")
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    def __init__(
        self,
        pred: SSAValue | Operation,
        result_types: Sequence[Attribute],
        then_region: Region,
        else_region: Region,
    ):
        super().__init__(
            operands=[pred],
            result_types=[result_types],
            regions=[then_region, else_region],
        )

    def verify_(self) -> None:
        _check_vector(self.pred.type, "predicate", mask=True)
        _check_region_yield(self, self.then_region, "then region")
        _check_region_yield(self, self.else_region, "else region")

    @classmethod
    def parse(cls, parser: Parser) -> MaskBranchOp:
        p = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        t = parser.parse_type()
        types = _parse_result_types(parser)
        then_region = parser.parse_region()
        parser.parse_keyword("else")
        else_region = parser.parse_region()
        attrs = parser.parse_optional_attr_dict_with_keyword()
        op = cls(parser.resolve_operand(p, t), types, then_region, else_region)
        if attrs is not None:
            op.attributes.update(attrs.data)
        return op

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.pred)
        printer.print_string(" : ")
        printer.print_attribute(self.pred.type)
        _print_result_types(printer, self)
        printer.print_string(" ")
        printer.print_region(self.then_region)
        printer.print_string(" else ")
        printer.print_region(self.else_region)
        if self.attributes:
            printer.print_op_attributes(self.attributes, print_keyword=True)


@irdl_op_definition
class IfAnyOp(MaskBranchOp):
    """Branch-if-none on a mask register (AMD `s_cbranch_vccz`, Nyuzi's
    short-circuit on an empty mask): the then region runs when some lane is set.
    `%r = lockstep.if_any %p : vector<4xi1> -> (vector<4xi32>) {...} else {...}`."""

    name = "lockstep.if_any"


@irdl_op_definition
class IfAllOp(MaskBranchOp):
    """Branch-if-all on a mask register: the then region runs when every lane is set
    (the all-active fast path).
    `%r = lockstep.if_all %p : vector<4xi1> -> (vector<4xi32>) {...} else {...}`."""

    name = "lockstep.if_all"


def new_region(ops: Sequence[Operation] = ()) -> Region:
    """A one-block region holding `ops`."""
    return Region(Block(ops))


VECTOR_UNIT_OPS: tuple[type[VectorUnitOp], ...] = (
    ValuOp,
    VCmpOp,
    VSelOp,
    VBcastOp,
    VPackOp,
    VLoadOp,
    VStoreOp,
    VGatherOp,
    VScatterOp,
)

LOCKSTEP = Dialect(
    "lockstep",
    [
        *VECTOR_UNIT_OPS,
        VLaneOp,
        MAndOp,
        MOrOp,
        MNotOp,
        MBcastOp,
        MAnyOp,
        MAllOp,
        ExecSaveOp,
        ExecAndOp,
        ExecNotOp,
        ExecRestoreOp,
        YieldOp,
        SkipExeczOp,
        IfAnyOp,
        IfAllOp,
    ],
)
