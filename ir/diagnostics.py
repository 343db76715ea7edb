"""How a pass fails at an op: `fail_at(op, "pass-name: what; how to fix")`.

`simd-opt` turns a `PassFailedAtOp` into a `file:line:col: error:` diagnostic at the
op (xDSL's own `emit_error` loses which op it was).
"""

from typing import NoReturn

from xdsl.ir import Operation
from xdsl.utils.exceptions import PassFailedException


class PassFailedAtOp(PassFailedException):
    def __init__(self, message: str, op: Operation):
        super().__init__(message)
        self.message = message
        self.op = op


def fail_at(op: Operation, message: str) -> NoReturn:
    raise PassFailedAtOp(message, op)


class SourceError(Exception):
    """An error at an op (or at a source position) with a clear message."""

    def __init__(self, message: str, op: Operation | None = None, pos: str | None = None):
        super().__init__(message)
        self.message = message
        self.op = op
        self.pos = pos
