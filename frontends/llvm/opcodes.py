"""Opcode tables: LLVM instructions that are one arith op, casts, comparison
predicates, atomicrmw operations and the `gpu` op of each launch value."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from xdsl.dialects import arith
from xdsl.ir import Operation

from simdopt.dialects import gpu, vector_unit
from simdopt.dialects.arith_ext import RemFOp

INT_BIN = {
    "add": arith.AddiOp, "sub": arith.SubiOp, "mul": arith.MuliOp, "sdiv": arith.DivSIOp,
    "udiv": arith.DivUIOp, "srem": arith.RemSIOp, "urem": arith.RemUIOp, "and": arith.AndIOp,
    "or": arith.OrIOp, "xor": arith.XOrIOp, "shl": arith.ShLIOp, "ashr": arith.ShRSIOp,
    "lshr": arith.ShRUIOp,
}  # fmt: skip
FLOAT_BIN = {
    "fadd": arith.AddfOp, "fsub": arith.SubfOp, "fmul": arith.MulfOp, "fdiv": arith.DivfOp,
    "frem": RemFOp,
}  # fmt: skip  (arith.remf: the project's, xDSL 0.74 has none)
ARITH: dict[str, Any] = {**INT_BIN, **FLOAT_BIN, "fneg": arith.NegfOp}  # one op per instruction
CASTS = {
    "sext": arith.ExtSIOp, "zext": arith.ExtUIOp, "trunc": arith.TruncIOp,
    "sitofp": arith.SIToFPOp, "uitofp": arith.UIToFPOp, "fptosi": arith.FPToSIOp,
    "fptoui": arith.FPToUIOp, "fpext": arith.ExtFOp, "fptrunc": arith.TruncFOp,
    "bitcast": arith.BitcastOp,
}  # fmt: skip
ICMP = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}
FCMP = {
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
    "ule", "une", "uno", "true",
}  # fmt: skip
# MLIR's arith::AtomicRMWKind (the integer memref.atomic_rmw's `kind` holds), in
# mlir-opt-22's enum order.
ATOMIC_KINDS = {k: i for i, k in enumerate(vector_unit.ATOMIC_KINDS)}
ATOMICRMW = {
    "add": "addi", "sub": "addi", "xchg": "assign", "and": "andi", "or": "ori", "max": "maxs",
    "min": "mins", "umax": "maxu", "umin": "minu", "fadd": "addf", "fmax": "maxnumf",
    "fmin": "minnumf",
}  # fmt: skip
GPU_OPS: dict[str, Callable[[str], Operation]] = {
    "thread_id": gpu.ThreadIdOp, "block_id": gpu.BlockIdOp, "global_id": gpu.GlobalIdOp,
    "block_dim": gpu.BlockDimOp, "grid_dim": gpu.GridDimOp,
    "lane_id": lambda _: gpu.LaneIdOp(), "subgroup_size": lambda _: gpu.SubgroupSizeOp(),
}  # fmt: skip
