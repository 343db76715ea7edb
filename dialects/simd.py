"""The `simd` dialect: the vector ISA of seed 000 plus SPMD thread intrinsics.

Values live in three register files of a lockstep SIMD machine of width W:
scalars (`i32`, `f32`, `i1`, `index`), vectors (`vector<W x i32>`, `vector<W x f32>`)
and predicates/masks (`vector<W x i1>`).  Every op that writes vector lanes or memory
takes an optional mask, printed `mask(%p)` or `mask(not %p)` before the colon; a masked
op computes only its active lanes, and the inactive lanes of its result are poison.
The types, lane semantics and op bases are `dialects/vector_unit/`'s (a package), shared with
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
from xdsl.dialects.builtin import IndexType, MemRefType, StringAttr, i1, i32
from xdsl.ir import Dialect, Operation, SSAValue
from xdsl.irdl import (
    AnyAttr,
    IRDLOperation,
    VarConstraint,
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

from simdopt.dialects.arith_ext import RemFOp
from simdopt.dialects.simd_cross_lane import (
    CROSS_LANE_OPS,
    VECTOR_FORMS,
    ActiveMaskOp,
    GroupScanOp,
    LanesBelowOp,
    ShuffleOp,
    VBallotOp,
    VoteOp,
    VPermuteOp,
    VScanOp,
    VShuffleOp,
)
from simdopt.dialects.simd_external import EXTERNAL_OPS, ExternalCallOp
from simdopt.dialects.traits import PerThreadSource, SpmdOnly
from simdopt.dialects.vector_unit import (
    CMPF_PREDICATES,
    CMPI_PREDICATES,
    MASK_FORMAT,
    MAX_WIDTH,
    MIN_WIDTH,
    REDUCE_KINDS,
    WIDTH_RULE,
    CastMayTrap,
    ContiguousLoadOp,
    ContiguousStoreOp,
    GatherLoadOp,
    Ident,
    LaneAtomicOp,
    LaneBinaryOp,
    LaneBroadcastOp,
    LaneCastOp,
    LaneCmpxchgOp,
    LaneCompareOp,
    LaneFacts,
    LaneFirstOp,
    LaneMathOp,
    LanePackOp,
    LanePrintOp,
    LaneReadOp,
    LaneReduceOp,
    LaneSelectOp,
    LanesOf,
    MaskBinaryOp,
    MaskedOp,
    MaskNotOp,
    MaskPrefixOp,
    MaskReduceOp,
    MayTrap,
    ScatterStoreOp,
    VectorMemOp,
    cast_shape_error,
    check_reduce_kind,
    is_data_element,
    is_int_element,
    is_scalar_type,
    is_valid_width,
    lane_bits,
    mask_type,
    may_trap_kind,
    vector_type,
    vector_var,
    vector_width,
)

__all__ = [
    "ActiveMaskOp", "GroupScanOp", "LanesBelowOp", "ShuffleOp", "VoteOp",
    "VBallotOp", "VPermuteOp", "VScanOp", "VShuffleOp", "ExternalCallOp",
    "CMPF_PREDICATES", "CMPI_PREDICATES", "MAX_WIDTH", "MIN_WIDTH", "REDUCE_KINDS", "MaskedOp",
    "WIDTH_RULE", "is_valid_width",
    "is_data_element", "is_int_element", "is_scalar_type", "mask_type",
    "vector_type", "vector_width", "cast_shape_error", "lane_bits",
]  # fmt: skip

# --------------------------------------------------------------------------- canonicalization


def _canonicalization(*patterns: str) -> HasCanonicalizationPatternsTrait:
    """The trait giving the named patterns of `simd_canonicalization`, imported lazily
    like xDSL's arith (the patterns module imports this one)."""

    class Patterns(HasCanonicalizationPatternsTrait):
        @classmethod
        def get_canonicalization_patterns(cls) -> tuple[RewritePattern, ...]:
            from simdopt.dialects import simd_canonicalization as c

            return tuple(getattr(c, name)() for name in patterns)

    return Patterns()


