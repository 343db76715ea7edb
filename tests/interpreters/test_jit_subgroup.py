"""`--engine jit` on SPMD kernels with convergent ops (`simd.shuffle` in every mode, with
segment widths and sync masks, `simd.vote`, `simd.active_mask`, `simd.lanes_below`,
`simd.group_scan`, `simd.readfirstlane`, `simd.group_reduce`): the lanes of a subgroup
meet at the op natively, and the `--json` output is the SPMD executor's byte for byte
at W = 4 and 32 (the interpreter fallback disabled); what the native code does not
decide (a read of a lane outside the instance - poison -, a wrong sync mask, a read
past the block) is the interpreter's rerun with the interpreter's output or fault.  (The cross-lane corpus
kernels' SPMD stage: test_jit_cross_lane.py.)"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

import simdopt.interpreters.jit.spmd as jit_spmd
from simdopt.tools.frontend import SourceMap, make_context, parse_module

SCANS = [(m, k) for m in ("inclusive", "exclusive") for k in ("add", "min", "max", "and", "or", "xor")]
REDUCES = ["add", "mul", "min", "max", "and", "or", "xor"]
FLOAT_SUMS = [("inclusive", "add"), ("exclusive", "add")]
"""Float sums and products: the interpreter's rule (the exact sum), by a callback."""


def _kernel(w: int) -> tuple[str, int, int]:
    """Every convergent op on i32 / f32 / i1 values, in a loop of 2 rounds (values live
    across the stops); results into slot k of `%o` / `%of` (N = 2W threads each)."""
    n = 2 * w
    body: list[str] = []
    ints: list[str] = []
    floats: list[str] = []

    def i(line: str, name: str) -> None:
        body.append(line)
        ints.append(name)

    full = (1 << w) - 1
    i("%s0 = simd.shuffle idx %x, %x15 : i32", "%s0")
    i("%s1 = simd.shuffle up %x, %c1 : i32", "%s1")
    i("%s2 = simd.shuffle down %x, %c2 width(%c2) : i32", "%s2")
    i("%s3 = simd.shuffle xor %x, %c1 sync(%full : i64) : i32", "%s3")
    i("%s4 = simd.shuffle idx %x, %c3 width(%cw) sync(%full : i64) : i32", "%s4")
    body.append("%s5 = simd.shuffle xor %y, %c3 : f32")
    floats.append("%s5")
    for kind in ("any", "all", "uni"):
        body.append(f"%v{kind} = simd.vote {kind} %p : i1")
        i(f"%w{kind} = arith.extui %v{kind} : i1 to i32", f"%w{kind}")
    body.append("%b64 = simd.vote ballot %p sync(%full : i64) : i64")
    i("%b32 = simd.vote ballot %p : i32", "%b32")
    i("%b64l = arith.trunci %b64 : i64 to i32", "%b64l")
    body.append("%am = simd.active_mask : i64")
    i("%aml = arith.trunci %am : i64 to i32", "%aml")
    i("%lb = simd.lanes_below %b64 : i64", "%lb")
    for j, (mode, kind) in enumerate(SCANS):
        i(f"%sc{j} = simd.group_scan {mode} {kind}, %x : i32", f"%sc{j}")
    for j, (mode, kind) in enumerate([("inclusive", "min"), ("inclusive", "max"), *FLOAT_SUMS]):
        body.append(f"%fsc{j} = simd.group_scan {mode} {kind}, %y : f32")
        floats.append(f"%fsc{j}")
    for j, kind in enumerate(REDUCES):
        i(f"%r{j} = simd.group_reduce {kind}, %x : i32", f"%r{j}")
    for j, kind in enumerate(("min", "max", "add", "mul")):
        body.append(f"%fr{j} = simd.group_reduce {kind}, %y : f32")
        floats.append(f"%fr{j}")
    i("%rf = simd.readfirstlane %x : i32", "%rf")
    body.append("%rff = simd.readfirstlane %y : f32")
    floats.append("%rff")
    # last: a read of the loop-carried value (a lane resumed here runs on into the next
    # round, and its next stop publishes the next round's value before the others read)
    i("%tail = simd.shuffle up %x, %c1 : i32", "%tail")
    stores: list[str] = []
    for k, v in enumerate(ints):
        stores += [f"%oi{k} = arith.constant {k * n} : index", f"%ob{k} = arith.addi %oi{k}, %slot : index",
                   f"memref.store {v}, %o[%ob{k}] : memref<?xi32>"]  # fmt: skip
    for k, v in enumerate(floats):
        stores += [f"%fi{k} = arith.constant {k * n} : index", f"%fb{k} = arith.addi %fi{k}, %slot : index",
                   f"memref.store {v}, %of[%fb{k}] : memref<?xf32>"]  # fmt: skip
    text = f"""
func.func @k(%a : memref<?xi32>, %f : memref<?xf32>, %o : memref<?xi32>, %of : memref<?xf32>) {{
  %tid = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c15 = arith.constant 15 : i32
  %cw = arith.constant {min(w, 8)} : i32
  %full = arith.constant {full} : i64
  %i0 = arith.index_cast %tid : i32 to index
  %x0 = memref.load %a[%i0] : memref<?xi32>
  %y = memref.load %f[%i0] : memref<?xf32>
  cf.br ^loop(%c0, %x0 : i32, i32)
^loop(%round : i32, %x : i32):
  %go = arith.cmpi slt, %round, %c2 : i32
  cf.cond_br %go, ^body, ^done
^body:
  %x15 = arith.andi %x, %c15 : i32
  %p = arith.cmpi sgt, %x, %c0 : i32
  %rn = arith.index_cast %round : i32 to index
  %nn = arith.constant {n * (len(ints) + len(floats))} : index
  %base = arith.muli %rn, %nn : index
  %slot = arith.addi %base, %i0 : index
  {(chr(10) + '  ').join(body)}
  {(chr(10) + '  ').join(stores)}
  %rnext = arith.addi %round, %c1 : i32
  %x1 = arith.addi %x, %s1 : i32
  cf.br ^loop(%rnext, %x1 : i32, i32)
^done:
  func.return
}}"""
    return text, len(ints), len(floats)


