"""`--engine jit` on what it used to refuse: memrefs of i1 (bytes 0 / -1, as the
interpreter's buffers hold them), ... - each run natively (no fallback) and compared
with the interpreter's `--json` text (results, memory, every stat)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects.builtin import ModuleOp

from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.kernel_runs import apply

VECTORIZED = {
    "uniform": "spmd-vectorize{width=W mode=uniform},divergence-scalarize,canonicalize",
    "naive": "spmd-vectorize{width=W mode=naive}",
}
VECTORIZED["uniform-exec"] = VECTORIZED["uniform"] + ",convert-simd-to-lockstep"
VECTORIZED["uniform-per-op"] = VECTORIZED["uniform"] + ",convert-simd-to-lockstep{mask-style=per-op}"
VECTORIZED["naive-exec"] = VECTORIZED["naive"] + ",convert-simd-to-lockstep"


def _module(text: str, stage: str | None, width: int) -> ModuleOp:
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    return apply(module, VECTORIZED[stage].replace("W", str(width))) if stage else module


def _same(run: Callable[..., str], text: str, stage: str | None, args: list[Any], width: int, **launch: Any) -> dict[str, Any]:
    """Both engines' `--json` of one launch: the same text, and no error."""
    import json

    module = _module(text, stage, width)
    interp = run(module, args, "interp", width, **launch)
    assert not interp.startswith("error"), interp
    assert run(module, args, "jit", width, **launch) == interp
    return json.loads(interp)


I1_SPMD = """
func.func @main(%m : memref<?xi1>, %x : i32 {simd.divergent}) -> i1 {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %v = memref.load %m[%i] : memref<?xi1>
  %c = arith.constant 2 : i32
  %r = arith.remsi %x, %c : i32
  %z = arith.constant 0 : i32
  %b = arith.cmpi ne, %r, %z : i32
  %n = arith.xori %v, %b : i1
  memref.store %n, %m[%i] : memref<?xi1>
  func.return %v : i1
}
"""


@pytest.mark.parametrize("width", [4, 32])
def test_i1_memref_spmd_stage_natively(width: int, native_only: None, engine_run: Callable[..., str]):
    """An SPMD kernel loads and stores an i1 memref per thread: the stored true is the
    byte -1 in the printed memory (the interpreter's), the loaded argument's 1 is true."""
    n = width + 3
    out = _same(engine_run, I1_SPMD, None, [[k % 3 == 0 for k in range(n)], list(range(n))], width, threads=n)
    assert out["memrefs"][0][:4] == [-1, -1, 0, 0]
    assert out["results"][:4] == [[1], [0], [0], [1]]


I1_UNIFORM = """
func.func @main(%m : memref<?xi1>, %o : memref<?xi32>, %x : i32 {simd.divergent}) -> i32 {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %z = arith.constant 0 : index
  %one = arith.constant 1 : index
  %v = memref.load %m[%z] : memref<?xi1>
  %w = memref.load %m[%one] : memref<?xi1>
  %n = arith.xori %v, %w : i1
  %c7 = arith.constant 7 : i32
  %c3 = arith.constant 3 : i32
  %s = arith.select %n, %c7, %c3 : i32
  %r = arith.addi %s, %x : i32
  memref.store %r, %o[%i] : memref<?xi32>
  %t = arith.constant true
  memref.store %n, %m[%one] : memref<?xi1>
  memref.store %t, %m[%z] : memref<?xi1>
  func.return %r : i32
}
"""


@pytest.mark.parametrize("stage", ["uniform", "uniform-exec", "uniform-per-op"])
@pytest.mark.parametrize("width", [4, 8])
def test_i1_memref_uniform_accesses_vectorized_natively(stage: str, width: int, native_only: None, engine_run: Callable[..., str]):
    """Uniform (scalar) loads and stores of an i1 memref in a vectorized program: each
    subgroup in order reads what the one before stored."""
    n = 2 * width + 1
    out = _same(engine_run, I1_UNIFORM, stage, [[1, 0, 0], [0] * n, list(range(n))], width, threads=n)
    assert out["memrefs"][0] == [-1, -1, 0]
    assert out["results"][0] == [7]


F16 = """
func.func @main(%m : memref<?xf16>, %o : memref<?xf16>, %x : f16 {simd.divergent}) RET {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %v = memref.load %m[%i] : memref<?xf16>
  %s = arith.mulf %v, %x : f16
  %c = arith.constant 0.333 : f16
  %r = arith.addf %s, %c : f16
  memref.store %r, %o[%i] : memref<?xf16>
  func.return RESULT
}
"""


