"""Rule 8 (`passes/analysis/alignment.py`) checked at run time: random kernels whose
values are chains of adds, subs, products, shifts, divisions, remainders, masks and
compares on the ids (x, global x, lane, linear, CUDA's block id * block size + x, the
warp id x / subgroup size) and on uniform values (block sizes, aligned or not, negative
too), analyzed with the subgroup width W, then run by the SPMD executor with
the divergence checker, which reports any value the analysis calls uniform whose lanes
differ in a subgroup.  Launches: declared block sizes (x a multiple of W or not, one
row or several), none, and functions marked `simd.subgroups_in_rows` or
`simd.block_x_multiple_of_width` on launches that keep the mark's promise; W = 4, 8, 32; grids of two blocks.
"""

from __future__ import annotations

import random

import pytest
from xdsl.ir import Operation, OpResult

from simdopt.interpreters.spmd import run_spmd
from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.passes.analysis.divergence_data import DivergenceAnalysis
from simdopt.passes.analysis.divergence_sync import Rules
from simdopt.tools.frontend import SourceMap, make_context, parse_module

CONSTS = [1, 2, 3, 4, 5, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 256, -1, -2, -4, -8, -16, -32, -64, -3, 7, 15, 31, 63, 0]
BINARY = ["addi", "subi", "muli", "shli", "divui", "divsi", "floordivsi", "remui", "remsi", "shrui", "shrsi", "andi"]
PREDS = ["slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge", "eq", "ne"]


def kernel(rng: random.Random, ty: str, attrs: str, rows: bool = False) -> str:
    """A kernel over `ty` (i32 or index) values; returns its text.  `rows`: the y and z
    ids (thread and global) are values too."""
    lines = [
        "%x0 = gpu.thread_id x",
        "%g0 = gpu.global_id x",
        "%l0 = gpu.lane_id",
        "%t0 = simd.thread_id : i32",
        "%nn = arith.index_cast %n : i32 to index",
        "%c16 = arith.constant 16 : index",
        "%n16 = arith.muli %nn, %c16 : index",
        "%bd = gpu.block_dim x",
        "%bi = gpu.block_id x",
        "%bs = arith.muli %bi, %bd : index",
        "%m0 = arith.addi %bs, %x0 : index",
        "%sz = gpu.subgroup_size : index",
        "%w0 = arith.divui %x0, %sz : index",
    ]
    vals: list[str] = []
    names = ["x0", "g0", "l0", "nn", "n16", "bd", "m0", "w0"]
    if rows:
        lines += ["%y0 = gpu.thread_id y", "%z0 = gpu.thread_id z", "%gy = gpu.global_id y", "%gz = gpu.global_id z"]
        names += ["y0", "z0", "gy", "gz"]
    for name in names:
        if ty == "index":
            vals.append(f"%{name}")
        else:
            lines.append(f"%{name}_i = arith.index_cast %{name} : index to i32")
            vals.append(f"%{name}_i")
    if ty == "i32":
        vals.append("%t0")
    consts: dict[int, str] = {}

    def const(c: int) -> str:
        if c not in consts:
            consts[c] = f"%k{len(consts)}"
            lines.append(f"{consts[c]} = arith.constant {c} : {ty}")
        return consts[c]

    for i in range(14):
        a = rng.choice(vals[-6:] + vals[:3])
        kind = rng.random()
        if kind < 0.15:
            pred = rng.choice(PREDS)
            b = const(rng.choice(CONSTS)) if rng.random() < 0.7 else rng.choice(vals)
            lhs, rhs = (a, b) if rng.random() < 0.6 else (b, a)
            lines.append(f"%v{i} = arith.cmpi {pred}, {lhs}, {rhs} : {ty}")
            continue
        op = rng.choice(BINARY)
        if op in ("addi", "subi") and rng.random() < 0.5:
            b = rng.choice(vals)
        elif op in ("shli", "shrui", "shrsi"):
            b = const(rng.choice([0, 1, 2, 3, 4, 5, 8]))
        else:
            c = rng.choice(CONSTS)
            if op.startswith(("div", "rem", "floordiv")) and c == 0:
                c = 16
            b = const(c)
        lines.append(f"%v{i} = arith.{op} {a}, {b} : {ty}")
        vals.append(f"%v{i}")
    body = "\n  ".join(lines)
    return f"func.func @k(%n: i32) {attrs}{{\n  {body}\n  func.return\n}}\n"


def launches(rng: random.Random, w: int) -> list[tuple[str, tuple[int, int, int]]]:
    """(function attributes, block) pairs whose launches keep the attributes' promises."""
    m = rng.choice([1, 2, 3])
    out = [
        (f"attributes {{gpu.known_block_size = array<i32: {w * m}, 2, 1>}} ", (w * m, 2, 1)),
        (f"attributes {{gpu.known_block_size = array<i32: {w * m + 2}, 1, 1>}} ", (w * m + 2, 1, 1)),
        (f"attributes {{gpu.known_block_size = array<i32: {w + 3}, 2, 1>}} ", (w + 3, 2, 1)),
        ("attributes {simd.subgroups_in_rows} ", (w * m, 3, 1)),
        ("attributes {simd.subgroups_in_rows} ", (w + 1, 1, 1)),
        # spmd-vectorize{rows-version=true}'s row clone: block_dim x a multiple of W.
        ("attributes {simd.block_x_multiple_of_width} ", (w * m, 2, 1)),
        ("attributes {simd.block_x_multiple_of_width} ", (w * (m + 1), 1, 1)),
        ("", (w + 3, 2, 1)),
    ]
    return out


