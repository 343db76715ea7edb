"""`--engine jit` on SPMD kernels whose cross-lane ops (`simd.shuffle`, `simd.vote`,
`simd.active_mask`, `simd.group_scan`, `simd.group_reduce`, `simd.readfirstlane`) only
part of a subgroup reaches: inside a divergent `cf` branch, `scf.if`, an `scf.for` /
`scf.while` / `cf` loop whose trip count differs per lane, lanes returning early, and
next to `gpu.barrier` with several subgroups per block.  The native run forms the SPMD
executor's converged instances (the lanes at the smallest dynamic position) and its
`--json` text is the interpreter's byte for byte with the fallback forbidden, at
W = 1..32 and with a short last subgroup.  The kernels read no lane outside an
instance (that is poison, which the interpreter tracks: the last test)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

import simdopt.interpreters.jit.spmd as jit_spmd
from simdopt.tools.frontend import SourceMap, make_context, parse_module

PRELUDE = """
  %tid = simd.thread_id : i32
  %lane = simd.lane_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c7 = arith.constant 7 : i32
  %cm2 = arith.constant -2 : i32
  %i = arith.index_cast %tid : i32 to index
  %x = memref.load %a[%i] : memref<?xi32>
  %odd0 = arith.andi %x, %c1 : i32
  %oddp = arith.cmpi ne, %odd0, %c0 : i32"""

KERNELS = {
    # a divergent cf branch: both arms hold cross-lane ops, the join a full instance;
    # the xor partner is in the same pair, which takes one arm (pairs past the block
    # take the else arm, which reads only the instance's first lane)
    "cf_if": f"""
func.func @k(%a : memref<?xi32>, %o : memref<?xi32>, %n : i32) {{{PRELUDE}
  %lti = gpu.thread_id x
  %bsi = gpu.block_dim x
  %lt = arith.index_cast %lti : index to i32
  %bs = arith.index_cast %bsi : index to i32
  %lpb = arith.andi %lt, %cm2 : i32
  %gb = arith.subi %tid, %lt : i32
  %pb = arith.addi %gb, %lpb : i32
  %pi = arith.index_cast %pb : i32 to index
  %xp = memref.load %a[%pi] : memref<?xi32>
  %hi = arith.ori %lt, %c1 : i32
  %inb = arith.cmpi slt, %hi, %bs : i32
  %pos = arith.cmpi sgt, %xp, %c0 : i32
  %p = arith.andi %inb, %pos : i1
  cf.cond_br %p, ^then, ^else
^then:
  %s = simd.shuffle xor %x, %c1 : i32
  %r = simd.group_reduce add, %x : i32
  %sc = simd.group_scan exclusive add, %x : i32
  %b = simd.vote ballot %oddp : i32
  %am = simd.active_mask : i32
  %f = simd.readfirstlane %x : i32
  %va = simd.vote all %oddp : i1
  %vaw = arith.extui %va : i1 to i32
  %t0 = arith.addi %s, %r : i32
  %t1 = arith.addi %t0, %sc : i32
  %t2 = arith.xori %t1, %b : i32
  %t3 = arith.addi %t2, %am : i32
  %t4 = arith.muli %t3, %f : i32
  %t5 = arith.addi %t4, %vaw : i32
  cf.br ^join(%t5 : i32)
^else:
  %r2 = simd.group_reduce max, %x : i32
  %am2 = simd.active_mask : i32
  %lb = simd.lanes_below %am2 : i32
  %first = simd.readfirstlane %lane : i32
  %s2 = simd.shuffle idx %x, %first : i32
  %vu = simd.vote uni %oddp : i1
  %vuw = arith.extui %vu : i1 to i32
  %u0 = arith.addi %r2, %lb : i32
  %u1 = arith.xori %u0, %s2 : i32
  %u2 = arith.addi %u1, %vuw : i32
  %u3 = arith.addi %u2, %am2 : i32
  cf.br ^join(%u3 : i32)
^join(%t : i32):
  %all = simd.group_reduce add, %t : i32
  %out = arith.addi %all, %t : i32
  memref.store %out, %o[%i] : memref<?xi32>
  func.return
}}""",
    # scf.for whose trip count is the lane's: each iteration an instance of the lanes
    # still in the loop; after it, every lane
    "scf_for": f"""
