"""The vector unit both `simd` and `lockstep` build on: types, lane semantics, syntax.

A vector unit of width W reads and writes three register files: scalars (`i32`, `f32`,
`i1`, `index`), data vectors (`vector<W x i32|f32>`) and masks (`vector<W x i1>`).  An
op of the unit takes an optional mask, printed `mask(%p)` or `mask(not %p)` before the
colon; it computes only its active lanes, and the inactive lanes of its result are
poison.  This module holds what the two dialects share:

* the type rules (`check_vector` rejects scalable and non-power-of-two vectors);
* the **lane semantics** of every stage and interpreter: i32 wraps (two's complement,
  division truncating toward zero, shift amounts mod 32, `shr` arithmetic); f32 is IEEE
  single precision, every operand and result rounded to f32; `min`/`max` on floats are
  `arith.minimumf`/`maximumf` (NaN propagates); compares use `arith.cmpi`/`cmpf` names;
* the declarative syntax pieces (`MASK_FORMAT`, the `Ident` directive for bare
  predicate and kind names, `LanesOf`/`ElementOf` so the mask, index and element types
  are inferred from the printed vector type and never printed);
* abstract op bases with their verifiers; each dialect's concrete op is its name, its
  traits and its docstring.

```mlir
%c = simd.vadd %a, %b mask(not %p) : vector<4xi32>
```
"""

from __future__ import annotations

import abc
import functools
import math
import struct
from collections.abc import Callable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import Any, ClassVar

from xdsl.dialects import arith
from xdsl.dialects import math as mathd
from xdsl.dialects.builtin import (
    DenseArrayBase,
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
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrConstraint,
    AttrSizedOperandSegments,
    IRDLOperation,
    VarConstraint,
    base,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    var_operand_def,
)
from xdsl.irdl.constraints import InferenceContext, VerificationContext
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import ConditionallySpeculatable
from xdsl.utils.exceptions import VerifyException

MIN_WIDTH = 2
MAX_WIDTH = 64

CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF_PREDICATES = (
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
    "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
)  # fmt: skip

# --------------------------------------------------------------------------- types


def vector_type(width: int, element: Attribute) -> VectorType:
    return VectorType(element, [width])


def mask_type(width: int) -> VectorType:
    return VectorType(i1, [width])


def is_data_element(t: Attribute) -> bool:
    return t == i32 or isinstance(t, Float32Type)


def is_int_element(t: Attribute) -> bool:
    return isinstance(t, IntegerType) and t.width.data == 32


def is_float(t: Attribute) -> bool:
    """Whether `t`, or its element type, is f32."""
    return isinstance(element(t) if isinstance(t, VectorType) else t, Float32Type)


def is_scalar_type(t: Attribute) -> bool:
    return t in (i32, i1, f32) or isinstance(t, IndexType)


def element(t: Attribute) -> Attribute:
    assert isinstance(t, VectorType)
    return t.get_element_type()


def vector_width(t: Attribute) -> int | None:
    """W of a one-dimensional vector type, None for anything else."""
    if isinstance(t, VectorType):
        shape = t.get_shape()
        if len(shape) == 1:
            return shape[0]
    return None


def check_vector(t: Attribute, what: str, *, mask: bool = False) -> int:
    """Verify a W-lane data vector (or a mask if `mask`); return W."""
    expected = "vector<W x i1>" if mask else "vector<W x i32> or vector<W x f32>"
    width = vector_width(t)
    if width is None:
        raise VerifyException(f"{what}: expected {expected}, found {t}")
    assert isinstance(t, VectorType)
    if any(t.get_scalable_dims()):
        raise VerifyException(f"{what}: expected a fixed-width vector, found {t}")
    if not ((element(t) == i1) if mask else is_data_element(element(t))):
        raise VerifyException(f"{what}: expected {expected}, found {t}")
    if width < MIN_WIDTH or width > MAX_WIDTH or width & (width - 1):
        raise VerifyException(
            f"{what}: vector width must be a power of two from {MIN_WIDTH} to "
            f"{MAX_WIDTH}, found {width}"
        )
    return width


