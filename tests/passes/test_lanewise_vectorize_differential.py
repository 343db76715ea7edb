"""Differential test of the lane-wise translations of `spmd-vectorize`
(`passes/spmd_vectorize/lanewise.py`): kernels using `math`, `memref.atomic_rmw`,
`simd.readfirstlane` and `simd.group_reduce` — in divergent branches, in uniform and
divergent loops, on uniform and divergent operands — run by the SPMD executor
(`--threads W --width W`) and vectorized at W = 2, 4, 8 in both modes, run by the SIMD
interpreter over a launch of W threads (`run_vectorized_launch`); then after `divergence-scalarize,canonicalize,cse,dce`;
then lowered in both mask styles (also after `insert-uniformity-checks`, with and
without its all-active fast path) and run on the lockstep machine.  Every stage gives
the same per-thread results and the same final memory (NaN compared as NaN).

The random `cf` kernels of `tools/kernel_gen.py` that use readfirstlane/group_reduce
(in divergent branches, loops with several exits, irreducible cycles) go the same way
after `lift-cf-to-scf`, over 8 threads run subgroup by subgroup (memory compared; the
kernels that race on %m are left out).
"""

from __future__ import annotations

import copy
import math
import re
from typing import Any

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import PassPipeline
from xdsl.transforms import get_all_passes as xdsl_passes

from simdopt.interpreters.launch import program_width, run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.passes import get_all_passes
from simdopt.passes.convert_simd_to_lockstep import ConvertSimdToLockstepPass
from simdopt.passes.insert_uniformity_checks import InsertUniformityChecksPass
from simdopt.passes.spmd_vectorize import SpmdVectorizePass
from simdopt.tools import kernel_gen
from simdopt.tools.frontend import SourceMap, make_context, parse_module, verify_module

SCALARIZE = "divergence-scalarize,canonicalize,cse,dce"

