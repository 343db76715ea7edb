"""Runtime values: vectors and masks are lane tuples where a lane may be POISON."""

from __future__ import annotations

from typing import Any


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


def wrap_i32(x: int) -> int:
    """Two's complement wrap of a Python int to i32."""
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x & 0x80000000 else x


def to_json(value: Any) -> Any:
    """A JSON-ready form of a runtime value (poison as null)."""
    if isinstance(value, tuple):
        return [to_json(v) for v in value]  # pyright: ignore[reportUnknownVariableType]
    if value is POISON:
        return None
    if isinstance(value, bool):
        return int(value)
    return value