def check_same(found: Attribute, expected: Attribute, message: str) -> None:
    if found != expected:
        raise VerifyException(message.format(found=found, expected=expected))


# --------------------------------------------------------------------------- lane semantics


def wrap_i32(x: int) -> int:
    """Two's complement wrap of a Python int to i32."""
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x & 0x80000000 else x


def _signed(x: int, bits: int) -> int:
    """The signed reading of the low `bits` bits of `x`."""
    half = 1 << (bits - 1)
    return (x + half) % (half << 1) - half


def to_f32(x: float) -> float:
    """Round a Python float to the nearest IEEE single (overflow gives infinity)."""
    try:
        return struct.unpack("f", struct.pack("f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def _tdiv(a: int, b: int) -> int:
    """Signed division truncating toward zero (C, `arith.divsi`), unwrapped."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _float_pick(pick: Callable[[float, float], float]) -> Callable[[float, float], float]:
    """`arith.minimumf`/`maximumf`: NaN propagates; -0.0 is below +0.0."""

    def fn(a: float, b: float) -> float:
        if math.isnan(a) or math.isnan(b):
            return math.nan
        if a == b == 0.0:
            return pick(math.copysign(1.0, a), math.copysign(1.0, b)) * 0.0
        return pick(a, b)

    return fn


def _fdiv(a: float, b: float) -> float:
    if b == 0.0:  # only reached from a caller that does not trap (IEEE result)
        if math.isnan(a) or a == 0.0:
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    return a / b


INT_LANE: Mapping[str, Callable[[int, int], int]] = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "div": _tdiv,
    "rem": lambda a, b: a - b * _tdiv(a, b),
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "xor": lambda a, b: a ^ b,
    "shl": lambda a, b: a << (b % 32),
    "shr": lambda a, b: a >> (b % 32),
    "shru": lambda a, b: (a & 0xFFFFFFFF) >> (b % 32),
    "min": min,
    "max": max,
}
"""i32 lanes by kind, before the wrap (INT_MIN / -1 wraps to INT_MIN)."""

FLOAT_LANE: Mapping[str, Callable[[float, float], float]] = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "div": _fdiv,
    "min": _float_pick(min),
    "max": _float_pick(max),
}
"""f32 lanes by kind, on operands already rounded; the result is rounded after."""


def lane_op(kind: str, float_lanes: bool) -> Callable[[Any, Any], Any]:
    """One lane of `kind`: IEEE single or wrapping i32 (KeyError when undefined)."""
    if float_lanes:
        fn = FLOAT_LANE[kind]
        return lambda a, b: to_f32(fn(to_f32(a), to_f32(b)))
    ifn = INT_LANE[kind]
    return lambda a, b: wrap_i32(ifn(a, b))


def _u32(x: int) -> int:
    return x & 0xFFFFFFFF


_ORDERED: Mapping[str, Callable[[Any, Any], bool]] = {
    "eq": lambda a, b: a == b,
    "ne": lambda a, b: a != b,
    "lt": lambda a, b: a < b,
    "le": lambda a, b: a <= b,
    "gt": lambda a, b: a > b,
    "ge": lambda a, b: a >= b,
}


def compare(pred: str, float_lanes: bool) -> Callable[[Any, Any], bool]:
    """`arith.cmpi` (i32, `u*` on the unsigned bits) or `arith.cmpf` predicate `pred`
    (`o*` false on NaN, `u*` true on NaN)."""
    if not float_lanes:
        if pred in ("eq", "ne"):
            return _ORDERED[pred]
        fn = _ORDERED[pred[1:]]
        if pred[0] == "u":
            return lambda a, b: fn(_u32(a), _u32(b))
        return fn
    if pred in ("false", "true"):
        return lambda a, b: pred == "true"
    if pred in ("ord", "uno"):
        return lambda a, b: (math.isnan(a) or math.isnan(b)) == (pred == "uno")
    base_fn = _ORDERED[pred[1:]]
    on_nan = pred[0] == "u"
    return lambda a, b: (
        on_nan if math.isnan(a) or math.isnan(b) else base_fn(to_f32(a), to_f32(b))
    )


REDUCE_KINDS = ("add", "mul", "min", "max", "and", "or", "xor")
"""Reductions over the active lanes (`simd.group_reduce`, `simd.vreduce`)."""


def reduce_lanes(kind: str, xs: Sequence[Any], t: Attribute) -> Any:
    """`kind` over the defined values `xs` (lanes in order, at least one) into type `t`:
    i32 wraps, `i1` keeps the low bit; on floats `add` is the exact sum and `mul` the
    product in double precision, rounded once to f32 for an f32 result, `min`/`max`
    are `arith.minimumf`/`maximumf` (NaN propagates)."""
    floats = any(isinstance(x, float) for x in xs)
    r: Any
    if kind == "add":
        r = math.fsum(xs) if floats else sum(xs)
    elif kind in ("min", "max"):
        pick: Callable[[Any, Any], Any] = FLOAT_LANE[kind] if floats else INT_LANE[kind]
        r = functools.reduce(pick, xs)
    else:
        unit = {"mul": 1, "and": -1, "or": 0, "xor": 0}[kind]
        r = functools.reduce(INT_LANE[kind], xs, unit)
    if floats:
        return to_f32(float(r)) if isinstance(t, Float32Type) else float(r)
    if t == i32:
        return wrap_i32(r)
    if t == i1:
        return r & 1
    return r


ATOMIC_KINDS = (
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf",
    "minnumf", "mins", "minu", "mulf", "muli", "ori", "xori",
)  # fmt: skip
"""MLIR's `arith::AtomicRMWKind` in enum order (`memref.atomic_rmw`'s integer `kind`,
as `mlir-opt-22` prints it): the `*f` kinds take floats, `assign` both, the rest
integers."""


def _num(pick: Callable[[float, float], float]) -> Callable[[float, float], float]:
    """`maxnumf`/`minnumf`: a NaN operand loses to a number."""
    return lambda a, b: b if a != a else a if b != b else pick(a, b)


def atomic_lane(kind: str, bits: int) -> Callable[[Any, Any], Any]:
    """The value an atomic of `kind` stores from the old value and the operand: floats
    as `FLOAT_LANE`, rounded to f32, integers wrapped to `bits` (signed reading; `maxu`/`minu` compare
    the unsigned readings)."""
    mask = (1 << bits) - 1
    floats: dict[str, Callable[[Any, Any], Any]] = {
        "addf": FLOAT_LANE["add"], "mulf": FLOAT_LANE["mul"], "maximumf": FLOAT_LANE["max"],
        "minimumf": FLOAT_LANE["min"], "maxnumf": _num(max), "minnumf": _num(min),
    }  # fmt: skip
    if kind in floats:
        fn = floats[kind]
        return lambda a, b: to_f32(fn(a, b))  # f32, as every float lane
    ints: dict[str, Callable[[int, int], int]] = {
        "addi": INT_LANE["add"], "muli": INT_LANE["mul"], "andi": INT_LANE["and"],
        "ori": INT_LANE["or"], "xori": INT_LANE["xor"], "maxs": max, "mins": min,
        "maxu": lambda a, b: a if (a & mask) >= (b & mask) else b,
        "minu": lambda a, b: a if (a & mask) <= (b & mask) else b,
        "assign": lambda a, b: b,
    }  # fmt: skip
    ifn = ints[kind]
    return lambda a, b: b if kind == "assign" else _signed(int(ifn(a, b)), bits)


def atomic_applies(kind: str, t: Attribute) -> bool:
    """Whether an atomic of `kind` takes elements of type `t`."""
    return kind == "assign" or kind.endswith("f") == (not isinstance(t, IntegerType))


MATH_FORMS: Mapping[str, type[IRDLOperation]] = {
    op.name.split(".", 1)[1]: op
    for op in mathd.Math.operations
    if issubclass(op, IRDLOperation) and op is not mathd.FPowIOp
}
"""The `math` ops with a lane-wise vector form (`simd.vmath`/`lockstep.vmath` kind ->
the scalar op): every op of xDSL's `math` whose operands and result share one type
(`fpowi`, f32 ** i32, is left out)."""


CAST_FORMS: Mapping[str, type[IRDLOperation]] = {
    "sitofp": arith.SIToFPOp,
    "uitofp": arith.UIToFPOp,
    "fptosi": arith.FPToSIOp,
    "fptoui": arith.FPToUIOp,
    "bitcast": arith.BitcastOp,
}
"""The casts with a lane-wise vector form (`simd.vcast`/`lockstep.vcast` kind -> the
scalar `arith` op each lane runs, the swap table's scalar form)."""


def cast_source_is_float(kind: str, source: Attribute) -> bool:
    """Whether a cast of `kind` reads f32 (`fptosi`/`fptoui`; `bitcast` either way,
    by its operand type `source`)."""
    return kind.startswith("fp") if kind != "bitcast" else is_float(source)


FP_TO_INT_KINDS = ("fptosi", "fptoui")
"""The casts that fault (NaN, infinities)."""


class NoIntegerValue(ArithmeticError):
    """`fptosi`/`fptoui` of NaN or an infinity: the lane has no integer value."""


def cast_lane(kind: str, x: Any, src_bits: int, dst_bits: int) -> Any:
    """One lane of the cast `kind` from a `src_bits`-wide to a `dst_bits`-wide value
    (f32 counts as 32 bits): the semantics of the scalar `arith` casts
    (`interpreters/arith.py`) and of `simd.vcast`/`lockstep.vcast`.  Integers are
    signed readings; `sitofp`/`uitofp` read the signed/unsigned bits; `fptosi` and
    `fptoui` truncate toward zero and wrap to `dst_bits` (both give the signed
    reading), NaN and infinities raise `NoIntegerValue`; `bitcast` reinterprets the
    bits.  Float results are not rounded here: the caller rounds an f32 result."""
    if kind == "sitofp":
        return float(_signed(x, src_bits))
    if kind == "uitofp":
        return float(x & ((1 << src_bits) - 1))
    if kind in FP_TO_INT_KINDS:
        if math.isnan(x) or math.isinf(x):
            raise NoIntegerValue(f"no integer value for {x}")
        return _signed(int(x), dst_bits)
    assert kind == "bitcast", kind
    if isinstance(x, float):
        return _signed(struct.unpack("<I", struct.pack("<f", x))[0], dst_bits)
    return struct.unpack("<f", struct.pack("<I", x & ((1 << src_bits) - 1)))[0]


def math_arity(kind: str) -> int:
    return len(MATH_FORMS[kind].get_irdl_definition().operands)


def math_takes_floats(kind: str) -> bool:
    op = MATH_FORMS[kind]
    return not issubclass(
        op, mathd.SignlessIntegerLikeUnaryMathOperation | mathd.SignlessIntegerLikeBinaryMathOperation
    )


# --------------------------------------------------------------------------- syntax


@dataclass(frozen=True)
class LanesOf(AttrConstraint):
    """Accepts any type (the op's `verify_` says what is wrong, with its own message);
    in the assembly format, inferred as the vector type bound to `var`, with its
    element replaced by `element` when given (a mask, an address vector)."""

    var: str
    element: Attribute | None = None

    def verify(self, attr: Attribute, constraint_context: VerificationContext) -> None:
        return

    def mapping_type_vars(self, type_var_mapping: Any) -> LanesOf:
        return self

    def can_infer(self, var_constraint_names: AbstractSet[str]) -> bool:
        return self.var in var_constraint_names

    def infer(self, context: InferenceContext) -> Attribute:
        t = context.get_variable(self.var)
        assert isinstance(t, VectorType)
        return t if self.element is None else VectorType(self.element, t.get_shape())


@dataclass(frozen=True)
class ElementOf(LanesOf):
    """Inferred as the element type of the vector type bound to `var`."""

    def infer(self, context: InferenceContext) -> Attribute:
        t = context.get_variable(self.var)
        assert isinstance(t, VectorType)
        return t.get_element_type()


@irdl_custom_directive
class Ident(CustomDirective):
    """A string property printed as a bare identifier (`sgt`, `add`); the op's
    verifier checks the name, so the generic form keeps `<{predicate = "sgt"}>`."""

    value: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        self.value.set(state, StringAttr(parser.parse_identifier()))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        attr = self.value.get(op)
        assert isinstance(attr, StringAttr)
        printer.print_string(attr.data)


def vector_var() -> VarConstraint[VectorType]:
    """`T`, the op's vector type as printed after the colon."""
    return VarConstraint("T", base(VectorType))


MASK_FORMAT = "(`mask` `(` (`not` $negated^)? $mask^ `)`)?"


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
    if "operandSegmentSizes" in props:  # the variadic elements, then the mask
        sizes = [len(operands) - masked, int(masked)]
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
    right operand that makes it a copy, and whether it takes i32 lanes only."""

    kind: str
    int_form: type[arith.SignlessIntegerBinaryOperation]
    float_form: type[arith.FloatingPointLikeBinaryOperation] | None = None
    identity: int | None = None
    int_only: bool = False


class LaneBinaryOp(MaskedOp, abc.ABC):
    """`lhs`, `rhs` (and `merge`, if any) and the result share one data vector type."""

    SCALAR_RHS: ClassVar[bool] = False
    """Whether `rhs` is a scalar of the element type (a vector-scalar form)."""

    @abc.abstractmethod
    def kind_name(self) -> str:
        """How the messages name the op."""

    @abc.abstractmethod
    def int_only(self) -> bool:
        """Whether the op takes i32 lanes only."""

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
            raise VerifyException(f"'{self.kind_name()}' expects vector<W x i32>, found {result}")
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


class VectorMemOp(MaskedOp, abc.ABC):
    """Vector memory access: `[%v,] %m[%index] [mask(...)] : memref<?xT>, vector<WxT>`;
    contiguous ops index with an `i32` base, gather/scatter with `vector<W x i32>`."""

    STORES: ClassVar[bool] = False
    VECTOR_INDEX: ClassVar[bool] = False
    ELEMENT_MISMATCH_PREFIX: ClassVar[str] = "memref: "

    @property
    def memref_operand(self) -> SSAValue:
        m = getattr(self, "memref")  # noqa: B009 (each subclass defines it)
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
        width = check_vector(dt, "value" if self.STORES else "result")
        mt = self.memref_operand.type
        if not isinstance(mt, MemRefType) or len(mt.get_shape()) != 1:
            raise VerifyException(f"memref: expected a 1-d memref, found {mt}")
        if mt.get_element_type() != element(dt):
            raise VerifyException(
                f"{self.ELEMENT_MISMATCH_PREFIX}memref element type {mt.get_element_type()} "
                f"does not match vector element type {element(dt)}"
            )
        it = vector_type(width, i32) if self.VECTOR_INDEX else i32
        if self.index_value().type != it:
            what = "addresses" if self.VECTOR_INDEX else "base index"
            raise VerifyException(f"{what}: expected {it}, found {self.index_value().type}")
        self.verify_mask(width)


def _mem_format(stores: bool, index: str) -> str:
    value = "$value `,` " if stores else ""
    data = "type($value)" if stores else "type($result)"
    return (
        f"{value}$memref `[` ${index} `]` {MASK_FORMAT} attr-dict `:` "
        f"type($memref) `,` {data}"
    )


class VectorLoadOp(VectorMemOp, abc.ABC):
    """Lane i loads m[index of lane i] (active lanes only)."""

    def __init__(
        self,
        memref: SSAValue | Operation,
        index: SSAValue | Operation,
        result_type: Attribute,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        self._init_masked([memref, index], [result_type], mask, negated)


class VectorStoreOp(VectorMemOp, abc.ABC):
    """Active lanes store their value at the index of their lane, in lane order."""

    STORES: ClassVar[bool] = True

    def __init__(
        self,
        value: SSAValue | Operation,
        memref: SSAValue | Operation,
        index: SSAValue | Operation,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        self._init_masked([value, memref, index], [], mask, negated)


class ContiguousLoadOp(VectorLoadOp, abc.ABC):
    T: ClassVar = vector_var()
    memref = operand_def(MemRefType)
    base = operand_def(i32)
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(T)
    assembly_format = _mem_format(False, "base")


class GatherLoadOp(VectorLoadOp, abc.ABC):
    T: ClassVar = vector_var()
    memref = operand_def(MemRefType)
    addrs = operand_def(LanesOf("T", i32))
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(T)
    assembly_format = _mem_format(False, "addrs")
    VECTOR_INDEX: ClassVar[bool] = True


class ContiguousStoreOp(VectorStoreOp, abc.ABC):
    T: ClassVar = vector_var()
    value = operand_def(T)
    memref = operand_def(MemRefType)
    base = operand_def(i32)
    mask = opt_operand_def(LanesOf("T", i1))
    assembly_format = _mem_format(True, "base")


class ScatterStoreOp(VectorStoreOp, abc.ABC):
    T: ClassVar = vector_var()
    value = operand_def(T)
    memref = operand_def(MemRefType)
    addrs = operand_def(LanesOf("T", i32))
    mask = opt_operand_def(LanesOf("T", i1))
    assembly_format = _mem_format(True, "addrs")
    VECTOR_INDEX: ClassVar[bool] = True


class MaskAlgebraOp(IRDLOperation, abc.ABC):
    """A scalar-unit op on W-bit mask registers (one op per register)."""

    REDUCES: ClassVar[bool] = False

    def verify_(self) -> None:
        t = self.operands[0].type
        check_vector(t, "operand", mask=True)
        for i, o in enumerate(self.operands):
            if o.type != t:
                raise VerifyException(f"operand {i} has type {o.type}, expected {t}")
        expected = i1 if self.REDUCES else t
        check_same(self.results[0].type, expected, "result: expected {expected}, found {found}")


class MaskBinaryOp(MaskAlgebraOp, abc.ABC):
    """`%p, %q : vector<4xi1>`."""

    T: ClassVar = vector_var()
    lhs = operand_def(T)
    rhs = operand_def(LanesOf("T"))
    result = result_def(LanesOf("T"))
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs)"

    def __init__(self, lhs: SSAValue | Operation, rhs: SSAValue | Operation):
        super().__init__(operands=[lhs, rhs], result_types=[SSAValue.get(lhs).type])


class MaskNotOp(MaskAlgebraOp, abc.ABC):
    """`%p : vector<4xi1>`."""

    T: ClassVar = vector_var()
    input = operand_def(T)
    result = result_def(T)
    assembly_format = "$input attr-dict `:` type($result)"

    def __init__(self, input: SSAValue | Operation):
        super().__init__(operands=[input], result_types=[SSAValue.get(input).type])


class MaskReduceOp(MaskAlgebraOp, abc.ABC):
    """A scalar `i1` from a mask: `%p : vector<4xi1>`."""

    input = operand_def(VectorType)
    result = result_def(i1)
    assembly_format = "$input attr-dict `:` type($input)"
    REDUCES: ClassVar[bool] = True

    def __init__(self, input: SSAValue | Operation):
        super().__init__(operands=[input], result_types=[i1])


class MaskPrefixOp(IRDLOperation, abc.ABC):
    """The mask of the lanes below a scalar count, lane i set iff i < %n (signed; none
    when %n <= 0, all when %n >= W): `%p = simd.pfirst %n : vector<4xi1>`.  One
    scalar-unit op writing a mask register (AMD `s_bfm_b64`, x86 `bzhi` + `kmov`): the
    tail mask of a partial subgroup without a vector compare."""

    count = operand_def(i32)
    result = result_def(VectorType)
    assembly_format = "$count attr-dict `:` type($result)"

    def __init__(self, count: SSAValue | Operation, result_type: Attribute):
        super().__init__(operands=[count], result_types=[result_type])

    def verify_(self) -> None:
        check_vector(self.result.type, "result", mask=True)


class LaneMathOp(MaskedOp, abc.ABC):
    """The `math` op `kind` on every active lane (`MATH_FORMS`, with `interpreters/math.py`'s
    semantics): `sqrt, %a : vector<4xf32>`, `powf, %a, %b`, `fma, %a, %b, %c`; the
    operands and the result share one data vector type (i32 lanes for the integer ops
    `absi`, `ctlz`, `cttz`, `ctpop`, `ipowi`, f32 for the others)."""

    T: ClassVar = vector_var()
    kind = prop_def(StringAttr)
    inputs = var_operand_def(LanesOf("T"))
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(T)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    custom_directives = (Ident,)
    assembly_format = (
        f"custom<Ident>($kind) `,` $inputs {MASK_FORMAT} attr-dict `:` type($result)"
    )

    def __init__(
        self,
        kind: str,
        inputs: Sequence[SSAValue | Operation],
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        self._init_masked(
            [inputs], [SSAValue.get(inputs[0]).type], mask, negated, kind=StringAttr(kind)
        )

    def scalar_form(self) -> type[IRDLOperation]:
        """The `math` op each lane runs (the swap table's scalar form)."""
        return MATH_FORMS[self.kind.data]

    def verify_(self) -> None:
        kind, t = self.kind.data, self.result.type
        if kind not in MATH_FORMS:
            raise VerifyException(
                f"unknown math kind '{kind}'; expected one of {', '.join(MATH_FORMS)}"
            )
        width = check_vector(t, "result")
        arity = math_arity(kind)
        if len(self.inputs) != arity:
            raise VerifyException(
                f"'{kind}' takes {arity} operand{'s' * (arity > 1)}, found {len(self.inputs)}"
            )
        for i, v in enumerate(self.inputs):
            check_same(v.type, t, f"operand {i} type {{found}} does not match result type {{expected}}")
        if math_takes_floats(kind) != is_float(t):
            want = "vector<W x f32>" if math_takes_floats(kind) else "vector<W x i32>"
            raise VerifyException(f"'{kind}' expects {want}, found {t}")
        self.verify_mask(width)


class LaneAtomicOp(VectorMemOp, abc.ABC):
    """`memref.atomic_rmw` lane by lane: each active lane, in lane order, reads
    m[addrs[i]], stores `old <kind> value[i]` there and gets the old value; inactive
    lanes touch nothing and their result is poison.  Kinds are `ATOMIC_KINDS`:
    `addi, %v, %m[%addrs] : memref<?xi32>, vector<4xi32>`."""

    T: ClassVar = vector_var()
    kind = prop_def(StringAttr)
    value = operand_def(T)
    memref = operand_def(MemRefType)
    addrs = operand_def(LanesOf("T", i32))
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(LanesOf("T"))
    custom_directives = (Ident,)
    assembly_format = "custom<Ident>($kind) `,` " + _mem_format(True, "addrs")
    STORES: ClassVar[bool] = True
    VECTOR_INDEX: ClassVar[bool] = True

    def __init__(
        self,
        kind: str,
        value: SSAValue | Operation,
        memref: SSAValue | Operation,
        addrs: SSAValue | Operation,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        result_types = [SSAValue.get(value).type]
        kind_attr = StringAttr(kind)
        self._init_masked([value, memref, addrs], result_types, mask, negated, kind=kind_attr)

    def verify_(self) -> None:
        super().verify_()
        t = self.value.type
        check_same(self.result.type, t, "result type {found} does not match value type {expected}")
        kind = self.kind.data
        if kind not in ATOMIC_KINDS:
            raise VerifyException(
                f"unknown atomic kind '{kind}'; expected one of {', '.join(ATOMIC_KINDS)}"
            )
        if not atomic_applies(kind, element(t)):
            raise VerifyException(f"atomic kind '{kind}' does not apply to {t}")


class LaneCollectOp(MaskedOp, abc.ABC):
    """A scalar (uniform) from the active lanes of a data vector or a mask: the first
    active lane, or a reduction.  With no active lane the result is the zero of the
    element type (a value no thread reads, defined so that a uniform branch on it
    cannot fault, like the skipped arm of a guard)."""

    T: ClassVar = vector_var()
    vector = operand_def(T)
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(ElementOf("T"))

    def __init__(
        self,
        vector: SSAValue | Operation,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
        **props: Attribute,
    ):
        t = SSAValue.get(vector).type
        assert isinstance(t, VectorType)
        self._init_masked([vector], [t.get_element_type()], mask, negated, **props)

    def lane_width(self) -> int:
        width = vector_width(self.vector.type)
        assert width is not None
        return width

    def verify_(self) -> None:
        t = self.vector.type
        masks = isinstance(t, VectorType) and element(t) == i1
        width = check_vector(t, "operand", mask=masks)
        check_same(
            self.result.type, element(t), "result type {found} does not match the element type {expected}"
        )
        self.verify_mask(width)


class LaneFirstOp(LaneCollectOp, abc.ABC):
    """The first active lane: `%v mask(%p) : vector<4xi32>` (result `i32`)."""

    assembly_format = f"$vector {MASK_FORMAT} attr-dict `:` type($vector)"


class LaneReduceOp(LaneCollectOp, abc.ABC):
    """A reduction (`REDUCE_KINDS`, `reduce_lanes`) over the active lanes:
    `add, %v mask(%p) : vector<4xi32>` (result `i32`)."""

    kind = prop_def(StringAttr)
    custom_directives = (Ident,)
    assembly_format = f"custom<Ident>($kind) `,` $vector {MASK_FORMAT} attr-dict `:` type($vector)"

    def __init__(
        self,
        kind: str,
        vector: SSAValue | Operation,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        super().__init__(vector, mask, negated, kind=StringAttr(kind))

    def verify_(self) -> None:
        super().verify_()
        check_reduce_kind(self.kind.data, self.result.type)


def check_reduce_kind(kind: str, t: Attribute) -> None:
    """`kind` is a reduction and applies to elements of type `t`."""
    if kind not in REDUCE_KINDS:
        raise VerifyException(
            f"unknown reduction '{kind}'; expected one of {', '.join(REDUCE_KINDS)}"
        )
    if kind in ("and", "or", "xor") and t == f32:
        raise VerifyException(f"reduction '{kind}' needs an integer operand")


class MayTrap(ConditionallySpeculatable):
    """Division: a zero divisor in an active lane traps, so the op is speculatable
    only when its divisor is a constant free of zero lanes (xDSL's
    `ConditionallySpeculatableInterface`, asked by `is_speculatable`)."""

    @classmethod
    def is_speculatable(cls, op: Operation) -> bool:
        from simdopt.ir.matchers import is_nonzero_constant

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


class LaneCastOp(MaskedOp, abc.ABC):
    """The `arith` cast `kind` (`CAST_FORMS`, `cast_lane`) on every active lane, between
    i32 and f32 lanes of one width: `sitofp, %a : vector<4xi32> to vector<4xf32>`;
    `sitofp`/`uitofp` take i32 and give f32, `fptosi`/`fptoui` the reverse, `bitcast`
    either way.  f32 results are rounded to single precision; `fptosi`/`fptoui` of NaN
    or an infinity in an active lane faults (as the scalar cast does)."""

    T: ClassVar = vector_var()
    kind = prop_def(StringAttr)
    input = operand_def(T)
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(VectorType)
    custom_directives = (Ident,)
    assembly_format = (
        f"custom<Ident>($kind) `,` $input {MASK_FORMAT} attr-dict `:` type($input) "
        "`to` type($result)"
    )

    def __init__(
        self,
        kind: str,
        input: SSAValue | Operation,
        result_type: Attribute,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        self._init_masked([input], [result_type], mask, negated, kind=StringAttr(kind))

    def scalar_form(self) -> type[IRDLOperation]:
        """The `arith` cast each lane runs (the swap table's scalar form)."""
        return CAST_FORMS[self.kind.data]

    def verify_(self) -> None:
        kind, src, dst = self.kind.data, self.input.type, self.result.type
        if kind not in CAST_FORMS:
            raise VerifyException(
                f"unknown cast kind '{kind}'; expected one of {', '.join(CAST_FORMS)}"
            )
        width = check_vector(src, "operand")
        if check_vector(dst, "result") != width:
            raise VerifyException(
                f"result width {vector_width(dst)} does not match operand width {width}"
            )
        from_float = cast_source_is_float(kind, src)
        if is_float(src) != from_float or is_float(dst) == from_float:
            want = ("f32", "i32") if from_float else ("i32", "f32")
            raise VerifyException(
                f"'{kind}' casts vector<W x {want[0]}> to vector<W x {want[1]}>, "
                f"found {src} to {dst}"
            )
        self.verify_mask(width)
