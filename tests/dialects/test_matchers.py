"""The constant matchers of `ir/matchers.py` on parsed IR."""

from __future__ import annotations

from xdsl.dialects import func
from xdsl.ir import SSAValue

from simdopt.dialects.matchers import (
    broadcast_source,
    constant_int,
    is_arith_constant,
    is_nonzero_constant,
    known_nonzero,
    scalar_constant,
    splat_constant,
    uniform_constant,
)
from simdopt.tools.frontend import SourceMap, make_context, parse_module

IR = """
func.func @f(%x: i32) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %cm = arith.constant -1 : i64
  %f = arith.constant 2.5 : f32
  %d = arith.constant dense<7> : vector<4xi32>
  %dz = arith.constant dense<0> : vector<4xi32>
  %b = simd.s2vb %c3 : vector<4xi32>
  %s = simd.s2v %c3, %c3, %c3, %c3 : vector<4xi32>
  %t = simd.s2v %c3, %c0, %c3, %c3 : vector<4xi32>
  %o = arith.ori %x, %c3 : i32
  %a = arith.addi %x, %c3 : i32
  func.return
}
"""


def _values() -> dict[str, SSAValue]:
    module = parse_module(make_context(), SourceMap("m.mlir", IR))
    fn = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    out: dict[str, SSAValue] = {"x": fn.body.blocks[0].args[0]}
    for op in fn.walk():
        for r in op.results:
            assert r.name_hint is not None
            out[r.name_hint] = r
    return out


def test_scalar_constants() -> None:
    v = _values()
    assert constant_int(v["c3"]) == 3 and constant_int(v["cm"]) == -1
    assert constant_int(v["f"]) is None and constant_int(v["x"]) is None and constant_int(None) is None
    assert scalar_constant(v["f"]) == 2.5 and scalar_constant(v["c0"]) == 0
    assert scalar_constant(v["d"]) is None
    assert is_arith_constant(v["d"]) and is_arith_constant(v["c0"]) and not is_arith_constant(v["a"])


def test_vector_constants() -> None:
    v = _values()
    assert broadcast_source(v["b"]) is v["c3"] and broadcast_source(v["s"]) is None
    assert splat_constant(v["d"]) == 7 and splat_constant(v["b"]) == 3 and splat_constant(v["s"]) is None
    assert uniform_constant(v["s"]) == 3 and uniform_constant(v["b"]) == 3
    assert uniform_constant(v["t"]) is None and uniform_constant(v["d"]) is None


def test_nonzero() -> None:
    v = _values()
    assert is_nonzero_constant(v["c3"]) and not is_nonzero_constant(v["c0"])
    assert known_nonzero(v["o"]) and known_nonzero(v["b"]) and known_nonzero(v["d"])
    assert not known_nonzero(v["a"]) and not known_nonzero(v["dz"]) and not known_nonzero(v["x"])