def _args(w: int, seed: int, n_int: int, n_float: int) -> list[Any]:
    rng = random.Random(seed)
    n = 2 * w
    a = [rng.choice([rng.randint(-20, 40), rng.randint(-(2**31), 2**31 - 1)]) for _ in range(n)]
    f = [rng.choice([1.5, -0.0, 0.0, -3.25, 1e30, 7e-40]) * rng.randint(-3, 3) for _ in range(n)]
    return [a, f, [0] * (2 * (n_int + n_float) * n), [0.0] * (2 * (n_int + n_float) * n)]


@pytest.mark.parametrize("width", [4, 32])
@pytest.mark.parametrize("seed", [1, 2])
def test_convergent_ops_same_json_natively(width: int, seed: int, native_only: None, engine_run: Callable[..., str]):
    text, n_int, n_float = _kernel(width)
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    args = _args(width, seed, n_int, n_float)
    launch: dict[str, Any] = {"grid": (2, 1, 1), "block": (width, 1, 1)}
    interp = engine_run(module, args, "interp", width, **launch)
    assert not interp.startswith("error"), interp
    jit = engine_run(module, args, "jit", width, **launch)
    assert jit == interp
    assert json.loads(jit)["stats"]["convergent_instances"] > 0


DIVERGENT = """
func.func @k(%a : memref<?xi32>) {
  %tid = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %full = arith.constant 15 : i32
  %i = arith.index_cast %tid : i32 to index
  %x = memref.load %a[%i] : memref<?xi32>
  %p = arith.cmpi sgt, %x, %c0 : i32
  cf.cond_br %p, ^then, ^join(%x : i32)
^then:
  %s = simd.shuffle BODY
  cf.br ^join(%s : i32)
^join(%r : i32):
  memref.store %r, %a[%i] : memref<?xi32>
  func.return
}
"""
RERUNS = {
    # an instance of only some lanes of the subgroup (native), lane 0 reading lane 1,
    # which is not in it: poison, which the interpreter tracks
    "divergent": ("xor %x, %c1 : i32", [3, -1, 4, 5, 6, 7, 8, 9], "poison"),
    # a sync mask naming lanes that do not arrive: the interpreter's fault
    "sync_mask": ("xor %x, %c1 sync(%full : i32) : i32", [3, -1, 4, 5, 6, 7, 8, 9], "cross_lane"),
    # every lane arrives, the mask names lane 3 too few
    "sync_mask_short": ("xor %x, %c1 sync(%c1 : i32) : i32", [3, 1, 4, 5, 6, 7, 8, 9], "cross_lane"),
    # a read of lane 2 of a subgroup with 2 threads (poison)
    "past_the_block": ("xor %x, %c1 : i32", [3, 1, 4, 5, 6, 7], "poison"),
}


@pytest.mark.parametrize("case", sorted(RERUNS))
def test_what_the_native_code_does_not_decide_is_the_interpreters(case: str, engine_run: Callable[..., str]):
    body, data, why = RERUNS[case]
    if case == "past_the_block":
        body = "idx %x, %c0 : i32\n  %s2 = simd.shuffle down %x, %c1 : i32"
        text = DIVERGENT.replace("cf.cond_br %p, ^then, ^join(%x : i32)", "cf.br ^then").replace("%s = simd.shuffle BODY", "%s0 = simd.shuffle BODY\n  %s = arith.addi %s0, %s2 : i32")
    else:
        text = DIVERGENT
    module = parse_module(make_context(), SourceMap("t.mlir", text.replace("BODY", body)))
    launch: dict[str, Any] = {"grid": (1, 1, 1), "block": (len(data), 1, 1)}
    interp = engine_run(module, [data], "interp", 4, **launch)
    jit = engine_run(module, [data], "jit", 4, **launch)
    assert jit == interp
    assert jit_spmd.FALLBACK["why"] == why
    if case.startswith("sync_mask"):
        assert interp.startswith("error: ") and "sync mask" in interp