@pytest.mark.parametrize("stage", ["uniform", "uniform-exec", "uniform-per-op"])
@pytest.mark.parametrize("width", [4, 8])
@pytest.mark.parametrize("returns", [True, False])
def test_f16_memrefs_and_vector_argument_natively(stage: str, width: int, returns: bool, native_only: None,
                                                  engine_run: Callable[..., str]):  # fmt: skip
    """f16 memrefs (vector loads and stores of halves) and a per-thread f16 argument (a
    vector<Wxf16> argument of the vectorized program): its values rounded to f16 as the
    interpreter rounds them, where the program returns no float (else exact ones)."""
    text = F16.replace("RET", "-> f16" if returns else "").replace("RESULT", "%r : f16" if returns else "")
    n = 2 * width + 3
    x = [1.5 - k for k in range(n)] if returns else [1.7 - 3.3 * k for k in range(n)]
    out = _same(engine_run, text, stage, [[0.1 * k + 0.25 for k in range(n)], [0.0] * n, x], width, threads=n)
    first = out["results"][0][0] if returns else out["memrefs"][1][0]
    assert first == (0.7080078125 if returns else 0.7578125)


REDUCTIONS = """
func.func @main(%a : memref<?xf64>, %h : memref<?xf16>, %o : memref<?xf64>, %oh : memref<?xf16>) {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %x = memref.load %a[%i] : memref<?xf64>
  %y = memref.load %h[%i] : memref<?xf16>
  %z = arith.constant 0.0 : f64
  %p = arith.cmpf ogt, %x, %z : f64
  %n = arith.constant N : index
  %i1 = arith.addi %i, %n : index
  %i2 = arith.addi %i1, %n : index
  %i3 = arith.addi %i2, %n : index
  %i4 = arith.addi %i3, %n : index
  %i5 = arith.addi %i4, %n : index
  %ra = simd.group_reduce add, %x : f64
  %rm = simd.group_reduce mul, %x : f64
  %si = simd.group_scan inclusive add, %x : f64
  %se = simd.group_scan exclusive add, %x : f64
  memref.store %ra, %o[%i] : memref<?xf64>
  memref.store %rm, %o[%i1] : memref<?xf64>
  memref.store %si, %o[%i2] : memref<?xf64>
  memref.store %se, %o[%i3] : memref<?xf64>
  %ha = simd.group_reduce add, %y : f16
  %hm = simd.group_reduce mul, %y : f16
  memref.store %ha, %oh[%i] : memref<?xf16>
  memref.store %hm, %oh[%i1] : memref<?xf16>
  DIVERGENT
  func.return
}
"""
DIVERGENT = """scf.if %p {
    %da = simd.group_reduce add, %x : f64
    %ds = simd.group_scan inclusive add, %x : f64
    %de = simd.group_scan exclusive add, %x : f64
    memref.store %da, %o[%i4] : memref<?xf64>
    memref.store %ds, %o[%i5] : memref<?xf64>
    %i6 = arith.addi %i5, %n : index
    memref.store %de, %o[%i6] : memref<?xf64>
  }"""


def _reduction_args(n: int, seed: int) -> list[Any]:
    """Sums that cancel (1e16 - 1e16 + 1: no order of doubles gives the exact sum but
    the exact one), and f16 products that overflow."""
    import random

    rng = random.Random(seed)
    a = [rng.choice([1e16, 1.0, -1e16, 3.3, -0.5, 1e-300, 2.0**-1074]) for _ in range(n)]
    h = [rng.choice([0.1, 1000.0, -3.5, 60000.0]) for _ in range(n)]
    return [a, h, [0.0] * (7 * n), [0.0] * (3 * n)]


@pytest.mark.parametrize("width", [4, 8])
@pytest.mark.parametrize("seed", [1, 2])
def test_spmd_float_group_reductions_natively(width: int, seed: int, native_only: None, engine_run: Callable[..., str]):
    """SPMD `simd.group_reduce` add/mul and `simd.group_scan` add on f64 and f16: the
    interpreter's rule (the exact sum, the double product, rounded once) bit for bit."""
    n = 2 * width
    text = REDUCTIONS.replace("N :", f"{n} :").replace("DIVERGENT", "")
    out = _same(engine_run, text, None, _reduction_args(n, seed), width, threads=n)
    assert out["stats"]["convergent_instances"] > 0


