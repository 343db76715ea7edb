"""The importer's one error: a message located at an offset of the `.ll` text."""

from __future__ import annotations

from simdopt.ir.diagnostics import Diagnostic


class LLVMImportError(Diagnostic):
    """An import failure; `offset` is the position in the `.ll` text it names (the
    tools turn it into a `file:line:col` position)."""

    def __init__(self, message: str, offset: int | None = None):
        super().__init__(message)
        self.offset = offset
