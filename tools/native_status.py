"""How far each corpus kernel gets, judged by LLVM's native code (`native_oracle.py`).

    python -m simdopt.tools.native_status [KERNEL ...] [--stages S,S,...] [--table|--markdown]

A kernel is a clang `.ll` of the corpus - `examples/opencl/X.ll` (the original 16),
`examples/opencl/suite/X.ll` (issue 21's), `examples/cuda/X.ll` and `examples/hip/X.ll`
(named `cuda/X`, `hip/X`: CUDA/HIP spellings of the OpenCL kernel X, same arguments) -
with committed native results `examples/opencl/native/X.json` (the launch, the args, the
final buffers of the x86-64 build).  Each stage imports the `.ll`, transforms it and runs
it over that launch, and compares the buffer arguments with the native ones bit for bit
(integers modulo 2^bits, floats by their IEEE bits at the native element width):

* `import`             - the importer (`frontends/llvm.py`) and the verifier;
* `spmd`               - the SPMD executor (`simd-run --grid --block`, W = 4);
* `naive{W}`/`uniform{W}` - `spmd-vectorize{width=W mode=...}`, the vectorized launch;
* `scalarized`         - `uniform4` then divergence-scalarize and the clean-ups;
* `lockstep-exec`/`lockstep-per-op` - `scalarized` lowered by convert-simd-to-lockstep.

`stage_failure(kernel, stage)` runs one stage and returns None, or the failure message,
which starts with the step that failed (`import:`, `run:`, `spmd-vectorize:`, ...,
`differs from native:`).  The CLI prints the table of every kernel x stage.
"""

from __future__ import annotations

import argparse
import copy
import functools
import json
import math
import struct
import sys
from pathlib import Path
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import ModuleOp
from xdsl.transforms import get_all_passes as xdsl_passes
from xdsl.utils.arg_spec import parse_pipeline

from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.passes import get_all_passes
from simdopt.tools.frontend import SourceMap, make_context, parse_module, verify_module

ROOT = Path(__file__).resolve().parents[1]
OPENCL = ROOT / "examples" / "opencl"
NATIVE = OPENCL / "native"
SCALARIZE = "divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce"
LOWER = {"lockstep-exec": "exec", "lockstep-per-op": "per-op"}
WIDTHS = (4, 8, 32)
STAGES = ("import", "spmd", *(f"{m}{w}" for w in WIDTHS for m in ("naive", "uniform")), "scalarized", *LOWER)
TIME_LIMIT = 20.0


def ll_path(kernel: str) -> Path:
    """`X` -> examples/opencl[/suite]/X.ll; `cuda/X`, `hip/X` -> examples/cuda|hip/X.ll."""
    if "/" in kernel:
        lang, name = kernel.split("/", 1)
        return ROOT / "examples" / lang / f"{name}.ll"
    top = OPENCL / f"{kernel}.ll"
    return top if top.exists() else OPENCL / "suite" / f"{kernel}.ll"


def native(kernel: str) -> dict[str, Any]:
    return json.loads((NATIVE / f"{kernel.split('/')[-1]}.json").read_text())


def kernels() -> list[str]:
    """Every kernel with native results: the OpenCL ones, then the CUDA/HIP spellings."""
    names = sorted(p.stem for p in NATIVE.glob("*.json"))
    variants = [f"{lang}/{p.stem}" for lang in ("cuda", "hip")
                for p in sorted((ROOT / "examples" / lang).glob("*.ll")) if p.stem in names]  # fmt: skip
    return names + variants


class StageFailure(Exception):
    """A stage did not get through; the message starts with the step."""


@functools.cache
def imported(kernel: str) -> ModuleOp:
    path = ll_path(kernel)
    try:
        module = parse_module(make_context(), SourceMap(str(path), path.read_text()))
    except Exception as e:
        raise StageFailure(f"import: {_message(e)}") from None
    return module


def _message(e: BaseException) -> str:
    text = getattr(e, "message", None) or str(e)
    return " ".join(str(text).split())


def entry(module: ModuleOp) -> func.FuncOp:
    return next(op for op in module.walk() if isinstance(op, func.FuncOp) and op.body.blocks)


def _apply(module: ModuleOp, pipeline: str) -> ModuleOp:
    out = module.clone()
    registry = {**xdsl_passes(), **get_all_passes()}
    for spec in parse_pipeline(pipeline):
        try:
            registry[spec.name]().from_pass_spec(spec).apply(make_context(), out)
            verify_module(out)
        except Exception as e:
            raise StageFailure(f"{spec.name}: {_message(e)}") from None
    return out


