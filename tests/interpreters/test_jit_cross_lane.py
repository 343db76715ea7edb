"""`--engine jit` on vectorized programs with the vector unit's cross-lane ops
(`vshuffle`, `vpermute`, `vballot`, `vscan`), `vcmpxchg` and float add/mul
reductions: the same `--json` output as the SIMD interpreter and the lockstep machine,
byte for byte, computed natively (the interpreter fallback disabled) at W = 4 and 32;
the cross-lane corpus and pattern kernels through every vectorized stage and on the
SPMD stage (those reruns on the interpreter named); what the native code
does not decide (a poison index, a ballot lane the integer cannot hold, a NaN in an
exact sum) is the interpreter's rerun, with the interpreter's fault."""

from __future__ import annotations

import ctypes
import importlib.util
import json
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from xdsl.dialects.builtin import ModuleOp

import simdopt.interpreters.jit.engine as jit_engine
import simdopt.interpreters.jit.spmd as jit_spmd
from simdopt.interpreters.jit import barriers
from simdopt.tools.frontend import SourceMap, import_ll, make_context, parse_module
from simdopt.tools.kernel_runs import apply

ROOT = Path(__file__).resolve().parents[2]
LOWER = "convert-simd-to-lockstep"


def _module(text: str, lowered: bool) -> ModuleOp:
    module = parse_module(make_context(), SourceMap("t.mlir", text))
    return apply(module, LOWER) if lowered else module


# --------------------------------------------------------------------------- hand-written programs

INT_SCANS = [(m, k) for m in ("inclusive", "exclusive") for k in ("add", "min", "max", "and", "or", "xor")]
FLOAT_SCANS = [("inclusive", "add"), ("exclusive", "add"), ("inclusive", "min"), ("exclusive", "max")]


