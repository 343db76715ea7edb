"""`convert-simd-to-lockstep{scalar-operands=true}`: every compare predicate and every
ALU kind with a broadcast operand on either side, on i32 and f32 lanes (NaN and signed
zeros included), gives on the machine what the SIMD program gives; the broadcast is
read as a scalar operand (`vcmps`/`valus`) wherever the form allows."""

from __future__ import annotations

import json
import math
from typing import Any, Literal

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from simdopt.dialects import lockstep as ls
from simdopt.dialects.lockstep import FLOAT_ONLY_KINDS, INT_ONLY_KINDS, VALU_KINDS
from simdopt.dialects.vector_unit import CMPF_PREDICATES, CMPI_PREDICATES
from simdopt.interpreters.lockstep import run_lockstep
from simdopt.interpreters.simd_program import run_simd
from simdopt.passes.convert_simd_to_lockstep import ConvertSimdToLockstepPass
from simdopt.tools.frontend import SourceMap, make_context, parse_module, verify_module

INTS: list[Any] = [[5, -3, 0, 7], 0]
FLOATS: list[Any] = [[math.nan, -0.0, 1.5, -2.0], 0.0]
SCALARS = {"i32": [0, -3, 7], "f32": [0.0, 1.5, math.nan]}


def program(body: str, t: str, result: str) -> str:
    return (
        f"func.func @main(%v: vector<4x{t}>, %x: {t}) -> {result} {{\n"
        f"  %b = simd.s2vb %x : vector<4x{t}>\n{body}\n  func.return %r : {result}\n}}\n"
    )


def runs(text: str, args: list[Any], style: Literal["exec", "per-op"]) -> tuple[str, str, ModuleOp]:
    """(the SIMD program's results, the lowered program's results, the lowered module)."""
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    fn = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    want = json.dumps(run_simd(module, fn, json.loads(json.dumps(args)))["results"])
    ConvertSimdToLockstepPass(mask_style=style, scalar_operands=True).apply(make_context(), module)
    verify_module(module)
    fn = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    got = json.dumps(run_lockstep(module, fn, json.loads(json.dumps(args)))["results"])
    return want, got, module


@pytest.mark.parametrize("style", ["exec", "per-op"])
@pytest.mark.parametrize("side", ["left", "right"])
@pytest.mark.parametrize(("t", "pred"), [("i32", p) for p in CMPI_PREDICATES] + [("f32", p) for p in CMPF_PREDICATES])
def test_compare_with_a_broadcast_operand(t: str, pred: str, side: str, style: Literal["exec", "per-op"]) -> None:
    operands = "%b, %v" if side == "left" else "%v, %b"
    text = program(f"  %r = simd.vcmp {pred}, {operands} : vector<4x{t}>", t, "vector<4xi1>")
    for x in SCALARS[t]:
        args = [(FLOATS if t == "f32" else INTS)[0], x]
        want, got, module = runs(text, args, style)
        assert got == want, (pred, side, x)
        assert any(isinstance(op, ls.VCmpsOp) for op in module.walk())
        assert not any(isinstance(op, ls.VBcastOp) for op in module.walk())


@pytest.mark.parametrize("side", ["left", "right"])
@pytest.mark.parametrize("kind", [k for k in VALU_KINDS if k not in ("div", "rem", "divu", "remu")])
def test_alu_op_with_a_broadcast_operand(kind: str, side: str) -> None:
    """Integer lanes (every kind but the trapping ones) and, where defined, f32 lanes:
    a broadcast right operand is always a scalar operand, a left one when the op
    commutes or has a reversed form (`valus rev`: sub, shifts; otherwise the `vbcast`
    stays)."""
    operands = "%b, %v" if side == "left" else "%v, %b"
    for t, args in (("i32", [[5, -3, 0, 7], 3]), ("f32", [[math.nan, -0.0, 1.5, -2.0], 0.5])):
        if t == "f32" and kind in INT_ONLY_KINDS:  # from the ops' facts
            continue
        if t == "i32" and kind in FLOAT_ONLY_KINDS:
            continue
        text = program(f"  %r = simd.v{kind} {operands} : vector<4x{t}>", t, f"vector<4x{t}>")
        want, got, module = runs(text, args, "per-op")
        assert got == want, (kind, side, t)
        fused = any(isinstance(op, ls.ValusOp) for op in module.walk())
        commutes = ("add", "mul", "and", "or", "xor", "min", "max", "minu", "maxu", "minnum", "maxnum")
        assert fused == (side == "right" or kind in commutes or kind in ls.REVERSED_KINDS)
        reversed_ = any(isinstance(op, ls.ValusOp) and op.is_reversed for op in module.walk())
        assert reversed_ == (side == "left" and kind not in commutes and kind in ls.REVERSED_KINDS)
