"""A contiguous vector load or store whose lanes are all active and in bounds packs or
unpacks its run of elements at once (`lanes.load_plan`/`store_plan`); every other
access goes lane by lane.  Each case here runs with and without that path (the
lane-by-lane one forced) on the SIMD interpreter and the lockstep machine, and must
give the same memory, stats and faults; the cases where the path applies must take it.
"""

from __future__ import annotations

from typing import Any

import pytest
from xdsl.dialects.builtin import ModuleOp

import simdopt.interpreters.lanes as lanes
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.lockstep import run_lockstep
from simdopt.interpreters.simd_program import run_simd
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.kernel_runs import apply

VALUES = {
    "f32": [0.5, -1.25, 3.0, 1e30, 7.0, 2.5, -0.0],
    "f64": [0.1, 0.2, 0.3, 1e300, 5.0, 6.0, -7.5],
    "f16": [0.5, 1.5, -2.0, 65504.0, 1.0, 2.0, 3.0],
    "i32": [1, -2, 3, 2**31 - 1, -(2**31), 9, 10],
    "i64": [2**63 - 1, -(2**63), 3, 4, 5, 6, 7],
    "i8": [127, -128, 3, 4, 5, 6, 7],
}


def _program(t: str) -> str:
    """Loads a[i..i+3], stores it to b[i..], then under the mask `lane < k` to c[i..]
    (the masked store goes lane by lane unless k >= 4); returns the loaded vector."""
    return f"""
func.func @k(%a: memref<?x{t}>, %b: memref<?x{t}>, %c: memref<?x{t}>, %i: i32, %k: i32) -> vector<4x{t}> {{
  %x = simd.vload %a[%i] : memref<?x{t}>, vector<4x{t}>
  simd.vstore %x, %b[%i] : memref<?x{t}>, vector<4x{t}>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %l = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
  %kv = simd.s2vb %k : vector<4xi32>
  %p = simd.vcmp slt, %l, %kv : vector<4xi32>
  simd.vstore %x, %c[%i] mask(%p) : memref<?x{t}>, vector<4x{t}>
  func.return %x : vector<4x{t}>
}}
"""


def _module(stage: str, t: str) -> ModuleOp:
    module = parse_module(make_context(), SourceMap("<vector runs>", _program(t)), "mlir")
    return apply(module, "convert-simd-to-lockstep") if stage == "lockstep" else module


def _run(module: ModuleOp, stage: str, t: str, i: int, k: int) -> Any:
    fn: Any = next(iter(module.ops))
    values = VALUES[t]
    args = [values, [0] * len(values), [0] * len(values), i, k]
    try:
        return (run_lockstep if stage == "lockstep" else run_simd)(module, fn, args)
    except RuntimeFault as e:
        return e.message


@pytest.mark.parametrize("stage", ["simd", "lockstep"])
@pytest.mark.parametrize("t", VALUES)
def test_whole_runs_equal_lane_by_lane(stage: str, t: str, monkeypatch: pytest.MonkeyPatch) -> None:
    n = len(VALUES[t])
    cases = [(i, k) for i in (-1, 0, 1, n - 4, n - 3) for k in (4, 2)]
    taken: list[Any] = []
    real = lanes._in_range  # pyright: ignore[reportPrivateUsage]

    def spy(*args: Any) -> Any:
        ptr = real(*args)
        taken.append(ptr)
        return ptr

    monkeypatch.setattr(lanes, "_in_range", spy)
    module = _module(stage, t)
    whole = [_run(module, stage, t, i, k) for i, k in cases]
    assert sum(p is not None for p in taken) >= 2 * 3 + 2  # (both in-range bases: load, store; the masked store at k=4)
    monkeypatch.setattr(lanes, "_in_range", lambda *args: None)  # pyright: ignore[reportUnknownLambdaType]
    by_lane = [_run(module, stage, t, i, k) for i, k in cases]
    assert whole == by_lane
    assert all(isinstance(w, str) and "out" in w for (i, _), w in zip(cases, whole, strict=True) if i in (-1, n - 3))
