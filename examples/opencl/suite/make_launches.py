"""Writes `launches.json`: the launch (grid, block, `simd-run --args`) of every kernel of
this suite, small enough for the Python executors, from a fixed seed (rerun: same file).

    python examples/opencl/suite/make_launches.py

Float inputs are small integers or dyadic fractions where the kernel only adds and
multiplies (exact in f32, so any summation order agrees), other values where the kernel
divides or takes square roots or exponentials (those results are correctly rounded or
come from the math library, the point of the native comparison).  `types` gives the
field types of a struct buffer (see `tools/native_oracle.py`).
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from simdopt.ir.output import write_file

HERE = Path(__file__).resolve().parent
rng = random.Random(21)


def ints(n: int, lo: int, hi: int) -> list[int]:
    return [rng.randint(lo, hi) for _ in range(n)]


def halves(n: int, lo: int, hi: int) -> list[float]:
    """Multiples of 0.5 in [lo, hi]."""
    return [rng.randint(2 * lo, 2 * hi) / 2 for _ in range(n)]


def floats(n: int, lo: float, hi: float) -> list[float]:
    """Floats with 12 significant bits (exact in f32), not dyadic-small."""
    return [round(rng.uniform(lo, hi) * 4096) / 4096 for _ in range(n)]


def zeros(n: int, f: bool = False) -> list[Any]:
    return [0.0] * n if f else [0] * n


def launches() -> dict[str, dict[str, Any]]:
    L: dict[str, dict[str, Any]] = {}
    rows, cols = 6, 12
    L["pathfinder"] = {"grid": "1", "block": "16", "args": [ints(rows * cols, 0, 9), zeros(cols), rows, cols]}
    w, h = 6, 5
    L["hotspot"] = {"grid": "2,2", "block": "4,4", "args": [
        floats(w * h, 320.0, 340.0), floats(w * h, 0.0, 1.0), zeros(w * h, True), w, h,
        0.5, 0.125, 0.25, 0.0625, 300.0]}  # fmt: skip
    n = 7
    score = [[0] * (n + 1) for _ in range(n + 1)]
    for k in range(n + 1):
        score[0][k] = score[k][0] = -2 * k
    L["needleman_wunsch"] = {"grid": "1", "block": "8", "args": [
        ints(n, 0, 3), ints(n, 0, 3), [v for r in score for v in r], n, 2]}  # fmt: skip
    npts, k, dims = 10, 3, 2
    L["kmeans_assign"] = {"grid": "3", "block": "4", "args": [
        halves(npts * dims, -4, 4), halves(k * dims, -3, 3), zeros(npts), npts, k, dims]}  # fmt: skip
    L["softmax"] = {"grid": "3", "block": "8", "args": [floats(3 * 6, -3.0, 3.0), zeros(18, True), 6]}
    L["layernorm"] = {"grid": "2", "block": "8", "args": [
        floats(2 * 7, -2.0, 2.0), halves(7, -2, 2), halves(7, -1, 1), zeros(14, True), 7, 1.0e-5]}  # fmt: skip
    L["radix_histogram"] = {"grid": "3", "block": "8", "args": [ints(20, 0, 2**32 - 1), 20, 4, zeros(16)]}
    L["collatz"] = {"grid": "2", "block": "8", "args": [[27, 97, 871, 6171, 77031, 1, 2, 3, 837799, 4255, 9663, 113383, 1161, 703, 19], zeros(15), 15]}
    gn = 4
    L["gaussian_elim"] = {"grid": "2,2", "block": "4,4", "args": [
        [float(v) for v in ints(gn * gn, 1, 9)], halves(gn, -4, 4), zeros(gn, True), gn, 0]}  # fmt: skip
    ln = 4
    a = [[float(rng.randint(-3, 3)) for _ in range(ln)] for _ in range(ln)]
    for i in range(ln):
        a[i][i] = 8.0 + i
    L["lu_decompose"] = {"grid": "1,1", "block": "4,4", "args": [[v for r in a for v in r], zeros(ln * ln, True), ln]}
    nin, nhid = 5, 6
    L["backprop"] = {"grid": "2", "block": "4", "args": [
        halves(nin, -1, 1), floats(nin * nhid, -0.5, 0.5), floats(nin * nhid, -0.125, 0.125),
        floats(nhid, -0.25, 0.25), zeros(nhid, True), nin, nhid, 0.3, 0.3]}  # fmt: skip
    nx, ny, nz = 5, 4, 4
    L["laplacian3d"] = {"grid": "2,2,2", "block": "4,2,2", "args": [halves(nx * ny * nz, -4, 4), zeros(nx * ny * nz, True), nx, ny, nz]}
    w, h = 7, 5
    L["box_blur_uchar"] = {"grid": "2,2", "block": "4,4", "args": [ints(w * h, 0, 255), zeros(w * h), w, h]}
    L["sobel_short"] = {"grid": "2,2", "block": "4,4", "args": [ints(w * h, 0, 255), zeros(w * h), zeros(w * h), zeros(w * h), w, h]}
    L["rgb_to_grey"] = {"grid": "3", "block": "4", "args": [ints(30, 0, 255), ints(10, -128, 127), zeros(10), 10]}
    L["ddot_double"] = {"grid": "2", "block": "4", "args": [
        floats(19, -1.0, 1.0), [1.0 / 3.0 * (i + 1) for i in range(19)], zeros(2, True), 19]}  # fmt: skip
    L["horner_double"] = {"grid": "2", "block": "4", "args": [
        [0.1, -1.25, 3.0, 0.7, 1.0 / 7.0], 4, [1.0 / 3.0 + i for i in range(7)], zeros(7, True), zeros(7, True), 7]}  # fmt: skip
    L["gather_long"] = {"grid": "3", "block": "4", "args": [ints(11, -50, 50), zeros(11), zeros(11), 3000000001, 5000000000, 11]}
    L["particles_struct"] = {"grid": "2", "block": "4", "types": ["f32"], "args": [
        [v for _ in range(7) for v in (*halves(1, -4, 4), *halves(1, 0, 2), *halves(1, -2, 2), *halves(1, -3, 1))],
        7, 0.5, 4.0, 0.5]}  # fmt: skip
    L["struct_mixed"] = {"grid": "2", "block": "4", "types": [["f32", "i32"]], "args": [
        [v for m in halves(6, 0, 9) for v in (m, 0)], 6, 1.5]}  # fmt: skip
    L["type_pun"] = {"grid": "2", "block": "4", "args": [
        [1.0, -2.5, 0.1, 3.0e38, -0.0, 1.0e-40, 6.5, -1234.5], zeros(24), zeros(8, True), 8]}  # fmt: skip
    L["ping_pong"] = {"grid": "1", "block": "4", "args": [halves(10, -8, 8), zeros(10, True), 10, 5]}
    L["int_builtins"] = {"grid": "2", "block": "4", "args": [
        [0, -1, 2147483647, -2147483648, 12345, -777, 65535, 40000],
        [31, 33, 1, -1, 99999, 5, -65536, 70000], zeros(80), 8]}  # fmt: skip
    L["float_builtins"] = {"grid": "2", "block": "4", "args": [
        [0.25, -1.5, 4.0, 2.0, -9.0, 0.5, 16.0, -0.75], [2.0, 0.5, -4.0, 8.0, 3.0, -0.25, 1.0, 1.5],
        zeros(64, True), 8]}  # fmt: skip
    L["cas_float_add"] = {"grid": "3", "block": "4", "args": [ints(11, 0, 3), halves(11, -3, 3), zeros(4, True), 11]}
    L["printf_debug"] = {"grid": "2", "block": "4", "args": [ints(6, -9, 9), 6]}
    tw, th = 20, 12
    L["tile_transpose16"] = {"grid": "2,1", "block": "16,16", "args": [halves(tw * th, -8, 8), zeros(tw * th, True), tw, th]}
    L["block_sum16"] = {"grid": "2,1", "block": "16,16", "args": [ints(32 * 16, -9, 9), zeros(2), 32]}
    L["helper_twice"] = {"grid": "2", "block": "4", "args": [floats(7, -1.0, 3.0), zeros(7, True), 7]}
    L["matvec_rows"] = {"grid": "4", "block": "4", "args": [halves(4 * 9, -2, 2), halves(9, -2, 2), zeros(4, True), 9]}
    L["half_math"] = {"grid": "3", "block": "4", "args": [
        [0.5, -1.25, 3.0, 0.1, -0.7, 2.5, 0.0, -2.0, 7.3, 1e-3, -3.0, 5e-5], zeros(12, True), zeros(12), 11]}  # fmt: skip
    return L


if __name__ == "__main__":
    text = "{\n" + ",\n".join(f"  {json.dumps(k)}: {json.dumps(v)}" for k, v in launches().items()) + "\n}\n"
    write_file(HERE / "launches.json", text)
    print(f"{len(launches())} launches")
