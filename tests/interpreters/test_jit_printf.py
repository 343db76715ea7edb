"""`gpu.printf` / `simd.vprintf` / `lockstep.vprintf` on `--engine jit`: the printed text
(in thread order, each thread's in program order) and the rest of the `--json`
output byte-identical to the interpreters', computed natively (no rerun on the
interpreter), at W = 4 and 32: a hand-written kernel printing every argument type
under divergence, in a loop and around a barrier, and the printf_debug corpus kernel
through every stage."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from simdopt.tools.frontend import SourceMap, import_ll, make_context, parse_module
from simdopt.tools.kernel_runs import apply

ROOT = Path(__file__).resolve().parents[2]
STAGES = {
    "spmd": "",
    "uniform": "spmd-vectorize{width=W mode=uniform},divergence-scalarize,canonicalize",
    "naive": "spmd-vectorize{width=W mode=naive}",
}
STAGES["uniform-lockstep"] = STAGES["uniform"] + ",convert-simd-to-lockstep"
STAGES["naive-lockstep"] = STAGES["naive"] + ",convert-simd-to-lockstep"


KERNEL = """
func.func @show(%m : memref<?xi32>, %f : memref<?xf32>, %n : i32) {
  %tid = simd.thread_id : i32
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  %idx = arith.index_cast %tid : i32 to index
  %v = memref.load %m[%idx] : memref<?xi32>
  %x = memref.load %f[%idx] : memref<?xf32>
  %odd = arith.remui %tid, %two : i32
  %isodd = arith.cmpi ne, %odd, %z : i32
  cf.cond_br %isodd, ^odd, ^loop(%z : i32)
^odd:
  %d = arith.extf %x : f32 to f64
  %w = arith.extsi %v : i32 to i64
  gpu.printf "odd %d: %u %x %08.3f %e %g %a %lld\\n", %tid, %v, %v, %x, %d, %x, %d, %w : i32, i32, i32, f32, f64, f32, f64, i64
  cf.br ^loop(%z : i32)
^loop(%i : i32):
  %more = arith.cmpi slt, %i, %v : i32
  %lim = arith.cmpi slt, %i, %n : i32
  %go = arith.andi %more, %lim : i1
  cf.cond_br %go, ^body, ^done
^body:
  %gz = arith.extui %go : i1 to i32
  gpu.printf "  t%d i=%d b=%d\\n", %tid, %i, %gz : i32, i32, i32
  %i1 = arith.addi %i, %one : i32
  cf.br ^loop(%i1 : i32)
^done:
  gpu.printf "end %d\\n", %tid : i32
  func.return
}
"""


def _args(threads: int) -> list[Any]:
    return [[(7 * t) % 5 - 1 for t in range(threads)], [t * 1.25 - 3.0 for t in range(threads)], 3]


def _entry(module: ModuleOp, name: str | None = None) -> func.FuncOp:
    return next(o for o in module.walk() if isinstance(o, func.FuncOp) and o.body.blocks
                and (name is None or o.sym_name.data == name))  # fmt: skip


@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.parametrize("width", [4, 32])
def test_printf_kernel_same_json_natively(stage: str, width: int, native_only: None, engine_run: Callable[..., str]):
    module = parse_module(make_context(), SourceMap("t.mlir", KERNEL))
    if STAGES[stage]:
        module = apply(module, STAGES[stage].replace("W", str(width)))
    threads = 2 * width - 3  # a partial last subgroup
    fn = _entry(module).sym_name.data
    interp = engine_run(module, _args(threads), "interp", width, fn, threads=threads)
    jit = engine_run(module, _args(threads), "jit", width, fn, threads=threads)
    assert jit == interp
    printed = json.loads(jit)["printf"]
    assert printed[0] == "end 0\n" and "  t1 i=0 b=1\n" in printed and any(line.startswith("odd 1: ") for line in printed)


BARRIER = """
func.func @bar(%m : memref<?xi32>) {
  %tid = simd.thread_id : i32
  %idx = arith.index_cast %tid : i32 to index
  %v = memref.load %m[%idx] : memref<?xi32>
  gpu.printf "before %d: %d\\n", %tid, %v : i32, i32
  gpu.barrier
  gpu.printf "after %d\\n", %tid : i32
  func.return
}
"""


@pytest.mark.parametrize("width", [4, 32])
def test_printf_around_a_barrier_in_thread_order(width: int, native_only: None, engine_run: Callable[..., str]):
    """Each thread's lines in program order though the native run prints every thread's
    first line before any second one."""
    module = parse_module(make_context(), SourceMap("t.mlir", BARRIER))
    fn = _entry(module).sym_name.data
    n = 2 * width
    launch = {"grid": (2, 1, 1), "block": (width, 1, 1)}
    interp = engine_run(module, [list(range(n))], "interp", width, fn, **launch)
    jit = engine_run(module, [list(range(n))], "jit", width, fn, **launch)
    assert jit == interp
    assert json.loads(jit)["printf"][:2] == ["before 0: 0\n", "after 0\n"]


@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.parametrize("width", [4, 32])
def test_printf_debug_corpus_kernel_every_stage_natively(stage: str, width: int, native_only: None, engine_run: Callable[..., str]):
    folder = ROOT / "examples" / "opencl" / "suite"
    launch = json.loads((folder / "launches.json").read_text())["printf_debug"]
    module = import_ll(SourceMap("printf_debug", (folder / "printf_debug.ll").read_text()), None)
    if STAGES[stage]:
        module = apply(module, STAGES[stage].replace("W", str(width)))
    dims = [tuple(([int(x) for x in str(launch[k]).split(",")] + [1, 1])[:3]) for k in ("grid", "block")]
    fn = _entry(module).sym_name.data
    interp = engine_run(module, launch["args"], "interp", width, fn, grid=dims[0], block=dims[1])
    assert engine_run(module, launch["args"], "jit", width, fn, grid=dims[0], block=dims[1]) == interp
    assert "printf" in json.loads(interp)
