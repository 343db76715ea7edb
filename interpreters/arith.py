"""`arith` with the vector unit's lane semantics, for every simd-opt interpreter.

xDSL 0.74's `ArithFunctions` computes f32 in Python doubles and lacks some ops the
passes create.  `LaneArithFunctions` runs scalar `arith` exactly like one lane of the
vector ops (`dialects/vector_unit.py`), so swapping a uniform vector op for its
scalar form, or lowering it, never changes a result:

* floats are IEEE in their own type: constants and results rounded to f16, f32 or f64
  (`extf` exact, `truncf` rounds once); `minimumf`/`maximumf` propagate NaN; `divf` by
  zero is ±inf or NaN (only integer division by zero faults);
* i32 wraps; `minsi`/`maxsi`/`shrui`/... exist; the hottest integer ops skip xDSL's
  per-call type assertions (~50 us per op) with the same wrapping and results.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import Any

from xdsl.dialects import arith
from xdsl.dialects.builtin import FloatAttr, IntegerAttr, IntegerType
from xdsl.interpreter import (
    Interpreter,
    PythonValues,
    impl,
    register_impls,
)
from xdsl.interpreters.arith import (  # pyright: ignore[reportPrivateUsage]
    ArithFunctions,
    _int_bitwidth,
    _sign_extend,
    _truncate,
)
from xdsl.ir import Attribute, Operation
from xdsl.utils.comparisons import to_signed

from simdopt.dialects.arith_ext import RemFOp
from simdopt.dialects.vector_unit import (
    INT_LANE,
    NoIntegerValue,
    cast_lane,
    compare,
    float_width,
    lane_op,
    rounding,
)
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.threaded import impl_plans
from simdopt.interpreters.values import POISON


def bits(interpreter: Interpreter, t: Any) -> int:
    """The bit width of an integer or index type."""
    return t.width.data if isinstance(t, IntegerType) else interpreter.index_bitwidth


def signed(x: int, width: int) -> int:
    """`x` wrapped to a `width`-bit two's complement integer."""
    half = 1 << (width - 1)
    return (x + half) % (half << 1) - half


def unsigned(x: int, width: int) -> int:
    """The unsigned reading of the low `width` bits of `x`."""
    return x & ((1 << width) - 1)


def minnumf(a: float, b: float) -> float:
    """`arith.minnumf`: the other operand when one is NaN."""
    return b if math.isnan(a) else a if math.isnan(b) else min(a, b)


def maxnumf(a: float, b: float) -> float:
    """`arith.maxnumf`: the other operand when one is NaN."""
    return b if math.isnan(a) else a if math.isnan(b) else max(a, b)


CMPF_NAMES = (
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
    "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
)  # fmt: skip
"""`arith.cmpf` predicates by their number."""


def _operands(op: Operation, args: PythonValues) -> tuple[Any, Any]:
    a, b = args[0], args[1]
    if a is POISON or b is POISON:
        raise RuntimeFault(f"'{op.name}' reads a poison value", op)
    return a, b


def _trap_zero(op: Operation, b: Any) -> None:
    if b == 0:
        raise RuntimeFault(f"'{op.name}' division by zero", op)


def _int2(fn: Callable[[int, int, int], int], divides: bool = False) -> Callable[..., PythonValues]:
    """An `impl` body for a two-operand integer op `fn(a, b, width)` (wrapped)."""

    def run(self: Any, interpreter: Interpreter, op: Any, args: PythonValues) -> PythonValues:
        a, b = _operands(op, args)
        if divides:
            _trap_zero(op, b)
        width = bits(interpreter, op.result.type)
        return (signed(fn(a, b, width), width),)

    return run


_INT2: dict[type[Operation], tuple[Callable[[int, int, int], int], bool]] = {}
"""The ops whose `impl` is an `_int2` body: its `fn` and whether it divides (`_int2_fn_plan`)."""


