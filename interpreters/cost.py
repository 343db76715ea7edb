"""The SPEC §8 cost model: ALU ops per op (the seed's `count_ops`) and op classes.

Classes: "vector" (W), "broadcast" (s2vb, 1), "mask" (mask algebra, 1),
"memory" (vector memory ops, W), "scalar" (1; index_cast 0), "branch" (0).
"""

from __future__ import annotations

from xdsl.dialects import arith, func
from xdsl.dialects.builtin import VectorType
from xdsl.ir import Operation
from xdsl.traits import IsTerminator

from simdopt.dialects import simd

_MASK = (simd.PNotOp, simd.PAndOp, simd.POrOp, simd.AnyOp, simd.AllOp)
_VMEM = (simd.GatherOp, simd.ScatterOp, simd.VLoadOp, simd.VStoreOp)


def op_class(op: Operation) -> str:
    """The instruction class of `op`: vector, broadcast, mask, memory, scalar, branch."""
    if isinstance(op, simd.S2VBOp):
        return "broadcast"
    if isinstance(op, _MASK):
        return "mask"
    if isinstance(op, _VMEM):
        return "memory"
    if (
        op.dialect_name() in ("cf", "scf")
        or isinstance(op, (func.ReturnOp, func.FuncOp, func.CallOp))
        or op.has_trait(IsTerminator)
    ):
        return "branch"
    if any(isinstance(r.type, VectorType) for r in op.results):
        return "vector"
    return "scalar"


def alu_cost(op: Operation, width: int) -> int:
    """ALU ops of one execution of `op` on a machine of `width` lanes."""
    cls = op_class(op)
    if cls in ("vector", "memory"):
        return width
    if cls == "branch" or isinstance(op, arith.IndexCastOp):
        return 0
    return 1


def _width(op: Operation) -> int:
    for v in (*op.results, *op.operands):
        if isinstance(v.type, VectorType):
            return v.type.get_shape()[0]
    return 1


def static_alu_ops(fn: Operation) -> int:
    """The seed metric: sum of `alu_cost` over the ops nested in `fn`."""
    total = 0
    for op in fn.walk():
        if op is fn:
            continue
        total += alu_cost(op, _width(op))
    return total

