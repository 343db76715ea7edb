"""Every per-op specialization of `interpreters/spmd_fast.py` gives what the
implementation it stands for gives (results, or the same exception type), on every
type it applies to and on edge values (wrapping extremes, NaN, infinities, -0.0,
subnormals), so the SPMD executor's fast path cannot drift from the interpreters'
semantics when `arith.py` or xDSL changes: a specialization is only used while the
registered implementation is the one it was written for, and this test compares
them."""

from __future__ import annotations

import math
import random
import struct
from typing import Any

import pytest
from xdsl.dialects.builtin import ModuleOp
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.interpreters.utils.ptr import TypedPtr
from xdsl.ir import Operation

from simdopt.interpreters import lane_functions
from simdopt.interpreters.spmd_fast import specialize
from simdopt.interpreters.spmd_steps import GroupInterpreter
from simdopt.tools.frontend import SourceMap, make_context, parse_module

INTS = ("i1", "i8", "i16", "i32", "i64", "index")
FLOATS = ("f16", "f32", "f64")
INT_BINARY = ("addi", "subi", "muli", "minsi", "maxsi", "andi", "ori", "xori")
FLOAT_BINARY = ("addf", "subf", "mulf", "divf", "remf", "minimumf", "maximumf")
CMPI = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true")
CASTS = (
    ("extsi", "i8", "i32"), ("extsi", "i32", "i64"), ("extui", "i1", "i32"), ("extui", "i8", "i32"),
    ("extui", "i32", "i64"), ("trunci", "i64", "i32"), ("trunci", "i32", "i8"), ("trunci", "i32", "i1"),
    ("sitofp", "i32", "f32"), ("sitofp", "i64", "f64"), ("sitofp", "i16", "f16"), ("uitofp", "i32", "f32"),
    ("uitofp", "i8", "f64"), ("extf", "f16", "f32"), ("extf", "f32", "f64"), ("truncf", "f64", "f32"),
    ("truncf", "f32", "f16"), ("index_cast", "i32", "index"), ("index_cast", "index", "i32"),
    ("index_cast", "i64", "index"), ("index_cast", "i8", "index"),
)  # fmt: skip


def _bits(t: str) -> int:
    return 64 if t == "index" else int(t[1:])


