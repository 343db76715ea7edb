"""The committed native results (`examples/opencl/native/`) of the kernels no stage of
ours runs yet, checked against plain-Python references of the same algorithms, so the
oracle that `test_native_oracle.py` trusts is itself checked where nothing else is
(the kernels our executors do run are checked by that test: both sides agree bit for
bit).  f32 arithmetic is emulated by rounding every operation's double result to f32,
which is exact for + - * / and sqrt of f32 operands.  One more test rebuilds a kernel
with clang-22 (when installed) and gets the committed result again.
"""

from __future__ import annotations

import json
import math
import shutil
import struct
from pathlib import Path
from typing import Any

import pytest

from simdopt.tools import native_status as ns

ROOT = Path(__file__).resolve().parents[2]
ns.set_root(ROOT)  # the checkout's corpus, also when the package is installed elsewhere


def f32(x: float) -> float:
    return struct.unpack("<f", struct.pack("<f", x))[0]


def bits(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def s32(x: int) -> int:
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x >> 31 else x


def native(kernel: str) -> tuple[list[Any], list[list[Any]]]:
    out = ns.native(kernel)
    return out["args"], out["memrefs"]


def test_box_blur_uchar() -> None:
    (img, _, w, h), (_, out) = native("box_blur_uchar")
    for y in range(h):
        for x in range(w):
            near = [img[yy * w + xx] for yy in range(y - 1, y + 2) for xx in range(x - 1, x + 2) if 0 <= xx < w and 0 <= yy < h]
            assert out[y * w + x] == (sum(near) + len(near) // 2) // len(near)


def test_sobel_short() -> None:
    (img, _, _, _, w, h), (_, gx, gy, mag) = native("sobel_short")
    for y in range(h):
        for x in range(w):
            i = y * w + x
            if x in (0, w - 1) or y in (0, h - 1):
                assert (gx[i], gy[i], mag[i]) == (0, 0, 0)
                continue
            p = [[img[(y + dy) * w + x + dx] for dx in (-1, 0, 1)] for dy in (-1, 0, 1)]
            sx = (p[0][2] + 2 * p[1][2] + p[2][2]) - (p[0][0] + 2 * p[1][0] + p[2][0])
            sy = (p[2][0] + 2 * p[2][1] + p[2][2]) - (p[0][0] + 2 * p[0][1] + p[0][2])
            assert (gx[i], gy[i], mag[i]) == (sx, sy, min(abs(sx) + abs(sy), 255))


def test_radix_histogram() -> None:
    (keys, n, shift, _), (_, bins) = native("radix_histogram")
    assert bins == [sum(1 for k in keys[:n] if (k >> shift) & 15 == d) for d in range(16)]


def test_rgb_to_grey() -> None:
    (rgb, offset, _, n), (_, _, grey) = native("rgb_to_grey")
    for i in range(n):
        r, g, b = rgb[3 * i : 3 * i + 3]
        y = (77 * r + 150 * g + 29 * b + 128) >> 8
        assert grey[i] == max(0, min(255, y + offset[i]))


def test_horner_double_in_double_and_rounded_to_float() -> None:
    (coef, deg, x, _, _, n), (_, _, y, yf) = native("horner_double")
    for i in range(n):
        acc = coef[deg]
        for k in range(deg - 1, -1, -1):
            acc = acc * x[i] + coef[k]
        assert (y[i], yf[i]) == (acc, f32(acc))


def test_ddot_double_partial_sums_in_launch_order() -> None:
    (x, y, _, n), (_, _, partial) = native("ddot_double")
    block, size = 4, 8  # the launch: 2 blocks of 4
    s = []
    for g in range(size):
        acc = 0.0
        for i in range(g, n, size):
            acc += x[i] * y[i]
        s.append(acc)
    for b in range(2):
        red = s[b * block : b * block + block]
        red[0], red[1] = red[0] + red[2], red[1] + red[3]
        assert partial[b] == red[0] + red[1]


def test_int_builtins() -> None:
    (a, b, _, n), (_, _, out) = native("int_builtins")
    for i in range(n):
        x, y = a[i], b[i]
        ux, uy = x & 0xFFFFFFFF, y & 0xFFFFFFFF
        r = uy % 32
        want = [
            max(-100, min(100, x)), bin(ux).count("1"), 32 - ux.bit_length(), s32(((x * y) >> 32) + 7),
            s32((ux * uy) >> 32), s32(((ux << r) | (ux >> (32 - r))) if r else ux), s32(abs(x - y)),
            max(-(2**31), min(2**31 - 1, x + y)), (x + y) >> 1, s32((x & 0xFFFF) * (y & 0xFFFF) + 3),
        ]  # fmt: skip
        assert out[10 * i : 10 * i + 10] == want, i


def test_type_pun() -> None:
    (x, _, _, n), (_, fields, twice) = native("type_pun")
    for i in range(n):
        u = bits(x[i])
        e, m = (u >> 23) & 0xFF, u & 0x7FFFFF
        assert fields[3 * i : 3 * i + 3] == [u >> 31, e, bin(m).count("1")]
        want = abs(f32(x[i])) if e == 0 or e >= 254 else 2 * abs(f32(x[i]))
        assert twice[i] == want


def test_float_builtins() -> None:
    (a, b, _, n), (_, _, out) = native("float_builtins")
    for i in range(n):
        x, y = a[i], b[i]
        want = [max(-1.0, min(1.0, x)), max(min(x, y), -2.0), f32(f32(x * y) + 0.5), math.floor(x) + abs(y),
                f32(math.sqrt(abs(x))), f32(x / y), f32(1 / y)]  # fmt: skip
        assert out[8 * i : 8 * i + 7] == want, i
        assert out[8 * i + 7] == pytest.approx(math.exp(math.floor(x)), rel=2e-7)  # the libm's expf


def test_cas_float_add() -> None:
    (key, value, _, n), (_, _, bins) = native("cas_float_add")
    assert bins == [sum(v for k, v in zip(key[:n], value[:n], strict=True) if k == b) for b in range(4)]


def test_struct_mixed() -> None:
    (bodies, n, unit), (out,) = native("struct_mixed")
    for i in range(n):
        mass = bodies[2 * i]
        c = math.trunc(f32(mass / f32(unit)))
        assert out[2 * i : 2 * i + 2] == [f32(mass * (c + 1)), c]


def test_ping_pong_sweeps() -> None:
    (a, b, n, iters), (got_a, got_b) = native("ping_pong")
    bufs = [list(a), list(b)]
    for it in range(iters):
        src, dst = bufs[it & 1], bufs[1 - (it & 1)]
        for k in range(n):
            dst[k] = src[k] if k in (0, n - 1) else f32(f32(f32(0.25 * src[k - 1]) + f32(0.5 * src[k])) + f32(0.25 * src[k + 1]))
    assert [got_a, got_b] == bufs


def test_helper_twice() -> None:
    (x, _, n), (_, out) = native("helper_twice")

    def ramp(v: float, lo: float, hi: float) -> float:
        t = max(0.0, min(1.0, f32(f32(v - lo) / f32(hi - lo))))
        return f32(f32(t * t) * f32(3.0 - f32(2.0 * t)))

    assert out == [f32(ramp(v, 0.0, 2.0) - ramp(f32(1.0 - v), -1.0, 1.0)) for v in x[:n]]


def test_printf_debug_text_in_work_item_order() -> None:
    out = ns.native("printf_debug")
    (v, n) = out["args"]
    lines = ["launch of 8 work-items in 2 groups"] + [f"item {i} (group {i // 4}, local {i % 4}): {v[i]}" for i in range(n)]
    assert out["printf"] == "\n".join(lines) + "\n"
    assert out["memrefs"] == [[2 * x for x in v]]


@pytest.mark.skipif(shutil.which("clang-22") is None, reason="needs clang-22 to rebuild")
def test_oracle_rebuilds_a_committed_result() -> None:
    from simdopt.tools import native_oracle

    want = ns.native("needleman_wunsch")
    launch = {k: want[k] for k in ("grid", "block", "args", "types")}
    got = native_oracle.oracle(ns.OPENCL / "suite" / "needleman_wunsch.cl", "needleman_wunsch", launch, ROOT)
    assert json.dumps(got) == json.dumps(want)


@pytest.mark.skipif(shutil.which("clang-22") is None, reason="needs clang-22 to rebuild")
def test_oracle_reports_a_barrier_not_reached_by_every_work_item(tmp_path: Any) -> None:
    from simdopt.tools import native_oracle

    src = tmp_path / "bad.cl"
    src.write_text("__kernel void bad(__global int *a) { if (get_local_id(0) < 2) barrier(CLK_LOCAL_MEM_FENCE); a[get_global_id(0)] = 1; }\n")
    with pytest.raises(native_oracle.OracleError, match=r"barrier 1 reached by 2 of 4 work-items"):
        native_oracle.oracle(src, "bad", {"grid": "1", "block": "4", "args": [[0, 0, 0, 0]]}, ROOT)
