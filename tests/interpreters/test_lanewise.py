"""The lane-wise ops (`vmath`, `vatomic`, `vreadfirstlane`, `vreduce`) in both
interpreters that run them - the simd interpreter and the lockstep machine - against
plain-Python references, under all-on, all-off and mixed masks, with poison lanes;
and the machine's statistics for them."""

from __future__ import annotations

import math as pymath
from functools import reduce
from typing import Any

import pytest
from xdsl.dialects import func
from xdsl.dialects import math as mathd
from xdsl.dialects.builtin import MemRefType, ModuleOp, VectorType, f32, i1, i32
from xdsl.interpreter import Interpreter, InterpreterFunctions
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.interpreters.utils.ptr import TypedPtr
from xdsl.ir import Operation
from xdsl.utils.test_value import create_ssa_value

from simdopt.dialects import lockstep as ls
from simdopt.dialects import simd
from simdopt.dialects.vector_unit import to_f32
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.lockstep import LockstepFunctions, run_lockstep
from simdopt.interpreters.math import math_lane
from simdopt.interpreters.simd import SimdFunctions
from simdopt.interpreters.values import POISON
from simdopt.tools.frontend import SourceMap, make_context, parse_module

W = 4
VI, VF, M = VectorType(i32, [W]), VectorType(f32, [W]), VectorType(i1, [W])
MASKS = {"all_on": (True,) * W, "all_off": (False,) * W, "mixed": (True, False, True, True)}
DIALECTS = {
    "simd": (SimdFunctions, simd.VMathOp, simd.VAtomicOp, simd.VReadFirstLaneOp, simd.VReduceOp),
    "lockstep": (LockstepFunctions, ls.VMathOp, ls.VAtomicOp, ls.VReadFirstLaneOp, ls.VReduceOp),
}


def run(dialect: str, op: Operation, *args: Any) -> Any:
    functions: InterpreterFunctions = DIALECTS[dialect][0]()
    interp = Interpreter(ModuleOp([]))
    interp.register_implementations(functions)
    return interp.run_op(op, args)[0]


def memory(values: list[int]) -> ShapedArray[Any]:
    return ShapedArray(TypedPtr.new_int32(values), [len(values)])


@pytest.mark.parametrize("dialect", list(DIALECTS))
@pytest.mark.parametrize("mask", list(MASKS))
@pytest.mark.parametrize(
    ("kind", "t", "lanes"),
    [
        ("sqrt", VF, [(4.0, -1.0, 2.0, 0.0)]),
        ("exp", VF, [(0.5, 100.0, -3.0, 1.0)]),
        ("powf", VF, [(2.0, -8.0, 0.0, 9.0), (0.5, 0.5, -1.0, 2.0)]),
        ("fma", VF, [(1.5, 2.0, 3.0, 1e30), (2.0, 0.1, -1.0, 1e10), (0.25, 1.0, 3.0, -1e40)]),
        ("ctpop", VI, [(7, -1, 0, 1 << 20)]),
        ("absi", VI, [(-5, -(2**31), 3, 0)]),
        ("ipowi", VI, [(3, -2, 2, 1), (4, 3, 31, -1)]),
    ],
)
def test_vmath_is_the_math_op_on_each_active_lane(
    dialect: str, mask: str, kind: str, t: VectorType, lanes: list[tuple[Any, ...]]
) -> None:
    cls = DIALECTS[dialect][1]
    op = cls(kind, [create_ssa_value(t) for _ in lanes], create_ssa_value(M))
    out = run(dialect, op, *lanes, MASKS[mask])
    fn = math_lane(simd.VMathOp(kind, [create_ssa_value(t)] * len(lanes)).scalar_form(), t.get_element_type())
    for i, on in enumerate(MASKS[mask]):
        if not on:
            assert out[i] is POISON
            continue
        want = fn(*(x[i] for x in lanes))
        assert out[i] == want or (pymath.isnan(out[i]) and pymath.isnan(want))


@pytest.mark.parametrize("dialect", list(DIALECTS))
def test_vmath_keeps_poison_lanes_and_rounds_to_f32(dialect: str) -> None:
    cls = DIALECTS[dialect][1]
    op = cls("sqrt", [create_ssa_value(VF)])
    out = run(dialect, op, (2.0, POISON, 3.0, 0.5))
    assert out[1] is POISON
    assert out[0] == to_f32(pymath.sqrt(2.0)) != pymath.sqrt(2.0)
    assert simd.VMathOp("sqrt", [create_ssa_value(VF)]).scalar_form() is mathd.SqrtOp


