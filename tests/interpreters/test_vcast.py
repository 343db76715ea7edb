"""`simd.vcast`/`lockstep.vcast` in both interpreters that run them - the simd
interpreter and the lockstep machine - against plain-Python references written from
IEEE 754 and two's complement, and lane by lane against the scalar `arith` cast of the
`arith` interpreter (one semantics), under all-on, all-off and mixed masks, with poison
and faulting lanes; and the machine's statistics for them."""

from __future__ import annotations

import math
import struct
from typing import Any

import pytest
from xdsl.dialects import arith, func
from xdsl.dialects.builtin import ModuleOp, VectorType, f32, i1, i32
from xdsl.interpreter import Interpreter, InterpreterFunctions
from xdsl.ir import Operation
from xdsl.utils.test_value import create_ssa_value

from simdopt.dialects import lockstep as ls
from simdopt.dialects import simd
from simdopt.dialects.vector_unit import LaneCastOp
from simdopt.interpreters.arith import LaneArithFunctions
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.lockstep import LockstepFunctions, run_lockstep
from simdopt.interpreters.simd import SimdFunctions
from simdopt.interpreters.values import POISON
from simdopt.tools.frontend import SourceMap, make_context, parse_module

W = 4
VI, VF, M = VectorType(i32, [W]), VectorType(f32, [W]), VectorType(i1, [W])
MASKS = {"all_on": (True,) * W, "all_off": (False,) * W, "mixed": (True, False, True, True)}
DIALECTS: dict[str, tuple[type[InterpreterFunctions], type[LaneCastOp]]] = {
    "simd": (SimdFunctions, simd.VCastOp),
    "lockstep": (LockstepFunctions, ls.VCastOp),
}
SCALAR = {
    "sitofp": arith.SIToFPOp, "uitofp": arith.UIToFPOp, "fptosi": arith.FPToSIOp,
    "fptoui": arith.FPToUIOp, "bitcast": arith.BitcastOp,
}  # fmt: skip


def f32_of(x: float) -> float:
    return struct.unpack("<f", struct.pack("<f", x))[0]


def bits_of(x: float) -> int:
    (u,) = struct.unpack("<i", struct.pack("<f", x))
    return u


