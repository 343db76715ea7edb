"""Interpreters: one module per dialect, plus the lockstep machine simulator.

`lane_functions` is the one registry of the dialect functions every interpreter
shares; each driver adds its control flow (the SPMD executor's scheduling-aware
`cf`/`scf`, xDSL's for the lockstep machine) and, for the machine, `lockstep`."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from xdsl.interpreter import InterpreterFunctions

    from simdopt.interpreters.simd import SpmdContext


def lane_functions(ctx: SpmdContext | None = None) -> list[InterpreterFunctions]:
    """`arith` (lane semantics), `func`, `math`, `memref` (with atomics), `simd` (thread
    state `ctx`), `ub`."""
    from xdsl.interpreters.func import FuncFunctions
    from xdsl.interpreters.memref import MemRefFunctions

    from simdopt.interpreters.arith import LaneArithFunctions
    from simdopt.interpreters.math import MathFunctions
    from simdopt.interpreters.memref import MemRefExtraFunctions
    from simdopt.interpreters.simd import SimdFunctions, SpmdContext
    from simdopt.interpreters.ub import UbFunctions

    return [
        LaneArithFunctions(),
        FuncFunctions(),
        MemRefFunctions(),
        SimdFunctions(ctx or SpmdContext()),
        UbFunctions(),
        MathFunctions(),
        MemRefExtraFunctions(),
    ]
