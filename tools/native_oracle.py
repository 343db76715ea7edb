"""The native oracle: an OpenCL C kernel compiled by clang-22 for x86-64 and run over a
launch, its final buffers the reference the project's stages are judged against.

    python -m simdopt.tools.native_oracle KERNEL.cl --grid X[,Y[,Z]] --block X[,Y[,Z]] \
        --args JSON [--types JSON] [--kernel NAME] [-o OUT.json]
    python -m simdopt.tools.native_oracle --regenerate     # every corpus kernel -> examples/opencl/native/

The kernel is compiled exactly as `clang-22 -x cl -cl-std=CL2.0 -target
x86_64-unknown-linux-gnu -O2 -ffp-contract=off` (plus `-fPIC`) and linked into a shared
library with `tools/native/harness.c` (work-item builtins, barriers as fiber switches,
the math/integer/atomic builtins) and a generated trampoline that calls the kernel with
its arguments.  `--args` is `simd-run --args`'s JSON: a number per scalar, a flat array
per buffer.  A buffer's element type is the kernel's `kernel_arg_base_type` (`float*`,
`uchar*`, ...); a buffer of structs takes `--types`: per argument `null` (the default) or
the list of its struct's field types (`["f32", "i32"]`), the flat array cycling through
them.  Workgroup (`__local`) arrays are the kernel's own (one copy, reused by the groups,
which run one after the other).

The output is `{"kernel", "grid", "block", "args", "types", "elements", "memrefs",
"printf"}`: `elements` each buffer's element types (`["u8"]`, `["f32", "i32"]`);
`memrefs` the final contents of the buffer arguments in argument order (the memrefs
`simd-run` prints first, before any workgroup array), integers as their C type reads them
(signed or unsigned), floats as Python floats (exact: every f32 is a double); `printf` the
text the kernel printed.  Each run is a child process, so a crashing kernel fails alone.
"""

from __future__ import annotations

import argparse
import ctypes
import json
import os
import re
import struct
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from simdopt.ir.output import write_file
from simdopt.tools.checkout import checkout

ROOT = checkout()
CLANG = "clang-22"
CFLAGS = ["-x", "cl", "-cl-std=CL2.0", "-target", "x86_64-unknown-linux-gnu", "-O2", "-ffp-contract=off"]

# scalar type name -> (struct format, C type of the trampoline)
SCALARS: dict[str, tuple[str, str]] = {
    "i8": ("b", "signed char"), "u8": ("B", "unsigned char"), "i16": ("h", "short"),
    "u16": ("H", "unsigned short"), "i32": ("i", "int"), "u32": ("I", "unsigned"),
    "i64": ("q", "long long"), "u64": ("Q", "unsigned long long"), "f32": ("f", "float"),
    "f64": ("d", "double"),
}  # fmt: skip
# OpenCL C type names (kernel_arg_base_type) -> scalar type names
OPENCL_TYPES = {
    "char": "i8", "uchar": "u8", "short": "i16", "ushort": "u16", "int": "i32", "uint": "u32",
    "long": "i64", "ulong": "u64", "size_t": "u64", "ptrdiff_t": "i64", "float": "f32",
    "double": "f64", "bool": "u8",
}  # fmt: skip


class OracleError(Exception):
    """A kernel the oracle cannot build or run; the message says why."""


class Signature:
    """A kernel's parameters as clang compiled it for x86-64: per parameter, a buffer's
    element types (one, or a struct's fields) or a scalar type."""

    def __init__(self, name: str, ir: str):
        m = re.search(rf"define [^@]*spir_kernel void @{re.escape(name)}\((.*)\)[^{{]*!kernel_arg_addr_space !(\d+)"
                      rf"[^{{]*!kernel_arg_base_type !(\d+)", ir)  # fmt: skip
        if m is None:
            raise OracleError(f"no kernel '{name}' in the compiled module")
        self.name = name
        self.spaces = [int(x) for x in re.findall(r"i32 (\d+)", _metadata(ir, m.group(2)))]
        self.base_types = re.findall(r'!"([^"]*)"', _metadata(ir, m.group(3)))
        self.llvm_types = [p.strip().split()[0] for p in _split_params(m.group(1))]
        if len(self.llvm_types) != len(self.base_types):
            raise OracleError(f"'{name}': {len(self.llvm_types)} parameters but {len(self.base_types)} type names")

    def kinds(self, overrides: list[Any]) -> list[tuple[str, list[str]]]:
        """Per parameter ("buffer", element types) or ("scalar", [type])."""
        out: list[tuple[str, list[str]]] = []
        for i, (lt, base) in enumerate(zip(self.llvm_types, self.base_types, strict=True)):
            given = overrides[i] if i < len(overrides) else None
            if lt == "ptr":
                if self.spaces[i] == 3:
                    raise OracleError(f"'{self.name}' parameter {i}: __local pointer parameters are not supported")
                if given is not None:
                    out.append(("buffer", [given] if isinstance(given, str) else list(given)))
                    continue
                t = OPENCL_TYPES.get(base.rstrip("*").strip())
                if t is None:
                    raise OracleError(f"'{self.name}' parameter {i} is a '{base}': give its field types with --types")
                out.append(("buffer", [t]))
            else:
                t = given or OPENCL_TYPES.get(base.strip())
                if t is None or not isinstance(t, str):
                    raise OracleError(f"'{self.name}' parameter {i}: unsupported scalar type '{base}'")
                out.append(("scalar", [t]))
        return out


