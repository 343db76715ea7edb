"""The `lockstep` dialect: the SIMD machine of seed 000 made explicit.

The machine has one ALU of W lanes and three register files: scalar registers
(`i32`, `f32`, `i1`, `index`), vector registers (`vector<W x i32|f32>`) and mask
registers (`vector<W x i1>`), plus one special mask register, `exec`, that says which
lanes a vector instruction writes (AMD Southern Islands, seed 001).  Three units issue
instructions, one per cycle:

* the **vector unit** (`valu`, `valus`, `vcmp`, `vcmps`, `vsel`, `vsels`, `vbcast`, `vpack`,
  `vload`, `vstore`, `vgather`, `vscatter`): every lane runs the same instruction
  (`valus`, `vcmps` and `vsels` read a scalar register as one operand, as AMD's SGPR
  operands and Nyuzi's vector-scalar forms do, with no broadcast; `vgathers`/`vscatters`
  add a scalar base to their vector of offsets, AMD's `saddr`); a lane is active when
  it is set in `exec` *and* in the optional mask operand (`mask(%m)` /
  `mask(not %m)`, Nyuzi style).  Inactive lanes of the result are poison; inactive
  lanes of a store write nothing.  These ops read `exec`, which is modelled as a
  memory read so that cse never merges two of them across an `exec` update;
* the **scalar unit**: every op outside this dialect (`arith.*`, `memref.load`,
  `memref.store`, `ub.poison`) and the scalar ops here (`vlane`, mask algebra
  `mand`/`mor`/`mnot`/`many`/`mall`, and the `exec` ops `exec_save`, `exec_and`,
  `exec_not`, `exec_restore`, which are AMD's `s_mov_b64`/`s_and_b64`/`s_not_b64`, and
  their fused forms `exec_and_save` and `exec_set`, AMD's `s_and_saveexec_b64` and
  `s_and_b64 exec, s, m`: `fuse-exec-masks`);
* the **branch unit**: `scf`/`cf` control flow on a scalar `i1` or `index` is a
  uniform branch (`s_cbranch_scc`); `lockstep.if_any`/`lockstep.if_all` branch on
  whether any/all lanes of a mask register are set (branch-if-none / branch-if-all,
  `s_cbranch_vccz`), and `lockstep.skip_execz` jumps over its region when `exec` is
  empty (`s_cbranch_execz`).

The machine's parameters (timing, energy; W is the program's vector width) are
`TargetDesc` (`lockstep_target.py`, re-exported here); a module carries them as the
verified attribute `lockstep.target = #lockstep.target<taken_branch_penalty = 3, ...>`, which
`convert-simd-to-lockstep` writes (every parameter is a pass option) and the simulator
reads through the cost model `interpreters/cost.py`.

```mlir
%c = lockstep.valu sub %a, %b mask(%m) : vector<4xi32>
```
"""

from __future__ import annotations

import abc
from typing import ClassVar