# The elementwise family; s2v / v2s: extract from a broadcast, a uniform s2v is a
# broadcast; s2vb of a negated condition is the negated mask of the condition.
BINARY_PATTERNS = _canonicalization("FoldBroadcastBinary", "RemoveIdentityBinary")
VPHI_PATTERNS = _canonicalization("SimplifyVPhi", "HoistCommonOperandFromVPhi")
LANE_MOVE_PATTERNS = _canonicalization("ExtractFromBroadcast", "UniformS2VToBroadcast")
BROADCAST_PATTERNS = _canonicalization("BroadcastOfNegation")
MASK_PATTERNS = _canonicalization("DoubleNegation", "FoldConstantMask", "SimplifyMaskAlgebra")


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
    traits = traits_def(BINARY_PATTERNS)
    assembly_format = f"$lhs `,` $rhs {MASK_FORMAT} attr-dict `:` type($lhs)"

    FACTS: ClassVar[LaneFacts]

    def __init__(
        self,
        lhs: SSAValue | Operation,
        rhs: SSAValue | Operation,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        self._init_masked([lhs, rhs], [SSAValue.get(lhs).type], mask, negated)

    def kind_name(self) -> str:
        return self.name

    def int_only(self) -> bool:
        return self.FACTS.int_only

    def float_only(self) -> bool:
        return self.FACTS.int_form is None


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
    """Lane-wise signed remainder (sign of the dividend); an i32 zero divisor traps,
    on floats it is `fmod` (`arith.remf`; a zero divisor gives NaN):
    `%c = simd.vrem %a, %b : vector<4xi32>`."""

    name = "simd.vrem"
    FACTS: ClassVar[LaneFacts] = LaneFacts("rem", arith.RemSIOp, RemFOp)


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
    FACTS: ClassVar[LaneFacts] = LaneFacts(
        "shl", arith.ShLIOp, int_only=True, identity=0, amount_modulus=32
    )


@irdl_op_definition
class VShrOp(_PureBinary):
    """Lane-wise arithmetic shift right (amount taken mod 32):
    `%c = simd.vshr %a, %b : vector<4xi32>`."""

    name = "simd.vshr"
    FACTS: ClassVar[LaneFacts] = LaneFacts(
        "shr", arith.ShRSIOp, int_only=True, identity=0, amount_modulus=32
    )


@irdl_op_definition
class VShruOp(_PureBinary):
    """Lane-wise logical shift right (zeros shifted in; amount taken mod 32):
    `%c = simd.vshru %a, %b : vector<4xi32>`."""

    name = "simd.vshru"
    FACTS: ClassVar[LaneFacts] = LaneFacts(
        "shru", arith.ShRUIOp, int_only=True, identity=0, amount_modulus=32
    )


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


@irdl_op_definition
class VDivuOp(_TrappingBinary):
    """Lane-wise unsigned division (the lanes' bits read unsigned); traps on zero:
    `%c = simd.vdivu %a, %b : vector<4xi32>`."""

    name = "simd.vdivu"
    FACTS: ClassVar[LaneFacts] = LaneFacts("divu", arith.DivUIOp, int_only=True, identity=1)


@irdl_op_definition
class VRemuOp(_TrappingBinary):
    """Lane-wise unsigned remainder; traps on zero: `%c = simd.vremu %a, %b : vector<4xi32>`."""

    name = "simd.vremu"
    FACTS: ClassVar[LaneFacts] = LaneFacts("remu", arith.RemUIOp, int_only=True)


@irdl_op_definition
class VMinuOp(_CommutativeBinary):
    """Lane-wise unsigned minimum: `%c = simd.vminu %a, %b : vector<4xi32>`."""

    name = "simd.vminu"
    FACTS: ClassVar[LaneFacts] = LaneFacts("minu", arith.MinUIOp, int_only=True)


@irdl_op_definition
class VMaxuOp(_CommutativeBinary):
    """Lane-wise unsigned maximum: `%c = simd.vmaxu %a, %b : vector<4xi32>`."""

    name = "simd.vmaxu"
    FACTS: ClassVar[LaneFacts] = LaneFacts("maxu", arith.MaxUIOp, int_only=True)


@irdl_op_definition
class VMinnumOp(_CommutativeBinary):
    """Lane-wise `arith.minnumf` (a NaN lane loses to a number), float lanes only:
    `%c = simd.vminnum %a, %b : vector<4xf32>`."""

    name = "simd.vminnum"
    FACTS: ClassVar[LaneFacts] = LaneFacts("minnum", None, arith.MinnumfOp)


@irdl_op_definition
class VMaxnumOp(_CommutativeBinary):
    """Lane-wise `arith.maxnumf` (a NaN lane loses to a number), float lanes only:
    `%c = simd.vmaxnum %a, %b : vector<4xf32>`."""

    name = "simd.vmaxnum"
    FACTS: ClassVar[LaneFacts] = LaneFacts("maxnum", None, arith.MaxnumfOp)


# --------------------------------------------------------------------------- scalar <-> vector


@irdl_op_definition
class S2VOp(LanePackOp):
    """Build a vector from W scalars, lane i from operand i:
    `%v = simd.s2v %x0, %x1, %x2, %x3 : vector<4xi32>`."""

    name = "simd.s2v"
    traits = traits_def(Pure(), LANE_MOVE_PATTERNS)


@irdl_op_definition
class S2VBOp(LaneBroadcastOp):
    """Broadcast a scalar to every lane (cost 1):
    `%v = simd.s2vb %x : vector<4xi32>`.  An `i1` broadcast to a mask,
    `%p = simd.s2vb %c : vector<4xi1>`, sets every lane of a mask register from a
    scalar condition (AMD `s_cselect_b64 s, -1, 0`)."""

    name = "simd.s2vb"
    traits = traits_def(Pure(), BROADCAST_PATTERNS)
    MASKS: ClassVar[bool] = True


@irdl_op_definition
class V2SOp(LaneReadOp):
    """Read one lane into a scalar register:
    `%x = simd.v2s %v[%lane] : vector<4xi32>` (`%lane : i32`)."""

    name = "simd.v2s"
    traits = traits_def(Pure(), LANE_MOVE_PATTERNS)


# --------------------------------------------------------------------------- memory


VMemOp = VectorMemOp
"""The memory ops' base (gather/scatter/vload/vstore), as the passes name it."""


@irdl_op_definition
class GatherOp(GatherLoadOp):
    """Lane i loads m[addrs[i]] (active lanes only):
    `%v = simd.gather %m[%addrs] : memref<?xi32>, vector<4xi32>`."""

    name = "simd.gather"
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class ScatterOp(ScatterStoreOp):
    """Active lanes store m[addrs[i]] = v[i], in lane order:
    `simd.scatter %v, %m[%addrs] : memref<?xi32>, vector<4xi32>`."""

    name = "simd.scatter"
    traits = traits_def(MemoryWriteEffect())


@irdl_op_definition
class VLoadOp(ContiguousLoadOp):
    """Lane i loads m[base + i] (active lanes only):
    `%v = simd.vload %m[%base] : memref<?xi32>, vector<4xi32>`."""

    name = "simd.vload"
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class VStoreOp(ContiguousStoreOp):
    """Active lanes store m[base + i] = v[i]:
    `simd.vstore %v, %m[%base] : memref<?xi32>, vector<4xi32>`."""

    name = "simd.vstore"
    traits = traits_def(MemoryWriteEffect())


# --------------------------------------------------------------------------- compare / select


@irdl_op_definition
class VCmpOp(LaneCompareOp):
    """Lane-wise compare writing a mask; predicates are arith.cmpi names for i32
    and arith.cmpf names for f32: `%p = simd.vcmp eq, %a, %b : vector<4xi32>`."""

    name = "simd.vcmp"
    traits = traits_def(Pure())


@irdl_op_definition
class VPhiOp(LaneSelectOp):
    """Merge two vectors by a predicate, lane i = p[i] ? a[i] : b[i]:
    `%r = simd.vphi %p, %a, %b : vector<4xi32>`."""

    name = "simd.vphi"
    traits = traits_def(Pure(), VPHI_PATTERNS)


# --------------------------------------------------------------------------- mask algebra


@irdl_op_definition
class PNotOp(MaskNotOp):
    """Mask complement: `%q = simd.pnot %p : vector<4xi1>`."""

    name = "simd.pnot"
    traits = traits_def(Pure(), MASK_PATTERNS)


class PBinaryOp(MaskBinaryOp, abc.ABC):
    """Both operands must have the mask type (a constraint, unlike lockstep's)."""

    T: ClassVar = vector_var()
    lhs = operand_def(T)
    rhs = operand_def(T)
    result = result_def(T)
    traits = traits_def(Pure(), MASK_PATTERNS)


@irdl_op_definition
class PAndOp(PBinaryOp):
    """Mask intersection: `%r = simd.pand %p, %q : vector<4xi1>`."""

    name = "simd.pand"


@irdl_op_definition
class POrOp(PBinaryOp):
    """Mask union: `%r = simd.por %p, %q : vector<4xi1>`."""

    name = "simd.por"


@irdl_op_definition
class PFirstOp(MaskPrefixOp):
    """The first lanes: lane i set iff i < %n (a scalar i32, signed):
    `%p = simd.pfirst %n : vector<4xi1>` - one mask-unit op (cost 1), the tail mask of
    a partial subgroup."""

    name = "simd.pfirst"
    traits = traits_def(Pure())


@irdl_op_definition
class AnyOp(MaskReduceOp):
    """True when some lane of the mask is set: `%b = simd.any %p : vector<4xi1>`."""

    name = "simd.any"
    traits = traits_def(Pure())


@irdl_op_definition
class AllOp(MaskReduceOp):
    """True when every lane of the mask is set: `%b = simd.all %p : vector<4xi1>`."""

    name = "simd.all"
    traits = traits_def(Pure())


# --------------------------------------------------------------------------- lane-wise math, atomics, cross-lane


@irdl_op_definition
class VMathOp(LaneMathOp):
    """The `math` op `kind` lane-wise (its scalar form, the swap table's, is that op):
    `%r = simd.vmath sqrt, %a : vector<4xf32>`, `simd.vmath fma, %a, %b, %c mask(%p)`."""

    name = "simd.vmath"
    traits = traits_def(Pure())


@irdl_op_definition
class VAtomicOp(LaneAtomicOp):
    """`memref.atomic_rmw` of every active lane, in lane order, returning the old values:
    `%old = simd.vatomic addi, %v, %m[%addrs] mask(%p) : memref<?xi32>, vector<4xi32>`."""

    name = "simd.vatomic"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())