def _program(w: int) -> str:
    """Every op under the mask `x > 0` (inactive lanes poison), results stored under it:
    slot k of `%o` / `%of` is elements k*N .. k*N+N-1 (N = 2W threads)."""
    n = 2 * w
    vi, vf = f"vector<{w}xi32>", f"vector<{w}xf32>"
    rev = ", ".join(str((w - 1 - i + (i % 3)) % w) for i in range(w))
    lines = [
        "func.func @k(%a : memref<?xi32>, %f : memref<?xf32>, %o : memref<?xi32>, %of : memref<?xf32>, %s : memref<?xi64>, %group_base : i32) {",
        f"  %x = simd.vload %a[%group_base] : memref<?xi32>, {vi}",
        f"  %y = simd.vload %f[%group_base] : memref<?xf32>, {vf}",
        "  %c0 = arith.constant 0 : i32",
        f"  %z = simd.s2vb %c0 : {vi}",
        f"  %p = simd.vcmp sgt, %x, %z : {vi}",
        "  %gi = arith.index_cast %group_base : i32 to index",
        "  %gw = arith.divui %gi, %cw : index",
        f"  %cw = arith.constant {w} : index",
    ]
    # (the constant is used before its definition above: put it first)
    lines.insert(lines.index("  %gi = arith.index_cast %group_base : i32 to index"), lines.pop())
    ints: list[str] = []
    floats: list[str] = []
    lines.append(f"  %sh = simd.vshuffle %x [{rev}] mask(%p) : {vi}")
    ints.append("%sh")
    lines.append(f"  %pm = simd.vpermute %x, %x mask(%p) : {vi}")
    ints.append("%pm")
    for j, (mode, kind) in enumerate(INT_SCANS):
        lines.append(f"  %is{j} = simd.vscan {mode} {kind}, %x mask(%p) : {vi}")
        ints.append(f"%is{j}")
    for j, (mode, kind) in enumerate(FLOAT_SCANS):
        lines.append(f"  %fs{j} = simd.vscan {mode} {kind}, %y mask(%p) : {vf}")
        floats.append(f"%fs{j}")
    # compare-and-swap: lanes i and i^1 on one element (lane order decides), expected x
    lines.append("  %one = arith.constant 1 : i32")
    lines.append(f"  %ones = simd.s2vb %one : {vi}")
    lanes = ", ".join(f"%l{i}" for i in range(w))
    lines += [f"  %l{i} = arith.constant {i // 2} : i32" for i in range(w)]
    lines.append(f"  %pairs = simd.s2v {lanes} : {vi}")
    lines.append(f"  %at = simd.vadd %pairs, %z : {vi}")
    lines.append(f"  %gb = simd.s2vb %group_base : {vi}")
    lines.append(f"  %addr = simd.vadd %at, %gb : {vi}")
    lines.append(f"  %old = simd.vcmpxchg %x, %ones, %a[%addr] mask(%p) : memref<?xi32>, {vi}")
    ints.append("%old")
    lines.append(f"  %fold = simd.vcmpxchg %y, %y, %f[%addr] : memref<?xf32>, {vf}")
    floats.append("%fold")
    for k, v in enumerate(ints):
        lines.append(f"  %oi{k} = arith.constant {k * n} : i32")
        lines.append(f"  %ob{k} = arith.addi %oi{k}, %group_base : i32")
        lines.append(f"  simd.vstore {v}, %o[%ob{k}] mask(%p) : memref<?xi32>, {vi}")
    for k, v in enumerate(floats):
        lines.append(f"  %fi{k} = arith.constant {k * n} : i32")
        lines.append(f"  %fb{k} = arith.addi %fi{k}, %group_base : i32")
        mask = "" if v == "%fold" else " mask(%p)"
        lines.append(f"  simd.vstore {v}, %of[%fb{k}]{mask} : memref<?xf32>, {vf}")
    # scalars: two ballots, float add/mul reductions (as bits), an integer reduction
    lines.append(f"  %b32 = simd.vballot %p : vector<{w}xi1> to i32")
    lines.append(f"  %b64 = simd.vballot %p : vector<{w}xi1> to i64")
    lines.append(f"  %ra = simd.vreduce add, %y mask(%p) : {vf}")
    lines.append(f"  %rm = simd.vreduce mul, %y mask(%p) : {vf}")
    lines.append(f"  %rx = simd.vreduce add, %y : {vf}")
    lines.append("  %rab = arith.bitcast %ra : f32 to i32")
    lines.append("  %rmb = arith.bitcast %rm : f32 to i32")
    lines.append("  %rxb = arith.bitcast %rx : f32 to i32")
    for k, v in enumerate(["%b32", "%rab", "%rmb", "%rxb"]):
        lines.append(f"  %e{k} = arith.extsi {v} : i32 to i64")
    scalars = ["%e0", "%b64", "%e1", "%e2", "%e3"]
    for k, v in enumerate(scalars):
        lines.append(f"  %si{k} = arith.constant {k * 2} : index")
        lines.append(f"  %sb{k} = arith.addi %si{k}, %gw : index")
        lines.append(f"  memref.store {v}, %s[%sb{k}] : memref<?xi64>")
    lines += ["  func.return", "}"]
    return "\n".join(lines)


def _args(w: int, seed: int) -> list[Any]:
    rng = random.Random(seed)
    n = 2 * w
    a = [rng.choice([rng.randint(-9, 40), rng.randint(1, 2**31 - 1), -(2**31), 0]) for _ in range(n)]
    a[0] = 5  # at least one active lane per run
    pool = [1e30, -1e30, 1.5, -2.25, 3e-39, -0.0, 0.0, 1e-7, 16777217.0, 0.1, -0.3, 7e37]
    f = [rng.choice(pool) * rng.choice([1, -1, 3.0]) for _ in range(n)]
    n_int, n_float = 2 + len(INT_SCANS) + 1, len(FLOAT_SCANS) + 1
    return [a, f, [0] * (n_int * n), [0.0] * (n_float * n), [0] * 10]


