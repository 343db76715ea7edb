"""The project's one diagnostic type and one remark emitter.

`Diagnostic` is an error with a clear message at an op (`op`) or at a source position
(`pos`, `"file:line:col"`), or at neither (a command-line mistake).  Tools print it as
`file:line:col: error: message` (`tools/frontend.py`'s `format_error`).  Its kinds are
subclasses, so a handler can catch exactly the ones it means:

* `PassFailedAtOp` - a pass fails at an op: `fail_at(op, "pass-name: what; how to
  fix")`.  It is also xDSL's `PassFailedException`, so xDSL's pass machinery still
  treats it as a pass failure (xDSL's own `emit_error` loses which op it was);
* `SourceError` - the input is wrong (parse, verify, dominance, an unclassified op);
* front ends, interpreters and tools derive their own kinds from `Diagnostic` too.

Remarks (notes on what a pass did, `-Rpass` style) go through `RemarkEmitter`: located
ones (`file:line:col: remark: pass: text`, where the tool registered a locator with
`set_locator`) and plain ones (`pass: text`), on stderr unless told otherwise.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import NoReturn, TextIO

from xdsl.ir import Operation
from xdsl.utils.exceptions import PassFailedException


class Diagnostic(Exception):
    """An error at an op (or at a source position) with a clear message."""

    def __init__(self, message: str, op: Operation | None = None, pos: str | None = None):
        super().__init__(message)
        self.message = message
        self.op = op
        self.pos = pos


class SourceError(Diagnostic):
    """The input is wrong: a parse or verifier error, a use not dominated by its
    definition, an op the analysis cannot classify."""


class PassFailedAtOp(Diagnostic, PassFailedException):
    """A pass cannot transform `op` (`fail_at`)."""

    def __init__(self, message: str, op: Operation):
        super().__init__(message, op)


def fail_at(op: Operation, message: str) -> NoReturn:
    raise PassFailedAtOp(message, op)


Locator = Callable[[Operation], "tuple[str, int, int] | None"]
_locator: Locator | None = None


def set_locator(locate: Locator | None) -> None:
    """How to find an op's `(file, line, column)`; `simd-opt` passes its source map
    after parsing each input."""
    global _locator
    _locator = locate


def locate(op: Operation) -> tuple[str, int, int] | None:
    """`(file, line, column)` of `op`, when a tool registered a locator that knows it."""
    return _locator(op) if _locator is not None else None


class RemarkEmitter:
    """Writes a pass's remarks, one line each, on `stream` (default: stderr at the time
    of writing, so a redirected stderr gets them)."""

    def __init__(self, pass_name: str, stream: TextIO | None = None):
        self.pass_name = pass_name
        self.stream = stream

    def _write(self, line: str) -> None:
        stream = self.stream if self.stream is not None else sys.stderr
        stream.write(line + "\n")

    def at(self, op: Operation, text: str, unlocated: str) -> None:
        """`file:line:col: remark: pass: text` at `op`; `unlocated` names the place
        when no locator knows it (e.g. `@f: simd.vadd`)."""
        where = locate(op)
        prefix = f"{where[0]}:{where[1]}:{where[2]}" if where is not None else unlocated
        self._write(f"{prefix}: remark: {self.pass_name}: {text}")

    def plain(self, text: str) -> None:
        """`pass: text`: a remark not tied to a source position."""
        self._write(f"{self.pass_name}: {text}")

    def flush(self) -> None:
        (self.stream if self.stream is not None else sys.stderr).flush()
