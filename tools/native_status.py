"""How far each corpus kernel gets, judged by LLVM's native code (`native_oracle.py`).

    python -m simdopt.tools.native_status [KERNEL ...] [--stages S,S,...] [--markdown | --python]

A kernel is a clang `.ll` of the corpus - `examples/opencl/X.ll` (the original 16),
`examples/opencl/suite/X.ll` (issue 21's), `examples/cuda/X.ll` and `examples/hip/X.ll`
(named `cuda/X`, `hip/X`: CUDA/HIP spellings of the OpenCL kernel X, same arguments) -
with committed native results `examples/opencl/native/X.json` (the launch, the args, the
final buffers of the x86-64 build).  Each stage imports the `.ll`, transforms it and runs
it over that launch, and compares the buffer arguments with the native ones bit for bit
(integers modulo 2^bits, floats by their IEEE bits at the native element width):

* `import`             - the importer (`frontends/llvm.py`) and the verifier;
* `spmd`               - the SPMD executor (`simd-run --grid --block`, W = 4);
* `nvptx`              - the same for the kernel's NVPTX build (OpenCL kernels only);
* `naive{W}`/`uniform{W}` - `spmd-vectorize{width=W mode=...}`, the vectorized launch;
* `scalarized`         - `uniform4` then divergence-scalarize and the clean-ups;
* `lockstep-exec`/`lockstep-per-op` - `scalarized` lowered by convert-simd-to-lockstep.

`stage_failure(kernel, stage)` runs one stage and returns None, or the failure message,
which starts with the step that failed (`import:`, `run:`, `spmd-vectorize:`, ...,
`differs from native:` - the buffers, or the printf text, which must equal the native
run's stdout).  The CLI prints the table of every kernel x stage.
"""

from __future__ import annotations

import argparse
import copy
import functools
import json
import struct
import sys
from pathlib import Path
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import MemRefType, ModuleOp
from xdsl.transforms import get_all_passes as xdsl_passes
from xdsl.utils.arg_spec import parse_pipeline

from simdopt.interpreters.launch import run_vectorized_launch
from simdopt.interpreters.spmd import run_spmd
from simdopt.passes import get_all_passes
from simdopt.tools.checkout import checkout
from simdopt.tools.frontend import SourceMap, make_context, parse_module, verify_module

ROOT = checkout()
OPENCL = ROOT / "examples" / "opencl"
NATIVE = OPENCL / "native"


def set_root(root: Path) -> None:
    """Read the corpus of the checkout at `root` (tests pass their own)."""
    global ROOT, OPENCL, NATIVE
    ROOT, OPENCL, NATIVE = root, root / "examples" / "opencl", root / "examples" / "opencl" / "native"
    imported.cache_clear()
    program.cache_clear()
SCALARIZE = "divergence-scalarize,canonicalize,loop-invariant-code-motion,cse,dce"
LOWER = {"lockstep-exec": "exec", "lockstep-per-op": "per-op"}
WIDTHS = (4, 8, 32)
STAGES = ("import", "spmd", "nvptx", *(f"{m}{w}" for w in WIDTHS for m in ("naive", "uniform")), "scalarized", *LOWER)
TIME_LIMIT = 60.0  # wall-clock seconds per run: generous, the machine may be shared


def ll_path(kernel: str, nvptx: bool = False) -> Path:
    """`X` -> examples/opencl[/suite][/nvptx]/X.ll; `cuda/X`, `hip/X` -> examples/cuda|hip/X.ll."""
    if "/" in kernel:
        lang, name = kernel.split("/", 1)
        return ROOT / "examples" / lang / f"{name}.ll"
    top = OPENCL if (OPENCL / f"{kernel}.ll").exists() else OPENCL / "suite"
    return (top / "nvptx" if nvptx else top) / f"{kernel}.ll"


def stages_of(kernel: str) -> tuple[str, ...]:
    """The stages of `kernel`: `nvptx` only for an OpenCL kernel (built for both targets)."""
    return tuple(s for s in STAGES if s != "nvptx" or "/" not in kernel)


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
def imported(kernel: str, nvptx: bool = False) -> ModuleOp:
    path = ll_path(kernel, nvptx)
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
            why = _message(e)
            raise StageFailure(why if why.startswith(f"{spec.name}:") else f"{spec.name}: {why}") from None
    return out


