"""The lockstep dialect from Python: builders verify, custom and generic forms round
trip, verifiers reject bad widths, and the target description round-trips."""

from __future__ import annotations

from io import StringIO

import pytest
from xdsl.dialects import builtin, func
from xdsl.dialects.builtin import DYNAMIC_INDEX, MemRefType, f32, i32
from xdsl.ir import Block, Region
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from simdopt.dialects import lockstep as ls
from simdopt.dialects.simd import mask_type, vector_type
from simdopt.tools.frontend import SourceMap, make_context, parse_module

V4 = vector_type(4, i32)
M4 = mask_type(4)


def build() -> builtin.ModuleOp:
    block = Block(arg_types=[V4, V4, M4, MemRefType(i32, [DYNAMIC_INDEX]), i32])
    a, b, p, m, x = block.args
    ops = [
        add := ls.ValuOp("add", a, b),
        sub := ls.ValuOp("sub", add, b, p, negated=True),
        ls.ValusOp("mul", sub, x, p),
        cmp := ls.VCmpOp("sgt", a, sub),
        ls.VCmpsOp("sle", a, x, p, negated=True),
        ls.VSelOp(cmp, a, b),
        ls.VSelsOp(cmp, a, x, reversed=True, mask=p),
        ls.ValusOp("sub", a, x, reversed=True),
        bc := ls.VBcastOp(x, V4, p),
        ls.VPackOp([x, x, x, x], V4),
        ls.VLaneOp(bc, x),
        ls.VLoadOp(m, x, V4),
        ls.VStoreOp(a, m, x, p),
        ls.VGatherOp(m, a, V4),
        ls.VScatterOp(a, m, b),
        ls.VGathersOp(m, x, a, V4, p),
        ls.VScattersOp(a, m, x, b, p, negated=True),
        ls.VMathOp("absi", [a], p),
        ls.VCastOp("sitofp", a, vector_type(4, f32), p, negated=True),
        ls.VAtomicOp("maxs", a, m, b, p, negated=True),
        ls.VCmpxchgOp(a, b, m, a, p),
        ls.VPrintfOp("%d %d\n", a, [x, b], p, negated=True),
        ls.VReadFirstLaneOp(a),
        ls.VReduceOp("min", a, p),
        ls.VShuffleOp(a, [3, 2, 1, 0], p),
        ls.VPermuteOp(a, b, p, negated=True),
        ls.VBallotOp(p, i32),
        ls.VScanOp("exclusive", "add", a, p),
        n := ls.MNotOp(p),
        ls.MAndOp(p, n),
        ls.MOrOp(p, n),
        anyp := ls.MAnyOp(p),
        ls.MAllOp(p),
        ls.MBcastOp(anyp, p.type),
        ls.MFirstOp(x, p.type),
        s := ls.ExecSaveOp(4),
        ls.ExecAndOp(p),
        ls.ExecNotOp(4),
        ls.ExecAndOp(s, negated=True),
        s2 := ls.ExecAndSaveOp(p),
        ls.ExecSetOp(s2, p, negated=True),
        skip := ls.SkipExeczOp(4, [V4], ls.new_region([ls.YieldOp(a)])),
        ls.IfAnyOp(
            p, [V4], ls.new_region([ls.YieldOp(skip)]), ls.new_region([ls.YieldOp(b)])
        ),
        ls.IfAllOp(p, [], ls.new_region([ls.YieldOp()]), ls.new_region([ls.YieldOp()])),
        ls.ExecRestoreOp(s),
        func.ReturnOp(),
    ]
    block.add_ops(ops)
    f = func.FuncOp("f", (list(block.arg_types), []), Region(block))
    return builtin.ModuleOp([f])


def text_of(module: builtin.ModuleOp, generic: bool = False) -> str:
    out = StringIO()
    Printer(stream=out, print_generic_format=generic).print_op(module)
    return out.getvalue()


def test_every_op_builds_verifies_and_round_trips() -> None:
    module = build()
    module.verify()
    custom = text_of(module)
    for form in (custom, text_of(module, generic=True)):
        again = parse_module(make_context(), SourceMap("t.mlir", form))
        assert text_of(again) == custom
    names = {op.name for op in module.walk()}
    assert {op.name for op in ls.LOCKSTEP.operations} <= names


def test_verifier_rejects_width_mismatch() -> None:
    block = Block(arg_types=[V4, mask_type(8)])
    a, p = block.args
    op = ls.ValuOp("add", a, a, p)
    block.add_op(op)
    with pytest.raises(VerifyException, match="mask width 8 does not match"):
        op.verify()


def test_target_description_round_trips() -> None:
    t = ls.TargetDesc(taken_branch_penalty=7, cycles_vector=2, e_mem=2.5)
    assert ls.TargetDesc.from_attr(t.to_attr()) == t
    assert ls.TargetDesc.from_attr(None) == ls.TargetDesc()
    text = "builtin.module attributes {lockstep.target = #lockstep.target<cycles_mask = 3>} {}"
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    partial = module.attributes[ls.TARGET_ATTR]
    assert ls.TargetDesc.from_attr(partial) == ls.TargetDesc(cycles_mask=3)


def test_target_attribute_has_one_parameter_per_field_and_no_width() -> None:
    attr = ls.TargetDesc().to_attr()
    names = [f.name for f in ls.TARGET_FIELDS]
    assert [attr.value(n) for n in names] == [f.default for f in ls.TARGET_FIELDS]
    assert "width" not in names  # W is the program's vector types'


def test_target_attribute_rejects_bad_values_naming_the_field() -> None:
    with pytest.raises(VerifyException, match=r"e_lane: expected a finite number >= 0.0, found -1.0"):
        ls.TargetDesc(e_lane=-1.0).to_attr()
    with pytest.raises(VerifyException, match=r"taken_branch_penalty: expected an integer >= 0, found 2.5"):
        ls.TargetDesc(taken_branch_penalty=2.5).to_attr()  # pyright: ignore[reportArgumentType]
    with pytest.raises(VerifyException, match=r"e_mem: expected a finite number >= 0.0, found inf"):
        ls.TargetDesc(e_mem=float("inf")).to_attr()


def test_old_dictionary_target_is_refused() -> None:
    old = builtin.DictionaryAttr({"taken_branch_penalty": builtin.IntegerAttr(3, 64)})
    with pytest.raises(VerifyException, match="expected a #lockstep.target"):
        ls.TargetDesc.from_attr(old)
