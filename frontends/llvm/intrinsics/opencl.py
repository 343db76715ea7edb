"""SPIR/OpenCL builtins, by their demangled names (`_Z13get_global_idj` ->
`get_global_id`): work-item functions, barriers, atomics and the scalar integer and
float builtins (`INT_BUILTINS`, `FLOAT_BUILTINS`, several ops each in `expand`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from xdsl.dialects import arith, math
from xdsl.dialects.builtin import IntegerType
from xdsl.ir import SSAValue

from simdopt.dialects import gpu
from simdopt.dialects.arith_ext import RemFOp
from simdopt.frontends.llvm.intrinsics import expand
from simdopt.frontends.llvm.intrinsics.cross_lane import OPENCL as CROSS_LANE
from simdopt.frontends.llvm.intrinsics.table import Call, Handler, Table, ValueFn

if TYPE_CHECKING:
    from simdopt.frontends.llvm.instructions import Instructions

OCL_ATOMICS = {  # builtin -> atomicrmw operation
    **{f"atomic_{k}": k for k in ("add", "sub", "xchg", "min", "max", "and", "or", "inc", "dec")},
    **{f"atom_{k}": k for k in ("add", "sub", "inc", "dec", "xchg", "min", "max")},
    **{f"atomic_fetch_{k}": k for k in ("add", "sub", "min", "max", "and", "or")},
    "atomic_exchange": "xchg",
}
OCL_CMPXCHG = ("atomic_cmpxchg", "atom_cmpxchg")
"""`old = atomic_cmpxchg(p, cmp, val)`: a compare-and-swap returning the old value."""
OCL_ATOMIC_BUILTINS = (*OCL_ATOMICS, *OCL_CMPXCHG)
OCL_WORKITEM = {
    "get_global_id": "global_id", "get_local_id": "thread_id", "get_group_id": "block_id",
    "get_local_size": "block_dim", "get_enqueued_local_size": "block_dim",
    "get_num_groups": "grid_dim", "get_global_size": "global_size",
}  # fmt: skip
OCL_BARRIERS = ("barrier", "work_group_barrier")

SIGNED, UNSIGNED, FLOATS = "ilsc", "jmth", "fd"
"""Itanium codes of OpenCL's scalar types: int/long/short/char, their unsigned forms,
float/double (a vector argument, `Dv4_f`, is none of them)."""


def demangle_ocl(name: str) -> str | None:
    """`_Z13get_global_idj` -> `get_global_id` (Itanium: length-prefixed first name)."""
    m = re.match(r"_Z(\d+)", name)
    if not m:
        return None
    n = int(m.group(1))
    return name[m.end() : m.end() + n]


def _same(fi: Instructions, v: list[SSAValue], name: str | None) -> SSAValue:
    fi.rename(v[0], name)
    return v[0]


INT_BUILTINS: dict[str, Callable[[bool], ValueFn]] = {
    "min": lambda s: expand.op(arith.MinSIOp if s else arith.MinUIOp, 2),
    "max": lambda s: expand.op(arith.MaxSIOp if s else arith.MaxUIOp, 2),
    "clamp": expand.clamp, "abs_diff": expand.abs_diff,
    "abs": lambda s: expand.op(math.AbsIOp, 1) if s else _same,
    "add_sat": lambda s: expand.saturating(s, sub=False),
    "sub_sat": lambda s: expand.saturating(s, sub=True),
    "hadd": lambda s: expand.halving_add(s, rounded=False),
    "rhadd": lambda s: expand.halving_add(s, rounded=True),
    "mul_hi": expand.mul_hi, "mad_hi": lambda s: expand.mul_hi(s, add=True),
    "mad24": lambda s: expand.mad, "mul24": lambda s: expand.op(arith.MuliOp, 2),
    "popcount": lambda s: expand.op(math.CtPopOp, 1),
    "clz": lambda s: expand.op(math.CountLeadingZerosOp, 1),
    "ctz": lambda s: expand.op(math.CountTrailingZerosOp, 1),
    "rotate": lambda s: expand.rotate,
}  # fmt: skip
"""OpenCL's integer builtins, by whether their operands are signed."""

