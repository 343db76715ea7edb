"""`frontends/llvm/intrinsics`: the per-target `{name-or-prefix: handler}` tables."""

from __future__ import annotations

import pytest

from simdopt.frontends.llvm import LLVMImportError, import_llvm
from simdopt.frontends.llvm.intrinsics import TABLES
from simdopt.frontends.llvm.intrinsics.table import Call, Table


def _h(tag: str):  # noqa: ANN202 - a handler that only says which entry answered
    def handler(fi: object, c: Call) -> None:
        raise LookupError(tag)

    return handler


def _answer(table: Table, name: str) -> str | None:
    handler = table.lookup(name)
    if handler is None:
        return None
    with pytest.raises(LookupError) as got:
        handler(None, None)  # pyright: ignore[reportArgumentType]
    return str(got.value)


def test_exact_key_beats_prefix_and_longer_prefix_beats_shorter() -> None:
    t = Table(lambda n: n, {"a.b": _h("exact"), "a.b*": _h("b*"), "a.*": _h("a*"), "a.bc.d*": _h("bcd*")})
    assert _answer(t, "a.b") == "exact"
    assert _answer(t, "a.b.i32") == "b*"
    assert _answer(t, "a.bc.d.x") == "bcd*"
    assert _answer(t, "a.x") == "a*"
    assert _answer(t, "b") is None


def test_each_callee_has_one_owning_table() -> None:
    owners = {
        "llvm.amdgcn.workitem.id.x": 0, "llvm.nvvm.barrier0": 1, "llvm.smin.i32": 2,
        "llvm.memcpy.p0.p0.i64": 2, "_Z13get_global_idj": 3,
    }  # fmt: skip
    for name, want in owners.items():
        first = next(i for i, t in enumerate(TABLES) if t.key(name) is not None)
        assert first == want, name
        assert TABLES[first].lookup(TABLES[first].key(name) or "") is not None, name


def _kernel(decl: str, call: str) -> str:
    return f"""declare {decl}
define ptx_kernel void @k(ptr %a) {{
  {call}
  ret void
}}
"""


def test_exact_keys_do_not_match_longer_names() -> None:
    """`llvm.amdgcn.s.barrier.signal` is an exact key: `...signal.isfirst` (which also
    returns whether this wave was first) is unsupported, not a plain barrier."""
    ok = _kernel("void @llvm.amdgcn.s.barrier.signal(i32)", "call void @llvm.amdgcn.s.barrier.signal(i32 -1)")
    assert "gpu.barrier" in str(import_llvm(ok))
    bad = _kernel("i1 @llvm.amdgcn.s.barrier.signal.isfirst(i32)", "%f = call i1 @llvm.amdgcn.s.barrier.signal.isfirst(i32 -1)")
    with pytest.raises(LLVMImportError, match=r"unsupported intrinsic @llvm\.amdgcn\.s\.barrier\.signal\.isfirst"):
        import_llvm(bad)


def test_declining_handler_makes_the_call_unsupported() -> None:
    """`mbcnt.lo` is a lane id as mbcnt.lo(-1, 0), any other mask and base count lanes
    (`simd.lanes_below`, issue 22); a handler that declines (OpenCL's `atomic_add` on a
    non-pointer) leaves the call unsupported."""
    lane = _kernel("i32 @llvm.amdgcn.mbcnt.lo(i32, i32)", "%l = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)")
    assert "gpu.lane_id" in str(import_llvm(lane))
    other = _kernel("i32 @llvm.amdgcn.mbcnt.lo(i32, i32)", "%l = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 5)")
    assert "simd.lanes_below" in str(import_llvm(other))
    declined = _kernel("i32 @_Z10atomic_addii(i32, i32)", "%l = call i32 @_Z10atomic_addii(i32 1, i32 2)")
    with pytest.raises(LLVMImportError, match=r"unsupported call to @_Z10atomic_addii"):
        import_llvm(declined)


def test_scalar_only_table_refuses_vector_results_first() -> None:
    vec = _kernel(
        "<2 x i32> @llvm.amdgcn.readfirstlane.v2i32(<2 x i32>)",
        "%m = call <2 x i32> @llvm.amdgcn.readfirstlane.v2i32(<2 x i32> zeroinitializer)",
    )
    with pytest.raises(LLVMImportError, match=r"vector intrinsic @llvm\.amdgcn\.readfirstlane\.v2i32 is not supported"):
        import_llvm(vec)


def test_generic_vector_intrinsics_split_per_lane() -> None:
    """`llvm.smin.v2i32` is one `arith.minsi` per lane (as vector instructions are)."""
    vec = """declare <2 x i32> @llvm.smin.v2i32(<2 x i32>, <2 x i32>)
define ptx_kernel void @k(ptr %a, <2 x i32> %x, <2 x i32> %y) {
  %m = call <2 x i32> @llvm.smin.v2i32(<2 x i32> %x, <2 x i32> %y)
  store <2 x i32> %m, ptr %a
  ret void
}
"""
    text = str(import_llvm(vec))
    assert text.count("arith.minsi") == 2, text
