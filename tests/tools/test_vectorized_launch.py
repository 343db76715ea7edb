"""`simd-run VEC.mlir --threads N | --grid .. --block ..`: a vectorized program run over
the launch gives the SPMD executor's results and memory - for every example kernel,
both vectorizer modes, before and after lowering to the lockstep machine; and for
hand-written vectorized programs (launch queries per subgroup, partial subgroups,
workgroup memory, barriers in loops) at W=2/4/8 on the SIMD interpreter and lowered in
both mask styles."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from xdsl.context import Context
from xdsl.dialects import builtin, func
from xdsl.passes import PassPipeline

from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.passes import get_all_passes
from simdopt.tools.frontend import SourceMap, make_context, parse_module

KERNELS = sorted((Path(__file__).parents[2] / "examples" / "kernels").glob("*.mlir"))


def _pipeline(ctx: Context, text: str) -> PassPipeline:
    from xdsl.utils.arg_spec import parse_pipeline

    passes = get_all_passes()
    out = []
    for spec in parse_pipeline(text):
        if spec.name in passes:
            out.append(passes[spec.name]().from_pass_spec(spec))
        else:
            from xdsl.transforms import get_all_passes as xdsl_passes

            out.append(xdsl_passes()[spec.name]().from_pass_spec(spec))
    return PassPipeline(tuple(out))


def _main(module: builtin.ModuleOp) -> func.FuncOp:
    return next(o for o in module.walk() if isinstance(o, func.FuncOp) and o.sym_name.data == "main")


@pytest.mark.parametrize("path", KERNELS, ids=[p.stem for p in KERNELS])
@pytest.mark.parametrize(
    "pipeline",
    [
        "spmd-vectorize{width=W mode=naive}",
        "spmd-vectorize{width=W mode=uniform},divergence-scalarize,canonicalize,cse,dce",
        "spmd-vectorize{width=W mode=uniform},divergence-scalarize,convert-simd-to-lockstep",
    ],
)
def test_vectorized_program_over_the_launch_matches_the_spmd_executor(path: Path, pipeline: str) -> None:
    text = path.read_text()
    m = re.search(r"simd-run: --threads (\d+) --width (\d+) --args '(.*)'", text)
    assert m is not None, path
    threads, width, args = int(m.group(1)), int(m.group(2)), json.loads(m.group(3))
    ctx = make_context()
    kernel = parse_module(ctx, SourceMap(str(path), text))
    ref = run_spmd(kernel, _main(kernel), copy.deepcopy(args), threads=threads, width=width)
    vec = parse_module(ctx, SourceMap(str(path), text))
    _pipeline(ctx, pipeline.replace("W", str(width))).apply(ctx, vec)
    out = run_vectorized_launch(vec, _main(vec), copy.deepcopy(args), threads=threads, grid=None, block=None, width=None)
    assert out["results"] == ref["results"]
    assert out["memrefs"] == ref["memrefs"]
    assert (out["stats"]["threads"], out["stats"]["width"]) == (threads, width)


# --------------------------------------------------------------------------- hand-written
# Vectorized programs written by hand the way the contract (COMMON.md) says spmd-vectorize
# writes them - one subgroup of W lanes, a trailing %group_base, per-subgroup gpu launch
# queries, an entry mask of the lanes that are threads, gpu.barrier and workgroup memory -
# run over launches against their SPMD kernels: the SIMD program, and lowered in both mask
# styles on the lockstep machine.

# Prologue of every hand-written program: %lanes, %gid (global ids), %t (ids in the
# block), %entry (the lanes that are threads), %n32 (block size), %b32 (block id x).
PROLOGUE = """
      @CONSTS@
      %lanes = simd.s2v @LANES@ : vector<@W@xi32>
      %base = simd.s2vb %group_base : vector<@W@xi32>
      %gid = simd.vadd %base, %lanes : vector<@W@xi32>
      %sg = gpu.subgroup_id : index
      %w = gpu.subgroup_size : index
      %nx = gpu.block_dim x
      %ny = gpu.block_dim y
      %n = arith.muli %nx, %ny : index
      %bx = gpu.block_id x
      %sgw = arith.muli %sg, %w : index
      %first = arith.index_cast %sgw : index to i32
      %firstv = simd.s2vb %first : vector<@W@xi32>
      %t = simd.vadd %firstv, %lanes : vector<@W@xi32>
      %n32 = arith.index_cast %n : index to i32
      %b32 = arith.index_cast %bx : index to i32
      %nv = simd.s2vb %n32 : vector<@W@xi32>
      %entry = simd.vcmp slt, %t, %nv : vector<@W@xi32>
