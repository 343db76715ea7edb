"""The cross-lane patterns of `examples/cross_lane/*_patterns.*` (a block scan on a
subgroup scan, a subgroup-aggregated atomic, a waterfall loop, a ballot compaction, an
`any` early exit; in CUDA, HIP and OpenCL), imported from clang-22's committed `.ll`,
at W = 32 and 64: the SPMD executor under `--check-divergence` with no violation, then
`spmd-vectorize` naive and uniform, `divergence-scalarize` and the lockstep machine in
both mask styles, each equal to a plain-Python reference of the algorithm at that W
(and to the SPMD run on the workgroup memory too).

CUDA is warp-32 code (member masks of 32 lanes, i32 ballots and active masks): at W = 64
it runs in blocks of 32 threads, one warp per half-full subgroup.  Subgroups of a block
run one after the other, so the aggregated atomics reserve slots in thread order."""

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
FILES = {"cuda": "cuda_patterns.ll", "hip": "hip_patterns.ll", "ocl": "ocl_patterns.ll"}

rng = random.Random(5)
DATA = [rng.randint(-40, 60) for _ in range(256)]
IDX = [rng.choice([4, 1, 1, 3, 0, 5]) for _ in range(128)]
TABLE = [11, 22, 33, 44, 55, 66]
NEXT = list(range(128))
rng.shuffle(NEXT)
VAL = [rng.randint(0, 100) for _ in range(128)]
LIMIT = 8
T = 128
"""Threads of every launch (a block scan of one 128-thread block: 4 or 2 subgroups)."""


def wrap(x: int) -> int:
    return (x + 2**31) % 2**32 - 2**31


def geometry(lang: str, w: int, threads: int, block: int) -> tuple[int, int]:
    """(grid, block): warp-sized blocks for CUDA at W = 64."""
    if lang == "cuda" and w == 64:
        block = 32
    return threads // block, block


def subgroups(threads: int, block: int, w: int) -> list[list[int]]:
    """The threads of each subgroup, in launch order."""
    return [list(range(b + s, min(b + s + w, b + block))) for b in range(0, threads, block) for s in range(0, block, w)]


# --------------------------------------------------------------------------- references


def block_scan_ref(lang: str, w: int, block: int) -> list[list[int]]:
    out = []
    for b in range(0, T, block):
        acc = 0
        for x in DATA[b : b + block]:
            acc = wrap(acc + x)
            out.append(acc)
    return [DATA[:T], out]


def append_ref(lang: str, w: int, block: int) -> list[list[int]]:
    kept = [v for v in DATA[:T] if v > 0]
    return [DATA[:T], kept + [0] * (T - len(kept)), [len(kept)]]


def waterfall_ref(lang: str, w: int, block: int) -> list[list[int]]:
    out = [0] * T
    for sg in subgroups(T, block, w):
        values = [IDX[g] for g in sg]
        order = sorted(set(values)) if lang == "ocl" else list(dict.fromkeys(values))
        for g in sg:
            out[g] = TABLE[IDX[g]] * 100 + order.index(IDX[g])
    return [IDX[:T], TABLE, out]


def compact_ref(lang: str, w: int, block: int) -> list[list[int]]:
    seg = 32 if lang == "cuda" else 64
    size = min(w, block)
    out, counts = [0] * 256, [0] * 4
    for sg in subgroups(T, block, w):
        kept = [DATA[g] for g in sg if DATA[g] % 3 == 0]
        base = (sg[0] // (32 if lang == "cuda" else size)) * seg
        out[base : base + len(kept)] = kept
        counts[sg[0] // (32 if lang == "cuda" else size)] = len(kept)
    return [DATA[:T], out, counts]


def first_below_ref(lang: str, w: int, block: int) -> list[list[int]]:
    out = [0] * T
    for sg in subgroups(T, block, w):
        at = {g: g for g in sg}
        steps = 0
        while not any(VAL[at[g]] < LIMIT for g in sg):
            at = {g: NEXT[at[g]] for g in sg}
            steps += 1
        for g in sg:
            out[g] = at[g] if VAL[at[g]] < LIMIT else -1 - steps
    return [NEXT, VAL, out]


Reference = Callable[[str, int, int], list[list[int]]]
CASES: dict[str, tuple[dict[str, str], Callable[[], list[Any]], int, int, Reference]] = {
    # kernel: (entry per language, args, threads, block, reference)
    "block_scan": ({}, lambda: [DATA[:T], [0] * T], T, T, block_scan_ref),
    "aggregated_append": ({}, lambda: [DATA[:T], [0] * T, [0]], T, T // 2, append_ref),
    "waterfall": ({}, lambda: [IDX[:T], TABLE, [0] * T], T, T // 2, waterfall_ref),
    "compact": ({"cuda": "ballot_compact", "hip": "ballot_compact", "ocl": "scan_compact"},
                lambda: [DATA[:T], [0] * 256, [0] * 4], T, T, compact_ref),
    "first_below": ({}, lambda: [NEXT, VAL, [0] * T, LIMIT], T, T, first_below_ref),
}  # fmt: skip


def test_block_scan_reference_crosses_subgroups() -> None:
    # the scan runs over the whole block, not one subgroup: the test needs several
    assert len(subgroups(T, T, 32)) == 4 and block_scan_ref("ocl", 32, T)[1][-1] == wrap(sum(DATA[:T]))


@cache
def imported(file: str) -> ModuleOp:
    path = EXAMPLES / file
    return parse_module(make_context(), SourceMap(str(path), path.read_text()))


def entry(module: ModuleOp, name: str) -> func.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp) and op.sym_name.data == name)


@pytest.mark.parametrize("width", [32, 64])
@pytest.mark.parametrize("lang", sorted(FILES))
def test_patterns_every_stage_equal_reference(lang: str, width: int) -> None:
    """All five kernels of one file at one W (each stage vectorizes the file once)."""
    module = imported(FILES[lang])
    uniform = f"spmd-vectorize{{width={width} mode=uniform}}"
    pipelines = {
        "naive": f"spmd-vectorize{{width={width} mode=naive}}",
        "uniform": uniform,
        "scalarized": f"{uniform},{SCALARIZE}",
        "lockstep-exec": f"{uniform},{SCALARIZE},convert-simd-to-lockstep{{mask-style=exec}}",
        "lockstep-per-op": f"{uniform},{SCALARIZE},convert-simd-to-lockstep{{mask-style=per-op}}",
    }
    spmd: dict[str, list[Any]] = {}
    for case, (names, args, threads, block, reference) in sorted(CASES.items()):
        name = names.get(lang, case)
        grid, block = geometry(lang, width, threads, block)
        want = reference(lang, width, block)
        run = run_spmd(
            module, entry(module, name), copy.deepcopy(args()), grid=(grid, 1, 1), block=(block, 1, 1), width=width,
            check_divergence=True, analyze=analyze_divergence,
        )  # fmt: skip
        assert run["divergence_violations"] == [], case
        assert run["memrefs"][: len(want)] == want, f"{case}: spmd"  # then workgroup memory, per block
        spmd[case] = run["memrefs"]
    for stage, pipeline in pipelines.items():
        vec = apply(module, pipeline)
        for case, (names, args, threads, block, _) in sorted(CASES.items()):
            name = names.get(lang, case)
            grid, block = geometry(lang, width, threads, block)
            got = run_vectorized_launch(
                vec, entry(vec, name), copy.deepcopy(args()), threads=None, grid=(grid, 1, 1), block=(block, 1, 1),
                width=width,
            )["memrefs"]  # fmt: skip
            assert got == spmd[case], f"{case}: {stage}"
