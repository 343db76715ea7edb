"""`gpu.printf` (an SPMD kernel's thread) and `simd.vprintf` / `lockstep.vprintf` (each
active lane in lane order) in the native code of `--engine jit`.

The native code calls back into Python (a ctypes `CFUNCTYPE` callback, one per
argument count) with the op's number, the printing thread and its values as i64 words
(integers sign-extended, i1 zero-extended, floats as the bits of the double); `Printer`
keeps the records in the order they were made and formats them afterwards with the
interpreters' own `c_format` into a `PrintLog`, whose text is the records in thread
order, each thread's in program order - so the text is the interpreter's byte for
byte.  A run that falls back to the interpreter drops its records: the interpreter
prints its own.  A poison lane the vector forms would print falls back (the
interpreter's fault)."""

from __future__ import annotations

import ctypes
import struct
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from xdsl.dialects.builtin import VectorType
from xdsl.ir import Attribute, Operation, SSAValue

from simdopt.dialects.vector_unit import element
from simdopt.interpreters.jit.scalars import FLOAT_TYPES, llvm_type
from simdopt.interpreters.printf import PrintLog, c_format

if TYPE_CHECKING:
    from simdopt.interpreters.jit.lower import Lowering
    from simdopt.interpreters.jit.vector import VectorLowering


class Printer:
    """The printf records of one native run, made by the native code's callbacks."""

    def __init__(self) -> None:
        self.ops: list[tuple[str, list[Attribute]]] = []
        """Per printf op number: its format and its arguments' (lane) types."""
        self.records: list[tuple[int, int, tuple[int, ...]]] = []
        self.callbacks: dict[int, Any] = {}
        """Argument count -> the ctypes callback (kept alive while the code runs)."""

    def op_number(self, fmt: str, types: list[Attribute]) -> int:
        self.ops.append((fmt, types))
        return len(self.ops) - 1

    def address(self, n: int) -> int:
        """The callback taking (op, thread, n value words)."""
        cb = self.callbacks.get(n)
        if cb is None:
            proto = ctypes.CFUNCTYPE(None, ctypes.c_int64, ctypes.c_int64, *[ctypes.c_int64] * n)
            record: Callable[..., None] = lambda k, thread, *words: self.records.append((thread, k, words))  # noqa: E731
            cb = self.callbacks[n] = proto(record)
        return ctypes.cast(cb, ctypes.c_void_p).value or 0

    def lines(self) -> list[str]:
        log = PrintLog()
        for thread, k, words in self.records:
            fmt, types = self.ops[k]
            log.print(thread, c_format(fmt, [_value(w, t) for w, t in zip(words, types, strict=True)], types))
        return log.lines()


def _value(word: int, t: Attribute) -> Any:
    if llvm_type(t) in FLOAT_TYPES:
        return struct.unpack("<d", struct.pack("<q", word))[0]
    return word


def _word(low: Lowering, x: str, ty: str) -> str:
    """The i64 word of scalar `x` of LLVM type `ty`."""
    w = low.fresh()
    if ty in FLOAT_TYPES:
        d = low.fresh()
        low.emit(f"{d} = fpext {ty} {x} to double" if ty != "double" else f"{d} = fadd double {x}, -0.0")
        low.emit(f"{w} = bitcast double {d} to i64")
    elif ty == "i64":
        return x
    else:
        low.emit(f"{w} = {'zext' if ty == 'i1' else 'sext'} {ty} {x} to i64")
    return w


def _call(low: Lowering, printer: Printer, k: int, thread: str, words: list[str]) -> None:
    args = ", ".join(["i64 " + str(k), "i64 " + thread, *(f"i64 {w}" for w in words)])
    low.emit(f"call void inttoptr (i64 {printer.address(len(words))} to ptr)({args})")


def with_printed(out: dict[str, Any], low: Any) -> dict[str, Any]:
    """`out` with the run's "printf" lines (as the interpreters add them: when it printed)."""
    p: Printer | None = getattr(low, "printer", None)
    if p is not None and p.records:
        out["printf"] = p.lines()
    return out


def printer_of(low: Any) -> Printer:
    p = getattr(low, "printer", None)
    if p is None:
        p = low.printer = Printer()
    return p


def thread_printf(self: Lowering, op: Operation, b: Any, name: str | None) -> None:
    """`gpu.printf` of the thread `%tid` (an SPMD kernel's lane function)."""
    printer = printer_of(self)
    args: list[SSAValue] = list(op.operands)
    k = printer.op_number(op.properties["format"].data, [a.type for a in args])  # pyright: ignore[reportAttributeAccessIssue]
    words = [_word(self, self.val(a), llvm_type(a.type)) for a in args]
    _call(self, printer, k, "%tid", words)


def lane_printf(low: VectorLowering, op: Operation, act: str) -> None:
    """`lanes.printf`: each active lane in lane order prints as its thread (lane i of the
    `threads` vector) with its lanes of the vector arguments."""
    printer = printer_of(low)
    threads, args = op.operands[0], list(op.operands[1:])
    mask = getattr(op, "mask_operand", None)
    if mask is not None:
        args = [a for a in args if a is not mask]
    types = [element(a.type) if isinstance(a.type, VectorType) else a.type for a in args]
    k = printer.op_number(op.properties["format"].data, types)  # pyright: ignore[reportAttributeAccessIssue]
    poison = low.vec(threads)[1]
    for a in args:
        if isinstance(a.type, VectorType):
            poison = low.m_or(poison, low.vec(a)[1])
    low.bail(low.any_of(low.m_and(act, poison)), op)
    tx = low.vec(threads)[0]
    tty = low.vt(threads.type)
    for i in range(low.width):
        on, yes, no = low.fresh(), low.fresh()[1:], low.fresh()[1:]
        low.emit(f"{on} = extractelement {low.mt()} {act}, i64 {i}")
        low.emit(f"br i1 {on}, label %{yes}, label %{no}")
        low.out.append(f"{yes}:")
        th = low.fresh()
        low.emit(f"{th} = extractelement {tty} {tx}, i64 {i}")
        words = [_word(low, th, tty.split(" x ")[1][:-1])]
        for a, t in zip(args, types, strict=True):
            ty = llvm_type(t)
            if isinstance(a.type, VectorType):
                e = low.fresh()
                low.emit(f"{e} = extractelement {low.vt(a.type)} {low.vec(a)[0]}, i64 {i}")
            else:
                e = low.val(a)
            words.append(_word(low, e, ty))
        _call(low, printer, k, words[0], words[1:])
        low.emit(f"br label %{no}")
        low.out.append(f"{no}:")
