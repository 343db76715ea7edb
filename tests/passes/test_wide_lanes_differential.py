"""Differential test of the wide and narrow lanes (i8, i16, i64, f64) through every
stage: eight corpus kernels (`examples/opencl/suite/`) and the two kernels of
`tests/passes/wide_lanes/` (clang-22 AMDGPU IR; the `.cl`/`.hip` source beside each)
run by the SPMD executor, and after `spmd-vectorize` in both modes
at W = 4, 8 and 32 (W = 4 only for 2-D blocks: a subgroup lies in one block row),
scalarized, and lowered to the lockstep machine in both mask styles, over the same
launch: every stage gives the executor's memory.  Where the corpus has LLVM's own
native result (`examples/opencl/native/`, the native oracle's) the executor's
memory is that result too (integers compared modulo their element width: the native
JSON prints `uchar` unsigned).

* `stride3_long`: `o[i*3] = q + i` with 64-bit math the narrowing cannot prove 32-bit
  (a 64-bit division, a compare against a `long` argument): `vector<W x i64>` lanes;
* `gather_long`: a 64-bit modulo and an `i64` buffer (the address narrowed only);
* `box_blur_uchar`, `sobel_short`: `uchar`/`short` images (i8/i16 loads and stores);
* `hip_blockdim`: HIP's `blockIdx.x * blockDim.x + threadIdx.x` with `blockDim.x` an
  i16, and 16-bit division;
* `needleman_wunsch`, `radix_histogram`, `backprop`: issue 21's kernels that stopped
  at spmd-vectorize on i64 index math;
* `ddot_double`, `horner_double`: f64 lanes (rounded as every float today).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from kernel_helpers import dims, parse, run_launch
from xdsl.dialects.builtin import ModuleOp

from simdopt.tools.kernel_runs import apply, close

INPUTS = Path(__file__).resolve().parent / "wide_lanes"
ROOT = Path(__file__).resolve().parents[2]
CORPUS = {
    k: ROOT / "examples" / "opencl" / "suite" / f"{k}.ll"
    for k in (
        "backprop", "box_blur_uchar", "ddot_double", "gather_long", "horner_double",
        "needleman_wunsch", "radix_histogram", "sobel_short",
    )
}  # fmt: skip
"""The corpus kernels this test runs, with their committed native results."""

LAUNCHES: dict[str, dict[str, Any]] = {
    "stride3_long": {"grid": "2", "block": "4", "args": [[0] * 24, 15, 500000000]},
    "hip_blockdim": {
        "grid": "3", "block": "4",
        "args": [[-7, 5, 32767, -32768, 0, 1, -1, 100, -101, 9, 3, -3], [0] * 12, 10],
    },  # fmt: skip
}
"""Launches of the kernels without a native result (the others: `*.native.json`)."""

BITS = {"u8": 8, "i16": 16, "u32": 32, "i32": 32, "i64": 64}

SCALARIZE = "divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce"
LOWERINGS = (
    "convert-simd-to-lockstep{mask-style=exec}",
    "convert-simd-to-lockstep{mask-style=per-op}",
)


def kernels() -> list[str]:
    return sorted([*CORPUS, *(p.stem for p in INPUTS.glob("*.ll"))])


def native(kernel: str) -> dict[str, Any] | None:
    path = ROOT / "examples" / "opencl" / "native" / f"{kernel}.json"
    return json.loads(path.read_text()) if kernel in CORPUS else None


def launch(kernel: str) -> dict[str, Any]:
    """The kernel's launch, with `u8`/`u32` buffer elements in their signed reading
    (the interpreters' integers are signed)."""
    nat = native(kernel)
    if nat is None:
        return LAUNCHES[kernel]
    args = copy.deepcopy(nat["args"])
    elements = iter(nat.get("elements", []))
    for i, a in enumerate(args):
        if isinstance(a, list):
            bits = BITS.get((next(elements, None) or ["f"])[0])
            if bits is not None:
                args[i] = [signed(int(x), bits) for x in a]
    return {"grid": nat["grid"], "block": nat["block"], "args": args}


def signed(x: int, bits: int) -> int:
    half = 1 << (bits - 1)
    return (x + half) % (half << 1) - half


def imported(kernel: str) -> ModuleOp:
    return parse(CORPUS.get(kernel, INPUTS / f"{kernel}.ll"))


def run(module: ModuleOp, kernel: str, width: int, spmd: bool) -> dict[str, Any]:
    spec = launch(kernel)
    return run_launch(module, copy.deepcopy(spec["args"]), width=width, grid=dims(spec["grid"]), block=dims(spec["block"]), spmd=spmd)


def same_bits(got: list[Any], want: list[Any], element: str) -> bool:
    """Buffers equal, integers modulo the element width."""
    bits = BITS.get(element)
    if bits is None:
        return close(got, want)
    return [signed(int(x), bits) for x in got] == [signed(int(x), bits) for x in want]


def widths(kernel: str) -> list[int]:
    return [4] if "," in launch(kernel)["block"] else [4, 8, 32]


CASES = [(k, w) for k in kernels() for w in widths(k)]


@pytest.mark.parametrize(("kernel", "width"), CASES)
def test_wide_lanes_kernel_every_stage_matches_spmd(kernel: str, width: int) -> None:
    want = run(imported(kernel), kernel, width, spmd=True)
    nat = native(kernel)
    if nat is not None and width == 4:
        elements = [e[0] for e in nat["elements"]]
        # the native JSON lists the kernel's buffers (no workgroup arrays)
        for got_m, nat_m, element in zip(want["memrefs"], nat["memrefs"], elements, strict=False):
            assert same_bits(got_m, nat_m, element), (kernel, got_m, nat_m)
    for mode in ("naive", "uniform"):
        module = apply(imported(kernel), f"spmd-vectorize{{width={width} mode={mode}}}")
        stages = {"vectorized": module}
        stages["scalarized"] = scalarized = apply(module, SCALARIZE)
        stages.update({lower: apply(scalarized, lower) for lower in LOWERINGS})
        for stage, program in stages.items():
            got = run(program, kernel, width, spmd=False)
            assert close(got["memrefs"], want["memrefs"]), (mode, stage, got["memrefs"], want["memrefs"])


def test_unnarrowable_i64_math_is_vectorized_as_i64_lanes() -> None:
    """`stride3_long`'s 64-bit division cannot be narrowed: its lanes are i64 and it
    stores i64 lanes."""
    text = str(apply(imported("stride3_long"), "spmd-vectorize{width=4 mode=uniform}"))
    assert "simd.vdiv" in text and "vector<4xi64>" in text
    assert "simd.scatter" in text and "memref<?xi64>, vector<4xi64>" in text


def test_i64_address_is_truncated_to_an_i32_index() -> None:
    """`gather_long` reads `in[j]` with `j` an i64 remainder: the gather's addresses are
    `j`'s lanes truncated to i32 (SPEC: i32 element indices)."""
    text = str(apply(imported("gather_long"), "spmd-vectorize{width=4 mode=naive}"))
    assert "simd.vremu" in text and "simd.vcast trunci" in text
    assert "vector<4xi64> to vector<4xi32>" in text


def test_i16_block_dim_is_an_i16_value() -> None:
    """HIP's `blockDim.x` load is an i16 (`index_cast` of `gpu.block_dim x`) and the
    16-bit division a vector of i16 lanes."""
    text = str(apply(imported("hip_blockdim"), "spmd-vectorize{width=4 mode=naive}"))
    assert "vector<4xi16>" in text and "simd.vdiv" in text