def test_spmd_float_group_sum_is_exact():
    """1e16 + 1 - 1e16 in one subgroup: the exact sum 1.0 (a left-to-right double sum
    gives 0.0)."""
    import json

    from xdsl.dialects import func

    from simdopt.interpreters.runner import run_program

    text = REDUCTIONS.replace("N :", "4 :").replace("DIVERGENT", "")
    args = [[1e16, 1.0, -1e16, 0.0], [0.0] * 4, [0.0] * 28, [0.0] * 12]
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    fn = next(op for op in module.walk() if isinstance(op, func.FuncOp))
    out = run_program(module, fn, args, threads=4, width=4, max_steps=10_000, time_limit=None, engine="jit")
    assert json.loads(json.dumps(out))["memrefs"][2][:4] == [1.0] * 4


@pytest.mark.parametrize("stage", sorted(VECTORIZED))
@pytest.mark.parametrize("width", [4, 8])
def test_vectorized_f64_sums_natively(stage: str, width: int, native_only: None, engine_run: Callable[..., str]):
    """Vectorized stages: f64 add reductions and scans (also under a divergent mask) and
    f16 ones, natively, the interpreter's exact sums."""
    n = 2 * width
    text = REDUCTIONS.replace("N :", f"{n} :").replace("DIVERGENT", DIVERGENT)
    _same(engine_run, text, stage, _reduction_args(n, 3), width, threads=n)


def test_non_finite_lane_in_a_float_sum_reruns_on_the_interpreter(engine_run: Callable[..., str]):
    """An infinite lane in an exact sum: the launch runs again on the interpreter (its
    rule for fsum's special cases), so the output is the interpreter's."""
    from simdopt.interpreters.jit.spmd import FALLBACK

    text = REDUCTIONS.replace("N :", "8 :").replace("DIVERGENT", "")
    args = _reduction_args(8, 1)
    args[0][3] = float("inf")
    module = _module(text, None, 4)
    interp = engine_run(module, args, "interp", 4, threads=8)
    assert engine_run(module, args, "jit", 4, threads=8) == interp
    assert FALLBACK["why"]


ALLOCA = """
func.func @main(%a : memref<?xi32>, %o : memref<?xi32>) -> i32 {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %x = memref.load %a[%i] : memref<?xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %buf = memref.alloca() : memref<4xi32>
  %r = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %x) -> (i32) {
    %ki = arith.index_cast %k : index to i32
    %v = arith.muli %acc, %ki : i32
    %old = memref.load %buf[%k] : memref<4xi32>
    %w = arith.addi %v, %old : i32
    memref.store %w, %buf[%k] : memref<4xi32>
    %n = arith.addi %acc, %w : i32
    scf.yield %n : i32
  }
  %j = arith.remui %i, %c4 : index
  %e = memref.load %buf[%j] : memref<4xi32>
  memref.store %e, %o[%i] : memref<?xi32>
  func.return %r : i32
}
"""


@pytest.mark.parametrize("stage", [None, *sorted(VECTORIZED)])
@pytest.mark.parametrize("width", [4, 8])
def test_alloca_private_array_natively(stage: str | None, width: int, native_only: None, engine_run: Callable[..., str]):
    """`memref.alloca` (a private array, OpenCL's `int buf[4]`): one zeroed array per
    thread (SPMD) or per subgroup's lanes (vectorized), natively, its accesses no
    shared-memory accesses."""
    n = 2 * width + 1
    out = _same(engine_run, ALLOCA, stage, [list(range(3, 3 + n)), [0] * n], width, threads=n)
    if stage is None:
        assert out["stats"]["shared_memory_accesses"] == 2 * n


PRIVATE_ATTRIBUTION = """
gpu.module @m {
  gpu.func @k(%out: memref<?xi32>) private(%p : memref<2xi32, #gpu.address_space<private>>) kernel {
    %t = gpu.thread_id x
    %g = gpu.global_id x
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %t32 = arith.index_cast %t : index to i32
    memref.store %t32, %p[%c1] : memref<2xi32, #gpu.address_space<private>>
    gpu.barrier
    %y = memref.load %p[%c1] : memref<2xi32, #gpu.address_space<private>>
    %z = memref.load %p[%IDX] : memref<2xi32, #gpu.address_space<private>>
    %w = arith.addi %y, %z : i32
    memref.store %w, %out[%g] : memref<?xi32>
    gpu.return
  }
}
"""


