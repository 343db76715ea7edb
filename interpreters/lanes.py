"""The vector unit's execution, shared by the `simd` interpreter and the lockstep
machine: active lanes, lane-wise arithmetic, compares, selects, memory, mask algebra.

Values follow `interpreters/values.py` (lane tuples, `POISON`); lane semantics follow
`dialects/vector_unit.py`.  A masked op computes its active lanes only and leaves the
others poison (or, for `lockstep.valu ... merge(%old)`, %old's lanes); its inactive
lanes never fault.  Faults (`RuntimeFault` at the op): a poison mask lane, a poison
divisor or an integer zero divisor (a float one gives IEEE's ±inf or NaN), a poison or out-of-bounds address, a poison stored value, a poison
select predicate, in an active lane; reading a poison or out-of-range lane into a
scalar; `any`/`all` of a mask with a poison lane.  Each dialect words its faults in
its own `MESSAGES`.
"""

from __future__ import annotations

import struct
from collections.abc import Callable, Iterable, Sequence
from typing import Any, ClassVar, TypeVar

from xdsl.dialects.builtin import IntegerType, VectorType
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    impl,
    register_impls,
)
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.ir import Operation
from xdsl.utils.comparisons import to_signed

from simdopt.dialects.vector_unit import (
    MATH_FORMS,
    ContiguousLoadOp,
    ContiguousStoreOp,
    GatherLoadOp,
    LaneAtomicOp,
    LaneBallotOp,
    LaneBroadcastOp,
    LaneCastOp,
    LaneCmpxchgOp,
    LaneCollectOp,
    LaneCompareOp,
    LaneFirstOp,
    LaneMathOp,
    LanePackOp,
    LanePermuteOp,
    LanePrintOp,
    LaneReadOp,
    LaneReduceOp,
    LaneScanOp,
    LaneSelectOp,
    LaneShuffleOp,
    MaskedOp,
    MaskNotOp,
    MaskPrefixOp,
    NoIntegerValue,
    ScatterStoreOp,
    VectorMemOp,
    atomic_lane,
    cast_lane,
    cmpxchg_lane,
    compare,
    element,
    float_width,
    is_float_element,
    lane_bits,
    lane_op,
    reduce_lanes,
    rounding,
)
from simdopt.interpreters.cross_lane import identity as scan_identity
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.math import math_lane
from simdopt.interpreters.printf import PrintLog, c_format
from simdopt.interpreters.values import POISON, and3, or3

Vec = tuple[Any, ...]
DIVIDING = ("div", "rem", "divu", "remu")
"""The kinds whose zero or poison divisor in an active lane faults."""
_FT = TypeVar("_FT", bound=InterpreterFunctions)
LaneRun = Callable[[Any, Any, PythonValues], PythonValues]
"""`run(functions, op, args)`: the results of `op` (a table entry of `register_lane_runs`)."""


def mem_size(m: Any) -> int:
    return m.size if isinstance(m, ShapedArray) else len(m)


def mem_load(m: Any, i: int) -> Any:
    if isinstance(m, ShapedArray):
        if len(m.shape) == 1:  # xDSL's `load`, without its per-access stride and size work
            ptr = m._data  # pyright: ignore[reportPrivateUsage]
            fmt = ptr.xtype.format  # pyright: ignore[reportAttributeAccessIssue]
            return struct.unpack_from(fmt, ptr.raw.memory, ptr.raw.offset + i * struct.calcsize(fmt))[0]
        return m.load((i,))
    return m[i]


def mem_store(m: Any, i: int, v: Any) -> None:
    if isinstance(m, ShapedArray):
        if len(m.shape) == 1:
            ptr = m._data  # pyright: ignore[reportPrivateUsage]
            fmt = ptr.xtype.format  # pyright: ignore[reportAttributeAccessIssue]
            try:
                struct.pack_into(fmt, ptr.raw.memory, ptr.raw.offset + i * struct.calcsize(fmt), v)
                return
            except struct.error:
                pass  # xDSL's store says what is wrong
        m.store((i,), v)
    else:
        m[i] = v


def mem_contents(m: Any) -> list[Any]:
    return [mem_load(m, i) for i in range(mem_size(m))]


