"""`paused_collection()`: Python's cyclic garbage collector paused around a whole-IR
transformation or analysis.

Building or rewriting IR allocates many small objects; every so many allocations
Python runs a cyclic collection, and the oldest generation's scans the whole heap -
the whole IR.  How many of those run grows with the IR too, so at 100k ops the scans
make a linear pass superlinear (`lift-cf-to-scf`, `spmd-vectorize` and the divergence
analysis grew 13-14x from 10k to 100k ops with collection, 11x without).  The cycles
these passes leave behind (erased ops and blocks) are few next to the IR they build,
and are collected as soon as the pass ends.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused_collection() -> Iterator[None]:
    """Cyclic collection off inside the block; back to how it was after (nesting is
    fine: an inner block leaves it off)."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