@irdl_op_definition
class VCmpxchgOp(LaneCmpxchgOp):
    """`simd.cmpxchg` of every active lane, in lane order, returning the old values:
    `%old = simd.vcmpxchg %e, %v, %m[%addrs] mask(%p) : memref<?xi32>, vector<4xi32>`."""

    name = "simd.vcmpxchg"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())


@irdl_op_definition
class VPrintfOp(LanePrintOp):
    """`gpu.printf` of every active lane in lane order, lane i as thread `%tids[i]`:
    `simd.vprintf "x=%d\n" thread(%tids), %v mask(%p) : vector<4xi32>, vector<4xi32>`."""

    name = "simd.vprintf"
    traits = traits_def(MemoryWriteEffect())


@irdl_op_definition
class VReadFirstLaneOp(LaneFirstOp):
    """The value of the first active lane, a scalar (uniform); the SIMD form of
    `simd.readfirstlane`: `%u = simd.vreadfirstlane %v mask(%p) : vector<4xi32>`."""

    name = "simd.vreadfirstlane"
    traits = traits_def(Pure())


@irdl_op_definition
class VReduceOp(LaneReduceOp):
    """A reduction over the active lanes, a scalar (uniform); the SIMD form of
    `simd.group_reduce`: `%s = simd.vreduce add, %v mask(%p) : vector<4xi32>`."""

    name = "simd.vreduce"
    traits = traits_def(Pure())