def test_private_attribution_across_a_barrier_natively(native_only: None, engine_run: Callable[..., str]):
    """A gpu.func's private attribution: one zeroed array per thread, what a thread
    stored before a barrier is there after it (the lane function returned in between)."""
    out = _same(engine_run, PRIVATE_ATTRIBUTION.replace("%IDX", "%c0"), None, [[0] * 16], 4, grid=(2, 1, 1), block=(8, 1, 1))
    assert out["memrefs"][0] == [*range(8), *range(8)]


def test_private_access_out_of_bounds_faults_as_the_interpreter(engine_run: Callable[..., str]):
    """An out-of-bounds index into private memory: the interpreter's located fault."""
    text = PRIVATE_ATTRIBUTION.replace("%IDX", "%c2")
    module = _module(text, None, 4)
    interp = engine_run(module, [[0] * 8], "interp", 4, grid=(1, 1, 1), block=(8, 1, 1))
    assert interp.startswith("error") and "out-of-bounds" in interp, interp
    assert engine_run(module, [[0] * 8], "jit", 4, grid=(1, 1, 1), block=(8, 1, 1)) == interp


ALLOCA_BARRIER = """
func.func @main(%a : memref<?xi32>, %o : memref<?xi32>) {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %x = memref.load %a[%i] : memref<?xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %buf = memref.alloca() : memref<2xi32>
  memref.store %x, %buf[%c1] : memref<2xi32>
  gpu.barrier
  %y = memref.load %buf[%c1] : memref<2xi32>
  %z = memref.load %buf[%c0] : memref<2xi32>
  %w = arith.addi %y, %z : i32
  memref.store %w, %o[%i] : memref<?xi32>
  func.return
}
"""


@pytest.mark.parametrize("stage", [None, *sorted(VECTORIZED)])
def test_alloca_across_a_barrier_natively(stage: str | None, native_only: None, engine_run: Callable[..., str]):
    """A private array written before a barrier is read after it (the subgroups of the
    block switch there), on every stage."""
    out = _same(engine_run, ALLOCA_BARRIER, stage, [list(range(3, 11)), [0] * 8], 4, threads=8)
    assert out["memrefs"][1] == list(range(3, 11))


ATTRIBUTIONS = (Path(__file__).resolve().parents[1] / "filecheck" / "simd_run" / "engine_jit_vectorized_attributions.mlir").read_text()
"""A hand-written vectorized gpu.func (W=4) with two workgroup attributions (one copy
per block) and a private one (one per subgroup): `sums`, and `sums_barrier` reading the
block's sums after a gpu.barrier."""


@pytest.mark.parametrize("stage", [None, "exec", "per-op"])
@pytest.mark.parametrize("entry", ["sums", "sums_barrier"])
@pytest.mark.parametrize(("blocks", "block"), [(3, 6), (2, 8), (1, 3), (4, 16)])
def test_gpu_func_attributions_in_a_vectorized_program_natively(stage: str | None, entry: str, blocks: int, block: int,
                                                                native_only: None, engine_run: Callable[..., str]):  # fmt: skip
    """Every block's workgroup attributions and every subgroup's private one start as
    zeros, kept across the barrier; the SIMD stage and lowered in both mask styles."""
    module = parse_module(make_context(), SourceMap("t.mlir", ATTRIBUTIONS))
    if stage is not None:
        module = apply(module, f"convert-simd-to-lockstep{{mask-style={stage}}}")
    n = blocks * block
    args = [[(5 * k) % 11 - 3 for k in range(n)], [0] * n]
    launch: dict[str, Any] = {"grid": (blocks, 1, 1), "block": (block, 1, 1)}
    interp = engine_run(module, args, "interp", 4, entry, **launch)
    assert interp.startswith('{"results"'), interp
    assert engine_run(module, args, "jit", 4, entry, **launch) == interp


def test_private_attribution_of_rank_two_in_a_vectorized_program_is_refused(engine_run: Callable[..., str]):
    text = """gpu.module @g {
  gpu.func @k(%m : memref<?xi32>, %group_base : i32) private(%p : memref<2x2xi32, #gpu.address_space<private>>) kernel {
    gpu.return
  }
}"""
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    out = engine_run(module, [[0] * 4], "jit", 4, threads=4)
    assert out == "error: --engine jit cannot compile 'k': memrefs of rank other than 1 is not supported; use --engine interp"
