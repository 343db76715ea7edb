"""The importer's one error: a message located at an offset of the `.ll` text."""

from __future__ import annotations


class LLVMImportError(Exception):
    """An import failure; `offset` is the position in the `.ll` text it names."""

    def __init__(self, message: str, offset: int | None = None):
        super().__init__(message)
        self.message = message
        self.offset = offset