@pytest.mark.parametrize("dialect", list(DIALECTS))
@pytest.mark.parametrize("mask", list(MASKS))
def test_vatomic_runs_the_active_lanes_in_lane_order(dialect: str, mask: str) -> None:
    cls = DIALECTS[dialect][2]
    mt = MemRefType(i32, [4])
    op = cls("addi", create_ssa_value(VI), create_ssa_value(mt), create_ssa_value(VI), create_ssa_value(M))
    mem = memory([100, 5, 0, 0])
    # lanes 0, 1 and 3 hit m[1]; lane 2 m[0]; every inactive lane is out of bounds
    on = MASKS[mask]
    addrs = tuple(a if o else 99 for a, o in zip((1, 1, 0, 1), on, strict=True))
    old = run(dialect, op, (10, 20, 30, 40), mem, addrs, on)
    ref, want = [100, 5, 0, 0], []
    for i, (a, v) in enumerate(zip(addrs, (10, 20, 30, 40), strict=True)):
        if on[i]:
            want.append(ref[a])
            ref[a] += v
        else:
            want.append(POISON)
    assert list(old) == want
    assert [mem.load((i,)) for i in range(4)] == ref


@pytest.mark.parametrize("dialect", list(DIALECTS))
def test_vatomic_kinds_and_faults(dialect: str) -> None:
    cls = DIALECTS[dialect][2]
    mt = MemRefType(i32, [2])
    v, m, a = create_ssa_value(VI), create_ssa_value(mt), create_ssa_value(VI)
    mem = memory([-1, 3])
    old = run(dialect, cls("maxu", v, m, a), (5, 7, 2, -2), mem, (0, 1, 1, 1))
    assert old == (-1, 3, 7, 7)  # -1 is the largest unsigned value: it stays
    assert [mem.load((0,)), mem.load((1,))] == [-1, -2]
    with pytest.raises(RuntimeFault, match="lane 2"):
        run(dialect, cls("assign", v, m, a), (1, 1, 1, 1), memory([0, 0]), (0, 1, 2, 0))
    with pytest.raises(RuntimeFault, match="lane 1"):
        run(dialect, cls("addi", v, m, a), (1, POISON, 1, 1), memory([0, 0]), (0, 1, 1, 0))


CMPXCHG = {"simd": simd.VCmpxchgOp, "lockstep": ls.VCmpxchgOp}


@pytest.mark.parametrize("dialect", list(DIALECTS))
@pytest.mark.parametrize("mask", list(MASKS))
def test_vcmpxchg_swaps_in_lane_order_where_the_old_value_is_expected(dialect: str, mask: str) -> None:
    v, a = create_ssa_value(VI), create_ssa_value(VI)
    op = CMPXCHG[dialect](v, v, create_ssa_value(MemRefType(i32, [4])), a, create_ssa_value(M))
    mem = memory([7, 5, 0, 0])
    # lanes 0, 1 and 3 hit m[1] expecting 5, 9, 5: lane 0 swaps in 9, so lane 1 (expecting
    # 9) swaps in 6 and lane 3 (expecting 5) sees 6 and leaves it; lane 2 expects 8 at m[0]
    on = MASKS[mask]
    addrs = tuple(x if o else 99 for x, o in zip((1, 1, 0, 1), on, strict=True))
    expected, new = (5, 9, 8, 5), (9, 6, 1, 2)
    old = run(dialect, op, expected, new, mem, addrs, on)
    ref, want = [7, 5, 0, 0], []
    for i in range(4):
        if not on[i]:
            want.append(POISON)
            continue
        want.append(ref[addrs[i]])
        if ref[addrs[i]] == expected[i]:
            ref[addrs[i]] = new[i]
    assert list(old) == want
    assert [mem.load((i,)) for i in range(4)] == ref
    if mask == "all_on":
        assert list(old) == [5, 9, 7, 6] and ref == [7, 6, 0, 0]


def test_cmpxchg_compares_bits() -> None:
    from simdopt.dialects.vector_unit import cmpxchg_lane

    assert cmpxchg_lane(32, False)(-1, 0xFFFFFFFF, 3) == 3  # -1 has the bits of 2**32 - 1
    assert cmpxchg_lane(8, False)(5, 6, 3) == 5
    assert cmpxchg_lane(32, True)(-0.0, 0.0, 1.0) == -0.0  # -0.0 and 0.0 differ in bits
    nan = float("nan")
    assert cmpxchg_lane(32, True)(nan, nan, 1.0) == 1.0  # the same NaN bits


