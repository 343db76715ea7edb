"""Launch facts (`ir/launch_facts.py`) and `specialize-launch`
(`passes/specialize_launch.py`): the host's key of a launch, the check of a launch
against a specialized kernel (wrapping, signs, what is refused), and a specialized
kernel run against the plain one on launches that satisfy its facts, on the
interpreter and the jit."""

from __future__ import annotations

import copy
import random

import pytest
from kernel_helpers import entry
from xdsl.dialects.builtin import IndexType, MemRefType, ModuleOp, f32, i1, i32, i64

from simdopt.benchmarks.kernel_pipeline_table import apply
from simdopt.interpreters.errors import ArgumentError
from simdopt.interpreters.jit.spmd import run_spmd_jit
from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.ir.launch_facts import ArgFact, launch_violation, triton_facts
from simdopt.passes.specialize_launch import launch_pipeline
from simdopt.tools.frontend import SourceMap, make_context, parse_module


def parse_text(text: str) -> ModuleOp:
    return parse_module(make_context(), SourceMap("kernel.mlir", text))


apply_pipeline = apply

KERNEL = """
func.func @k(%out: memref<64xi32>, %w: i32, %s: i32, %one: index) {
  %x = gpu.global_id x
  %y = gpu.global_id y
  %xi = arith.index_cast %x : index to i32
  %yi = arith.index_cast %y : index to i32
  %c = arith.cmpi slt, %xi, %w : i32
  scf.if %c {
    %r = arith.muli %yi, %w : i32
    %a = arith.addi %r, %xi : i32
    %k = arith.muli %a, %s : i32
    %o = arith.index_cast %one : index to i32
    %v = arith.addi %k, %o : i32
    %ai = arith.index_cast %a : i32 to index
    %m = arith.remui %ai, %one : index
    %j = arith.addi %ai, %m : index
    memref.store %v, %out[%j] : memref<64xi32>
  }
  func.return
}
"""
TYPES = [MemRefType(i32, [64]), i32, i32, IndexType()]


def test_triton_key() -> None:
    """1 is `equal 1`; another integer the power of two dividing it, up to the cap;
    odd values, memrefs, floats, i1 and bools carry nothing."""
    types = [MemRefType(i32, [4]), i32, i32, i32, i64, f32, i1, i32]
    raw = [[0], 20, 1, 7, 0, 2.0, 1, True]
    assert triton_facts(types, raw) == {1: ArgFact(4), 2: ArgFact(1, 1), 4: ArgFact(64)}
    assert triton_facts([i32], [-96], cap=16) == {0: ArgFact(16)}


@pytest.mark.parametrize(
    ("raw", "bad"),
    [
        ([0, 12, 3, 1], None),
        ([0, -8, 3, 1], None),  # a negative multiple is a multiple
        ([0, 12 + (1 << 32), 3, 1], None),  # the i32 argument's bits
        ([0, 10, 3, 1], "simd.divisible_by 4, but the launch passes 10"),
        ([0, 12, 3, 2], "simd.equal_to 1, but the launch passes 2"),
        ([0, 12, 3, 1 + (1 << 64)], None),  # index: 64 bits
        ([0, 12.0, 3, 1], "which is given 12.0"),
    ],
)
def test_launch_violation(raw: list[object], bad: str | None) -> None:
    module = parse_text(KERNEL)
    module = apply_pipeline(module, 'specialize-launch{divisible="1:4" equal="3:1"}')
    fn = entry(module)
    why = launch_violation(fn, TYPES, raw)
    assert (why is None) if bad is None else (why is not None and bad in why), why


def _zeros() -> list[int]:
    return [0] * 64