@functools.cache
def program(kernel: str, stage: str) -> ModuleOp:
    """The module a stage runs."""
    if stage in ("import", "spmd"):
        return imported(kernel)
    if stage == "scalarized":
        return _apply(program(kernel, "uniform4"), SCALARIZE)
    if stage in LOWER:
        return _apply(program(kernel, "scalarized"), f"convert-simd-to-lockstep{{mask-style={LOWER[stage]}}}")
    mode = stage.rstrip("0123456789")
    return _apply(imported(kernel), f"spmd-vectorize{{width={stage[len(mode) :]} mode={mode}}}")


def width_of(stage: str) -> int:
    digits = stage[len(stage.rstrip("0123456789")) :]
    return int(digits) if digits else 4


def _dims(text: str) -> tuple[int, int, int]:
    d = [int(x) for x in str(text).split(",")] + [1, 1]
    return d[0], d[1], d[2]


def run(kernel: str, stage: str) -> list[list[Any]]:
    """The buffer arguments after the stage's run."""
    module = program(kernel, stage)
    want = native(kernel)
    geometry = {"grid": _dims(want["grid"]), "block": _dims(want["block"])}
    args = copy.deepcopy(want["args"])
    try:
        if stage in ("import", "spmd"):
            out = run_spmd(module, entry(module), args, width=4, time_limit=TIME_LIMIT, **geometry)
        else:
            out = run_vectorized_launch(module, entry(module), args, threads=None, width=width_of(stage),
                                        time_limit=TIME_LIMIT, **geometry)  # fmt: skip
    except Exception as e:
        raise StageFailure(f"run: {_message(e)}") from None
    return out["memrefs"][: len(want["memrefs"])]


def _bits(v: Any, t: str) -> int | None:
    """The bit pattern of `v` read as scalar type `t` (None: poison or not a number)."""
    if not isinstance(v, int | float) or isinstance(v, bool):
        return None
    if t.startswith("f"):
        fmt = "<f" if t == "f32" else "<d"
        try:
            return int.from_bytes(struct.pack(fmt, float(v)), "little")
        except OverflowError:
            return None
    if not isinstance(v, int):
        return None
    return v & ((1 << int(t[1:])) - 1)


def differences(got: list[list[Any]], want: dict[str, Any]) -> str | None:
    """The first difference of the buffers (None: equal bit for bit)."""
    for m, (g, w, types) in enumerate(zip(got, want["memrefs"], want["elements"], strict=True)):
        if len(g) != len(w):
            return f"buffer {m}: {len(g)} elements, native {len(w)}"
        bad = [i for i, (x, y) in enumerate(zip(g, w, strict=True)) if _bits(x, types[i % len(types)]) != _bits(y, types[i % len(types)])]
        if bad:
            i = bad[0]
            return f"buffer {m} ({types[i % len(types)]}): {len(bad)} of {len(w)} differ, first [{i}] = {g[i]!r}, native {w[i]!r}"
    return None


def stage_failure(kernel: str, stage: str) -> str | None:
    """Run `stage` of `kernel`: None when it computes the native buffers, else why not."""
    try:
        module = program(kernel, stage)
        if stage == "import":
            return None
        got = run(kernel, stage)
    except StageFailure as e:
        return str(e)
    del module
    diff = differences(got, native(kernel))
    return None if diff is None else f"differs from native: {diff}"


def table(names: list[str], stages: list[str]) -> dict[str, dict[str, str | None]]:
    return {k: {s: stage_failure(k, s) for s in stages} for k in names}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="native_status", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("kernels", nargs="*")
    p.add_argument("--stages", default=",".join(STAGES))
    p.add_argument("--python", action="store_true", help="print the failures as a Python dict literal")
    ns = p.parse_args(argv)
    names = ns.kernels or kernels()
    stages = ns.stages.split(",")
    result: dict[str, dict[str, str | None]] = {}
    for k in names:
        result[k] = {}
        for s in stages:
            result[k][s] = stage_failure(k, s)
            if not ns.python:
                print(f"{k:24} {s:16} {'ok' if result[k][s] is None else result[k][s][:150]}", flush=True)
    if ns.python:
        for k, row in result.items():
            for s, why in row.items():
                if why is not None:
                    print(f"    ({k!r}, {s!r}): {why[:90]!r},")
    passed = {s: sum(result[k][s] is None for k in names) for s in stages}
    print("# " + ", ".join(f"{s} {n}/{len(names)}" for s, n in passed.items()), file=sys.stderr)
    return 0 if math.prod(1 for _ in names) else 1


if __name__ == "__main__":
    sys.exit(main())
