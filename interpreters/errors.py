"""Runtime faults raised by every simd-opt interpreter (located by `simd-run`)."""

from __future__ import annotations

from xdsl.ir import Operation


class RuntimeFault(Exception):
    """A runtime error at `op` (poison observed, division by zero, out of bounds...)."""

    def __init__(self, message: str, op: Operation | None = None):
        super().__init__(message)
        self.message = message
        self.op = op