from xdsl.dialects.builtin import (
    MemRefType,
    StringAttr,
    UnitAttr,
    VectorType,
    i1,
    i32,
)
from xdsl.ir import (
    Attribute,
    Dialect,
    Operation,
    SSAValue,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import MemoryReadEffect, MemoryWriteEffect, Pure
from xdsl.utils.exceptions import VerifyException

from simdopt.dialects import vector_unit as vu
from simdopt.dialects.lockstep_control import ExecAndOp as ExecAndOp
from simdopt.dialects.lockstep_control import ExecAndSaveOp as ExecAndSaveOp
from simdopt.dialects.lockstep_control import ExecNotOp as ExecNotOp
from simdopt.dialects.lockstep_control import ExecOp as ExecOp
from simdopt.dialects.lockstep_control import ExecRestoreOp as ExecRestoreOp
from simdopt.dialects.lockstep_control import ExecSaveOp as ExecSaveOp
from simdopt.dialects.lockstep_control import ExecSetOp as ExecSetOp
from simdopt.dialects.lockstep_control import ExecWidth as ExecWidth
from simdopt.dialects.lockstep_control import IfAllOp as IfAllOp
from simdopt.dialects.lockstep_control import IfAnyOp as IfAnyOp
from simdopt.dialects.lockstep_control import MaskBranchOp as MaskBranchOp
from simdopt.dialects.lockstep_control import SkipExeczOp as SkipExeczOp
from simdopt.dialects.lockstep_control import YieldOp as YieldOp
from simdopt.dialects.lockstep_control import new_region as new_region
from simdopt.dialects.lockstep_target import TARGET_ATTR as TARGET_ATTR
from simdopt.dialects.lockstep_target import TARGET_FIELDS as TARGET_FIELDS
from simdopt.dialects.lockstep_target import TargetAttr
from simdopt.dialects.lockstep_target import TargetDesc as TargetDesc
from simdopt.dialects.lockstep_target import check_target_value as check_target_value
from simdopt.dialects.simd import ELEMENTWISE_OPS

VALU_KINDS = tuple(op.FACTS.kind for op in ELEMENTWISE_OPS)
"""`lockstep.valu` kinds: one per `simd` elementwise op, with its lane semantics."""
INT_ONLY_KINDS = tuple(op.FACTS.kind for op in ELEMENTWISE_OPS if op.FACTS.int_only)
FLOAT_ONLY_KINDS = tuple(op.FACTS.kind for op in ELEMENTWISE_OPS if op.FACTS.int_form is None)
REVERSED_KINDS = ("sub", "shl", "shr", "shru")
"""The `valus` kinds with a reversed form (scalar - vector, scalar << vector...): AMD's
`v_subrev_*`, `v_lshlrev_b32`, `v_ashrrev_i32`, `v_lshrrev_b32`."""


# --------------------------------------------------------------------------- vector unit


class VectorUnitOp(vu.MaskedOp, abc.ABC):
    """An instruction of the vector unit: active lanes are exec & mask (the shared
    `vu.MaskedOp` with the `exec` read every vector-unit op makes)."""


class ValuBase(VectorUnitOp, vu.LaneBinaryOp, abc.ABC):
    """A lane-wise ALU op (`kind` is one of add sub mul div rem and or xor shl shr min
    max, with simd's semantics; div/rem trap on a zero divisor in an active lane).
    With `merge(%old)` the inactive lanes keep %old's lanes instead of becoming
    poison — the register is written only where the lane is active, as AMD's exec
    and Nyuzi's `sub_f_mask v2, s1, v1, v0` (`$dest = $oldvalue`) do:
    `%r = lockstep.valu sub %a, %b mask(not %p) merge(%t) : vector<4xi32>`."""

    T: ClassVar = vu.vector_var()
    kind = prop_def(StringAttr)
    lhs = operand_def(T)
    rhs = operand_def(vu.LanesOf("T"))
    mask = opt_operand_def(vu.LanesOf("T", i1))
    merge = opt_operand_def(vu.LanesOf("T"))
    result = result_def(vu.LanesOf("T"))
    traits = traits_def(MemoryReadEffect())
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    custom_directives = (vu.Ident,)
    assembly_format = (
        f"custom<Ident>($kind) $lhs `,` $rhs {vu.MASK_FORMAT} (`merge` `(` $merge^ `)`)? "
        "attr-dict `:` type($lhs)"
    )

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
            operands=[lhs, rhs, vu.opt(mask), vu.opt(merge)],
            result_types=[SSAValue.get(lhs).type],
            properties={"kind": StringAttr(kind), **vu.mask_props(negated)},
        )

    @property
    def merge_operand(self) -> SSAValue | None:
        m = self.merge
        assert m is None or isinstance(m, SSAValue)
        return m

    def kind_name(self) -> str:
        return self.kind.data

    def int_only(self) -> bool:
        return self.kind.data in INT_ONLY_KINDS

    def float_only(self) -> bool:
        return self.kind.data in FLOAT_ONLY_KINDS

    def verify_(self) -> None:
        if self.kind.data not in VALU_KINDS:
            raise VerifyException(
                f"unknown kind '{self.kind.data}'; expected one of {', '.join(VALU_KINDS)}"
            )
        super().verify_()


@irdl_op_definition
class ValuOp(ValuBase):
    """Lane-wise ALU op on two vector registers (see `ValuBase`)."""

    name = "lockstep.valu"


