"""Per-op specializations of the hottest scalar implementations, for `spmd_steps`.

The implementations of `arith` (`interpreters/arith.py`, xDSL's) and `memref.load`/
`store` read their op's static facts (result type, bit widths, predicate) through
xDSL's property descriptors at every execution: several microseconds, most of an op's
time.  `specialize(op, impl, interp)` gives, for an op whose registered implementation
is one of those below, a function of the op's inputs alone with the same results, the
facts read once; None for any other op (or when a fact is not what the implementation
expects: it then runs, and fails, as it would).  Poison inputs never reach them:
`lane_interpreter.check_op` faults first for these ops.  Faults the implementations
raise (xDSL's asserts, a zero divisor) are not specialized: those ops keep their
implementation.  `tests/interpreters/test_spmd_fast.py` compares every specialization
with its implementation.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from functools import partial
from typing import Any

from xdsl.dialects import arith
from xdsl.dialects.builtin import IndexType, IntegerType
from xdsl.interpreter import Interpreter, PythonValues
from xdsl.interpreters.arith import (  # pyright: ignore[reportPrivateUsage]
    ArithFunctions,
    _int_bitwidth,
    _sign_extend,
    _truncate,
)
from xdsl.interpreters.memref import MemRefFunctions
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.ir import Operation
from xdsl.utils.comparisons import to_signed

from simdopt.dialects.vector_unit import (
    INT_LANE,
    cast_lane,
    compare,
    float_width,
    lane_op,
    rounding,
)
from simdopt.interpreters.arith import (
    CMPF_NAMES,
    LaneArithFunctions,
    bits,
    signed,
    unsigned,
)

Fast = Callable[[tuple[Any, ...]], PythonValues]
_Maker = Callable[[Operation, Interpreter], Fast | None]


def _int_type(t: Any) -> bool:
    return isinstance(t, IndexType | IntegerType)


def _index_cast(op: Operation, interp: Interpreter) -> Fast | None:
    src, dst = op.operands[0].type, op.results[0].type
    if not (_int_type(src) and _int_type(dst)):
        return None
    ib, rb = _int_bitwidth(interp, src), _int_bitwidth(interp, dst)  # pyright: ignore[reportArgumentType]
    if ib > rb:
        return lambda a: (_truncate(a[0], rb),)
    if ib < rb:
        return lambda a: (_sign_extend(a[0], ib),)
    return lambda a: (to_signed(a[0], rb),)


def _bitwise(fn: Callable[[int, int], int], op: Operation, interp: Interpreter) -> Fast | None:
    """xDSL's `andi`/`ori`/`xori`: both operands and the result read signed."""
    t = op.results[0].type
    if not _int_type(t):
        return None
    w = _int_bitwidth(interp, t)  # pyright: ignore[reportArgumentType]
    return lambda a: (to_signed(fn(to_signed(a[0], w), to_signed(a[1], w)), w),)


def _shift(left: bool) -> Callable[[Operation, Interpreter], Fast | None]:
    """xDSL's `arith.shli` (`left`) or `arith.shrsi` (asserting a non-negative amount)."""

    def make(op: Operation, interp: Interpreter) -> Fast | None:
        t = op.results[0].type
        if not _int_type(t):
            return None
        w = _int_bitwidth(interp, t)  # pyright: ignore[reportArgumentType]

        def run(a: tuple[Any, ...]) -> PythonValues:
            assert a[1] >= 0
            x = to_signed(a[0], w)
            return (to_signed(x << a[1], w),) if left else (x >> a[1],)

        return run

    return make


def _select(op: Operation, interp: Interpreter) -> Fast | None:
    """xDSL's `select` of a scalar (integer-typed) condition."""
    if not isinstance(op.operands[0].type, IntegerType):
        return None
    return lambda a: (a[1] if a[0] else a[2],)


_STRUCTS: dict[int, tuple[Any, struct.Struct]] = {}
"""Per element type (by id, the type kept alive): the `struct` its buffer is packed with."""


def _packing(xtype: Any) -> struct.Struct:
    hit = _STRUCTS.get(id(xtype))
    if hit is None or hit[0] is not xtype:
        hit = _STRUCTS[id(xtype)] = (xtype, struct.Struct(xtype.format))
    return hit[1]


def _load(a: tuple[Any, ...]) -> PythonValues:
    """`TypedPtr.__getitem__`'s unpacking (one element, at its offset) of a 1-D array
    (`check_op` checked the index), without its per-access format and size queries."""
    m = a[0]
    if type(m) is ShapedArray and len(a) == 2:
        ptr = m.data_ptr
        s = _packing(ptr.xtype)
        return (s.unpack_from(ptr.raw.memory, ptr.raw.offset + a[1] * s.size)[0],)
    return (m.load(a[1:]),)


def _store(a: tuple[Any, ...]) -> PythonValues:
    m = a[1]
    if type(m) is ShapedArray and len(a) == 3:
        ptr = m.data_ptr
        s = _packing(ptr.xtype)
        s.pack_into(ptr.raw.memory, ptr.raw.offset + a[2] * s.size, a[0])
    else:
        m.store(a[2:], a[0])
    return ()


