"""LLVM types as read from text or from llvmlite (`LType`) and their data layout on
AMDGPU/NVPTX: sizes, alignments, struct field offsets, flattening to one scalar type, and
the xDSL scalar type of each."""

from __future__ import annotations

import math
import re
import struct
from dataclasses import dataclass

import llvmlite.binding as llvm
from xdsl.dialects.builtin import (
    Float16Type,
    Float32Type,
    Float64Type,
    IntegerType,
)
from xdsl.ir import Attribute


@dataclass(frozen=True)
class LType:
    """An LLVM type read from text: kind in int/float/ptr/vector/array/struct/void/token."""

    kind: str
    width: int = 0  # int/float bits, ptr addrspace
    count: int = 0  # vector/array lanes
    elems: tuple[LType, ...] = ()


_TYPE_TOKEN = re.compile(r"\s*(i\d+|half|bfloat|float|double|ptr|void|label|token|%[-\w.$]+|%\"[^\"]*\"|\[|<\{|\{|<)")


class TypeReader:
    def __init__(self, module: llvm.ModuleRef):
        self.module = module
        self.structs: dict[str, LType] = {}
        self.cache: dict[int, LType] = {}

    def read(self, s: str, pos: int = 0) -> tuple[LType, int]:
        m = _TYPE_TOKEN.match(s, pos)
        if not m:
            raise ValueError(f"expected a type at '{s[pos:pos + 30]}'")
        tok = m.group(1)
        pos = m.end()
        if tok[0] == "i":
            return LType("int", int(tok[1:])), pos
        if tok in ("half", "bfloat", "float", "double"):
            return LType("float", {"half": 16, "bfloat": 16, "float": 32, "double": 64}[tok]), pos
        if tok == "ptr":
            am = re.compile(r"\s*addrspace\((\d+)\)").match(s, pos)
            return (LType("ptr", int(am.group(1))), am.end()) if am else (LType("ptr", 0), pos)
        if tok in ("void", "label", "token"):
            return LType(tok), pos
        if tok[0] == "%":
            return self.named(tok[1:].strip('"')), pos
        if tok in ("[", "<"):
            cm = re.compile(r"\s*(\d+)\s+x\s+").match(s, pos)
            if not cm:
                raise ValueError(f"expected 'N x' at '{s[pos:pos + 30]}'")
            elem, pos = self.read(s, cm.end())
            close = re.compile(r"\s*" + ("\\]" if tok == "[" else ">")).match(s, pos)
            if not close:
                raise ValueError("unbalanced aggregate type")
            kind = "array" if tok == "[" else "vector"
            return LType(kind, 0, _lanes(kind, int(cm.group(1))), (elem,)), close.end()
        # struct
        elems: list[LType] = []
        end = "}>" if tok == "<{" else "}"
        while True:
            em = re.compile(r"\s*" + re.escape(end)).match(s, pos)
            if em:
                return LType("struct", 1 if tok == "<{" else 0, 0, tuple(elems)), em.end()
            t, pos = self.read(s, pos)
            elems.append(t)
            cm2 = re.compile(r"\s*,").match(s, pos)
            if cm2:
                pos = cm2.end()

    def named(self, name: str) -> LType:
        t = self.structs.get(name)
        if t is None:
            ref = self.module.get_struct_type(name)
            t = self.from_ref(ref)
            self.structs[name] = t
        return t

    def from_ref(self, t: llvm.TypeRef) -> LType:
        """An llvmlite type as an LType (LLVM types are unique: cached by address)."""
        k = hash(t)
        got = self.cache.get(k)
        if got is None:
            got = self.cache[k] = self._from_ref(t)
        return got

    def _from_ref(self, t: llvm.TypeRef) -> LType:
        if t.is_struct:
            return LType("struct", int(t.is_packed_struct), 0, tuple(self.from_ref(e) for e in t.elements))
        if t.is_array or t.is_vector:
            (e,) = list(t.elements)
            kind = "array" if t.is_array else "vector"
            return LType(kind, 0, _lanes(kind, t.element_count), (self.from_ref(e),))
        return self.read(str(t))[0]



MAX_VECTOR_LANES = 64
"""SPEC section 2: vectors have at most 64 lanes (AMD's wave64).  A wider LLVM vector is
refused when its type is read: it would import for tens of seconds and vectorize for
minutes (one op per lane)."""


def _lanes(kind: str, count: int) -> int:
    if kind == "vector" and count > MAX_VECTOR_LANES:
        raise ValueError(f"vector type of {count} lanes: at most {MAX_VECTOR_LANES} lanes are supported (SPEC section 2)")
    return count


def one_scalar(t: LType) -> LType | None:
    """The scalar type every leaf of struct/array/vector `t` has (None: mixed, pointer)."""
    if t.kind in ("int", "float"):
        return t
    if t.kind not in ("struct", "array", "vector") or not t.elems:
        return None
    leaves = {one_scalar(e) for e in t.elems}
    return leaves.pop() if len(leaves) == 1 else None