@irdl_op_definition
class ValusOp(ValuBase):
    """Lane-wise ALU op whose second operand is a scalar register, read by every lane
    (no broadcast issued), as Nyuzi's vector-scalar forms (`add_i v0, v1, s2`) and an
    AMD VALU op with an SGPR source: `%r = lockstep.valus mul %a, %s : vector<4xf32>`
    (%s: f32).  Otherwise `lockstep.valu` (kinds, mask, merge, traps)."""

    name = "lockstep.valus"
    T: ClassVar = vu.vector_var()
    lhs = operand_def(T)
    rhs = operand_def(vu.ElementOf("T"))
    mask = opt_operand_def(vu.LanesOf("T", i1))
    merge = opt_operand_def(vu.LanesOf("T"))
    reversed = opt_prop_def(UnitAttr)
    """`rev`: the scalar is the left operand, lane i = s op a[i] (AMD's `v_subrev`,
    `v_lshlrev`, `v_lshrrev`, `v_ashrrev`): `lockstep.valus rev sub %a, %s` is s - a."""
    assembly_format = (
        f"(`rev` $reversed^)? custom<Ident>($kind) $lhs `,` $rhs {vu.MASK_FORMAT} "
        "(`merge` `(` $merge^ `)`)? attr-dict `:` type($lhs)"
    )
    SCALAR_RHS: ClassVar[bool] = True

    def __init__(
        self,
        kind: str,
        lhs: SSAValue | Operation,
        rhs: SSAValue | Operation,
        mask: SSAValue | None = None,
        negated: bool = False,
        merge: SSAValue | None = None,
        reversed: bool = False,
    ):
        super().__init__(kind, lhs, rhs, mask, negated, merge)
        if reversed:
            self.properties["reversed"] = UnitAttr()

    @property
    def is_reversed(self) -> bool:
        return self.reversed is not None

    def verify_(self) -> None:
        if self.is_reversed and self.kind.data not in REVERSED_KINDS:
            raise VerifyException(
                f"'rev' takes one of {', '.join(REVERSED_KINDS)}, found '{self.kind.data}'"
            )
        super().verify_()


@irdl_op_definition
class VCmpOp(VectorUnitOp, vu.LaneCompareOp):
    """Lane-wise compare into a mask register (arith.cmpi/cmpf predicate names):
    `%p = lockstep.vcmp sgt, %a, %b : vector<4xi32>`."""

    name = "lockstep.vcmp"
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class VCmpsOp(VectorUnitOp, vu.LaneCompareOp):
    """Lane-wise compare with a scalar register, read by every lane (no broadcast
    issued), as AMD's `v_cmp` with an SGPR source:
    `%p = lockstep.vcmps slt, %a, %n : vector<4xi32>` (%n: i32)."""

    name = "lockstep.vcmps"
    T: ClassVar = vu.vector_var()
    lhs = operand_def(T)
    rhs = operand_def(vu.ElementOf("T"))
    mask = opt_operand_def(vu.LanesOf("T", i1))
    SCALAR_RHS: ClassVar[bool] = True
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class VSelOp(VectorUnitOp, vu.LaneSelectOp):
    """Lane select by a mask register, lane i = p[i] ? a[i] : b[i] (AMD
    `v_cndmask_b32`): `%r = lockstep.vsel %p, %a, %b : vector<4xi32>`."""

    name = "lockstep.vsel"
    traits = traits_def(MemoryReadEffect())
    PREDICATE_MISMATCH: ClassVar[str] = "predicate {type} does not match the vector width {width}"