def _round(x: float, t: str) -> float:
    fmt = {"f16": "e", "f32": "f", "f64": "d"}[t]
    try:
        return struct.unpack(fmt, struct.pack(fmt, x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def _values(t: str, rng: random.Random) -> list[Any]:
    if t in FLOATS:
        edge = [0.0, -0.0, 1.0, -1.5, math.inf, -math.inf, math.nan, 1e-40, 65504.0, 3.4e38, 1e300, 0.1, -7.25]
        return [_round(x, t) for x in edge + [rng.uniform(-1e6, 1e6) for _ in range(12)]]
    w = _bits(t)
    lo, hi = (0, 1) if w == 1 else (-(1 << (w - 1)), (1 << (w - 1)) - 1)
    edge = [0, 1, -1, lo, hi, lo + 1, hi - 1, 2, 7] if w > 1 else [0, 1, -1]
    return [x for x in edge if lo <= x <= hi or w == 1] + [rng.randint(lo, hi) for _ in range(12)]


def _program(lines: list[str], types: list[str]) -> tuple[ModuleOp, list[Operation]]:
    args = ", ".join(f"%a{i} : {t}" for i, t in enumerate(types))
    text = f"func.func @f({args}) {{\n" + "\n".join(lines) + "\n  func.return\n}\n"
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    fn = next(iter(module.ops))
    return module, [op for op in fn.walk() if op is not fn and op.name != "func.return"]


def _same(x: Any, y: Any) -> bool:
    if isinstance(x, float) and isinstance(y, float):
        return (math.isnan(x) and math.isnan(y)) or (x == y and math.copysign(1, x) == math.copysign(1, y))
    return type(x) is type(y) and x == y


def _check(module: ModuleOp, op: Operation, inputs: list[tuple[Any, ...]]) -> None:
    interp = GroupInterpreter(module).with_functions(*lane_functions())
    ft, impl = interp._impls._impl_dict[type(op)]  # pyright: ignore[reportPrivateUsage]
    fast = specialize(op, impl, interp)
    assert fast is not None, f"{op.name} has no specialization"
    for a in inputs:
        want: Any
        try:
            want = impl(ft, interp, op, a).values
        except Exception as e:
            want = type(e)
        try:
            got: Any = fast(a)
        except Exception as e:
            got = type(e)
        if isinstance(want, type) or isinstance(got, type):
            assert want is got, (op.name, a, want, got)
        else:
            assert len(got) == len(want) and all(_same(x, y) for x, y in zip(got, want, strict=True)), (str(op), a, want, got)


@pytest.mark.parametrize("t", [t for t in INTS if t != "i1"])
@pytest.mark.parametrize("name", INT_BINARY)
def test_integer_binary_matches_implementation(name: str, t: str) -> None:
    module, (op,) = _program([f"  %r = arith.{name} %a0, %a1 : {t}"], [t, t])
    rng = random.Random(f"{name}{t}")
    xs = _values(t, rng)
    _check(module, op, [(x, y) for x in xs for y in xs[::3]])


@pytest.mark.parametrize("t", ["i8", "i32", "i64", "index"])
@pytest.mark.parametrize("name", ["shli", "shrsi"])
def test_shifts_match_implementation(name: str, t: str) -> None:
    module, (op,) = _program([f"  %r = arith.{name} %a0, %a1 : {t}"], [t, t])
    xs = _values(t, random.Random(name + t))
    _check(module, op, [(x, s) for x in xs for s in (0, 1, 3, _bits(t) - 1, -1)])


@pytest.mark.parametrize("t", INTS)
def test_cmpi_matches_implementation(t: str) -> None:
    xs = _values(t, random.Random("cmpi" + t))
    for pred in CMPI:
        module, (op,) = _program([f"  %r = arith.cmpi {pred}, %a0, %a1 : {t}"], [t, t])
        _check(module, op, [(x, y) for x in xs for y in xs[::2]])


@pytest.mark.parametrize("t", FLOATS)
def test_float_ops_match_implementation(t: str) -> None:
    xs = _values(t, random.Random("f" + t))
    pairs = [(x, y) for x in xs for y in xs[::2]]
    for name in FLOAT_BINARY:
        module, (op,) = _program([f"  %r = arith.{name} %a0, %a1 : {t}"], [t, t])
        _check(module, op, pairs)
    for pred in CMPF:
        module, (op,) = _program([f"  %r = arith.cmpf {pred}, %a0, %a1 : {t}"], [t, t])
        _check(module, op, pairs)


@pytest.mark.parametrize(("name", "src", "dst"), CASTS)
def test_casts_match_implementation(name: str, src: str, dst: str) -> None:
    module, (op,) = _program([f"  %r = arith.{name} %a0 : {src} to {dst}"], [src])
    _check(module, op, [(x,) for x in _values(src, random.Random(name + src + dst))])


def test_select_and_constants_match_implementation() -> None:
    lines = ["  %s = arith.select %a0, %a1, %a2 : f32", "  %c = arith.constant 7 : i32",
             "  %d = arith.constant 0.1 : f32", "  %e = arith.constant -0.0 : f64", "  %g = arith.constant true"]  # fmt: skip
    module, ops = _program(lines, ["i1", "f32", "f32"])
    _check(module, ops[0], [(c, 1.5, -0.0) for c in (0, 1, True, False, -1)])
    for op in ops[1:]:
        _check(module, op, [()])


def test_memory_access_matches_implementation() -> None:
    lines = ["  %v = memref.load %a0[%a1] : memref<8xf32>", "  memref.store %a2, %a0[%a1] : memref<8xf32>",
             "  %w = memref.load %a3[%a1, %a1] : memref<3x3xi32>"]  # fmt: skip
    module, ops = _program(lines, ["memref<8xf32>", "index", "f32", "memref<3x3xi32>"])

    def arrays() -> tuple[ShapedArray[Any], ShapedArray[Any]]:
        m = ShapedArray(TypedPtr[Any].new([float(i) / 3 for i in range(8)], xtype=_xtype("f32")), [8])
        n = ShapedArray(TypedPtr[Any].new(list(range(9)), xtype=_xtype("i32")), [3, 3])
        return m, n

    m, n = arrays()
    _check(module, ops[0], [(m, i) for i in range(8)])
    _check(module, ops[2], [(n, i, i) for i in range(3)])
    # a store: the same array contents after the implementation's and the specialization's
    interp = GroupInterpreter(module).with_functions(*lane_functions())
    ft, impl = interp._impls._impl_dict[type(ops[1])]  # pyright: ignore[reportPrivateUsage]
    fast = specialize(ops[1], impl, interp)
    assert fast is not None
    (m1, _), (m2, _) = arrays(), arrays()
    for i in range(8):
        impl(ft, interp, ops[1], (2.5 * i, m1, i))
        fast((2.5 * i, m2, i))
    assert m1.data == m2.data  # pyright: ignore[reportUnknownMemberType]
    # a value the element type cannot hold fails alike (struct's own error)
    n1, n2 = arrays()[1], arrays()[1]
    store = _program(["  memref.store %a2, %a0[%a1] : memref<9xi32>"], ["memref<9xi32>", "index", "i32"])
    ft, impl = interp._impls._impl_dict[type(store[1][0])]  # pyright: ignore[reportPrivateUsage]
    fast = specialize(store[1][0], impl, interp)
    assert fast is not None
    flat1, flat2 = ShapedArray(n1.data_ptr, [9]), ShapedArray(n2.data_ptr, [9])  # pyright: ignore[reportUnknownArgumentType]
    with pytest.raises(struct.error) as want:
        impl(ft, interp, store[1][0], (1 << 40, flat1, 4))
    with pytest.raises(struct.error) as got:
        fast((1 << 40, flat2, 4))
    assert str(want.value) == str(got.value)


def _xtype(t: str) -> Any:
    from xdsl.dialects.builtin import f32, i32
    from xdsl.interpreters.builtin import xtype_for_el_type

    return xtype_for_el_type(f32 if t == "f32" else i32, 64)
