"""`--engine jit` on SPMD kernels with `gpu.barrier` (and convergent ops) inside scf
regions: a lane resumes inside `scf.for` / `scf.while` / `scf.if`, its loop counters,
carried values and live values back from its state.  Each launch runs natively (the
interpreter fallback disabled) and its `--json` text is the interpreter's byte for
byte; a barrier only some threads reach (divergent trip counts, a divergent `scf.if`)
is the interpreter's located fault."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

import simdopt.interpreters.jit.spmd as jit_spmd
from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.runner import run_program
from simdopt.tools.frontend import SourceMap, make_context, parse_module

KERNELS = """
gpu.module @m {
  // neighbours exchange through workgroup memory each round, carried sum
  gpu.func @rounds(%a : memref<?xi32>, %n : index) workgroup(%tile : memref<16xi32, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %t = gpu.thread_id x
    %bs = gpu.block_dim x
    %b = gpu.block_id x
    %g0 = arith.muli %b, %bs : index
    %g = arith.addi %g0, %t : index
    %z = arith.constant 0 : i32
    %v0 = memref.load %a[%g] : memref<?xi32>
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z, %v = %v0) -> (i32, i32) {
      memref.store %v, %tile[%t] : memref<16xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %t1 = arith.addi %t, %c1 : index
      %w = arith.remui %t1, %bs : index
      %u = memref.load %tile[%w] : memref<16xi32, #gpu.address_space<workgroup>>
      %x = arith.index_cast %i : index to i32
      %s = arith.addi %u, %x : i32
      gpu.barrier
      %acc1 = arith.addi %acc, %s : i32
      scf.yield %acc1, %s : i32, i32
    }
    %o = arith.addi %r#0, %r#1 : i32
    memref.store %o, %a[%g] : memref<?xi32>
    gpu.return
  }

  // scf.while with a barrier in both regions, an scf.if on a uniform condition holding
  // one, and an inner scf.for (i32 bounds) with a barrier inside the outer loop
  gpu.func @nest(%a : memref<?xi32>, %n : i32) workgroup(%tile : memref<16xi32, #gpu.address_space<workgroup>>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %i0 = arith.constant 0 : i32
    %i1 = arith.constant 1 : i32
    %i2 = arith.constant 2 : i32
    %i3 = arith.constant 3 : i32
    %t = gpu.thread_id x
    %bs = gpu.block_dim x
    %b = gpu.block_id x
    %g0 = arith.muli %b, %bs : index
    %g = arith.addi %g0, %t : index
    %ti = arith.index_cast %t : index to i32
    %a0 = memref.load %a[%g] : memref<?xi32>
    %init = arith.addi %a0, %ti : i32
    %r:2 = scf.while (%k = %i0, %acc = %init) : (i32, i32) -> (i32, i32) {
      memref.store %acc, %tile[%t] : memref<16xi32, #gpu.address_space<workgroup>>
      gpu.barrier
      %go = arith.cmpi slt, %k, %n : i32
      scf.condition(%go) %k, %acc : i32, i32
    } do {
    ^bb0(%k2: i32, %acc2: i32):
      %t1 = arith.addi %t, %c1 : index
      %w = arith.remui %t1, %bs : index
      %u = memref.load %tile[%w] : memref<16xi32, #gpu.address_space<workgroup>>
      %odd = arith.andi %k2, %i1 : i32
      %isodd = arith.cmpi ne, %odd, %i0 : i32
      %m = scf.if %isodd -> (i32) {
        gpu.barrier
        %m1 = arith.muli %u, %i3 : i32
        scf.yield %m1 : i32
      } else {
        scf.yield %u : i32
      }
      %in = scf.for %j = %i0 to %k2 step %i1 iter_args(%s = %m) -> (i32) : i32 {
        gpu.barrier
        %s1 = arith.addi %s, %j : i32
        %s2 = arith.xori %s1, %ti : i32
        scf.yield %s2 : i32
      }
      gpu.barrier
      %acc3 = arith.addi %acc2, %in : i32
      %k3 = arith.addi %k2, %i1 : i32
      scf.yield %k3, %acc3 : i32, i32
    }
    %o = arith.muli %r#1, %i2 : i32
    memref.store %o, %a[%g] : memref<?xi32>
    gpu.return
  }

  // a cross-lane op and a branch inside a loop with a barrier (records keyed by the
  // loop's iteration, the shuffle's operand and the carried value across the stops)
  gpu.func @shuffles(%a : memref<?xi32>, %n : index) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %i1 = arith.constant 1 : i32
    %i0 = arith.constant 0 : i32
    %t = gpu.thread_id x
    %bs = gpu.block_dim x
    %b = gpu.block_id x
    %g0 = arith.muli %b, %bs : index
    %g = arith.addi %g0, %t : index
    %v0 = memref.load %a[%g] : memref<?xi32>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%v = %v0) -> (i32) {
      %s = simd.shuffle xor %v, %i1 : i32
      %p = arith.cmpi sgt, %s, %v : i32
      %d = scf.if %p -> (i32) {
        %d1 = arith.subi %s, %v : i32
        scf.yield %d1 : i32
      } else {
        scf.yield %i0 : i32
      }
      gpu.barrier
      %v1 = arith.addi %v, %d : i32
      scf.yield %v1 : i32
    }
    gpu.barrier
    memref.store %r, %a[%g] : memref<?xi32>
    gpu.return
  }

  // divergent: thread t runs t % 3 rounds of a loop with a barrier in it
  gpu.func @uneven(%a : memref<?xi32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    %t = gpu.thread_id x
    %n = arith.remui %t, %c3 : index
    scf.for %i = %c0 to %n step %c1 {
      gpu.barrier
    }
    gpu.return
  }

  // divergent: a barrier in an scf.if only some threads take
  gpu.func @some(%a : memref<?xi32>) kernel {
    %c2 = arith.constant 2 : index
    %t = gpu.thread_id x
    %p = arith.cmpi ult, %t, %c2 : index
    scf.if %p {
      gpu.barrier
    }
    gpu.return
  }
}
"""


def _module() -> Any:
    return parse_module(make_context(), SourceMap("t.mlir", KERNELS))


def _data(n: int) -> list[int]:
    return [(7 * k + 3) % 23 - 5 for k in range(n)]


LAUNCHES = [(4, 1, 8), (4, 3, 8), (4, 2, 6), (1, 2, 5), (8, 2, 16), (32, 2, 16)]
"""(width, blocks, block size): several subgroups a block, a short last subgroup, W=1."""


@pytest.mark.parametrize(("width", "blocks", "block"), LAUNCHES)
@pytest.mark.parametrize(("kernel", "n"), [("rounds", 3), ("rounds", 0), ("nest", 4), ("shuffles", 3)])
def test_barriers_in_scf_regions_natively(kernel: str, n: int, width: int, blocks: int, block: int, native_only: None,
                                          engine_run: Callable[..., str]):  # fmt: skip
    module = _module()
    args = [_data(blocks * block), n]
    launch: dict[str, Any] = {"grid": (blocks, 1, 1), "block": (block, 1, 1)}
    interp = engine_run(module, args, "interp", width, kernel, **launch)
    assert interp.startswith('{"results"'), interp
    assert engine_run(module, args, "jit", width, kernel, **launch) == interp
    assert jit_spmd.FALLBACK["why"] == ""


@pytest.mark.parametrize("kernel", ["uneven", "some"])
@pytest.mark.parametrize("width", [1, 4])
def test_barrier_only_some_threads_reach_is_the_interpreters_fault(kernel: str, width: int, engine_run: Callable[..., str]):
    module = _module()
    launch: dict[str, Any] = {"grid": (1, 1, 1), "block": (8, 1, 1)}
    interp = engine_run(module, [_data(8)], "interp", width, kernel, **launch)
    assert interp.startswith("error: 'gpu.barrier' reached by only some threads"), interp
    assert engine_run(module, [_data(8)], "jit", width, kernel, **launch) == interp
    assert jit_spmd.FALLBACK["why"] == "barrier"


@pytest.mark.parametrize("max_steps", range(16, 82, 6))
def test_step_limit_inside_a_loop_with_barriers(max_steps: int, native_only: None):
    """The step limit met after a lane resumed inside a loop (a thread runs 61 ops):
    the same op, the same message."""
    seen: list[tuple[str, str | None]] = []
    for engine in ("interp", "jit"):
        module = _module()
        fn = next(o for o in module.walk() if getattr(o, "sym_name", None) is not None and o.sym_name.data == "nest")  # pyright: ignore
        with pytest.raises(RuntimeFault) as e:
            run_program(module, fn, copy.deepcopy([_data(8), 3]), grid=(1, 1, 1), block=(8, 1, 1), width=4,
                        max_steps=max_steps, time_limit=None, engine=engine)  # fmt: skip
        op = e.value.op
        seen.append((e.value.message, None if op is None else f"{op.name}@{list(fn.walk()).index(op)}"))
    assert seen[0] == seen[1]


SCF_RACE = """
func.func @main(%m : memref<?xi32>, %racy : i32) -> i32 {
  %tid = simd.thread_id : i32
  %z = arith.constant 0 : index
  %one = arith.constant 1 : i32
  %t = arith.constant true
  gpu.barrier
  %v = scf.if %t -> (i32) {
    %x = memref.load %m[%z] : memref<?xi32>
    scf.yield %x : i32
  } else {
    scf.yield %one : i32
  }
  %lane0 = arith.cmpi eq, %tid, %racy : i32
  scf.if %lane0 {
    %w = arith.addi %v, %one : i32
    memref.store %w, %m[%z] : memref<?xi32>
  }
  gpu.barrier
  func.return %v : i32
}
"""


@pytest.mark.parametrize(("racy", "why"), [(0, "conflict"), (-1, "")])
def test_a_read_inside_an_scf_region_is_checked_in_a_barrier_region_that_writes(racy: int, why: str,
                                                                                engine_run: Callable[..., str]):  # fmt: skip
    """Thread `racy` writes, after an scf.if, the element every thread read inside it,
    between the same two barriers: the region of the scf.if's block is the region of
    its op, so the read is conflict-checked and the launch runs on the interpreter."""
    module = parse_module(make_context(), SourceMap("t.mlir", SCF_RACE))
    interp = engine_run(module, [[5], racy], "interp", 4, threads=8)
    assert engine_run(module, [[5], racy], "jit", 4, threads=8) == interp
    assert jit_spmd.FALLBACK["why"] == why