def _metadata(ir: str, num: str) -> str:
    m = re.search(rf"^!{num} = !\{{(.*)\}}$", ir, re.M)
    return m.group(1) if m else ""


def _split_params(text: str) -> list[str]:
    return [p for p in text.split(",") if p.strip()] if text.strip() else []


def trampoline(sig: Signature, kinds: list[tuple[str, list[str]]]) -> str:
    """C source of `simdopt_entry(void **args)`, which calls the kernel."""
    params, calls = [], []
    for i, (kind, types) in enumerate(kinds):
        if kind == "buffer":
            params.append("void *")
            calls.append(f"args[{i}]")
        else:
            ctype = SCALARS[types[0]][1]
            params.append(ctype)
            calls.append(f"*({ctype} *)args[{i}]")
    return (
        f"extern void {sig.name}({', '.join(params) or 'void'});\n"
        f"void simdopt_entry(void **args) {{ {sig.name}({', '.join(calls)}); }}\n"
    )


def build(source: Path, kernel: str, work: Path, overrides: list[Any], harness: Path) -> tuple[Path, list[tuple[str, list[str]]]]:
    """The shared library running `kernel` of `source`, and its parameter kinds."""

    def clang(*args: str) -> None:
        done = subprocess.run([CLANG, *args], capture_output=True, text=True)
        if done.returncode != 0:
            raise OracleError(f"{CLANG} {' '.join(args)}:\n{done.stderr}")

    ll, obj, tramp, lib = work / "k.ll", work / "k.o", work / "tramp.c", work / "k.so"
    clang(*CFLAGS, "-S", "-emit-llvm", str(source), "-o", str(ll))
    sig = Signature(kernel, ll.read_text())
    kinds = sig.kinds(overrides)
    clang(*CFLAGS, "-fPIC", "-c", str(source), "-o", str(obj))
    tramp.write_text(trampoline(sig, kinds))
    clang("-O2", "-fPIC", "-shared", "-Wl,-z,defs", str(harness), str(tramp), str(obj), "-lm", "-o", str(lib))
    return lib, kinds


def _pack(values: list[Any], types: list[str], what: str) -> bytes:
    if len(values) % len(types):
        raise OracleError(f"{what}: {len(values)} values are not whole records of {types}")
    fmts = "".join(SCALARS[t][0] for t in types)
    largest = max(struct.calcsize(f) for f in fmts)
    if struct.calcsize("@" + fmts) != struct.calcsize("<" + fmts) or struct.calcsize("<" + fmts) % largest:
        raise OracleError(f"{what}: records of {types} have padding in C; only padding-free records are supported")
    out = bytearray()
    for i, v in enumerate(values):
        t = types[i % len(types)]
        fmt, _ = SCALARS[t]
        if t.startswith(("i", "u")):
            if not isinstance(v, int):
                raise OracleError(f"{what}[{i}]: expected an integer for {t}, got {v!r}")
            bits = 8 * struct.calcsize(fmt)
            v &= (1 << bits) - 1  # two's complement: -1 and 255 are the same u8 / i8
            fmt = fmt.upper()
        out += struct.pack("<" + fmt, v)
    return bytes(out)


def _unpack(data: bytes, types: list[str]) -> list[Any]:
    fmt = "<" + "".join(SCALARS[t][0] for t in types)
    return [v for rec in struct.iter_unpack(fmt, data) for v in rec]


def run_launch(lib: Path, kinds: list[tuple[str, list[str]]], args: list[Any],
               grid: tuple[int, int, int], block: tuple[int, int, int]) -> list[list[Any]]:  # fmt: skip
    """Load `lib`, run the launch, return the final buffers."""
    if len(args) != len(kinds):
        raise OracleError(f"the kernel takes {len(kinds)} arguments, {len(args)} given")
    keep: list[Any] = []
    ptrs = (ctypes.c_void_p * max(1, len(args)))()
    buffers: list[tuple[Any, list[str], int]] = []
    for i, ((kind, types), a) in enumerate(zip(kinds, args, strict=True)):
        if kind == "buffer":
            if not isinstance(a, list):
                raise OracleError(f"argument {i}: expected an array")
            data = _pack(a, types, f"argument {i}")  # pyright: ignore[reportUnknownArgumentType]
            buf = ctypes.create_string_buffer(data, max(1, len(data)))
            buffers.append((buf, types, len(data)))
        else:
            buf = ctypes.create_string_buffer(_pack([a], types, f"argument {i}"), 8)
        keep.append(buf)
        ptrs[i] = ctypes.cast(buf, ctypes.c_void_p)
    so = ctypes.CDLL(str(lib))
    entry = so.simdopt_entry
    err = ctypes.create_string_buffer(512)
    u3 = ctypes.c_uint * 3
    status = so.native_run(entry, ptrs, u3(*grid), u3(*block), err, ctypes.c_size_t(512))
    if status:
        raise OracleError(err.value.decode())
    return [_unpack(buf.raw[:n], types) for buf, types, n in buffers]


