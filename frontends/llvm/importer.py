"""The entry points: which functions of a module to import (its kernels, an `entry`, or
the functions nothing calls), LLVM's always-inliner for the calls between them, and
`import_llvm` / `inlined_module_text`."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import llvmlite.binding as llvm
from xdsl.dialects.builtin import (
    ModuleOp,
)
from xdsl.ir import Operation

from simdopt.frontends.llvm.errors import LLVMImportError
from simdopt.frontends.llvm.function import FunctionImporter
from simdopt.frontends.llvm.layout import (
    TypeReader,
)
from simdopt.frontends.llvm.module import ModuleImporter
from simdopt.frontends.llvm.source import (
    FnText,
)

KERNEL_CCS = ("amdgpu_kernel", "spir_kernel", "ptx_kernel")


def _roots(mod: ModuleImporter, entry: str | None) -> tuple[list[str], Callable[[llvm.ValueRef], bool]]:
    """The functions to import (every kernel; or `entry`; or, without kernels, every
    defined function no other one calls) and the kernel test."""
    defined = [f for f in mod.module.functions if not f.is_declaration]
    headers = {name: t.header for name, t in mod.fn_text.items()}

    def is_kernel(f: llvm.ValueRef) -> bool:
        h = headers.get(f.name)
        if h is None:
            h = next((ln for ln in str(f).splitlines() if ln.startswith("define")), "")
        return any(re.search(r"\b" + cc + r"\b", h) for cc in KERNEL_CCS)

    if entry is not None:
        roots = [f for f in defined if f.name == entry]
        if not roots:
            raise LLVMImportError(f"no defined function @{entry} in the module")
    else:
        roots = [f for f in defined if is_kernel(f)]
        if not roots:
            called = {c.name for f in defined for c in _callees(f)}
            roots = [f for f in defined if f.name not in called]
    return [f.name for f in roots], is_kernel


def _callees(f: llvm.ValueRef) -> Iterator[llvm.ValueRef]:
    """The called operand of each `call` in `f`."""
    for b in f.blocks:
        for i in b.instructions:
            if i.opcode == "call":
                yield list(i.operands)[-1]


def inlined_module_text(text: str, entry: str | None = None) -> str:
    """The module as the importer reads it: calls to defined functions inlined into the
    imported functions (for comparing with LLVM's analyses on the same IR)."""
    mod = ModuleImporter(text, {})
    roots, _ = _roots(mod, entry)
    module, changed = _inline_calls(mod.module, text, roots)
    return str(module) if changed else text


def import_llvm(
    text: str,
    positions: dict[Operation, int] | None = None,
    entry: str | None = None,
    assume_external: str | None = None,
) -> ModuleOp:
    """Import LLVM IR text; `positions` receives each op's offset in `text`.
    `assume_external="divergent"`: a call to a declared-only function is kept as the
    opaque `simd.external_call` (else it is a located error naming the callee).

    Imports every kernel (or `entry`, or - when there is no kernel - every defined
    function no other function calls).  Raises LLVMImportError."""
    if assume_external not in (None, "divergent"):
        raise LLVMImportError(f"--assume-external={assume_external}: the only assumption is 'divergent'")
    mod = ModuleImporter(text, positions if positions is not None else {})
    mod.assume_external = assume_external
    root_names, is_kernel = _roots(mod, entry)
    mod.module, changed = _inline_calls(mod.module, text, root_names)
    if changed:
        mod.types = TypeReader(mod.module)
    funcs: list[Operation] = []
    for name in root_names:
        f = mod.module.get_function(name)
        text_of = mod.fn_text.get(name)
        if text_of is not None and name in changed:  # the file's body is not the inlined one
            text_of = FnText(text_of.offset, text_of.header, [])
        fi = FunctionImporter(mod, f, text_of, is_kernel(f))
        try:
            funcs.append(fi.run())
        except ValueError as e:
            raise LLVMImportError(str(e), fi.cur_offset) from None
    return ModuleOp([*mod.globals_ops, *funcs])


def _verify_before_inlining(module: llvm.ModuleRef, text: str) -> None:
    """LLVM's inliner trusts its module: on a broken one (a `phi` without an entry for a
    predecessor) it crashes the process (SIGSEGV).  LLVM's verifier first: its message,
    located at the first line of the text that holds the instruction it prints."""
    try:
        module.verify()
    except RuntimeError as e:
        lines = [ln.strip() for ln in str(e).strip().splitlines() if ln.strip()]
        offset = None
        for shown in lines[1:]:
            hit = re.search(r"^[ \t]*" + re.escape(shown) + r"[ \t]*(?:[,;!].*)?$", text, re.M)
            if hit is not None:
                offset = hit.start() + len(hit.group(0)) - len(hit.group(0).lstrip())
                break
        if offset is None:  # a part of a line (a module flag's name): its first occurrence
            offset = next((i for shown in lines[1:] if (i := text.find(shown)) >= 0), None)
        raise LLVMImportError(f"invalid LLVM IR: {lines[0] if lines else 'the module does not verify'}", offset) from None


def _inline_calls(module: llvm.ModuleRef, text: str, roots: list[str]) -> tuple[llvm.ModuleRef, set[str]]:
    """Inline calls to defined functions into the imported roots with LLVM's
    always-inliner; the set of roots whose bodies changed.  `noinline`/`optnone` are
    hints the import does not keep (clang marks OpenCL's `__clang_ocl_kern_imp_*` bodies
    `noinline` for NVPTX): they are dropped from the attribute groups first, with the
    target cpu/features (the inliner runs with the host's target machine)."""
    defined = {f.name for f in module.functions if not f.is_declaration}
    others = defined - set(roots)
    if not any(re.search(r"\bcall\b[^\n]*@" + re.escape(name) + r"\(", text) for name in others):
        return module, set()
    calls_defined = {
        name
        for name in roots
        if any(c.value_kind.name == "function" and c.name in defined for c in _callees(module.get_function(name)))
    }
    if not calls_defined:
        return module, set()
    stripped = re.sub(
        r"^(attributes #\d+ = \{.*)$",
        lambda m: re.sub(r'\b(noinline|optnone)\b ?|"target-(cpu|features)"="[^"]*" ?', "", m.group(1)),
        text,
        flags=re.M,
    )
    module = ModuleImporter.parse(stripped)
    _verify_before_inlining(module, text)
    for f in module.functions:
        if not f.is_declaration and f.name not in roots:
            f.add_function_attribute("alwaysinline")
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    target = llvm.Target.from_default_triple()
    tm = target.create_target_machine()
    pto = llvm.create_pipeline_tuning_options()
    pb = llvm.create_pass_builder(tm, pto)
    mpm = llvm.create_new_module_pass_manager()
    mpm.add_always_inliner_pass()
    mpm.run(module, pb)
    return module, calls_defined
