"""Every kernel of the OpenCL corpus (`examples/opencl/*.ll`, imported from clang's
AMDGPU IR) through `spmd-vectorize` in both modes, run over a small launch by `simd-run`,
gives the SPMD executor's results and memory (the same launch and width).  W = 4 for
every kernel; W = 2 and 8 for a few (launches whose block rows are whole subgroups:
`x` ids are `x0 + lane`, see `passes/spmd_vectorize/launch.py`).  Blocks whose size
is not a multiple of W exercise the tail mask.

A kernel that the vectorizer still refuses is listed in `REFUSED` with the reason, and
the test checks that it fails with exactly that reason (so a kernel that starts to
vectorize - when the vector forms of `math`/atomics land - is then run and compared
instead: the entry must then be removed).
"""

from __future__ import annotations

import json
import math
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT / "examples" / "opencl"
BIN = Path(sys.executable).parent

# kernel -> (grid, block, arguments without the workgroup arrays, workgroup sizes)
LAUNCHES: dict[str, tuple[str, str, list[Any], list[int]]] = {
    "vector_add": ("3", "4", [[float(i) for i in range(12)], [float(10 * i + 1) for i in range(12)], [0.0] * 12], []),
    "saxpy": ("3", "4", [2.5, [float(i) for i in range(10)], [float(100 - i) for i in range(10)], 10], []),
    "reduce": ("4", "8", [[(7 * i) % 13 - 4 for i in range(32)], [0] * 4], [64]),
    "histogram": ("2", "16", [[(5 * i + 3) % 19 - 2 for i in range(20)], 20, [0] * 16], [16]),
    "scan": ("1", "8", [[(3 * i) % 7 + 1 for i in range(16)], [0] * 16], [64]),
    "matmul": ("2,2", "4,4", [[(i * 3 + 1) % 5 - 2 for i in range(64)], [(i * 7 + 2) % 6 - 3 for i in range(64)], [0] * 64, 8], [16, 16]),
    "transpose": ("2,2", "4,4", [[float(i) for i in range(30)], [0.0] * 30, 6, 5], [20]),
    "stencil": ("2,2", "4,4", [[float((i * 5) % 9) for i in range(30)], [0.0] * 30, 6, 5], []),
    "nbody": ("2", "4", [[float(i) for i in range(6)], [float((i * 3) % 4) for i in range(6)], [1.0 + 0.5 * i for i in range(6)], [0.0] * 6, [0.0] * 6, 6], []),
    "mandelbrot": ("2,1", "4,4", [[0] * 32, 8, -2.0, -1.0, 0.375, 0.5, 20], []),
    "bfs": ("2", "4", [[0, 2, 4, 5, 7, 8, 9], [1, 2, 0, 3, 4, 1, 5, 5, 0], [0, 1, 1, 0, 0, 0], [0] * 6, [1, 1, 1, 0, 0, 0], [0, 1, 1, -1, -1, -1], 6], []),
    "spmv": ("2", "4", [[0, 3, 3, 4, 7, 9], [0, 2, 4, 1, 0, 3, 4, 2, 3], [1.0, -2.0, 0.5, 3.0, 4.0, 1.5, -1.0, 2.0, 0.25], [1.0, 2.0, 3.0, 4.0, 5.0], [0.0] * 5, 5], []),
    "bitonic": ("2", "4", [[5, 1, 7, 3, 8, 2, 6, 4], 2, 4], []),
    "find_first": ("3", "2", [[1, 7, 3, 7, 2, 7, 0, 0, 0, 0, 4, 4, 4, 4, 7, 1, 2, 3, 4, 5, 0, 0, 7, 0, 0, 9, 9, 9, 9, 9], 5, 7, [0] * 6], []),
    "switch_ops": ("2", "4", [[0, 1, 2, 3, 7, 5, 2, 0], [3, -4, 5, 6, 1, 2, -3, 9], [10, 20, -2, 1, 13, 4, 6, -9], [0] * 8], []),
    "dot": ("2", "8", [[i - 3 for i in range(10)], [2 * i + 1 for i in range(10)], [0], 10], [64]),
}  # fmt: skip

