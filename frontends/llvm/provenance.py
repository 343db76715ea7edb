"""Pointer provenance before import: which buffer each pointer points into (union-find
over GEPs, casts, phis and selects), each buffer's element type from its accesses, and
the buffers of pointer phis and allocas."""

from __future__ import annotations

import re
from typing import Any

import llvmlite.binding as llvm

from simdopt.frontends.llvm.addressing import Addressing
from simdopt.frontends.llvm.intrinsics.amdgpu import SPECIAL_POINTERS
from simdopt.frontends.llvm.intrinsics.llvm import block_copy_family
from simdopt.frontends.llvm.intrinsics.opencl import OCL_ATOMIC_BUILTINS, demangle_ocl
from simdopt.frontends.llvm.intrinsics.printf import PRINTF_BUFFERS
from simdopt.frontends.llvm.layout import (
    LType,
    buffer_unit,
    one_scalar,
    type_text,
    unit_type,
)
from simdopt.frontends.llvm.pointers import Ptr, Root, buffer_key
from simdopt.frontends.llvm.source import (
    GEP_SOURCE,
    hint,
)


class Provenance(Addressing):
    """Buffers of pointers and their element types."""

    def infer_elements(self, order: list[llvm.ValueRef]) -> None:
        """Find each pointer's buffer and the buffers' element types (from accesses)."""
        parent: dict[Any, Any] = {}

        def find(x: Any) -> Any:
            while parent.get(x, x) is not x:
                nxt = parent.get(x, x)
                parent[x] = parent.get(nxt, nxt)
                x = nxt
            return x

        def union(a: Any, b: Any) -> None:
            ra, rb = find(a), find(b)
            if ra is not rb:
                parent[ra] = rb

        accesses: list[tuple[Any, LType, llvm.ValueRef]] = []
        special: list[Any] = []  # the dispatch/implicit-argument blocks: not buffers
        copies: list[tuple[llvm.ValueRef, list[llvm.ValueRef]]] = []  # memcpy/memmove/memset
        for inst in order:
            op, ops = self.opc(inst), self.ops(inst)
            if self.lt(inst).kind == "ptr":
                sources = {"getelementptr": ops[:1], "addrspacecast": ops[:1], "phi": ops, "select": ops[1:3]}.get(op)
                for o in sources or ():
                    union(buffer_key(inst), buffer_key(o))
                if sources is None:
                    parent.setdefault(buffer_key(inst), buffer_key(inst))
                    if op == "call" and ops and ops[-1].name in (*SPECIAL_POINTERS, *PRINTF_BUFFERS):
                        special.append(buffer_key(inst))
            access = self.access(inst, op, ops)
            if access is not None:
                accesses.append((buffer_key(access[0]), access[1], inst))
            elif op == "call" and ops and block_copy_family(ops[-1].name) is not None:
                copies.append((inst, ops))
        seen: dict[Any, tuple[LType, llvm.ValueRef]] = {}
        special_roots = {find(k) for k in special}
        types: dict[Any, set[LType]] = {}  # the non-pointer types each buffer is accessed with
        for k, lt, inst in accesses:
            lt = lt.elems[0] if lt.kind == "vector" else lt
            r = find(k)
            if r in special_roots:
                continue
            prev = seen.get(r)
            if lt.kind != "ptr":
                types.setdefault(r, set()).add(lt)
            if prev is None or prev[0].kind == "ptr":
                seen[r] = (lt, inst)
            elif prev[0] != lt and lt.kind != "ptr":
                # read with several types: addressed in units every access is made of
                self.set_pos(inst)
                seen[r] = (unit_type(types[r]), inst)
        self.access_types = lambda key: types.get(find(key), set())
        for inst, ops in copies:  # buffers only copied or set take the other side's type
            keys = [find(buffer_key(p)) for p in ops[: 2 if block_copy_family(ops[-1].name) != "memset" else 1]]
            known = [seen[k] for k in keys if k in seen]
            t = known[0][0] if known else self.copied_type(ops)
            for k in keys:
                if k not in special_roots:
                    seen.setdefault(k, (t, inst))
        for a, root in self.roots.items():
            got = seen.get(find(a), (None,))[0]
            if got is not None:
                if got.kind == "ptr":
                    raise self.fail(f"%{root.name}: pointers stored in memory are not supported")
                root.elem = got

    def copied_type(self, ops: list[llvm.ValueRef]) -> LType:
        """The element type of a buffer that only a memcpy/memset touches: the one scalar
        type of the struct or array its pointer indexes (`dst[i] = src[i]` on a struct
        of floats: float), else i32 when the length is a multiple of 4 bytes, else i8."""
        for p in ops[:2]:
            text = str(p)
            m = GEP_SOURCE.search(text)
            if m and " = " in text:
                leaf = one_scalar(self.mod.types.read(text, m.end())[0])
                if leaf is not None:
                    return leaf
        n = ops[2].get_constant_value() if ops[2].is_constant else None
        return LType("int", 32) if isinstance(n, int) and n % 4 == 0 else LType("int", 8)

    def access(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef]) -> tuple[llvm.ValueRef, LType] | None:
        """(pointer, accessed type) of a load, store, atomicrmw, cmpxchg or OpenCL atomic call."""
        if op == "load":
            return ops[0], self.lt(inst)
        if op == "store":
            return ops[1], self.ltype(ops[0].type)
        if op in ("atomicrmw", "cmpxchg"):
            return ops[0], self.ltype(ops[1].type)
        if op == "call" and ops[:-1] and demangle_ocl(ops[-1].name) in OCL_ATOMIC_BUILTINS and self.ltype(ops[0].type).kind == "ptr":
            return ops[0], self.lt(inst)
        return None

    def resolve_pointer_phis(self, b: llvm.ValueRef) -> None:
        """Each pointer phi of `b`: its index block argument into the one buffer it
        points into, or, when it merges pointers into several buffers (ping-pong
        buffers), a second block argument carrying the buffer's memref."""
        for inst, args in self.block_params[b]:
            if self.lt(inst).kind != "ptr":
                continue
            self.set_pos(inst)
            roots = self.phi_roots(inst)
            if len(roots) == 1:
                self.env[inst] = Ptr(roots[0], args[0])
                continue
            types = {r.value.type if r.value is not None else None for r in roots}
            if len(types) != 1 or None in types:
                names = ", ".join(f"%{r.name}" for r in roots)
                raise self.fail(f"pointer phi %{self.names[inst]} merges buffers of different types ({names})")
            blk = self.blocks[b]
            mem = blk.insert_arg(types.pop(), len(blk.args))  # pyright: ignore[reportArgumentType]
            mem.name_hint = hint(f"{self.names[inst]}.buf")
            self.phi_buffers[inst] = mem
            first = roots[0]
            self.env[inst] = Ptr(Root("phi", self.names[inst], first.elem, None, mem, first.addrspace), args[0])

    def phi_roots(self, inst: llvm.ValueRef) -> list[Root]:
        found: list[Root] = []
        self.roots_of(inst, set(), found)
        if not found:
            raise self.fail(f"cannot find the buffer of pointer %{self.names[inst]}")
        return found

    def roots_of(self, v: llvm.ValueRef, seen: set[Any], found: list[Root]) -> None:
        """The buffers pointer `v` may point into, through GEPs, casts, phis and selects
        (a poison source: none)."""
        if v in seen:
            return
        seen.add(v)
        got = self.env.get(v)
        kind = v.value_kind.name
        r: Root | None = None
        if isinstance(got, Ptr):
            r = got.root
        elif kind in ("global_variable", "constant_expr"):
            r = self.pointer(v).root
        elif kind == "instruction":
            v = self.inst_defs[v]  # the instruction itself (an operand reference has no opcode)
            op, ops = self.opc(v), self.ops(v)
            if op in ("getelementptr", "addrspacecast", "phi", "select"):
                for o in {"phi": ops, "select": ops[1:3]}.get(op, ops[:1]):
                    self.roots_of(o, seen, found)
                return
            if op == "alloca":
                r = self.alloca_root(v)
        if r is not None and r not in found:
            found.append(r)

    def alloca_root(self, inst: llvm.ValueRef) -> Root:
        r = self.roots.get(inst)
        if r is None:
            m = re.search(r"\balloca\s+(?:inalloca\s+)?", self.mod.inst_text.get(inst, ""))
            if not m:
                raise self.fail("cannot read the alloca's type")
            t, _ = self.mod.types.read(self.mod.inst_text[inst], m.end())
            flat = buffer_unit(t, self.access_types(inst))
            if flat is None:
                raise self.fail(f"alloca of '{type_text(t)}': its size is not a whole number of its accesses' units")
            r = self.roots[inst] = Root("alloca", self.names.get(inst, "alloca"), flat[0], flat[1])
        return r
