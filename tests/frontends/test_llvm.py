"""`simdopt.frontends.llvm`: the Python API of the LLVM IR importer."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from xdsl.dialects import func
from xdsl.printer import Printer

from simdopt.frontends.llvm import LLVMImportError, import_llvm, inlined_module_text
from simdopt.tools.frontend import SourceMap, make_context, parse_module, verify_module

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "examples" / "opencl"
KERNELS = sorted(p.stem for p in CORPUS.glob("*.ll"))


def _print(op: object) -> str:
    buf = io.StringIO()
    Printer(stream=buf).print_op(op)  # pyright: ignore[reportArgumentType]
    return buf.getvalue()


def test_corpus_has_at_least_15_kernels_for_both_targets() -> None:
    assert len(KERNELS) >= 15
    assert sorted(p.stem for p in (CORPUS / "nvptx").glob("*.ll")) == KERNELS
    assert all((CORPUS / f"{k}.cl").exists() for k in KERNELS)


@pytest.mark.parametrize("kernel", KERNELS)
def test_corpus_kernel_imports_verifies_and_round_trips(kernel: str) -> None:
    """Each kernel imports as one func.func named after it, verifies (with dominance),
    and its printed form parses back to the same text."""
    module = import_llvm((CORPUS / f"{kernel}.ll").read_text())
    verify_module(module)
    names = [op.sym_name.data for op in module.ops if isinstance(op, func.FuncOp)]
    assert names == [kernel]
    text = _print(module)
    again = parse_module(make_context(), SourceMap(f"{kernel}.mlir", text))
    assert _print(again) == text


@pytest.mark.parametrize("kernel", ["reduce", "matmul", "bfs"])
def test_nvptx_kernel_body_is_inlined(kernel: str) -> None:
    """clang keeps an NVPTX OpenCL kernel's body in a noinline function; the importer
    inlines it (and the imported kernel is the same size as the AMDGPU one, give or take)."""
    text = (CORPUS / "nvptx" / f"{kernel}.ll").read_text()
    assert f"call void @__clang_ocl_kern_imp_{kernel}" in text
    inlined = inlined_module_text(text)
    assert f"call void @__clang_ocl_kern_imp_{kernel}" not in inlined
    module = import_llvm(text)
    ops = sum(1 for _ in module.walk())
    amd = sum(1 for _ in import_llvm((CORPUS / f"{kernel}.ll").read_text()).walk())
    assert 0.5 * amd < ops < 2 * amd


def test_every_op_is_located_at_its_line() -> None:
    text = (CORPUS / "saxpy.ll").read_text()
    positions: dict[object, int] = {}
    module = import_llvm(text, positions)  # pyright: ignore[reportArgumentType]
    source = SourceMap("saxpy.ll", text)
    lines = text.splitlines()
    for op in module.walk():
        if op.name in ("memref.load", "memref.store", "math.fma", "cf.cond_br"):
            assert op in positions
            line, _ = source.line_col(positions[op])
            want = {"memref.load": "load", "memref.store": "store", "math.fma": "fmuladd", "cf.cond_br": "br i1"}
            assert want[op.name] in lines[line - 1]


def test_import_is_deterministic() -> None:
    text = (CORPUS / "scan.ll").read_text()
    assert _print(import_llvm(text)) == _print(import_llvm(text))


def test_error_offset_names_the_instruction() -> None:
    # (frem imports now, to arith.remf: va_arg is the unsupported instruction)
    text = "define amdgpu_kernel void @k(ptr addrspace(1) %a) {\n  %x = load i32, ptr addrspace(1) %a\n  %y = va_arg ptr addrspace(1) %a, i32\n  ret void\n}\n"
    with pytest.raises(LLVMImportError) as info:
        import_llvm(text)
    assert info.value.message == "unsupported instruction 'va_arg'"
    assert info.value.offset == text.index("%y")


def test_entry_imports_a_non_kernel_function() -> None:
    text = (
        "define amdgpu_kernel void @k(ptr addrspace(1) %a) {\n  ret void\n}\n"
        "define i32 @helper(i32 %x) {\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n"
    )
    assert [op.sym_name.data for op in import_llvm(text).ops] == ["k"]  # pyright: ignore
    (f,) = import_llvm(text, entry="helper").ops
    assert isinstance(f, func.FuncOp) and f.sym_name.data == "helper"
    with pytest.raises(LLVMImportError, match="no defined function @nope"):
        import_llvm(text, entry="nope")
