"""The cross-lane ops of SPMD kernels (issue 22): shuffles, votes, ballots, the active
mask, lanes-below counts and subgroup scans.  Part of the `simd` dialect (`simd.py`
lists them); their meaning at run time is `interpreters/cross_lane.py`'s.

Each acts on the lanes of the subgroup that execute it convergently (the SPMD
executor's converged instance, SPEC §4); lanes are numbered by `simd.lane_id`.

```mlir
%y = simd.shuffle down %x, %d width(%w) sync(%m : i32) : f32   // __shfl_down_sync
%b = simd.vote ballot %p : i32                                 // __ballot_sync, llvm.amdgcn.ballot
%a = simd.active_mask : i64                                    // __activemask
%n = simd.lanes_below %b : i32                                 // popc(b & lanemask_lt), mbcnt
%s = simd.group_scan exclusive add, %x : i32                   // sub_group_scan_exclusive_add
```

Their vector forms (what `spmd-vectorize` makes of them; the SIMD program of one subgroup
has lane i = subgroup lane i) are here too, on the vector unit's bases
(`dialects/vector_unit/cross_lane_ops.py`), with `simd.vreduce` and `simd.v2s`:

```mlir
%r = simd.vshuffle %v [1, 0, 3, 2] mask(%p) : vector<4xi32>   // constant lanes (DPP, swizzle)
%r = simd.vpermute %v, %idx mask(%p) : vector<4xi32>          // vector index (ds_bpermute)
%b = simd.vballot %q mask(%p) : vector<4xi1> to i32           // ballot, active mask
%s = simd.vscan exclusive add, %v mask(%p) : vector<4xi32>    // scans
```

An optional `sync(%m : i32|i64)` operand is CUDA's member mask: a lane named in it that
does not take part in the instance (or a lane that takes part without being named) is a
fault at run time.  A shuffle's `width(%w)` cuts the subgroup into segments of `%w`
lanes (a power of two); without it the segment is the whole subgroup.
"""

from __future__ import annotations

import abc
from collections.abc import Callable
from typing import ClassVar

from xdsl.dialects.builtin import IntegerType, StringAttr, i1, i32, i64
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    VarConstraint,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import NoMemoryEffect, Pure
from xdsl.utils.exceptions import VerifyException

from simdopt.dialects import vector_unit as vu
from simdopt.dialects.traits import Behaviour, SpmdOnly
from simdopt.dialects.vector_unit import Ident, check_reduce_kind, is_scalar_type

SHUFFLE_MODES = ("idx", "up", "down", "xor")
VOTE_KINDS = ("any", "all", "uni", "ballot")
SCAN_MODES = ("inclusive", "exclusive")
MASK_TYPES = (i32, i64)
"""A set of lanes as an integer: bit k is lane k (i32 up to W = 32, i64 for W = 64)."""

_SYNC = "(`sync` `(` $sync^ `:` type($sync) `)`)?"


def _check_value(v: SSAValue, what: str) -> None:
    if not (is_scalar_type(v.type) or v.type == i64):
        raise VerifyException(f"{what}: expected i32, i64, f32, i1 or index, found {v.type}")


def _check_mode(value: str, allowed: tuple[str, ...], what: str) -> None:
    if value not in allowed:
        raise VerifyException(f"unknown {what} '{value}'; expected one of {', '.join(allowed)}")


def _check_mask_type(t: Attribute, what: str) -> None:
    if t not in MASK_TYPES:
        raise VerifyException(f"{what} must be i32 or i64 (a lane mask), found {t}")


def _check_sync(op: ShuffleOp | VoteOp) -> None:
    if op.sync is not None:
        _check_mask_type(op.sync.type, "a sync mask")


class SubgroupOp(IRDLOperation, abc.ABC):
    """A convergent op: it reads the other lanes of its converged instance.  No memory
    effect (dce/cse apply) but never speculated, hoisted or sunk across a branch."""

    traits = traits_def(NoMemoryEffect(), SpmdOnly())
    DIVERGENCE: ClassVar[Behaviour] = Behaviour.UNIFORM
    """Votes, ballots and the active mask: one value for the whole instance.  A `RULE`
    op (shuffle, scan) says when in `uniform_when`, which the analysis calls."""

    def uniform_when(self, divergent: Callable[[SSAValue], bool]) -> bool:
        """Whether the result is uniform given which operands are divergent."""
        return True


