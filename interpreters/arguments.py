"""Launch set-up shared by the launch drivers: the launch geometry of `--threads N` or
`--grid`/`--block` with `--width W`, and kernel arguments from `--args` JSON.

`convert_arg` turns one JSON argument into an interpreter value (memrefs as
`ShapedArray`, vectors as lane tuples, scalars checked against their type);
`spmd_arguments` splits an SPMD kernel's arguments into per-thread values (scalars
marked `{simd.divergent}`: one number per thread) and values shared by every thread.
Every malformed argument or option raises `ArgumentError`."""

from __future__ import annotations

import math
import struct
import sys
from array import array
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import (
    AnyFloat,
    DenseArrayBase,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    MemRefType,
    StringAttr,
    VectorType,
)
from xdsl.interpreters.builtin import xtype_for_el_type
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.interpreters.utils.ptr import RawPtr, TypedPtr

from simdopt.dialects import gpu
from simdopt.dialects.simd import C_TYPE_ARG, DIVERGENT_ARG, MAX_WIDTH, UNSIGNED_C_TYPES
from simdopt.interpreters.errors import ArgumentError
from simdopt.interpreters.gpu import Launch
from simdopt.ir.launch_facts import launch_violation


def scalar_arg(arg: Any, t: Any, what: str) -> Any:
    """A JSON number checked against scalar type `t`."""
    if isinstance(t, IntegerType) and t.width.data == 1:
        if isinstance(arg, bool) or arg in (0, 1):
            return int(arg)
        raise ArgumentError(f"{what}: expected 0, 1, true or false for i1, got {arg!r}")
    if isinstance(t, (IntegerType, IndexType)):
        if not isinstance(arg, int) or isinstance(arg, bool):
            raise ArgumentError(f"{what}: expected an integer for {t}, got {arg!r}")
        if isinstance(t, IntegerType):
            # the signed and the unsigned range of the width: two's complement bits
            width = t.width.data
            if not -(1 << (width - 1)) <= arg < (1 << width):
                raise ArgumentError(f"{what}: {arg} does not fit in {t}")
            half = 1 << (width - 1)
            return (arg + half) % (half << 1) - half
        return arg
    if not isinstance(arg, (int, float)) or isinstance(arg, bool):
        raise ArgumentError(f"{what}: expected a number for {t}, got {arg!r}")
    if isinstance(t, AnyFloat):
        value = float(arg) if isinstance(arg, float) or abs(arg) < 1 << 1024 else math.inf  # an int beyond any float
        fmt = _FLOAT_FORMATS.get(t.bitwidth)
        if fmt is not None and math.isfinite(value):
            try:
                struct.pack(fmt, value)
            except OverflowError:
                raise ArgumentError(f"{what}: {arg} does not fit in {t}") from None
        if math.isinf(value) and not (isinstance(arg, float) and math.isinf(arg)):
            raise ArgumentError(f"{what}: {arg} does not fit in {t}")
        return value
    return arg


_FLOAT_FORMATS = {16: "<e", 32: "<f"}  # narrower than a Python float: struct says what fits


_FORMATS = {8: "b", 16: "h", 32: "i", 64: "q"}