def dims(text: str) -> tuple[int, int, int]:
    d = [int(x) for x in str(text).split(",")] + [1, 1]
    return d[0], d[1], d[2]


def oracle(source: Path, kernel: str, launch: dict[str, Any], root: Path | None = None) -> dict[str, Any]:
    """Build and run in a child process (`_child`): the output dict.  `root` is the
    checkout holding `tools/native/harness.c` (default: `checkout()`)."""
    harness = (root or ROOT) / "tools" / "native" / "harness.c"
    with tempfile.TemporaryDirectory() as tmp:
        spec = Path(tmp) / "launch.json"
        spec.write_text(json.dumps({"source": str(source), "kernel": kernel, "harness": str(harness), **launch}))
        done = subprocess.run([sys.executable, "-m", "simdopt.tools.native_oracle", "--child", str(spec)],
                              capture_output=True, text=True, timeout=120)  # fmt: skip
        if done.returncode != 0:
            raise OracleError(done.stderr.strip() or f"the native run died with status {done.returncode}")
        return json.loads((Path(tmp) / "out.json").read_text())


def _child(spec_path: Path) -> None:
    spec = json.loads(spec_path.read_text())
    work = spec_path.parent
    overrides = spec.get("types") or []
    lib, kinds = build(Path(spec["source"]), spec["kernel"], work, overrides, Path(spec["harness"]))
    grid, block = dims(spec["grid"]), dims(spec["block"])
    # the kernel's printf writes to fd 1: keep it in a file, apart from our output
    printed = work / "printf.txt"
    saved = os.dup(1)
    fd = os.open(printed, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    os.dup2(fd, 1)
    try:
        memrefs = run_launch(lib, kinds, spec["args"], grid, block)
    finally:
        os.dup2(saved, 1)
        os.close(fd)
    out = {
        "kernel": spec["kernel"], "grid": spec["grid"], "block": spec["block"], "args": spec["args"],
        "types": overrides, "elements": [t for kind, t in kinds if kind == "buffer"], "memrefs": memrefs,
        "printf": printed.read_text(),
    }  # fmt: skip
    (work / "out.json").write_text(json.dumps(out))


# ------------------------------------------------------------------ the corpus
CORPUS = ROOT / "examples" / "opencl"
NATIVE = CORPUS / "native"
LAUNCH_FILES = (CORPUS / "launches.json", CORPUS / "suite" / "launches.json")


def corpus_launches() -> dict[str, tuple[Path, dict[str, Any]]]:
    """Every corpus kernel with a launch: name -> (its .cl, its launch)."""
    out: dict[str, tuple[Path, dict[str, Any]]] = {}
    for f in LAUNCH_FILES:
        for name, launch in json.loads(f.read_text()).items():
            out[name] = (f.parent / f"{name}.cl", launch)
    return out


def regenerate(names: list[str]) -> int:
    """Write `examples/opencl/native/<kernel>.json` for the named (default: all) kernels."""
    NATIVE.mkdir(exist_ok=True)
    failed = 0
    for name, (source, launch) in sorted(corpus_launches().items()):
        if names and name not in names:
            continue
        try:
            out = oracle(source, name, launch)
        except OracleError as e:
            print(f"{name}: error: {e}", file=sys.stderr)
            failed += 1
            continue
        write_file(NATIVE / f"{name}.json", json.dumps(out) + "\n")
        print(f"{name}: {sum(len(m) for m in out['memrefs'])} values")
    return 1 if failed else 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="native_oracle", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("source", nargs="?", type=Path)
    p.add_argument("--kernel", help="kernel name (default: the file's stem)")
    p.add_argument("--grid", default="1")
    p.add_argument("--block")
    p.add_argument("--args", default="[]")
    p.add_argument("--types", default="[]", help="per argument: null or a buffer's field types")
    p.add_argument("-o", "--output", type=Path)
    p.add_argument("--regenerate", nargs="*", metavar="KERNEL", help="rewrite examples/opencl/native/ (all, or the named)")
    p.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    ns = p.parse_args(argv)
    try:
        if ns.child:
            _child(ns.child)
            return 0
        if ns.regenerate is not None:
            return regenerate(ns.regenerate)
        if ns.source is None or ns.block is None:
            p.error("give KERNEL.cl and --block (or --regenerate)")
        launch = {"grid": ns.grid, "block": ns.block, "args": json.loads(ns.args), "types": json.loads(ns.types)}
        out = oracle(ns.source, ns.kernel or ns.source.stem, launch)
    except OracleError as e:
        print(f"native_oracle: error: {e}", file=sys.stderr)
        return 1
    text = json.dumps(out)
    if ns.output:
        write_file(ns.output, text + "\n")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
