"""The math interpreter against Python's math module (IEEE results where Python
raises), lane by lane on vectors with poison lanes, and memref.atomic_rmw's kinds."""

from __future__ import annotations

import math as pymath
from typing import Any

import pytest
from xdsl.dialects import builtin, math, memref
from xdsl.dialects.builtin import (
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    VectorType,
    f32,
    i32,
    i64,
)
from xdsl.interpreter import Interpreter
from xdsl.interpreters.builtin import xtype_for_el_type
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.interpreters.utils.ptr import TypedPtr
from xdsl.ir import Operation
from xdsl.utils.test_value import create_ssa_value

from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.math import MathFunctions
from simdopt.interpreters.memref import KIND_NAMES, MemRefExtraFunctions
from simdopt.interpreters.values import POISON


def run(op: Operation, *args: Any) -> Any:
    interp = Interpreter(ModuleOp([]))
    interp.register_implementations(MathFunctions())
    interp.register_implementations(MemRefExtraFunctions())
    return interp.run_op(op, args)[0]


X = create_ssa_value(f32)
N = create_ssa_value(i32)


@pytest.mark.parametrize(
    "cls,ref,inputs",
    [
        (math.SqrtOp, pymath.sqrt, [0.0, 2.0, 1e10]),
        (math.ExpOp, pymath.exp, [-3.0, 0.0, 1.5]),
        (math.LogOp, pymath.log, [0.5, 1.0, 10.0]),
        (math.SinOp, pymath.sin, [-1.0, 0.0, 2.0]),
        (math.CosOp, pymath.cos, [-1.0, 0.0, 2.0]),
        (math.FloorOp, pymath.floor, [-1.5, 0.0, 2.7]),
        (math.CeilOp, pymath.ceil, [-1.5, 0.0, 2.2]),
        (math.AbsFOp, abs, [-1.5, 0.0, 2.5]),
        (math.TanhOp, pymath.tanh, [-1.0, 0.5]),
        (math.Log2Op, pymath.log2, [0.25, 8.0]),
        (math.TruncOp, pymath.trunc, [-1.7, 1.7]),
    ],
)
def test_unary_float_ops_match_python(cls: Any, ref: Any, inputs: list[float]) -> None:
    for x in inputs:
        assert run(cls(X), x) == pytest.approx(float(ref(x)))


def test_ieee_results_where_python_raises() -> None:
    assert pymath.isnan(run(math.SqrtOp(X), -1.0))
    assert run(math.LogOp(X), 0.0) == -pymath.inf
    assert pymath.isnan(run(math.LogOp(X), -2.0))
    assert run(math.ExpOp(X), 1e6) == pymath.inf
    assert run(math.RsqrtOp(X), 0.0) == pymath.inf
    assert run(math.FloorOp(X), pymath.inf) == pymath.inf
    assert pymath.isnan(run(math.PowFOp(X, X), -8.0, 0.5))


def test_vectors_run_lane_by_lane_and_keep_poison_lanes() -> None:
    v = create_ssa_value(VectorType(f32, [4]))
    assert run(math.SqrtOp(v), (4.0, POISON, -1.0, 9.0))[::3] == (2.0, 3.0)
    r = run(math.SqrtOp(v), (4.0, POISON, -1.0, 9.0))
    assert r[1] is POISON and pymath.isnan(r[2])
    assert run(math.FmaOp(v, v, v), (1.0, 2.0, 3.0, 4.0), (2.0, 2.0, 2.0, 2.0), (0.5,) * 4) == (2.5, 4.5, 6.5, 8.5)


@pytest.mark.parametrize("x", [0, 1, -1, 7, -8, 1 << 30, -(1 << 31)])
def test_integer_bit_ops_match_python(x: int) -> None:
    u = x & 0xFFFFFFFF
    assert run(math.CountLeadingZerosOp(N), x) == 32 - u.bit_length()
    assert run(math.CtPopOp(N), x) == bin(u).count("1")
    assert run(math.CountTrailingZerosOp(N), x) == (32 if u == 0 else (u & -u).bit_length() - 1)
    a = abs(x) if abs(x) < (1 << 31) else -(1 << 31)
    assert run(math.AbsIOp(N), x) == a


def test_ipowi_wraps_and_handles_negative_exponents() -> None:
    assert run(math.IPowIOp(N, N), 3, 4) == 81
    assert run(math.IPowIOp(N, N), 2, 31) == -(1 << 31)
    assert run(math.IPowIOp(N, N), -1, -3) == -1
    assert run(math.IPowIOp(N, N), 5, -1) == 0


def _array(xs: list[Any], t: Any) -> ShapedArray[Any]:
    return ShapedArray(TypedPtr[Any].new(xs, xtype=xtype_for_el_type(t, 64)), [len(xs)])


def _atomic(kind: str, value: Any, old: Any, t: Any) -> tuple[Any, Any]:
    mem = create_ssa_value(MemRefType(t, [1]))
    idx = create_ssa_value(IndexType())
    v = create_ssa_value(t)
    op = memref.AtomicRMWOp.create(
        operands=[v, mem, idx], result_types=[t], properties={"kind": IntegerAttr(KIND_NAMES.index(kind), i64)}
    )
    arr = _array([old], t)
    r = run(op, value, arr, 0)
    return r, arr.data[0]  # pyright: ignore[reportUnknownMemberType]


@pytest.mark.parametrize(
    "kind,value,old,new",
    [
        ("addi", 5, (1 << 31) - 1, -(1 << 31) + 4),
        ("muli", 3, 7, 21),
        ("andi", 6, 3, 2),
        ("ori", 4, 3, 7),
        ("xori", 5, 3, 6),
        ("maxs", -1, 2, 2),
        ("maxu", -1, 2, -1),
        ("mins", -1, 2, -1),
        ("minu", -1, 2, 2),
        ("assign", 9, 2, 9),
    ],
)
def test_atomic_integer_kinds(kind: str, value: int, old: int, new: int) -> None:
    assert _atomic(kind, value, old, i32) == (old, new)


def test_atomic_float_kinds_and_misuse() -> None:
    assert _atomic("addf", 1.5, 2.0, f32) == (2.0, 3.5)
    assert _atomic("maxnumf", pymath.nan, 2.0, f32) == (2.0, 2.0)
    r = _atomic("maximumf", pymath.nan, 2.0, f32)
    assert r[0] == 2.0 and pymath.isnan(r[1])
    with pytest.raises(RuntimeFault, match="kind addi does not apply to f32"):
        _atomic("addi", 1.0, 2.0, f32)


def test_f32_results_are_rounded_to_single_precision_f64_ones_not() -> None:
    import struct

    def single(x: float) -> float:
        return struct.unpack("f", struct.pack("f", x))[0]

    assert run(math.ExpOp(X), 2.25) == single(pymath.exp(2.25)) != pymath.exp(2.25)
    assert run(math.ExpOp(X), 100.0) == pymath.inf
    d = create_ssa_value(builtin.f64)
    assert run(math.ExpOp(d), 2.25) == pymath.exp(2.25)
    v = create_ssa_value(VectorType(f32, [2]))
    assert run(math.LogOp(v), (2.25, 0.5)) == (single(pymath.log(2.25)), single(pymath.log(0.5)))