def _packed(arg: list[Any], el: Any) -> bytearray | None:
    """The bytes of a memref argument whose elements all pass `scalar_arg` unchanged
    (plain ints in the signed range of an integer type, numbers for a float type),
    converted in bulk by `array` (a launch of 10^6 threads passes arrays of 10^6
    elements): f32 elements rounded by the C cast `struct.pack('<f')` makes, a finite
    value that rounds to an infinity refused as `struct` refuses it; None for anything
    else, which takes the element-by-element path and its messages."""
    if not arg:
        return None
    kinds = set(map(type, arg))  # (bool is its own type: True is no number here)
    if isinstance(el, IntegerType | IndexType) and not (isinstance(el, IntegerType) and el.width.data == 1):
        bits = el.width.data if isinstance(el, IntegerType) else 64
        if bits not in _FORMATS or kinds != {int}:
            return None
        if min(arg) < -(1 << (bits - 1)) or max(arg) >= 1 << (bits - 1):
            return None
        return _little(array(_FORMATS[bits], arg))
    fmt = {16: "e", 32: "f", 64: "d"}.get(el.bitwidth) if isinstance(el, AnyFloat) else None
    if fmt is None or not kinds <= {float, int}:
        return None
    try:
        if fmt == "e":  # (no array type of halves)
            return bytearray(struct.pack(f"<{len(arg)}e", *arg))
        wide = array("d", arg)
    except (OverflowError, struct.error):
        return None
    if fmt == "d":
        return _little(wide)
    narrow = array("f", wide)
    data = narrow.tobytes()
    if any(inf in data for inf in _F32_INFINITIES) and any(
        narrow.count(x) != wide.count(x) for x in (math.inf, -math.inf)
    ):  # (an infinity's bytes anywhere - a quick search - then the exact test)
        return None  # a finite value beyond f32 (`scalar_arg` says so)
    return _little(narrow)


_F32_INFINITIES = (array("f", [math.inf]).tobytes(), array("f", [-math.inf]).tobytes())
"""The bytes of f32's infinities."""


def _little(a: array[Any]) -> bytearray:
    """The array's bytes, little-endian as the kernels' memory holds them."""
    if sys.byteorder != "little":  # pragma: no cover - x86 and arm64 hosts are little-endian
        a.byteswap()
    return bytearray(a.tobytes())


def convert_arg(arg: Any, t: Any, what: str) -> Any:
    """The interpreter value of one JSON argument of type `t` (memrefs as ShapedArray,
    vectors as lane tuples).  Raises ArgumentError naming `what`."""
    if isinstance(t, MemRefType):
        if not isinstance(arg, list):
            raise ArgumentError(f"{what}: expected an array for {t}, got {arg!r}")
        el = t.get_element_type()
        packed = _packed(arg, el)  # pyright: ignore[reportUnknownArgumentType]
        shape = t.get_shape()
        if packed is not None and len(shape) == 1 and (shape[0] < 0 or shape[0] == len(arg)):  # < 0: dynamic (-1, or MLIR's kDynamic after a round trip)  # pyright: ignore[reportUnknownArgumentType]
            return ShapedArray(TypedPtr[Any](RawPtr(packed), xtype=xtype_for_el_type(el, 64)), [len(arg)])  # pyright: ignore[reportUnknownArgumentType]
        data = [scalar_arg(x, el, f"{what}[{i}]") for i, x in enumerate(arg)]  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
        if len(shape) != 1:
            raise ArgumentError(f"{what}: only 1-D memrefs can be passed, found {t}")
        if shape[0] >= 0 and shape[0] != len(data):
            raise ArgumentError(f"{what}: expected {shape[0]} elements for {t}, got {len(data)}")
        xt = xtype_for_el_type(el, 64)
        return ShapedArray(TypedPtr[Any].new(data, xtype=xt), [len(data)])  # pyright: ignore[reportArgumentType]
    if isinstance(t, VectorType):
        w = t.get_shape()[0]
        if not isinstance(arg, list) or len(arg) != w:  # pyright: ignore[reportUnknownArgumentType]
            raise ArgumentError(f"{what}: expected an array of {w} lanes for {t}, got {arg!r}")
        el = t.get_element_type()
        return tuple(scalar_arg(x, el, f"{what}[{i}]") for i, x in enumerate(arg))  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
    return scalar_arg(arg, t, what)


# C element types (`simd.C_TYPE_ARG`) -> struct format
_C_FORMATS = {
    "char": "b", "uchar": "B", "short": "h", "ushort": "H", "int": "i", "uint": "I",
    "long": "q", "ulong": "Q", "half": "e", "float": "f", "double": "d",
}  # fmt: skip