class VectorUnitFunctions(InterpreterFunctions):
    """Lane-wise execution for a dialect's op table (`register_lane_runs`; see the module
    docstring); `exec_lanes` is the machine's exec mask (all lanes on for `simd`)."""

    MESSAGES: ClassVar[dict[str, str]]
    """Fault texts by key, formatted with `name` (the op), `lane`, `what`, `index`,
    `size`, `kind`: mask_poison, divide, address_poison, base_poison, out_of_bounds,
    store_poison, select_poison (empty: a poison predicate gives a poison lane),
    lane_poison, lane_range, reduce_poison, no_integer (a float-to-integer cast of
    NaN or an infinity)."""
    log: PrintLog | None = None
    """The run's printf records (`print_log`)."""

    def fault(self, key: str, op: Operation, **fields: Any) -> RuntimeFault:
        return RuntimeFault(self.MESSAGES[key].format(name=op.name, **fields), op)

    def exec_lanes(self, width: int) -> Vec:
        return (True,) * width

    def active_lanes(self, op: MaskedOp, args: Sequence[Any], width: int) -> list[bool]:
        """Which lanes `op` computes: exec & mask (all when unmasked)."""
        masks = self.__dict__.get("_masks")
        if masks is None:
            masks = self.__dict__["_masks"] = {}
        where = masks.get(op)
        if where is None:  # the mask's operand number and negation, once per op
            where = masks[op] = mask_where(op)
        return self.active_at(op, args, width, where)

    def active_at(self, op: MaskedOp, args: Sequence[Any], width: int, where: tuple[int, bool]) -> list[bool]:
        """`active_lanes` given the op's `mask_where`."""
        exec_ = self.exec_lanes(width)
        if where[0] < 0:
            return [bool(e) for e in exec_]
        return self.and_mask(op, exec_, args[where[0]], where[1])

    def and_mask(self, op: Operation, exec_: Vec, mask: Vec, negated: bool) -> list[bool]:
        """exec_ & mask (& not mask when `negated`); a poison mask lane under exec faults."""
        if POISON in mask:
            for i, bit in enumerate(mask):
                if exec_[i] and bit is POISON:
                    raise self.fault("mask_poison", op, lane=i)
        return [bool(e) and bool(bit) != negated for e, bit in zip(exec_, mask, strict=False)]

    def per_lane(
        self, op: MaskedOp, args: Sequence[Any], width: int, lane: Callable[[int], Any]
    ) -> PythonValues:
        """`lane(i)` for each active lane i in lane order, the inactive lanes poison."""
        act = self.active_lanes(op, args, width)
        return (tuple(lane(i) if on else POISON for i, on in enumerate(act)),)

    def binary(
        self, op: MaskedOp, kind: str, floats: bool, args: PythonValues, fill: Vec | None = None
    ) -> PythonValues:
        """`kind` on lanes args[0], args[1]; inactive lanes from `fill` (poison)."""
        return binary_plan(op, kind, floats)(self, args, fill)

    def compare(self, op: MaskedOp, pred: str, floats: bool, args: PythonValues) -> PythonValues:
        return compare_plan(op, pred, floats)(self, args)

    def select(self, op: MaskedOp, args: PythonValues) -> PythonValues:
        return select_plan(op)(self, args)

    def place(self, op: MaskedOp, args: PythonValues, lanes: Sequence[Any]) -> PythonValues:
        """`lanes` in the active lanes (a broadcast or a pack)."""
        return place_plan(op)(self, args, lanes)

    def math(self, op: LaneMathOp, args: PythonValues) -> PythonValues:
        """The `math` op of `op.kind` on the active lanes (`interpreters/math.py`'s
        semantics); a poison operand lane gives a poison lane."""
        lanes = list(zip(*args[: len(op.inputs)], strict=True))
        fn = math_lane(MATH_FORMS[op.kind.data], element(op.result.type))
        return self.per_lane(
            op, args, op.lane_width(), lambda i: POISON if POISON in lanes[i] else fn(*lanes[i])
        )

    def cast(self, op: LaneCastOp, args: PythonValues) -> PythonValues:
        """The cast of `op.kind` on the active lanes (`cast_lane`, the scalar `arith`
        casts' semantics; f32 results rounded); a poison operand lane gives a poison
        lane, `fptosi`/`fptoui` of NaN or an infinity in an active lane faults."""
        kind, dst = op.kind.data, element(op.result.type)
        src_bits, dst_bits = lane_bits(op.operands[0].type), lane_bits(dst)

        def lane(i: int) -> Any:
            x = args[0][i]
            if x is POISON:
                return POISON
            try:
                y = cast_lane(kind, x, src_bits, dst_bits)
            except NoIntegerValue:
                raise self.fault("no_integer", op, lane=i, kind=kind, what=x) from None
            return rounding(dst)(y) if float_width(dst) else y

        return self.per_lane(op, args, op.lane_width(), lane)

    def collect(self, op: LaneCollectOp, kind: str | None, args: PythonValues) -> PythonValues:
        """The first active lane (`kind` None) or the reduction `kind` over the active
        lanes, a scalar; zero when no lane is active, poison when an active lane is."""
        vec = args[0]
        lanes = [x for x, on in zip(vec, self.active_lanes(op, args, len(vec)), strict=True) if on]
        t = op.result.type
        if not lanes:
            return (0.0 if is_float_element(t) else 0,)
        if POISON in lanes:
            return (POISON,)
        return (lanes[0] if kind is None else reduce_lanes(kind, lanes, t),)

    # ------------------------------------------------------------------ cross-lane

    def shuffle(self, op: LaneShuffleOp, args: PythonValues) -> PythonValues:
        """Lane i from lane `lanes[i]` of the source, which may be an inactive (poison) one."""
        v, lanes = args[0], op.lane_list()
        return self.per_lane(op, args, len(v), lambda i: v[lanes[i]])

    def permute(self, op: LanePermuteOp, args: PythonValues) -> PythonValues:
        """Lane i from lane `idx[i] mod W`; a poison index in an active lane faults."""
        v, idx = args[0], args[1]

        def lane(i: int) -> Any:
            if idx[i] is POISON:
                raise self.fault("lane_index_poison", op)
            return v[idx[i] % len(v)]

        return self.per_lane(op, args, len(v), lane)

    def ballot(self, op: LaneBallotOp, args: PythonValues) -> PythonValues:
        """The active lanes set in the predicate, bit i = lane i, as a signed integer."""
        q = args[0]
        act = self.active_lanes(op, args, len(q))
        for i, on in enumerate(act):
            if on and q[i] is POISON:
                raise self.fault("reduce_poison", op, lane=i)
        t = op.result.type
        assert isinstance(t, IntegerType)
        if any(on and i >= t.width.data for i, on in enumerate(act)):
            raise self.fault("lane_range", op, lane=act.index(True, t.width.data), size=t.width.data)
        return (to_signed(sum(1 << i for i, on in enumerate(act) if on and q[i]), t.width.data),)

    def scan(self, op: LaneScanOp, args: PythonValues) -> PythonValues:
        """The prefix of `kind` over the active lanes; a poison lane makes the prefixes
        that include it poison."""
        v = args[0]
        act = self.active_lanes(op, args, len(v))
        kind, t, inclusive = op.kind.data, element(op.result.type), op.mode.data == "inclusive"
        out: list[Any] = [POISON] * len(v)
        seen: list[Any] = []
        for i, on in enumerate(act):
            if not on:
                continue
            if inclusive:
                seen.append(v[i])
            if not seen:
                out[i] = scan_identity(kind, t)
            else:
                out[i] = POISON if POISON in seen else reduce_lanes(kind, seen, t)
            if not inclusive:
                seen.append(v[i])
        return (tuple(out),)

    # ------------------------------------------------------------------ memory

    def _addresses(self, op: VectorMemOp, args: PythonValues, act: list[bool]) -> list[Any]:
        """Lane addresses: the address vector (gather/scatter) or base + i."""
        idx = args[list(op.operands).index(op.index_value())]
        if op.VECTOR_INDEX:
            return list(idx)
        if idx is POISON and any(act):
            raise self.fault("base_poison", op)
        return [POISON if idx is POISON else idx + i for i in range(len(act))]

    def _index(self, op: Operation, mem: Any, addr: Any, lane: int) -> int:
        if addr is POISON:
            raise self.fault("address_poison", op, lane=lane)
        if not 0 <= addr < mem_size(mem):
            raise self.fault("out_of_bounds", op, lane=lane, index=addr, size=mem_size(mem))
        return int(addr)

    def load(self, op: VectorMemOp, args: PythonValues) -> PythonValues:
        return load_plan(op)(self, args)

    def store(self, op: VectorMemOp, args: PythonValues) -> PythonValues:
        return store_plan(op)(self, args)

    def atomic(self, op: LaneAtomicOp, args: PythonValues) -> PythonValues:
        """Each active lane in lane order: old = m[addr], m[addr] = old <kind> value;
        the old values, inactive lanes poison."""
        values, mem, addrs = args[0], args[1], args[2]
        t = element(op.result.type)
        fn = atomic_lane(op.kind.data, lane_bits(t))

        def lane(i: int) -> Any:
            if values[i] is POISON:
                raise self.fault("store_poison", op, lane=i)
            at = self._index(op, mem, addrs[i], i)
            old = mem_load(mem, at)
            mem_store(mem, at, fn(old, values[i]))
            return old

        return self.per_lane(op, args, op.lane_width(), lane)

    def cmpxchg(self, op: LaneCmpxchgOp, args: PythonValues) -> PythonValues:
        """Each active lane in lane order: old = m[addr], m[addr] = value when old has
        the bits of expected; the old values, inactive lanes poison."""
        expected, values, mem, addrs = args[0], args[1], args[2], args[3]
        t = element(op.result.type)
        fn = cmpxchg_lane(lane_bits(t), is_float_element(op.result.type))

        def lane(i: int) -> Any:
            if values[i] is POISON or expected[i] is POISON:
                raise self.fault("store_poison", op, lane=i)
            at = self._index(op, mem, addrs[i], i)
            old = mem_load(mem, at)
            mem_store(mem, at, fn(old, expected[i], values[i]))
            return old

        return self.per_lane(op, args, op.lane_width(), lane)

    def print_log(self) -> PrintLog:
        """The run's printf records (the machine's own unless the run sets `log`)."""
        if self.log is None:
            self.log = PrintLog()
        return self.log

    def thread_printf(self, op: Operation, thread: int, args: PythonValues) -> PythonValues:
        """`gpu.printf` of one thread."""
        if POISON in args:
            raise RuntimeFault(f"'{op.name}' prints a poison value", op)
        types = [a.type for a in op.operands]
        self.print_log().print(thread, c_format(op.properties["format"].data, args, types))  # pyright: ignore[reportAttributeAccessIssue]
        return ()

    def printf(self, op: LanePrintOp, args: PythonValues) -> PythonValues:
        """Each active lane in lane order prints as its thread, with its lanes of the
        vector arguments."""
        threads, values = args[0], args[1 : 1 + len(op.args)]
        types = [element(a.type) if isinstance(a.type, VectorType) else a.type for a in op.args]
        fmt = op.format.data
        for i, on in enumerate(self.active_lanes(op, args, op.lane_width())):
            if not on:
                continue
            lane = [v[i] if isinstance(t, VectorType) else v for v, t in zip(values, (a.type for a in op.args), strict=True)]
            if threads[i] is POISON or POISON in lane:
                raise self.fault("store_poison", op, lane=i)
            self.print_log().print(threads[i], c_format(fmt, lane, types))
        return ()

    # ------------------------------------------------------------------ scalar unit

    def read_lane(self, op: Operation, args: PythonValues) -> PythonValues:
        vec, lane = args
        if lane is POISON:
            raise self.fault("lane_index_poison", op)
        if not 0 <= lane < len(vec):
            raise self.fault("lane_range", op, lane=lane, size=len(vec))
        if vec[lane] is POISON:
            raise self.fault("lane_poison", op, lane=lane)
        return (vec[lane],)

    def defined(self, op: Operation, mask: Vec) -> Vec:
        for i, bit in enumerate(mask):
            if bit is POISON:
                raise self.fault("reduce_poison", op, lane=i)
        return mask

    @staticmethod
    def mask_prefix(op: Operation, args: PythonValues) -> PythonValues:
        """`MaskPrefixOp`: lane i is set iff i < the count."""
        t = op.results[0].type
        assert isinstance(t, VectorType)
        n, width = args[0], t.get_shape()[0]
        return ((POISON,) * width if n is POISON else tuple(i < n for i in range(width)),)

    @staticmethod
    def mask_not(args: PythonValues) -> PythonValues:
        return (tuple(POISON if x is POISON else not x for x in args[0]),)

    @staticmethod
    def mask_and(args: PythonValues) -> PythonValues:
        a, b = args[0], args[1]
        if POISON not in a and POISON not in b and len(a) == len(b):  # `and3` of defined lanes
            return (tuple(bool(x) and bool(y) for x, y in zip(a, b, strict=True)),)
        return (tuple(and3(x, y) for x, y in zip(a, b, strict=True)),)

    @staticmethod
    def mask_or(args: PythonValues) -> PythonValues:
        a, b = args[0], args[1]
        if POISON not in a and POISON not in b and len(a) == len(b):  # `or3` of defined lanes
            return (tuple(bool(x) or bool(y) for x, y in zip(a, b, strict=True)),)
        return (tuple(or3(x, y) for x, y in zip(a, b, strict=True)),)


