"""Runtime values of every simd-opt interpreter, and the one poison model.

A vector or mask is a tuple of W lanes (ints, floats, bools); a lane may be `POISON`
(an inactive or undefined lane), and a scalar may be `POISON` too.  Mask algebra
refines poison: a defined false lane and-ed (a defined true lane or-ed) with poison is
defined, so an inner predicate computed under an outer mask composes with it.
"""

from __future__ import annotations

from typing import Any

from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.ir import Attribute

from simdopt.dialects.vector_unit import vector_width, wrap_i32

__all__ = ["POISON", "and3", "or3", "poison_of", "to_json", "wrap_i32"]


class _Poison:
    """The poison lane value (an inactive or undefined lane)."""

    _instance: _Poison | None = None

    def __new__(cls) -> _Poison:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "poison"


POISON = _Poison()


def poison_of(t: Attribute) -> Any:
    """An all-poison value of type `t` (a tuple of POISON lanes for a vector)."""
    w = vector_width(t)
    return POISON if w is None else (POISON,) * w


def and3(x: Any, y: Any) -> Any:
    """Lane `and` where a defined false lane wins over poison."""
    if (x is not POISON and not x) or (y is not POISON and not y):
        return False
    if x is POISON or y is POISON:
        return POISON
    return True


def or3(x: Any, y: Any) -> Any:
    """Lane `or` where a defined true lane wins over poison."""
    if (x is not POISON and x) or (y is not POISON and y):
        return True
    if x is POISON or y is POISON:
        return POISON
    return False


def to_json(value: Any) -> Any:
    """A JSON-ready form of a runtime value (poison as null, booleans as 0/1, a memref
    as its contents, flat, as `memrefs` prints an argument's)."""
    if isinstance(value, ShapedArray):
        return [to_json(v) for v in value.data]  # pyright: ignore[reportUnknownVariableType, reportUnknownMemberType]
    if isinstance(value, tuple):
        return [to_json(v) for v in value]  # pyright: ignore[reportUnknownVariableType]
    if value is POISON:
        return None
    if isinstance(value, bool):
        return int(value)
    return value
