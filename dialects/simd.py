"""The `simd` dialect: the vector ISA of seed 000 plus SPMD thread intrinsics.

Values live in three register files of a lockstep SIMD machine of width W:
scalars (`i32`, `f32`, `i1`, `index`), vectors (`vector<W x i32>`, `vector<W x f32>`)
and predicates/masks (`vector<W x i1>`).  Every op that writes vector lanes or memory
takes an optional mask, printed `mask(%p)` or `mask(not %p)` before the colon; a masked
op computes only its active lanes, and the inactive lanes of its result are poison.
The types, lane semantics and op bases are `dialects/vector_unit.py`'s, shared with
`lockstep`.

```mlir
%c = simd.vadd %a, %b mask(not %p) : vector<4xi32>
```
"""

from __future__ import annotations

import abc
from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects import arith
from xdsl.dialects.builtin import MemRefType, StringAttr, VectorType, f32, i1, i32
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
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.pattern_rewriter import RewritePattern
from xdsl.traits import (
    Commutative,
    HasCanonicalizationPatternsTrait,
    MemoryReadEffect,
    MemoryWriteEffect,
    NoMemoryEffect,
    Pure,
)
from xdsl.utils.exceptions import VerifyException

from simdopt.dialects.vector_unit import (
    CMPF_PREDICATES,
    CMPI_PREDICATES,
    MASK_FORMAT,
    MAX_WIDTH,
    MIN_WIDTH,
    ElementOf,
    Ident,
    LaneBinaryOp,
    LaneBroadcastOp,
    LaneCompareOp,
    LaneFacts,
    LanePackOp,
    LaneReadOp,
    LaneSelectOp,
    LanesOf,
    MaskAlgebraOp,
    MaskedOp,
    MayTrap,
    VectorMemOp,
    is_data_element,
    is_int_element,
    is_scalar_type,
    mask_props,
    mask_type,
    mem_format,
    opt,
    vector_type,
    vector_var,
    vector_width,
)

__all__ = [
    "CMPF_PREDICATES", "CMPI_PREDICATES", "MAX_WIDTH", "MIN_WIDTH", "MaskedOp",
    "is_data_element", "is_int_element", "is_scalar_type", "mask_type",
    "vector_type", "vector_width",
]  # fmt: skip

REDUCE_KINDS = ("add", "mul", "min", "max", "and", "or", "xor")


# --------------------------------------------------------------------------- canonicalization


class BinaryCanonicalization(HasCanonicalizationPatternsTrait):
    """Patterns of the elementwise family, imported lazily like xDSL's arith (the
    patterns module imports this one)."""

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from simdopt.dialects import simd_canonicalization as c

        return (c.FoldBroadcastBinary(), c.RemoveIdentityBinary())