# ---------------------------------------------------------------------- prepared forms
# The lane work of the hottest ops with what it needs of the op (its mask operand, lane
# function, operand positions) resolved once: `plan(op)` returns `run(functions, args,
# ...)`.  The methods above run them (`binary` is `binary_plan(op, ...)(self, args)`);
# the threaded interpreters (`interpreters/threaded.py`) keep one per op.

Where = tuple[int, bool]


def mask_where(op: MaskedOp) -> Where:
    """The mask operand's number (-1: unmasked) and whether it is negated."""
    m = op.mask_operand
    return (-1 if m is None else list(op.operands).index(m), op.is_negated)


def binary_plan(op: MaskedOp, kind: str, floats: bool) -> Callable[[Any, PythonValues, Vec | None], PythonValues]:
    where = mask_where(op)
    try:
        fn: Callable[[Any, Any], Any] | None = lane_op(kind, floats, lane_bits(op.results[0].type))
    except KeyError:
        fn = None
    divides = kind in DIVIDING

    def run(f: VectorUnitFunctions, args: PythonValues, fill: Vec | None) -> PythonValues:
        a, b = args[0], args[1]
        act = f.active_at(op, args, len(a), where)
        if fn is None:
            raise RuntimeFault(f"'{op.name}' is not defined on floats", op)
        if not divides and fill is None:
            return (tuple(fn(x, y) if on and x is not POISON and y is not POISON else POISON for on, x, y in zip(act, a, b, strict=False)),)
        out: list[Any] = []
        for i, on in enumerate(act):
            x, y = a[i], b[i]
            if not on:
                out.append(POISON if fill is None else fill[i])
            elif divides and (y is POISON or (y == 0 and not floats)):
                what = "poison" if y is POISON else "zero"
                raise f.fault("divide", op, lane=i, what=what, kind=kind)
            else:
                out.append(POISON if x is POISON or y is POISON else fn(x, y))
        return (tuple(out),)

    return run


