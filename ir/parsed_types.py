"""Parsed types, one object per spelling: a parser that memoizes plain builtin
vector and memref types by their source text.

A vectorized program spells `vector<4xi32>` (and its mask, `vector<4xi1>`) on nearly
every line; xDSL 0.74's parser builds and verifies a new `VectorType` for each token,
~30% of parsing such a program.  `TypeCachingParser` parses each spelling once and
hands out that object afterwards.  Sharing it is sound: xDSL attributes are immutable
(frozen dataclasses, compared and hashed by value), and a builtin type of these
spellings means the same in every context.  Only spellings the pattern reads entirely
are cached (`vector<4x8xf32>`, `memref<?x16xi32>`, `memref<i32>`); anything else (a
scalable dimension, a layout, a memory space, signed integers, spaces, dialect types)
goes to xDSL's parser as before, and so does every malformed spelling (nothing is
cached for a parse that raises).
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator

from xdsl.ir import TypeAttribute
from xdsl.parser import Parser
from xdsl.utils.mlir_lexer import MLIRTokenKind

_ELEMENT = r"(?:i[0-9]+|f16|bf16|f32|f64|index)>"
_PLAIN = {
    "vector": re.compile(r"vector<(?:[0-9]+x)+" + _ELEMENT),
    "memref": re.compile(r"memref<(?:(?:[0-9]+|\?)x)*" + _ELEMENT),
}
MAX_SPELLINGS = 4096
"""At most this many spellings are kept (a fuzzer's programs spell many shapes);
later ones are parsed each time."""

_TYPES: dict[str, TypeAttribute] = {}
_ENABLED = [True]


@contextlib.contextmanager
def uncached_types() -> Iterator[None]:
    """Parse every type token anew while in the block (for A/B measurements)."""
    _ENABLED[0] = False
    try:
        yield
    finally:
        _ENABLED[0] = True


class TypeCachingParser(Parser):
    """xDSL's MLIR parser, with one type object per plain vector/memref spelling."""

    def parse_optional_type(self) -> TypeAttribute | None:
        tok = self._current_token
        pattern = _PLAIN.get(tok.text) if tok.kind is MLIRTokenKind.BARE_IDENT else None
        if pattern is None or not _ENABLED[0]:
            return super().parse_optional_type()
        m = pattern.match(self.lexer.input.content, tok.span.start)
        if m is None:
            return super().parse_optional_type()
        spelling = m.group()
        cached = _TYPES.get(spelling)
        if cached is None:
            parsed = super().parse_optional_type()
            if parsed is not None and len(_TYPES) < MAX_SPELLINGS:
                _TYPES[spelling] = parsed
            return parsed
        self.lexer.pos = m.end()
        self._consume_token()  # the token after the type, lexed from the spelling's end
        return cached