@irdl_op_definition
class VSelsOp(VectorUnitOp):
    """Lane select with one scalar side, read by every lane (no broadcast issued):
    `%r = lockstep.vsels %p, %a, %s : vector<4xi32>` is p[i] ? a[i] : s (AMD's
    `v_cndmask_b32` with an SGPR src0, its false value); with `rev` the scalar is the
    true value, p[i] ? s : a[i] (Nyuzi's `move_mask` of a scalar source over a copy,
    GFX10's VOP3 form)."""

    name = "lockstep.vsels"
    T: ClassVar = vu.vector_var()
    pred = operand_def(vu.LanesOf("T", i1))
    value = operand_def(T)
    scalar = operand_def(vu.ElementOf("T"))
    mask = opt_operand_def(vu.LanesOf("T", i1))
    result = result_def(T)
    reversed = opt_prop_def(UnitAttr)
    traits = traits_def(MemoryReadEffect())
    assembly_format = (
        f"(`rev` $reversed^)? $pred `,` $value `,` $scalar {vu.MASK_FORMAT} attr-dict `:` type($result)"
    )

    def __init__(
        self,
        pred: SSAValue | Operation,
        value: SSAValue | Operation,
        scalar: SSAValue | Operation,
        reversed: bool = False,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        self._init_masked(
            [pred, value, scalar], [SSAValue.get(value).type], mask, negated,
            **({"reversed": UnitAttr()} if reversed else {}),
        )  # fmt: skip

    @property
    def is_reversed(self) -> bool:
        return self.reversed is not None

    def verify_(self) -> None:
        width = vu.check_vector(self.result.type, "result")
        vu.check_same(self.value.type, self.result.type, "value type {found} does not match result type {expected}")
        vu.check_same(self.scalar.type, vu.element(self.result.type), "scalar type {found} is not the element type {expected}")
        if vu.check_vector(self.pred.type, "predicate", mask=True) != width:
            raise VerifyException(f"predicate {self.pred.type} does not match the vector width {width}")
        self.verify_mask(width)


@irdl_op_definition
class VBcastOp(VectorUnitOp, vu.LaneBroadcastOp):
    """Broadcast a scalar register to the active lanes (one ALU op, like simd.s2vb):
    `%v = lockstep.vbcast %x : vector<4xi32>`."""

    name = "lockstep.vbcast"
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class VPackOp(VectorUnitOp, vu.LanePackOp):
    """Write W scalar registers into the lanes of a vector (W lane writes, like
    simd.s2v): `%v = lockstep.vpack %x0, %x1, %x2, %x3 : vector<4xi32>`."""

    name = "lockstep.vpack"
    traits = traits_def(MemoryReadEffect())


class VMemOp(VectorUnitOp, vu.VectorMemOp, abc.ABC):
    """Vector memory access (`vu.VectorMemOp`) of the vector unit."""

    ELEMENT_MISMATCH_PREFIX: ClassVar[str] = ""


@irdl_op_definition
class VLoadOp(VMemOp, vu.ContiguousLoadOp):
    """Contiguous load, lane i = m[base + i] (active lanes only):
    `%v = lockstep.vload %m[%base] : memref<?xi32>, vector<4xi32>`."""

    name = "lockstep.vload"
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class VStoreOp(VMemOp, vu.ContiguousStoreOp):
    """Contiguous store of the active lanes, m[base + i] = v[i]:
    `lockstep.vstore %v, %m[%base] : memref<?xi32>, vector<4xi32>`."""

    name = "lockstep.vstore"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())


@irdl_op_definition
class VGatherOp(VMemOp, vu.GatherLoadOp):
    """Indexed load, lane i = m[addrs[i]] (active lanes only):
    `%v = lockstep.vgather %m[%addrs] : memref<?xi32>, vector<4xi32>`."""

    name = "lockstep.vgather"
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class VScatterOp(VMemOp, vu.ScatterStoreOp):
    """Indexed store of the active lanes in lane order, m[addrs[i]] = v[i]:
    `lockstep.vscatter %v, %m[%addrs] : memref<?xi32>, vector<4xi32>`."""

    name = "lockstep.vscatter"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())


class _ScalarBaseMemOp(VMemOp):
    """A gather/scatter whose lane addresses are a scalar base plus a vector of offsets,
    the base read from its scalar register (AMD's `global_load_dword v, v_off, s[..]`,
    GFX9's `saddr`, and the buffer instructions' `soffset`): the address add is no vector
    op of its own."""

    VECTOR_INDEX: ClassVar[bool] = True


def _scalar_base_format(stores: bool) -> str:
    value = "$value `,` " if stores else ""
    data = "type($value)" if stores else "type($result)"
    return (
        f"{value}$memref `[` $sbase `+` $addrs `]` {vu.MASK_FORMAT} attr-dict `:` "
        f"type($memref) `,` {data}"
    )