class VPhiCanonicalization(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from simdopt.dialects import simd_canonicalization as c

        return (c.SimplifyVPhi(), c.HoistCommonOperandFromVPhi())


class LaneMoveCanonicalization(HasCanonicalizationPatternsTrait):
    """s2v / v2s: extract from a broadcast, a uniform s2v is a broadcast."""

    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from simdopt.dialects import simd_canonicalization as c

        return (c.ExtractFromBroadcast(), c.UniformS2VToBroadcast())


class MaskCanonicalization(HasCanonicalizationPatternsTrait):
    @classmethod
    def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
        from simdopt.dialects import simd_canonicalization as c

        return (c.DoubleNegation(),)


# --------------------------------------------------------------------------- elementwise


class VBinaryOp(LaneBinaryOp, abc.ABC):
    """Lane-wise binary op: `%c = simd.vadd %a, %b [mask(...)] : vector<Wx T>`.

    `FACTS` is what every other table derives from: the kind (the lane semantics in
    `vector_unit.INT_LANE`/`FLOAT_LANE` and the `lockstep.valu` kind), the scalar
    `arith` forms (SPEC §3's swap table), the right identity, i32 only or not."""

    T: ClassVar = vector_var()
    lhs = operand_def(T)
    rhs = operand_def(LanesOf("T"))
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(LanesOf("T"))
    traits = traits_def(BinaryCanonicalization())
    assembly_format = f"$lhs `,` $rhs {MASK_FORMAT} attr-dict `:` type($lhs)"

    FACTS: ClassVar[LaneFacts]

    def __init__(
        self,
        lhs: SSAValue | Operation,
        rhs: SSAValue | Operation,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=[lhs, rhs, opt(mask)],
            result_types=[SSAValue.get(lhs).type],
            properties=mask_props(negated),
        )

    def kind_name(self) -> str:
        return self.name

    def int_only(self) -> bool:
        return self.FACTS.int_only


class _PureBinary(VBinaryOp, abc.ABC):
    traits = traits_def(Pure())


class _TrappingBinary(VBinaryOp, abc.ABC):
    traits = traits_def(NoMemoryEffect(), MayTrap())


class _CommutativeBinary(_PureBinary, abc.ABC):
    traits = traits_def(Commutative())


@irdl_op_definition
class VAddOp(_CommutativeBinary):
    """Lane-wise addition (i32 wraps): `%c = simd.vadd %a, %b : vector<4xi32>`."""

    name = "simd.vadd"
    FACTS: ClassVar[LaneFacts] = LaneFacts("add", arith.AddiOp, arith.AddfOp, identity=0)


@irdl_op_definition
class VSubOp(_PureBinary):
    """Lane-wise subtraction: `%c = simd.vsub %a, %b : vector<4xi32>`."""

    name = "simd.vsub"
    FACTS: ClassVar[LaneFacts] = LaneFacts("sub", arith.SubiOp, arith.SubfOp, identity=0)


@irdl_op_definition
class VMulOp(_CommutativeBinary):
    """Lane-wise multiplication: `%c = simd.vmul %a, %b : vector<4xi32>`."""

    name = "simd.vmul"
    FACTS: ClassVar[LaneFacts] = LaneFacts("mul", arith.MuliOp, arith.MulfOp, identity=1)


@irdl_op_definition
class VDivOp(_TrappingBinary):
    """Lane-wise signed division, truncating toward zero; a zero divisor in an
    active lane traps, so the op is not speculatable:
    `%c = simd.vdiv %a, %b : vector<4xi32>`."""

    name = "simd.vdiv"
    FACTS: ClassVar[LaneFacts] = LaneFacts("div", arith.DivSIOp, arith.DivfOp, identity=1)


@irdl_op_definition
class VRemOp(_TrappingBinary):
    """Lane-wise signed remainder (sign of the dividend); traps on zero:
    `%c = simd.vrem %a, %b : vector<4xi32>`."""

    name = "simd.vrem"
    FACTS: ClassVar[LaneFacts] = LaneFacts("rem", arith.RemSIOp, int_only=True)


@irdl_op_definition
class VAndOp(_CommutativeBinary):
    """Lane-wise bitwise and: `%c = simd.vand %a, %b : vector<4xi32>`."""

    name = "simd.vand"
    FACTS: ClassVar[LaneFacts] = LaneFacts("and", arith.AndIOp, int_only=True)


@irdl_op_definition
class VOrOp(_CommutativeBinary):
    """Lane-wise bitwise or: `%c = simd.vor %a, %b : vector<4xi32>`."""

    name = "simd.vor"
    FACTS: ClassVar[LaneFacts] = LaneFacts("or", arith.OrIOp, int_only=True, identity=0)


@irdl_op_definition
class VXorOp(_CommutativeBinary):
    """Lane-wise bitwise xor: `%c = simd.vxor %a, %b : vector<4xi32>`."""

    name = "simd.vxor"
    FACTS: ClassVar[LaneFacts] = LaneFacts("xor", arith.XOrIOp, int_only=True, identity=0)


@irdl_op_definition
class VShlOp(_PureBinary):
    """Lane-wise shift left (amount taken mod 32):
    `%c = simd.vshl %a, %b : vector<4xi32>`."""

    name = "simd.vshl"
    FACTS: ClassVar[LaneFacts] = LaneFacts("shl", arith.ShLIOp, int_only=True, identity=0)


@irdl_op_definition
class VShrOp(_PureBinary):
    """Lane-wise arithmetic shift right (amount taken mod 32):
    `%c = simd.vshr %a, %b : vector<4xi32>`."""

    name = "simd.vshr"
    FACTS: ClassVar[LaneFacts] = LaneFacts("shr", arith.ShRSIOp, int_only=True, identity=0)


@irdl_op_definition
class VMinOp(_CommutativeBinary):
    """Lane-wise signed minimum, or `arith.minimumf` (NaN propagates) on f32:
    `%c = simd.vmin %a, %b : vector<4xi32>`."""

    name = "simd.vmin"
    FACTS: ClassVar[LaneFacts] = LaneFacts("min", arith.MinSIOp, arith.MinimumfOp)


@irdl_op_definition
class VMaxOp(_CommutativeBinary):
    """Lane-wise signed maximum, or `arith.maximumf` (NaN propagates) on f32:
    `%c = simd.vmax %a, %b : vector<4xi32>`."""

    name = "simd.vmax"
    FACTS: ClassVar[LaneFacts] = LaneFacts("max", arith.MaxSIOp, arith.MaximumfOp)


# --------------------------------------------------------------------------- scalar <-> vector


@irdl_op_definition
class S2VOp(LanePackOp):
    """Build a vector from W scalars, lane i from operand i:
    `%v = simd.s2v %x0, %x1, %x2, %x3 : vector<4xi32>`."""

    name = "simd.s2v"
    T: ClassVar = vector_var()
    elements = var_operand_def(ElementOf("T"))
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(T)
    traits = traits_def(Pure(), LaneMoveCanonicalization())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    assembly_format = f"$elements {MASK_FORMAT} attr-dict `:` type($result)"

    def __init__(
        self,
        elements: Sequence[SSAValue | Operation],
        result_type: Attribute,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=[elements, opt(mask)],
            result_types=[result_type],
            properties=mask_props(negated),
        )


@irdl_op_definition
class S2VBOp(LaneBroadcastOp):
    """Broadcast a scalar to every lane (cost 1):
    `%v = simd.s2vb %x : vector<4xi32>`.  An `i1` broadcast to a mask,
    `%p = simd.s2vb %c : vector<4xi1>`, sets every lane of a mask register from a
    scalar condition (AMD `s_cselect_b64 s, -1, 0`)."""

    name = "simd.s2vb"
    T: ClassVar = vector_var()
    value = operand_def(ElementOf("T"))
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(T)
    traits = traits_def(Pure())
    assembly_format = f"$value {MASK_FORMAT} attr-dict `:` type($result)"
    MASKS: ClassVar[bool] = True

    def __init__(
        self,
        value: SSAValue | Operation,
        result_type: Attribute,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=[value, opt(mask)],
            result_types=[result_type],
            properties=mask_props(negated),
        )


@irdl_op_definition
class V2SOp(LaneReadOp):
    """Read one lane into a scalar register:
    `%x = simd.v2s %v[%lane] : vector<4xi32>` (`%lane : i32`)."""

    name = "simd.v2s"
    T: ClassVar = vector_var()
    vector = operand_def(T)
    lane = operand_def(i32)
    result = result_def(ElementOf("T"))
    traits = traits_def(Pure(), LaneMoveCanonicalization())
    assembly_format = "$vector `[` $lane `]` attr-dict `:` type($vector)"

    def __init__(self, vector: SSAValue | Operation, lane: SSAValue | Operation):
        vt = SSAValue.get(vector).type
        assert isinstance(vt, VectorType)
        super().__init__(operands=[vector, lane], result_types=[vt.get_element_type()])


# --------------------------------------------------------------------------- memory


class VMemOp(VectorMemOp, abc.ABC):
    """Shared syntax of gather/scatter/vload/vstore:
    `[%v,] %m[%index] [mask(...)] : memref<?xT>, vector<WxT>`."""

    def __init__(
        self,
        *operands: SSAValue | Operation | None,
        result_type: Attribute | None = None,
        negated: bool = False,
    ):
        *fixed, mask = operands
        assert all(o is not None for o in fixed)
        super().__init__(
            operands=[*fixed, opt(mask)],
            result_types=[] if result_type is None else [result_type],
            properties=mask_props(negated),
        )


class _LoadOp(VMemOp, abc.ABC):
    def __init__(
        self,
        memref: SSAValue | Operation,
        index: SSAValue | Operation,
        result_type: Attribute,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        super().__init__(memref, index, mask, result_type=result_type, negated=negated)


class _StoreOp(VMemOp, abc.ABC):
    STORES: ClassVar[bool] = True

    def __init__(
        self,
        value: SSAValue | Operation,
        memref: SSAValue | Operation,
        index: SSAValue | Operation,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        super().__init__(value, memref, index, mask, negated=negated)


@irdl_op_definition
class GatherOp(_LoadOp):
    """Lane i loads m[addrs[i]] (active lanes only):
    `%v = simd.gather %m[%addrs] : memref<?xi32>, vector<4xi32>`."""

    name = "simd.gather"
    T: ClassVar = vector_var()
    memref = operand_def(MemRefType)
    addrs = operand_def(LanesOf("T", i32))
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(T)
    traits = traits_def(MemoryReadEffect())
    assembly_format = mem_format(False, "addrs")
    VECTOR_INDEX: ClassVar[bool] = True


@irdl_op_definition
class ScatterOp(_StoreOp):
    """Active lanes store m[addrs[i]] = v[i], in lane order:
    `simd.scatter %v, %m[%addrs] : memref<?xi32>, vector<4xi32>`."""

    name = "simd.scatter"
    T: ClassVar = vector_var()
    value = operand_def(T)
    memref = operand_def(MemRefType)
    addrs = operand_def(LanesOf("T", i32))
    mask = opt_operand_def(LanesOf("T", i1))
    traits = traits_def(MemoryWriteEffect())
    assembly_format = mem_format(True, "addrs")
    VECTOR_INDEX: ClassVar[bool] = True


@irdl_op_definition
class VLoadOp(_LoadOp):
    """Lane i loads m[base + i] (active lanes only):
    `%v = simd.vload %m[%base] : memref<?xi32>, vector<4xi32>`."""

    name = "simd.vload"
    T: ClassVar = vector_var()
    memref = operand_def(MemRefType)
    base = operand_def(i32)
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(T)
    traits = traits_def(MemoryReadEffect())
    assembly_format = mem_format(False, "base")


@irdl_op_definition
class VStoreOp(_StoreOp):
    """Active lanes store m[base + i] = v[i]:
    `simd.vstore %v, %m[%base] : memref<?xi32>, vector<4xi32>`."""

    name = "simd.vstore"
    T: ClassVar = vector_var()
    value = operand_def(T)
    memref = operand_def(MemRefType)
    base = operand_def(i32)
    mask = opt_operand_def(LanesOf("T", i1))
    traits = traits_def(MemoryWriteEffect())
    assembly_format = mem_format(True, "base")


# --------------------------------------------------------------------------- compare / select


@irdl_op_definition
class VCmpOp(LaneCompareOp):
    """Lane-wise compare writing a mask; predicates are arith.cmpi names for i32
    and arith.cmpf names for f32: `%p = simd.vcmp eq, %a, %b : vector<4xi32>`."""

    name = "simd.vcmp"
    T: ClassVar = vector_var()
    predicate = prop_def(StringAttr)
    lhs = operand_def(T)
    rhs = operand_def(LanesOf("T"))
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(LanesOf("T", i1))
    traits = traits_def(Pure())
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
        super().__init__(
            operands=[lhs, rhs, opt(mask)],
            result_types=[mask_type(width)],
            properties={"predicate": StringAttr(predicate), **mask_props(negated)},
        )


@irdl_op_definition
class VPhiOp(LaneSelectOp):
    """Merge two vectors by a predicate, lane i = p[i] ? a[i] : b[i]:
    `%r = simd.vphi %p, %a, %b : vector<4xi32>`."""

    name = "simd.vphi"
    T: ClassVar = vector_var()
    pred = operand_def(LanesOf("T", i1))
    true_value = operand_def(LanesOf("T"))
    false_value = operand_def(LanesOf("T"))
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(T)
    traits = traits_def(Pure(), VPhiCanonicalization())
    assembly_format = (
        f"$pred `,` $true_value `,` $false_value {MASK_FORMAT} attr-dict `:` type($result)"
    )

    def __init__(
        self,
        pred: SSAValue | Operation,
        true_value: SSAValue | Operation,
        false_value: SSAValue | Operation,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        super().__init__(
            operands=[pred, true_value, false_value, opt(mask)],
            result_types=[SSAValue.get(true_value).type],
            properties=mask_props(negated),
        )


# --------------------------------------------------------------------------- mask algebra


class MaskOp(MaskAlgebraOp, abc.ABC):
    """Mask-register op on the scalar unit (cost 1)."""

    traits = traits_def(Pure())


@irdl_op_definition
class PNotOp(MaskOp):
    """Mask complement: `%q = simd.pnot %p : vector<4xi1>`."""

    name = "simd.pnot"
    T: ClassVar = VarConstraint("T", base(VectorType))
    input = operand_def(T)
    result = result_def(T)
    traits = traits_def(MaskCanonicalization())
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
    T: ClassVar = VarConstraint("T", AnyAttr())
    kind = prop_def(StringAttr)
    value = operand_def(T)
    result = result_def(T)
    traits = traits_def(NoMemoryEffect())
    custom_directives = (Ident,)
    assembly_format = "custom<Ident>($kind) `,` $value attr-dict `:` type($result)"

    def __init__(self, kind: str, value: SSAValue | Operation):
        super().__init__(
            operands=[value],
            result_types=[SSAValue.get(value).type],
            properties={"kind": StringAttr(kind)},
        )

    def verify_(self) -> None:
        _check_scalar(self.value, "operand")
        if self.kind.data not in REDUCE_KINDS:
            raise VerifyException(
                f"unknown reduction '{self.kind.data}'; expected one of "
                f"{', '.join(REDUCE_KINDS)}"
            )
        if self.kind.data in ("and", "or", "xor") and self.value.type == f32:
            raise VerifyException(f"reduction '{self.kind.data}' needs an integer operand")


ELEMENTWISE_OPS: tuple[type[VBinaryOp], ...] = (
    VAddOp, VSubOp, VMulOp, VDivOp, VRemOp, VAndOp,
    VOrOp, VXorOp, VShlOp, VShrOp, VMinOp, VMaxOp,
)  # fmt: skip
ELEMENTWISE_BY_KIND: dict[str, type[VBinaryOp]] = {op.FACTS.kind: op for op in ELEMENTWISE_OPS}

# SPEC §3's swap table, derived from the ops' INT_FORM/FLOAT_FORM facts.
SCALAR_FORM_INT: dict[type[VBinaryOp], type[arith.SignlessIntegerBinaryOperation]] = {
    op: op.FACTS.int_form for op in ELEMENTWISE_OPS
}
SCALAR_FORM_FLOAT: dict[type[VBinaryOp], type[arith.FloatingPointLikeBinaryOperation]] = {
    op: f for op in ELEMENTWISE_OPS if (f := op.FACTS.float_form) is not None
}
VECTOR_FORM: dict[type[Operation], type[VBinaryOp]] = {
    **{s: v for v, s in SCALAR_FORM_INT.items()},
    **{s: v for v, s in SCALAR_FORM_FLOAT.items()},
}
"""The swap table's inverse: the vector op of a scalar `arith` op (spmd-vectorize)."""

SIMD = Dialect(
    "simd",
    [
        *ELEMENTWISE_OPS, S2VOp, S2VBOp, V2SOp, GatherOp, ScatterOp, VLoadOp, VStoreOp,
        VCmpOp, VPhiOp, PNotOp, PAndOp, POrOp, AnyOp, AllOp,
        ThreadIdOp, LaneIdOp, ReadFirstLaneOp, GroupReduceOp,
    ],
)  # fmt: skip
