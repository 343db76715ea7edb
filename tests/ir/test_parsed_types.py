"""Tests of the parsed-type cache (`ir/parsed_types.py`) and the dialect's memoized
vector types: one object per spelling, each equal to what xDSL's parser builds."""

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import MemRefType, VectorType, f32, i1, i32
from xdsl.ir import Attribute
from xdsl.parser import Parser

from simdopt.dialects.vector_unit.vector_types import mask_type, vector_of, vector_type
from simdopt.ir import parsed_types
from simdopt.ir.diagnostics import SourceError
from simdopt.tools.frontend import SourceMap, make_context, parse_module

SPELLINGS = [
    "vector<4xi32>",
    "vector<4xi1>",
    "vector<8xi32>",
    "vector<4xf32>",
    "vector<16xf64>",
    "vector<4xindex>",
    "vector<4x2xi32>",
    "vector<2x4xi32>",
    "vector<4xbf16>",
    "memref<?xi32>",
    "memref<16xf32>",
    "memref<?x4xi8>",
    "memref<i32>",
]
NOT_PLAIN = ["vector<[4]xi32>", "memref<4xi32, 1>", "vector<4xsi32>", "memref<4xi32, strided<[1]>>"]


def _arg_types(spellings: list[str]) -> list[Attribute]:
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(spellings))
    module = parse_module(make_context(), SourceMap("t.mlir", f"func.func @f({args}) {{\n  func.return\n}}\n"))
    f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    return list(f.function_type.inputs.data)


def _xdsl_type(spelling: str) -> Attribute:
    return Parser(make_context(), spelling).parse_type()


@pytest.mark.parametrize("spelling", SPELLINGS + NOT_PLAIN)
def test_cached_type_equals_xdsl_parse(spelling: str):
    """Parsed twice (the second from the cache, if plain), each time the type xDSL builds."""
    first, second = _arg_types([spelling, spelling])
    assert first == second == _xdsl_type(spelling)
    assert str(first) == str(_xdsl_type(spelling))


def test_one_object_per_plain_spelling_across_modules():
    a = _arg_types(SPELLINGS)
    b = _arg_types(SPELLINGS)
    assert all(x is y for x, y in zip(a, b, strict=True))
    assert len({id(t) for t in a}) == len(SPELLINGS)  # different spellings: different types
    assert len(set(a)) == len(SPELLINGS)


def test_spellings_it_does_not_read_are_not_cached():
    _arg_types(NOT_PLAIN)
    assert not set(NOT_PLAIN) & set(parsed_types._TYPES)  # pyright: ignore[reportPrivateUsage]


def test_tokens_after_a_cached_type_parse():
    """The lexer resumes right after a cached spelling: `,` `)` `>` `->` and `{`."""
    text = """
func.func @g(%m: memref<?xi32>, %v: vector<4xi32>) -> (vector<4xi32>, vector<4xi1>) {
  %0 = "test.op"(%v, %m) : (vector<4xi32>, memref<?xi32>) -> vector<4xi1>
  func.return %v, %0 : vector<4xi32>, vector<4xi1>
}
"""
    for _ in range(2):
        module = parse_module(make_context(), SourceMap("t.mlir", text))
        f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
        assert [str(t) for t in f.function_type.outputs] == ["vector<4xi32>", "vector<4xi1>"]


def test_malformed_spelling_after_a_cached_one_is_located():
    text = "func.func @h(%a: vector<4xi32>, %b: vector<4xi32x>) {\n  func.return\n}\n"
    with pytest.raises(SourceError) as e:
        parse_module(make_context(), SourceMap("t.mlir", text))
    assert e.value.pos is not None and e.value.pos.startswith("t.mlir:1:")
    assert "vector<4xi32x>" not in parsed_types._TYPES  # pyright: ignore[reportPrivateUsage]


def test_uncached_types_builds_new_objects():
    cached = _arg_types(["vector<4xi32>"])[0]
    with parsed_types.uncached_types():
        fresh = _arg_types(["vector<4xi32>"])[0]
    assert fresh == cached and fresh is not cached


def test_memoized_vector_types():
    assert vector_type(4, i32) is vector_type(4, i32) == VectorType(i32, [4])
    assert mask_type(8) is vector_of(i1, (8,)) == VectorType(i1, [8])
    assert vector_of(f32, (4, 2)) == VectorType(f32, [4, 2]) != vector_of(f32, (2, 4))
    assert vector_type(4, i32) != vector_type(4, f32)
    assert MemRefType(i32, [4]) not in (vector_type(4, i32),)