def _unit_format(el: Any) -> str | None:
    if isinstance(el, IntegerType) and el.width.data in _FORMATS:
        return _FORMATS[el.width.data]
    return {16: "e", 32: "f", 64: "d"}.get(el.bitwidth) if isinstance(el, AnyFloat) else None


def _c_format(c_type: str) -> str | None:
    """The struct format of one C element: a scalar (`"float"`: `f`), or a struct of
    scalars (`"{char, int}"`: `bxxxi`, each field at a multiple of its size and the
    struct padded to a multiple of its largest field, as C lays it out)."""
    if not (c_type.startswith("{") and c_type.endswith("}")):
        return _C_FORMATS.get(c_type)
    fields = [f.strip() for f in c_type[1:-1].split(",")]
    if not fields or any(f not in _C_FORMATS for f in fields):
        return None
    out, at = "", 0
    for f in fields:
        size = struct.calcsize(_C_FORMATS[f])
        pad = -at % size
        out, at = out + "x" * pad + _C_FORMATS[f], at + pad + size
    align = max(struct.calcsize(_C_FORMATS[f]) for f in fields)
    return out + "x" * (-at % align)


def _reinterpreted(t: Any, a: Any) -> tuple[str, str] | None:
    """(C format, unit format) of a memref argument stored in units other than its C
    element type (a `float*` the kernel also reads as i32: `memref<?xi32> {simd.c_type
    = "float"}`; an array of structs, `{simd.c_type = "{float, int}"}`: the format of
    one struct), else None."""
    c = a.data.get(C_TYPE_ARG) if a is not None else None
    cf = _c_format(c.data) if isinstance(c, StringAttr) else None
    if not isinstance(t, MemRefType) or cf is None:
        return None
    uf = _unit_format(t.get_element_type())
    if uf is None or cf.lower() == uf:
        return None
    return cf, uf


def _values(cf: str) -> str:
    """The format characters of `cf` that take a value (padding takes none)."""
    return cf.replace("x", "")


_C_FLOATS = {"e": Float16Type(), "f": Float32Type(), "d": Float64Type()}
"""The float C formats' types (made once: an xDSL type per element costs seconds at 10^6)."""


def _c_value(x: Any, code: str, what: str) -> Any:
    """A C value of format `code` as `scalar_arg` takes it (a float field's int is a float)."""
    if code in _C_FLOATS:
        return scalar_arg(x, _C_FLOATS[code], what)
    if code in "bhiq" and not (isinstance(x, int) and not isinstance(x, bool)):
        return scalar_arg(x, IntegerType(8 * struct.calcsize(code)), what)  # its message
    return x


def _arg_attrs(fn: func.FuncOp | gpu.FuncOp) -> list[Any]:
    n = len(fn.function_type.inputs.data)
    return list(fn.arg_attrs.data) if fn.arg_attrs is not None else [None] * n


