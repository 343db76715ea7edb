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


# ------------------------------------------------------------------ cl_khr_subgroup_ballot


def wrap(x: int) -> int:
    return (x + 2**31) % 2**32 - 2**31


BALLOT_IN = [(k * 37) % 11 - 4 for k in range(128)]


def ballot_ref(w: int) -> list[int]:
    out: list[int] = []
    for s in range(0, 128, w):
        xs = BALLOT_IN[s : s + w]
        b = sum(1 << i for i, x in enumerate(xs) if x > 0)
        c = sum(1 << i for i in range(w) if i % 3 == 0)
        f = [i for i, x in enumerate(xs) if x > 0 or i == 5]
        for lane, x in enumerate(xs):
            ones = bin(b & ((2 << lane) - 1)).count("1")
            out += [
                wrap(b & 0xFFFFFFFF), wrap(b >> 32), (c >> lane) & 1, (b >> (lane * 5 % w)) & 1,
                bin(b).count("1"), ones * 100 + ones - ((b >> lane) & 1),
                f[0] if lane in f else 77, f[-1],
            ]  # fmt: skip
    return out


@pytest.mark.parametrize("width", [32, 64])
def test_subgroup_ballot_builtins_every_stage(width: int) -> None:
    """OpenCL's sub_group_ballot, inverse ballot, bit extract / count, ballot scans and
    find lsb / msb (examples/cross_lane/ocl_ballot.cl, clang-22 spir64)."""
    path = Path(__file__).resolve().parents[2] / "examples" / "cross_lane" / "ocl_ballot.ll"
    every_stage(str(path), [BALLOT_IN, [0] * 1024], [BALLOT_IN, ballot_ref(width)], width, 128, entry="ballot_ops")
