"""xDSL interpreter functions for the `simd` dialect (lane tuples with POISON)."""

from __future__ import annotations

import math
import operator
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from xdsl.dialects.builtin import AnyFloat, VectorType
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    impl,
    register_impls,
)
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.ir import Operation

from simdopt.dialects import simd
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.values import POISON, wrap_i32


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


def _is_float(t: Any) -> bool:
    if isinstance(t, VectorType):
        t = t.get_element_type()
    return isinstance(t, AnyFloat)


def _tdiv(a: int, b: int) -> int:
    """Signed division truncating toward zero (C, `arith.divsi`), unwrapped."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _fminmax(pick: Callable[[float, float], float]) -> Callable[[float, float], float]:
    """Float min/max that propagate NaN (`arith.minimumf`/`maximumf`)."""

    def fn(a: float, b: float) -> float:
        if math.isnan(a) or math.isnan(b):
            return math.nan
        return pick(a, b)

    return fn


_INT_OPS: dict[type, Callable[[int, int], int]] = {
    simd.VAddOp: lambda a, b: wrap_i32(a + b),
    simd.VSubOp: lambda a, b: wrap_i32(a - b),
    simd.VMulOp: lambda a, b: wrap_i32(a * b),
    simd.VDivOp: lambda a, b: wrap_i32(_tdiv(a, b)),
    simd.VRemOp: lambda a, b: wrap_i32(a - b * _tdiv(a, b)),
    simd.VAndOp: lambda a, b: wrap_i32(a & b),
    simd.VOrOp: lambda a, b: wrap_i32(a | b),
    simd.VXorOp: lambda a, b: wrap_i32(a ^ b),
    simd.VShlOp: lambda a, b: wrap_i32(a << (b % 32)),
    simd.VShrOp: lambda a, b: wrap_i32(a >> (b % 32)),
    simd.VMinOp: min,
    simd.VMaxOp: max,
}
"""i32 lane semantics: two's complement wrap, division truncating toward zero
(INT_MIN / -1 wraps to INT_MIN, INT_MIN rem -1 is 0), shift amounts mod 32,
`vshr` arithmetic."""

_FLOAT_OPS: dict[type, Callable[[float, float], float]] = {
    simd.VAddOp: operator.add,
    simd.VSubOp: operator.sub,
    simd.VMulOp: operator.mul,
    simd.VDivOp: operator.truediv,
    simd.VMinOp: _fminmax(min),
    simd.VMaxOp: _fminmax(max),
}
"""f32 lane semantics, computed in Python floats like xDSL's `arith` interpreter (no
rounding to single precision), so a vector op and its swapped scalar form agree."""

_INT_CMP: dict[str, Callable[[int, int], bool]] = {
    "eq": operator.eq,
    "ne": operator.ne,
    "slt": operator.lt,
    "sle": operator.le,
    "sgt": operator.gt,
    "sge": operator.ge,
    "ult": lambda a, b: (a & 0xFFFFFFFF) < (b & 0xFFFFFFFF),
    "ule": lambda a, b: (a & 0xFFFFFFFF) <= (b & 0xFFFFFFFF),
    "ugt": lambda a, b: (a & 0xFFFFFFFF) > (b & 0xFFFFFFFF),
    "uge": lambda a, b: (a & 0xFFFFFFFF) >= (b & 0xFFFFFFFF),
}

_FLOAT_BASE: dict[str, Callable[[float, float], bool]] = {
    "eq": operator.eq,
    "gt": operator.gt,
    "ge": operator.ge,
    "lt": operator.lt,
    "le": operator.le,
    "ne": operator.ne,
}


def _fcmp(pred: str, a: float, b: float) -> bool:
    """`arith.cmpf` predicates: o* false on NaN, u* true on NaN."""
    if pred == "false":
        return False
    if pred == "true":
        return True
    unordered = math.isnan(a) or math.isnan(b)
    if pred == "ord":
        return not unordered
    if pred == "uno":
        return unordered
    if unordered:
        return pred[0] == "u"
    return bool(_FLOAT_BASE[pred[1:]](a, b))


def active_lanes(op: simd.MaskedOp, args: tuple[Any, ...], width: int) -> list[bool]:
    """Which lanes `op` computes (all when unmasked); a poison mask lane is an error."""
    m = op.mask_operand
    if m is None:
        return [True] * width
    mask = args[list(op.operands).index(m)]
    out: list[bool] = []
    for i, lane in enumerate(mask):
        if lane is POISON:
            raise RuntimeFault(f"'{op.name}' mask has a poison lane ({i})", op)
        out.append((not lane) if op.is_negated else bool(lane))
    return out


def _check_index(op: Operation, mem: ShapedArray[Any], idx: Any, lane: int) -> int:
    if idx is POISON:
        raise RuntimeFault(f"'{op.name}' address of active lane {lane} is poison", op)
    if not 0 <= idx < mem.size:
        raise RuntimeFault(
            f"'{op.name}' out-of-bounds access at index {idx} (size {mem.size}) "
            f"in active lane {lane}",
            op,
        )
    return int(idx)


@register_impls
@dataclass
class SimdFunctions(InterpreterFunctions):
    """Execution of every `simd` op; `ctx` holds the thread/group state.

    Values: a vector or mask is a tuple of W lanes (ints, floats, bools) where a lane
    may be `POISON`; a memref is a `ShapedArray`.  A masked op computes its active
    lanes only and leaves the others poison; its inactive lanes never fault (division
    by zero, out-of-bounds address).  Faults (`RuntimeFault` at the op): a poison
    mask lane, a poison or zero divisor, a poison or out-of-bounds address, a poison
    stored value or vphi predicate in an active lane; `v2s` of a poison or
    out-of-range lane; `any`/`all` of a mask with a poison lane.
    """

    ctx: SpmdContext = field(default_factory=SpmdContext)

    def run_binary(
        self, interpreter: Interpreter, op: simd.VBinaryOp, args: PythonValues
    ) -> PythonValues:
        a, b = args[0], args[1]
        act = active_lanes(op, args, len(a))
        flt = _is_float(op.result.type)
        fn = (_FLOAT_OPS if flt else _INT_OPS).get(type(op))
        if fn is None:
            raise RuntimeFault(f"'{op.name}' is not defined on floats", op)
        divides = isinstance(op, (simd.VDivOp, simd.VRemOp))
        out: list[Any] = []
        for i, on in enumerate(act):
            if not on:
                out.append(POISON)
                continue
            x, y = a[i], b[i]
            # Like the lockstep machine, a float zero divisor traps too (SPEC §3).
            if divides and (y is POISON or y == 0):
                what = "poison" if y is POISON else "zero"
                raise RuntimeFault(f"'{op.name}' division by {what} in active lane {i}", op)
            out.append(POISON if x is POISON or y is POISON else fn(x, y))
        return (tuple(out),)

    for _cls in simd.ELEMENTWISE_OPS:
        locals()[f"run_{_cls.name[5:]}"] = impl(_cls)(run_binary)
    del _cls  # pyright: ignore[reportPossiblyUnboundVariable]

    @impl(simd.S2VOp)
    def run_s2v(self, interpreter: Interpreter, op: simd.S2VOp, args: PythonValues) -> PythonValues:
        w = len(op.elements)
        act = active_lanes(op, args, w)
        return (tuple(args[i] if act[i] else POISON for i in range(w)),)

    @impl(simd.S2VBOp)
    def run_s2vb(self, interpreter: Interpreter, op: simd.S2VBOp, args: PythonValues) -> PythonValues:
        t = op.result.type
        assert isinstance(t, VectorType)
        w = t.get_shape()[0]
        act = active_lanes(op, args, w)
        return (tuple(args[0] if on else POISON for on in act),)

    @impl(simd.V2SOp)
    def run_v2s(self, interpreter: Interpreter, op: simd.V2SOp, args: PythonValues) -> PythonValues:
        vec, lane = args
        if lane is POISON:
            raise RuntimeFault(f"'{op.name}' lane index is poison", op)
        if not 0 <= lane < len(vec):
            raise RuntimeFault(
                f"'{op.name}' lane {lane} out of range [0, {len(vec)})", op
            )
        if vec[lane] is POISON:
            raise RuntimeFault(f"'{op.name}' reads poison lane {lane}", op)
        return (vec[lane],)

    def _mem(self, op: simd.VMemOp, args: PythonValues) -> tuple[ShapedArray[Any], Any, int]:
        ops = list(op.operands)
        mem = args[ops.index(op.memref_operand)]
        idx = args[ops.index(op.index_value())]
        t = op.data_type()
        assert isinstance(t, VectorType)
        return mem, idx, t.get_shape()[0]

    def _addresses(self, op: simd.VMemOp, idx: Any, act: list[bool]) -> list[Any]:
        """Lane addresses: the address vector (gather/scatter) or base + i."""
        if op.VECTOR_INDEX:
            return list(idx)
        if idx is POISON and any(act):
            raise RuntimeFault(f"'{op.name}' base address is poison", op)
        return [POISON if idx is POISON else idx + i for i in range(len(act))]

    def _load(self, op: simd.VMemOp, args: PythonValues) -> PythonValues:
        mem, idx, w = self._mem(op, args)
        act = active_lanes(op, args, w)
        addrs = self._addresses(op, idx, act)
        return (
            tuple(
                mem.load((_check_index(op, mem, addrs[i], i),)) if act[i] else POISON
                for i in range(w)
            ),
        )

    @impl(simd.GatherOp)
    def run_gather(self, interpreter: Interpreter, op: simd.GatherOp, args: PythonValues) -> PythonValues:
        return self._load(op, args)

    @impl(simd.VLoadOp)
    def run_vload(self, interpreter: Interpreter, op: simd.VLoadOp, args: PythonValues) -> PythonValues:
        return self._load(op, args)

    def _store(self, op: simd.VMemOp, args: PythonValues) -> PythonValues:
        mem, idx, w = self._mem(op, args)
        vals = args[0]
        act = active_lanes(op, args, w)
        addrs = self._addresses(op, idx, act)
        # Lanes in order: when two active lanes hit one address, the last one wins.
        for i in range(w):
            if not act[i]:
                continue
            if vals[i] is POISON:
                raise RuntimeFault(f"'{op.name}' stores poison from active lane {i}", op)
            mem.store((_check_index(op, mem, addrs[i], i),), vals[i])
        return ()

    @impl(simd.ScatterOp)
    def run_scatter(self, interpreter: Interpreter, op: simd.ScatterOp, args: PythonValues) -> PythonValues:
        return self._store(op, args)

    @impl(simd.VStoreOp)
    def run_vstore(self, interpreter: Interpreter, op: simd.VStoreOp, args: PythonValues) -> PythonValues:
        return self._store(op, args)

    @impl(simd.VCmpOp)
    def run_vcmp(self, interpreter: Interpreter, op: simd.VCmpOp, args: PythonValues) -> PythonValues:
        a, b = args[0], args[1]
        act = active_lanes(op, args, len(a))
        pred = op.predicate.data
        flt = _is_float(op.lhs.type)
        out: list[Any] = []
        for i, on in enumerate(act):
            if not on or a[i] is POISON or b[i] is POISON:
                out.append(POISON)
            elif flt:
                out.append(_fcmp(pred, a[i], b[i]))
            else:
                out.append(_INT_CMP[pred](a[i], b[i]))
        return (tuple(out),)

    @impl(simd.VPhiOp)
    def run_vphi(self, interpreter: Interpreter, op: simd.VPhiOp, args: PythonValues) -> PythonValues:
        p, a, b = args[0], args[1], args[2]
        act = active_lanes(op, args, len(p))
        out: list[Any] = []
        for i, on in enumerate(act):
            if not on:
                out.append(POISON)
            elif p[i] is POISON:
                # A poison predicate would pick an arbitrary side (SPEC §3).
                raise RuntimeFault(f"'{op.name}' predicate of active lane {i} is poison", op)
            else:
                out.append(a[i] if p[i] else b[i])
        return (tuple(out),)

    # Mask algebra refines poison like the lockstep machine's m_and/m_or: a false lane
    # and-ed (a true lane or-ed) with poison is defined, so an inner predicate computed
    # under an outer mask (poison where the outer mask is off) composes with it.

    @impl(simd.PNotOp)
    def run_pnot(self, interpreter: Interpreter, op: simd.PNotOp, args: PythonValues) -> PythonValues:
        return (tuple(POISON if x is POISON else not x for x in args[0]),)

    @impl(simd.PAndOp)
    def run_pand(self, interpreter: Interpreter, op: simd.PAndOp, args: PythonValues) -> PythonValues:
        return (tuple(_and3(x, y) for x, y in zip(args[0], args[1], strict=True)),)

    @impl(simd.POrOp)
    def run_por(self, interpreter: Interpreter, op: simd.POrOp, args: PythonValues) -> PythonValues:
        return (tuple(_or3(x, y) for x, y in zip(args[0], args[1], strict=True)),)

    def _reduce(self, op: Operation, mask: tuple[Any, ...]) -> tuple[bool, ...]:
        for i, x in enumerate(mask):
            if x is POISON:
                raise RuntimeFault(f"'{op.name}' reads poison lane {i}", op)
        return tuple(bool(x) for x in mask)

    @impl(simd.AnyOp)
    def run_any(self, interpreter: Interpreter, op: simd.AnyOp, args: PythonValues) -> PythonValues:
        return (int(any(self._reduce(op, args[0]))),)

    @impl(simd.AllOp)
    def run_all(self, interpreter: Interpreter, op: simd.AllOp, args: PythonValues) -> PythonValues:
        return (int(all(self._reduce(op, args[0]))),)

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


def _and3(x: Any, y: Any) -> Any:
    """Lane `and` where a defined false lane wins over poison."""
    if (x is not POISON and not x) or (y is not POISON and not y):
        return False
    if x is POISON or y is POISON:
        return POISON
    return True


def _or3(x: Any, y: Any) -> Any:
    """Lane `or` where a defined true lane wins over poison."""
    if (x is not POISON and x) or (y is not POISON and y):
        return True
    if x is POISON or y is POISON:
        return POISON
    return False
