"""Running a SIMD program once: `simd-run FILE` without a launch (`run_simd`).

A SIMD program (vectors are lanes) runs on the `LaneInterpreter` with the shared dialect
functions; `SimdStatsListener` counts what it runs into `simd_stats`' keys (the op
classes of `interpreters/cost.py`, plus the vector ops that ran dynamically uniform or
with one active lane).  The vectorized launch driver (`launch.py`) runs each subgroup
of a launch with `simd_interpreter` too.  A lowered program (`convert-simd-to-lockstep`)
runs on the lockstep machine instead (`lockstep.py`'s `run_lockstep`).
"""

from __future__ import annotations

import time
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.interpreter import Interpreter, InterpreterFunctions
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.ir import Operation

from simdopt.interpreters import lane_functions
from simdopt.interpreters.arguments import convert_arg
from simdopt.interpreters.cost import (
    UniformityFacts,
    UniformityTally,
    alu_cost,
    op_class,
    op_width,
    static_alu_ops,
    uniformity_of,
)
from simdopt.interpreters.errors import ArgumentError, RuntimeFault
from simdopt.interpreters.lane_interpreter import DEFAULT_MAX_STEPS, LaneInterpreter
from simdopt.interpreters.printf import PrintLog
from simdopt.interpreters.simd import SpmdContext
from simdopt.interpreters.values import POISON, to_json


def simd_stats(fn: Operation) -> dict[str, Any]:
    """Zeroed dynamic counts of a SIMD run of `fn` (`static_alu_ops` filled in)."""
    keys = ("vector_ops", "scalar_ops", "broadcast_ops", "mask_ops", "memory_ops", "branches",
            "dynamically_uniform_vector_ops", "single_lane_vector_ops")  # fmt: skip
    # dynamically uniform vector ops: >= 2 active lanes, all equal
    return {"static_alu_ops": static_alu_ops(fn), "dynamic_alu_ops": 0, **dict.fromkeys(keys, 0)}


class SimdStatsListener(Interpreter.Listener):
    """Adds every op a SIMD run executes to `stats` (`simd_stats`'s keys)."""

    def __init__(
        self,
        stats: dict[str, Any],
        cache: dict[Operation, tuple[int, str, UniformityFacts]] | None = None,
        tally: UniformityTally | None = None,
    ) -> None:
        self.stats = stats
        self.tally = tally
        """When given: how often each op ran dynamically uniform or varied (the oracle's
        misses and its reach, for `benchmarks/kernel_pipeline_table.py`)."""
        self.args: dict[Any, tuple[Any, ...]] = {}
        self.cache = cache if cache is not None else {}
        """Per op: its ALU cost, its stats key, whether it is a vector op (shared by the
        subgroups of a launch)."""

    def will_interpret_op(self, op: Any, args: tuple[Any, ...]) -> None:
        c = self.cache.get(op)
        if c is None:
            cls = op_class(op)
            key = cls + ("es" if cls == "branch" else "_ops")
            c = self.cache[op] = (alu_cost(op, op_width(op)), key, UniformityFacts.of(op))
        stats = self.stats
        stats["dynamic_alu_ops"] += c[0]
        stats[c[1]] += 1
        if c[2].relevant:
            self.args[op] = args

    def did_interpret_op(self, op: Any, results: tuple[Any, ...]) -> None:
        args = self.args.pop(op, None)
        if args is None:
            return
        kind = uniformity_of(self.cache[op][2], op, args, results)
        if self.tally is not None:
            self.tally.record(op, kind)
        if kind == "uniform":
            self.stats["dynamically_uniform_vector_ops"] += 1
        elif kind == "one-lane":
            self.stats["single_lane_vector_ops"] += 1


def simd_interpreter(
    module: ModuleOp,
    stats: dict[str, Any],
    *,
    listeners: tuple[Interpreter.Listener, ...] = (),
    functions: tuple[InterpreterFunctions, ...] = (),
    max_steps: int = DEFAULT_MAX_STEPS,
    deadline: float | None = None,
    time_limit: float = 0.0,
    cache: dict[Operation, tuple[int, str, UniformityFacts]] | None = None,
    tally: UniformityTally | None = None,
    constants: dict[Any, Any] | None = None,
    log: PrintLog | None = None,
) -> LaneInterpreter:
    """The interpreter of a SIMD program: xDSL's with linear-time cf regions, located
    errors and run limits (`LaneInterpreter`), counting into `stats` (`cache`: the
    per-op costs, shared by several runs; `tally`: see `SimdStatsListener`);
    `functions` add ops (e.g. the launch's `gpu` queries); `log` collects printf text."""
    return LaneInterpreter(
        module, listeners=(SimdStatsListener(stats, cache, tally), *listeners), max_steps=max_steps,
        deadline=deadline, time_limit=time_limit,
    ).with_functions(*lane_functions(SpmdContext(log=log or PrintLog()), constants), *functions)  # fmt: skip


def run_simd(
    module: ModuleOp,
    fn: func.FuncOp,
    raw: list[Any],
    listeners: tuple[Interpreter.Listener, ...] = (),
    max_steps: int = DEFAULT_MAX_STEPS,
    time_limit: float | None = None,
) -> dict[str, Any]:
    """Run `fn` once as a SIMD program; the JSON-ready result dict.  `listeners` see
    every op run (benchmarks use them for per-op statistics); `time_limit` (seconds)
    stops a run that takes longer."""
    types = list(fn.function_type.inputs.data)
    if len(raw) != len(types):
        raise ArgumentError(f"'{fn.sym_name.data}' takes {len(types)} arguments, {len(raw)} given")
    args = [convert_arg(a, t, f"argument #{i} ({t})") for i, (a, t) in enumerate(zip(raw, types, strict=True))]
    stats = simd_stats(fn)
    deadline = time.monotonic() + time_limit if time_limit is not None else None
    interp = simd_interpreter(
        module, stats, listeners=listeners, max_steps=max_steps, deadline=deadline,
        time_limit=time_limit or 0.0,
    )  # fmt: skip
    results = interp.call_op(fn, tuple(args))
    for r in results:
        if r is POISON or (isinstance(r, tuple) and POISON in r):
            ret = fn.body.blocks.last.last_op if fn.body.blocks.last else None
            raise RuntimeFault(f"'{fn.sym_name.data}' returns a poison value", ret)
    memrefs = [list(a.data) for a in args if isinstance(a, ShapedArray)]
    return {"results": [to_json(r) for r in results], "memrefs": memrefs, "stats": stats}
