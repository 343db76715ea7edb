"""The simd dialect from Python: build every op, verify it, and round-trip it through
both the custom and the generic syntax."""

from __future__ import annotations

import pytest
from xdsl.dialects import arith
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    IntegerAttr,
    MemRefType,
    ModuleOp,
    VectorType,
    f32,
    i32,
    i64,
)
from xdsl.dialects.func import FuncOp, ReturnOp
from xdsl.ir import Block, Operation, Region
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from simdopt.dialects import simd
from simdopt.tools.frontend import SourceMap, make_context, parse_module

W = 4
V = simd.vector_type(W, i32)
M = simd.mask_type(W)
MEM = MemRefType(i32, [DYNAMIC_INDEX])


def build_all() -> tuple[ModuleOp, list[Operation]]:
    """A function holding one instance of every simd op, masked where possible."""
    block = Block(arg_types=[V, V, M, i32, MEM, simd.vector_type(W, f32)])
    a, b, p, x, m, fv = block.args
    # the float-only ops (no integer form: vminnum, vmaxnum) on f32 lanes
    ops: list[Operation] = [
        cls(fv, fv) if cls.FACTS.int_form is None else cls(a, b) for cls in simd.ELEMENTWISE_OPS
    ]
    ops.append(simd.VAddOp(a, b, p, negated=True))
    ops.append(simd.VMaxOp(fv, fv, p))
    ops.append(simd.S2VOp([x] * W, V, p))
    ops.append(simd.S2VBOp(x, V))
    ops.append(simd.V2SOp(a, x))
    ops.append(simd.GatherOp(m, a, V, p))
    ops.append(simd.ScatterOp(b, m, a, p, negated=True))
    ops.append(simd.VLoadOp(m, x, V))
    ops.append(simd.VStoreOp(a, m, x, p))
    ops.append(simd.VCmpOp("slt", a, b, p))
    ops.append(simd.VCmpOp("olt", fv, fv))
    ops.append(simd.VPhiOp(p, a, b))
    ops.append(simd.PNotOp(p))
    ops.append(simd.PAndOp(p, p))
    ops.append(simd.POrOp(p, p))
    ops.append(simd.PFirstOp(x, M))
    ops.append(simd.AnyOp(p))
    ops.append(simd.AllOp(p))
    ops.append(simd.VMathOp("sqrt", [fv], p))
    ops.append(simd.VMathOp("fma", [fv, fv, fv]))
    ops.append(simd.VMathOp("ctpop", [a], p, negated=True))
    ops.append(simd.VCastOp("fptosi", fv, a.type, p))
    ops.append(simd.VCastOp("bitcast", a, fv.type))
    ops.append(simd.VAtomicOp("addi", a, m, b, p))
    ops.append(simd.VCmpxchgOp(a, b, m, a, p))
    ops.append(zero := arith.ConstantOp(IntegerAttr(0, IndexType())))
    ops.append(simd.CmpxchgOp(x, x, m, [zero]))
    ops.append(simd.VPrintfOp("%d %f\n", a, [x, fv], p))
    ops.append(simd.VReadFirstLaneOp(a, p))
    ops.append(simd.VReduceOp("add", fv, p, negated=True))
    ops.append(simd.VReduceOp("or", p))
    ops.append(simd.ThreadIdOp())
    ops.append(simd.LaneIdOp())
    ops.append(simd.ReadFirstLaneOp(x))
    ops.append(simd.GroupReduceOp("max", x))
    ops.append(simd.ShuffleOp("down", x, x, x, x))
    any_p = next(op for op in ops if isinstance(op, simd.AnyOp))
    ops.append(vote := simd.VoteOp("any", any_p.results[0]))
    ops.append(simd.VoteOp("ballot", vote.results[0], i32, x))
    ops.append(active := simd.ActiveMaskOp(i32))
    ops.append(simd.LanesBelowOp(active))
    ops.append(simd.GroupScanOp("exclusive", "add", x))
    ops.append(simd.VShuffleOp(a, list(reversed(range(W))), p))
    ops.append(simd.VPermuteOp(fv, a, p, negated=True))
    ops.append(simd.VBallotOp(p, i64, p))
    ops.append(simd.VScanOp("inclusive", "max", fv))
    ops.append(simd.ExternalCallOp("ext", [x, x], [i32]))
    block.add_ops([*ops, ReturnOp()])
    fn = FuncOp("all_ops", (block.arg_types, []), Region(block))
    return ModuleOp([fn]), ops


def test_every_op_is_built_and_verifies() -> None:
    module, ops = build_all()
    module.verify()
    built = {type(op) for op in ops}
    missing = [op.name for op in simd.SIMD.operations if op not in built]
    assert not missing


def print_module(module: ModuleOp, generic: bool) -> str:
    from io import StringIO

    out = StringIO()
    Printer(stream=out, print_generic_format=generic).print_op(module)
    return out.getvalue()


@pytest.mark.parametrize("generic", [False, True])
def test_round_trip(generic: bool) -> None:
    module, _ = build_all()
    text = print_module(module, generic)
    reparsed = parse_module(make_context(), SourceMap("rt.mlir", text))
    assert print_module(reparsed, False) == print_module(module, False)
    assert reparsed.is_structurally_equivalent(module)


def test_custom_syntax_of_masks() -> None:
    module, _ = build_all()
    text = print_module(module, False)
    assert "simd.vadd %0, %1 mask(not %2) : vector<4xi32>" in text
    assert "simd.scatter %1, %4[%0] mask(not %2) : memref<?xi32>, vector<4xi32>" in text


def test_width_mismatch_is_rejected() -> None:
    block = Block(arg_types=[V, simd.vector_type(8, i32)])
    op = simd.VAddOp(block.args[0], block.args[1])
    with pytest.raises(VerifyException, match="rhs type vector<8xi32>"):
        op.verify()


def test_s2v_operand_count_is_rejected() -> None:
    block = Block(arg_types=[i32])
    op = simd.S2VOp([block.args[0]] * 3, V)
    with pytest.raises(VerifyException, match="expected 4 scalar operands"):
        op.verify()


def test_external_call_passes_scalars_and_returns_at_most_one() -> None:
    """`simd.external_call` (--assume-external=divergent): scalar operands, <= 1 result."""
    x = Block(arg_types=[i32, VectorType(i32, [4])]).args
    with pytest.raises(VerifyException, match="scalars only"):
        simd.ExternalCallOp("ext", [x[1]], []).verify()
    with pytest.raises(VerifyException, match="at most one result"):
        simd.ExternalCallOp("ext", [x[0]], [i32, i32]).verify()