func.func @k(%a : memref<?xi32>, %o : memref<?xi32>, %n : i32) {{{PRELUDE}
  %z = arith.constant 0 : index
  %one = arith.constant 1 : index
  %tr = arith.andi %x, %c3 : i32
  %trip = arith.index_cast %tr : i32 to index
  %acc = scf.for %j = %z to %trip step %one iter_args(%v = %x) -> (i32) {{
    %first = simd.readfirstlane %lane : i32
    %s = simd.shuffle idx %v, %first : i32
    %r = simd.group_reduce add, %v : i32
    %vo = arith.andi %v, %c1 : i32
    %vp = arith.cmpi ne, %vo, %c0 : i32
    %b = simd.vote ballot %vp : i32
    %sc = simd.group_scan inclusive max, %v : i32
    %w0 = arith.addi %v, %s : i32
    %w1 = arith.muli %r, %c3 : i32
    %w2 = arith.addi %w0, %w1 : i32
    %w3 = arith.xori %w2, %b : i32
    %w4 = arith.addi %w3, %sc : i32
    scf.yield %w4 : i32
  }}
  %after = simd.group_reduce xor, %acc : i32
  %out = arith.addi %after, %acc : i32
  memref.store %out, %o[%i] : memref<?xi32>
  func.return
}}""",
    # scf.while with the lane's count, an scf.if inside splitting the instance again
    "scf_while_if": f"""
func.func @k(%a : memref<?xi32>, %o : memref<?xi32>, %n : i32) {{{PRELUDE}
  %lim = arith.andi %x, %c7 : i32
  %r:2 = scf.while (%v = %x, %k = %c0) : (i32, i32) -> (i32, i32) {{
    %go = arith.cmpi slt, %k, %lim : i32
    scf.condition(%go) %v, %k : i32, i32
  }} do {{
  ^bb0(%v : i32, %k : i32):
    %vo = arith.andi %v, %c1 : i32
    %c = arith.cmpi ne, %vo, %c0 : i32
    %nv = scf.if %c -> (i32) {{
      %q = simd.group_reduce min, %v : i32
      %f = simd.readfirstlane %v : i32
      %y = arith.addi %q, %f : i32
      %y1 = arith.addi %y, %k : i32
      scf.yield %y1 : i32
    }} else {{
      %am = simd.active_mask : i32
      %vv = simd.vote any %c : i1
      %vw = arith.extui %vv : i1 to i32
      %y = arith.addi %v, %am : i32
      %y1 = arith.subi %y, %vw : i32
      scf.yield %y1 : i32
    }}
    %k1 = arith.addi %k, %c1 : i32
    scf.yield %nv, %k1 : i32, i32
  }}
  %tot = simd.group_reduce add, %r#0 : i32
  %out = arith.addi %tot, %r#1 : i32
  memref.store %out, %o[%i] : memref<?xi32>
  func.return
}}""",
    # a cf loop (a cycle: its header's count is in the position), lanes leaving it at
    # different iterations, then some returning before the last reduction
    "cf_loop_return": f"""
