"""xDSL interpreter functions for the `simd` dialect (lane tuples with POISON)."""

from __future__ import annotations

import math
import operator
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from xdsl.dialects.builtin import VectorType
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
    return t.name.startswith("f") if hasattr(t, "name") else False


def _div_int(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return wrap_i32(q if (a >= 0) == (b >= 0) else -q)





def _tdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


_INT_OPS: dict[type, Callable[[int, int], int]] = {
    simd.VAddOp: lambda a, b: wrap_i32(a + b),
    simd.VSubOp: lambda a, b: wrap_i32(a - b),
    simd.VMulOp: lambda a, b: wrap_i32(a * b),
    simd.VDivOp: _div_int,
    simd.VRemOp: lambda a, b: wrap_i32(a - b * _tdiv(a, b)),
    simd.VAndOp: lambda a, b: wrap_i32(a & b),
    simd.VOrOp: lambda a, b: wrap_i32(a | b),
    simd.VXorOp: lambda a, b: wrap_i32(a ^ b),
    simd.VShlOp: lambda a, b: wrap_i32(a << (b % 32)),
    simd.VShrOp: lambda a, b: wrap_i32(a >> (b % 32)),
    simd.VMinOp: min,
    simd.VMaxOp: max,
}

_FLOAT_OPS: dict[type, Callable[[float, float], float]] = {
    simd.VAddOp: operator.add,
    simd.VSubOp: operator.sub,
    simd.VMulOp: operator.mul,
    simd.VDivOp: operator.truediv,
    simd.VRemOp: math.fmod,
    simd.VMinOp: min,
    simd.VMaxOp: max,
}

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


def _fcmp(pred: str, a: float, b: float) -> bool:
    if pred == "false":
        return False
    if pred == "true":
        return True
    unordered = math.isnan(a) or math.isnan(b)
    if pred == "ord":
        return not unordered
    if pred == "uno":
        return unordered
    base = {"eq": operator.eq, "gt": operator.gt, "ge": operator.ge,
            "lt": operator.lt, "le": operator.le, "ne": operator.ne}[pred[1:]]
    if unordered:
        return pred[0] == "u"
    return bool(base(a, b))


def active_lanes(op: simd.MaskedOp, args: tuple[Any, ...], width: int) -> list[bool]:
    """Which lanes `op` computes (all when unmasked); a poison mask lane is an error."""
    m = op.mask_operand
    if m is None:
        return [True] * width
    mask = args[list(op.operands).index(m)]
    out: list[bool] = []
    for lane in mask:
        if lane is POISON:
            raise RuntimeFault(f"'{op.name}' mask has a poison lane", op)
        out.append((not lane) if op.is_negated else bool(lane))
    return out


def _check_index(op: Operation, mem: ShapedArray[Any], idx: Any) -> int:
    if idx is POISON:
        raise RuntimeFault(f"'{op.name}' address of an active lane is poison", op)
    if not 0 <= idx < mem.size:
        raise RuntimeFault(
            f"'{op.name}' out-of-bounds access at index {idx} (size {mem.size})", op
        )
    return int(idx)


@register_impls
@dataclass
class SimdFunctions(InterpreterFunctions):
    """Execution of every `simd` op; `ctx` holds the thread/group state."""

    ctx: SpmdContext = field(default_factory=SpmdContext)

    def run_binary(self, interpreter: Interpreter, op: simd.VBinaryOp, args: PythonValues) -> PythonValues:
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
            if divides and (y is POISON or (not flt and y == 0)):
                what = "poison" if y is POISON else "zero"
                raise RuntimeFault(f"'{op.name}' division by {what} in active lane {i}", op)
            out.append(POISON if x is POISON or y is POISON else fn(x, y))
        return (tuple(out),)

    for _cls in simd.ELEMENTWISE_OPS:
        locals()[f"run_{_cls.name[5:]}"] = impl(_cls)(run_binary)
    del _cls

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
        if not 0 <= lane < len(vec):
            raise RuntimeFault(f"'{op.name}' lane {lane} out of range", op)
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

    @impl(simd.GatherOp)
    def run_gather(self, interpreter: Interpreter, op: simd.GatherOp, args: PythonValues) -> PythonValues:
        mem, addrs, w = self._mem(op, args)
        act = active_lanes(op, args, w)
        return (tuple(mem.load((_check_index(op, mem, addrs[i]),)) if act[i] else POISON for i in range(w)),)

    @impl(simd.VLoadOp)
    def run_vload(self, interpreter: Interpreter, op: simd.VLoadOp, args: PythonValues) -> PythonValues:
        mem, base, w = self._mem(op, args)
        act = active_lanes(op, args, w)
        return (tuple(mem.load((_check_index(op, mem, base + i),)) if act[i] else POISON for i in range(w)),)

    def _store(self, op: simd.VMemOp, args: PythonValues, vector_index: bool) -> PythonValues:
        mem, idx, w = self._mem(op, args)
        vals = args[0]
        act = active_lanes(op, args, w)
        for i in range(w):
            if not act[i]:
                continue
            if vals[i] is POISON:
                raise RuntimeFault(f"'{op.name}' stores poison from active lane {i}", op)
            addr = idx[i] if vector_index else idx + i
            mem.store((_check_index(op, mem, addr),), vals[i])
        return ()

    @impl(simd.ScatterOp)
    def run_scatter(self, interpreter: Interpreter, op: simd.ScatterOp, args: PythonValues) -> PythonValues:
        return self._store(op, args, True)

    @impl(simd.VStoreOp)
    def run_vstore(self, interpreter: Interpreter, op: simd.VStoreOp, args: PythonValues) -> PythonValues:
        return self._store(op, args, False)

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
            if not on or p[i] is POISON:
                out.append(POISON)
            else:
                out.append(a[i] if p[i] else b[i])
        return (tuple(out),)

    @impl(simd.PNotOp)
    def run_pnot(self, interpreter: Interpreter, op: simd.PNotOp, args: PythonValues) -> PythonValues:
        return (tuple(POISON if x is POISON else not x for x in args[0]),)

    @impl(simd.PAndOp)
    def run_pand(self, interpreter: Interpreter, op: simd.PAndOp, args: PythonValues) -> PythonValues:
        return (tuple(POISON if x is POISON or y is POISON else bool(x and y) for x, y in zip(args[0], args[1], strict=True)),)

    @impl(simd.POrOp)
    def run_por(self, interpreter: Interpreter, op: simd.POrOp, args: PythonValues) -> PythonValues:
        return (tuple(POISON if x is POISON or y is POISON else bool(x or y) for x, y in zip(args[0], args[1], strict=True)),)

    def _reduce(self, op: Operation, mask: tuple[Any, ...]) -> tuple[bool, ...]:
        if any(x is POISON for x in mask):
            raise RuntimeFault(f"'{op.name}' reads a poison lane", op)
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