@pytest.mark.parametrize("seed", range(6))
def test_specialized_kernel_matches_the_plain_one(seed: int) -> None:
    """Random launches of 2-D blocks whose x size is a multiple of W, w a multiple of
    W (and of the key's power of two), s anything, one = 1: the plain kernel on the SPMD
    executor against the specialized one - SPMD, jit, vectorized uniform+ds and its
    exec lowering - all with the same memory; then a w that breaks the key is refused
    by each of them."""
    rng = random.Random(seed)
    width = rng.choice([4, 8])
    block = (width * rng.choice([1, 2]), rng.choice([1, 2, 3]), 1)
    grid = (rng.choice([1, 2]), rng.choice([1, 2]), 1)
    w = width * rng.randint(0, (64 // (block[1] * grid[1]) - 1) // width)
    raw = [_zeros(), w, rng.randint(-3, 3), 1]
    plain = parse_text(KERNEL)
    fn = entry(plain)
    geo = {"grid": grid, "block": block, "width": width, "threads": None}
    ref = run_spmd(plain, fn, copy.deepcopy(raw), **geo)
    spec = launch_pipeline(fn, raw, block)
    special = apply_pipeline(plain, spec)
    vec = apply_pipeline(special, f"spmd-vectorize{{width={width} mode=uniform}},divergence-scalarize,canonicalize,cse")
    low = apply_pipeline(vec, "convert-simd-to-lockstep{mask-style=exec}")
    sfn = entry(special)
    outs = [
        run_spmd(special, sfn, copy.deepcopy(raw), **geo),
        run_spmd_jit(special, sfn, copy.deepcopy(raw), max_steps=10**6, **geo),
    ]
    for m in (vec, low):
        f = entry(m)
        outs.append(run_vectorized_launch(m, f, copy.deepcopy(raw), **geo))
    for out in outs:
        assert out["memrefs"] == ref["memrefs"], spec
    broken = [_zeros(), w + width // 2 if w else width // 2, 1, 1]
    for m in (special, vec, low):
        f = entry(m)
        run = run_spmd if m is special else run_vectorized_launch
        with pytest.raises(ArgumentError, match="simd.divisible_by"):
            run(m, f, copy.deepcopy(broken), **geo)


SHAPED = """
func.func @shaped(%out: memref<512xi32>, %in: memref<64xi32>, %s: i32) {
  %lx = gpu.thread_id x
  %ly = gpu.thread_id y
  %b = gpu.block_id x
  %x = arith.index_cast %lx : index to i32
  %y = arith.index_cast %ly : index to i32
  %bi = arith.index_cast %b : index to i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c64 = arith.constant 64 : i32
  %c128 = arith.constant 128 : i32
  %bxi = gpu.block_dim x
  %bx = arith.index_cast %bxi : index to i32
  %row = arith.muli %y, %bx : i32
  %lin = arith.addi %row, %x : i32
  %boff = arith.muli %bi, %c64 : i32
  %g = arith.addi %boff, %lin : i32
  %gi = arith.index_cast %g : i32 to index
  %cr = arith.constant {r} : i32
  %ck = arith.constant {k} : i32
  %q = arith.divui %y, %cr : i32
  %h = arith.shrui %y, %ck : i32
  %lt = arith.cmpi slt, %y, %s : i32
  %v = scf.if %lt -> (i32) {
    %a = arith.addi %q, %h : i32
    scf.yield %a : i32
  } else {
    %m = arith.subi %c0, %c1 : i32
    scf.yield %m : i32
  }
  memref.store %v, %out[%gi] : memref<512xi32>
  %first = arith.cmpi eq, %x, %c0 : i32
  scf.if %first {
    %qi = arith.index_cast %q : i32 to index
    %l = memref.load %in[%qi] : memref<64xi32>
    %l2 = arith.muli %l, %c2 : i32
    %o = arith.addi %boff, %c128 : i32
    %o2 = arith.addi %o, %q : i32
    %oi = arith.index_cast %o2 : i32 to index
    memref.store %l2, %out[%oi] : memref<512xi32>
    %c192 = arith.constant 192 : i32
    %o3 = arith.addi %o2, %c192 : i32
    %o3i = arith.index_cast %o3 : i32 to index
    %l3 = memref.load %in[%qi] : memref<64xi32>
    memref.store %l3, %out[%o3i] : memref<512xi32>
  }
  func.return
}
"""


@pytest.mark.parametrize("seed", range(8))
def test_block_shapes_in_the_lane_form(seed: int) -> None:
    """Declared blocks narrower than W (`specialize-launch{block=...}`: the lane form,
    r = W/bx rows per subgroup): rule 8's shape facts make `y / r`, `y >> log2 r` and,
    for s a multiple of r, `y < s` uniform, computed from the subgroup's first lane
    (`lane_zero.py`); the guarded uniform loads and stores under `x == 0` share one
    guard (`ir/scf_ifs.py`).  The plain kernel on the SPMD executor against the
    specialized one vectorized (uniform and uniform+ds) and lowered, same memory."""
    rng = random.Random(seed)
    width = rng.choice([8, 32])
    bx = width // rng.choice([2, 4])
    by = rng.choice([1, 2, 3]) * (width // bx) + rng.choice([0, 0, 1])
    by = min(by, 64 // bx)
    s = rng.choice([0, 2, 4, 8, rng.randint(0, 9)])
    raw = [[0] * 512, [rng.randint(-50, 50) for _ in range(64)], s]
    r = width // bx
    plain = parse_text(SHAPED.replace("{r}", str(r)).replace("{k}", str(r.bit_length() - 1)))
    fn = entry(plain)
    geo = {"grid": (2, 1, 1), "block": (bx, by, 1), "width": width, "threads": None}
    ref = run_spmd(plain, fn, copy.deepcopy(raw), **geo)
    spec = launch_pipeline(fn, raw, (bx, by, 1))
    special = apply_pipeline(plain, spec)
    uniform = apply_pipeline(special, f"spmd-vectorize{{width={width} mode=uniform}}")
    cleaned = apply_pipeline(uniform, "divergence-scalarize,canonicalize,cse,dce")
    low = apply_pipeline(cleaned, "convert-simd-to-lockstep{mask-style=per-op}")
    for m in (uniform, cleaned, low):
        out = run_vectorized_launch(m, entry(m), copy.deepcopy(raw), **geo)
        assert out["memrefs"] == ref["memrefs"], (spec, bx, by)
    names = [op.name for op in entry(uniform).walk()]
    assert "arith.divui" in names and "arith.shrui" in names  # y / r, y >> log2 r stay scalar
    guards = [op for op in entry(uniform).walk() if op.name == "scf.if" and op.operands[0].owner.name == "simd.any"]  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType]
    assert len(guards) == 1, guards  # four guarded loads and stores, one guard
