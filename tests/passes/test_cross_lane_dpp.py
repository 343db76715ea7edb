"""The DPP kernel of `examples/cross_lane/hip_dpp.hip` (a row_shr / row_bcast wave scan,
a quad_perm / mirror row butterfly, row_ror, row_shl with a bank mask, row_share with a
row mask and bound_ctrl, row_xmask, wave_rol, wave_shr, and a row_shr in a divergent
branch), imported from clang-22's committed `.ll`, through every stage at W = 32 and 64:
the SPMD executor under `--check-divergence` with no violation, `spmd-vectorize` naive
and uniform, `divergence-scalarize` and the lockstep machine in both mask styles - each
equal to a plain-Python reference of the DPP lane patterns as the ISA defines them."""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest
from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp

from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.passes.analysis.divergence import analyze_divergence
from simdopt.tools.frontend import SourceMap, make_context, parse_module
from simdopt.tools.kernel_runs import apply

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "cross_lane" / "hip_dpp.ll"
SCALARIZE = "divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce"
N = 128

rng = random.Random(2222)
DATA = [rng.randint(-50, 50) for _ in range(N)]


def wrap(x: int) -> int:
    return (x + 2**31) % 2**32 - 2**31


def dpp(x: Sequence[int], old: int | None, src: Callable[[int], int | None], row_mask: int = 0xF,
        bank_mask: int = 0xF, bound: bool = False, active: Sequence[bool] | None = None) -> list[int]:  # fmt: skip
    """One DPP move over one wave's lanes: lane i reads lane `src(i)` (None: out of range),
    `old` (None: poison, which must not be read) where that is invalid or i is masked off."""
    w = len(x)
    act = active or [True] * w

    def keep(i: int) -> int:
        assert old is not None, f"lane {i} reads poison"
        return old

    out: list[int] = []
    for i in range(w):
        if not (row_mask >> (i // 16) & 1 and bank_mask >> (i % 16 // 4) & 1):
            out.append(keep(i))
            continue
        s = src(i)
        ok = s is not None and 0 <= s < w and act[s]
        out.append(x[s] if s is not None and ok else 0 if bound else keep(i))
    return out


def add(a: Sequence[int], b: Sequence[int], k: int = 1) -> list[int]:
    return [wrap(p + k * q) for p, q in zip(a, b, strict=True)]


def wave_ref(x: list[int]) -> tuple[list[list[int]], int]:
    w = len(x)
    v = list(x)
    for k in (1, 2, 4, 8):
        v = add(v, dpp(v, 0, lambda i, k=k: i - k if i % 16 >= k else None))
    v = add(v, dpp(v, 0, lambda i: i - i % 16 - 1, row_mask=0xA))
    v = add(v, dpp(v, 0, lambda i: 31, row_mask=0xC))
    ex = dpp(v, None, lambda i: i - 1 if i else None, bound=True)
    r = list(x)
    for m in (1, 2, 7, 15):
        r = add(r, dpp(r, None, lambda i, m=m: i ^ m))
    ror = dpp(x, -1, lambda i: i - i % 16 + (i - 4) % 16)
    shl = dpp(x, -7, lambda i: i + 3 if i % 16 + 3 < 16 else None, bank_mask=0x9)
    share = dpp(x, -5, lambda i: i - i % 16 + 5, row_mask=0x5, bound=True)
    xm = add(dpp(x, None, lambda i: i ^ 3), dpp(x, None, lambda i: (i + 1) % w), 1000)
    pos = [a > 0 for a in x]
    shr = dpp(x, -9, lambda i: i - 1 if i % 16 else None, active=pos)
    div = [d if p else 0 for d, p in zip(shr, pos, strict=True)]
    return [v, ex, r, ror, shl, share, xm, div], v[-1]


def reference(w: int) -> list[list[int]]:
    slots: list[list[int]] = [[] for _ in range(8)]
    totals = [0] * 4
    for b in range(0, N, w):
        got, total = wave_ref(DATA[b : b + w])
        for k in range(8):
            slots[k] += got[k]
        totals[b // w] = total
    return [DATA, [y for s in slots for y in s], totals]


def stages(w: int) -> dict[str, str]:
    uniform = f"spmd-vectorize{{width={w} mode=uniform}}"
    return {
        f"naive{w}": f"spmd-vectorize{{width={w} mode=naive}}",
        f"uniform{w}": uniform,
        "scalarized": f"{uniform},{SCALARIZE}",
        "lockstep-exec": f"{uniform},{SCALARIZE},convert-simd-to-lockstep{{mask-style=exec}}",
        "lockstep-per-op": f"{uniform},{SCALARIZE},convert-simd-to-lockstep{{mask-style=per-op}}",
    }


def imported() -> ModuleOp:
    return parse_module(make_context(), SourceMap(str(EXAMPLE), EXAMPLE.read_text()))


def entry(module: ModuleOp) -> func.FuncOp:
    return next(
        op
        for op in module.walk()
        if isinstance(op, func.FuncOp) and op.sym_name.data == "dpp_wave_scan"
    )


def test_reference_is_a_scan() -> None:
    """The DPP reference agrees with the plain algorithm: inclusive / exclusive wave scan,
    row sums, wave totals."""
    for w in (32, 64):
        _, out, totals = reference(w)
        for g in range(N):
            base, row = g - g % w, g - g % 16
            assert out[g] == sum(DATA[base : g + 1])
            assert out[N + g] == sum(DATA[base:g])
            assert out[2 * N + g] == sum(DATA[row : row + 16])
        assert totals[: N // w] == [sum(DATA[b : b + w]) for b in range(0, N, w)]


@pytest.mark.parametrize("width", [32, 64])
def test_dpp_kernel_every_stage_equals_reference(width: int) -> None:
    want = reference(width)
    module = imported()

    def args() -> list[list[int]]:
        return copy.deepcopy([DATA, [0] * (8 * N), [0] * 4])

    spmd = run_spmd(
        module, entry(module), args(), width=width, grid=(1, 1, 1), block=(N, 1, 1),
        check_divergence=True, analyze=analyze_divergence,
    )  # fmt: skip
    assert spmd["divergence_violations"] == []
    assert spmd["memrefs"] == want, "spmd"
    for stage, pipeline in stages(width).items():
        vec = apply(module, pipeline)
        got = run_vectorized_launch(
            vec,
            entry(vec),
            args(),
            threads=None,
            grid=(1, 1, 1),
            block=(N, 1, 1),
            width=width,
        )["memrefs"]
        assert got == want, stage