@irdl_op_definition
class VGathersOp(_ScalarBaseMemOp, vu.VectorLoadOp):
    """Indexed load from a scalar base, lane i = m[s + offs[i]] (active lanes only):
    `%v = lockstep.vgathers %m[%s + %offs] : memref<?xi32>, vector<4xi32>`."""

    name = "lockstep.vgathers"
    T: ClassVar = vu.vector_var()
    memref = operand_def(MemRefType)
    sbase = operand_def(i32)
    addrs = operand_def(vu.LanesOf("T", i32))
    mask = opt_operand_def(vu.LanesOf("T", i1))
    result = result_def(T)
    assembly_format = _scalar_base_format(False)
    traits = traits_def(MemoryReadEffect())

    def __init__(
        self,
        memref: SSAValue | Operation,
        sbase: SSAValue | Operation,
        offsets: SSAValue | Operation,
        result_type: Attribute,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        self._init_masked([memref, sbase, offsets], [result_type], mask, negated)


@irdl_op_definition
class VScattersOp(_ScalarBaseMemOp, vu.VectorStoreOp):
    """Indexed store to a scalar base of the active lanes in lane order,
    m[s + offs[i]] = v[i]: `lockstep.vscatters %v, %m[%s + %offs] : memref<?xi32>, vector<4xi32>`."""

    name = "lockstep.vscatters"
    T: ClassVar = vu.vector_var()
    value = operand_def(T)
    memref = operand_def(MemRefType)
    sbase = operand_def(i32)
    addrs = operand_def(vu.LanesOf("T", i32))
    mask = opt_operand_def(vu.LanesOf("T", i1))
    assembly_format = _scalar_base_format(True)
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())

    def __init__(
        self,
        value: SSAValue | Operation,
        memref: SSAValue | Operation,
        sbase: SSAValue | Operation,
        offsets: SSAValue | Operation,
        mask: SSAValue | Operation | None = None,
        negated: bool = False,
    ):
        self._init_masked([value, memref, sbase, offsets], [], mask, negated)


@irdl_op_definition
class VMathOp(VectorUnitOp, vu.LaneMathOp):
    """The `math` op `kind` on the active lanes (simd.vmath's semantics):
    `%r = lockstep.vmath sqrt, %a : vector<4xf32>`."""

    name = "lockstep.vmath"
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class VCastOp(VectorUnitOp, vu.LaneCastOp):
    """The `arith` cast `kind` on the active lanes (simd.vcast's semantics):
    `%f = lockstep.vcast sitofp, %a : vector<4xi32> to vector<4xf32>`."""

    name = "lockstep.vcast"
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class VAtomicOp(VMemOp, vu.LaneAtomicOp):
    """Atomic read-modify-write of the active lanes, one after the other in lane order,
    returning the old values (simd.vatomic's semantics):
    `%old = lockstep.vatomic addi, %v, %m[%addrs] : memref<?xi32>, vector<4xi32>`."""

    name = "lockstep.vatomic"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())


@irdl_op_definition
class VCmpxchgOp(VMemOp, vu.LaneCmpxchgOp):
    """Compare-and-swap of the active lanes, one after the other in lane order,
    returning the old values (simd.vcmpxchg's semantics):
    `%old = lockstep.vcmpxchg %e, %v, %m[%addrs] : memref<?xi32>, vector<4xi32>`."""

    name = "lockstep.vcmpxchg"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())


@irdl_op_definition
class VPrintfOp(VectorUnitOp, vu.LanePrintOp):
    """`gpu.printf` of the active lanes in lane order (simd.vprintf's semantics):
    `lockstep.vprintf "x=%d\n" thread(%tids), %v : vector<4xi32>, vector<4xi32>`."""

    name = "lockstep.vprintf"
    traits = traits_def(MemoryReadEffect(), MemoryWriteEffect())


@irdl_op_definition
class VReadFirstLaneOp(VectorUnitOp, vu.LaneFirstOp):
    """The first active lane into a scalar register (AMD `v_readfirstlane_b32`, which
    reads exec): `%u = lockstep.vreadfirstlane %v : vector<4xi32>`."""

    name = "lockstep.vreadfirstlane"
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class VReduceOp(VectorUnitOp, vu.LaneReduceOp):
    """A reduction over the active lanes into a scalar register (AMD's DPP/wave
    reduction sequence as one instruction): `%s = lockstep.vreduce add, %v : vector<4xi32>`."""

    name = "lockstep.vreduce"
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class VShuffleOp(VectorUnitOp, vu.LaneShuffleOp):
    """A permutation by constant lanes (AMD DPP / `ds_swizzle`; simd.vshuffle's semantics):
    `%r = lockstep.vshuffle %v [1, 0, 3, 2] : vector<4xi32>`."""

    name = "lockstep.vshuffle"
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class VPermuteOp(VectorUnitOp, vu.LanePermuteOp):
    """A permutation by a vector index (AMD `ds_bpermute`, Nyuzi `shuffle`; simd.vpermute's
    semantics): `%r = lockstep.vpermute %v, %idx : vector<4xi32>`."""

    name = "lockstep.vpermute"
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class VBallotOp(VectorUnitOp, vu.LaneBallotOp):
    """A mask register and exec into a scalar register (AMD `s_and_b64 sdst, vcc, exec`;
    simd.vballot's semantics): `%b = lockstep.vballot %q : vector<4xi1> to i32`."""

    name = "lockstep.vballot"
    traits = traits_def(MemoryReadEffect())