@pytest.mark.parametrize("lowered", [False, True], ids=["simd", "lockstep"])
@pytest.mark.parametrize("width", [4, 32])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_cross_lane_ops_same_json_natively(width: int, lowered: bool, seed: int, native_only: None, engine_run: Callable[..., str]):
    module = _module(_program(width), lowered)
    args = _args(width, seed)
    interp = engine_run(module, args, "interp", width, threads=2 * width)
    assert not interp.startswith("error"), interp
    assert engine_run(module, args, "jit", width, threads=2 * width) == interp


def test_exact_float_sum_is_fsum(native_only: None, engine_run: Callable[..., str]):
    """An f32 add reduction is `math.fsum` (one rounding), not a chain of f32 adds:
    1e30 + 1 - 1e30 + ... keeps the small terms."""
    w = 4
    text = f"""
func.func @k(%f : memref<?xf32>, %o : memref<?xf32>, %group_base : i32) {{
  %y = simd.vload %f[%group_base] : memref<?xf32>, vector<{w}xf32>
  %r = simd.vreduce add, %y : vector<{w}xf32>
  %i = arith.index_cast %group_base : i32 to index
  memref.store %r, %o[%i] : memref<?xf32>
  func.return
}}"""
    module = _module(text, False)
    args = [[1e30, 1.0, -1e30, 0.5], [0.0] * 4]
    jit = json.loads(engine_run(module, args, "jit", w, threads=4))
    assert jit["memrefs"][1][0] == 1.5
    assert json.dumps(jit) == engine_run(module, args, "interp", w, threads=4)


# --------------------------------------------------------------------------- the interpreter decides

FAULTS = {
    "permute_poison_index": ("%i = simd.s2vb %c0 mask(%p) : vector<4xi32>\n"
                             "  %r = simd.vpermute %x, %i : vector<4xi32>\n"
                             "  simd.vstore %r, %a[%group_base] : memref<?xi32>, vector<4xi32>", 4),
    "ballot_lane_too_high": ("%t = arith.constant true\n  %q = simd.s2vb %t : vector<64xi1>\n"
                             "  %b = simd.vballot %q : vector<64xi1> to i32\n"
                             "  %bi = arith.index_cast %group_base : i32 to index\n"
                             "  memref.store %b, %a[%bi] : memref<?xi32>", 64),
    "nan_in_exact_sum": ("%nan = arith.constant 0x7FC00000 : f32\n  %n = simd.s2vb %nan : vector<4xf32>\n"
                         "  %r = simd.vreduce add, %n : vector<4xf32>\n"
                         "  %ri = arith.index_cast %group_base : i32 to index\n"
                         "  memref.store %r, %of[%ri] : memref<?xf32>", 4),
}  # fmt: skip


@pytest.mark.parametrize("lowered", [False, True], ids=["simd", "lockstep"])
@pytest.mark.parametrize("case", sorted(FAULTS))
def test_what_the_native_code_does_not_decide_is_the_interpreters(case: str, lowered: bool, engine_run: Callable[..., str]):
    body, w = FAULTS[case]
    text = f"""
func.func @k(%a : memref<?xi32>, %of : memref<?xf32>, %group_base : i32) {{
  %x = simd.vload %a[%group_base] : memref<?xi32>, vector<{w}xi32>
  %c0 = arith.constant 0 : i32
  %z = simd.s2vb %c0 : vector<{w}xi32>
  %p = simd.vcmp sgt, %x, %z : vector<{w}xi32>
  {body}
  func.return
}}"""
    module = _module(text, lowered)
    args = [[(-1) ** i * i for i in range(w)], [0.0] * w]
    interp = engine_run(module, args, "interp", w, threads=w)
    assert engine_run(module, args, "jit", w, threads=w) == interp
    if case != "nan_in_exact_sum":
        assert interp.startswith("error: ")


# --------------------------------------------------------------------------- corpus kernels