def _int2_impl(t: type[Operation], fn: Callable[[int, int, int], int], divides: bool = False) -> Any:
    """`impl(t)` of `_int2(fn, divides)`, remembered for its plan."""
    _INT2[t] = (fn, divides)
    return impl(t)(_int2(fn, divides))


def _lane(kind: str, floats: bool) -> Callable[..., PythonValues]:
    """An `impl` body computing one lane of `kind` (integers wrap to the result's width,
    floats round to the result's type; a float `div` by zero is IEEE's ±inf or NaN)."""
    if not floats:
        int_fn = INT_LANE[kind]
        return _int2(lambda a, b, w: int_fn(a, b))
    by_width = {w: lane_op(kind, True, w) for w in (16, 32, 64)}

    def run(self: Any, interpreter: Interpreter, op: Any, args: PythonValues) -> PythonValues:
        return (by_width[float_width(op.result.type) or 32](*_operands(op, args)),)

    return run




def _fptoint(kind: str) -> Callable[..., PythonValues]:
    """An `impl` body for `fptosi`/`fptoui` (`cast_lane`; NaN and infinities fault)."""

    def run(self: Any, interpreter: Interpreter, op: Any, args: PythonValues) -> PythonValues:
        x = args[0]
        try:
            if x is POISON:
                raise NoIntegerValue
            src = float_width(op.operands[0].type) or 32
            return (cast_lane(kind, x, src, bits(interpreter, op.results[0].type)),)
        except NoIntegerValue:
            raise RuntimeFault(f"'{op.name}' has no integer value for {x}", op) from None

    return run


def _cast(fn: Callable[[Any, int, int], Any]) -> Callable[..., PythonValues]:
    """An `impl` body for a cast `fn(x, source width, result width)`; float results are
    rounded to their type."""

    def run(self: Any, interpreter: Interpreter, op: Any, args: PythonValues) -> PythonValues:
        x = args[0]
        if x is POISON:
            raise RuntimeFault(f"'{op.name}' reads a poison value", op)
        src, dst = op.operands[0].type, op.results[0].type
        width = lambda t: float_width(t) or bits(interpreter, t)  # noqa: E731
        y = fn(x, width(src), width(dst))
        return (rounding(dst)(y) if float_width(dst) else y,)

    return run