def c_typed_args(fn: func.FuncOp | gpu.FuncOp, raw: list[Any]) -> list[Any]:
    """`--args` with each buffer stored in other units than its C element type given as
    C values (floats for a `float*` held as i32) turned into its units (little-endian
    bytes, as the kernel's memory holds them)."""
    out = list(raw)
    types = list(fn.function_type.inputs.data)
    for i, (t, a) in enumerate(zip(types, _arg_attrs(fn), strict=False)):
        fmts = _reinterpreted(t, a)
        if fmts is None or i >= len(out) or not isinstance(out[i], list):
            continue
        cf, uf = fmts
        what = f"argument #{i} ({t}, C element type {a.data[C_TYPE_ARG].data})"
        codes = _values(cf)
        data = _packed(out[i], _C_FLOATS[cf]) if cf in _C_FLOATS else None  # floats held as ints: in bulk
        if data is None:
            vals: list[Any] = [_c_value(x, codes[k % len(codes)], f"{what}[{k}]") for k, x in enumerate(out[i])]
            if len(vals) % len(codes):
                raise ArgumentError(f"{what}: {len(vals)} values are not a whole number of its {len(codes)} fields")
            try:
                data = struct.pack("<" + cf * (len(vals) // len(codes)), *vals)
            except struct.error as e:
                raise ArgumentError(f"{what}: {e}") from None
        size = struct.calcsize(uf)
        if len(data) % size:
            raise ArgumentError(f"{what}: {len(out[i])} elements are not a whole number of its units")
        out[i] = list(struct.unpack(f"<{len(data) // size}{uf}", data))
    return out


def c_typed(fn: func.FuncOp | gpu.FuncOp, memrefs: list[Any]) -> list[Any]:
    """The final memref contents `memrefs` (one per memref argument, in order; a
    workgroup one a list per block) with each buffer of an unsigned C element type
    (`simd.C_TYPE_ARG`) in its unsigned range, and each buffer stored in other units
    than its C element type read back as C values."""
    types = list(fn.function_type.inputs.data)
    attrs = _arg_attrs(fn)
    bits: list[int | None] = []
    reread: list[tuple[str, str] | None] = []
    for t, a in zip(types, attrs, strict=False):
        if isinstance(t, MemRefType):
            c = a.data.get(C_TYPE_ARG) if a is not None else None
            el = t.get_element_type()
            ok = isinstance(c, StringAttr) and isinstance(el, IntegerType)
            reread.append(_reinterpreted(t, a))
            bits.append(el.width.data if ok and c.data in UNSIGNED_C_TYPES and reread[-1] is None else None)  # pyright: ignore[reportAttributeAccessIssue, reportOptionalMemberAccess]
    if any(reread):
        memrefs = [_reread(m, f) if f is not None else m for m, f in zip(memrefs, [*reread, *[None] * len(memrefs)], strict=False)]
    if not any(bits):
        return memrefs

    def view(x: Any, b: int) -> Any:
        return [view(y, b) for y in x] if isinstance(x, list) else x & ((1 << b) - 1) if isinstance(x, int) else x  # pyright: ignore[reportUnknownVariableType]

    return [m if b is None else view(m, b) for m, b in zip(memrefs, [*bits, *[None] * len(memrefs)], strict=False)]


def _reread(m: Any, fmts: tuple[str, str]) -> Any:
    """A buffer's final units as its C element values (units that do not fill a whole
    C value are left as they are)."""
    cf, uf = fmts
    if not isinstance(m, list) or not all(isinstance(x, (int, float)) for x in m):  # pyright: ignore[reportUnknownVariableType]
        return m  # pyright: ignore[reportUnknownVariableType]
    try:
        data = struct.pack(f"<{len(m)}{uf}", *m)  # pyright: ignore[reportUnknownArgumentType]
    except struct.error:
        data = struct.pack(f"<{len(m)}{uf.upper()}", *m)  # pyright: ignore[reportUnknownArgumentType]
    size = struct.calcsize("<" + cf)
    if len(data) % size:
        return m  # pyright: ignore[reportUnknownVariableType]
    return list(struct.unpack("<" + cf * (len(data) // size), data))


def check_width(width: int) -> None:
    if width < 1 or width > MAX_WIDTH or width & (width - 1):
        raise ArgumentError(f"--width must be a power of two from 1 to {MAX_WIDTH}, got {width}")


def make_launch(
    width: int, threads: int | None, grid: tuple[int, int, int] | None, block: tuple[int, int, int] | None
) -> Launch:
    """The launch of `--threads N` (one block of N) or `--grid`/`--block`."""
    check_width(width)
    if threads is not None:
        if threads < 1:
            raise ArgumentError(f"--threads must be at least 1, got {threads}")
        if grid is not None or block is not None:
            raise ArgumentError("give either --threads or --grid/--block, not both")
        return Launch((1, 1, 1), (threads, 1, 1), width)
    if block is None:
        raise ArgumentError("a kernel needs a launch: --threads N or --grid X[,Y[,Z]] --block X[,Y[,Z]]")
    grid = grid or (1, 1, 1)
    for what, dims in (("--grid", grid), ("--block", block)):
        if len(dims) != 3 or any(d < 1 for d in dims):
            raise ArgumentError(f"{what} sizes must be at least 1, got {','.join(map(str, dims))}")
    return Launch(grid, block, width)


def check_known_sizes(fn: func.FuncOp | gpu.FuncOp, launch: Launch) -> None:
    """A `gpu.func`'s `known_block_size`/`known_grid_size` property, or the
    `gpu.known_block_size`/`gpu.known_grid_size` attribute of any function (what
    `spmd-vectorize{block-size=...}` writes, on a `gpu.func` too), must match the launch."""
    for what, dims in (("block", launch.block), ("grid", launch.grid)):
        name = f"known_{what}_size"
        known = fn.properties.get(name) if isinstance(fn, gpu.FuncOp) else None
        known = known or fn.attributes.get(f"gpu.{name}")
        if isinstance(known, DenseArrayBase) and tuple(known.get_values()) != dims:
            raise ArgumentError(
                f"'{fn.sym_name.data}' has {name} = {','.join(map(str, known.get_values()))}, "
                f"but the launch has {what} {','.join(map(str, dims))}"
            )


def check_launch_facts(fn: func.FuncOp | gpu.FuncOp, raw: list[Any]) -> None:
    """A kernel specialized for its launch (`specialize-launch`) runs only on arguments
    that satisfy its recorded facts (`ir/launch_facts.py`)."""
    why = launch_violation(fn, list(fn.function_type.inputs.data), raw)
    if why is not None:
        raise ArgumentError(why)


def with_workgroup_zeros(raw: list[Any], types: list[Any]) -> list[Any]:
    """`raw` with trailing workgroup-memory arguments (an imported OpenCL __local array,
    say) that were left out of --args: they start as zeros in every block, like a
    workgroup attribution."""
    missing = types[len(raw) :]
    if missing and all(gpu.is_workgroup_memref(t) and isinstance(t, MemRefType) and t.has_static_shape() for t in missing):
        return [*raw, *([0] * math.prod(t.get_shape()) for t in missing if isinstance(t, MemRefType))]
    return raw


def spmd_arguments(fn: func.FuncOp | gpu.FuncOp, raw: list[Any], n_threads: int) -> tuple[list[list[Any] | None], list[Any]]:
    """The kernel's arguments from JSON: per-thread values of `{simd.divergent}` scalars
    (None for the others), and the values shared by all threads (None for per-thread)."""
    types = list(fn.function_type.inputs.data)
    raw = with_workgroup_zeros(raw, types)
    if len(raw) != len(types):
        raise ArgumentError(f"'{fn.sym_name.data}' takes {len(types)} arguments, {len(raw)} given")
    arg_attrs = fn.arg_attrs.data if fn.arg_attrs is not None else None
    per_thread: list[list[Any] | None] = []
    shared: list[Any] = []
    for i, (a, t) in enumerate(zip(raw, types, strict=True)):
        what = f"argument #{i} ({t})"
        if isinstance(t, MemRefType | VectorType):
            per_thread.append(None)
            shared.append(convert_arg(a, t, what))
        elif arg_attrs is not None and DIVERGENT_ARG in arg_attrs[i].data:
            if not isinstance(a, list) or len(a) != n_threads:  # pyright: ignore[reportUnknownArgumentType]
                raise ArgumentError(f"{what} is marked {DIVERGENT_ARG}: expected an array of {n_threads} numbers, one per thread, got {a!r}")
            per_thread.append([scalar_arg(x, t, f"{what}[{k}]") for k, x in enumerate(a)])  # pyright: ignore[reportUnknownVariableType, reportUnknownArgumentType]
            shared.append(None)
        elif isinstance(a, list):
            raise ArgumentError(f"{what}: expected a number (kernel parameters are uniform; mark the argument {{{DIVERGENT_ARG}}} to pass one value per thread)")
        else:
            per_thread.append(None)
            shared.append(convert_arg(a, t, what))
    return per_thread, shared
