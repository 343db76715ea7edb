"""Differential test of the shift facts (`LaneFacts.amount_modulus`): the vector shifts
take their amount mod 32, the scalar `arith` shifts do not, so `canonicalize` (folding a
shift of broadcasts into a scalar one) and `divergence-scalarize` (its scalar form) must
mask the amount unless it is a constant in [0, 32).  Amounts >= 32 and negative ones,
values of both signs: the same `simd-run` results before and after each pipeline and
after lowering to the lockstep machine.  `simd.vshru` is here because the fact lives on
the op: adding it to `dialects/simd.py` alone made these pipelines correct for it.
"""

from __future__ import annotations

import copy

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from simdopt.dialects import simd
from simdopt.interpreters.lockstep import run_lockstep
from simdopt.interpreters.simd_program import run_simd
from simdopt.passes.convert_simd_to_lockstep import ConvertSimdToLockstepPass
from simdopt.passes.divergence_scalarize import DivergenceScalarizePass
from simdopt.tools.frontend import SourceMap, make_context, parse_module, verify_module
from simdopt.tools.random_simd import differential

SHIFTS = ["simd.vshl", "simd.vshr", "simd.vshru"]
AMOUNTS = [0, 1, 31, 32, 33, 40, 64, -1, -31, 100]
VALUES = [-8, 2147483647, -2147483648, 5]
PIPELINES = [
    "canonicalize",
    "divergence-scalarize",
    "divergence-scalarize,canonicalize,cse,dce",
]


def _program(shift: str, amount: int | None) -> str:
    """A shift of two broadcasts (uniform: both passes give it a scalar form), by the
    argument %k or, when `amount` is given, by that constant; plus a vector-by-vector
    shift of the same values so a lane-wise amount goes through the lowering too."""
    k = "%k" if amount is None else "%c"
    const = "" if amount is None else f"  %c = arith.constant {amount} : i32\n"
    return f"""
func.func @f(%x: i32, %k: i32, %v: vector<4xi32>, %s: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {{
{const}  %a = simd.s2vb %x : vector<4xi32>
  %b = simd.s2vb {k} : vector<4xi32>
  %r = {shift} %a, %b : vector<4xi32>
  %w = {shift} %v, %s : vector<4xi32>
  func.return %r, %w : vector<4xi32>, vector<4xi32>
}}
"""


def _args(x: int, k: int) -> list[object]:
    return [x, k, VALUES, [k, 33, -1, 32]]


@pytest.mark.parametrize("pipeline", PIPELINES)
@pytest.mark.parametrize("constant", [False, True])
@pytest.mark.parametrize("shift", SHIFTS)
def test_shift_by_any_amount_keeps_its_results(shift: str, constant: bool, pipeline: str) -> None:
    for k in AMOUNTS:
        for x in (-2147483644, 7):
            text = _program(shift, k if constant else None)
            out = differential(text, _args(x, k), pipeline)
            assert out.skipped is None, out.skipped
            assert out.mismatch is None, f"{shift} {x} by {k}: {out.mismatch}\n{text}"


def _entry(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp))


@pytest.mark.parametrize("shift", SHIFTS)
def test_scalarized_shift_runs_the_same_on_the_machine(shift: str) -> None:
    for k in AMOUNTS:
        ctx = make_context()
        text = _program(shift, None)
        args = _args(-2147483644, k)
        module = parse_module(ctx, SourceMap("s.mlir", text))
        expected = run_simd(module, _entry(module), copy.deepcopy(args))
        DivergenceScalarizePass().apply(ctx, module)
        ConvertSimdToLockstepPass().apply(ctx, module)
        verify_module(module)
        out = run_lockstep(module, _entry(module), copy.deepcopy(args))
        assert out["results"] == expected["results"], f"{shift} by {k}"


def test_logical_shift_right_semantics() -> None:
    """`simd.vshru` shifts zeros in, by the amount mod 32 (the reviewed case: a shift
    by >= 32 is not 0)."""
    ctx = make_context()
    module = parse_module(ctx, SourceMap("s.mlir", _program("simd.vshru", None)))
    out = run_simd(module, _entry(module), _args(-4, 33))
    assert out["results"][0] == [2147483646] * 4
    assert out["results"][1] == [2147483644, 1073741823, 1, 5]


def test_shift_facts_are_on_the_ops() -> None:
    for op in (simd.VShlOp, simd.VShrOp, simd.VShruOp):
        assert op.FACTS.amount_modulus == 32
        assert op.FACTS.scalar_form_agrees(31) and not op.FACTS.scalar_form_agrees(32)
        assert not op.FACTS.scalar_form_agrees(-1) and not op.FACTS.scalar_form_agrees(None)
    assert simd.VAddOp.FACTS.scalar_form_agrees(None)


@pytest.mark.parametrize("amount", [0, 32, 64, -32, 33])
def test_strided_addresses_shifted_by_any_amount(amount: int) -> None:
    """A gather whose addresses are (x + lane) << amount: by 32 or 64 the stride is 1,
    so `divergence-scalarize` makes it a `vload` at the lane-0 address, computed with
    the scalar shift: masked to the amount mod 32 like the vector shift."""
    text = f"""
func.func @f(%x: i32, %m: memref<64xi32>) -> vector<4xi32> {{
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %ck = arith.constant {amount} : i32
  %l = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
  %bx = simd.s2vb %x : vector<4xi32>
  %a = simd.vadd %bx, %l : vector<4xi32>
  %k = simd.s2vb %ck : vector<4xi32>
  %s = simd.vshl %a, %k : vector<4xi32>
  %g = simd.gather %m[%s] : memref<64xi32>, vector<4xi32>
  func.return %g : vector<4xi32>
}}
"""
    for pipeline in PIPELINES:
        out = differential(text, [2, list(range(100, 164))], pipeline)
        assert out.skipped is None, out.skipped
        assert out.mismatch is None, f"by {amount}, {pipeline}: {out.mismatch}"
