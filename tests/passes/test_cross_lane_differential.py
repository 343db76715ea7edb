"""Every kernel of `examples/cross_lane/` through every stage at W = 32 and 64: the SPMD
executor (under `--check-divergence`, no violation), `spmd-vectorize` naive and
uniform, then `divergence-scalarize` (+ canonicalize, licm, cse, dce), then the lockstep
machine in both mask styles - each stage's memory equal to a plain-Python reference of
the kernel's algorithm at that W.

The CUDA kernels are warp-32 programs (`__shfl_*_sync(0xffffffff, ...)`, an i32
ballot): at W = 64 they run in blocks of 32 threads, one warp per (half-full) subgroup,
which is how their member masks stay exact.  The HIP kernels are wave64 programs: at
W = 32 each 32-lane half is a subgroup of its own, and `readlane(v, 32)` reads lane
32 mod 32 = 0; where two subgroups then write one location, subgroups run in order and
the reference is the last write."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.kernel_runs import apply

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "cross_lane"
SCALARIZE = "divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce"

rng = random.Random(22)
DATA = [rng.randint(-50, 50) for _ in range(128)]
SEARCH = list(range(100, 300))
SEARCH[77] = SEARCH[150] = 7


def wrap(x: int) -> int:
    return (x + 2**31) % 2**32 - 2**31


def stages(w: int) -> dict[str, str]:
    uniform = f"spmd-vectorize{{width={w} mode=uniform}}"
    return {
        f"naive{w}": f"spmd-vectorize{{width={w} mode=naive}}",
        f"uniform{w}": uniform,
        "scalarized": f"{uniform},{SCALARIZE}",
        "lockstep-exec": f"{uniform},{SCALARIZE},convert-simd-to-lockstep{{mask-style=exec}}",
        "lockstep-per-op": f"{uniform},{SCALARIZE},convert-simd-to-lockstep{{mask-style=per-op}}",
    }


# --------------------------------------------------------------------------- references


def warp_reduce_ref(w: int) -> list[list[int]]:
    padded = DATA[:100] + [0] * 28
    return [DATA[:100], [sum(padded[32 * k : 32 * k + 32]) for k in range(4)]]


def compact_ref(w: int) -> list[list[int]]:
    kept = [v for v in DATA[:27] if v > 0]
    return [DATA[:32], kept + [0] * (32 - len(kept)), [len(kept)]]


def search_ref(w: int) -> list[list[int]]:
    hit = [-1] * 32
    for r in range(0, 200, 32):
        for lane in range(32):
            if r + lane < 200 and SEARCH[r + lane] == 7:
                hit[lane] = r + lane
        if any(h >= 0 for h in hit):
            break
    return [SEARCH, hit]


def wave_reduce_ref(w: int) -> list[list[int]]:
    if w == 64:
        return [DATA, [sum(DATA[:64]), sum(DATA[64:])]]
    # each 32-lane subgroup: lane 0 + lane 32 mod 32 = twice its sum; the second wins
    return [DATA, [2 * sum(DATA[32:64]), 2 * sum(DATA[96:128])]]


def permute_rank_ref(w: int) -> list[list[int]]:
    data = DATA[:64]
    nxt, rank, quad = [], [], []
    for i, v in enumerate(data):
        base, k = i - i % w, i % w
        nxt.append(data[base + ((k + 1) & 63) % w])
        rank.append(sum(x > 0 for x in data[base:i]) if v > 0 else -1)
        quad.append(data[i & ~3])
    return [data, nxt + rank + quad]


def sg_reduce_ref(w: int) -> list[list[int]]:
    data, out = DATA[:64], [0] * 128
    for g in range(64):
        base = g - g % w
        grp = data[base : base + w]
        k = g - base
        out[g] = wrap(sum(grp) + 1000 * sum(grp[:k]))
        out[g + 64] = max(grp[: k + 1]) + 100 * grp[3] + 10 * any(x < 0 for x in grp) + all(x >= 0 for x in grp)
    return [data, out]


def sg_shuffle_ref(w: int) -> list[list[int]]:
    data, out = DATA[:64], [0] * 128
    for g in range(64):
        base, k = g - g % w, g % w
        x = data[g]
        out[g] = data[base + 5] + 100 * data[base + (k ^ 1)]
        down = data[g + 1] if k + 1 < w else x
        up = data[g - 2] if k >= 2 else x
        out[g + 64] = down + 100 * up + 10000 * k
    return [data, out]


Case = tuple[str, str, Callable[[], list[Any]], Callable[[int], tuple[int, int]], Callable[[int], list[list[int]]]]
CASES: dict[str, Case] = {
    # name: (file, entry, args, (grid, block) at W, reference at W)
    "cuda_warp_reduce": ("cuda_crosslane.ll", "_Z11warp_reducePKiPii", lambda: [DATA[:100], [0] * 4, 100],
                         lambda w: (2, 64) if w == 32 else (4, 32), warp_reduce_ref),
    "cuda_compact": ("cuda_crosslane.ll", "_Z7compactPKiPiS1_i", lambda: [DATA[:32], [0] * 32, [0], 27],
                     lambda w: (1, 32), compact_ref),
    "cuda_search": ("cuda_crosslane.ll", "_Z6searchPKiPiii", lambda: [SEARCH, [0] * 32, 200, 7],
                    lambda w: (1, 32), search_ref),
    "hip_wave_reduce": ("hip_crosslane.ll", "_Z11wave_reducePKiPi", lambda: [DATA, [0, 0]],
                        lambda w: (1, 128), wave_reduce_ref),
    "hip_permute_rank": ("hip_crosslane.ll", "_Z12permute_rankPKiPi", lambda: [DATA[:64], [0] * 192],
                         lambda w: (1, 64), permute_rank_ref),
    "ocl_sg_reduce": ("ocl_crosslane.ll", "sg_reduce", lambda: [DATA[:64], [0] * 128], lambda w: (1, 64), sg_reduce_ref),
    "ocl_sg_shuffle": ("ocl_crosslane.ll", "sg_shuffle", lambda: [DATA[:64], [0] * 128], lambda w: (1, 64), sg_shuffle_ref),
}  # fmt: skip


@cache
def imported(file: str) -> ModuleOp:
    path = EXAMPLES / file
    return parse_module(make_context(), SourceMap(str(path), path.read_text()))


def entry(module: ModuleOp, name: str) -> func.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp) and op.sym_name.data == name)


@pytest.mark.parametrize("width", [32, 64])
@pytest.mark.parametrize("case", sorted(CASES))
def test_cross_lane_kernel_every_stage_equals_reference(case: str, width: int) -> None:
    file, name, args, geometry, reference = CASES[case]
    grid, block = geometry(width)
    want = reference(width)
    module = imported(file)
    spmd = run_spmd(
        module, entry(module, name), copy.deepcopy(args()), width=width, grid=(grid, 1, 1), block=(block, 1, 1),
        check_divergence=True, analyze=analyze_divergence,
    )  # fmt: skip
    assert spmd["divergence_violations"] == []
    assert spmd["memrefs"] == want, "spmd"
    for stage, pipeline in stages(width).items():
        vec = apply(module, pipeline)
        got = run_vectorized_launch(
            vec, entry(vec, name), copy.deepcopy(args()), threads=None, grid=(grid, 1, 1), block=(block, 1, 1),
            width=width,
        )["memrefs"]  # fmt: skip
        assert got == want, stage