@irdl_op_definition
class VCastOp(LaneCastOp):
    """The `arith` cast `kind` lane-wise between i32 and f32 (its scalar form, the swap
    table's, is that cast): `%f = simd.vcast sitofp, %a mask(%p) : vector<4xi32> to
    vector<4xf32>`; kinds sitofp, uitofp, fptosi, fptoui, bitcast."""

    name = "simd.vcast"
    traits = traits_def(NoMemoryEffect(), CastMayTrap())


# --------------------------------------------------------------------------- SPMD ops


class ThreadIndexOp(IRDLOperation, abc.ABC):
    """An `i32` index of the running thread: `: i32`."""

    result = result_def(i32)
    traits = traits_def(Pure(), PerThreadSource(), SpmdOnly())
    assembly_format = "attr-dict `:` type($result)"

    def __init__(self):
        super().__init__(result_types=[i32])


@irdl_op_definition
class ThreadIdOp(ThreadIndexOp):
    """The global index of the running thread (divergent):
    `%t = simd.thread_id : i32`."""

    name = "simd.thread_id"


@irdl_op_definition
class LaneIdOp(ThreadIndexOp):
    """The thread's lane in its group, thread_id mod W (divergent):
    `%l = simd.lane_id : i32`."""

    name = "simd.lane_id"


