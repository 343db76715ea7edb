"""`--engine jit`'s lockstep-memory mode: an SPMD launch whose conflict check fires (two
lanes of a subgroup on one address, one writing, where lane order could matter) runs
again natively with its lanes stopping at every shared access the kernel may write, so
that each converged instance of an access is performed by its lanes together, in lane
order - the SPMD executor's lockstep memory - instead of on the interpreter.

Every launch here runs with the interpreter forbidden (`native_only`) and its `--json`
text is the interpreter's byte for byte: cuda/cas_float_add (a compare-and-swap retry
loop on float bins, the launch of issue 23's last row) in its OpenCL and CUDA spellings, and
kernels racing on shared memory in cf and scf loops with per-lane trip counts,
divergent branches, early returns, used atomic results, cross-lane ops, barriers with
workgroup memory and private arrays, at W = 1..32 with a short last subgroup.  The mode
forced on every corpus kernel (the conflict check not needed) gives the interpreter's
output too."""

from __future__ import annotations

import copy
import functools
import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import IntegerType, MemRefType, ModuleOp

import simdopt.interpreters.jit as jit_package
import simdopt.interpreters.jit.spmd as jit_spmd
from simdopt.benchmarks.engine_campaign import corpus, corpus_program
from simdopt.tools.frontend import SourceMap, make_context, parse_module

WIDTHS = [1, 2, 4, 8, 16, 32]

CAS_NAMES = ["cas_float_add", "cuda/cas_float_add"]


def _cas_args(module: ModuleOp, n: int, bins: int, seed: int) -> list[Any]:
    """n threads adding floats (of several magnitudes: the order of the adds shows in
    the bits) into `bins` bins (of floats, or of their bits: the CUDA spelling's)."""
    rng = random.Random(seed)
    fn = next(o for o in module.walk() if isinstance(o, func.FuncOp) and o.body.blocks)
    bins_type = fn.function_type.inputs.data[2]
    assert isinstance(bins_type, MemRefType)
    zero = 0 if isinstance(bins_type.get_element_type(), IntegerType) else 0.0
    keys = [rng.randrange(bins) for _ in range(n)]
    values = [rng.choice([1.0, -1.5, 0.1, 3e7, -2.25, 1e-3, 0.7]) for _ in range(n)]
    return [keys, values, [zero] * bins, n]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("name", CAS_NAMES)