def _passes_test(stem: str) -> Any:
    """The module tests/passes/`stem`.py (its kernels and launches)."""
    spec = importlib.util.spec_from_file_location(stem, ROOT / "tests" / "passes" / f"{stem}.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


_X = _passes_test("test_cross_lane_differential")
"""The corpus kernels, launches and stages."""
CASES: dict[str, Any] = _X.CASES
imported, stages = _X.imported, _X.stages


@pytest.mark.parametrize("width", [32, 64])
@pytest.mark.parametrize("case", sorted(CASES))
def test_cross_lane_corpus_kernel_every_vectorized_stage_natively(case: str, width: int, native_only: None, engine_run: Callable[..., str]):
    """The kernels of `examples/cross_lane/` after spmd-vectorize (naive, uniform),
    divergence-scalarize and the lockstep lowering in both mask styles."""
    file, name, args, geometry, _ = CASES[case]
    grid, block = geometry(width)
    for stage, pipeline in stages(width).items():
        module = apply(imported(file), pipeline)
        launch = {"grid": (grid, 1, 1), "block": (block, 1, 1)}
        interp = engine_run(module, args(), "interp", width, name, **launch)
        assert engine_run(module, args(), "jit", width, name, **launch) == interp, stage


@pytest.mark.parametrize("stage", ["uniform", "naive", "uniform-lockstep", "naive-lockstep"])
def test_compare_and_swap_corpus_kernel_natively(stage: str, native_only: None, engine_run: Callable[..., str]):
    """cas_float_add: every lane compare-and-swaps one address in a loop."""
    folder = ROOT / "examples" / "opencl" / "suite"
    launch = json.loads((folder / "launches.json").read_text())["cas_float_add"]
    pipeline = f"spmd-vectorize{{width=4 mode={stage.split('-')[0]}}}"
    if stage.startswith("uniform"):
        pipeline += ",divergence-scalarize,canonicalize"
    if stage.endswith("lockstep"):
        pipeline += "," + LOWER
    module = apply(import_ll(SourceMap("cas_float_add", (folder / "cas_float_add.ll").read_text()), None), pipeline)
    dims = [tuple(([int(x) for x in str(launch[k]).split(",")] + [1, 1])[:3]) for k in ("grid", "block")]
    interp = engine_run(module, launch["args"], "interp", 4, grid=dims[0], block=dims[1])
    assert engine_run(module, launch["args"], "jit", 4, grid=dims[0], block=dims[1]) == interp


# --------------------------------------------------------------------------- f16 lanes


def _half_program(w: int) -> str:
    vf, vh = f"vector<{w}xf32>", f"vector<{w}xf16>"
    rev = ", ".join(str(w - 1 - i) for i in range(w))
    return f"""
func.func @k(%f : memref<?xf32>, %h : memref<?xf32>, %o : memref<?xf32>, %s : memref<?xf32>, %group_base : i32) {{
  %y = simd.vload %f[%group_base] : memref<?xf32>, {vf}
  %mf = simd.vload %h[%group_base] : memref<?xf32>, {vf}
  %m = simd.vcast truncf, %mf : {vf} to {vh}
  %x = simd.vcast truncf, %y : {vf} to {vh}
  %c = arith.constant 1.5 : f16
  %cv = simd.s2vb %c : {vh}
  %p = simd.vcmp olt, %x, %cv : {vh}
  %a = simd.vmul %x, %m : {vh}
  %b = simd.vadd %a, %cv : {vh}
  %d = simd.vdiv %b, %m : {vh}
  %e = simd.vminnum %d, %x : {vh}
  %e2 = simd.vmul %e, %e : {vh}
  %q = simd.vmath sqrt, %e2 : {vh}
  %sh = simd.vshuffle %q [{rev}] : {vh}
  %sc = simd.vscan inclusive add, %b : {vh}
  %sm = simd.vscan inclusive min, %b : {vh}
  %t = simd.vsub %sh, %sc : {vh}
  %u = simd.vmax %t, %sm : {vh}
  %out = simd.vcast extf, %u : {vh} to {vf}
  simd.vstore %out, %o[%group_base] : memref<?xf32>, {vf}
  %r1 = simd.vreduce add, %b : {vh}
  %r2 = simd.vreduce mul, %m : {vh}
  %r3 = simd.vreduce min, %x : {vh}
  %r = arith.addf %r1, %r2 : f16
  %rr = arith.mulf %r, %r3 : f16
  %rf = arith.extf %rr : f16 to f32
  %i = arith.index_cast %group_base : i32 to index
  memref.store %rf, %s[%i] : memref<?xf32>
  func.return
}}"""


@pytest.mark.parametrize("lowered", [False, True], ids=["simd", "lockstep"])
@pytest.mark.parametrize("width", [4, 32])
def test_f16_lanes_same_json_natively(width: int, lowered: bool, native_only: None, engine_run: Callable[..., str]):
    """Half lanes: every op rounded once to f16 (in LLVM: computed in f32 and rounded,
    the same half), exact f16 sums, f32 <-> f16 conversions."""
    rng = random.Random(width)
    n = 2 * width
    f = [rng.choice([0.1, -2.5, 3.0, 9.75, 1e-5, -0.0, 7.25, -1e-7]) * rng.choice([1, -1, 0.5]) for _ in range(n)]
    h = [rng.choice([1.0, -0.5, 2.0, 0.333251953125, 4.0, -3.0]) for _ in range(n)]
    module = _module(_half_program(width), lowered)
    args = [f, h, [0.0] * n, [0.0] * n]
    interp = engine_run(module, args, "interp", width, threads=n)
    assert not interp.startswith("error"), interp
    assert engine_run(module, args, "jit", width, threads=n) == interp


BARRIER_SHUFFLE = """
func.func @k(%m : memref<?xi32>, %group_base : i32) {
  %v = simd.vload %m[%group_base] : memref<?xi32>, vector<4xi32>
  gpu.barrier
  %s = simd.vshuffle %v [1, 0, 3, 2] : vector<4xi32>
  simd.vstore %s, %m[%group_base] : memref<?xi32>, vector<4xi32>
  func.return
}
"""


@pytest.mark.parametrize("lowered", [False, True], ids=["simd", "lockstep"])
def test_cross_lane_op_with_a_barrier_natively(lowered: bool, native_only: None, engine_run: Callable[..., str]):
    """A cross-lane op after a barrier: its operand comes back from the frame."""
    module = _module(BARRIER_SHUFFLE, lowered)
    interp = engine_run(module, [list(range(8))], "interp", 4, threads=8)
    assert interp.startswith('{"results"'), interp
    assert engine_run(module, [list(range(8))], "jit", 4, threads=8) == interp


# --------------------------------------------------------------------------- block_scan (issue 23)


_P = _passes_test("test_cross_lane_patterns")
"""The pattern kernels and launches."""
SIMD_STAGES = ["uniform", "scalarized", "lockstep-exec", "lockstep-per-op"]


@pytest.mark.parametrize("stage", SIMD_STAGES)
@pytest.mark.parametrize("width", [4, 8, 32])
def test_block_scan_natively(width: int, stage: str, native_only: None, engine_run: Callable[..., str]):
    """gpu.barrier, an scf.while, workgroup scalar loads and vshuffles (cuda's
    `block_scan`): the shape that crashed the jit now and then (its frames' vector
    stores assumed an alignment the buffer did not have); run five times."""
    _, args, threads, block, _ = _P.CASES["block_scan"]
    grid, blk = _P.geometry("cuda", width, threads, block)
    pipeline = next(p for k, p in stages(width).items() if k.rstrip("0123456789") == stage)
    module = apply(_P.imported(_P.FILES["cuda"]), pipeline)
    launch = {"grid": (grid, 1, 1), "block": (blk, 1, 1)}
    interp = engine_run(module, args(), "interp", width, "block_scan", **launch)
    assert interp.startswith('{"results"'), interp
    for _ in range(5):
        assert engine_run(module, args(), "jit", width, "block_scan", **launch) == interp


def test_frames_aligned_and_their_accesses_say_so(monkeypatch: pytest.MonkeyPatch, engine_run: Callable[..., str]):
    """Deterministically what the crash needed: every frame starts at a multiple of
    FRAME_ALIGN, and every load or store through the frame names an alignment its
    offset keeps (none left to LLVM's ABI alignment of a 256-byte vector)."""
    for groups, size in [(1, 64), (4, 10176), (3, 128), (8, 64 * 7)]:
        buf, addr = barriers.frames(groups, size)
        assert addr % barriers.FRAME_ALIGN == 0
        assert addr + groups * size <= ctypes.addressof(buf) + len(buf)
    texts: list[str] = []
    compile_module = jit_engine.compile_module

    def keep(source: str, *args: Any) -> Any:
        texts.append(source)
        return compile_module(source, *args)

    monkeypatch.setattr(jit_engine, "compile_module", keep)
    module = apply(_P.imported(_P.FILES["cuda"]), stages(32)["uniform32"])
    _, args, threads, block, _ = _P.CASES["block_scan"]
    grid, blk = _P.geometry("cuda", 32, threads, block)
    assert engine_run(module, args(), "jit", 32, "block_scan", grid=(grid, 1, 1), block=(blk, 1, 1)).startswith('{"results"')
    (text,) = texts
    offsets = dict(re.findall(r"(%\w+) = getelementptr i8, ptr %frame, i64 (\d+)", text))
    accesses = re.findall(r"(load [^,]+|store .+), ptr (%\w+)(.*)", text)
    through = [(offsets[p], what, rest) for what, p, rest in accesses if p in offsets]
    assert any(what.startswith("store <32 x i32>") for _, what, _ in through)  # 128 bytes
    for off, what, rest in through:
        m = re.fullmatch(r", align (\d+)", rest)
        if m is None:  # a state word: an i64 or an exec mask, ABI-aligned to at most 8
            assert re.match(r"(load|store) (i64|<\d+ x i1>)", what) and int(off) % 8 == 0, what
            continue
        assert int(off) % int(m[1]) == 0 and int(m[1]) <= barriers.FRAME_ALIGN


# --------------------------------------------------------------------------- the SPMD stage (issue 23)

RERUN_CORPUS: dict[str, str] = {}
"""Cross-lane corpus kernels rerun on the interpreter, and why (none)."""


@pytest.mark.parametrize("width", [32, 64])
@pytest.mark.parametrize("case", sorted(_X.CASES))
def test_cross_lane_corpus_kernel_spmd_stage(case: str, width: int, engine_run: Callable[..., str]):
    file, name, args, geometry, _ = _X.CASES[case]
    grid, block = geometry(width)
    module = _X.imported(file)
    launch = {"grid": (grid, 1, 1), "block": (block, 1, 1)}
    jit = engine_run(module, args(), "jit", width, name, **launch)
    assert jit_spmd.FALLBACK["why"] == RERUN_CORPUS.get(case, "")
    assert jit == engine_run(module, args(), "interp", width, name, **launch)


RERUN_PATTERNS: dict[str, str] = {}
"""Pattern kernels rerun on the interpreter, and why (none: the ballots / readfirstlanes
of `aggregated_append` and `waterfall` that meet only some lanes of a subgroup, in an
`if` or a waterfall loop, run natively as the SPMD executor's instances)."""


@pytest.mark.parametrize("lang", sorted(_P.FILES))
@pytest.mark.parametrize("case", sorted(_P.CASES))
def test_cross_lane_pattern_kernel_spmd_stage(case: str, lang: str, engine_run: Callable[..., str]):
    """The pattern kernels of `examples/cross_lane/` (a block scan across subgroups with
    a barrier, ballot compaction, first-below, ...) at W = 32."""
    names, args, threads, block, _ = _P.CASES[case]
    grid, block = _P.geometry(lang, 32, threads, block)
    module = _P.imported(_P.FILES[lang])
    launch: dict[str, Any] = {"grid": (grid, 1, 1), "block": (block, 1, 1)}
    name = names.get(lang, case)
    jit = engine_run(module, args(), "jit", 32, name, **launch)
    assert jit_spmd.FALLBACK["why"] == RERUN_PATTERNS.get(case, "")
    assert jit == engine_run(module, args(), "interp", 32, name, **launch)