def compare_plan(op: MaskedOp, pred: str, floats: bool) -> Callable[[Any, PythonValues], PythonValues]:
    where = mask_where(op)
    fn = compare(pred, floats, lane_bits(op.operands[0].type))

    def run(f: VectorUnitFunctions, args: PythonValues) -> PythonValues:
        a, b = args[0], args[1]
        act = f.active_at(op, args, len(a), where)
        return (tuple(fn(x, y) if on and x is not POISON and y is not POISON else POISON for on, x, y in zip(act, a, b, strict=False)),)

    return run


def select_plan(op: MaskedOp) -> Callable[[Any, PythonValues], PythonValues]:
    where = mask_where(op)

    def run(f: VectorUnitFunctions, args: PythonValues) -> PythonValues:
        p, a, b = args[0], args[1], args[2]
        act = f.active_at(op, args, len(p), where)
        out: list[Any] = []
        for i, on in enumerate(act):
            if not on:
                out.append(POISON)
            elif p[i] is not POISON:
                out.append(a[i] if p[i] else b[i])
            elif f.MESSAGES["select_poison"]:
                raise f.fault("select_poison", op, lane=i)
            else:
                out.append(POISON)
        return (tuple(out),)

    return run


def place_plan(op: MaskedOp) -> Callable[[Any, PythonValues, Sequence[Any]], PythonValues]:
    where = mask_where(op)

    def run(f: VectorUnitFunctions, args: PythonValues, lanes: Sequence[Any]) -> PythonValues:
        act = f.active_at(op, args, len(lanes), where)
        return (tuple(x if on else POISON for on, x in zip(act, lanes, strict=False)),)

    return run


