"""Interpreters and the runtime: one module per dialect, the SPMD executor (`spmd.py`),
the lockstep machine simulator, and the launch drivers `simd-run` calls (`runner.py`:
`spmd.py`, `launch.py` for vectorized programs, `simd_program.py`, `lockstep.py`), with
their helpers in modules of their own (`arguments.py`, `memory.py`, `positions.py`,
`lane_interpreter.py`, `divergence_checker.py`, `errors.py`; `threaded.py`: the per-op
plans the simd interpreter and the lockstep machine run, `lockstep_stats.py`).  Nothing here imports the
compiler's passes or tools: what a run needs from them (the divergence analysis) is
handed in.

`lane_functions` is the one registry of the dialect functions every interpreter
shares; each driver adds its control flow (the SPMD executor's scheduling-aware
`cf`/`scf`, xDSL's for the lockstep machine) and, for the machine, `lockstep`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from xdsl.interpreter import InterpreterFunctions

    from simdopt.interpreters.simd import SpmdContext


def lane_functions(ctx: SpmdContext | None = None, constants: dict[Any, Any] | None = None) -> list[InterpreterFunctions]:
    """`arith` (lane semantics), `func`, `math`, `memref` (with atomics), `simd` (thread
    state `ctx`), `ub`; `constants`: the `arith.constant` results, shared by the
    interpreters of one run (`LaneArithFunctions`)."""
    from xdsl.interpreters.func import FuncFunctions
    from xdsl.interpreters.memref import MemRefFunctions

    from simdopt.interpreters.arith import LaneArithFunctions
    from simdopt.interpreters.math import MathFunctions
    from simdopt.interpreters.memref import MemRefExtraFunctions
    from simdopt.interpreters.simd import SimdFunctions, SpmdContext
    from simdopt.interpreters.ub import UbFunctions

    return [
        LaneArithFunctions(constants),
        FuncFunctions(),
        MemRefFunctions(),
        SimdFunctions(ctx or SpmdContext()),
        UbFunctions(),
        MathFunctions(),
        MemRefExtraFunctions(),
    ]