REFUSED: dict[str, str] = {
}
"""Kernels the vectorizer refuses today, with the reason: none (math ops and atomics
have vector forms in `lanewise.py`, the i32/f32 casts are `simd.vcast`)."""

# A few kernels at other widths too: (kernel, width, block) - blocks of whole rows.
OTHER_WIDTHS = [
    ("reduce", 8, "8"),
    ("bitonic", 8, "4"),  # a block smaller than W: one partial subgroup per block
    ("matmul", 2, "4,4"),
    ("find_first", 8, "2"),
    ("stencil", 8, "8,2"),
]


def simd_run(source: str, grid: str, block: str, width: int, args: list[Any]) -> dict[str, Any]:
    proc = subprocess.run(
        [str(BIN / "simd-run"), source, "--grid", grid, "--block", block, "--width", str(width),
         "--json", "--args", json.dumps(args)],
        capture_output=True, text=True,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def vectorize(kernel: str, width: int, mode: str, out: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(BIN / "simd-opt"), str(CORPUS / f"{kernel}.ll"), "-p",
         f"spmd-vectorize{{width={width} mode={mode}}}", "-o", str(out)],
        capture_output=True, text=True,
    )  # fmt: skip


def close(a: Any, b: Any) -> bool:
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(close(x, y) for x, y in zip(a, b, strict=True))  # pyright: ignore[reportUnknownArgumentType, reportUnknownVariableType]
    if isinstance(a, int | float) and isinstance(b, int | float) and float in (type(a), type(b)):
        return math.isclose(a, b, rel_tol=1e-5, abs_tol=1e-6)
    return a == b


def check(kernel: str, width: int, block: str | None, tmp_path: Path) -> None:
    grid, default_block, args, workgroup = LAUNCHES[kernel]
    block = block or default_block
    args = args + [[0] * n for n in workgroup]
    for mode in ("naive", "uniform"):
        out = tmp_path / f"{kernel}.{mode}.{width}.mlir"
        done = vectorize(kernel, width, mode, out)
        if kernel in REFUSED:
            assert done.returncode != 0, f"{kernel} vectorizes now: remove it from REFUSED"
            assert REFUSED[kernel] in done.stderr, done.stderr
            continue
        assert done.returncode == 0, done.stderr
        want = simd_run(str(CORPUS / f"{kernel}.ll"), grid, block, width, args)
        got = simd_run(str(out), grid, block, width, args)
        assert close(got["memrefs"], want["memrefs"]), (mode, got["memrefs"], want["memrefs"])
        assert close(got["results"], want["results"]), mode
        assert got["stats"]["threads"] == want["stats"]["threads"]


@pytest.mark.parametrize("kernel", sorted(LAUNCHES))
def test_corpus_kernel_vectorized_matches_spmd(kernel: str, tmp_path: Path) -> None:
    check(kernel, 4, None, tmp_path)


@pytest.mark.parametrize(("kernel", "width", "block"), OTHER_WIDTHS)
def test_corpus_kernel_other_widths(kernel: str, width: int, block: str, tmp_path: Path) -> None:
    check(kernel, width, block, tmp_path)


def test_every_corpus_kernel_is_listed() -> None:
    assert sorted(LAUNCHES) == sorted(p.stem for p in CORPUS.glob("*.ll"))


@pytest.mark.parametrize("kernel", sorted(REFUSED))
def test_corpus_kernel_narrowed_matches_spmd(kernel: str, tmp_path: Path) -> None:
    """The kernels still refused are narrowed all the same (`spmd-narrow-i64`, the first
    step): the narrowed SPMD kernel computes what the imported one does."""
    grid, block, args, workgroup = LAUNCHES[kernel]
    args = args + [[0] * n for n in workgroup]
    out = tmp_path / f"{kernel}.narrowed.mlir"
    done = subprocess.run(
        [str(BIN / "simd-opt"), str(CORPUS / f"{kernel}.ll"), "-p", "spmd-narrow-i64", "-o", str(out)],
        capture_output=True, text=True,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert " i64" not in re.sub(r"kind = \d+ : i64", "", out.read_text())  # i32 values only
    want = simd_run(str(CORPUS / f"{kernel}.ll"), grid, block, 4, args)
    got = simd_run(str(out), grid, block, 4, args)
    assert close(got["memrefs"], want["memrefs"])
