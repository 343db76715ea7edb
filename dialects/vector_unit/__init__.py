"""The vector unit both `simd` and `lockstep` build on: types, lane semantics, syntax.

A vector unit of width W reads and writes three register files: scalars (`i32`, `f32`,
`i1`, `index`), data vectors (`vector<W x i32|f32>`) and masks (`vector<W x i1>`).  An
op of the unit takes an optional mask, printed `mask(%p)` or `mask(not %p)` before the
colon; it computes only its active lanes, and the inactive lanes of its result are
poison.  This package holds what the two dialects share:

* `vector_types`: the type rules (`check_vector` rejects scalable vectors, `check_width`
  is SPEC's width rule: a power of two from 2 to 64);
* `lane_semantics`: the lane semantics of every stage and interpreter, and `LaneFacts`,
  what an elementwise op is;
* `syntax`: the declarative syntax pieces (`MASK_FORMAT`, `Ident`, `LanesOf`/`ElementOf`);
* `lane_ops`, `unit_ops`: abstract op bases with their verifiers; each dialect's
  concrete op is its name, its traits and its docstring;
* `traps`: which ops may trap (xDSL's `ConditionallySpeculatable`), asked by `may_trap`.

```mlir
%c = simd.vadd %a, %b mask(not %p) : vector<4xi32>
```
"""

from simdopt.dialects.vector_unit.lane_ops import (
    LaneBinaryOp,
    LaneBroadcastOp,
    LaneCompareOp,
    LaneFacts,
    LanePackOp,
    LaneReadOp,
    LaneSelectOp,
    MaskedOp,
    mask_props,
    opt,
    rebuilt,
)
from simdopt.dialects.vector_unit.lane_semantics import (
    ATOMIC_KINDS,
    CAST_FORMS,
    FLOAT_LANE,
    FP_TO_INT_KINDS,
    INT_LANE,
    MATH_FORMS,
    REDUCE_KINDS,
    NoIntegerValue,
    atomic_applies,
    atomic_lane,
    cast_lane,
    cast_source_is_float,
    compare,
    lane_op,
    math_arity,
    math_takes_floats,
    reduce_lanes,
    to_f32,
    wrap_i32,
)
from simdopt.dialects.vector_unit.syntax import (
    MASK_FORMAT,
    ElementOf,
    Ident,
    LanesOf,
    vector_var,
)
from simdopt.dialects.vector_unit.traps import (
    CastMayTrap,
    MayTrap,
    may_trap,
)
from simdopt.dialects.vector_unit.unit_ops import (
    ContiguousLoadOp,
    ContiguousStoreOp,
    GatherLoadOp,
    LaneAtomicOp,
    LaneCastOp,
    LaneCollectOp,
    LaneFirstOp,
    LaneMathOp,
    LaneReduceOp,
    MaskAlgebraOp,
    MaskBinaryOp,
    MaskNotOp,
    MaskPrefixOp,
    MaskReduceOp,
    ScatterStoreOp,
    VectorLoadOp,
    VectorMemOp,
    VectorStoreOp,
    check_reduce_kind,
)
from simdopt.dialects.vector_unit.vector_types import (
    CMPF_PREDICATES,
    CMPI_PREDICATES,
    MAX_WIDTH,
    MIN_WIDTH,
    check_same,
    check_vector,
    element,
    is_data_element,
    is_float,
    is_int_element,
    is_scalar_type,
    mask_type,
    vector_type,
    vector_width,
)

__all__ = [
    "MIN_WIDTH",
    "MAX_WIDTH",
    "CMPI_PREDICATES",
    "CMPF_PREDICATES",
    "vector_type",
    "mask_type",
    "is_data_element",
    "is_int_element",
    "is_float",
    "is_scalar_type",
    "element",
    "vector_width",
    "check_vector",
    "check_same",
    "wrap_i32",
    "to_f32",
    "INT_LANE",
    "FLOAT_LANE",
    "lane_op",
    "compare",
    "REDUCE_KINDS",
    "reduce_lanes",
    "ATOMIC_KINDS",
    "atomic_lane",
    "atomic_applies",
    "MATH_FORMS",
    "CAST_FORMS",
    "cast_source_is_float",
    "FP_TO_INT_KINDS",
    "NoIntegerValue",
    "cast_lane",
    "math_arity",
    "math_takes_floats",
    "LanesOf",
    "ElementOf",
    "Ident",
    "vector_var",
    "MASK_FORMAT",
    "MaskedOp",
    "rebuilt",
    "mask_props",
    "opt",
    "LaneFacts",
    "LaneBinaryOp",
    "LaneCompareOp",
    "LaneSelectOp",
    "LaneBroadcastOp",
    "LanePackOp",
    "LaneReadOp",
    "VectorMemOp",
    "VectorLoadOp",
    "VectorStoreOp",
    "ContiguousLoadOp",
    "GatherLoadOp",
    "ContiguousStoreOp",
    "ScatterStoreOp",
    "MaskAlgebraOp",
    "MaskBinaryOp",
    "MaskNotOp",
    "MaskReduceOp",
    "MaskPrefixOp",
    "LaneMathOp",
    "LaneAtomicOp",
    "LaneCollectOp",
    "LaneFirstOp",
    "LaneReduceOp",
    "check_reduce_kind",
    "LaneCastOp",
    "MayTrap",
    "CastMayTrap",
    "may_trap",
]