func.func @k(%a : memref<?xi32>, %o : memref<?xi32>, %n : i32) {{{PRELUDE}
  %lim = arith.andi %x, %c3 : i32
  cf.br ^h(%c0, %x : i32, i32)
^h(%k : i32, %v : i32):
  %go = arith.cmpi slt, %k, %lim : i32
  cf.cond_br %go, ^b, ^exit
^b:
  %r = simd.group_reduce add, %v : i32
  %f = simd.readfirstlane %v : i32
  %sc = simd.group_scan exclusive or, %v : i32
  %v0 = arith.xori %v, %r : i32
  %v1 = arith.addi %v0, %f : i32
  %v2 = arith.addi %v1, %sc : i32
  %k1 = arith.addi %k, %c1 : i32
  cf.br ^h(%k1, %v2 : i32, i32)
^exit:
  memref.store %v, %o[%i] : memref<?xi32>
  cf.cond_br %oddp, ^last, ^ret
^last:
  %e = simd.group_reduce add, %v : i32
  %b = simd.vote ballot %oddp : i32
  %e1 = arith.addi %e, %b : i32
  memref.store %e1, %o[%i] : memref<?xi32>
  func.return
^ret:
  func.return
}}""",
}

BARRIER = """
gpu.module @m {
  gpu.func @k(%a : memref<?xi32>, %o : memref<?xi32>, %n : i32) workgroup(%tile : memref<64xi32, #gpu.address_space<workgroup>>) kernel {
    %tid = simd.thread_id : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %t = gpu.thread_id x
    %bs = gpu.block_dim x
    %i = arith.index_cast %tid : i32 to index
    %x = memref.load %a[%i] : memref<?xi32>
    %xo = arith.andi %x, %c1 : i32
    %p = arith.cmpi ne, %xo, %c0 : i32
    %v = scf.if %p -> (i32) {
      %r = simd.group_reduce add, %x : i32
      scf.yield %r : i32
    } else {
      %f = simd.readfirstlane %x : i32
      scf.yield %f : i32
    }
    memref.store %v, %tile[%t] : memref<64xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %t1 = arith.addi %t, %bs : index
    %c1i = arith.constant 1 : index
    %t2 = arith.subi %t1, %c1i : index
    %w = arith.remui %t2, %bs : index
    %u = memref.load %tile[%w] : memref<64xi32, #gpu.address_space<workgroup>>
    %uo = arith.andi %u, %c3 : i32
    %q = arith.cmpi eq, %uo, %c0 : i32
    %y = scf.if %q -> (i32) {
      %m = simd.group_reduce max, %u : i32
      scf.yield %m : i32
    } else {
      %am = simd.active_mask : i32
      scf.yield %am : i32
    }
    %z = arith.addi %y, %u : i32
    memref.store %z, %o[%i] : memref<?xi32>
    gpu.return
  }
}
"""

WIDTHS = [1, 2, 4, 8, 16, 32]


def _block(width: int, kernel: str) -> int:
    """A block of one and a half subgroups plus one: a short last subgroup (and for
    `cf_if`, an odd thread count: a pair past the block)."""
    return min(64, width + width // 2 + 1) if kernel == "barrier" else width + width // 2 + 1


def _args(n: int, seed: int) -> list[Any]:
    rng = random.Random(seed)
    a = [rng.choice([rng.randint(-9, 30), rng.randint(-(2**31), 2**31 - 1)]) for _ in range(n)]
    return [a, [0] * n, n]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("kernel", [*KERNELS, "barrier"])
def test_partial_instances_same_json_natively(kernel: str, width: int, native_only: None, engine_run: Callable[..., str]):
    text = BARRIER if kernel == "barrier" else KERNELS[kernel]
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    block = _block(width, kernel)
    for seed in (1, 2):
        args = _args(2 * block, seed + width)
        launch: dict[str, Any] = {"grid": (2, 1, 1), "block": (block, 1, 1)}
        interp = engine_run(module, args, "interp", width, **launch)
        assert not interp.startswith("error"), interp
        jit = engine_run(module, args, "jit", width, **launch)
        assert jit == interp
        assert jit_spmd.FALLBACK["why"] == ""
        assert json.loads(jit)["stats"]["convergent_instances"] > 0


POISON = """
func.func @k(%a : memref<?xi32>) {
  %tid = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %i = arith.index_cast %tid : i32 to index
  %x = memref.load %a[%i] : memref<?xi32>
  %p = arith.cmpi sgt, %x, %c0 : i32
  cf.cond_br %p, ^then, ^join(%x : i32)
^then:
  %s = simd.shuffle xor %x, %c1 : i32
  %keep = arith.select %p, %x, %s : i32
  cf.br ^join(%keep : i32)
^join(%r : i32):
  memref.store %r, %a[%i] : memref<?xi32>
  func.return
}
"""


def test_a_read_outside_the_instance_is_the_interpreters(engine_run: Callable[..., str]):
    """Lane 0 reads lane 1, which took the other path: poison, which `arith.select`
    passes over without a fault; the launch runs on the interpreter."""
    module = parse_module(make_context(), SourceMap("t.mlir", POISON))
    data = [[3, -1, 4, 5]]
    interp = engine_run(module, data, "interp", 4, threads=4)
    jit = engine_run(module, data, "jit", 4, threads=4)
    assert jit == interp and not jit.startswith("error")
    assert jit_spmd.FALLBACK["why"] == "poison"


SAME_SITE = """
func.func @k(%m : memref<?xi32>) {
  %tid = simd.thread_id : i32
  %lane = simd.lane_id : i32
  %c0 = arith.constant 0 : i32
  %z = arith.constant 0 : index
  %p = arith.cmpi eq, %lane, %c0 : i32
  cf.cond_br %p, ^first, ^join
^first:
  %f = simd.readfirstlane %tid : i32
  cf.br ^join
^join:
  memref.store %tid, %m[%z] : memref<?xi32>
  func.return
}
"""


def test_one_store_instance_of_several_values_is_lane_order(native_only: None, engine_run: Callable[..., str]):
    """Every lane stores its id at m[0] by one plain store outside loops: one converged
    instance, lane order in lockstep and here (the last lane's id stays), natively."""
    module = parse_module(make_context(), SourceMap("t.mlir", SAME_SITE.replace("cf.cond_br %p, ^first, ^join", "cf.br ^join")))
    interp = engine_run(module, [[0]], "interp", 4, threads=7)
    assert engine_run(module, [[0]], "jit", 4, threads=7) == interp
    assert json.loads(interp)["memrefs"] == [[6]]


def test_one_store_instance_over_two_rounds_is_the_interpreters(engine_run: Callable[..., str]):
    """Lane 0 stops alone at a readfirstlane before the store, lanes 1-3 store in the
    round before it: in lockstep the four still store as one instance in lane order
    (lane 3's id stays), which the native rounds do not keep - a conflict, run again on
    the interpreter."""
    module = parse_module(make_context(), SourceMap("t.mlir", SAME_SITE))
    interp = engine_run(module, [[0]], "interp", 4, threads=4)
    assert engine_run(module, [[0]], "jit", 4, threads=4) == interp
    assert json.loads(interp)["memrefs"] == [[3]]
    assert jit_spmd.FALLBACK["why"] == "conflict"
