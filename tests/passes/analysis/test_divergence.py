"""Tests of the divergence query API and of the op table's strict mode."""

import pytest
from xdsl.dialects import arith, builtin, func
from xdsl.dialects.builtin import i32

from simdopt.dialects.traits import UnclassifiedOpError
from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.tools.frontend import SourceMap, make_context, parse_module

KERNEL = """
func.func @k(%n : i32) -> i32 {
  %t = simd.thread_id : i32
  %s = arith.addi %t, %n : i32
  %u = arith.addi %n, %n : i32
  func.return %s : i32
}
"""

IRREDUCIBLE_DIVERGED_ENTRY = """
func.func @irr(%n : i32) -> i32 {
  %t = simd.thread_id : i32
  %c = arith.cmpi slt, %t, %n : i32
  %u = arith.cmpi slt, %n, %n : i32
  %one = arith.constant 1 : i32
  cf.cond_br %c, ^bb1(%one : i32), ^bb2(%one : i32)
^bb1(%x : i32):
  cf.cond_br %u, ^bb2(%x : i32), ^bb3(%x : i32)
^bb2(%y : i32):
  cf.cond_br %u, ^bb1(%y : i32), ^bb3(%y : i32)
^bb3(%z : i32):
  func.return %z : i32
}
"""


def _parse(text: str) -> builtin.ModuleOp:
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    assert isinstance(module, builtin.ModuleOp)
    return module


def _named(module: builtin.ModuleOp) -> dict[str, object]:
    out: dict[str, object] = {}
    for op in module.walk():
        for r in op.results:
            if r.name_hint:
                out[r.name_hint] = r
        for region in op.regions:
            for block in region.blocks:
                for a in block.args:
                    if a.name_hint:
                        out[a.name_hint] = a
    return out


def test_data_dependence_and_queries() -> None:
    module = _parse(KERNEL)
    info = analyze_divergence(module, strict=True)
    v = _named(module)
    assert info.is_divergent(v["t"])  # pyright: ignore[reportArgumentType]
    assert info.is_divergent(v["s"])  # pyright: ignore[reportArgumentType]
    assert info.is_uniform(v["u"])  # pyright: ignore[reportArgumentType]
    assert info.is_uniform(v["n"])  # pyright: ignore[reportArgumentType]
    ret = next(op for op in module.walk() if isinstance(op, func.ReturnOp))
    assert info.is_divergent_use(ret.operands[0].first_use)  # pyright: ignore


def test_unseen_value_is_divergent() -> None:
    module = _parse(KERNEL)
    info = analyze_divergence(module)
    fresh = arith.ConstantOp.from_int_and_width(1, i32)
    assert info.is_divergent(fresh.result)
    assert not info.is_uniform(fresh.result)


def test_strict_mode_rejects_unclassified_op() -> None:
    module = _parse(KERNEL)
    f = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    block = f.body.blocks.first
    assert block is not None
    block.insert_op_before(
        builtin.UnrealizedConversionCastOp.get([], [i32]),
        block.first_op,  # pyright: ignore
    )
    with pytest.raises(UnclassifiedOpError):
        analyze_divergence(module, strict=True)
    info = analyze_divergence(module)  # non-strict: unknown op is divergent
    cast = block.first_op
    assert cast is not None
    assert info.is_divergent(cast.results[0])


def test_irreducible_cycle_with_diverged_entry() -> None:
    module = _parse(IRREDUCIBLE_DIVERGED_ENTRY)
    info = analyze_divergence(module, strict=True)
    v = _named(module)
    # Entered at two entries under a divergent branch: conservative, divergent.
    assert info.is_divergent(v["x"])  # pyright: ignore[reportArgumentType]
    assert info.is_divergent(v["y"])  # pyright: ignore[reportArgumentType]
    assert info.is_uniform(v["u"])  # pyright: ignore[reportArgumentType]
