"""SPIR/OpenCL builtins, by their demangled names (`_Z13get_global_idj` ->
`get_global_id`): work-item functions, barriers, atomics and scalar math."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import llvmlite.binding as llvm

from simdopt.dialects import gpu
from simdopt.frontends.llvm.intrinsics.cross_lane import OPENCL as CROSS_LANE
from simdopt.frontends.llvm.intrinsics.llvm import FLOAT_INTRINSIC_UN, INTRINSIC_OPS
from simdopt.frontends.llvm.intrinsics.table import Call, Handler, Table
from simdopt.frontends.llvm.layout import LType

if TYPE_CHECKING:
    from simdopt.frontends.llvm.instructions import Instructions

OCL_ATOMICS = {  # builtin -> atomicrmw operation
    **{f"atomic_{k}": k for k in ("add", "sub", "xchg", "min", "max", "and", "or", "inc", "dec")},
    **{f"atom_{k}": k for k in ("add", "sub", "inc", "dec", "xchg", "min", "max")},
    **{f"atomic_fetch_{k}": k for k in ("add", "sub", "min", "max", "and", "or")},
    "atomic_exchange": "xchg",
}
OCL_WORKITEM = {
    "get_global_id": "global_id", "get_local_id": "thread_id", "get_group_id": "block_id",
    "get_local_size": "block_dim", "get_enqueued_local_size": "block_dim",
    "get_num_groups": "grid_dim", "get_global_size": "global_size",
}  # fmt: skip
OCL_BARRIERS = ("barrier", "work_group_barrier")
OCL_MATH = {"min", "max", "abs", "mad", "fma", "sqrt", "fabs", "floor", "ceil", "exp", "log", "sin", "cos", "fmin", "fmax"}


def demangle_ocl(name: str) -> str | None:
    """`_Z13get_global_idj` -> `get_global_id` (Itanium: length-prefixed first name)."""
    m = re.match(r"_Z(\d+)", name)
    if not m:
        return None
    n = int(m.group(1))
    return name[m.end() : m.end() + n]


def ocl_math(fi: Instructions, inst: llvm.ValueRef, cname: str, base: str, args: list[llvm.ValueRef], rt: LType, name: str | None) -> bool:
    """OpenCL's scalar math builtins (`_Z3maxii`, `_Z3minjj`, `_Z3madfff`, ...), typed by
    the mangled parameter codes: i/l/s/c signed, j/m/t/h unsigned, f/d float."""
    code = cname[len(f"_Z{len(base)}{base}") :]
    if not code or rt.kind not in ("int", "float") or code[0] not in "ilscjmthfd":
        return False
    vals = [fi.value(a) for a in args]
    # the `INTRINSIC_OPS` entry of the builtin
    if base in ("min", "max", "fmin", "fmax"):
        if rt.kind == "float":
            key = base[-3:] + "num"
        else:
            key = ("u" if code[0] in "jmth" else "s") + ("min" if base == "min" else "max")
    elif base == "abs" and rt.kind == "int" or base in FLOAT_INTRINSIC_UN and rt.kind == "float":
        key = base
    elif base in ("mad", "fma") and rt.kind == "float":
        key = "fma"
    else:
        return False
    cls, arity = INTRINSIC_OPS[key]
    fi.bind(inst, fi.emit(cls(*vals[:arity]), name).results[0])
    return True


def workitem(what: str) -> Handler:
    def handler(fi: Instructions, c: Call) -> None:
        fi.workitem(c.inst, what, fi.dimension(c.args[0]), c.rt, c.name)

    return handler


def math_builtin(base: str) -> Handler:
    def handler(fi: Instructions, c: Call) -> bool:
        return ocl_math(fi, c.inst, c.callee, base, c.args, c.rt, c.name)

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


TABLE = Table(
    demangle_ocl,
    {
        **{k: workitem(v) for k, v in OCL_WORKITEM.items()},
        **{k: math_builtin(k) for k in OCL_MATH},
        **dict.fromkeys(OCL_BARRIERS, barrier),
        **{k: atomic(v) for k, v in OCL_ATOMICS.items()},
        **CROSS_LANE,
    },
    intrinsics=False,
)
