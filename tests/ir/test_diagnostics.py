"""The one diagnostic type, the remark emitter, the shared builders and the xDSL
patches of the floor."""

from __future__ import annotations

import io

import pytest
from xdsl.context import Context
from xdsl.dialects import arith, builtin, scf, test
from xdsl.dialects.builtin import (
    FloatAttr,
    IndexType,
    IntegerAttr,
    VectorType,
    f32,
    f64,
    i1,
    i32,
)
from xdsl.ir import Dialect
from xdsl.utils.exceptions import PassFailedException

from simdopt.ir.builders import if_lanes_active, mask_key, zero
from simdopt.ir.diagnostics import (
    Diagnostic,
    PassFailedAtOp,
    RemarkEmitter,
    SourceError,
    fail_at,
    set_locator,
)
from simdopt.ir.xdsl_patches import add_loop_canonicalization, replace_dialect
from simdopt.tools.cli import UserError


def test_every_error_kind_is_a_diagnostic() -> None:
    op = test.TestOp()
    with pytest.raises(PassFailedAtOp) as failed:
        fail_at(op, "p: no")
    assert isinstance(failed.value, Diagnostic) and isinstance(failed.value, PassFailedException)
    assert (failed.value.message, failed.value.op, failed.value.pos) == ("p: no", op, None)
    err = SourceError("bad", pos="f.mlir:1:2")
    assert isinstance(err, Diagnostic) and not isinstance(err, PassFailedException)
    assert not isinstance(err, PassFailedAtOp) and str(err) == "bad"
    assert isinstance(UserError("x"), Diagnostic) and str(UserError("x")) == "x"


def test_remarks_located_unlocated_and_plain(capsys: pytest.CaptureFixture[str]) -> None:
    op, other = test.TestOp(), test.TestOp()
    set_locator(lambda o: ("k.mlir", 3, 5) if o is op else None)
    try:
        out = io.StringIO()
        emitter = RemarkEmitter("some-pass", out)
        emitter.at(op, "did it", "@f: test.op")
        emitter.at(other, "did not", "@f: test.op")
        emitter.plain("2 done")
        assert out.getvalue() == (
            "k.mlir:3:5: remark: some-pass: did it\n"
            "@f: test.op: remark: some-pass: did not\n"
            "some-pass: 2 done\n"
        )
        RemarkEmitter("p").plain("on stderr")  # the stderr of the moment (captured)
        assert capsys.readouterr().err == "p: on stderr\n"
    finally:
        set_locator(None)


def test_zero_of_every_scalar_type_and_an_error_at_the_anchor() -> None:
    for t, attr in ((i32, IntegerAttr(0, i32)), (IndexType(), IntegerAttr(0, IndexType())),
                    (f32, FloatAttr(0.0, f32)), (f64, FloatAttr(0.0, f64))):  # fmt: skip
        assert zero(t).value == attr
    anchor = test.TestOp()
    with pytest.raises(PassFailedAtOp, match="lift-cf-to-scf: a value of type") as e:
        zero(VectorType(i32, (4,)), anchor, "lift-cf-to-scf")
    assert e.value.op is anchor
    with pytest.raises(AssertionError):
        zero(VectorType(i32, (4,)))


def test_if_lanes_active_fills_the_skipped_arm() -> None:
    cond = test.TestOp(result_types=[i1]).results[0]
    work = arith.ConstantOp(IntegerAttr(5, i32))
    if_op = if_lanes_active(cond, [work], [work.result])
    assert isinstance(if_op, scf.IfOp) and [r.type for r in if_op.results] == [i32]
    skipped = list(if_op.false_region.block.ops)
    assert isinstance(skipped[0], arith.ConstantOp) and skipped[0].value == IntegerAttr(0, i32)
    swapped = if_lanes_active(cond, [], [], swap=True)
    assert not list(swapped.false_region.block.ops)[:-1]
    assert mask_key(work) is None


def test_xdsl_patches_apply_once() -> None:
    add_loop_canonicalization()
    traits = set(scf.ForOp.traits.traits)
    add_loop_canonicalization()
    assert set(scf.ForOp.traits.traits) == traits
    assert any(type(t).__name__ == "LoopCanonicalization" for t in traits)
    ctx = Context()
    ctx.register_dialect("builtin", lambda: builtin.Builtin)
    mine = Dialect("builtin", [], [])
    replace_dialect(ctx, "builtin", lambda: mine)
    assert ctx.get_dialect("builtin") is mine
    replace_dialect(ctx, "other", lambda: mine)
    assert "other" in ctx.registered_dialect_names


def test_every_layer_reports_through_the_one_diagnostic_type() -> None:
    from simdopt.frontends.llvm import LLVMImportError
    from simdopt.interpreters.errors import ArgumentError, RuntimeFault

    fault = RuntimeFault("division by zero")
    assert isinstance(fault, Diagnostic) and fault.message == "division by zero" and fault.op is None
    assert isinstance(ArgumentError("bad --args"), Diagnostic) and str(ArgumentError("bad --args")) == "bad --args"
    imported = LLVMImportError("unsupported call", offset=12)
    assert isinstance(imported, Diagnostic) and (imported.message, imported.offset) == ("unsupported call", 12)