"""

REDUCE_KERNEL = """
gpu.module @m {
  gpu.func @reduce(%in: memref<?xi32>, %out: memref<?xi32>) workgroup(%shared : memref<16xi32, #gpu.address_space<workgroup>>) kernel {
    %t = gpu.thread_id x
    %g = gpu.global_id x
    %b = gpu.block_id x
    %n = gpu.block_dim x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %x = memref.load %in[%g] : memref<?xi32>
    memref.store %x, %shared[%t] : memref<16xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %half = arith.shrsi %n, %c1 : index
    cf.br ^loop(%half : index)
  ^loop(%s: index):
    %more = arith.cmpi ugt, %s, %c0 : index
    cf.cond_br %more, ^step, ^done
  ^step:
    %active = arith.cmpi ult, %t, %s : index
    cf.cond_br %active, ^add, ^sync
  ^add:
    %j = arith.addi %t, %s : index
    %a = memref.load %shared[%t] : memref<16xi32, #gpu.address_space<workgroup>>
    %o = memref.load %shared[%j] : memref<16xi32, #gpu.address_space<workgroup>>
    %sum = arith.addi %a, %o : i32
    memref.store %sum, %shared[%t] : memref<16xi32, #gpu.address_space<workgroup>>
    cf.br ^sync
  ^sync:
    gpu.barrier
    %s2 = arith.shrsi %s, %c1 : index
    cf.br ^loop(%s2 : index)
  ^done:
    %total = memref.load %shared[%c0] : memref<16xi32, #gpu.address_space<workgroup>>
    %first = arith.cmpi eq, %t, %c0 : index
    cf.cond_br %first, ^write, ^exit
  ^write:
    memref.store %total, %out[%b] : memref<?xi32>
    cf.br ^exit
  ^exit:
    gpu.return
  }
}
"""

# The tree reduction vectorized: a uniform cf loop with a barrier in every step, the
# active lanes of a step a mask.
REDUCE_VEC = """
gpu.module @m {
  gpu.func @reduce(%in: memref<?xi32>, %out: memref<?xi32>, %group_base: i32) workgroup(%shared : memref<16xi32, #gpu.address_space<workgroup>>) kernel {
      @PROLOGUE@
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %x = simd.gather %in[%gid] mask(%entry) : memref<?xi32>, vector<@W@xi32>
      simd.scatter %x, %shared[%t] mask(%entry) : memref<16xi32, #gpu.address_space<workgroup>>, vector<@W@xi32>
      gpu.barrier
      %half = arith.shrsi %n, %c1 : index
      cf.br ^loop(%half : index)
    ^loop(%s: index):
      %more = arith.cmpi ugt, %s, %c0 : index
      cf.cond_br %more, ^step, ^done
    ^step:
      %s32 = arith.index_cast %s : index to i32
      %sv = simd.s2vb %s32 : vector<@W@xi32>
      %active = simd.vcmp slt, %t, %sv : vector<@W@xi32>
      %j = simd.vadd %t, %sv mask(%active) : vector<@W@xi32>
      %a = simd.gather %shared[%t] mask(%active) : memref<16xi32, #gpu.address_space<workgroup>>, vector<@W@xi32>
      %o = simd.gather %shared[%j] mask(%active) : memref<16xi32, #gpu.address_space<workgroup>>, vector<@W@xi32>
      %sum = simd.vadd %a, %o mask(%active) : vector<@W@xi32>
      simd.scatter %sum, %shared[%t] mask(%active) : memref<16xi32, #gpu.address_space<workgroup>>, vector<@W@xi32>
      gpu.barrier
      %s2 = arith.shrsi %s, %c1 : index
      cf.br ^loop(%s2 : index)
    ^done:
      %total = memref.load %shared[%c0] : memref<16xi32, #gpu.address_space<workgroup>>
      %z = arith.constant 0 : i32
      %zv = simd.s2vb %z : vector<@W@xi32>
      %lead = simd.vcmp eq, %t, %zv : vector<@W@xi32>
      %tv = simd.s2vb %total : vector<@W@xi32>
      %bv = simd.s2vb %b32 : vector<@W@xi32>
      simd.scatter %tv, %out[%bv] mask(%lead) : memref<?xi32>, vector<@W@xi32>
      gpu.return
  }
}
"""

# Workgroup memory as an argument (one copy per block from --args), a 2-D block, and
# per-thread results: each thread adds its input to a per-block counter with an atomic-
# free scheme (thread t writes slot t), then, after the barrier, returns the block's
# slot sum and its own value doubled; the counter copy is printed per block.
SLOTS_KERNEL = """
func.func @slots(%in: memref<?xi32>, %acc: memref<16xi32, #gpu.address_space<workgroup>>, %k: i32, %d: i32 {simd.divergent}) -> (i32, i32) {
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y
  %nx = gpu.block_dim x
  %row = arith.muli %ty, %nx : index
  %t = arith.addi %row, %tx : index
  %gid = simd.thread_id : i32
  %gi = arith.index_cast %gid : i32 to index
  %x = memref.load %in[%gi] : memref<?xi32>
  %xk = arith.addi %x, %k : i32
  memref.store %xk, %acc[%t] : memref<16xi32, #gpu.address_space<workgroup>>
  gpu.barrier
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ny = gpu.block_dim y
  %n = arith.muli %nx, %ny : index
  %zero = arith.constant 0 : i32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%s = %zero) -> (i32) {
    %v = memref.load %acc[%i] : memref<16xi32, #gpu.address_space<workgroup>>
    %s2 = arith.addi %s, %v : i32
    scf.yield %s2 : i32
  }
  %dd = arith.addi %d, %d : i32
  func.return %sum, %dd : i32, i32
}
"""

SLOTS_VEC = """
func.func @slots(%in: memref<?xi32>, %acc: memref<16xi32, #gpu.address_space<workgroup>>, %k: i32, %d: vector<@W@xi32>, %group_base: i32) -> (i32, vector<@W@xi32>) {
  @PROLOGUE@
  %x = simd.gather %in[%gid] mask(%entry) : memref<?xi32>, vector<@W@xi32>
  %kv = simd.s2vb %k : vector<@W@xi32>
  %xk = simd.vadd %x, %kv mask(%entry) : vector<@W@xi32>
  simd.scatter %xk, %acc[%t] mask(%entry) : memref<16xi32, #gpu.address_space<workgroup>>, vector<@W@xi32>
  gpu.barrier
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%s = %zero) -> (i32) {
    %v = memref.load %acc[%i] : memref<16xi32, #gpu.address_space<workgroup>>
    %s2 = arith.addi %s, %v : i32
    scf.yield %s2 : i32
  }
  %dd = simd.vadd %d, %d mask(%entry) : vector<@W@xi32>
  func.return %sum, %dd : i32, vector<@W@xi32>
}
"""

Launch3 = tuple[int, int, int]
HANDWRITTEN: dict[str, tuple[str, str, list[tuple[Launch3, Launch3]]]] = {
    "reduce": (REDUCE_KERNEL, REDUCE_VEC, [((2, 1, 1), (8, 1, 1)), ((3, 1, 1), (6, 1, 1)), ((1, 1, 1), (16, 1, 1))]),
    "slots": (SLOTS_KERNEL, SLOTS_VEC, [((2, 1, 1), (8, 2, 1)), ((2, 1, 1), (3, 1, 1)), ((3, 1, 1), (5, 1, 1))]),
}


def _args(name: str, grid: Launch3, block: Launch3) -> list[Any]:
    n = grid[0] * grid[1] * grid[2] * block[0] * block[1] * block[2]
    data = [(7 * i + 3) % 23 - 5 for i in range(n)]
    if name == "reduce":
        return [data, [0] * grid[0]]
    return [data, [1] * 16, 100, [i * i - 4 for i in range(n)]]


def _vectorized(template: str, width: int) -> str:
    consts = "\n      ".join(f"%l{i} = arith.constant {i} : i32" for i in range(width))
    names = ", ".join(f"%l{i}" for i in range(width))
    prologue = PROLOGUE.replace("@CONSTS@", consts).replace("@LANES@", names)
    return template.replace("@PROLOGUE@", prologue).replace("@W@", str(width))


def _entry(module: builtin.ModuleOp) -> Any:
    from simdopt.dialects import gpu

    return next(o for o in module.walk() if isinstance(o, (func.FuncOp, gpu.FuncOp)))


@pytest.mark.parametrize("stage", ["simd", "exec", "per-op"])
@pytest.mark.parametrize("width", [2, 4, 8])
@pytest.mark.parametrize("name", sorted(HANDWRITTEN))
def test_handwritten_vectorized_program_matches_its_kernel(name: str, width: int, stage: str) -> None:
    kernel_text, template, launches = HANDWRITTEN[name]
    ctx = make_context()
    kernel = parse_module(ctx, SourceMap("kernel.mlir", kernel_text))
    vec = parse_module(ctx, SourceMap("vec.mlir", _vectorized(template, width)))
    if stage != "simd":
        _pipeline(ctx, f"convert-simd-to-lockstep{{mask-style={stage}}}").apply(ctx, vec)
    for grid, block in launches:
        args = _args(name, grid, block)
        ref = run_spmd(kernel, _entry(kernel), copy.deepcopy(args), grid=grid, block=block, width=width)
        out = run_vectorized_launch(vec, _entry(vec), copy.deepcopy(args), threads=None, grid=grid, block=block, width=width)
        assert out["results"] == ref["results"], (grid, block)
        assert out["memrefs"] == ref["memrefs"], (grid, block)
        for key in ("threads", "groups", "blocks", "barrier_instances"):
            assert out["stats"][key] == ref["stats"][key], key
