"""Issue 22's leftovers, each kernel imported from its `.ll` (tests/filecheck/import/) and
run at W = 32 and 64 through every stage - the SPMD executor under `--check-divergence`
with no violation, `spmd-vectorize` naive and uniform, `divergence-scalarize` and the
lockstep machine in both mask styles - equal to a plain-Python reference."""

from __future__ import annotations

import copy
import struct
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


def every_stage(
    name: str, args: list[Any], want: list[Any], width: int, block: int, entry: str = "k", grid: int = 1
) -> None:
    """The kernel `entry` of IMPORT/name, `grid` blocks of `block` threads: memory after
    each stage == `want` (the SPMD run also without a divergence violation)."""
    path = IMPORT / name
    module = parse_module(make_context(), SourceMap(str(path), path.read_text()))

    def fn(m: Any) -> func.FuncOp:
        return next(o for o in m.walk() if isinstance(o, func.FuncOp) and o.sym_name.data == entry)

    spmd = run_spmd(
        module, fn(module), copy.deepcopy(args), width=width, grid=(grid, 1, 1), block=(block, 1, 1),
        check_divergence=True, analyze=analyze_divergence,
    )  # fmt: skip
    assert spmd["divergence_violations"] == []
    assert spmd["memrefs"] == want, "spmd"
    for stage, pipeline in stages(width).items():
        vec = apply(module, pipeline)
        got = run_vectorized_launch(
            vec, fn(vec), copy.deepcopy(args), threads=None, grid=(grid, 1, 1), block=(block, 1, 1), width=width
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
        for lane in range(len(xs)):
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


# ------------------------------------------------------------------ NVPTX redux umin/umax, shfl p


def warp_geometry(w: int, threads: int) -> tuple[int, int]:
    """(grid, block) for warp-32 code (32-bit member masks): one warp per block at W = 64."""
    return (threads // 32, 32) if w == 64 else (1, threads)


REDUX_IN = [(k * 2654435761) % 2**32 for k in range(64)]
"""uint values spanning the sign bit (an unsigned order differs from the signed one)."""


def redux_ref() -> list[int]:
    out: list[int] = []
    for s in range(0, 64, 32):
        xs = REDUX_IN[s : s + 32]
        odd = [x for x in xs if x & 1]
        even = [wrap(x) for x in xs if not x & 1]
        for x in xs:
            row = [min(xs), max(xs)] + ([min(odd), max(odd)] if x & 1 else [0, min(even)])
            out += [wrap(v) for v in row]
    return out


@pytest.mark.parametrize("width", [32, 64])
def test_redux_unsigned_every_stage(width: int) -> None:
    """CUDA sm_80 `__reduce_{min,max}_sync` on unsigned (redux.sync umin / umax,
    examples/cross_lane/cuda_redux_unsigned.cu), whole warp and in a divergent branch."""
    path = Path(__file__).resolve().parents[2] / "examples" / "cross_lane" / "cuda_redux_unsigned.ll"
    grid, block = warp_geometry(width, 64)
    data = [wrap(x) for x in REDUX_IN]
    every_stage(str(path), [data, [0] * 256], [data, redux_ref()], width, block, entry="redux_unsigned", grid=grid)


def shfl_ref(t: int, j: int, w: int) -> tuple[int, int]:
    """Thread t's (value, in range) reading lane j of its warp in segments of w, x = 3t + 1."""
    lane, warp = t % 32, t - t % 32
    base = lane - lane % w
    return (3 * (warp + j) + 1, 1) if base <= j < base + w else (3 * t + 1, 0)


def shfl_pred_ref() -> list[int]:
    out: list[int] = []
    for t in range(64):
        lane = t % 32
        for j, w in ((lane + 5, 8), (lane - 3, 16), (lane ^ 9, 8), (lane - lane % 8 + 13 % 8, 8)):
            out += shfl_ref(t, j, w)
    return out


@pytest.mark.parametrize("width", [32, 64])
def test_shfl_sync_pred_forms_every_stage(width: int) -> None:
    """shfl.sync.{down,up,bfly,idx}.*p: the value and PTX's in-range flag."""
    grid, block = warp_geometry(width, 64)
    every_stage("cross_lane_nvptx_shfl_pred.ll", [[0] * 512], [shfl_pred_ref()], width, block, grid=grid)


def unsigned_collectives_ref(w: int) -> list[int]:
    out: list[int] = []
    for s in range(0, 128, w):
        xs = [REDUX_IN[(s + i) % 64] for i in range(w)]
        for i in range(w):
            row = [min(xs), max(xs), min(xs[: i + 1]), max(xs[:i], default=0)]
            out += [wrap(v) for v in row]
    return out


@pytest.mark.parametrize("width", [32, 64])
def test_opencl_unsigned_min_max_collectives_every_stage(width: int) -> None:
    """sub_group_{reduce,scan_*}_{min,max} of uint (examples/cross_lane/ocl_unsigned_collectives.cl):
    unsigned order, exclusive identities UINT_MAX / 0."""
    path = Path(__file__).resolve().parents[2] / "examples" / "cross_lane" / "ocl_unsigned_collectives.ll"
    data = [wrap(REDUX_IN[k % 64]) for k in range(128)]
    want = unsigned_collectives_ref(width)
    every_stage(str(path), [data, [0] * 512], [data, want], width, 128, entry="unsigned_collectives")


# ------------------------------------------------------------------ i1 shuffles


SHUFFLE_I1_IN = [(k * 7) % 5 - 2 for k in range(128)]


def shuffle_i1_ref(w: int, d: int, lane: int) -> list[int]:
    out: list[int] = []
    for s in range(0, 128, w):
        p = [int(x > 0) for x in SHUFFLE_I1_IN[s : s + w]]
        for i in range(w):
            down = p[i + d] if i + d < w else p[i]
            out.append(p[i ^ 1] + 2 * down + 4 * p[lane % w])
    return out


@pytest.mark.parametrize("width", [32, 64])
def test_shuffle_of_i1_every_stage(width: int) -> None:
    """xor / down / idx shuffles of an i1 (tests/filecheck/passes/spmd-vectorize-shuffle-i1.mlir)."""
    path = IMPORT.parent / "passes" / "spmd-vectorize-shuffle-i1.mlir"
    want = shuffle_i1_ref(width, 3, 37)
    every_stage(str(path), [SHUFFLE_I1_IN, [0] * 128, 3, 37], [SHUFFLE_I1_IN, want], width, 128, entry="shuffle_i1")


# ------------------------------------------------------------------ permlane16.var, DPP i64/f64


PV_IN = [(k * 29) % 101 - 50 for k in range(128)]
PV_LONG = [(k * 0x1_0000_0001 * 37) % 2**63 - 2**62 for k in range(128)]
PV_DOUBLE = [struct.unpack("<q", struct.pack("<d", k * 0.5 - 7.25))[0] for k in range(128)]


def permlane_var_ref(w: int) -> tuple[list[int], list[int], list[int]]:
    out: list[int] = []
    lout: list[int] = []
    dout: list[int] = []
    for t in range(128):
        base, i = t - t % w, t % w
        sel = (t * 7 + 3) & 15
        out += [PV_IN[base + (i & ~15 | sel)], PV_IN[base + ((i & ~15) ^ 16 | sel)]]
        lout.append(PV_LONG[t - 1] if i % 16 else -3)
        dout.append(PV_DOUBLE[base + (i & ~3) + 3 - (i & 3)])
    return out, lout, dout


@pytest.mark.parametrize("width", [32, 64])
def test_permlane_var_and_dpp_i64_every_stage(width: int) -> None:
    """gfx12 permlane16.var / permlanex16.var and update.dpp.i64 of a long and a double
    (examples/cross_lane/hip_permlane_var.hip)."""
    path = Path(__file__).resolve().parents[2] / "examples" / "cross_lane" / "hip_permlane_var.ll"
    out, lout, dout = permlane_var_ref(width)
    args = [PV_IN, [0] * 256, PV_LONG, [0] * 128, PV_DOUBLE, [0] * 128]
    every_stage(str(path), args, [PV_IN, out, PV_LONG, lout, PV_DOUBLE, dout], width, 128, entry="permlane_var")


# ------------------------------------------------------------------ ds_swizzle, general patterns


def swizzle_ref(w: int, n: int) -> list[int]:
    out: list[int] = []
    for t in range(128):
        base, i = t - t % w, t % w

        def x(j: int, base: int = base) -> int:
            return 5 * (base + j) + 3

        g = i & ~31
        low = g | (i & 31 & 15)
        mix = g | (((i & 0x1C) | 1) ^ 2)
        rot = (i & ~3) | [1, 2, 3, 0][i & 3]
        out += [x(low), x(mix), x(rot), n]
    return out


@pytest.mark.parametrize("width", [32, 64])
def test_swizzle_general_patterns_every_stage(width: int) -> None:
    """Bit-mask and quad-permute ds_swizzle patterns (cross_lane_swizzle_general.ll)."""
    every_stage("cross_lane_swizzle_general.ll", [[0] * 512, 11], [swizzle_ref(width, 11)], width, 128)
