"""The value of an SPMD integer in each lane 0..W-1 when it is a function of the lane id
only (`gpu.lane_id`, `simd.lane_id`, constants and integer `arith` ops): DPP and swizzle
imports compute a shuffle's source lane that way, and `spmd-vectorize` makes a
constant `simd.vshuffle` of it instead of a `simd.vpermute` by a run-time vector.

Integers are held as their unsigned bits of the type's width (index: 64); an op whose
result is not defined for some lane (a division by zero, a shift by the width or more)
makes the value unknown (None), as does any other op.
"""

from __future__ import annotations

from collections.abc import Callable

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr
from xdsl.ir import OpResult, SSAValue

from simdopt.dialects import gpu, simd
from simdopt.ir.launch_facts import int_width

Lanes = list[int]

MAX_OPS = 64
"""Ops walked back from the value before giving up (the DPP selects are ~20)."""


def _signed(x: int, n: int) -> int:
    return x - (1 << n) if x >> (n - 1) & 1 else x


def _shift(f: Callable[[int, int, int], int]) -> Callable[[int, int, int], int | None]:
    return lambda a, b, n: f(a, b, n) if b < n else None


_BINARY: dict[type, Callable[[int, int, int], int | None]] = {
    arith.AddiOp: lambda a, b, n: a + b,
    arith.SubiOp: lambda a, b, n: a - b,
    arith.MuliOp: lambda a, b, n: a * b,
    arith.AndIOp: lambda a, b, n: a & b,
    arith.OrIOp: lambda a, b, n: a | b,
    arith.XOrIOp: lambda a, b, n: a ^ b,
    arith.ShLIOp: _shift(lambda a, b, n: a << b),
    arith.ShRUIOp: _shift(lambda a, b, n: a >> b),
    arith.ShRSIOp: _shift(lambda a, b, n: _signed(a, n) >> b),
    arith.MinUIOp: lambda a, b, n: min(a, b),
    arith.MaxUIOp: lambda a, b, n: max(a, b),
    arith.MinSIOp: lambda a, b, n: min(_signed(a, n), _signed(b, n)),
    arith.MaxSIOp: lambda a, b, n: max(_signed(a, n), _signed(b, n)),
    arith.DivUIOp: lambda a, b, n: a // b if b else None,
    arith.RemUIOp: lambda a, b, n: a % b if b else None,
}

_CMP: dict[str, Callable[[int, int, int], bool]] = {
    "eq": lambda a, b, n: a == b, "ne": lambda a, b, n: a != b,
    "ult": lambda a, b, n: a < b, "ule": lambda a, b, n: a <= b,
    "ugt": lambda a, b, n: a > b, "uge": lambda a, b, n: a >= b,
    "slt": lambda a, b, n: _signed(a, n) < _signed(b, n), "sle": lambda a, b, n: _signed(a, n) <= _signed(b, n),
    "sgt": lambda a, b, n: _signed(a, n) > _signed(b, n), "sge": lambda a, b, n: _signed(a, n) >= _signed(b, n),
}  # fmt: skip


def lane_constants(v: SSAValue, width: int) -> Lanes | None:
    """`v` in lanes 0..width-1 (unsigned bits), or None when it is not a function of the
    lane id that these ops compute."""
    memo: dict[SSAValue, Lanes | None] = {}
    budget = [MAX_OPS]
    return _eval(v, width, memo, budget)


def _eval(v: SSAValue, w: int, memo: dict[SSAValue, Lanes | None], budget: list[int]) -> Lanes | None:
    if v in memo:
        return memo[v]
    n = int_width(v.type)
    budget[0] -= 1
    if n is None or budget[0] < 0 or not isinstance(v, OpResult):
        return None
    got = _op(v, n, w, memo, budget)
    if got is not None:
        got = [x & ((1 << n) - 1) for x in got]
    memo[v] = got
    return got


def _op(v: OpResult, n: int, w: int, memo: dict[SSAValue, Lanes | None], budget: list[int]) -> Lanes | None:
    op = v.op

    def arg(i: int) -> Lanes | None:
        return _eval(op.operands[i], w, memo, budget)

    match op:
        case gpu.LaneIdOp() | simd.LaneIdOp():
            return list(range(w))
        case arith.ConstantOp() if isinstance(op.value, IntegerAttr):
            return [op.value.value.data] * w
        case arith.IndexCastOp() | arith.ExtUIOp() | arith.TruncIOp():
            return arg(0)  # the unsigned bits, cut to the result's width by the caller
        case arith.ExtSIOp():
            a, m = arg(0), int_width(op.operands[0].type)
            return None if a is None or m is None else [_signed(x, m) for x in a]
        case arith.SelectOp():
            c, a, b = arg(0), arg(1), arg(2)
            if c is None or a is None or b is None:
                return None
            return [x if k else y for k, x, y in zip(c, a, b, strict=True)]
        case arith.CmpiOp():
            a, b, m = arg(0), arg(1), int_width(op.operands[0].type)
            if a is None or b is None or m is None:
                return None
            f = _CMP[arith.CMPI_COMPARISON_OPERATIONS[op.predicate.value.data]]
            return [int(f(x, y, m)) for x, y in zip(a, b, strict=True)]
        case _ if type(op) in _BINARY:
            a, b = arg(0), arg(1)
            if a is None or b is None:
                return None
            f = _BINARY[type(op)]
            out = [f(x, y, n) for x, y in zip(a, b, strict=True)]
            return None if any(x is None for x in out) else [x for x in out if x is not None]
        case _:
            return None