@register_impls
class LaneArithFunctions(ArithFunctions):
    """xDSL's `arith` interpreter with the lane semantics above."""

    run_addi = impl(arith.AddiOp)(_lane("add", False))
    run_subi = impl(arith.SubiOp)(_lane("sub", False))
    run_muli = impl(arith.MuliOp)(_lane("mul", False))
    run_minsi = impl(arith.MinSIOp)(_lane("min", False))
    run_maxsi = impl(arith.MaxSIOp)(_lane("max", False))
    run_shrui = _int2_impl(arith.ShRUIOp, lambda a, b, w: unsigned(a, w) >> b)
    run_addf = impl(arith.AddfOp)(_lane("add", True))
    run_subf = impl(arith.SubfOp)(_lane("sub", True))
    run_mulf = impl(arith.MulfOp)(_lane("mul", True))
    run_divf = impl(arith.DivfOp)(_lane("div", True))
    run_remf = impl(RemFOp)(_lane("rem", True))
    run_minimumf = impl(arith.MinimumfOp)(_lane("min", True))
    run_maximumf = impl(arith.MaximumfOp)(_lane("max", True))
    run_divui = _int2_impl(arith.DivUIOp, lambda a, b, w: unsigned(a, w) // unsigned(b, w), True)
    run_remui = _int2_impl(arith.RemUIOp, lambda a, b, w: unsigned(a, w) % unsigned(b, w), True)
    run_ceildivsi = _int2_impl(arith.CeilDivSIOp, lambda a, b, w: -(-a // b), True)
    run_ceildivui = _int2_impl(arith.CeilDivUIOp, lambda a, b, w: -(-unsigned(a, w) // unsigned(b, w)), True)
    run_minui = _int2_impl(arith.MinUIOp, lambda a, b, w: min(a, b, key=lambda x: unsigned(x, w)))
    run_maxui = _int2_impl(arith.MaxUIOp, lambda a, b, w: max(a, b, key=lambda x: unsigned(x, w)))
    run_extsi = impl(arith.ExtSIOp)(_cast(lambda x, s, d: signed(x, s)))
    run_extui = impl(arith.ExtUIOp)(_cast(lambda x, s, d: signed(unsigned(x, s), d)))
    run_trunci = impl(arith.TruncIOp)(_cast(lambda x, s, d: signed(x, d)))
    run_sitofp = impl(arith.SIToFPOp)(_cast(partial(cast_lane, "sitofp")))
    run_uitofp = impl(arith.UIToFPOp)(_cast(partial(cast_lane, "uitofp")))
    run_extf = impl(arith.ExtFOp)(_cast(lambda x, s, d: x))
    run_truncf = impl(arith.TruncFOp)(_cast(lambda x, s, d: x))
    run_bitcast = impl(arith.BitcastOp)(_cast(partial(cast_lane, "bitcast")))
    run_fptosi = impl(arith.FPToSIOp)(_fptoint("fptosi"))
    run_fptoui = impl(arith.FPToUIOp)(_fptoint("fptoui"))

    @impl(arith.NegfOp)
    def run_negf(self, interpreter: Interpreter, op: arith.NegfOp, args: PythonValues):
        return (rounding(op.result.type)(-args[0]),)

    @impl(arith.MinnumfOp)
    def run_minnumf(self, interpreter: Interpreter, op: arith.MinnumfOp, args: PythonValues):
        return (rounding(op.result.type)(minnumf(*_operands(op, args))),)

    @impl(arith.MaxnumfOp)
    def run_maxnumf(self, interpreter: Interpreter, op: arith.MaxnumfOp, args: PythonValues):
        return (rounding(op.result.type)(maxnumf(*_operands(op, args))),)

    def __init__(self, constants: dict[Operation, tuple[Attribute, PythonValues]] | None = None):
        self.constants = constants if constants is not None else {}
        """Per `arith.constant` op: its value attribute and its result, computed once
        (shared by the interpreters of a run; recomputed if the attribute changed)."""

    @impl(arith.ConstantOp)
    def run_constant(self, interpreter: Interpreter, op: arith.ConstantOp, args: PythonValues):
        attr = op.properties.get("value")
        hit = self.constants.get(op)
        if hit is not None and hit[0] is attr:
            return hit[1]
        value = op.value
        if isinstance(value, FloatAttr) and float_width(value.type):
            out: PythonValues = (rounding(value.type)(value.value.data),)
        elif isinstance(value, IntegerAttr) and isinstance(value.type, IntegerType):
            out = (value.value.data,)  # xDSL's value (its `isa` check costs ~100 us)
        else:
            out = super().run_constant(interpreter, op, args).values  # an impl wraps its result
        if attr is not None:
            self.constants[op] = (attr, out)
        return out

    @impl(arith.CmpiOp)
    def run_cmpi(self, interpreter: Interpreter, op: arith.CmpiOp, args: PythonValues):
        pred = op.predicate.value.data
        width = bits(interpreter, op.lhs.type)
        a, b = _operands(op, args)
        # 6..9 (ult, ule, ugt, uge): slt..sge on the unsigned reading of the bits
        wrap = signed if pred < 6 else unsigned
        name = ("eq", "ne", "slt", "sle", "sgt", "sge")[pred if pred < 6 else pred - 4]
        return (compare(name, False)(wrap(a, width), wrap(b, width)),)

    @impl(arith.CmpfOp)
    def run_cmpf(self, interpreter: Interpreter, op: arith.CmpfOp, args: PythonValues):
        a, b = _operands(op, args)
        return (compare(CMPF_NAMES[op.predicate.value.data], True, float_width(op.lhs.type) or 32)(a, b),)


# ---------------------------------------------------------------------- prepared forms
# The hottest scalar ops with what they read of the op (widths, predicates) resolved
# once per op, for the threaded interpreters (`interpreters/threaded.py`): the same
# computations as the `impl`s above.


def _constant_plan(op: Operation, impl: Any) -> Callable[..., PythonValues]:
    """`arith.constant`: the impl's value, computed once per op."""
    memo: list[PythonValues] = []

    def run(self: Any, interpreter: Interpreter, args: PythonValues) -> PythonValues:
        if not memo:
            memo.append(impl(self, interpreter, op, args).values)
        return memo[0]

    return run


def _int2_plan(kind: str) -> Callable[[Operation, Any], Callable[..., PythonValues]]:
    int_fn = INT_LANE[kind]

    def prepare(op: Operation, impl: Any) -> Callable[..., PythonValues]:
        t = op.results[0].type
        widths: list[int] = []

        def run(self: Any, interpreter: Interpreter, args: PythonValues) -> PythonValues:
            a, b = _operands(op, args)
            if not widths:
                widths.append(bits(interpreter, t))
            return (signed(int_fn(a, b), widths[0]),)

        return run

    return prepare


def _int2_fn_plan(fn: Callable[[int, int, int], int], divides: bool) -> Callable[[Operation, Any], Callable[..., PythonValues]]:
    """`_int2(fn, divides)` for one op, its width found once."""

    def prepare(op: Operation, impl: Any) -> Callable[..., PythonValues]:
        t = op.results[0].type
        widths: list[int] = []

        def run(self: Any, interpreter: Interpreter, args: PythonValues) -> PythonValues:
            a, b = _operands(op, args)
            if divides:
                _trap_zero(op, b)
            if not widths:
                widths.append(bits(interpreter, t))
            w = widths[0]
            return (signed(fn(a, b, w), w),)

        return run

    return prepare


def _cmpi_plan(op: Operation, impl: Any) -> Callable[..., PythonValues]:
    assert isinstance(op, arith.CmpiOp)
    pred, t = op.predicate.value.data, op.lhs.type
    wrap = signed if pred < 6 else unsigned
    fn = compare(("eq", "ne", "slt", "sle", "sgt", "sge")[pred if pred < 6 else pred - 4], False)
    widths: list[int] = []

    def run(self: Any, interpreter: Interpreter, args: PythonValues) -> PythonValues:
        if not widths:
            widths.append(bits(interpreter, t))
        a, b = _operands(op, args)
        return (fn(wrap(a, widths[0]), wrap(b, widths[0])),)

    return run


def _index_cast_plan(op: Operation, impl: Any) -> Callable[..., PythonValues]:
    """xDSL's `arith.index_cast` (the same helpers, in the same order), its widths
    found once."""
    src, dst = op.operands[0].type, op.results[0].type
    widths: list[int] = []

    def run(self: Any, interpreter: Interpreter, args: PythonValues) -> PythonValues:
        if not widths:
            widths.extend((_int_bitwidth(interpreter, src), _int_bitwidth(interpreter, dst)))  # pyright: ignore[reportArgumentType]
        assert len(args) == 1
        x, (i, r) = args[0], widths
        if i > r:
            return (_truncate(x, r),)
        if i < r:
            return (_sign_extend(x, i),)
        return (to_signed(x, r),)

    return run


impl_plans(LaneArithFunctions, {
    **{t: _int2_fn_plan(fn, divides) for t, (fn, divides) in _INT2.items()},
    arith.ConstantOp: _constant_plan,
    arith.AddiOp: _int2_plan("add"),
    arith.SubiOp: _int2_plan("sub"),
    arith.MuliOp: _int2_plan("mul"),
    arith.CmpiOp: _cmpi_plan,
    arith.IndexCastOp: _index_cast_plan,
})  # fmt: skip