@irdl_op_definition
class CmpxchgOp(IRDLOperation):
    """The thread's compare-and-swap, one indivisible step (LLVM's `cmpxchg`, OpenCL's
    `atomic_cmpxchg`): reads m[i], stores `value` there when what it read has the bits
    of `expected` (`vector_unit.cmpxchg_lane`), returns what it read (divergent: the
    threads of one location see different values):
    `%old = simd.cmpxchg %expected, %v, %m[%i] : memref<?xi32>, i32`."""

    name = "simd.cmpxchg"
    T: ClassVar = VarConstraint("T", AnyAttr())
    expected = operand_def(T)
    value = operand_def(T)
    memref = operand_def(MemRefType)
    indices = var_operand_def(IndexType())
    result = result_def(T)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect(), SpmdOnly())
    assembly_format = "$expected `,` $value `,` $memref `[` $indices `]` attr-dict `:` type($memref) `,` type($value)"

    def __init__(
        self,
        expected: SSAValue | Operation,
        value: SSAValue | Operation,
        memref: SSAValue | Operation,
        indices: Sequence[SSAValue | Operation],
    ):
        super().__init__(
            operands=[expected, value, memref, indices], result_types=[SSAValue.get(value).type]
        )

    def verify_(self) -> None:
        mt = self.memref.type
        assert isinstance(mt, MemRefType)
        if mt.get_element_type() != self.value.type:
            raise VerifyException(
                f"memref element type {mt.get_element_type()} does not match value type {self.value.type}"
            )
        if len(self.indices) != len(mt.get_shape()):
            raise VerifyException(f"expected {len(mt.get_shape())} indices, found {len(self.indices)}")


def _check_scalar(v: SSAValue, what: str) -> None:
    if not is_scalar_type(v.type):
        raise VerifyException(f"{what}: expected i32, f32, i1 or index, found {v.type}")


class CrossLaneOp(IRDLOperation, abc.ABC):
    """A scalar of the thread from the active lanes of its group, one type in and out."""

    T: ClassVar = VarConstraint("T", AnyAttr())
    value = operand_def(T)
    result = result_def(T)
    # Convergent: no memory effect (dce/cse apply) but never speculated or hoisted.
    traits = traits_def(NoMemoryEffect(), SpmdOnly())


@irdl_op_definition
class ReadFirstLaneOp(CrossLaneOp):
    """The value of the first active lane, uniform by definition (convergent):
    `%u = simd.readfirstlane %x : i32`."""

    name = "simd.readfirstlane"
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
class GroupReduceOp(CrossLaneOp):
    """Reduce over the active lanes of the group; every lane gets the result
    (uniform, convergent): `%s = simd.group_reduce add, %x : i32`."""

    name = "simd.group_reduce"
    kind = prop_def(StringAttr)
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
        check_reduce_kind(self.kind.data, self.value.type)


ELEMENTWISE_OPS: tuple[type[VBinaryOp], ...] = (
    VAddOp, VSubOp, VMulOp, VDivOp, VRemOp, VAndOp,
    VOrOp, VXorOp, VShlOp, VShrOp, VShruOp, VMinOp, VMaxOp,
    VDivuOp, VRemuOp, VMinuOp, VMaxuOp, VMinnumOp, VMaxnumOp,
)  # fmt: skip

