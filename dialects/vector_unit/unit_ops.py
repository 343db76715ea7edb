"""Abstract bases of the vector unit's other ops: memory access, mask algebra, lane-wise
math, atomics, lane collection (first lane, reductions) and casts."""


from __future__ import annotations

import abc
from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import (
    MemRefType,
    StringAttr,
    VectorType,
    f32,
    i1,
    i32,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    operand_def,
    opt_operand_def,
    prop_def,
    result_def,
    var_operand_def,
)
from xdsl.utils.exceptions import VerifyException

from simdopt.dialects.vector_unit.lane_ops import (
    MaskedOp,
)
from simdopt.dialects.vector_unit.lane_semantics import (
    ATOMIC_KINDS,
    CAST_FORMS,
    MATH_FORMS,
    REDUCE_KINDS,
    atomic_applies,
    cast_shape_error,
    math_arity,
    math_takes_floats,
)
from simdopt.dialects.vector_unit.syntax import (
    MASK_FORMAT,
    ElementOf,
    Ident,
    LanesOf,
    vector_var,
)
from simdopt.dialects.vector_unit.vector_types import (
    check_same,
    check_vector,
    element,
    is_float_element,
    vector_type,
    vector_width,
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
        if math_takes_floats(kind) != is_float_element(t):
            want = "float lanes" if math_takes_floats(kind) else "integer lanes"
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


class LaneCmpxchgOp(VectorMemOp, abc.ABC):
    """LLVM's `cmpxchg` lane by lane: each active lane, in lane order, reads
    m[addrs[i]], stores `value[i]` there when what it read has the bits of
    `expected[i]` (`vector_unit.cmpxchg_lane`) and gets the old value; inactive lanes
    touch nothing and their result is poison:
    `%expected, %v, %m[%addrs] : memref<?xi32>, vector<4xi32>`."""

    T: ClassVar = vector_var()
    expected = operand_def(T)
    value = operand_def(T)
    memref = operand_def(MemRefType)
    addrs = operand_def(LanesOf("T", i32))
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(LanesOf("T"))
    assembly_format = "$expected `,` " + _mem_format(True, "addrs")
    STORES: ClassVar[bool] = True
    VECTOR_INDEX: ClassVar[bool] = True

    def __init__(
        self,
        expected: SSAValue | Operation,
        value: SSAValue | Operation,
        memref: SSAValue | Operation,
        addrs: SSAValue | Operation,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        result_types = [SSAValue.get(value).type]
        self._init_masked([expected, value, memref, addrs], result_types, mask, negated)

    def data_type(self) -> Attribute:
        return self.value.type

    def verify_(self) -> None:
        super().verify_()
        t = self.value.type
        check_same(self.result.type, t, "result type {found} does not match value type {expected}")


class LanePrintOp(MaskedOp, abc.ABC):
    """`gpu.printf` of every active lane, in lane order: lane i prints the format with
    lane i of each vector argument (a scalar argument is every lane's) as thread
    `threads[i]` (the run orders the text by thread, `interpreters/printf.py`):
    `"x=%d\n" thread(%tids), %v mask(%p) : vector<4xi32>, vector<4xi32>`."""

    T: ClassVar = vector_var()
    format = prop_def(StringAttr)
    threads = operand_def(T)
    args = var_operand_def()
    mask = opt_operand_def(LanesOf("T", i1))
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = (
        f"$format `thread` `(` $threads `)` (`,` $args^)? {MASK_FORMAT} attr-dict `:` "
        "type($threads) (`,` type($args)^)?"
    )

    def __init__(
        self,
        format: str,
        threads: SSAValue | Operation,
        args: Sequence[SSAValue | Operation],
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        self._init_masked([threads, args], [], mask, negated, format=StringAttr(format))

    def lane_width(self) -> int:
        width = vector_width(self.threads.type)
        assert width is not None
        return width

    def verify_(self) -> None:
        t = self.threads.type
        width = check_vector(t, "threads")
        if element(t) != i32:
            raise VerifyException(f"threads: expected vector<{width}xi32>, found {t}")
        for i, a in enumerate(self.args):
            at = a.type
            w = vector_width(at) if isinstance(at, VectorType) else width
            if w != width or isinstance(at, VectorType) and element(at) == i1:
                raise VerifyException(
                    f"argument #{i}: expected a scalar or a vector of {width} data lanes, found {at}"
                )
        self.verify_mask(width)


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
        if (why := cast_shape_error(kind, src, dst)) is not None:
            raise VerifyException(why)
        self.verify_mask(width)
