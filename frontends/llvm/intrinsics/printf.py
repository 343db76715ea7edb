"""`printf` -> `gpu.printf`, in the three forms clang emits for OpenCL and CUDA:

* NVPTX and SPIR OpenCL (`printf(ptr @.str, args...)`): the format is the constant string
  the first argument points to, the arguments are the call's (C's promotions done: floats
  as doubles, chars and shorts as ints);
* AMDGPU (`__printf_alloc(n)`, then the stores of a format id and the arguments into the
  n-byte buffer, behind a null check): the format is the module's `!llvm.printf.fmts`
  entry of that id (`"id:k:size1:...:sizek:format"`), the arguments the values stored at
  their offsets (4-byte aligned after the id); the `gpu.printf` is emitted at the store
  that completes the record, the null check is false (the buffer never runs out);
* CUDA (`vprintf(ptr @.str, ptr args)`): the arguments packed in a local buffer, read
  back at their natural alignment from the format's conversions.

A `%s` whose argument is a constant string is folded into the format (the AMDGPU form
stores the characters themselves: refused).  Anything else the format asks for that
`gpu.printf` does not take is one located error.  The call's result (the number of
characters, or -1) is poison: a kernel that reads it faults at run time.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import llvmlite.binding as llvm
from xdsl.dialects.builtin import i32
from xdsl.ir import SSAValue
from xdsl.utils.exceptions import VerifyException

from simdopt.dialects import gpu
from simdopt.frontends.llvm.intrinsics.table import Call, Table
from simdopt.frontends.llvm.layout import LType
from simdopt.frontends.llvm.pointers import Ptr, Root
from simdopt.frontends.llvm.source import split_top

if TYPE_CHECKING:
    from simdopt.frontends.llvm.instructions import Instructions

PRINTF_BUFFERS = ("__printf_alloc",)
"""Calls returning AMDGPU's printf record buffer (a special root, not a kernel buffer)."""

_CSTRING = re.compile(r'c"((?:[^"\\]|\\[0-9A-Fa-f]{2}|\\\\)*)"')
_FMTS = re.compile(r"!llvm\.printf\.fmts\s*=\s*!\{([^}]*)\}")


def _llvm_bytes(body: str) -> bytes:
    """The bytes of an LLVM string literal's body (`\\XX` hex escapes, `\\\\`)."""
    out = bytearray()
    i = 0
    while i < len(body):
        if body[i] == "\\" and body[i + 1 : i + 2] == "\\":
            out.append(0x5C)
            i += 2
        elif body[i] == "\\":
            out.append(int(body[i + 1 : i + 3], 16))
            i += 3
        else:
            out.extend(body[i].encode())
            i += 1
    return bytes(out)


def c_string(fi: Instructions, v: llvm.ValueRef, what: str) -> str:
    """The constant C string `v` points to (a global's initializer, up to its NUL)."""
    kind = v.value_kind.name
    g: llvm.ValueRef | None = None
    if kind == "global_variable":
        g = v
    elif kind == "constant_expr":
        m = re.search(r"@(\"[^\"]*\"|[-\w.$]+)", str(v))
        offsets = re.findall(r"i(?:32|64) (-?\d+)", str(v))
        if m and all(o == "0" for o in offsets):
            g = fi.mod.module.get_global_variable(m.group(1).strip('"'))
    m = _CSTRING.search(str(g)) if g is not None else None
    if m is None:
        raise fi.fail(f"{what} must be a constant string")
    return _llvm_bytes(m.group(1)).split(b"\0", 1)[0].decode("latin-1")


def _c_unescape(s: str) -> str:
    """C's escapes in an `!llvm.printf.fmts` format (`\\n`, `\\72` octal, ...)."""
    simple = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"', "'": "'", "a": "\a", "v": "\v", "f": "\f", "b": "\b"}
    return re.sub(
        r"\\([0-7]{1,3}|.)",
        lambda m: chr(int(m.group(1), 8)) if m.group(1)[0] in "01234567" else simple.get(m.group(1), m.group(1)),
        s,
    )


def emit_printf(fi: Instructions, fmt: str, args: list[SSAValue | str]) -> None:
    """`gpu.printf` of `fmt` with `args`, the strings (`%s` of a constant) folded in."""
    out: list[str] = []
    values: list[SSAValue] = []
    pos, k = 0, 0
    for m in gpu.PRINTF_CONVERSION.finditer(fmt):
        out.append(fmt[pos : m.start()])
        pos = m.end()
        if m.group(5) == "%" or k >= len(args):
            out.append(m.group(0))
            continue
        a = args[k]
        k += 1
        if isinstance(a, str):
            if m.group(5) != "s":
                raise fi.fail(f"printf: '{m.group(0)}' of a string")
            flags, width, prec = m.group(1), m.group(2) or "", m.group(3)
            text = (f"%{flags}{width}" + (f".{prec}" if prec is not None else "") + "s") % a
            out.append(text.replace("%", "%%"))
        else:
            out.append(m.group(0))
            values.append(a)
    out.append(fmt[pos:])
    op = gpu.PrintfOp("".join(out), values)
    try:
        op.verify()
    except VerifyException as e:
        raise fi.fail(f"printf: {e}") from None
    fi.emit(op)


def _result(fi: Instructions, c: Call) -> None:
    if c.rt.kind == "int":
        fi.bind(c.inst, fi.poison(i32))