SEEDS = range(60)


def case(seed: int) -> tuple[random.Random, int, str]:
    rng = random.Random(seed)
    return rng, rng.choice([4, 8, 32]), rng.choice(["i32", "index"])


@pytest.mark.parametrize("seed", SEEDS)
def test_random_chains_are_uniform_where_the_analysis_says(seed: int) -> None:
    rng, w, ty = case(seed)
    for attrs, block in launches(rng, w):
        text = kernel(random.Random(seed), ty, attrs)
        module = parse_module(make_context(), SourceMap("k.mlir", text))
        fn = next(iter(module.ops))
        info = analyze_divergence(module, subgroup_width=w)
        for n in (rng.randint(-100, 100), -rng.randint(1, 2**20), rng.randint(0, 50)):
            out = run_spmd(module, fn, [n], width=w, grid=(2, 1, 1), block=block, check_divergence=True, divergence_info=info)  # pyright: ignore[reportArgumentType]
            assert not out.get("divergence_violations"), (text, block, n, out["divergence_violations"][:2])


def _slice(op: Operation) -> list[Operation]:
    """The ops `op` is computed from (itself included)."""
    seen: list[Operation] = []
    work = [op]
    while work:
        o = work.pop()
        if o in seen:
            continue
        seen.append(o)
        work += [v.op for v in o.operands if isinstance(v, OpResult)]
    return seen


def _row_id(op: Operation) -> bool:
    return op.name in ("gpu.thread_id", "gpu.global_id") and "x" not in str(op.properties.get("dimension") or op.attributes.get("dimension"))


def test_rule_is_exercised() -> None:
    """Most kernels of the campaign hold values only rule 8 calls uniform (the check
    above would pass vacuously otherwise)."""
    fired = []
    for seed in SEEDS:
        rng, w, ty = case(seed)
        n = 0
        for attrs, _ in launches(rng, w):
            module = parse_module(make_context(), SourceMap("k.mlir", kernel(random.Random(seed), ty, attrs)))
            a = DivergenceAnalysis(False, Rules(), w)
            a.run(module)
            n += len(a.aligned)
        fired.append(n)
    assert sum(1 for n in fired if n) > len(fired) // 2
    assert sum(fired) > 3 * len(fired)


def shaped_blocks(rng: random.Random, w: int) -> list[tuple[int, int, int]]:
    """Declared blocks whose x size is below W: a divisor of W (rows of W/bx per
    subgroup), with y sizes that are multiples of W/bx or not, 3-D ones, partial last
    subgroups; and x sizes that do not divide W."""
    out: list[tuple[int, int, int]] = []
    for bx in sorted({w // 2, w // 4, 1} - {0}):
        r = w // bx
        out.append((bx, r * rng.choice([1, 2, 3]), 1))
        out.append((bx, r * rng.choice([1, 2]) + rng.choice([1, r - 1 or 1]), 1))
        out.append((bx, rng.choice([r, 2 * r, 3, r + 1]), rng.choice([2, 3])))
    out.append((rng.choice([3, 5, 6, w - 1 or 1, w + 4]), rng.choice([2, 3]), rng.choice([1, 2])))
    return out


@pytest.mark.parametrize("seed", range(40))
def test_block_shapes_are_uniform_where_the_analysis_says(seed: int) -> None:
    """Rule 8 with the block's shape (`alignment.block_thread_fact`): x, y and z ids of
    declared blocks narrower than W, on 2 x 2 grids; the SPMD executor's divergence
    checker reports any value the analysis calls uniform whose lanes differ."""
    rng, w, ty = case(1000 + seed)
    for block in shaped_blocks(rng, w):
        attrs = f"attributes {{gpu.known_block_size = array<i32: {block[0]}, {block[1]}, {block[2]}>}} "
        text = kernel(random.Random(seed), ty, attrs, rows=True)
        module = parse_module(make_context(), SourceMap("k.mlir", text))
        fn = next(iter(module.ops))
        info = analyze_divergence(module, subgroup_width=w)
        for n in (rng.randint(-100, 100), rng.randint(0, 50)):
            out = run_spmd(module, fn, [n], width=w, grid=(2, 2, 1), block=block, check_divergence=True, divergence_info=info)  # pyright: ignore[reportArgumentType]
            assert not out.get("divergence_violations"), (text, block, n, out["divergence_violations"][:2])


def test_block_shape_rule_is_exercised() -> None:
    """The shape facts make values uniform in most kernels of that campaign that were
    divergent without them (the check above would pass vacuously otherwise)."""
    gained = 0
    for seed in range(40):
        rng, w, ty = case(1000 + seed)
        for block in shaped_blocks(rng, w):
            attrs = f"attributes {{gpu.known_block_size = array<i32: {block[0]}, {block[1]}, {block[2]}>}} "
            module = parse_module(make_context(), SourceMap("k.mlir", kernel(random.Random(seed), ty, attrs, rows=True)))
            with_shape = DivergenceAnalysis(False, Rules(), w)
            with_shape.run(module)
            # y and z ids are divergent here (bx < W, rule 7 fails): only the shape facts
            # make an op reading them uniform.
            gained += sum(1 for op in with_shape.aligned if any(_row_id(o) for o in _slice(op)))
    assert gained > 100, gained