@functools.cache
def program(kernel: str, stage: str) -> ModuleOp:
    """The module a stage runs."""
    if stage in ("import", "spmd", "nvptx"):
        return imported(kernel, stage == "nvptx")
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


_FORMATS = {"f16": "<e", "f32": "<f", "f64": "<d"}


def _same_layout(native_types: list[str], unit: str) -> bool:
    """Whether a buffer of C elements `native_types` is a memref of `unit` one to one
    (`u32` is an `i32`)."""
    return all(t == unit or (t[0] in "iu" and unit[0] == "i" and t[1:] == unit[1:]) for t in native_types)


def _to_bytes(values: list[Any], types: list[str]) -> bytes:
    out = bytearray()
    for i, v in enumerate(values):
        t = types[i % len(types)]
        if t in _FORMATS:
            out += struct.pack(_FORMATS[t], float(v))
        else:
            n = int(t[1:]) // 8
            out += (int(v) & ((1 << (8 * n)) - 1)).to_bytes(n, "little")
    return bytes(out)


def _from_bytes(raw: bytes, types: list[str]) -> list[Any]:
    out: list[Any] = []
    pos, i = 0, 0
    while pos < len(raw):
        t = types[i % len(types)]
        n = 2 if t == "f16" else int(t[1:]) // 8
        chunk = raw[pos : pos + n]
        out.append(struct.unpack(_FORMATS[t], chunk)[0] if t in _FORMATS else int.from_bytes(chunk, "little", signed=t[0] == "i"))
        pos, i = pos + n, i + 1
    return out


def _byte_buffers(module: ModuleOp, want: dict[str, Any]) -> dict[int, tuple[int, str]]:
    """The buffers a byte-addressed memref holds in units other than their C elements
    (README: memory is bytes): argument position -> (buffer number, unit)."""
    fn = entry(module)
    out: dict[int, tuple[int, str]] = {}
    b = 0
    for pos, arg in enumerate(fn.args[: len(want["args"])]):
        if isinstance(arg.type, MemRefType):
            unit = str(arg.type.element_type)  # i8, i32, f32, ...
            if b < len(want["elements"]) and not _same_layout(want["elements"][b], unit):
                out[pos] = (b, unit)
            b += 1
    return out


def native_args(module: ModuleOp, want: dict[str, Any]) -> list[Any]:
    """The native results' launch arguments `want["args"]` for `module`'s entry: a
    buffer the kernel addresses in other units than its C elements (a `float *` it
    updates with an integer CAS) packed into those units."""
    args = copy.deepcopy(want["args"])
    for pos, (b, unit) in _byte_buffers(module, want).items():
        args[pos] = _from_bytes(_to_bytes(args[pos], want["elements"][b]), [unit])
    return args


def run(kernel: str, stage: str) -> list[list[Any]]:
    """The buffer arguments after the stage's run (a byte-addressed buffer's native
    elements packed into its units, and its units read back as them)."""
    return run_printing(kernel, stage)[0]


def run_printing(kernel: str, stage: str) -> tuple[list[list[Any]], str]:
    """`run`, and what the kernel printed (its printf text)."""
    module = program(kernel, stage)
    want = native(kernel)
    grid, block = _dims(want["grid"]), _dims(want["block"])
    args = native_args(module, want)
    packed = _byte_buffers(module, want)
    try:
        if stage in ("import", "spmd", "nvptx"):
            out = run_spmd(module, entry(module), args, width=4, time_limit=TIME_LIMIT, grid=grid, block=block)
        else:
            out = run_vectorized_launch(module, entry(module), args, threads=None, width=width_of(stage),
                                        time_limit=TIME_LIMIT, grid=grid, block=block)  # fmt: skip
    except Exception as e:
        raise StageFailure(f"run: {_message(e)}") from None
    got = out["memrefs"][: len(want["memrefs"])]
    for b, unit in packed.values():
        if all(isinstance(x, int | float) for x in got[b]):
            got[b] = _from_bytes(_to_bytes(got[b], [unit]), want["elements"][b])
    return got, "".join(out.get("printf", ()))


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


def _text_difference(got: str, want: str) -> str:
    a, b = got.splitlines(keepends=True), want.splitlines(keepends=True)
    i = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    at = [repr(xs[i]) if i < len(xs) else "nothing" for xs in (a, b)]
    return f"printf text: line {i + 1} is {at[0]}, native {at[1]}"