def printf(fi: Instructions, c: Call) -> bool | None:
    if not c.args:
        return False
    fmt = c_string(fi, c.args[0], "the format of printf")
    args: list[SSAValue | str] = []
    for a in c.args[1:]:
        if fi.ltype(a.type).kind == "ptr":
            args.append(c_string(fi, a, "a pointer printf prints (%s)"))
        else:
            args.append(fi.value(a))
    emit_printf(fi, fmt, args)
    _result(fi, c)


_VPRINTF_TYPES = {"": LType("int", 32), "hh": LType("int", 32), "h": LType("int", 32), "l": LType("int", 64),
                  "ll": LType("int", 64), "z": LType("int", 64), "j": LType("int", 64), "t": LType("int", 64)}  # fmt: skip


def vprintf(fi: Instructions, c: Call) -> bool | None:
    """CUDA's `vprintf(fmt, buffer)`: each conversion's argument read from the buffer at
    the next offset aligned to its size (ints 4 bytes, `l`/`ll`/`z` 8, floats doubles)."""
    if len(c.args) != 2:
        return False
    fmt = c_string(fi, c.args[0], "the format of printf")
    convs = [m for m in gpu.PRINTF_CONVERSION.finditer(fmt) if m.group(5) != "%"]
    args: list[SSAValue | str] = []
    if convs:
        buf = fi.pointer(c.args[1])
        offset = 0
        for m in convs:
            if m.group(5) == "s":
                raise fi.fail("printf: a %s argument of CUDA's vprintf (a pointer in the argument buffer) is not supported")
            lt = LType("float", 64) if m.group(5) in "fFeEgGaA" else _VPRINTF_TYPES[m.group(4) or ""]
            size = lt.width // 8
            offset = (offset + size - 1) // size * size
            p = fi.offset_pointer(buf, [], offset)
            args.append(fi.load_typed(p, lt, 0, None))
            offset += size
    emit_printf(fi, fmt, args)
    _result(fi, c)


@dataclass
class Record:
    """An AMDGPU printf record being stored: its size and the values stored so far."""

    size: int
    stores: dict[int, tuple[llvm.ValueRef, SSAValue]] = field(default_factory=dict[int, tuple[llvm.ValueRef, SSAValue]])
    fmt: tuple[str, list[int]] | None = None


def amdgpu_formats(fi: Instructions) -> dict[int, tuple[str, list[int]]]:
    """`!llvm.printf.fmts`: format id -> (format, argument sizes)."""
    got: dict[int, tuple[str, list[int]]] = {}
    text = fi.mod.text
    m = _FMTS.search(text)
    if m is None:
        return got
    for ref in split_top(m.group(1)):
        node = re.search(r"^" + re.escape(ref.strip()) + r'\s*=\s*!\{!"(.*)"\}\s*$', text, re.M)
        if node is None:
            continue
        raw = _c_unescape(_llvm_bytes(node.group(1)).decode("latin-1"))
        head = raw.split(":", 2)
        ident, n = int(head[0]), int(head[1])
        parts = raw.split(":", 2 + n)
        got[ident] = (parts[2 + n], [int(s) for s in parts[2 : 2 + n]])
    return got


def printf_alloc(fi: Instructions, c: Call) -> bool | None:
    n = c.args[0] if c.args else None
    if n is None or n.value_kind.name != "constant_int":
        return False
    root = Root("printf", c.name or "printf", LType("int", 8))
    fi.printf_records[root] = Record(int(n.get_constant_value()))  # pyright: ignore[reportArgumentType]
    fi.env[c.inst] = Ptr(root, None, 0)


def record_store(fi: Instructions, p: Ptr, v: llvm.ValueRef) -> None:
    """A store into an AMDGPU printf record; the `gpu.printf` once it is complete."""
    rec = fi.printf_records.get(p.root)
    if rec is None or p.index is not None:
        raise fi.fail("a store into a printf buffer at a variable offset")
    rec.stores[p.const] = (v, fi.value(v))
    if rec.fmt is None and 0 in rec.stores:
        ident = rec.stores[0][0]
        if ident.value_kind.name != "constant_int":
            raise fi.fail("printf: the format id of an AMDGPU printf record must be a constant")
        fmts = amdgpu_formats(fi)
        rec.fmt = fmts.get(int(ident.get_constant_value()))  # pyright: ignore[reportArgumentType]
        if rec.fmt is None:
            raise fi.fail("printf: the record's format id is not in !llvm.printf.fmts")
        if any(m.group(5) == "s" for m in gpu.PRINTF_CONVERSION.finditer(rec.fmt[0])):
            raise fi.fail("printf: a %s argument in the AMDGPU form (the characters stored in the record) is not supported")
    if rec.fmt is None:
        return
    offsets, at = [], 4
    for size in rec.fmt[1]:
        offsets.append(at)
        at += (size + 3) // 4 * 4
    if all(o in rec.stores for o in offsets):
        emit_printf(fi, rec.fmt[0], [rec.stores[o][1] for o in offsets])
        rec.stores.clear()
        rec.fmt = None


TABLE = Table(
    lambda name: name if name in ("printf", "vprintf", *PRINTF_BUFFERS) else None,
    {"printf": printf, "vprintf": vprintf, "__printf_alloc": printf_alloc},
    intrinsics=False,
)
