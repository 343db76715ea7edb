"""Abstract bases of the vector unit's cross-lane ops (the vector forms of the SPMD
cross-lane ops, `dialects/simd_cross_lane.py`): lane permutations with a constant or a
vector index, the ballot of a mask into an integer, and the prefix scan over the active
lanes.  The reduction over the active lanes is `LaneReduceOp` (`unit_ops.py`), the read
of one lane `LaneReadOp` (`lane_ops.py`).

```mlir
%r = simd.vshuffle %v [1, 0, 3, 2] mask(%p) : vector<4xi32>   // lane i = v[lanes[i]]
%r = simd.vpermute %v, %idx mask(%p) : vector<4xi32>          // lane i = v[idx[i] mod W]
%b = simd.vballot %q mask(%p) : vector<4xi1> to i32           // bit i = p[i] and q[i]
%s = simd.vscan exclusive add, %v mask(%p) : vector<4xi32>    // active lanes below i
```

A permutation reads any lane of its source, active or not (the source's inactive lanes
are poison, and poison read is poison in the result, never a fault); the mask says which
lanes of the result are written.
"""

from __future__ import annotations

import abc
from typing import ClassVar

from xdsl.dialects.builtin import (
    DenseArrayBase,
    IntegerType,
    StringAttr,
    VectorType,
    i1,
    i32,
    i64,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    IRDLOperation,
    operand_def,
    opt_operand_def,
    prop_def,
    result_def,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from simdopt.dialects.vector_unit.lane_ops import MaskedOp
from simdopt.dialects.vector_unit.syntax import MASK_FORMAT, Ident, LanesOf, vector_var
from simdopt.dialects.vector_unit.unit_ops import check_reduce_kind
from simdopt.dialects.vector_unit.vector_types import (
    check_vector,
    element,
    vector_width,
)

SCAN_MODES = ("inclusive", "exclusive")
BALLOT_TYPES = (i32, i64)
"""A set of lanes as an integer: bit k is lane k (i32 up to W = 32, i64 up to 64)."""


@irdl_custom_directive
class LaneList(CustomDirective):
    """A dense i32 array property printed as `[1, 0, 3, 2]` (MLIR's `vector.shuffle`)."""

    value: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        lanes = parser.parse_comma_separated_list(parser.Delimiter.SQUARE, parser.parse_integer)
        self.value.set(state, DenseArrayBase.from_list(i32, lanes))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        state.print_whitespace(printer)
        attr = self.value.get(op)
        assert isinstance(attr, DenseArrayBase)
        printer.print_string("[" + ", ".join(str(x) for x in attr.get_values()) + "]")


class _SameVectorOp(MaskedOp, abc.ABC):
    """A data vector in, one of the same type out, under the optional mask."""

    def lane_width(self) -> int:
        width = vector_width(self.results[0].type)
        assert width is not None
        return width

    def _verify_data(self) -> int:
        v = self.operands[0]
        width = check_vector(v.type, "operand")  # the result's type is T, the operand's
        self.verify_mask(width)
        return width


class LaneShuffleOp(_SameVectorOp, abc.ABC):
    """A permutation by constant lanes (AMD DPP / `ds_swizzle`, Nyuzi `shuffle` with a
    constant index vector): lane i of the result is lane `lanes[i]` of `%v`:
    `%v [1, 0, 3, 2] mask(%p) : vector<4xi32>`."""

    T: ClassVar = vector_var()
    vector = operand_def(T)
    lanes = prop_def(DenseArrayBase[IntegerType])
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(T)
    custom_directives = (LaneList,)
    assembly_format = f"$vector custom<LaneList>($lanes) {MASK_FORMAT} attr-dict `:` type($vector)"

    def __init__(
        self, vector: SSAValue | Operation, lanes: list[int],
        mask: SSAValue | Operation | None = None, negated: bool = False,
    ):  # fmt: skip
        t = SSAValue.get(vector).type
        self._init_masked([vector], [t], mask, negated, lanes=DenseArrayBase.from_list(i32, lanes))

    def lane_list(self) -> tuple[int, ...]:
        return tuple(int(x) for x in self.lanes.get_values())

    def verify_(self) -> None:
        width = self._verify_data()
        lanes = self.lane_list()
        if self.lanes.elt_type != i32 or len(lanes) != width:
            raise VerifyException(f"expected {width} i32 lanes, found {len(lanes)}")
        if bad := [x for x in lanes if not 0 <= x < width]:
            raise VerifyException(f"lane {bad[0]} out of range [0, {width})")


class LanePermuteOp(_SameVectorOp, abc.ABC):
    """A permutation by a vector of lane indices (AMD `ds_bpermute`, AVX-512 `vpermd`,
    Nyuzi `shuffle`): lane i of the result is lane `idx[i] mod W` of `%v`; a poison index
    in an active lane faults: `%v, %idx mask(%p) : vector<4xi32>` (`%idx` is i32 lanes)."""

    T: ClassVar = vector_var()
    vector = operand_def(T)
    index = operand_def(LanesOf("T", i32))
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(T)
    assembly_format = f"$vector `,` $index {MASK_FORMAT} attr-dict `:` type($vector)"

    def __init__(
        self, vector: SSAValue | Operation, index: SSAValue | Operation,
        mask: SSAValue | Operation | None = None, negated: bool = False,
    ):  # fmt: skip
        self._init_masked([vector, index], [SSAValue.get(vector).type], mask, negated)

    def verify_(self) -> None:
        width = self._verify_data()
        t = self.index.type
        if not (isinstance(t, VectorType) and element(t) == i32 and vector_width(t) == width):
            raise VerifyException(f"index: expected vector<{width}xi32>, found {t}")


class LaneBallotOp(MaskedOp, abc.ABC):
    """The active lanes where the mask `%q` is set, as an integer (bit i = lane i; AMD's
    `v_cmp` result in an SGPR pair, read under exec): a scalar (uniform).  A poison lane
    of `%q` in an active lane faults, and so does an active lane the integer cannot hold
    (lane 32 into i32: a 32-thread block at W = 64 fits): `%q mask(%p) : vector<4xi1> to i32`."""

    T: ClassVar = vector_var()
    pred = operand_def(T)
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(IntegerType)
    assembly_format = f"$pred {MASK_FORMAT} attr-dict `:` type($pred) `to` type($result)"

    def __init__(
        self, pred: SSAValue | Operation, result_type: Attribute,
        mask: SSAValue | Operation | None = None, negated: bool = False,
    ):  # fmt: skip
        self._init_masked([pred], [result_type], mask, negated)

    def lane_width(self) -> int:
        width = vector_width(self.pred.type)
        assert width is not None
        return width

    def verify_(self) -> None:
        width = check_vector(self.pred.type, "operand", mask=True)
        t = self.result.type
        if t not in BALLOT_TYPES:
            raise VerifyException(f"result must be i32 or i64 (a lane mask), found {t}")
        self.verify_mask(width)


class LaneScanOp(_SameVectorOp, abc.ABC):
    """A prefix reduction over the active lanes in lane order: lane i (active) gets the
    reduction of the active lanes j <= i (inclusive) or j < i (exclusive; the kind's
    identity for the first): `exclusive add, %v mask(%p) : vector<4xi32>`."""

    T: ClassVar = vector_var()
    mode = prop_def(StringAttr)
    kind = prop_def(StringAttr)
    vector = operand_def(T)
    mask = opt_operand_def(LanesOf("T", i1))
    result = result_def(T)
    custom_directives = (Ident,)
    assembly_format = (
        f"custom<Ident>($mode) custom<Ident>($kind) `,` $vector {MASK_FORMAT} attr-dict `:` type($vector)"
    )

    def __init__(
        self, mode: str, kind: str, vector: SSAValue | Operation,
        mask: SSAValue | Operation | None = None, negated: bool = False,
    ):  # fmt: skip
        t = SSAValue.get(vector).type
        self._init_masked([vector], [t], mask, negated, mode=StringAttr(mode), kind=StringAttr(kind))

    def verify_(self) -> None:
        self._verify_data()
        if self.mode.data not in SCAN_MODES:
            raise VerifyException(f"unknown scan '{self.mode.data}'; expected one of {', '.join(SCAN_MODES)}")
        if self.kind.data == "mul":
            raise VerifyException("a scan's kind is add, min, max, and, or or xor")
        check_reduce_kind(self.kind.data, element(self.vector.type))