# SPEC §3's swap table, derived from the ops' INT_FORM/FLOAT_FORM facts.
SCALAR_FORM_INT: dict[type[VBinaryOp], type[arith.SignlessIntegerBinaryOperation]] = {
    op: f for op in ELEMENTWISE_OPS if (f := op.FACTS.int_form) is not None
}
SCALAR_FORM_FLOAT: dict[type[VBinaryOp], type[arith.FloatingPointLikeBinaryOperation]] = {
    op: f for op in ELEMENTWISE_OPS if (f := op.FACTS.float_form) is not None
}
VECTOR_FORM: dict[type[Operation], type[VBinaryOp]] = {
    **{s: v for v, s in SCALAR_FORM_INT.items()},
    **{s: v for v, s in SCALAR_FORM_FLOAT.items()},
}
"""The swap table's inverse: the vector op of a scalar `arith` op (spmd-vectorize)."""

_OPS: tuple[type[IRDLOperation], ...] = (
    *ELEMENTWISE_OPS, S2VOp, S2VBOp, V2SOp, GatherOp, ScatterOp, VLoadOp, VStoreOp,
    VCmpOp, VPhiOp, PNotOp, PAndOp, POrOp, PFirstOp, AnyOp, AllOp,
    VMathOp, VCastOp, VAtomicOp, VCmpxchgOp, VPrintfOp, VReadFirstLaneOp, VReduceOp,
    ThreadIdOp, LaneIdOp, CmpxchgOp, ReadFirstLaneOp, GroupReduceOp, *CROSS_LANE_OPS, *VECTOR_FORMS,
    *EXTERNAL_OPS,
)  # fmt: skip

SPMD_OPS: tuple[type[IRDLOperation], ...] = tuple(op for op in _OPS if op.has_trait(SpmdOnly))
"""The per-thread ops of an SPMD kernel (`SpmdOnly`): no SIMD program or machine
instruction has them (`spmd-vectorize` replaces them)."""

PER_THREAD_SOURCES: tuple[type[IRDLOperation], ...] = tuple(
    op for op in _OPS if op.has_trait(PerThreadSource)
)
"""The thread ids of `simd` (`PerThreadSource`)."""

TRAPPING_OPS: tuple[type[IRDLOperation], ...] = tuple(op for op in _OPS if may_trap_kind(op))
"""The ops that may trap for some operand values whatever their properties (the
divisions, `MayTrap`); a `vcast` traps by its kind (`may_trap`)."""

NON_DIVERGENT = "simd.non_divergent"
"""The unit attribute on a branch (`scf.if`, `cf.cond_br`, `cf.switch`) whose condition
the programmer asserts is uniform (seed 002's hint, trusted; `simd-run` checks it)."""
DIVERGENT_ARG = "simd.divergent"
"""The argument attribute of an SPMD kernel's scalar that differs per thread."""
SUBGROUPS_IN_ROWS = "simd.subgroups_in_rows"
"""The unit attribute of a vectorized program whose per-lane ids assume each subgroup
lies in one x-row of its block (`spmd-vectorize`'s row form for a block it cannot see):
`simd-run` runs it only on such launches."""
C_TYPE_ARG = "simd.c_type"
"""The argument attribute naming an unsigned C element type (`"uchar"`, `"ushort"`,
`"uint"`, `"ulong"`) of an integer scalar or buffer, read from clang's OpenCL
`!kernel_arg_base_type`: `simd-run` accepts and prints its values in the unsigned
range.  Without it an integer is signed (CUDA/HIP IR carries no such metadata).  On a
buffer the importer stores in other units (a `float*` also read as i32:
`memref<?xi32>`) it names any C scalar element type (`"float"`, `"int"`, ...):
`simd-run` takes and prints the buffer's values as that type."""
UNSIGNED_C_TYPES = {"uchar": 8, "ushort": 16, "uint": 32, "ulong": 64}
"""The unsigned C types `C_TYPE_ARG` names, with their widths."""

SIMD = Dialect("simd", list(_OPS))