KERNELS: dict[str, tuple[str, list[Any]]] = {
    "math_in_divergent_branch": (
        # Odd threads: exp, fma, powf; even ones: a uniform sqrt (scalar in
        # mode=uniform, under a divergent mask), floor, copysign; everyone: sqrt of a
        # possibly negative value (NaN, stored), integer ctpop/absi/ctlz, a uniform log2.
        """
func.func @kernel(%h: f32, %f: memref<16xf32>, %out: memref<16xf32>) -> (f32, f32, i32, i32) {
  %t = simd.thread_id : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %ti = arith.index_cast %t : i32 to index
  %x = memref.load %f[%ti] : memref<16xf32>
  %a = math.absf %x : f32
  %s = math.sqrt %a : f32
  %odd = arith.andi %t, %c1 : i32
  %p = arith.cmpi eq, %odd, %c1 : i32
  %r = scf.if %p -> (f32) {
    %e = math.exp %x : f32
    %g = math.fma %e, %s, %h : f32
    %w = math.powf %a, %h : f32
    %y = arith.addf %g, %w : f32
    scf.yield %y : f32
  } else {
    %u = math.sqrt %h : f32
    %fl = math.floor %x : f32
    %cs = math.copysign %u, %fl : f32
    scf.yield %cs : f32
  }
  %nan = math.sqrt %x : f32
  memref.store %nan, %out[%ti] : memref<16xf32>
  %pc = math.ctpop %t : i32
  %n = arith.subi %c3, %t : i32
  %ab = math.absi %n : i32
  %lz = math.ctlz %ab : i32
  %z = arith.addi %pc, %lz : i32
  %uh = math.log2 %h : f32
  %uhs = arith.addf %uh, %r : f32
  func.return %r, %uhs, %z, %ab : f32, f32, i32, i32
}
""",
        [1.5, [-2.0, 0.25, 4.0, -0.5, 9.0, 1.0, 2.5, -3.0] * 2, [0.0] * 16],
    ),
    "atomics_uniform_divergent_and_in_loops": (
        # A uniform address and value under a divergent mask (adds the number of odd
        # threads), a max at a uniform address, tickets (each thread's old value is its
        # slot), a float add, a divergent loop adding each iteration's index, and
        # colliding divergent addresses (lane order decides the old values).
        """
func.func @kernel(%g: f32, %cnt: memref<8xi32>, %out: memref<16xi32>, %fs: memref<2xf32>) -> (i32, i32, f32, i32) {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %i3 = arith.constant 3 : index
  %odd = arith.andi %t, %c1 : i32
  %p = arith.cmpi eq, %odd, %c1 : i32
  %r = scf.if %p -> (i32) {
    %old = "memref.atomic_rmw"(%c1, %cnt, %i0) <{kind = 1 : i64}> : (i32, memref<8xi32>, index) -> i32
    scf.yield %old : i32
  } else {
    %m = "memref.atomic_rmw"(%t, %cnt, %i1) <{kind = 6 : i64}> : (i32, memref<8xi32>, index) -> i32
    scf.yield %m : i32
  }
  %tk = "memref.atomic_rmw"(%c1, %cnt, %i2) <{kind = 1 : i64}> : (i32, memref<8xi32>, index) -> i32
  %tki = arith.index_cast %tk : i32 to index
  memref.store %t, %out[%tki] : memref<16xi32>
  %fo = "memref.atomic_rmw"(%g, %fs, %i0) <{kind = 0 : i64}> : (f32, memref<2xf32>, index) -> f32
  %w = scf.while (%i = %c0) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %t : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%j: i32):
    %o = "memref.atomic_rmw"(%j, %cnt, %i3) <{kind = 1 : i64}> : (i32, memref<8xi32>, index) -> i32
    %j1 = arith.addi %j, %c1 : i32
    scf.yield %j1 : i32
  }
  %a = arith.andi %t, %c3 : i32
  %a4 = arith.addi %a, %c4 : i32
  %ai = arith.index_cast %a4 : i32 to index
  %x = "memref.atomic_rmw"(%t, %cnt, %ai) <{kind = 14 : i64}> : (i32, memref<8xi32>, index) -> i32
  %y = arith.addi %x, %w : i32
  func.return %r, %tk, %fo, %y : i32, i32, f32, i32
}
""",
        [0.75, [0, 0, 0, 0, 2, 0, 0, 0], [-1] * 16, [0.5, 0.0]],
    ),
    "readfirstlane_and_reduce_in_branches": (
        # In a divergent branch: the first active lane's value, sums and counts over the
        # active lanes, a float max; in the other arm a readfirstlane of a uniform value
        # and an or; everywhere: i1 reductions and a readfirstlane of an index value
        # used as a uniform loop bound.
        """
func.func @kernel(%n: i32, %k: i32, %v: memref<16xi32>, %fv: memref<16xf32>) -> (i32, i32, f32, i32, i32) {
  %t = simd.thread_id : i32
  %l = simd.lane_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %ti = arith.index_cast %t : i32 to index
  %x = memref.load %v[%ti] : memref<16xi32>
  %fx = memref.load %fv[%ti] : memref<16xf32>
  %p = arith.cmpi slt, %x, %n : i32
  %r:3 = scf.if %p -> (i32, i32, f32) {
    %u = simd.readfirstlane %x : i32
    %s = simd.group_reduce add, %x : i32
    %cnt = simd.group_reduce add, %c1 : i32
    %mx = simd.group_reduce max, %fx : f32
    %a = arith.addi %u, %cnt : i32
    scf.yield %a, %s, %mx : i32, i32, f32
  } else {
    %u2 = simd.readfirstlane %k : i32
    %o = simd.group_reduce or, %x : i32
    %fs = simd.group_reduce add, %fx : f32
    scf.yield %u2, %o, %fs : i32, i32, f32
  }
  %q = arith.cmpi sgt, %x, %k : i32
  %anyq = simd.group_reduce or, %q : i1
  %allq = simd.group_reduce and, %q : i1
  %sa = arith.select %anyq, %c1, %c0 : i32
  %sb = arith.select %allq, %c1, %c0 : i32
  %flags = arith.addi %sa, %sb : i32
  %lx = arith.index_cast %l : i32 to index
  %hi = arith.addi %lx, %i1 : index
  %ub = simd.readfirstlane %hi : index
  %sum = scf.for %i = %i0 to %ub step %i1 iter_args(%acc = %x) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %acc1 = arith.addi %acc, %ii : i32
    scf.yield %acc1 : i32
  }
  func.return %r#0, %r#1, %r#2, %flags, %sum : i32, i32, f32, i32, i32
}
""",
        [
            5,
            3,
            [7, 2, 4, 9, -1, 3, 12, 0, 5, 6, 1, 8, 2, 2, 3, 4],
            [0.5, -1.25, 3.0, 2.0, -4.5, 1.0, 0.25, 8.0] * 2,
        ],
    ),
    "reduce_and_math_in_loops": (
        # A uniform while driven by a group_reduce (runs while some lane still has
        # work), with a readfirstlane and math inside; a divergent while whose body
        # counts the lanes still looping, reads the first one's id and takes a
        # square root.
        """
func.func @kernel(%n: i32, %m: memref<16xf32>) -> (i32, i32, i32, f32) {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %f1 = arith.constant 1.0 : f32
  %r0 = arith.andi %t, %c3 : i32
  %w:2 = scf.while (%rem = %r0, %acc = %c0) : (i32, i32) -> (i32, i32) {
    %mx = simd.group_reduce max, %rem : i32
    %c = arith.cmpi sgt, %mx, %c0 : i32
    scf.condition(%c) %rem, %acc : i32, i32
  } do {
  ^bb0(%r: i32, %a: i32):
    %pos = arith.cmpi sgt, %r, %c0 : i32
    %r1 = scf.if %pos -> (i32) {
      %d = arith.subi %r, %c1 : i32
      scf.yield %d : i32
    } else {
      scf.yield %r : i32
    }
    %u = simd.readfirstlane %r1 : i32
    %pc = math.ctpop %r1 : i32
    %a1 = arith.addi %a, %u : i32
    %a2 = arith.addi %a1, %pc : i32
    scf.yield %r1, %a2 : i32, i32
  }
  %v:3 = scf.while (%i = %c0, %b = %c0, %f = %f1) : (i32, i32, f32) -> (i32, i32, f32) {
    %c = arith.cmpi slt, %i, %r0 : i32
    scf.condition(%c) %i, %b, %f : i32, i32, f32
  } do {
  ^bb0(%j: i32, %b2: i32, %f2: f32):
    %cnt = simd.group_reduce add, %c1 : i32
    %first = simd.readfirstlane %t : i32
    %b3 = arith.addi %b2, %cnt : i32
    %b4 = arith.addi %b3, %first : i32
    %ji = arith.index_cast %j : i32 to index
    %y = memref.load %m[%ji] : memref<16xf32>
    %sq = math.sqrt %y : f32
    %f3 = arith.addf %f2, %sq : f32
    %j1 = arith.addi %j, %c1 : i32
    scf.yield %j1, %b4, %f3 : i32, i32, f32
  }
  func.return %w#1, %v#0, %v#1, %v#2 : i32, i32, i32, f32
}
""",
        [2, [4.0, 2.0, 9.0, 0.5] * 4],
    ),
    "reduce_in_an_empty_arm_feeds_a_uniform_branch": (
        # The arm runs for threads >= 5 only: no lane at W = 2 and 4.  Its reduction is
        # uniform and decides a uniform branch inside the arm, which must not fault when
        # the arm is skipped (insert-uniformity-checks) or runs with no lane.
        """
func.func @kernel(%n: i32, %m: memref<16xi32>) -> i32 {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %p = arith.cmpi sge, %t, %c5 : i32
  %r = scf.if %p -> (i32) {
    %u = simd.group_reduce add, %t : i32
    %q = arith.cmpi sgt, %u, %n : i32
    %s = scf.if %q -> (i32) {
      %a = arith.addi %t, %u : i32
      scf.yield %a : i32
    } else {
      scf.yield %c1 : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %c0 : i32
  }
  func.return %r : i32
}
""",
        [3, [0] * 16],
    ),
}


