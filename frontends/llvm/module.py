"""The module being imported: its llvmlite parse (syntax errors located in the text), its
functions' text, and its globals - `addrspace(3)` ones as workgroup-memory arguments, the
others as `memref.global`s with their initializers."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import llvmlite.binding as llvm
from xdsl.dialects import memref
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    MemRefType,
    NoneAttr,
    StringAttr,
    TensorType,
    UnitAttr,
)
from xdsl.ir import Attribute, Operation

from simdopt.dialects import gpu
from simdopt.frontends.llvm.errors import LLVMImportError
from simdopt.frontends.llvm.layout import (
    LType,
    TypeReader,
    buffer_unit,
    bytes_scalar,
    flatten,
    scalar_bytes,
    size_align,
    struct_layout,
    type_text,
    xdsl_scalar,
)
from simdopt.frontends.llvm.pointers import Root
from simdopt.frontends.llvm.source import (
    float_literal,
    hint,
    scan_functions,
    split_top,
)

if TYPE_CHECKING:
    from simdopt.frontends.llvm.core import FunctionCore


MAX_GLOBAL_ELEMENTS = 1 << 24
"""Elements of one imported global (64 MiB of i32): a 4 GiB array is refused, located,
instead of a MemoryError while its zero initializer is built."""


class ModuleImporter:
    def __init__(self, text: str, positions: dict[Operation, int]):
        self.text = text
        self.positions = positions
        self.inst_text: dict[Any, str] = {}
        self.inst_offset: dict[Any, int | None] = {}
        self.globals_ops: list[Operation] = []
        self.global_syms: dict[str, str] = {}
        self.module = self.parse(text)
        self.types = TypeReader(self.module)
        self.fn_text = scan_functions(text)
        self.assume_external: str | None = None
        """`"divergent"`: calls to declared-only functions become `simd.external_call`."""

    @staticmethod
    def parse(text: str) -> llvm.ModuleRef:
        try:
            return llvm.parse_assembly(text)
        except RuntimeError as e:
            msg = str(e).split("\n", 1)[-1].strip()
            m = re.match(r"<string>:(\d+):(\d+): error: (.*)", msg)
            if m:
                line, col = int(m.group(1)), int(m.group(2))
                starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
                off = starts[line - 1] + col - 1 if line - 1 < len(starts) else None
                raise LLVMImportError(m.group(3).split("\n")[0], off) from None
            raise LLVMImportError(msg.split("\n")[0] or "malformed LLVM IR", None) from None

    def global_var(self, name: str) -> llvm.ValueRef:
        # ModuleRef.get_global_variable does not find internal globals.
        g = next((g for g in self.module.global_variables if g.name == name), None)
        if g is None:
            raise LLVMImportError(f"unknown global @{name}")
        return g

    def global_root(self, fi: FunctionCore, g: llvm.ValueRef) -> Root:
        lt = self.types.from_ref(g.global_value_type)
        flat = buffer_unit(lt, fi.access_types(("global", g.name)))
        if flat is None:
            raise fi.fail(f"global @{g.name} of type '{type_text(lt)}': its size is not a whole number of its accesses' units")
        elem, count = flat
        if count > MAX_GLOBAL_ELEMENTS:  # its initializer alone would exhaust memory
            raise fi.fail(f"global @{g.name} of {count} elements: at most {MAX_GLOBAL_ELEMENTS} are supported")
        space = self.types.from_ref(g.type).width  # a pointer type's address space
        root = Root("workgroup" if space == 3 else "global", g.name, elem, count, addrspace=space)
        mtype = MemRefType(xdsl_scalar(elem), [count], memory_space=gpu.WORKGROUP if space == 3 else NoneAttr())
        if space == 3:
            entry = fi.blocks[list(fi.fn.blocks)[0]]
            arg = entry.insert_arg(mtype, len(entry.args))
            arg.name_hint = hint(g.name)
            root.value = arg
            return root
        sym = self.global_syms.get(g.name)
        if sym is None:
            sym = self.global_syms[g.name] = g.name
            init = (
                self.initializer(fi, g, elem, count)
                if flatten(lt) == flat
                else self.unit_initializer(fi, g, lt, elem, count)
            )
            const = UnitAttr() if re.search(r"\bconstant\b", str(g).split("=", 1)[1].split("[")[0].split("{")[0]) else None
            gop = memref.GlobalOp.get(StringAttr(sym), mtype, init, constant=const)
            self.globals_ops.append(gop)
        op = memref.GetGlobalOp(sym, mtype)
        fi.entry_ops.append(op)
        op.results[0].name_hint = hint(g.name)
        root.value = op.results[0]
        return root

    def initializer(self, fi: FunctionCore, g: llvm.ValueRef, elem: LType, n: int) -> Attribute:
        text = str(g)
        m = re.search(r"\b(?:global|constant)\s+", text)
        assert m is not None
        _, pos = self.types.read(text, m.end())
        rest = text[pos:].strip()
        rest = split_top(rest)[0] if rest else ""
        typ = xdsl_scalar(elem)
        if rest in ("undef", "poison", ""):
            return UnitAttr()
        if rest == "zeroinitializer":
            vals: list[Any] = [0.0 if elem.kind == "float" else 0] * n
        else:
            vals = []

            def walk(s: str) -> None:
                s = s.strip()
                if s.startswith("c\""):  # bytes, `\XX` escaped
                    vals.extend(int(h, 16) if h else ord(c) for h, c in re.findall(r"\\(..)|(.)", s[2:-1], re.S))
                    return
                if s.startswith(("[", "<", "{")):
                    for item in split_top(s[1:-1].strip("<>{} ")):
                        _, p2 = self.types.read(item)
                        walk(item[p2:])
                    return
                if s == "zeroinitializer":
                    raise ValueError("nested zeroinitializer")
                vals.append(float_literal(s) if elem.kind == "float" else (1 if s == "true" else 0 if s == "false" else int(s)))

            try:
                walk(rest)
            except (ValueError, IndexError):
                raise fi.fail(f"unsupported initializer of @{g.name}") from None
            if len(vals) != n:
                raise fi.fail(f"unsupported initializer of @{g.name}")
        return DenseIntOrFPElementsAttr.from_list(TensorType(typ, [n]), vals)  # pyright: ignore



    def unit_initializer(self, fi: FunctionCore, g: llvm.ValueRef, lt: LType, unit: LType, n: int) -> Attribute:
        """The initializer of a global of mixed fields as `n` units of type `unit`: its
        bytes (little-endian, padding zero) regrouped."""
        text = str(g)
        m = re.search(r"\b(?:global|constant)\s+", text)
        assert m is not None
        _, pos = self.types.read(text, m.end())
        rest = split_top(text[pos:].strip())[0] if text[pos:].strip() else ""
        if rest in ("undef", "poison", ""):
            return UnitAttr()

        def walk(t: LType, s: str) -> bytes:
            s = s.strip()
            size = size_align(t)[0]
            if s in ("zeroinitializer", "undef", "poison"):
                return bytes(size)
            if t.kind in ("int", "float"):
                v = float_literal(s) if t.kind == "float" else (1 if s == "true" else 0 if s == "false" else int(s))
                return scalar_bytes(t, v)
            if s.startswith("c\""):
                raw = bytes(int(h, 16) if h else ord(c) for h, c in re.findall(r"\\(..)|(.)", s[2:-1], re.S))
                return raw
            items = [(it[p:]) for it in split_top(s[1:-1].strip("<>{} ")) for _, p in [self.types.read(it)]]
            if t.kind in ("array", "vector"):
                return b"".join(walk(t.elems[0], it) for it in items)
            if t.kind != "struct" or len(items) != len(t.elems):
                raise ValueError("initializer does not match its type")
            out = bytearray(size)
            for off, e, it in zip(struct_layout(t)[0], t.elems, items, strict=True):
                b = walk(e, it)
                out[off : off + len(b)] = b
            return bytes(out)

        try:
            raw = walk(lt, rest)
        except (ValueError, IndexError, KeyError):
            raise fi.fail(f"unsupported initializer of @{g.name}") from None
        usize = size_align(unit)[0]
        if len(raw) != n * usize:
            raise fi.fail(f"unsupported initializer of @{g.name}")
        vals = [bytes_scalar(unit, raw[i : i + usize]) for i in range(0, len(raw), usize)]
        return DenseIntOrFPElementsAttr.from_list(TensorType(xdsl_scalar(unit), [n]), vals)  # pyright: ignore
