"""Tests of the divergence query API and of the op table's strict mode."""

import pytest
from xdsl.dialects import arith, builtin, func
from xdsl.dialects.builtin import i32

from simdopt.dialects.traits import UnclassifiedOpError
from simdopt.passes.analysis.divergence import Rules, analyze_divergence
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


GPU_THREAD_IDS = """
func.func @k(%out : memref<?xindex>) attributes {gpu.known_block_size = array<i32: 64, 4, 1>} {
  %x = "gpu.thread_id"() {dimension = #gpu<dim x>} : () -> index
  %y = "gpu.thread_id"() {dimension = #gpu<dim y>} : () -> index
  %z = "gpu.thread_id"() {dimension = #gpu<dim z>} : () -> index
  func.return
}
"""


@pytest.mark.parametrize(
    ("width", "rules", "expected"),
    [
        (32, Rules(), [True, False, False]),  # 64 % 32 == 0: a subgroup is in one row
        (64, Rules(), [True, False, False]),
        (48, Rules(), [True, True, True]),  # 64 % 48 != 0: subgroups span two rows
        (None, Rules(), [True, True, True]),  # W unknown
        (32, Rules(subgroup_thread_id=False), [True, True, True]),
    ],
)
def test_rule7_thread_id_y_z_uniform_within_subgroup(
    width: int | None, rules: Rules, expected: list[bool]
) -> None:
    module = parse_module(make_context(), SourceMap("g.mlir", GPU_THREAD_IDS))
    ids = [op for op in module.walk() if op.name == "gpu.thread_id"]
    info = analyze_divergence(module, subgroup_width=width, rules=rules)
    assert [info.is_divergent(op.results[0]) for op in ids] == expected


def test_rule7_needs_a_known_block_size() -> None:
    text = GPU_THREAD_IDS.replace(
        " attributes {gpu.known_block_size = array<i32: 64, 4, 1>}", ""
    )
    module = parse_module(make_context(), SourceMap("g.mlir", text))
    ids = [op for op in module.walk() if op.name == "gpu.thread_id"]
    info = analyze_divergence(module, subgroup_width=32)
    assert all(info.is_divergent(op.results[0]) for op in ids)