def _addressing(op: VectorMemOp) -> Callable[[Any, PythonValues, list[bool]], list[Any]]:
    """Lane addresses: the address vector (gather/scatter) or base + i."""
    at = list(op.operands).index(op.index_value())
    if op.VECTOR_INDEX:
        return lambda f, args, act: list(args[at])

    def addresses(f: VectorUnitFunctions, args: PythonValues, act: list[bool]) -> list[Any]:
        idx = args[at]
        if idx is POISON:
            if any(act):
                raise f.fault("base_poison", op)
            return [POISON] * len(act)
        return [idx + i for i in range(len(act))]

    return addresses


_RUNS_OF: dict[tuple[int, int], tuple[Any, struct.Struct]] = {}
"""Per (element type's id, lane count): the `struct` of that many consecutive elements
(the type kept alive with it)."""


def _run_of(xtype: Any, n: int) -> struct.Struct:
    hit = _RUNS_OF.get((id(xtype), n))
    if hit is None or hit[0] is not xtype:
        fmt: str = xtype.format
        order, code = (fmt[0], fmt[1:]) if fmt[:1] in "<>=!@" else ("", fmt)
        hit = _RUNS_OF[(id(xtype), n)] = (xtype, struct.Struct(f"{order}{n}{code}"))
    return hit[1]


