"""Every `arith` and `math` op the LLVM importer emits has a vector form, a lockstep
lowering and a cost entry - derived from the importer's output, not a hand list.

The ops are collected by importing every `.ll` of the repository (`examples/`,
`tests/`: the OpenCL corpus, the import tests' inputs, the wide-lanes kernels copied
from the corpus branch); each distinct (op, operand types, result type) becomes a
one-op SPMD kernel whose operands differ per thread (loaded from buffers by thread
id; an `i1` is a compare, an `index` an `index_cast`) and whose result is stored.  That
kernel must vectorize (`spmd-vectorize` in both modes at W = 4: no `arith`/`math` op on
vectors is left, every vector op has an SPEC §8 class), lower to the lockstep machine
(no `simd` op left, every vector-unit op an issue cost of W lane-ops per 32-bit lane
slot) and compute, at every stage, what the SPMD executor computes.
"""

from __future__ import annotations

import copy
import math
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects import arith, func, memref
from xdsl.dialects.builtin import (
    IndexType,
    IntegerType,
    MemRefType,
    ModuleOp,
    VectorType,
    i1,
    i32,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from simdopt.dialects import lockstep as ls
from simdopt.dialects import simd
from simdopt.frontends.llvm.importer import import_llvm
from simdopt.interpreters.cost import issue_cost, op_class, op_lane_slots
from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.passes.convert_simd_to_lockstep import ConvertSimdToLockstepPass
from simdopt.passes.spmd_vectorize import SpmdVectorizePass
from simdopt.tools.frontend import make_context, verify_module

ROOT = Path(__file__).resolve().parents[2]
W = 4
SKIP = (arith.ConstantOp,)
"""A constant has no operands: its vector form is a broadcast, no lane computes it."""
SHARDS = 8
"""The ops' checks are split in this many tests, fixed: a test per op would need the ops
at collection, and importing every `.ll` takes seconds, which every xdist worker would
pay at collection; so the ops are collected when a test first asks (once per process)."""


@cache
def importer_ops() -> dict[str, Operation]:
    """One op per distinct (name, operand types, result types) the importer emits."""
    seen: dict[str, Operation] = {}
    for path in sorted([*ROOT.glob("examples/**/*.ll"), *ROOT.glob("tests/**/*.ll")]):
        try:
            module = import_llvm(path.read_text())
        except Exception:  # an import-error test input: nothing imported to cover
            continue
        for op in module.walk():
            if op.dialect_name() not in ("arith", "math") or isinstance(op, SKIP):
                continue
            if any(isinstance(r.type, MemRefType) for r in op.results):
                # A select between buffers (ping-pong pointers) is no lane operation:
                # spmd-vectorize splits each access through it (byte-memory tests).
                continue
            key = f"{op.name}({', '.join(str(v.type) for v in op.operands)}) -> {op.results[0].type}"
            seen.setdefault(key, op)
    return seen


def data(t: Attribute, k: int) -> list[Any]:
    """Per-thread inputs of type `t` for operand `k`: nonzero, positive (divisors, logs,
    `fptoui`), small (shift amounts), different per thread."""
    if isinstance(t, IntegerType):
        return [[1, 2, 3, 5], [2, 1, 3, 1], [3, 2, 1, 2]][k]
    return [[0.5, 1.5, 2.25, 3.0], [2.0, 0.75, 1.25, 3.5], [1.0, 2.5, 0.5, 1.75]][k]


def stored(t: Attribute) -> Attribute:
    """The type a value of `t` is stored as (i1 and index as i32)."""
    return i32 if t == i1 or isinstance(t, IndexType) else t


def kernel(op: Operation) -> tuple[ModuleOp, list[Any]]:
    """The one-op SPMD kernel of `op` and its arguments (see the module docstring)."""
    ins = [stored(v.type) for v in op.operands]
    out_t = op.results[0].type
    block = Block(arg_types=[*(MemRefType(t, [W]) for t in ins), MemRefType(stored(out_t), [W])])
    ops: list[Operation] = [tid := simd.ThreadIdOp(), idx := arith.IndexCastOp(tid, IndexType())]
    operands: list[SSAValue] = []
    for k, v in enumerate(op.operands):
        ops.append(load := memref.LoadOp.get(block.args[k], [idx]))
        x: SSAValue = load.res
        if v.type == i1:
            ops += [c := arith.ConstantOp.from_int_and_width(1, 32), cmp := arith.CmpiOp(x, c, "sgt")]
            x = cmp.result
        elif isinstance(v.type, IndexType):
            ops.append(cast := arith.IndexCastOp(x, IndexType()))
            x = cast.result
        operands.append(x)
    new = op.clone()
    for k, x in enumerate(operands):
        new.operands[k] = x
    ops.append(new)
    r = new.results[0]
    if r.type == i1:
        ops.append(ext := arith.ExtUIOp(r, i32))
        r = ext.result
    elif isinstance(r.type, IndexType):
        ops.append(cast := arith.IndexCastOp(r, i32))
        r = cast.result
    ops += [memref.StoreOp.get(r, block.args[-1], [idx]), func.ReturnOp()]
    block.add_ops(ops)
    fn = func.FuncOp("k", ([a.type for a in block.args], []), Region(block))
    module = ModuleOp([fn])
    verify_module(module)
    args: list[Any] = [data(t, k) for k, t in enumerate(ins)]
    args.append([0.0] * W if not isinstance(stored(out_t), IntegerType) else [0] * W)
    return module, args


def entry(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp))