def float_of(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<i", bits))[0]


def wrap(x: int) -> int:
    return (x + 2**31) % 2**32 - 2**31


REFERENCE = {
    "sitofp": lambda x: f32_of(float(x)),
    "uitofp": lambda x: f32_of(float(x % 2**32)),
    "fptosi": lambda x: wrap(math.trunc(x)),
    "fptoui": lambda x: wrap(math.trunc(x)),
}
CASES = [
    ("sitofp", VI, VF, (7, -2**31, 2**31 - 1, 16777217)),
    ("uitofp", VI, VF, (-1, 3, -2**31, 16777217)),
    ("fptosi", VF, VI, (2.75, -2.75, 3.0e9, -0.0)),
    ("fptoui", VF, VI, (2.75, 4.0e9, 1.0e10, 0.5)),
    ("bitcast", VI, VF, (0x3F800000, -1, 0x7F800000, 1)),
    ("bitcast", VF, VI, (1.0, -0.0, math.inf, 1.5e-45)),
]


def cast(dialect: str, kind: str, dst: VectorType) -> Operation:
    src = VI if dst == VF else VF
    return DIALECTS[dialect][1](kind, create_ssa_value(src), dst, create_ssa_value(M))


def run(functions: InterpreterFunctions, op: Operation, *args: Any) -> Any:
    interp = Interpreter(ModuleOp([]))
    interp.register_implementations(functions)
    return interp.run_op(op, args)[0]


def same(a: Any, b: Any) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        return struct.pack("<f", a) == struct.pack("<f", b) or (math.isnan(a) and math.isnan(b))
    return type(a) is type(b) and a == b


@pytest.mark.parametrize("dialect", list(DIALECTS))
@pytest.mark.parametrize("mask", list(MASKS))
@pytest.mark.parametrize(("kind", "src", "dst", "lanes"), CASES)
def test_vcast_is_the_arith_cast_on_each_active_lane(
    dialect: str, mask: str, kind: str, src: VectorType, dst: VectorType, lanes: tuple[Any, ...]
) -> None:
    out = run(DIALECTS[dialect][0](), cast(dialect, kind, dst), lanes, MASKS[mask])
    scalar = SCALAR[kind](create_ssa_value(src.get_element_type()), dst.get_element_type())
    for i, on in enumerate(MASKS[mask]):
        if not on:
            assert out[i] is POISON
            continue
        x = lanes[i]
        if kind == "bitcast":
            want = float_of(x) if dst == VF else bits_of(x)
        else:
            want = REFERENCE[kind](x)
        assert same(out[i], want), (i, out[i], want)
        # one semantics: the scalar cast of the arith interpreter gives the same lane
        assert same(run(LaneArithFunctions(), scalar, x), out[i])


def test_reference_values_by_hand() -> None:
    """A few lanes checked by hand, so the references above cannot drift together."""
    out = run(SimdFunctions(), cast("simd", "sitofp", VF), (16777217, -3, 0, 1), MASKS["all_on"])
    assert out == (16777216.0, -3.0, 0.0, 1.0)  # 2^24 + 1 rounds to even in f32
    out = run(SimdFunctions(), cast("simd", "uitofp", VF), (-1, 0, 1, 2), MASKS["all_on"])
    assert out == (4294967296.0, 0.0, 1.0, 2.0)
    out = run(SimdFunctions(), cast("simd", "fptosi", VI), (-2.75, 3.0e9, 0.5, -0.5), MASKS["all_on"])
    assert out == (-2, 3000000000 - 2**32, 0, 0)  # truncation toward zero, then wrap
    out = run(SimdFunctions(), cast("simd", "bitcast", VI), (1.0, -2.0, 0.0, -0.0), MASKS["all_on"])
    assert out == (0x3F800000, -0x40000000, 0, -(2**31))


@pytest.mark.parametrize("dialect", list(DIALECTS))
@pytest.mark.parametrize("kind", ["fptosi", "fptoui"])
@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf])
def test_float_to_int_of_nan_or_inf_faults_in_an_active_lane_only(
    dialect: str, kind: str, bad: float
) -> None:
    lanes = (1.0, bad, 2.0, 3.0)
    with pytest.raises(RuntimeFault, match=f"{kind}.* lane 1 has no integer value"):
        run(DIALECTS[dialect][0](), cast(dialect, kind, VI), lanes, MASKS["all_on"])
    out = run(DIALECTS[dialect][0](), cast(dialect, kind, VI), lanes, MASKS["mixed"])
    assert out == (1, POISON, 2, 3)  # the lane that would fault is not active
    scalar = SCALAR[kind](create_ssa_value(f32), i32)
    with pytest.raises(RuntimeFault, match="has no integer value"):
        run(LaneArithFunctions(), scalar, bad)


@pytest.mark.parametrize("dialect", list(DIALECTS))
def test_poison_lane_gives_a_poison_lane(dialect: str) -> None:
    out = run(DIALECTS[dialect][0](), cast(dialect, "fptosi", VI), (1.5, POISON, 2.5, 3.5), MASKS["all_on"])
    assert out == (1, POISON, 2, 3)


def test_poison_mask_lane_faults() -> None:
    with pytest.raises(RuntimeFault, match="poison"):
        run(SimdFunctions(), cast("simd", "sitofp", VF), (1, 2, 3, 4), (True, POISON, True, True))


def test_machine_statistics_of_vcast() -> None:
    text = """
func.func @main(%v: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  %f = lockstep.vcast sitofp, %v mask(%p) : vector<4xi32> to vector<4xf32>
  %i = lockstep.vcast fptosi, %f mask(%p) : vector<4xf32> to vector<4xi32>
  %r = lockstep.vsel %p, %i, %v : vector<4xi32>
  func.return %r : vector<4xi32>
}
"""
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    entry = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    out = run_lockstep(module, entry, [[3, -1, 2, 0], [1, 0, 1, 1]])
    assert out["results"] == [[3, -1, 2, 0]]
    stats = out["stats"]
    assert stats["issued"]["vector"] == 3
    assert stats["alu_lane_ops"] == 3 * W  # W per vector-unit op, as the cost model says
    assert stats["active_lane_ops"] == 3 + 3 + 4