def stage_failure(kernel: str, stage: str) -> str | None:
    """Run `stage` of `kernel`: None when it computes the native buffers, else why not."""
    try:
        module = program(kernel, stage)
        if stage == "import":
            return None
        got, printed = run_printing(kernel, stage)
    except StageFailure as e:
        return str(e)
    del module
    want = native(kernel)
    diff = differences(got, want)
    if diff is None and printed != want.get("printf", ""):
        diff = _text_difference(printed, want.get("printf", ""))
    return None if diff is None else f"differs from native: {diff}"


VECTORIZED = STAGES[3:]


def group_of(stage: str) -> str | None:
    """The width group (`w8`, `w32`) of a vectorized stage at that width."""
    w = width_of(stage)
    return f"w{w}" if stage.startswith(("naive", "uniform")) and w != 4 else None


def expected(table: dict[tuple[str, str], str], kernel: str, stage: str) -> str | None:
    """The failure prefix `table` expects: its entry for (kernel, stage), else for the
    stage's width group, else for every vectorized stage (`vec`), else for all (`*`)."""
    for key in (stage, group_of(stage), "vec" if stage in VECTORIZED else None, "*"):
        if key is not None and (kernel, key) in table:
            return table[kernel, key]
    return None


def prefix(message: str) -> str:
    """The stable start of a failure message: up to an SSA name or a value, 80 chars."""
    for stop in ("%", " first ["):
        if stop in message:
            message = message[: message.index(stop)]
    return message[:80].rstrip()


def compact(kernel: str, row: dict[str, str | None]) -> dict[tuple[str, str], str]:
    """The fewest table entries reproducing `row` (every stage's failure prefix)."""
    got = {s: prefix(m) for s, m in row.items() if m is not None}
    out: dict[tuple[str, str], str] = {}
    if len(got) == len(stages_of(kernel)) and len(set(got.values())) == 1:
        return {(kernel, "*"): next(iter(got.values()))}
    rest = dict(got)
    if all(s in got for s in VECTORIZED) and len({got[s] for s in VECTORIZED}) == 1:
        out[kernel, "vec"] = got[VECTORIZED[0]]
        rest = {s: m for s, m in got.items() if s not in VECTORIZED}
    for w in WIDTHS[1:]:
        pair = [f"naive{w}", f"uniform{w}"]
        if all(s in rest for s in pair) and rest[pair[0]] == rest[pair[1]]:
            out[kernel, f"w{w}"] = rest.pop(pair[0])
            del rest[pair[1]]
    out.update({(kernel, s): m for s, m in rest.items()})
    return out


def markdown(result: dict[str, dict[str, str | None]], stages: list[str]) -> str:
    """| kernel | a mark per stage | the first failure |."""
    lines = ["| kernel | " + " | ".join(stages) + " | first failure |", "|---" * (len(stages) + 2) + "|"]
    for k, row in result.items():
        first = next((f"{s}: {prefix(m)}" for s, m in row.items() if m is not None), "")
        marks = " | ".join("n/a" if s not in row else "ok" if row[s] is None else "-" for s in stages)
        lines.append(f"| {k} | {marks} | {first.replace('|', '/')} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="native_status", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("kernels", nargs="*")
    p.add_argument("--stages", default=",".join(STAGES))
    p.add_argument("--markdown", action="store_true", help="print a Markdown table: a mark per stage, the first failure")
    p.add_argument("--python", action="store_true", help="print the failures as the test's table (a dict literal)")
    ns = p.parse_args(argv)
    names = ns.kernels or kernels()
    stages = ns.stages.split(",")
    result: dict[str, dict[str, str | None]] = {}
    for k in names:
        result[k] = {}
        for s in (s for s in stages if s in stages_of(k) or s not in STAGES):
            result[k][s] = why = stage_failure(k, s)
            if not (ns.python or ns.markdown):
                print(f"{k:24} {s:16} {'ok' if why is None else why[:200]}", flush=True)
    if ns.markdown:
        print(markdown(result, stages))
    if ns.python:
        for k, row in result.items():
            for key, m in compact(k, row).items():
                print(f"    {key!r}: {m!r},")
    passed = {s: sum(s in result[k] and result[k][s] is None for k in names) for s in stages}
    print(f"# {len(names)} kernels: " + ", ".join(f"{s} {n}" for s, n in passed.items()), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
