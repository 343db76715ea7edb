"""The vector unit's register types and their checks: W-lane data vectors and masks,
the scalars, and the one vector width rule (`check_width`)."""


from __future__ import annotations

import functools

from xdsl.dialects.builtin import (
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    VectorType,
    f32,
    i1,
)
from xdsl.ir import Attribute
from xdsl.utils.exceptions import VerifyException

MIN_WIDTH = 2
MAX_WIDTH = 64

CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF_PREDICATES = (
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
    "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
)  # fmt: skip

# --------------------------------------------------------------------------- types


@functools.lru_cache(maxsize=1024)
def vector_of(element: Attribute, shape: tuple[int, ...]) -> VectorType:
    """The vector type of `shape` and `element`, one object per pair: the ops' formats
    infer a mask or address type per parsed op, and building and verifying a new
    `VectorType` each time was ~13% of parsing a vectorized program.  Attributes are
    immutable, so the object is shared safely (`ir/parsed_types.py` does the same for
    parsed spellings)."""
    return VectorType(element, shape)


def vector_type(width: int, element: Attribute) -> VectorType:
    return vector_of(element, (width,))


def mask_type(width: int) -> VectorType:
    return vector_of(i1, (width,))


FLOAT_LANE_TYPES = (Float16Type, Float32Type, Float64Type)
"""The float lane types of a data vector (f16, f32, f64; SPEC §2)."""

INT_LANE_BITS = (8, 16, 32, 64)
"""The integer lane widths of a data vector (SPEC §2: i8, i16, i32, i64)."""


def is_data_element(t: Attribute) -> bool:
    """A lane type of a data vector: i8, i16, i32, i64, f16, f32 or f64."""
    return is_int_element(t) or isinstance(t, FLOAT_LANE_TYPES)


def is_int_element(t: Attribute) -> bool:
    return isinstance(t, IntegerType) and t.width.data in INT_LANE_BITS


def is_float(t: Attribute) -> bool:
    """Whether `t`, or its element type, is f32 (the type whose results are rounded
    to single precision)."""
    return isinstance(element(t) if isinstance(t, VectorType) else t, Float32Type)


def is_float_element(t: Attribute) -> bool:
    """Whether `t`, or its element type, is a float (f16, f32 or f64): float lane
    semantics (`FLOAT_LANE`, `arith.cmpf` predicates) rather than integer ones."""
    return isinstance(element(t) if isinstance(t, VectorType) else t, FLOAT_LANE_TYPES)


def lane_bits(t: Attribute) -> int:
    """The bit width of a lane of `t` (a vector, or a scalar element type): 8 ... 64
    for integers and floats, 32 for `index` (its lanes are i32)."""
    e = element(t) if isinstance(t, VectorType) else t
    if isinstance(e, IntegerType):
        return e.width.data
    if isinstance(e, FLOAT_LANE_TYPES):
        return e.bitwidth
    return 32


def is_scalar_type(t: Attribute) -> bool:
    return t in (i1, f32) or is_data_element(t) or isinstance(t, IndexType)


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
    expected = "vector<W x i1>" if mask else "vector<W x T> for T in i8, i16, i32, i64, f16, f32, f64"
    width = vector_width(t)
    if width is None:
        raise VerifyException(f"{what}: expected {expected}, found {t}")
    assert isinstance(t, VectorType)
    if any(t.get_scalable_dims()):
        raise VerifyException(f"{what}: expected a fixed-width vector, found {t}")
    if not ((element(t) == i1) if mask else is_data_element(element(t))):
        raise VerifyException(f"{what}: expected {expected}, found {t}")
    check_width(width, what)
    return width


def is_valid_width(width: int) -> bool:
    """SPEC's vector width rule: W is a power of two from `MIN_WIDTH` to `MAX_WIDTH`."""
    return MIN_WIDTH <= width <= MAX_WIDTH and not width & (width - 1)


WIDTH_RULE = f"a power of two from {MIN_WIDTH} to {MAX_WIDTH}"


def check_width(width: int, what: str) -> None:
    """Raise unless `width` is a vector width (`is_valid_width`); every width check of
    the dialects is this one (the lockstep target's `width` is read unchecked by
    `lockstep.TargetDesc.from_attr`: its vectors are checked here)."""
    if not is_valid_width(width):
        raise VerifyException(f"{what}: vector width must be {WIDTH_RULE}, found {width}")


def check_same(found: Attribute, expected: Attribute, message: str) -> None:
    if found != expected:
        raise VerifyException(message.format(found=found, expected=expected))
