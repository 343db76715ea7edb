"""The errors of simd-opt's interpreters and launch drivers, and how they name threads.

`RuntimeFault` is a fault of the running program (located by `simd-run` at its op);
`ArgumentError` a launch that cannot start (malformed arguments or run options: a
usage error, reported without a location)."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import groupby

from xdsl.ir import Operation

from simdopt.ir.diagnostics import Diagnostic


class RuntimeFault(Diagnostic):
    """A runtime error at `op` (poison observed, division by zero, out of bounds...)."""

    def __init__(self, message: str, op: Operation | None = None):
        super().__init__(message, op)


class ArgumentError(Diagnostic):
    """Malformed kernel arguments or run options (a usage error, not a fault)."""


def _ranges(ids: Iterable[int]) -> str:
    """`0-3, 8`: thread ids as ranges (runs of consecutive ids)."""
    runs = [[t for _, t in run] for _, run in groupby(enumerate(sorted(set(ids))), lambda p: p[1] - p[0])]
    return ", ".join(f"{r[0]}-{r[-1]}" if len(r) > 1 else str(r[0]) for r in runs)


def threads_text(ids: Iterable[int]) -> str:
    """`thread 4`, `threads 0-3, 8`: the threads a fault message names."""
    ids = list(ids)
    return f"thread{'s' if len(ids) > 1 else ''} {_ranges(ids)}"
