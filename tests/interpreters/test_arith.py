"""Every `arith` op the divergence analysis accepts (`dialects/traits.py`) runs in the
interpreters (`LaneArithFunctions`), against plain-Python references; f32 results are
IEEE single (issue 12's `simd-run` could not run `arith.shrui`)."""

from __future__ import annotations

import math
import struct
from typing import Any

import pytest
from lane_run import run

from simdopt.dialects.arith_ext import ARITH
from simdopt.dialects.traits import BEHAVIOUR, Behaviour
from simdopt.interpreters.errors import RuntimeFault

FOLLOWS = sorted(
    name for name, b in BEHAVIOUR.items() if name.startswith("arith.") and b == Behaviour.FOLLOWS
)
KNOWN = {op.name for op in ARITH.operations}  # xDSL 0.74's arith and the project's arith.remf


def r32(x: float) -> float:
    return struct.unpack("f", struct.pack("f", x))[0]


INT_BINARY = "addi subi muli divsi divui remsi remui ceildivsi ceildivui floordivsi andi ori xori shli shrsi shrui minsi maxsi minui maxui"
FLOAT_BINARY = "addf subf mulf divf remf minimumf maximumf minnumf maxnumf"
PROGRAMS: dict[str, tuple[str, str, list[Any]]] = {
    **{f"arith.{n}": (f"%r = arith.{n} %a, %b : i32", "(%a: i32, %b: i32) -> i32", [7, 3]) for n in INT_BINARY.split()},
    **{f"arith.{n}": (f"%r = arith.{n} %x, %y : f32", "(%x: f32, %y: f32) -> f32", [7.0, 3.0]) for n in FLOAT_BINARY.split()},
    "arith.negf": ("%r = arith.negf %x : f32", "(%x: f32) -> f32", [1.0]),
    "arith.cmpi": ("%r = arith.cmpi ult, %a, %b : i32", "(%a: i32, %b: i32) -> i1", [7, 3]),
    "arith.cmpf": ("%r = arith.cmpf olt, %x, %y : f32", "(%x: f32, %y: f32) -> i1", [7.0, 3.0]),
    "arith.select": ("%r = arith.select %c, %a, %b : i32", "(%c: i1, %a: i32, %b: i32) -> i32", [1, 7, 3]),
    "arith.index_cast": ("%r = arith.index_cast %a : i32 to index", "(%a: i32) -> index", [7]),
    **{f"arith.{n}": (f"%r = arith.{n} %a : i8 to i32", "(%a: i8) -> i32", [7]) for n in ("extsi", "extui")},
    "arith.trunci": ("%r = arith.trunci %a : i32 to i8", "(%a: i32) -> i8", [7]),
    **{f"arith.{n}": (f"%r = arith.{n} %a : i32 to f32", "(%a: i32) -> f32", [7]) for n in ("sitofp", "uitofp")},
    **{f"arith.{n}": (f"%r = arith.{n} %x : f32 to i32", "(%x: f32) -> i32", [7.0]) for n in ("fptosi", "fptoui")},
    "arith.extf": ("%r = arith.extf %x : f32 to f64", "(%x: f32) -> f64", [7.0]),
    "arith.truncf": ("%r = arith.truncf %x : f64 to f32", "(%x: f64) -> f32", [7.0]),
    "arith.bitcast": ("%r = arith.bitcast %a : i32 to f32", "(%a: i32) -> f32", [7]),
}  # fmt: skip


@pytest.mark.parametrize("name", FOLLOWS)
def test_every_op_the_analysis_accepts_runs(name: str) -> None:
    if name not in KNOWN:
        pytest.skip(f"{name} is not an op of xDSL 0.74's arith (it cannot be parsed)")
    op, sig, args = PROGRAMS[name]
    ret = sig.rsplit("-> ", 1)[1]
    result = run(f"  {op}\n  func.return %r : {ret}", sig, args)
    assert result is not None


BINARY_I32: list[tuple[str, int, int, int]] = [
    ("shrui", -8, 1, 0x7FFFFFFC),
    ("shrui", -1, 31, 1),
    ("divui", -2, 2, 0x7FFFFFFF),
    ("remui", -1, 10, 5),  # 4294967295 % 10
    ("ceildivsi", 7, 2, 4),
    ("ceildivsi", -7, 2, -3),
    ("ceildivui", 7, 2, 4),
    ("minui", -1, 3, 3),
    ("maxui", -1, 3, -1),
    ("minsi", -1, 3, -1),
    ("maxsi", -1, 3, 3),
]


@pytest.mark.parametrize(("name", "a", "b", "want"), BINARY_I32)
def test_integer_ops(name: str, a: int, b: int, want: int) -> None:
    body = f"  %r = arith.{name} %a, %b : i32\n  func.return %r : i32"
    assert run(body, "(%a: i32, %b: i32) -> i32", [a, b]) == want


def test_unsigned_division_by_zero_faults() -> None:
    with pytest.raises(RuntimeFault, match="division by zero"):
        run("  %r = arith.divui %a, %b : i32\n  func.return %r : i32", "(%a: i32, %b: i32) -> i32", [1, 0])


CASTS: list[tuple[str, str, str, Any, Any]] = [
    ("extsi", "i8", "i32", -3, -3),
    ("extui", "i8", "i32", -3, 253),
    ("trunci", "i32", "i8", 300, 44),
    ("sitofp", "i32", "f32", 16777217, 16777216.0),  # rounded to single
    ("uitofp", "i32", "f32", -1, 4294967296.0),
    ("fptosi", "f32", "i32", -2.75, -2),
    ("fptoui", "f32", "i32", 3.5, 3),
    ("extf", "f32", "f64", 0.5, 0.5),
    ("truncf", "f64", "f32", 0.1, r32(0.1)),
    ("bitcast", "f32", "i32", 1.0, 0x3F800000),
    ("bitcast", "i32", "f32", 0x3F800000, 1.0),
]


@pytest.mark.parametrize(("name", "src", "dst", "x", "want"), CASTS)
def test_casts(name: str, src: str, dst: str, x: Any, want: Any) -> None:
    body = f"  %r = arith.{name} %x : {src} to {dst}\n  func.return %r : {dst}"
    assert run(body, f"(%x: {src}) -> {dst}", [x]) == want


def test_float_ops_round_to_single_and_pick_numbers() -> None:
    sig = "(%a: f32, %b: f32) -> f32"
    assert run("  %r = arith.negf %a : f32\n  func.return %r : f32", "(%a: f32) -> f32", [0.1]) == -r32(0.1)
    assert run("  %r = arith.minnumf %a, %b : f32\n  func.return %r : f32", sig, [math.nan, 2.0]) == 2.0
    assert run("  %r = arith.maxnumf %a, %b : f32\n  func.return %r : f32", sig, [1.0, math.nan]) == 1.0
    assert math.isnan(run("  %r = arith.minimumf %a, %b : f32\n  func.return %r : f32", sig, [math.nan, 2.0]))
    assert run("  %r = arith.addf %a, %b : f32\n  func.return %r : f32", sig, [1.0, 1e-8]) == 1.0


def test_fptosi_of_nan_faults() -> None:
    with pytest.raises(RuntimeFault, match="no integer value"):
        run("  %r = arith.fptosi %x : f32 to i32\n  func.return %r : i32", "(%x: f32) -> i32", [math.nan])