@irdl_op_definition
class ShuffleOp(SubgroupOp):
    """Read `%x` of another lane of the segment (CUDA `__shfl_*_sync`, OpenCL
    `sub_group_shuffle*`, AMD `ds_bpermute`/`ds_swizzle`/`readlane`):
    idx: lane `base + %lane mod width`; up / down: `lane - %lane` / `lane + %lane`,
    the own value when that leaves the segment; xor: `lane ^ %lane`, the own value
    outside the segment.  A source lane that is not in the instance reads poison.
    `%y = simd.shuffle xor %x, %c1 : i32`."""

    name = "simd.shuffle"
    T: ClassVar = VarConstraint("T", AnyAttr())
    mode = prop_def(StringAttr)
    value = operand_def(T)
    lane = operand_def(i32)
    width = opt_operand_def(i32)
    sync = opt_operand_def(IntegerType)
    result = result_def(T)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    custom_directives = (Ident,)
    assembly_format = (
        "custom<Ident>($mode) $value `,` $lane (`width` `(` $width^ `)`)? " + _SYNC + " attr-dict `:` type($result)"
    )

    def __init__(
        self, mode: str, value: SSAValue | Operation, lane: SSAValue | Operation,
        width: SSAValue | Operation | None = None, sync: SSAValue | Operation | None = None,
    ):  # fmt: skip
        super().__init__(
            operands=[value, lane, [width] if width is not None else [], [sync] if sync is not None else []],
            result_types=[SSAValue.get(value).type],
            properties={"mode": StringAttr(mode)},
        )

    def verify_(self) -> None:
        _check_mode(self.mode.data, SHUFFLE_MODES, "shuffle mode")
        _check_value(self.value, "operand")
        _check_sync(self)

    DIVERGENCE: ClassVar[Behaviour] = Behaviour.RULE

    def uniform_when(self, divergent: Callable[[SSAValue], bool]) -> bool:
        # A uniform source is the same wherever it is read (an out-of-segment or
        # inactive source reads the own value or poison, both "don't care"); idx with a
        # uniform lane and no segments reads one lane for all.
        if not divergent(self.value):
            return True
        return self.mode.data == "idx" and self.width is None and not divergent(self.lane)


@irdl_op_definition
class VoteOp(SubgroupOp):
    """A vote of the instance's lanes on `%p`: any, all, uni (all equal) as `i1`, or
    ballot, the mask of the lanes where `%p` holds (bit k = lane k) as i32/i64:
    `%b = simd.vote ballot %p sync(%m : i32) : i32`."""

    name = "simd.vote"
    kind = prop_def(StringAttr)
    pred = operand_def(i1)
    sync = opt_operand_def(IntegerType)
    result = result_def(IntegerType)
    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    custom_directives = (Ident,)
    assembly_format = "custom<Ident>($kind) $pred " + _SYNC + " attr-dict `:` type($result)"

    def __init__(self, kind: str, pred: SSAValue | Operation, result_type: Attribute = i1, sync: SSAValue | Operation | None = None):
        super().__init__(
            operands=[pred, [sync] if sync is not None else []],
            result_types=[result_type],
            properties={"kind": StringAttr(kind)},
        )

    def verify_(self) -> None:
        k = self.kind.data
        _check_mode(k, VOTE_KINDS, "vote")
        _check_sync(self)
        if k == "ballot":
            _check_mask_type(self.result.type, "a ballot's result")
        elif self.result.type != i1:
            raise VerifyException(f"vote '{k}' returns i1, found {self.result.type}")


@irdl_op_definition
class ActiveMaskOp(SubgroupOp):
    """The mask of the lanes of the instance (CUDA `__activemask`, AMD `exec`):
    `%m = simd.active_mask : i32`."""

    name = "simd.active_mask"
    result = result_def(IntegerType)
    assembly_format = "attr-dict `:` type($result)"

    def __init__(self, result_type: Attribute = i32):
        super().__init__(result_types=[result_type])

    def verify_(self) -> None:
        _check_mask_type(self.result.type, "an active mask")


@irdl_op_definition
class LanesBelowOp(IRDLOperation):
    """How many lanes of the mask `%m` are below this lane (AMD `mbcnt`, CUDA
    `__popc(m & %lanemask_lt)`); reads no other lane, so it is no sync point but the
    result differs per lane: `%n = simd.lanes_below %m : i64`."""

    name = "simd.lanes_below"
    mask = operand_def(IntegerType)
    result = result_def(i32)
    traits = traits_def(Pure(), SpmdOnly())
    DIVERGENCE: ClassVar[Behaviour] = Behaviour.SOURCE
    assembly_format = "$mask attr-dict `:` type($mask)"

    def __init__(self, mask: SSAValue | Operation):
        super().__init__(operands=[mask], result_types=[i32])

    def verify_(self) -> None:
        _check_mask_type(self.mask.type, "the mask")