@irdl_op_definition
class VScanOp(VectorUnitOp, vu.LaneScanOp):
    """A prefix reduction over the active lanes (AMD's DPP row-shift scan sequence as one
    instruction; simd.vscan's semantics): `%s = lockstep.vscan inclusive add, %v : vector<4xi32>`."""

    name = "lockstep.vscan"
    traits = traits_def(MemoryReadEffect())


# --------------------------------------------------------------------------- scalar unit


@irdl_op_definition
class VLaneOp(vu.LaneReadOp):
    """Read one lane of a vector register into a scalar register (AMD
    `v_readlane`; ignores exec): `%x = lockstep.vlane %v[%lane] : vector<4xi32>`."""

    name = "lockstep.vlane"
    traits = traits_def(Pure())


class MaskUnitOp(vu.MaskAlgebraOp, abc.ABC):
    """A scalar-unit op on W-bit mask registers (AMD `s_and_b64` and friends)."""

    traits = traits_def(Pure())


@irdl_op_definition
class MAndOp(MaskUnitOp, vu.MaskBinaryOp):
    """Mask intersection: `%r = lockstep.mand %p, %q : vector<4xi1>`."""

    name = "lockstep.mand"


@irdl_op_definition
class MOrOp(MaskUnitOp, vu.MaskBinaryOp):
    """Mask union: `%r = lockstep.mor %p, %q : vector<4xi1>`."""

    name = "lockstep.mor"


@irdl_op_definition
class MNotOp(MaskUnitOp, vu.MaskNotOp):
    """Mask complement: `%q = lockstep.mnot %p : vector<4xi1>`."""

    name = "lockstep.mnot"


@irdl_op_definition
class MBcastOp(IRDLOperation):
    """Every lane of a mask from a scalar condition (AMD `s_cselect_b64 s, -1, 0`):
    `%p = lockstep.mbcast %c : vector<4xi1>`."""

    name = "lockstep.mbcast"
    value = operand_def(i1)
    result = result_def(VectorType)
    traits = traits_def(Pure())
    assembly_format = "$value attr-dict `:` type($result)"

    def __init__(self, value: SSAValue | Operation, result_type: Attribute):
        super().__init__(operands=[value], result_types=[result_type])

    def verify_(self) -> None:
        vu.check_vector(self.result.type, "result", mask=True)


@irdl_op_definition
class MFirstOp(vu.MaskPrefixOp, MaskUnitOp):
    """The first lanes of a mask, lane i set iff i < %n (AMD `s_bfm_b64`):
    `%p = lockstep.mfirst %n : vector<4xi1>`."""

    name = "lockstep.mfirst"


@irdl_op_definition
class MAnyOp(MaskUnitOp, vu.MaskReduceOp):
    """Some lane set (scalar `i1`): `%b = lockstep.many %p : vector<4xi1>`."""

    name = "lockstep.many"


@irdl_op_definition
class MAllOp(MaskUnitOp, vu.MaskReduceOp):
    """Every lane set (scalar `i1`): `%b = lockstep.mall %p : vector<4xi1>`."""

    name = "lockstep.mall"


VECTOR_UNIT_OPS: tuple[type[VectorUnitOp], ...] = (
    ValuOp, ValusOp, VCmpOp, VCmpsOp, VSelOp, VSelsOp, VBcastOp, VPackOp, VLoadOp, VStoreOp,
    VGatherOp, VScatterOp, VGathersOp, VScattersOp, VMathOp, VCastOp, VAtomicOp, VCmpxchgOp, VPrintfOp, VReadFirstLaneOp, VReduceOp,
    VShuffleOp, VPermuteOp, VBallotOp, VScanOp,
)  # fmt: skip

LOCKSTEP = Dialect(
    "lockstep",
    [
        *VECTOR_UNIT_OPS, VLaneOp, MAndOp, MOrOp, MNotOp, MBcastOp, MFirstOp, MAnyOp, MAllOp,
        ExecSaveOp, ExecAndOp, ExecNotOp, ExecRestoreOp, ExecAndSaveOp, ExecSetOp, YieldOp, SkipExeczOp,
        IfAnyOp, IfAllOp,
    ],  # fmt: skip
    [TargetAttr],
)