def _in_range(mem: Any, base: Any, act: list[bool]) -> Any:
    """The buffer of a contiguous access at `base` whose lanes are all active and in
    bounds of 1-D array `mem` (None otherwise: the access goes lane by lane, which
    finds the faults)."""
    if type(mem) is ShapedArray and len(mem.shape) == 1 and type(base) is int and 0 <= base <= mem.shape[0] - len(act) and all(act):
        return mem.data_ptr
    return None


def load_plan(op: VectorMemOp) -> Callable[[Any, PythonValues], PythonValues]:
    where, width, addressing = mask_where(op), op.lane_width(), _addressing(op)
    at = list(op.operands).index(op.memref_operand)
    base_at = None if op.VECTOR_INDEX else list(op.operands).index(op.index_value())

    def run(f: VectorUnitFunctions, args: PythonValues) -> PythonValues:
        mem = args[at]
        act = f.active_at(op, args, width, where)
        if base_at is not None:
            ptr = _in_range(mem, args[base_at], act)
            if ptr is not None:  # (one unpacking of the whole run of elements)
                s = _run_of(ptr.xtype, width)
                return (s.unpack_from(ptr.raw.memory, ptr.raw.offset + args[base_at] * (s.size // width)),)
        addrs = addressing(f, args, act)
        return (tuple(mem_load(mem, f._index(op, mem, addrs[i], i)) if on else POISON for i, on in enumerate(act)),)  # pyright: ignore[reportPrivateUsage]

    return run


def store_plan(op: VectorMemOp) -> Callable[[Any, PythonValues], PythonValues]:
    where, width, addressing = mask_where(op), op.lane_width(), _addressing(op)
    base_at = None if op.VECTOR_INDEX else list(op.operands).index(op.index_value())

    def run(f: VectorUnitFunctions, args: PythonValues) -> PythonValues:
        values, mem = args[0], args[1]
        act = f.active_at(op, args, width, where)
        if base_at is not None and POISON not in values:
            ptr = _in_range(mem, args[base_at], act)
            if ptr is not None:  # (one packing of the whole run, written once it packed)
                s = _run_of(ptr.xtype, width)
                try:
                    packed = s.pack(*values)
                except (struct.error, OverflowError):
                    pass  # (lane by lane: xDSL's store says what is wrong)
                else:
                    start = ptr.raw.offset + args[base_at] * (s.size // width)
                    ptr.raw.memory[start : start + s.size] = packed
                    return ()
        addrs = addressing(f, args, act)
        # Lanes in order: when two active lanes hit one address, the last one wins.
        for i, on in enumerate(act):
            if not on:
                continue
            if values[i] is POISON:
                raise f.fault("store_poison", op, lane=i)
            mem_store(mem, f._index(op, mem, addrs[i], i), values[i])  # pyright: ignore[reportPrivateUsage]
        return ()

    return run


def _place_plan(op: Any) -> Callable[[Any, PythonValues], PythonValues]:
    """`place_plan` of a broadcast (one scalar into every lane) or a pack (W scalars)."""
    run, w = place_plan(op), op.lane_width()
    if isinstance(op, LaneBroadcastOp):
        return lambda f, args: run(f, args, [args[0]] * w)
    return lambda f, args: run(f, args, args[:w])


_SHARED: tuple[tuple[type[Operation], LaneRun, Callable[[Any], Any] | None], ...] = (
    (LaneBroadcastOp, lambda f, op, args: f.place(op, args, [args[0]] * op.lane_width()), _place_plan),
    (LanePackOp, lambda f, op, args: f.place(op, args, args[: op.lane_width()]), _place_plan),
    (LaneReadOp, VectorUnitFunctions.read_lane, None),
    (GatherLoadOp, VectorUnitFunctions.load, load_plan),
    (ContiguousLoadOp, VectorUnitFunctions.load, load_plan),
    (ScatterStoreOp, VectorUnitFunctions.store, store_plan),
    (ContiguousStoreOp, VectorUnitFunctions.store, store_plan),
    (LaneCompareOp, lambda f, op, args: f.compare(op, op.predicate.data, is_float_element(op.lhs.type), args),
     lambda op: compare_plan(op, op.predicate.data, is_float_element(op.lhs.type))),
    (LaneSelectOp, VectorUnitFunctions.select, select_plan),
    (LaneMathOp, VectorUnitFunctions.math, None),
    (LaneCastOp, VectorUnitFunctions.cast, None),
    (LaneAtomicOp, VectorUnitFunctions.atomic, None),
    (LaneCmpxchgOp, VectorUnitFunctions.cmpxchg, None),
    (LanePrintOp, VectorUnitFunctions.printf, None),
    (LaneFirstOp, lambda f, op, args: f.collect(op, None, args), None),
    (LaneReduceOp, lambda f, op, args: f.collect(op, op.kind.data, args), None),
    (LaneShuffleOp, VectorUnitFunctions.shuffle, None),
    (LanePermuteOp, VectorUnitFunctions.permute, None),
    (LaneBallotOp, VectorUnitFunctions.ballot, None),
    (LaneScanOp, VectorUnitFunctions.scan, None),
    (MaskPrefixOp, lambda f, op, args: f.mask_prefix(op, args), None),
    (MaskNotOp, lambda f, op, args: f.mask_not(args), None),
)  # fmt: skip
"""The runs (and prepared runs) of the ops `simd` and `lockstep` build alike on one
`vector_unit` base, by that base (`vector_unit_runs`)."""


def vector_unit_runs(ops: Iterable[type[Operation]]) -> tuple[dict[type[Operation], LaneRun], dict[type[Operation], Any]]:
    """The `register_lane_runs` table and the prepared runs (`lane_runs`) of those of
    `ops` built on a base of `_SHARED`; a dialect adds its own ops to both (and may
    override an entry: `lockstep.vcmps` is a compare with a scalar operand)."""
    runs: dict[type[Operation], LaneRun] = {}
    prepared: dict[type[Operation], Any] = {}
    for op in ops:
        for base, run, prepare in _SHARED:
            if issubclass(op, base):
                runs[op] = run
                if prepare is not None:
                    prepared[op] = prepare
                break
    return runs, prepared


def register_lane_runs(cls: type[_FT], runs: dict[type[Operation], LaneRun]) -> type[_FT]:
    """`cls` with an `impl` of each op type of `runs` calling its `run`, registered
    together with the class's own `@impl` methods by xDSL's `register_impls`."""
    for op_type, run in runs.items():

        def run_op(self: _FT, interpreter: Interpreter, op: Operation, args: PythonValues, run: LaneRun = run) -> PythonValues:
            return run(self, op, args)

        setattr(cls, f"run_{op_type.__name__}", impl(op_type)(run_op))
    return register_impls(cls)