def same(x: Any) -> Any:
    if isinstance(x, list):
        return [same(y) for y in x]  # pyright: ignore[reportUnknownVariableType]
    return "nan" if isinstance(x, float) and math.isnan(x) else x


def test_the_importer_output_is_collected() -> None:
    """The walk finds the ops issue 21 names (unsigned min/max, minnum/maxnum, i64 and
    i16 arithmetic), so the parametrized test below covers them."""
    keys = " ".join(importer_ops())
    for name in ("arith.maxui", "arith.minui", "arith.maxnumf", "arith.minnumf", "arith.divui", "math.fma"):
        assert name in keys, name
    assert "-> i64" in keys and "-> i16" in keys and "-> i8" in keys


@pytest.mark.parametrize("shard", range(SHARDS))
def test_importer_op_has_a_vector_form_a_lowering_and_a_cost(shard: int) -> None:
    """The ops of every `SHARDS`-th key from `shard` on; each is checked and each one
    that fails is reported."""
    keys = sorted(importer_ops())[shard::SHARDS]
    assert keys
    failed: list[str] = []
    for key in keys:
        try:
            check_op(key)
        except AssertionError as e:
            failed.append(f"{key}: {e}")
    assert not failed, "\n".join(failed)


def check_op(key: str) -> None:
    """`key`'s one-op kernel vectorizes, lowers, has costs and computes what the SPMD
    executor computes (see the module docstring)."""
    module, args = kernel(importer_ops()[key])
    want = run_spmd(module, entry(module), copy.deepcopy(args), threads=W, width=W)
    for mode in ("naive", "uniform"):
        vec = module.clone()
        SpmdVectorizePass(width=W, mode=mode).apply(make_context(), vec)  # pyright: ignore[reportArgumentType]
        verify_module(vec)
        for o in vec.walk():
            vector_operand = any(isinstance(v.type, VectorType) for v in o.operands)
            assert not (o.dialect_name() in ("arith", "math") and vector_operand), (key, mode, o.name)
            if o.dialect_name() == "simd":
                assert op_class(o) in ("vector", "memory", "broadcast", "mask", "scalar"), o.name
        lowered = vec.clone()
        ConvertSimdToLockstepPass().apply(make_context(), lowered)
        verify_module(lowered)
        for o in lowered.walk():
            assert o.dialect_name() != "simd", (key, mode, o.name)
            if isinstance(o, ls.VectorUnitOp) and not isinstance(o, ls.VBcastOp | ls.VReadFirstLaneOp):
                cost = issue_cost(o)
                assert cost is not None and cost.alu_lane_ops == W * op_lane_slots(o), (key, o.name)
        for program in (vec, lowered):
            got = run_vectorized_launch(
                program, entry(program), copy.deepcopy(args), threads=W, grid=None, block=None, width=W
            )
            assert same(got["memrefs"]) == same(want["memrefs"]), (key, mode, got["memrefs"], want["memrefs"])
