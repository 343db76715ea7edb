"""Float `add` / `mul` reductions the jit leaves to the interpreters' own rule: the
native code calls back into Python (a ctypes callback, as `printf.py` does) with the
lanes' values as doubles, and `vector_unit.reduce_lanes` computes the result - the exact
sum (`math.fsum`) or the double product in lane order, rounded once to the lane type -
so it is the interpreter's bit for bit on every float type (an f64 sum needs more than
a fixed-point i320: `cross_lane.py` keeps that for f16/f32 add on vectorized stages).

A non-finite lane, or a sum `fsum` does not give (an intermediate overflow), makes the
call fail: the caller hands the launch to the interpreter (a rerun / fallback), whose
rule then decides."""

from __future__ import annotations

import ctypes
import math
from typing import Any

from xdsl.dialects.builtin import f16, f32, f64

from simdopt.dialects.vector_unit import reduce_lanes

_KINDS = ("add", "mul")
_TYPES = {"half": f16, "float": f32, "double": f64}
_TYPE_CODES = tuple(_TYPES)


def _reduce(kind: int, ty: int, xs: Any, n: int, out: Any) -> int:
    vals = [xs[i] for i in range(n)]
    if not all(math.isfinite(x) for x in vals):
        return 1
    try:
        out[0] = float(reduce_lanes(_KINDS[kind], vals, _TYPES[_TYPE_CODES[ty]]))
    except (ValueError, OverflowError):  # pragma: no cover - fsum of finite doubles overflowing
        return 1
    return 0


_DOUBLES = ctypes.POINTER(ctypes.c_double)
_CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_int64, ctypes.c_int64, _DOUBLES, ctypes.c_int64, _DOUBLES)(_reduce)
_ADDRESS = ctypes.cast(_CALLBACK, ctypes.c_void_p).value or 0


def reduce(low: Any, kind: str, ety: str, lanes: list[tuple[str, str]]) -> tuple[str, str]:
    """(result of LLVM type `ety`, i1 failed) of `kind` over the values of `lanes` whose
    flag is set, in order: `(value of type ety, i1 included)`; at least one included
    lane when the call succeeds (an empty list is `reduce_lanes`' integer 0)."""
    w = len(lanes)
    buf = f"@xr_buf{w}"
    low.decls.add(f"{buf} = internal global [{w + 1} x double] zeroinitializer")
    low.decls.add(f"{buf}_out = internal global double 0.0")
    pos = "0"
    for x, inc in lanes:  # the included lanes packed in order (an excluded one is overwritten)
        d, p, z, nxt = low.fresh(), low.fresh(), low.fresh(), low.fresh()
        low.emit(f"{d} = fpext {ety} {x} to double" if ety != "double" else f"{d} = fadd double {x}, -0.0")
        low.emit(f"{p} = getelementptr double, ptr {buf}, i64 {pos}")
        low.emit(f"store double {d}, ptr {p}")
        low.emit(f"{z} = zext i1 {inc} to i64")
        low.emit(f"{nxt} = add i64 {pos}, {z}")
        pos = nxt
    status, failed, r = low.fresh(), low.fresh(), low.fresh()
    args = f"i64 {_KINDS.index(kind)}, i64 {_TYPE_CODES.index(ety)}, ptr {buf}, i64 {pos}, ptr {buf}_out"
    low.emit(f"{status} = call i32 inttoptr (i64 {_ADDRESS} to ptr)({args})")
    low.emit(f"{failed} = icmp ne i32 {status}, 0")
    d = low.fresh()
    low.emit(f"{d} = load double, ptr {buf}_out")
    if ety == "double":
        return d, failed
    # the double is already of the lane type's value: narrowing is exact (half through float)
    low.emit(f"{r} = fptrunc double {d} to float")
    if ety == "float":
        return r, failed
    h = low.fresh()
    low.emit(f"{h} = fptrunc float {r} to half")
    return h, failed
