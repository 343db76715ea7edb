"""The cross-lane examples (`examples/cross_lane/`: CUDA warp reduction, ballot stream
compaction and `__any_sync` early exit at W=32; HIP wave reduction by ds_swizzle and
readlane, ds_bpermute rotation and ballot+mbcnt ranks at W=64; OpenCL sub-group reduce,
scan, broadcast, votes and shuffles at W=32 and 64), imported from clang-22's committed
`.ll`, run under `simd-run --check-divergence` with no violation and compute what a
plain-Python reference of the same algorithm computes."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples" / "cross_lane"
SIMD_RUN = str(Path(sys.executable).parent / "simd-run")

rng = random.Random(22)
DATA = [rng.randint(-50, 50) for _ in range(128)]


def wrap(x: int) -> int:
    return (x + 2**31) % 2**32 - 2**31


_tools: Any = None


@pytest.fixture(autouse=True)
def _use_tools(tools: Any) -> None:
    global _tools
    _tools = tools  # conftest's `tools`: the installed simd-run, without its start-up


def run(source: str, entry: str, args: list[Any], block: int, width: int, grid: int = 1) -> list[list[Any]]:
    proc = _tools.run(
        [SIMD_RUN, str(EXAMPLES / source), "--entry", entry, "--grid", str(grid), "--block", str(block),
         "--width", str(width), "--check-divergence", "--json", "--args", json.dumps(args)],
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["divergence_violations"] == []
    return out["memrefs"]


def test_cuda_warp_reduce_shfl_down() -> None:
    n = 100  # the last warp is partly out of range: those lanes add 0
    got = run("cuda_crosslane.ll", "_Z11warp_reducePKiPii", [DATA[:n], [0] * 4, n], block=64, width=32, grid=2)
    padded = DATA[:n] + [0] * 28
    assert got[1] == [sum(padded[32 * w : 32 * w + 32]) for w in range(4)]


def test_cuda_ballot_compaction() -> None:
    n = 27  # lanes 27..31 keep nothing
    got = run("cuda_crosslane.ll", "_Z7compactPKiPiS1_i", [DATA[:32], [0] * 32, [0], n], block=32, width=32)
    kept = [v for v in DATA[:n] if v > 0]
    assert got[1] == kept + [0] * (32 - len(kept))
    assert got[2] == [len(kept)]


def test_cuda_any_sync_early_exit() -> None:
    data = list(range(100, 300))
    data[77] = data[150] = 7
    got = run("cuda_crosslane.ll", "_Z6searchPKiPiii", [data, [0] * 32, 200, 7], block=32, width=32)
    # Lanes scan i = lane, lane+32, ... and the warp stops after the round where one hit.
    hit = [-1] * 32
    for r in range(0, 200, 32):
        for lane in range(32):
            if r + lane < 200 and data[r + lane] == 7:
                hit[lane] = r + lane
        if any(h >= 0 for h in hit):
            break
    assert got[1] == hit == [77 if lane == 13 else -1 for lane in range(32)]


def test_hip_wave_reduce_swizzle_readlane() -> None:
    got = run("hip_crosslane.ll", "_Z11wave_reducePKiPi", [DATA, [0, 0]], block=128, width=64)
    assert got[1] == [sum(DATA[:64]), sum(DATA[64:])]


def test_hip_bpermute_ballot_mbcnt() -> None:
    data = DATA[:64]
    got = run("hip_crosslane.ll", "_Z12permute_rankPKiPi", [data, [0] * 192], block=64, width=64)
    rank, c = [], 0
    for v in data:
        rank.append(c if v > 0 else -1)
        c += v > 0
    nxt = [data[(i + 1) % 64] for i in range(64)]
    quad = [data[i & ~3] for i in range(64)]
    assert got[1] == nxt + rank + quad


def sg_reduce_reference(data: list[int], w: int) -> list[int]:
    out = [0] * 128
    for g in range(64):
        base = g - g % w
        grp = data[base : base + w]
        k = g - base
        s, p, q = sum(grp), sum(grp[:k]), max(grp[: k + 1])
        out[g] = wrap(s + 1000 * p)
        out[g + 64] = q + 100 * grp[3] + 10 * any(x < 0 for x in grp) + all(x >= 0 for x in grp)
    return out


def sg_shuffle_reference(data: list[int], w: int) -> list[int]:
    out = [0] * 128
    for g in range(64):
        base, k = g - g % w, g % w
        x = data[g]
        out[g] = data[base + 5] + 100 * data[base + (k ^ 1)]
        down = data[g + 1] if k + 1 < w else x  # the own value past the end: one refinement of OpenCL's undefined
        up = data[g - 2] if k >= 2 else x
        out[g + 64] = down + 100 * up + 10000 * k
    return out


@pytest.mark.parametrize("width", [32, 64])
def test_opencl_sub_group_collectives(width: int) -> None:
    data = DATA[:64]
    got = run("ocl_crosslane.ll", "sg_reduce", [data, [0] * 128], block=64, width=width)
    assert got[1] == sg_reduce_reference(data, width)


@pytest.mark.parametrize("width", [32, 64])
def test_opencl_sub_group_shuffles(width: int) -> None:
    data = DATA[:64]
    got = run("ocl_crosslane.ll", "sg_shuffle", [data, [0] * 128], block=64, width=width)
    assert got[1] == sg_shuffle_reference(data, width)