# --------------------------------------------------------------------------- harness


def _parse(text: str) -> tuple[Any, ModuleOp]:
    ctx = make_context()
    return ctx, parse_module(ctx, SourceMap("k.mlir", text))


def _entry(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp))


def _same(x: Any) -> Any:
    """`x` with NaN as a string, so that equal runs compare equal."""
    if isinstance(x, list):
        return [_same(y) for y in x]  # pyright: ignore[reportUnknownVariableType]
    if isinstance(x, float) and math.isnan(x):
        return "nan"
    return x


def reference(text: str, args: list[Any], width: int) -> tuple[Any, Any]:
    """Per-thread results and memrefs of one subgroup of W threads."""
    _, module = _parse(text)
    out = run_spmd(module, _entry(module), copy.deepcopy(args), threads=width, width=width)
    return _same(out["results"]), _same(out["memrefs"])


def _vectorized(text: str, width: int, mode: str, pipeline: str = "") -> ModuleOp:
    """`text` vectorized; the passes of `pipeline` before `spmd-vectorize` (up to
    `lift-cf-to-scf`) and after it (the others)."""
    ctx, module = _parse(text)
    names = pipeline.split(",") if pipeline else []
    registry = {**xdsl_passes(), **get_all_passes()}
    before = names[: names.index("lift-cf-to-scf") + 1] if "lift-cf-to-scf" in names else []
    after = names[len(before) :]
    if before:
        PassPipeline(tuple(registry[n]()() for n in before)).apply(ctx, module)
    SpmdVectorizePass(width=width, mode=mode).apply(ctx, module)  # pyright: ignore[reportArgumentType]
    if after:
        PassPipeline(tuple(registry[n]()() for n in after)).apply(ctx, module)
    verify_module(module)
    return module


