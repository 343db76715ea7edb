"""xDSL interpreter functions for the `simd` dialect (lane tuples with POISON).

The lane-wise execution is `interpreters/lanes.py`'s, shared with the lockstep
machine; this module adds the SPMD thread state and the simd fault wording."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from xdsl.interpreter import (
    Interpreter,
    PythonValues,
    impl,
    register_impls,
)
from xdsl.ir import Operation

from simdopt.dialects import simd
from simdopt.dialects.vector_unit import is_float
from simdopt.interpreters.lanes import VectorUnitFunctions


@dataclass
class SpmdContext:
    """Thread state read by thread_id/lane_id/readfirstlane/group_reduce.

    A single-instance run is thread 0 of a 1-lane group; the SPMD executor
    replaces the hooks to read the group's active lanes."""

    thread_id: int = 0
    lane_id: int = 0
    width: int = 1
    readfirstlane: Callable[[Operation, Any], Any] = field(
        default=lambda op, x: x
    )
    group_reduce: Callable[[Operation, str, Any], Any] = field(
        default=lambda op, kind, x: x
    )


def active_lanes(op: simd.MaskedOp, args: tuple[Any, ...], width: int) -> list[bool]:
    """Which lanes `op` computes (all when unmasked); a poison mask lane is an error."""
    return SimdFunctions().active_lanes(op, args, width)


@register_impls
@dataclass
class SimdFunctions(VectorUnitFunctions):
    """Execution of every `simd` op (`interpreters/lanes.py`); `ctx` holds the
    thread/group state."""

    ctx: SpmdContext = field(default_factory=SpmdContext)

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

    def run_binary(
        self, interpreter: Interpreter, op: simd.VBinaryOp, args: PythonValues
    ) -> PythonValues:
        return self.binary(op, op.FACTS.kind, is_float(op.result.type), args)

    for _cls in simd.ELEMENTWISE_OPS:
        locals()[f"run_{_cls.FACTS.kind}"] = impl(_cls)(run_binary)
    del _cls  # pyright: ignore[reportPossiblyUnboundVariable]

    @impl(simd.S2VOp)
    def run_s2v(self, interpreter: Interpreter, op: simd.S2VOp, args: PythonValues) -> PythonValues:
        return self.place(op, args, args[: len(op.elements)])

    @impl(simd.S2VBOp)
    def run_s2vb(self, interpreter: Interpreter, op: simd.S2VBOp, args: PythonValues) -> PythonValues:
        return self.place(op, args, [args[0]] * op.lane_width())

    @impl(simd.V2SOp)
    def run_v2s(self, interpreter: Interpreter, op: simd.V2SOp, args: PythonValues) -> PythonValues:
        return self.read_lane(op, args)

    @impl(simd.GatherOp)
    def run_gather(self, interpreter: Interpreter, op: simd.GatherOp, args: PythonValues) -> PythonValues:
        return self.load(op, args)

    @impl(simd.VLoadOp)
    def run_vload(self, interpreter: Interpreter, op: simd.VLoadOp, args: PythonValues) -> PythonValues:
        return self.load(op, args)

    @impl(simd.ScatterOp)
    def run_scatter(self, interpreter: Interpreter, op: simd.ScatterOp, args: PythonValues) -> PythonValues:
        return self.store(op, args)

    @impl(simd.VStoreOp)
    def run_vstore(self, interpreter: Interpreter, op: simd.VStoreOp, args: PythonValues) -> PythonValues:
        return self.store(op, args)

    @impl(simd.VCmpOp)
    def run_vcmp(self, interpreter: Interpreter, op: simd.VCmpOp, args: PythonValues) -> PythonValues:
        return self.compare(op, op.predicate.data, is_float(op.lhs.type), args)

    @impl(simd.VPhiOp)
    def run_vphi(self, interpreter: Interpreter, op: simd.VPhiOp, args: PythonValues) -> PythonValues:
        return self.select(op, args)

    @impl(simd.PFirstOp)
    def run_pfirst(self, interpreter: Interpreter, op: simd.PFirstOp, args: PythonValues) -> PythonValues:
        return self.mask_prefix(op, args)

    @impl(simd.PNotOp)
    def run_pnot(self, interpreter: Interpreter, op: simd.PNotOp, args: PythonValues) -> PythonValues:
        return self.mask_not(args)

    @impl(simd.PAndOp)
    def run_pand(self, interpreter: Interpreter, op: simd.PAndOp, args: PythonValues) -> PythonValues:
        return self.mask_and(args)

    @impl(simd.POrOp)
    def run_por(self, interpreter: Interpreter, op: simd.POrOp, args: PythonValues) -> PythonValues:
        return self.mask_or(args)

    @impl(simd.AnyOp)
    def run_any(self, interpreter: Interpreter, op: simd.AnyOp, args: PythonValues) -> PythonValues:
        return (int(any(self.defined(op, args[0]))),)

    @impl(simd.AllOp)
    def run_all(self, interpreter: Interpreter, op: simd.AllOp, args: PythonValues) -> PythonValues:
        return (int(all(self.defined(op, args[0]))),)

    @impl(simd.VMathOp)
    def run_vmath(self, interpreter: Interpreter, op: simd.VMathOp, args: PythonValues) -> PythonValues:
        return self.math(op, args)

    @impl(simd.VCastOp)
    def run_vcast(self, interpreter: Interpreter, op: simd.VCastOp, args: PythonValues) -> PythonValues:
        return self.cast(op, args)

    @impl(simd.VAtomicOp)
    def run_vatomic(self, interpreter: Interpreter, op: simd.VAtomicOp, args: PythonValues) -> PythonValues:
        return self.atomic(op, args)

    @impl(simd.VReadFirstLaneOp)
    def run_vreadfirstlane(self, interpreter: Interpreter, op: simd.VReadFirstLaneOp, args: PythonValues) -> PythonValues:
        return self.collect(op, None, args)

    @impl(simd.VReduceOp)
    def run_vreduce(self, interpreter: Interpreter, op: simd.VReduceOp, args: PythonValues) -> PythonValues:
        return self.collect(op, op.kind.data, args)

    @impl(simd.ThreadIdOp)
    def run_thread_id(self, interpreter: Interpreter, op: simd.ThreadIdOp, args: PythonValues) -> PythonValues:
        return (self.ctx.thread_id,)

    @impl(simd.LaneIdOp)
    def run_lane_id(self, interpreter: Interpreter, op: simd.LaneIdOp, args: PythonValues) -> PythonValues:
        return (self.ctx.lane_id,)

    @impl(simd.ReadFirstLaneOp)
    def run_readfirstlane(self, interpreter: Interpreter, op: simd.ReadFirstLaneOp, args: PythonValues) -> PythonValues:
        return (self.ctx.readfirstlane(op, args[0]),)

    @impl(simd.GroupReduceOp)
    def run_group_reduce(self, interpreter: Interpreter, op: simd.GroupReduceOp, args: PythonValues) -> PythonValues:
        return (self.ctx.group_reduce(op, op.kind.data, args[0]),)
