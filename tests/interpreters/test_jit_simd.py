"""`--engine jit` on vectorized programs against their interpreters: the corpus kernels
after `spmd-vectorize` (naive, and uniform + `divergence-scalarize`) on the SIMD
interpreter, and after `convert-simd-to-lockstep` on the lockstep machine, give the
same JSON (results, memory, every stat) byte for byte, computed natively (the
interpreter fallback is disabled where the native run must decide alone); faults come
from the interpreter's rerun; what the jit does not compile is refused with a message."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects.builtin import ModuleOp

from simdopt.interpreters.errors import RuntimeFault
from simdopt.interpreters.runner import run_program
from simdopt.tools.frontend import SourceMap, import_ll, make_context, parse_module
from simdopt.tools.kernel_runs import apply
from simdopt.tools.simd_run import _entry  # pyright: ignore[reportPrivateUsage]

ROOT = Path(__file__).resolve().parents[2] / "examples" / "opencl"
CORPUS = ["vector_add", "stencil", "mandelbrot", "bfs", "bitonic", "find_first", "nbody", "saxpy", "spmv", "switch_ops"]
SUITE = ["hotspot", "kmeans_assign", "collatz", "gaussian_elim", "laplacian3d", "box_blur_uchar", "rgb_to_grey",
         "horner_double", "gather_long", "particles_struct", "backprop", "float_builtins", "int_builtins", "sobel_short"]  # fmt: skip
UNIFORM = "spmd-vectorize{width=W mode=uniform},divergence-scalarize,canonicalize"
NAIVE = "spmd-vectorize{width=W mode=naive}"
LOWERED = ",convert-simd-to-lockstep"
PIPELINES = {"uniform": UNIFORM, "naive": NAIVE, "uniform-lockstep": UNIFORM + LOWERED, "naive-lockstep": NAIVE + LOWERED}
BARRIERS = ["matmul", "transpose", "reduce", "scan", "dot", "histogram"]
"""Corpus kernels with gpu.barrier and workgroup memory (dot, histogram: and atomics)."""
"""Corpus kernels the jit refuses after vectorization, and why."""


def _dims(text: str) -> tuple[int, int, int]:
    parts = [int(x) for x in str(text).split(",")] + [1, 1]
    return parts[0], parts[1], parts[2]


def _program(name: str, pipeline: str, width: int) -> tuple[ModuleOp, dict[str, Any]]:
    folder = ROOT if (ROOT / f"{name}.ll").exists() else ROOT / "suite"
    launch = json.loads((folder / "launches.json").read_text())[name]
    module = import_ll(SourceMap(name, (folder / f"{name}.ll").read_text()), None)
    return apply(module, pipeline.replace("W", str(width))), launch


def run(module: ModuleOp, launch: dict[str, Any], engine: str, width: int = 4) -> dict[str, Any]:
    return run_program(
        module, _entry(module, None), copy.deepcopy(launch["args"]), grid=_dims(launch["grid"]),
        block=_dims(launch["block"]), width=width, max_steps=1_000_000, time_limit=None, engine=engine,
    )  # fmt: skip


def _same(module: ModuleOp, launch: dict[str, Any], width: int = 4) -> None:
    interp = json.dumps(run(module, launch, "interp", width))
    assert json.dumps(run(module, launch, "jit", width)) == interp


@pytest.mark.parametrize("pipeline", PIPELINES)
@pytest.mark.parametrize("name", CORPUS)
def test_corpus_program_same_json_natively(name: str, pipeline: str, native_only: None):
    _same(*_program(name, PIPELINES[pipeline], 4))


@pytest.mark.parametrize("pipeline", PIPELINES)
@pytest.mark.parametrize("name", BARRIERS)
def test_barrier_program_same_json_natively(name: str, pipeline: str, native_only: None):
    """Subgroups switch at gpu.barrier (a frame per subgroup), workgroup memory is one
    copy per block, barrier_instances counted per block-wide release."""
    _same(*_program(name, PIPELINES[pipeline], 4))


@pytest.mark.parametrize("lowered", [False, True], ids=["simd", "lockstep"])
@pytest.mark.parametrize("name", SUITE)
def test_suite_program_same_json_natively(name: str, lowered: bool, native_only: None):
    _same(*_program(name, UNIFORM + (LOWERED if lowered else ""), 4))


@pytest.mark.parametrize("lowered", [False, True], ids=["simd", "lockstep"])
@pytest.mark.parametrize("width", [2, 8, 32])
def test_other_widths_agree(width: int, lowered: bool, native_only: None):
    for name in ("mandelbrot", "stencil"):
        module, launch = _program(name, UNIFORM + (LOWERED if lowered else ""), width)
        _same(module, launch, width)


@pytest.mark.parametrize("pipeline", PIPELINES)
def test_partial_subgroups_agree(pipeline: str, native_only: None):
    """Blocks of 6 threads at W=4: the second subgroup of each block has two lanes that
    are not threads (poison per-thread values, results ignored)."""
    for name in ("vector_add", "mandelbrot"):
        module, launch = _program(name, PIPELINES[pipeline], 4)
        n = 36
        if name == "vector_add":
            args: list[Any] = [[float(i % 7) for i in range(n)], [0.5 * i for i in range(n)], [0.0] * n]
            launch = {"grid": "6", "block": "6", "args": args}
        else:
            launch = {"grid": "1,6", "block": "6", "args": [[0] * n, 6, -2.0, -1.5, 0.5, 0.5, 16]}
        _same(module, launch)


F64_SCAN = """
func.func @k(%m : memref<?xf64>, %group_base : i32) {
  %v = simd.vload %m[%group_base] : memref<?xf64>, vector<4xf64>
  %s = simd.vscan inclusive add, %v : vector<4xf64>
  simd.vstore %s, %m[%group_base] : memref<?xf64>, vector<4xf64>
  func.return
}
"""


@pytest.mark.parametrize("lowered", [False, True], ids=["simd", "lockstep"])
def test_f64_scan_runs_natively_as_the_interpreter(lowered: bool, native_only: None):
    """An exact f64 prefix sum (`math.fsum` per prefix, once refused): natively, by a
    callback into the interpreter's rule (`jit/exact.py`), the same JSON; 1e16 + 1 - 1e16
    is 1.0 (shuffles, permutes, ballots and the other scans: test_jit_cross_lane.py)."""
    module = parse_module(make_context(), SourceMap("t.mlir", F64_SCAN))
    if lowered:
        module = apply(module, "convert-simd-to-lockstep")
    args = [[1e16, 1.0, -1e16, 0.5, 3.0, -3.0, 1e-300, 2.0]]
    outs = [json.dumps(run_program(module, _entry(module, None), copy.deepcopy(args), threads=8, width=4, max_steps=1000,
                                   time_limit=None, engine=engine)) for engine in ("interp", "jit")]  # fmt: skip
    assert outs[0] == outs[1]
    assert json.loads(outs[1])["memrefs"][0][:4] == [1e16, 1e16, 1.0, 1.5]


OOB = """
func.func @k(%m : memref<?xi32>, %group_base : i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %lanes = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
  %b = simd.s2vb %group_base : vector<4xi32>
  %ids = simd.vadd %b, %lanes : vector<4xi32>
  %v = simd.gather %m[%ids] : memref<?xi32>, vector<4xi32>
  %w = simd.vmul %v, %ids : vector<4xi32>
  simd.scatter %w, %m[%ids] : memref<?xi32>, vector<4xi32>
  func.return
}
"""


def _text_run(text: str, args: list[Any], engine: str, threads: int) -> dict[str, Any]:
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    return run_program(module, _entry(module, None), copy.deepcopy(args), threads=threads, width=4,
                       max_steps=10_000, time_limit=None, engine=engine)  # fmt: skip


def test_in_bounds_run_is_native(native_only: None):
    args = [list(range(8))]
    assert _text_run(OOB, args, "jit", 8) == _text_run(OOB, args, "interp", 8)


def test_fault_is_the_interpreters_located_fault():
    seen: list[str] = []
    for engine in ("interp", "jit"):
        with pytest.raises(RuntimeFault) as e:
            _text_run(OOB, [list(range(6))], engine, 8)
        seen.append(e.value.message)
    assert seen[0] == seen[1]
    assert "out-of-bounds" in seen[0]


def _steps_run(module: ModuleOp, launch: dict[str, Any], engine: str, max_steps: int) -> dict[str, Any]:
    return run_program(
        module, _entry(module, None), copy.deepcopy(launch["args"]), grid=_dims(launch["grid"]),
        block=_dims(launch["block"]), width=4, max_steps=max_steps, time_limit=None, engine=engine,
    )  # fmt: skip


@pytest.mark.parametrize("name", ["vector_add", "mandelbrot"])
def test_step_limit_met_exactly_runs_natively(name: str, native_only: None):
    """At the smallest `--max-steps` the interpreter completes with, the jit completes
    natively too (each op counts once against the limit: a block counted twice stopped
    the native run at half the limit and handed it to the interpreter)."""
    module, launch = _program(name, UNIFORM, 4)
    lo, hi = 1, 1_000_000
    while lo < hi:  # the interpreter's exact need, by bisection
        mid = (lo + hi) // 2
        try:
            _steps_run(module, launch, "interp", mid)
            hi = mid
        except RuntimeFault:
            lo = mid + 1
    want = json.dumps(_steps_run(module, launch, "interp", lo))
    assert json.dumps(_steps_run(module, launch, "jit", lo)) == want


def test_simd_run_help_names_what_the_jit_refuses():
    """simd-run's docstring and --engine help list the vectorized jit's refusals as
    interpreters/jit/simd.py's REFUSED states them, and no longer refuse barriers (nor
    barriers in scf loops, nor a gpu.func's attributions)."""
    from simdopt.interpreters.jit.simd import REFUSED
    from simdopt.tools import simd_run

    doc = " ".join((simd_run.__doc__ or "").split())
    engine_help = next(a.help for a in simd_run._parser()._actions if "--engine" in a.option_strings)  # pyright: ignore[reportPrivateUsage]
    for item in REFUSED.split(", "):
        assert item in doc and item in (engine_help or ""), item
    for lifted in ("without gpu.barrier", "attributions of a gpu.func", "except with scf", "kernel with scf ops"):
        assert lifted not in doc and lifted not in (engine_help or ""), lifted