@irdl_op_definition
class GroupScanOp(SubgroupOp):
    """A prefix reduction over the instance's lanes in lane order; exclusive gives lane k
    the reduction of the lanes below it (the kind's identity for the first):
    `%s = simd.group_scan inclusive add, %x : i32`."""

    name = "simd.group_scan"
    T: ClassVar = VarConstraint("T", AnyAttr())
    mode = prop_def(StringAttr)
    kind = prop_def(StringAttr)
    value = operand_def(T)
    result = result_def(T)
    custom_directives = (Ident,)
    assembly_format = "custom<Ident>($mode) custom<Ident>($kind) `,` $value attr-dict `:` type($result)"
    DIVERGENCE: ClassVar[Behaviour] = Behaviour.RULE

    def uniform_when(self, divergent: Callable[[SSAValue], bool]) -> bool:
        # A prefix differs per lane (the total is `simd.group_reduce`), except an
        # inclusive scan of a uniform value by an idempotent kind: the value itself.
        idempotent = self.kind.data in ("min", "max", "and", "or")
        return self.mode.data == "inclusive" and idempotent and not divergent(self.value)

    def __init__(self, mode: str, kind: str, value: SSAValue | Operation):
        super().__init__(
            operands=[value],
            result_types=[SSAValue.get(value).type],
            properties={"mode": StringAttr(mode), "kind": StringAttr(kind)},
        )

    def verify_(self) -> None:
        _check_mode(self.mode.data, SCAN_MODES, "scan")
        _check_value(self.value, "operand")
        if self.kind.data == "mul":
            raise VerifyException("a scan's kind is add, min, max, and, or or xor")
        check_reduce_kind(self.kind.data, self.value.type)


CROSS_LANE_OPS: tuple[type[IRDLOperation], ...] = (ShuffleOp, VoteOp, ActiveMaskOp, LanesBelowOp, GroupScanOp)
SYNC_OPS: tuple[type[IRDLOperation], ...] = (ShuffleOp, VoteOp, ActiveMaskOp, GroupScanOp)
"""The convergent ones: each a synchronization point of the SPMD executor."""


# --------------------------------------------------------------------------- vector forms


@irdl_op_definition
class VShuffleOp(vu.LaneShuffleOp):
    """Lane i is lane `lanes[i]` of `%v` (the vector form of a shuffle whose source lanes
    are constants): `%r = simd.vshuffle %v [1, 0, 3, 2] : vector<4xi32>`."""

    name = "simd.vshuffle"
    traits = traits_def(Pure())
    DIVERGENCE: ClassVar[Behaviour] = Behaviour.RULE

    def uniform_when(self, divergent: Callable[[SSAValue], bool]) -> bool:
        return not divergent(self.vector)  # equal lanes, however permuted


@irdl_op_definition
class VPermuteOp(vu.LanePermuteOp):
    """Lane i is lane `idx[i] mod W` of `%v` (the vector form of a shuffle by per-lane
    source lanes): `%r = simd.vpermute %v, %idx mask(%p) : vector<4xi32>`."""

    name = "simd.vpermute"
    traits = traits_def(NoMemoryEffect())
    DIVERGENCE: ClassVar[Behaviour] = Behaviour.RULE

    def uniform_when(self, divergent: Callable[[SSAValue], bool]) -> bool:
        return not divergent(self.vector)  # equal lanes, whatever the index


@irdl_op_definition
class VBallotOp(vu.LaneBallotOp):
    """The active lanes where `%q` holds as an integer (the vector form of a ballot, and
    of the active mask with an all-true `%q`): `%b = simd.vballot %q mask(%p) :
    vector<4xi1> to i32`."""

    name = "simd.vballot"
    traits = traits_def(NoMemoryEffect())
    DIVERGENCE: ClassVar[Behaviour] = Behaviour.UNIFORM


@irdl_op_definition
class VScanOp(vu.LaneScanOp):
    """A prefix reduction over the active lanes (the vector form of `simd.group_scan`):
    `%s = simd.vscan inclusive max, %v mask(%p) : vector<4xi32>`."""

    name = "simd.vscan"
    traits = traits_def(NoMemoryEffect())
    DIVERGENCE: ClassVar[Behaviour] = Behaviour.RULE

    def uniform_when(self, divergent: Callable[[SSAValue], bool]) -> bool:
        # as `simd.group_scan`: prefixes differ, except an idempotent inclusive scan
        idempotent = self.kind.data in ("min", "max", "and", "or")
        return self.mode.data == "inclusive" and idempotent and not divergent(self.vector)


VECTOR_FORMS: tuple[type[IRDLOperation], ...] = (VShuffleOp, VPermuteOp, VBallotOp, VScanOp)
VectorRuleOp = VShuffleOp | VPermuteOp | VScanOp
"""The vector forms with a per-op rule (`uniform_when`) for the analysis."""
"""The SIMD-program ops of this module (no `SpmdOnly`)."""