_PRECISE_UNARY = {
    "fabs": math.AbsFOp, "floor": math.FloorOp, "ceil": math.CeilOp, "trunc": math.TruncOp,
    "round": math.RoundOp, "rint": math.RoundEvenOp, "tan": math.TanOp, "asin": math.AsinOp,
    "acos": math.AcosOp, "atan": math.AtanOp, "sinh": math.SinhOp, "cosh": math.CoshOp,
    "tanh": math.TanhOp, "cbrt": math.CbrtOp, "expm1": math.ExpM1Op, "log1p": math.Log1pOp,
    "erf": math.ErfOp, "asinh": math.AsinhOp, "acosh": math.AcoshOp, "atanh": math.AtanhOp,
}  # fmt: skip
_FAST_UNARY = {  # also as native_* and half_*
    "sqrt": math.SqrtOp, "exp": math.ExpOp, "exp2": math.Exp2Op, "log": math.LogOp,
    "log2": math.Log2Op, "log10": math.Log10Op, "sin": math.SinOp, "cos": math.CosOp,
}  # fmt: skip
_FAST: dict[str, ValueFn] = {
    **{k: expand.op(c, 1) for k, c in _FAST_UNARY.items()},
    "rsqrt": expand.reciprocal(math.SqrtOp), "recip": expand.reciprocal(),
    "divide": expand.op(arith.DivfOp, 2), "powr": expand.op(math.PowFOp, 2),
    "tan": expand.op(math.TanOp, 1),
}  # fmt: skip
FLOAT_BUILTINS: dict[str, ValueFn] = {
    **{k: expand.op(c, 1) for k, c in _PRECISE_UNARY.items()},
    **{k: f for k, f in _FAST.items() if k not in ("recip", "divide")},
    **{f"{p}_{k}": f for k, f in _FAST.items() for p in ("native", "half")},
    **dict.fromkeys(("min", "fmin"), expand.op(arith.MinnumfOp, 2)),
    **dict.fromkeys(("max", "fmax"), expand.op(arith.MaxnumfOp, 2)),
    "clamp": expand.clamp(None), "mad": expand.mad, "fma": expand.op(math.FmaOp, 3),
    "pow": expand.op(math.PowFOp, 2), "atan2": expand.op(math.Atan2Op, 2),
    "copysign": expand.op(math.CopySignOp, 2), "sign": expand.sign, "step": expand.step,
    "fmod": expand.op(RemFOp, 2),  # C's fmod is LLVM's frem
    "mix": expand.mix,
}  # fmt: skip
"""OpenCL's float builtins.  The `native_*`/`half_*` forms compute what the precise
ones do: the oracle's x86 code calls the same libm (`tools/native/harness.c`), and the
AMDGPU `.ll` of most of them is already the precise `llvm.*` intrinsic or an `fdiv`."""


def any_all(base: str) -> Handler:
    """`any(v)`/`all(v)` of a vector of signed integers: 1 when the sign bit of any / every
    lane is set (a scalar argument: of itself), else 0."""

    def handler(fi: Instructions, c: Call) -> bool | None:
        if c.rt.kind != "int" or not c.args:
            return False
        lt = fi.ltype(c.args[0].type)
        lanes = fi.lanes(c.args[0]) if lt.kind == "vector" else [fi.value(c.args[0])]
        got: SSAValue | None = None
        for lane in lanes:
            neg = fi.emit(arith.CmpiOp(lane, fi.const(0, lane.type), "slt")).results[0]
            got = neg if got is None else fi.emit((arith.OrIOp if base == "any" else arith.AndIOp)(got, neg)).results[0]
        rt = fi.scalar_type_lt(c.rt)
        assert got is not None and isinstance(rt, IntegerType)
        fi.bind(c.inst, fi.emit(arith.ExtUIOp(got, rt), c.name).results[0])

    return handler


def math_builtin(base: str) -> Handler:
    """The scalar builtin `base`, typed by its first mangled parameter code (`_Z5clampiii`:
    signed ints); declined (an unsupported call) for other types and vector forms."""

    def handler(fi: Instructions, c: Call) -> bool | None:
        code = c.callee[len(f"_Z{len(base)}{base}") :][:1]
        if c.rt.kind == "float" and code and code in FLOATS and base in FLOAT_BUILTINS:
            fn = FLOAT_BUILTINS[base]
        elif c.rt.kind == "int" and code and code in SIGNED + UNSIGNED and base in INT_BUILTINS:
            fn = INT_BUILTINS[base](code in SIGNED)
        else:
            return False
        fi.bind(c.inst, fn(fi, [fi.value(a) for a in c.args], c.name))

    return handler


def workitem(what: str) -> Handler:
    def handler(fi: Instructions, c: Call) -> None:
        fi.workitem(c.inst, what, fi.dimension(c.args[0]), c.rt, c.name)

    return handler


def barrier(fi: Instructions, c: Call) -> None:
    fi.emit(gpu.BarrierOp())


def atomic(kind: str) -> Handler:
    def handler(fi: Instructions, c: Call) -> bool | None:
        if not (c.args and fi.ltype(c.args[0].type).kind == "ptr"):
            return False
        v = fi.value(c.args[1]) if len(c.args) > 1 else fi.const(0, fi.scalar_type_lt(c.rt))
        fi.atomic(c.inst, kind, fi.pointer(c.args[0]), v, c.name)

    return handler


def cmpxchg(fi: Instructions, c: Call) -> bool | None:
    if not (len(c.args) == 3 and fi.ltype(c.args[0].type).kind == "ptr"):
        return False
    p, expected, v = fi.pointer(c.args[0]), fi.value(c.args[1]), fi.value(c.args[2])
    fi.bind(c.inst, fi.compare_exchange(p, expected, v, c.name))


TABLE = Table(
    demangle_ocl,
    {
        **{k: workitem(v) for k, v in OCL_WORKITEM.items()},
        **{k: math_builtin(k) for k in {*INT_BUILTINS, *FLOAT_BUILTINS}},
        **dict.fromkeys(OCL_BARRIERS, barrier),
        "any": any_all("any"), "all": any_all("all"),
        **{k: atomic(v) for k, v in OCL_ATOMICS.items()},
        **dict.fromkeys(OCL_CMPXCHG, cmpxchg),
        **CROSS_LANE,
    },
    intrinsics=False,
)