def _lowered(module: ModuleOp, style: str, checks: str = "") -> ModuleOp:
    """`module` lowered in `style`, after `insert-uniformity-checks{checks}` if given."""
    lowered = module.clone()
    if checks:
        InsertUniformityChecksPass(threshold=0, all_fast_path=checks == "fast").apply(make_context(), lowered)
    ConvertSimdToLockstepPass(mask_style=style).apply(make_context(), lowered)  # pyright: ignore[reportArgumentType]
    verify_module(lowered)
    return lowered


def _launch(module: ModuleOp, args: list[Any], threads: int) -> dict[str, Any]:
    """The vectorized (or lowered) program over one block of `threads` threads."""
    return run_vectorized_launch(
        module, _entry(module), copy.deepcopy(args), threads=threads, grid=None, block=None, width=None
    )


def _simd(module: ModuleOp, args: list[Any]) -> tuple[Any, Any]:
    out = _launch(module, args, _width(module))
    return _same(out["results"]), _same(out["memrefs"])


_lockstep = _simd  # a lowered program runs on the machine over the same launch


def _width(module: ModuleOp) -> int:
    w = program_width(_entry(module))
    assert w is not None
    return w


@pytest.mark.parametrize("mode", ["naive", "uniform"])
@pytest.mark.parametrize("width", [2, 4, 8])
@pytest.mark.parametrize("name", list(KERNELS))
def test_every_stage_computes_what_the_threads_compute(name: str, width: int, mode: str) -> None:
    text, args = KERNELS[name]
    expected = reference(text, args, width)
    plain = _vectorized(text, width, mode)
    assert _simd(plain, args) == expected, f"{name} W={width} {mode}"
    scalarized = _vectorized(text, width, mode, SCALARIZE)
    assert _simd(scalarized, args) == expected, f"{name} W={width} {mode} scalarized"
    for style in ("exec", "per-op"):
        for what, module in (("vectorized", plain), ("scalarized", scalarized)):
            got = _lockstep(_lowered(module, style), args)
            assert got == expected, f"{name} W={width} {mode} {what} lowered {style}"
        for checks in ("checks", "fast"):
            got = _lockstep(_lowered(scalarized, style, checks), args)
            assert got == expected, f"{name} W={width} {mode} scalarized {checks} {style}"


# --------------------------------------------------------------------------- random cf kernels

THREADS = 8


def _convergent(seed: int) -> bool:
    text = kernel_gen.random_kernel(seed)
    racy = re.search(r"memref\.store [^\n]*%m\[", text) is not None  # divergent paths race
    return not racy and ("simd.readfirstlane" in text or "simd.group_reduce" in text)


RANDOM_SEEDS = [s for s in range(60) if _convergent(s)][:8]


def _by_groups(module: ModuleOp, args: list[Any], width: int, machine: bool) -> Any:
    """Memory after running the program over a launch of `THREADS` threads (the SIMD
    program on the SIMD interpreter, a lowered one on the machine)."""
    return _launch(module, args, THREADS)["memrefs"]


def test_enough_random_kernels_use_convergent_ops() -> None:
    assert len(RANDOM_SEEDS) == 8


@pytest.mark.parametrize("mode", ["naive", "uniform"])
@pytest.mark.parametrize("width", [2, 4, 8])
@pytest.mark.parametrize("seed", RANDOM_SEEDS)
def test_random_cf_kernels_with_convergent_ops(seed: int, width: int, mode: str) -> None:
    text = kernel_gen.random_kernel(seed)
    args = kernel_gen.kernel_args(seed, THREADS)
    _, module = _parse(text)
    expected = run_spmd(module, _entry(module), copy.deepcopy(args), threads=THREADS, width=width)["memrefs"]
    lifted = "lift-cf-to-scf"
    plain = _vectorized(text, width, mode, lifted)
    assert _by_groups(plain, args, width, False) == expected, f"seed {seed} W={width} {mode}"
    scalarized = _vectorized(text, width, mode, f"{lifted},{SCALARIZE}")
    assert _by_groups(scalarized, args, width, False) == expected, "scalarized"
    for style in ("exec", "per-op"):
        got = _by_groups(_lowered(scalarized, style), args, width, True)
        assert got == expected, f"seed {seed} W={width} {mode} scalarized lowered {style}"
