"""xDSL interpreter functions for the `simd` dialect (lane tuples with POISON).

The lane-wise execution is `interpreters/lanes.py`'s, shared with the lockstep
machine; this module adds the SPMD thread state and the simd fault wording."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from xdsl.ir import Operation

from simdopt.dialects import gpu, simd
from simdopt.dialects.simd_cross_lane import SYNC_OPS
from simdopt.dialects.vector_unit import is_float_element
from simdopt.interpreters.cross_lane import instance_results, lanes_below
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.lanes import (
    VectorUnitFunctions,
    Where,
    binary_plan,
    register_lane_runs,
    vector_unit_runs,
)
from simdopt.interpreters.memref import scalar_cmpxchg
from simdopt.interpreters.printf import PrintLog
from simdopt.interpreters.threaded import Prepared, lane_runs


@dataclass
class SpmdContext:
    """Thread state read by thread_id/lane_id/readfirstlane/group_reduce.

    A single-instance run is thread 0 of a 1-lane group; the SPMD executor
    replaces the hooks to read the group's active lanes."""

    thread_id: int = 0
    lane_id: int = 0
    width: int = 1
    readfirstlane: Callable[[Operation, Any], Any] = lambda op, x: x
    group_reduce: Callable[[Operation, str, Any], Any] = lambda op, kind, x: x
    cross_lane: Callable[[Operation, tuple[Any, ...]], Any] | None = None
    """A cross-lane op's result from the lanes of its instance (None: this lane alone)."""
    log: PrintLog = field(default_factory=PrintLog)
    """Where `gpu.printf`/`simd.vprintf` text goes (the run's, shared by its threads)."""

    def exchange(self, op: Operation, args: tuple[Any, ...]) -> Any:
        if self.cross_lane is not None:
            return self.cross_lane(op, args)
        return instance_results(op, [(self.lane_id, args)], self.width)[0]


def external_call(op: Operation) -> tuple[Any, ...]:
    assert isinstance(op, simd.ExternalCallOp)
    raise RuntimeFault(
        f"call to @{op.callee.string_value()}, a function declared only: its body is not in the module "
        "(imported as an opaque call by --assume-external=divergent), so it cannot run", op
    )


def active_lanes(op: simd.MaskedOp, args: tuple[Any, ...], width: int) -> list[bool]:
    """Which lanes `op` computes (all when unmasked); a poison mask lane is an error."""
    return _PLAIN.active_lanes(op, args, width)


def active_lanes_at(op: simd.MaskedOp, args: Sequence[Any], width: int, where: Where) -> list[bool]:
    """`active_lanes` given the op's `lanes.mask_where`."""
    return _PLAIN.active_at(op, args, width, where)


@dataclass
class SimdFunctions(VectorUnitFunctions):
    """Execution of every `simd` op (`interpreters/lanes.py`); `ctx` holds the
    thread/group state."""

    ctx: SpmdContext = field(default_factory=SpmdContext)

    def print_log(self) -> PrintLog:
        return self.ctx.log

    MESSAGES = {
        "mask_poison": "'{name}' mask has a poison lane ({lane})",
        "divide": "'{name}' division by {what} in active lane {lane}",
        "address_poison": "'{name}' address of active lane {lane} is poison",
        "base_poison": "'{name}' base address is poison",
        "out_of_bounds": "'{name}' out-of-bounds access at index {index} (size {size}) "
        "in active lane {lane}",
        "store_poison": "'{name}' stores poison from active lane {lane}",
        # A poison predicate would pick an arbitrary side (SPEC §3).
        "select_poison": "'{name}' predicate of active lane {lane} is poison",
        "lane_index_poison": "'{name}' lane index is poison",
        "lane_range": "'{name}' lane {lane} out of range [0, {size})",
        "lane_poison": "'{name}' reads poison lane {lane}",
        "reduce_poison": "'{name}' reads poison lane {lane}",
        "no_integer": "'{name}' {kind} of active lane {lane} has no integer value ({what})",
    }


_SHARED_RUNS, _SHARED_PREPARED = vector_unit_runs(simd.SIMD.operations)
_RUNS: dict[type[Operation], Any] = {
    **_SHARED_RUNS,
    **dict.fromkeys(simd.ELEMENTWISE_OPS, lambda f, op, args: f.binary(op, op.FACTS.kind, is_float_element(op.result.type), args)),
    simd.PAndOp: lambda f, op, args: f.mask_and(args),
    simd.POrOp: lambda f, op, args: f.mask_or(args),
    simd.AnyOp: lambda f, op, args: (int(any(f.defined(op, args[0]))),),
    simd.AllOp: lambda f, op, args: (int(all(f.defined(op, args[0]))),),
    gpu.PrintfOp: lambda f, op, args: f.thread_printf(op, f.ctx.thread_id, args),
    simd.CmpxchgOp: lambda f, op, args: (scalar_cmpxchg(op, args),),
    simd.ThreadIdOp: lambda f, op, args: (f.ctx.thread_id,),
    simd.LaneIdOp: lambda f, op, args: (f.ctx.lane_id,),
    simd.ReadFirstLaneOp: lambda f, op, args: (f.ctx.readfirstlane(op, args[0]),),
    simd.GroupReduceOp: lambda f, op, args: (f.ctx.group_reduce(op, op.kind.data, args[0]),),
    **dict.fromkeys(SYNC_OPS, lambda f, op, args: (f.ctx.exchange(op, args),)),
    simd.LanesBelowOp: lambda f, op, args: (lanes_below(args[0], op.mask.type.width.data, f.ctx.lane_id),),
    simd.ExternalCallOp: lambda f, op, args: external_call(op),
}  # fmt: skip
"""Each op's run: the vector unit's shared ones (`lanes.vector_unit_runs`) and the
`simd` dialect's own."""


def _elementwise_plan(op: Any) -> Prepared:
    run = binary_plan(op, op.FACTS.kind, is_float_element(op.result.type))
    return lambda f, args: run(f, args, None)


_PREPARED: dict[type[Operation], Any] = {
    **_SHARED_PREPARED,
    **dict.fromkeys(simd.ELEMENTWISE_OPS, _elementwise_plan),
}
"""The hottest ops' runs of `_RUNS` with their per-op facts resolved once (the threaded
`SimdInterpreter` keeps one per op)."""
register_lane_runs(SimdFunctions, _RUNS)
lane_runs(SimdFunctions, _RUNS, _PREPARED)

_PLAIN = SimdFunctions()
"""The functions `active_lanes` asks (all lanes on: no thread state involved)."""
