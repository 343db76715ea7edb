"""The stride lattice of vector values (seed 004's "uniform / consecutive / strided",
RV's vector shapes; Moll & Hack, PLDI 2018).

For an integer vector value `v` of a SIMD program, the shape says how its lanes relate:

    uniform          v[i] = v[0]                 (stride 0; the divergence analysis' uniform)
    consecutive      v[i] = v[0] + i             (stride 1)
    strided(k)       v[i] = v[0] + i * k         (k not 0 or 1, may be negative)
    varying          nothing known

Lattice order: uniform, strided(k) below varying; two different strides meet in varying.
The shapes hold for the lanes an op computes: a masked op's inactive lanes are poison
("don't care"), and the lane-0 base of a masked value is still `base(operands)` as if the
op ran on every lane, so `divergence-scalarize` can recompute it unmasked.

Transfer functions (operands' strides `a`, `b`):

    s2v %x0 .. %x(W-1)   k when every %xi is `%x0 + i*k` with constant offsets
                         (all arith.constant, or %x0 plus a constant via arith.addi)
    vadd                 a + b
    vsub                 a - b
    vmul by uniform c    a * c          (c a known constant: s2vb/s2v of arith.constant)
    vshl by uniform c    a * 2**c
    anything else        uniform when the divergence analysis says so, else varying

Like the divergence analysis, this never mutates IR: `analyze_strides(root, div)` walks
every op once in textual order (definitions before uses in straight-line code; values
flowing through block arguments and loop iter_args are uniform or varying).
"""

from __future__ import annotations

from dataclasses import dataclass

from xdsl.dialects import arith
from xdsl.dialects.builtin import VectorType, i1
from xdsl.ir import Operation, OpResult, SSAValue

from simdopt.dialects import simd
from simdopt.dialects.matchers import constant_int, uniform_constant
from simdopt.passes.analysis.divergence import DivergenceInfo


@dataclass(frozen=True)
class Shape:
    """`stride` is the lane-to-lane step; None means varying."""

    stride: int | None

    def __str__(self) -> str:
        if self.stride is None:
            return "varying"
        if self.stride == 0:
            return "uniform"
        if self.stride == 1:
            return "consecutive"
        return f"strided({self.stride})"


UNIFORM = Shape(0)
VARYING = Shape(None)


def _offset_from(x: SSAValue, base: SSAValue) -> int | None:
    """`c` when `x` is `base + c` (c constant) or both are constants."""
    if x is base:
        return 0
    cx, cb = constant_int(x), constant_int(base)
    if cx is not None and cb is not None:
        return cx - cb
    if isinstance(x, OpResult) and isinstance(x.op, arith.AddiOp):
        lhs, rhs = x.op.lhs, x.op.rhs
        if lhs is base and (c := constant_int(rhs)) is not None:
            return c
        if rhs is base and (c := constant_int(lhs)) is not None:
            return c
    return None


def s2v_stride(op: simd.S2VOp) -> int | None:
    """k when the lanes of `op` form the sequence x0, x0 + k, x0 + 2k, ..."""
    elems = list(op.elements)
    offsets = [_offset_from(x, elems[0]) for x in elems]
    if any(o is None for o in offsets) or len(elems) < 2:
        return None
    k = offsets[1]
    assert k is not None
    return k if all(o == i * k for i, o in enumerate(offsets)) else None


class StrideInfo:
    """Query object: `shape(value)`; values never seen are varying."""

    def __init__(self, shapes: dict[SSAValue, Shape], div: DivergenceInfo):
        self._shapes = shapes
        self._div = div

    def shape(self, value: SSAValue) -> Shape:
        if self._div.is_uniform(value):
            return UNIFORM
        return self._shapes.get(value, VARYING)


def _transfer(op: Operation, shape_of: dict[SSAValue, Shape]) -> Shape:
    def get(v: SSAValue) -> Shape:
        return shape_of.get(v, VARYING)

    if isinstance(op, simd.S2VOp):
        k = s2v_stride(op)
        return Shape(k) if k is not None else VARYING
    if isinstance(op, (simd.VAddOp, simd.VSubOp)):
        a, b = get(op.lhs).stride, get(op.rhs).stride
        if a is None or b is None:
            return VARYING
        return Shape(a + b if isinstance(op, simd.VAddOp) else a - b)
    if isinstance(op, (simd.VMulOp, simd.VShlOp)):
        a = get(op.lhs).stride
        c = uniform_constant(op.rhs)
        if isinstance(op, simd.VMulOp) and c is None:
            # multiplication commutes: constant on the left
            a, c = get(op.rhs).stride, uniform_constant(op.lhs)
        if a is None or c is None:
            return VARYING
        if isinstance(op, simd.VShlOp):
            return Shape(a << (c % 32)) if 0 <= c % 32 < 31 else VARYING
        return Shape(a * c)
    return VARYING


def analyze_strides(root: Operation, div: DivergenceInfo) -> StrideInfo:
    """The shape of every integer vector value under `root`."""
    shapes: dict[SSAValue, Shape] = {}
    for op in root.walk():
        for r in op.results:
            t = r.type
            if not isinstance(t, VectorType) or t.get_element_type() == i1:
                continue
            if div.is_uniform(r):
                shapes[r] = UNIFORM
            else:
                shapes[r] = _transfer(op, shapes)
    return StrideInfo(shapes, div)