def splat_byte(byte: int, t: LType) -> int | float:
    """The element of type `t` whose every byte is `byte` (memset's value)."""
    b = byte & 0xFF
    size = max(1, t.width // 8)
    bits = int.from_bytes(bytes([b]) * size, "little")
    if t.kind == "float":
        fmt = {2: "<e", 4: "<f", 8: "<d"}[size]
        return struct.unpack(fmt, bits.to_bytes(size, "little"))[0]
    return bits - (1 << (8 * size)) if bits >= 1 << (8 * size - 1) else bits


def size_align(t: LType) -> tuple[int, int]:
    """Store size and ABI alignment in bytes (AMDGPU/NVPTX data layouts: naturally aligned
    scalars, 64-bit global/constant pointers)."""
    if t.kind in ("int", "float"):
        b = max(1, (t.width + 7) // 8)
        return b, b
    if t.kind == "ptr":
        return (4, 4) if t.width in (3, 5) else (8, 8)
    if t.kind == "array":
        s, a = size_align(t.elems[0])
        return s * t.count, a
    if t.kind == "vector":
        s, _ = size_align(t.elems[0])
        p = 1 << (t.count * s - 1).bit_length()  # the next power of two
        return p, p
    if t.kind == "struct":
        return struct_layout(t)[1:]
    raise ValueError(f"type without a size: {t.kind}")


def struct_layout(t: LType) -> tuple[list[int], int, int]:
    """A struct's field offsets, size and alignment (a packed one aligns nothing)."""
    offsets: list[int] = []
    off, align = 0, 1
    for e in t.elems:
        s, a = size_align(e)
        if t.width:  # packed
            a = 1
        off = (off + a - 1) // a * a
        offsets.append(off)
        off += s
        align = max(align, a)
    return offsets, (off + align - 1) // align * align, align


def struct_offset(t: LType, index: int) -> int:
    offsets = struct_layout(t)[0]
    if not 0 <= index < len(offsets):
        raise ValueError("struct index out of range")
    return offsets[index]


def flatten(t: LType) -> tuple[LType, int] | None:
    """(scalar, count) when `t` is a scalar or an array/vector/struct of one scalar type
    (without padding), else None."""
    if t.kind in ("int", "float"):
        return t, 1
    if t.kind in ("array", "vector"):
        inner = flatten(t.elems[0])
        return None if inner is None else (inner[0], inner[1] * t.count)
    if t.kind == "struct" and t.elems:
        parts = [flatten(e) for e in t.elems]
        first = parts[0]
        if first is None or any(p is None or p[0] != first[0] for p in parts):
            return None
        n = sum(p[1] for p in parts if p is not None)
        if size_align(t)[0] != n * size_align(first[0])[0]:
            return None
        return first[0], n
    return None


def leaves(t: LType) -> set[LType]:
    """The scalar types of `t`'s leaves (pointers as 64-bit integers)."""
    if t.kind in ("int", "float"):
        return {t}
    if t.kind == "ptr":
        return {LType("int", 8 * size_align(t)[0])}
    return set().union(*(leaves(e) for e in t.elems)) if t.elems else set()


def unit_type(types: set[LType]) -> LType:
    """The unit a buffer accessed with `types` is addressed in: its one type, else the
    integer of their greatest common size (`i8` in general: byte-addressed memory)."""
    if len(types) == 1:
        return next(iter(types))
    return LType("int", 8 * math.gcd(*(size_align(t)[0] for t in types)))


def buffer_unit(declared: LType, accessed: set[LType]) -> tuple[LType, int] | None:
    """(unit, count) of a global or alloca of type `declared` accessed with `accessed`:
    the declared array's own scalar when every access is of it, else `unit_type` of the
    accesses when the size is a whole number of them, else of the leaves and accesses
    (None: a size that is not a whole number of units)."""
    flat = flatten(declared)
    if flat is not None and accessed <= {flat[0]}:
        return flat
    size = size_align(declared)[0]
    for unit in [unit_type(accessed)] * bool(accessed) + [unit_type(leaves(declared) | accessed)]:
        if size % size_align(unit)[0] == 0:
            return unit, size // size_align(unit)[0]
    return None


def scalar_bytes(t: LType, v: int | float) -> bytes:
    """The little-endian bytes of scalar `v` of type `t`."""
    size = size_align(t)[0]
    if t.kind == "float":
        return struct.pack({2: "<e", 4: "<f", 8: "<d"}[size], v)
    return (int(v) & ((1 << (8 * size)) - 1)).to_bytes(size, "little")


def bytes_scalar(t: LType, b: bytes) -> int | float:
    """Scalar of type `t` from its little-endian bytes (integers signed)."""
    if t.kind == "float":
        return struct.unpack({2: "<e", 4: "<f", 8: "<d"}[len(b)], b)[0]
    return int.from_bytes(b, "little", signed=True)


_FLOATS = {16: Float16Type, 32: Float32Type, 64: Float64Type}


def xdsl_scalar(t: LType) -> Attribute:
    if t.kind == "int" and t.width in (1, 8, 16, 32, 64):
        return IntegerType(t.width)
    if t.kind == "int" and 1 < t.width < 8:  # held sign-extended (frontends/llvm/small_ints.py)
        return IntegerType(8)
    if t.kind == "float" and t.width in _FLOATS:
        return _FLOATS[t.width]()
    raise ValueError(f"unsupported type '{type_text(t)}'")


def type_text(t: LType) -> str:
    if t.kind == "int":
        return f"i{t.width}"
    if t.kind == "float":
        return {16: "half", 32: "float", 64: "double"}[t.width]
    if t.kind == "ptr":
        return "ptr" + (f" addrspace({t.width})" if t.width else "")
    if t.kind == "vector":
        return f"<{t.count} x {type_text(t.elems[0])}>"
    if t.kind == "array":
        return f"[{t.count} x {type_text(t.elems[0])}]"
    if t.kind == "struct":
        return "{ " + ", ".join(type_text(e) for e in t.elems) + " }"
    return t.kind