def test_cas_float_add_runs_natively_in_lockstep_memory_order(name: str, width: int, native_only: None,
                                                             engine_run: Callable[..., str]):  # fmt: skip
    """The lanes of a subgroup retry a compare-and-swap on one bin: natively, in the
    interpreter's order of the float adds (thread order gives other bits)."""
    module = corpus_program(name).module()
    for n, bins, block in ((11, 4, 4), (3 * width + 5, 3, width + width // 2 + 1), (40, 1, 2 * width)):
        args = _cas_args(module, n, bins, n + width)
        launch: dict[str, Any] = {"grid": ((n + block - 1) // block, 1, 1), "block": (block, 1, 1)}
        interp = engine_run(module, args, "interp", width, **launch)
        assert not interp.startswith("error"), interp
        assert engine_run(module, args, "jit", width, **launch) == interp
        want = {"why": "", "by": ""} if width == 1 else {"why": "conflict", "by": "jit"}
        assert dict(jit_spmd.FALLBACK) == want


KERNELS = {
    # every lane adds its id to m[0] in a loop of a per-lane trip count (cf): lost
    # updates in lockstep, a different sum in thread order
    "cf_loop": """
func.func @k(%a : memref<?xi32>, %m : memref<?xi32>, %n : i32) -> i32 {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %z = arith.constant 0 : index
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %x = memref.load %a[%i] : memref<?xi32>
  %t0 = arith.remui %x, %c3 : i32
  %trips = arith.addi %t0, %c1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%k : i32, %acc : i32):
  %more = arith.cmpi slt, %k, %trips : i32
  cf.cond_br %more, ^body, ^done
^body:
  %v = memref.load %m[%z] : memref<?xi32>
  %w = arith.addi %v, %tid : i32
  memref.store %w, %m[%z] : memref<?xi32>
  %acc2 = arith.addi %acc, %v : i32
  %k2 = arith.addi %k, %c1 : i32
  cf.br ^head(%k2, %acc2 : i32, i32)
^done:
  func.return %acc : i32
}
""",
    # scf.for with a per-lane bound; a divergent scf.if writing one of two cells; lanes
    # with an odd value return early through cf
    "scf": """
func.func @k(%a : memref<?xi32>, %m : memref<?xi32>, %n : i32) -> i32 {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %z = arith.constant 0 : index
  %one = arith.constant 1 : index
  %x = memref.load %a[%i] : memref<?xi32>
  %b0 = arith.remui %x, %c4 : i32
  %b = arith.index_cast %b0 : i32 to index
  %r = scf.for %j = %z to %b step %one iter_args(%s = %c0) -> (i32) {
    %odd0 = arith.andi %x, %c1 : i32
    %odd = arith.cmpi ne, %odd0, %c0 : i32
    %cell = arith.select %odd, %one, %z : index
    %v = memref.load %m[%cell] : memref<?xi32>
    %p = arith.cmpi sgt, %v, %x : i32
    %nv = scf.if %p -> (i32) {
      %d = arith.subi %v, %x : i32
      memref.store %d, %m[%cell] : memref<?xi32>
      scf.yield %d : i32
    } else {
      %e = arith.addi %v, %tid : i32
      memref.store %e, %m[%z] : memref<?xi32>
      scf.yield %e : i32
    }
    %s2 = arith.addi %s, %nv : i32
    scf.yield %s2 : i32
  }
  %odd1 = arith.andi %x, %c1 : i32
  %early = arith.cmpi ne, %odd1, %c0 : i32
  cf.cond_br %early, ^out(%r : i32), ^last
^last:
  %v2 = memref.load %m[%one] : memref<?xi32>
  %w2 = arith.addi %v2, %r : i32
  memref.store %w2, %m[%one] : memref<?xi32>
  cf.br ^out(%w2 : i32)
^out(%res : i32):
  func.return %res : i32
}
""",
    # atomics whose old values are used, an integer cmpxchg retry loop (a max), and a
    # readfirstlane between them (convergent instances counted as before)
    "atomics": """
func.func @k(%a : memref<?xi32>, %m : memref<?xi32>, %n : i32) -> (i32, i32, i32) {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %z = arith.constant 0 : index
  %one = arith.constant 1 : index
  %x = memref.load %a[%i] : memref<?xi32>
  %old = "memref.atomic_rmw"(%x, %m, %z) <{kind = 1 : i64}> : (i32, memref<?xi32>, index) -> i32
  %f = simd.readfirstlane %old : i32
  %start = memref.load %m[%one] : memref<?xi32>
  cf.br ^try(%start : i32)
^try(%seen : i32):
  %big = arith.maxsi %seen, %x : i32
  %got = simd.cmpxchg %seen, %big, %m[%one] : memref<?xi32>, i32
  %ok = arith.cmpi eq, %got, %seen : i32
  cf.cond_br %ok, ^done, ^try(%got : i32)
^done:
  func.return %old, %f, %got : i32, i32, i32
}
""",
    # several subgroups per block racing on workgroup memory between barriers, with a
    # private array the lanes write (no stop there)
    "barrier": """
gpu.module @g {
  gpu.func @k(%a : memref<?xi32>, %m : memref<?xi32>, %n : i32)
      workgroup(%w : memref<4xi32, #gpu.address_space<workgroup>>)
      private(%p : memref<2xi32, #gpu.address_space<private>>) kernel {
    %tid = simd.thread_id : i32
    %i = arith.index_cast %tid : i32 to index
    %c3 = arith.constant 3 : i32
    %z = arith.constant 0 : index
    %one = arith.constant 1 : index
    %x = memref.load %a[%i] : memref<?xi32>
    memref.store %x, %p[%z] : memref<2xi32, #gpu.address_space<private>>
    %c0 = arith.remui %x, %c3 : i32
    %cell = arith.index_cast %c0 : i32 to index
    %v = memref.load %w[%cell] : memref<4xi32, #gpu.address_space<workgroup>>
    %s = arith.addi %v, %x : i32
    memref.store %s, %w[%cell] : memref<4xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %q = memref.load %p[%z] : memref<2xi32, #gpu.address_space<private>>
    %u = memref.load %w[%cell] : memref<4xi32, #gpu.address_space<workgroup>>
    %g = memref.load %m[%z] : memref<?xi32>
    %h = arith.addi %g, %u : i32
    %h2 = arith.addi %h, %q : i32
    memref.store %h2, %m[%z] : memref<?xi32>
    gpu.barrier
    %last = memref.load %w[%one] : memref<4xi32, #gpu.address_space<workgroup>>
    memref.store %last, %m[%one] : memref<?xi32>
    gpu.return
  }
}
""",
}


def _args(n: int, seed: int) -> list[Any]:
    rng = random.Random(seed)
    return [[rng.choice([rng.randint(-9, 30), rng.randint(-(2**20), 2**20)]) for _ in range(n)], [0, 5, 0, 0], n]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("kernel", KERNELS)
def test_racing_kernels_same_json_natively(kernel: str, width: int, native_only: None, engine_run: Callable[..., str]):
    module = parse_module(make_context(), SourceMap("t.mlir", KERNELS[kernel]))
    block = min(64, width + width // 2 + 1)  # a short last subgroup
    conflicts = 0
    for seed in (1, 2):
        args = _args(2 * block, seed + width)
        launch: dict[str, Any] = {"grid": (2, 1, 1), "block": (block, 1, 1)}
        interp = engine_run(module, args, "interp", width, **launch)
        assert not interp.startswith("error"), interp
        assert engine_run(module, args, "jit", width, **launch) == interp
        assert jit_spmd.FALLBACK["by"] in ("", "jit")
        conflicts += jit_spmd.FALLBACK["by"] == "jit"
    assert conflicts == (0 if width == 1 else 2)  # (W=1: no two lanes share a subgroup)


OOB = """
func.func @k(%m : memref<?xi32>) {
  %tid = simd.thread_id : i32
  %z = arith.constant 0 : index
  %c2 = arith.constant 2 : i32
  %v = memref.load %m[%z] : memref<?xi32>
  %w = arith.addi %v, %tid : i32
  memref.store %w, %m[%z] : memref<?xi32>
  %u = memref.load %m[%z] : memref<?xi32>
  %j0 = arith.remui %u, %c2 : i32
  %j1 = arith.muli %j0, %c2 : i32
  %j = arith.index_cast %j1 : i32 to index
  memref.store %tid, %m[%j] : memref<?xi32>
  func.return
}
"""


def test_a_fault_after_a_conflict_is_the_interpreters(native_only: None, engine_run: Callable[..., str]):
    """The lanes race on m[0], then store at an index the race decides (out of bounds
    for some): the same located fault, from the native run in lockstep-memory mode."""
    module = parse_module(make_context(), SourceMap("t.mlir", OOB))
    interp = engine_run(module, [[0, 0]], "interp", 4, threads=8)
    assert interp.startswith("error: 'memref.store' out-of-bounds access at index [2] (shape [2]) (thread 0,"), interp
    assert engine_run(module, [[0, 0]], "jit", 4, threads=8) == interp
    assert jit_spmd.FALLBACK == {"why": "conflict", "by": "jit"}


@pytest.mark.parametrize("name", sorted(corpus()))
def test_forced_lockstep_memory_is_the_interpreters_on_every_corpus_kernel(name: str, native_only: None,
                                                                         engine_run: Callable[..., str],
                                                                         monkeypatch: pytest.MonkeyPatch):  # fmt: skip
    """The mode on from the start (no conflict check needed): the corpus launches'
    outputs, stats included, are the interpreter's."""
    monkeypatch.setattr(jit_package, "run_spmd_jit", functools.partial(jit_spmd.run_spmd_jit, lockstep_memory=True))
    prog = corpus_program(name)
    module = prog.module()
    launch: dict[str, Any] = {"grid": prog.grid, "block": prog.block}
    interp = engine_run(module, copy.deepcopy(prog.args), "interp", 4, **launch)
    assert engine_run(module, copy.deepcopy(prog.args), "jit", 4, **launch) == interp
    assert jit_spmd.FALLBACK["by"] == ""
    if not interp.startswith("error"):
        json.loads(interp)
