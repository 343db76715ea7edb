"""A progress line for long launches: `simd-run` on a terminal shows, on stderr, the
blocks done out of the launch's and the interpreted ops per second, once a run has taken
more than `DELAY` seconds (redrawn at most every `EVERY` seconds, erased at the end).
The launch drivers (`spmd.run_spmd`, `launch.run_vectorized_launch`) call `Progress.block`
after every block; nothing is printed when stderr is not a terminal or with `--quiet`
(`simd-run` then passes no `Progress`)."""

from __future__ import annotations

import sys
import time
from collections.abc import Mapping
from typing import TextIO

DELAY = 2.0
EVERY = 0.5

_NOT_OPS = ("static_alu_ops", "dynamic_alu_ops", "dynamically_uniform_vector_ops", "single_lane_vector_ops")


def ops_executed(stats: Mapping[str, object]) -> int:
    """The ops a run's stats (SPMD executor, SIMD interpreter) say were executed: the
    per-class counts (`*_ops` besides the ALU and uniformity tallies) and `branches`."""
    n = 0
    for k, v in stats.items():
        if isinstance(v, int) and (k == "branches" or (k.endswith("_ops") and k not in _NOT_OPS)):
            n += v
    return n


class Progress:
    """The progress line of one run, on `stream` (default stderr)."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.start = time.monotonic()
        self.last = 0.0
        self.shown = False

    @classmethod
    def for_terminal(cls, quiet: bool) -> Progress | None:
        """A progress line on stderr, or None when `quiet` or stderr is not a terminal."""
        if quiet:
            return None
        try:
            tty = sys.stderr.isatty()
        except (AttributeError, ValueError):
            tty = False
        return cls() if tty else None

    def block(self, done: int, total: int, ops: int) -> None:
        """`done` of `total` blocks have run, `ops` ops so far."""
        now = time.monotonic()
        elapsed = now - self.start
        if elapsed < DELAY or (now - self.last < EVERY and done < total):
            return
        self.last = now
        rate = ops / elapsed if elapsed > 0 else 0.0
        self.stream.write(f"\rsimd-run: {done}/{total} blocks, {_si(rate)} ops/s, {elapsed:.0f} s ")
        self.stream.flush()
        self.shown = True

    def close(self) -> None:
        """Erase the line (if it was shown)."""
        if self.shown:
            self.stream.write("\r\033[K")
            self.stream.flush()
            self.shown = False


def _si(x: float) -> str:
    for unit, scale in (("M", 1e6), ("k", 1e3)):
        if x >= scale:
            return f"{x / scale:.1f} {unit}"
    return f"{x:.0f}"
