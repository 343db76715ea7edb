"""Operands and pointer arithmetic: a pointer operand as (buffer, element index); GEPs,
constant expressions into globals and byte offsets turned into element indices (proving
a variable byte offset a multiple of the element size)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import llvmlite.binding as llvm
from xdsl.dialects import arith, memref, ub
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
)
from xdsl.ir import Block, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from simdopt.frontends.llvm.core import FunctionCore, short
from simdopt.frontends.llvm.layout import (
    LType,
    size_align,
    struct_offset,
    type_text,
    xdsl_scalar,
)
from simdopt.frontends.llvm.opcodes import (
    CASTS,
)
from simdopt.frontends.llvm.pointers import Ptr, Root
from simdopt.frontends.llvm.source import (
    GEP_SOURCE,
    split_top,
)


class Addressing(FunctionCore):
    """Operand values and pointers into buffers."""

    def value(self, v: llvm.ValueRef) -> SSAValue:
        got = self.operand(v)
        if isinstance(got, SSAValue):
            return got
        raise self.fail(f"expected a scalar operand, got '{short(v)}'")

    def operand(self, v: llvm.ValueRef) -> Any:
        got = self.env.get(v)
        if got is not None:
            return got
        kind = v.value_kind.name
        lt = self.ltype(v.type)
        if lt.kind == "ptr":
            return self.pointer(v)
        if lt.kind == "vector":
            if v.is_constant:
                return self.constant_lanes(v, lt)
        elif v.is_constant and kind != "function":
            return self.constant_scalar(v, lt)
        if kind in ("instruction", "argument"):
            raise self.fail(f"'{short(v)}' is used before it is defined (unreachable code?)")
        raise self.fail(f"unsupported operand '{short(v)}'")

    def lanes(self, v: llvm.ValueRef) -> list[SSAValue]:
        got = self.operand(v)
        if isinstance(got, list):
            return got  # pyright: ignore[reportUnknownVariableType]
        raise self.fail(f"expected a vector operand, got '{short(v)}'")

    def pointer(self, v: llvm.ValueRef) -> Ptr:
        got = self.env.get(v)
        if isinstance(got, Ptr):
            return got
        kind = v.value_kind.name
        if kind == "global_variable":
            return Ptr(self.global_root(v), None)
        if kind == "constant_expr":
            return self.const_expr_pointer(str(v))
        if kind == "constant_pointer_null":
            raise self.fail("null pointers are not supported")
        if kind in ("poison_value", "undef_value"):  # faults only where it is used
            return Ptr(Root("poison", "poison"), self.poison(IndexType()))
        raise self.fail(f"unsupported pointer '{short(v)}'")

    def global_root(self, g: llvm.ValueRef) -> Root:
        root = self.globals.get(g.name)
        if root is None:
            gv = self.mod.global_var(g.name)
            root = self.globals[g.name] = self.mod.global_root(self, gv)
        return root

    def const_expr_pointer(self, text: str) -> Ptr:
        """`getelementptr [flags] (T, ptr [addrspace(N)] @g, iN c, ...)` or
        `addrspacecast (ptr addrspace(N) @g to ptr)` - constant pointers into globals."""
        m = re.match(r"ptr(?: addrspace\(\d+\))? (getelementptr|addrspacecast)\b(.*)$", text)
        if not m:
            raise self.fail(f"unsupported constant expression '{text}'")
        body = m.group(2)
        inner = body[body.index("(") + 1 : body.rindex(")")]
        if m.group(1) == "addrspacecast":
            src = inner.split(" to ")[0]
            return self.const_pointer_text(src)
        t, pos = self.mod.types.read(inner)
        parts = split_top(inner[pos:].lstrip(", "))
        base = self.const_pointer_text(parts[0])
        _, byte = self.gep_offset(t, [int(p.split()[-1]) for p in parts[1:]], f"bad constant GEP '{text}'")
        return self.offset_pointer(base, [], byte)

    def const_pointer_text(self, s: str) -> Ptr:
        s = s.strip()
        m = re.match(r"ptr(?: addrspace\(\d+\))? @(\"[^\"]*\"|[-\w.$]+)$", s)
        if m:
            g = self.mod.global_var(m.group(1).strip('"'))
            return Ptr(self.global_root(g), None)
        if re.match(r"ptr(?: addrspace\(\d+\))? (getelementptr|addrspacecast)", s):
            return self.const_expr_pointer(s)
        raise self.fail(f"unsupported constant pointer '{s}'")

    def gep(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        m = GEP_SOURCE.search(self.cur_text)
        if not m:
            raise self.fail("cannot read the GEP's source type")
        t, _ = self.mod.types.read(self.cur_text, m.end())
        base = self.pointer(ops[0])
        self.env[inst] = self.offset_pointer(base, *self.gep_offset(t, ops[1:], "GEP index into a scalar"))

    def gep_offset(self, t: LType, indices: Sequence[llvm.ValueRef | int], scalar_error: str
                   ) -> tuple[list[tuple[llvm.ValueRef, int]], int]:  # fmt: skip
        """The offset of GEP indices into source type `t`: (value * scale bytes terms,
        constant bytes)."""
        terms: list[tuple[llvm.ValueRef, int]] = []
        byte = 0
        cur = t
        for i, idx in enumerate(indices):
            if not isinstance(idx, int) and self.ltype(idx.type).kind == "vector":
                raise self.fail("vector GEPs are not supported")
            if i > 0:
                if cur.kind in ("array", "vector"):
                    cur = cur.elems[0]
                elif cur.kind == "struct":
                    f = idx if isinstance(idx, int) else self.int_value(idx, 32)
                    byte += struct_offset(cur, f)
                    cur = cur.elems[f]
                    continue
                else:
                    raise self.fail(scalar_error)
            size = size_align(cur)[0]
            if isinstance(idx, int):
                byte += idx * size
            elif idx.is_constant:
                byte += self.int_value(idx, self.ltype(idx.type).width) * size
            else:
                terms.append((idx, size))
        return terms, byte

    def offset_pointer(self, base: Ptr, terms: list[tuple[llvm.ValueRef, int]], byte: int) -> Ptr:
        """`base` moved by `byte` bytes plus sum(value * scale bytes)."""
        root = base.root
        if root.kind in ("implicitarg", "dispatch", "printf"):
            if terms:
                raise self.fail(f"a variable offset into the {root.kind} block")
            return Ptr(root, None, base.const + byte)
        size = root.elem_size
        index = base.index
        const = base.const + self.elements(byte, size, root)
        for v, scale in terms:
            term = self.scaled_index(v, scale, size, root)
            if isinstance(term, int):
                const += term
                continue
            index = term if index is None else self.emit(arith.AddiOp(index, term)).results[0]
        return Ptr(root, index, const)

    def elements(self, byte: int, size: int, root: Root) -> int:
        """A constant byte offset into `root` in elements of `size` bytes."""
        if byte % size:
            raise self.fail(f"byte offset {byte} is not a multiple of {size} (the size of the elements of %{root.name})")
        return byte // size

    def scaled_index(self, v: llvm.ValueRef, scale: int, size: int, root: Root) -> SSAValue | int:
        """v * scale / size as an index value (or a constant)."""
        if v.is_constant:
            width = self.ltype(v.type).width
            return self.elements(self.int_value(v, width) * scale, size, root)
        if scale % size == 0:
            factor, base = scale // size, self.value(v)
        else:
            need = size // scale if size % scale == 0 else 0
            got = self.provable_multiple(v, need) if need else None
            if got is None and need and need & (need - 1) == 0 and self.trailing_zeros(v, 8) >= need.bit_length() - 1:
                # v is a multiple of `need` (known low zero bits): the index is v >> log2(need)
                x = self.value(v)
                sh = self.const(need.bit_length() - 1, x.type)
                got = (self.emit(arith.ShRSIOp(x, sh)).results[0], need)
            if got is None:
                raise self.fail(
                    f"cannot prove the byte offset {short(v)} (x{scale}) is a multiple of {size} "
                    f"(the size of the elements of %{root.name})"
                )
            inner, mult = got  # v == inner * mult, mult % need == 0
            factor, base = mult // need, inner
        idx = self.to_index(base)
        if factor == 1:
            return idx
        return self.emit(arith.MuliOp(idx, self.index_const(factor))).results[0]

    def provable_multiple(self, v: llvm.ValueRef, need: int) -> tuple[SSAValue, int] | None:
        """v = x * m with m a multiple of `need`: (x as imported, m), from `shl`/`mul` by
        constants under `sext`/`zext` (clang's byte GEP offsets)."""
        d = self.inst_defs.get(v)
        if d is None:
            return None
        op = self.opc(d)
        ops = self.ops(d)
        if op in ("sext", "zext"):
            got = self.provable_multiple(ops[0], need)
            if got is None or "nsw" not in self.text_of(ops[0]) and "nuw" not in self.text_of(ops[0]):
                return None
            x, m = got
            return self.emit(CASTS[op](x, self.scalar_type_lt(self.lt(d)))).results[0], m
        if op == "ashr":
            # clang's `ashr exact (shl x, a), b` (a >= b): sext(trunc x) << (a - b)
            got = self.shl_ashr(d)
            if got is None or got[1] < got[2] or (1 << (got[1] - got[2])) % need:
                return None
            x, a, b = got
            return self.sign_extend(x, a, self.lt(d).width, None), 1 << (a - b)
        if op == "shl" and ops[1].is_constant:
            m = 1 << self.int_value(ops[1], 64)
        elif op == "mul" and ops[1].is_constant:
            m = self.int_value(ops[1], self.lt(d).width)
        elif op == "mul" and ops[0].is_constant:
            m = self.int_value(ops[0], self.lt(d).width)
            ops = [ops[1], ops[0]]
        else:
            return None
        if m % need:
            return None
        return self.value(ops[0]), m

    def shl_ashr(self, ashr: llvm.ValueRef) -> tuple[llvm.ValueRef, int, int] | None:
        """(x, a, b) when `ashr` is `ashr (shl x, a), b` by constants with width - a in
        {8, 16, 32}."""
        ops = self.ops(ashr)
        d = self.inst_defs.get(ops[0])
        if d is None or self.opc(d) != "shl" or not ops[1].is_constant or not self.ops(d)[1].is_constant:
            return None
        width = self.lt(ashr).width
        a, b = self.int_value(self.ops(d)[1], width), self.int_value(ops[1], width)
        return (self.ops(d)[0], a, b) if width - a in (8, 16, 32) else None

    def sign_extend(self, x: llvm.ValueRef, shift: int, width: int, name: str | None) -> SSAValue:
        """`x` with its high `shift` bits replaced by copies of its sign bit."""
        t = self.emit(arith.TruncIOp(self.value(x), IntegerType(width - shift))).results[0]
        return self.emit(arith.ExtSIOp(t, IntegerType(width)), name).results[0]

    def trailing_zeros(self, v: llvm.ValueRef, depth: int) -> int:
        """Low bits of `v` known to be zero (shl, mul, add, and, or disjoint, sext/zext,
        ashr exact, phi, select, constants)."""
        if v.value_kind.name == "constant_int":
            c = self.int_value(v, 64)
            return 64 if c == 0 else (c & -c).bit_length() - 1
        d = self.inst_defs.get(v)
        if d is None or depth == 0:
            return 0
        op = self.opc(d)
        ops = self.ops(d)
        tz = self.trailing_zeros
        if op in ("sext", "zext", "freeze"):
            return tz(ops[0], depth - 1)
        if op == "shl" and ops[1].is_constant:
            return tz(ops[0], depth - 1) + self.int_value(ops[1], 64)
        if op == "mul":
            return tz(ops[0], depth - 1) + tz(ops[1], depth - 1)
        if op in ("add", "sub") or (op == "or" and "disjoint" in self.text_of(d)):
            return min(tz(ops[0], depth - 1), tz(ops[1], depth - 1))
        if op == "and":
            return max(tz(ops[0], depth - 1), tz(ops[1], depth - 1))
        if op == "ashr" and ops[1].is_constant and "exact" in self.text_of(d):
            return max(0, tz(ops[0], depth - 1) - self.int_value(ops[1], 64))
        if op in ("phi", "select"):  # every value it may take (a loop's phi: to the depth)
            return min(tz(o, depth - 1) for o in (ops if op == "phi" else ops[1:3]))
        return 0

    def to_index(self, v: SSAValue) -> SSAValue:
        """`v` as an `index`: one `arith.index_cast` per value, placed right after its
        definition (so it dominates every use of `v`)."""
        if isinstance(v.type, IndexType):
            return v
        got = self.index_casts.get(v)
        if got is not None:
            return got
        owner = v.owner
        if isinstance(owner, arith.IndexCastOp) and isinstance(owner.input.type, IndexType):
            got = owner.input  # a work-item id cast to an integer and back
        elif isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
            got = self.index_const(owner.value.value.data)
        elif isinstance(owner, ub.PoisonOp):
            got = self.poison(IndexType())
        else:
            cast = arith.IndexCastOp(v, IndexType())
            if isinstance(owner, Block):
                Rewriter.insert_op(cast, InsertPoint.at_start(owner))
            else:
                Rewriter.insert_op(cast, InsertPoint.after(owner))
                if (p := self.mod.positions.get(owner)) is not None:
                    self.mod.positions[cast] = p
            got = cast.results[0]
        self.index_casts[v] = got
        return got

    def address(self, p: Ptr, lane: int = 0) -> tuple[SSAValue, SSAValue]:
        """(memref, index) of a pointer into a buffer (of its `lane`-th element)."""
        root, const = p.root, p.const + lane
        if root.value is None:
            raise self.fail(f"%{root.name} is not a memory buffer")
        if p.index is None:
            return root.value, self.index_const(const)
        if const:
            return root.value, self.emit(arith.AddiOp(p.index, self.index_const(const))).results[0]
        return root.value, p.index

    def pointer_pair(self, x: llvm.ValueRef, y: llvm.ValueRef, what: str) -> tuple[Root, SSAValue, SSAValue]:
        """Two pointers into one buffer: (the buffer, their element indices)."""
        pa, pb = self.pointer(x), self.pointer(y)
        if pa.root is not pb.root:
            raise self.fail(f"{what} pointers into different buffers")
        return pa.root, self.address(pa)[1], self.address(pb)[1]

    def load_lane(self, p: Ptr, lane: int, name: str | None) -> SSAValue:
        mem, idx = self.address(p, lane)
        return self.emit(memref.LoadOp.get(mem, [idx]), name).results[0]

    def units(self, p: Ptr, lt: LType) -> int:
        """How many of its buffer's units an access of scalar `lt` through `p` spans."""
        unit = p.root.elem
        assert unit is not None
        size, usize = size_align(lt)[0], size_align(unit)[0]
        if size % usize or lt.width != 8 * size:
            raise self.fail(f"an access of {type_text(lt)} into %{p.root.name} (addressed in {type_text(unit)} units)")
        return size // usize

    def materialize(self, root: Root, lt: LType) -> None:
        """A poison pointer's buffer: a `ub.poison` memref of the type it is used with."""
        if root.kind == "poison" and root.value is None:
            root.elem = root.elem or lt
            root.value = self.poison(MemRefType(xdsl_scalar(root.elem), [DYNAMIC_INDEX]))

    def load_typed(self, p: Ptr, lt: LType, lane: int, name: str | None) -> SSAValue:
        """The `lane`-th scalar of type `lt` at `p`: one load when `lt` is the buffer's
        unit, else its units loaded and joined (little-endian) and bitcast to `lt`."""
        self.materialize(p.root, lt)
        unit = p.root.elem
        if lt == unit:
            return self.load_lane(p, lane, name)
        assert unit is not None
        k = self.units(p, lt)
        ut = IntegerType(unit.width)
        word = IntegerType(lt.width)
        got: SSAValue | None = None
        for j in range(k):
            part = self.load_lane(p, lane * k + j, None)
            if unit.kind == "float":
                part = self.emit(arith.BitcastOp(part, ut)).results[0]
            if k > 1:
                part = self.emit(arith.ExtUIOp(part, word)).results[0]
                if j:
                    part = self.emit(arith.ShLIOp(part, self.const(j * unit.width, word))).results[0]
            got = part if got is None else self.emit(arith.OrIOp(got, part)).results[0]
        assert got is not None
        if lt.kind == "float" or k == 1:
            return self.emit(arith.BitcastOp(got, xdsl_scalar(lt)), name).results[0]
        self.rename(got, name)
        return got

    def store_typed(self, v: SSAValue, p: Ptr, lt: LType, lane: int) -> None:
        """Store scalar `v` of type `lt` at the `lane`-th `lt` of `p`: one store when `lt`
        is the buffer's unit, else its bits cut into units (little-endian)."""
        self.materialize(p.root, lt)
        unit = p.root.elem
        if lt != unit:
            assert unit is not None
            k = self.units(p, lt)
            word = IntegerType(lt.width)
            bits = self.emit(arith.BitcastOp(v, word)).results[0] if lt.kind == "float" else v
            for j in range(k):
                part = bits
                if j:
                    part = self.emit(arith.ShRUIOp(part, self.const(j * unit.width, word))).results[0]
                if k > 1:
                    part = self.emit(arith.TruncIOp(part, IntegerType(unit.width))).results[0]
                if unit.kind == "float":
                    part = self.emit(arith.BitcastOp(part, xdsl_scalar(unit))).results[0]
                mem, idx = self.address(p, lane * k + j)
                self.emit(memref.StoreOp.get(part, mem, [idx]))
            return
        mem, idx = self.address(p, lane)
        self.emit(memref.StoreOp.get(v, mem, [idx]))