def _float2(kind: str, op: Operation, interp: Interpreter) -> Fast | None:
    """`arith._lane(kind, True)`: the lane op of the result's float width."""
    w = float_width(op.results[0].type) or 32
    fn = lane_op(kind, True, w)
    return lambda a: (fn(a[0], a[1]),)


def _int2(kind: str, op: Operation, interp: Interpreter) -> Fast | None:
    """`arith._lane(kind, False)`: the integer lane op, wrapped to the result's width."""
    t = op.results[0].type
    if not _int_type(t):
        return None
    w, fn = bits(interp, t), INT_LANE[kind]
    return lambda a: (signed(fn(a[0], a[1]), w),)


def _cmpi(op: Operation, interp: Interpreter) -> Fast | None:
    assert isinstance(op, arith.CmpiOp)
    pred = op.predicate.value.data
    t = op.lhs.type
    if not 0 <= pred < 10 or not _int_type(t):
        return None
    w = bits(interp, t)
    wrap = signed if pred < 6 else unsigned
    fn = compare(("eq", "ne", "slt", "sle", "sgt", "sge")[pred if pred < 6 else pred - 4], False)
    return lambda a: (fn(wrap(a[0], w), wrap(a[1], w)),)


def _cmpf(op: Operation, interp: Interpreter) -> Fast | None:
    assert isinstance(op, arith.CmpfOp)
    pred = op.predicate.value.data
    if not 0 <= pred < len(CMPF_NAMES):
        return None
    fn = compare(CMPF_NAMES[pred], True, float_width(op.lhs.type) or 32)
    return lambda a: (fn(a[0], a[1]),)


def _cast(fn: Callable[[Any, int, int], Any], op: Operation, interp: Interpreter) -> Fast | None:
    """`arith._cast(fn)`: widths of the operand and result types, float results rounded."""
    src, dst = op.operands[0].type, op.results[0].type
    if not all(float_width(t) or _int_type(t) for t in (src, dst)):
        return None
    ws, wd = float_width(src) or bits(interp, src), float_width(dst) or bits(interp, dst)
    if float_width(dst):
        rnd = rounding(dst)
        return lambda a: (rnd(fn(a[0], ws, wd)),)
    return lambda a: (fn(a[0], ws, wd),)


def _constant(op: Operation, interp: Interpreter) -> Fast | None:
    """The constant's value, as its implementation computes it (once)."""
    ft, impl = interp._impls._impl_dict[type(op)]  # pyright: ignore[reportPrivateUsage]
    try:
        out = impl(ft, interp, op, ()).values
    except Exception:
        return None  # (it fails where it runs, located)
    return lambda a: out


def _table() -> dict[Any, _Maker]:
    lane = LaneArithFunctions
    table: dict[Any, _Maker] = {
        ArithFunctions.run_indexcast: _index_cast,
        ArithFunctions.run_andi: partial(_bitwise, lambda x, y: x & y),
        ArithFunctions.run_ori: partial(_bitwise, lambda x, y: x | y),
        ArithFunctions.run_xori: partial(_bitwise, lambda x, y: x ^ y),
        ArithFunctions.run_shlsi: _shift(True),
        ArithFunctions.run_shrsi: _shift(False),
        ArithFunctions.run_select: _select,
        MemRefFunctions.run_load: lambda op, interp: _load,
        MemRefFunctions.run_store: lambda op, interp: _store,
        lane.run_cmpi: _cmpi,
        lane.run_cmpf: _cmpf,
        lane.run_constant: _constant,
        lane.run_extsi: partial(_cast, lambda x, s, d: signed(x, s)),
        lane.run_extui: partial(_cast, lambda x, s, d: signed(unsigned(x, s), d)),
        lane.run_trunci: partial(_cast, lambda x, s, d: signed(x, d)),
        lane.run_sitofp: partial(_cast, partial(cast_lane, "sitofp")),
        lane.run_uitofp: partial(_cast, partial(cast_lane, "uitofp")),
        lane.run_extf: partial(_cast, lambda x, s, d: x),
        lane.run_truncf: partial(_cast, lambda x, s, d: x),
    }
    for name, kind in (("addf", "add"), ("subf", "sub"), ("mulf", "mul"), ("divf", "div"), ("remf", "rem"),
                       ("minimumf", "min"), ("maximumf", "max")):  # fmt: skip
        table[getattr(lane, "run_" + name)] = partial(_float2, kind)
    for name, kind in (("addi", "add"), ("subi", "sub"), ("muli", "mul"), ("minsi", "min"), ("maxsi", "max")):
        table[getattr(lane, "run_" + name)] = partial(_int2, kind)
    return table


_TABLE = _table()


def specialize(op: Operation, impl: Any, interp: Interpreter) -> Fast | None:
    """`op`'s specialization when `impl` (its registered implementation) has one."""
    make = _TABLE.get(impl)
    return make(op, interp) if make is not None else None
