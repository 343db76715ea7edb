"""`printf` in the runs: C's formatting of one call and the text of a launch.

A GPU's printf writes into a buffer the host prints after the kernel; here every stage
collects `(thread, text)` records (`PrintLog`) and the launch's text is the records in
thread order, each thread's in program order (`PrintLog.lines`) - the order of the native
harness (work-items one after the other), the same for the SPMD executor, the vectorized
program and the lockstep machine whatever the width.

`c_format(fmt, values, types)` formats like C's printf for the conversions OpenCL and
CUDA kernels use: `%d %i %u %x %X %o %c %f %F %e %E %g %G %a %s %%` with flags, width,
precision (`*` not supported) and the length modifiers `hh h l ll z j t` (the value's
type gives its width: a `%u` of an i32 prints its unsigned reading; an i1 prints as
C's promoted bool, 0 or 1).  A `%s` argument
is the string itself (the importer folds constant strings).  Anything else raises
`ValueError` naming the conversion.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from xdsl.dialects.builtin import IntegerType
from xdsl.ir import Attribute

from simdopt.dialects.gpu import PRINTF_CONVERSION


def _int(v: Any, t: Attribute, unsigned: bool) -> int:
    if not isinstance(v, int):
        raise ValueError(f"an integer conversion of {v!r}")
    bits = t.width.data if isinstance(t, IntegerType) else 64
    v &= (1 << bits) - 1
    if not unsigned and bits > 1 and v >= 1 << (bits - 1):  # an i1 is C's bool: 0 or 1
        v -= 1 << bits
    return v


def c_format(fmt: str, values: Sequence[Any], types: Sequence[Attribute]) -> str:
    """`fmt` with `values` (of the IR `types`) as C's printf prints them."""
    out: list[str] = []
    pos, k = 0, 0
    for m in PRINTF_CONVERSION.finditer(fmt):
        out.append(fmt[pos : m.start()])
        pos = m.end()
        flags, width, prec, _, conv = m.groups()
        if conv == "%":
            out.append("%")
            continue
        if k >= len(values):
            raise ValueError(f"'{m.group(0)}' has no argument")
        v, t = values[k], types[k]
        k += 1
        spec = "%" + flags + (width or "") + (f".{prec}" if prec is not None else "")
        if conv in "di":
            out.append((spec + "d") % _int(v, t, False))
        elif conv in "uxXo":
            out.append((spec + ("d" if conv == "u" else conv)) % _int(v, t, True))
        elif conv == "c":
            out.append((spec.replace("0", "") + "s") % chr(_int(v, t, True) & 0xFF))
        elif conv == "s":
            out.append((spec + "s") % v)
        elif conv in "aA":
            text = float(v).hex()
            out.append(text.upper() if conv == "A" else text)
        else:
            out.append((spec + conv) % float(v))
    out.append(fmt[pos:])
    if "%" in PRINTF_CONVERSION.sub("", fmt):
        raise ValueError(f"unsupported conversion in format {fmt!r}")
    return "".join(out)


class PrintLog:
    """The printf records of one run: (thread, text) in the order they were made."""

    def __init__(self) -> None:
        self.records: list[tuple[int, str]] = []

    def print(self, thread: int, text: str) -> None:
        self.records.append((thread, text))

    def lines(self) -> list[str]:
        """The texts in thread order, each thread's in program order (a stable sort)."""
        return [text for _, text in sorted(self.records, key=lambda r: r[0])]
