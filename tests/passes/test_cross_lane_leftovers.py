"""Issue 22's leftovers, each kernel imported from its `.ll` (tests/filecheck/import/) and
run at W = 32 and 64 through every stage - the SPMD executor under `--check-divergence`
with no violation, `spmd-vectorize` naive and uniform, `divergence-scalarize` and the
lockstep machine in both mask styles - equal to a plain-Python reference."""

from __future__ import annotations

import copy
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects import func

from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.kernel_runs import apply

IMPORT = Path(__file__).resolve().parents[1] / "filecheck" / "import"
SCALARIZE = "divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce"


def stages(w: int) -> dict[str, str]:
    uniform = f"spmd-vectorize{{width={w} mode=uniform}}"
    return {
        "naive": f"spmd-vectorize{{width={w} mode=naive}}",
        "uniform": uniform,
        "scalarized": f"{uniform},{SCALARIZE}",
        "lockstep-exec": f"{uniform},{SCALARIZE},convert-simd-to-lockstep{{mask-style=exec}}",
        "lockstep-per-op": f"{uniform},{SCALARIZE},convert-simd-to-lockstep{{mask-style=per-op}}",
    }


def every_stage(name: str, args: list[Any], want: list[Any], width: int, block: int, entry: str = "k") -> None:
    """The kernel `entry` of IMPORT/name, one block of `block` threads: memory after each
    stage == `want` (the SPMD run also without a divergence violation)."""
    path = IMPORT / name
    module = parse_module(make_context(), SourceMap(str(path), path.read_text()))

    def fn(m: Any) -> func.FuncOp:
        return next(o for o in m.walk() if isinstance(o, func.FuncOp) and o.sym_name.data == entry)

    spmd = run_spmd(
        module, fn(module), copy.deepcopy(args), width=width, grid=(1, 1, 1), block=(block, 1, 1),
        check_divergence=True, analyze=analyze_divergence,
    )  # fmt: skip
    assert spmd["divergence_violations"] == []
    assert spmd["memrefs"] == want, "spmd"
    for stage, pipeline in stages(width).items():
        vec = apply(module, pipeline)
        got = run_vectorized_launch(
            vec, fn(vec), copy.deepcopy(args), threads=None, grid=(1, 1, 1), block=(block, 1, 1), width=width
        )["memrefs"]  # fmt: skip
        assert got == want, stage


def per_lane(threads: int, w: int, f: Callable[[int], list[int]]) -> list[int]:
    """Each thread's slots from its lane id, in thread order."""
    return [y for t in range(threads) for y in f(t % w)]


# ------------------------------------------------------------------ mbcnt halves


@pytest.mark.parametrize("width", [32, 64])
def test_mbcnt_halves_every_stage(width: int) -> None:
    """mbcnt.lo alone counts the low 32 lanes only (a wave64 lane above 31 gets 32),
    hi alone the high ones, hi(-1, lo(-1, 0)) is the lane id."""
    m = 0x5A5A_F00F

    def ref(lane: int) -> list[int]:
        lo = min(lane, 32)
        return [lo, bin(m & ((1 << lo) - 1)).count("1"), 7 + max(lane - 32, 0), lane]

    every_stage("cross_lane_mbcnt_halves.ll", [[0] * 256, m], [per_lane(64, width, ref)], width, 64)