REDUCE = {
    "add": lambda a, b: a + b,
    "mul": lambda a, b: a * b,
    "min": min,
    "max": max,
    "and": lambda a, b: a & b,
    "or": lambda a, b: a | b,
    "xor": lambda a, b: a ^ b,
}


@pytest.mark.parametrize("dialect", list(DIALECTS))
@pytest.mark.parametrize("mask", list(MASKS))
@pytest.mark.parametrize("kind", list(REDUCE))
def test_vreduce_and_vreadfirstlane_read_the_active_lanes(dialect: str, mask: str, kind: str) -> None:
    _, _, _, first_cls, reduce_cls = DIALECTS[dialect]
    v, p = create_ssa_value(VI), create_ssa_value(M)
    lanes, on = (6, -3, 1 << 30, 5), MASKS[mask]
    active = [x for x, o in zip(lanes, on, strict=True) if o]
    r = run(dialect, reduce_cls(kind, v, p), lanes, on)
    first = run(dialect, first_cls(v, p), lanes, on)
    if not active:
        assert (r, first) == (0, 0)  # defined, so a uniform branch on it cannot fault
        return
    x = reduce(REDUCE[kind], active)
    assert r == (x + 2**31) % 2**32 - 2**31
    assert first == active[0]


@pytest.mark.parametrize("dialect", list(DIALECTS))
def test_float_reductions_and_poison(dialect: str) -> None:
    _, _, _, first_cls, reduce_cls = DIALECTS[dialect]
    v, p = create_ssa_value(VF), create_ssa_value(M)
    xs = (0.1, 1e8, -1e8, 0.2)
    assert run(dialect, reduce_cls("add", v), xs) == to_f32(0.1 + 0.2)  # exact sum, rounded once
    assert pymath.isnan(run(dialect, reduce_cls("max", v), (1.0, pymath.nan, 3.0, 2.0)))
    assert run(dialect, reduce_cls("min", v, p), (1.0, POISON, -3.0, 2.0), (True, False, True, True)) == -3.0
    assert run(dialect, reduce_cls("add", v, p), (1.0, POISON, 3.0, 2.0), (True, True, False, False)) is POISON
    assert run(dialect, first_cls(v, p), (POISON, 2.5, 3.0, 2.0), (False, True, True, False)) == 2.5
    assert run(dialect, first_cls(v, p), (1.0, 2.5, 3.0, 2.0), (False,) * 4) == 0.0
    with pytest.raises(RuntimeFault, match="mask"):
        run(dialect, reduce_cls("add", v, p), xs, (True, POISON, True, True))


def test_mask_reductions_give_i1() -> None:
    op = simd.VReduceOp("or", create_ssa_value(M))
    assert run("simd", op, (False, True, False, False)) == 1
    op = simd.VReduceOp("and", create_ssa_value(M))
    assert run("simd", op, (True, True, False, True)) == 0


def test_machine_statistics_of_the_lanewise_ops() -> None:
    text = """
func.func @main(%m: memref<?xi32>, %v: vector<4xi32>, %p: vector<4xi1>) -> (i32, i32) {
  %old = lockstep.vatomic addi, %v, %m[%v] mask(%p) : memref<?xi32>, vector<4xi32>
  %c = lockstep.vmath ctpop, %v mask(%p) : vector<4xi32>
  %f = lockstep.vreadfirstlane %v mask(%p) : vector<4xi32>
  %s = lockstep.vreduce add, %v mask(%p) : vector<4xi32>
  func.return %f, %s : i32, i32
}
"""
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    entry = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    out = run_lockstep(module, entry, [[0, 0, 0, 0], [3, 1, 2, 0], [1, 0, 1, 1]])
    assert out["results"] == [3, 5]
    assert out["memrefs"] == [[0, 0, 2, 3]]
    stats = out["stats"]
    assert stats["issued"]["vector"] == 4  # one instruction each, the atomic too
    assert stats["alu_lane_ops"] == 4 + 4 + 1 + 4  # readfirstlane reads one lane
    assert stats["mem_accesses"] == 2 * 3  # each active atomic lane reads and writes
