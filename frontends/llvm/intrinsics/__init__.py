"""Calls to intrinsics and builtins, one `{name-or-prefix: handler}` table per target (as
MLIR's LLVM import has a translation interface per dialect): `amdgpu` (`llvm.amdgcn.*`),
`nvptx` (`llvm.nvvm.*`), `llvm` (the generic `llvm.*` math, memory and dropped
intrinsics), `opencl` (SPIR/OpenCL builtins by their demangled names) and `printf`
(`printf`, `vprintf`, `__printf_alloc`).

Adding an intrinsic is one entry in its target's table and a handler.  A key is a callee
name, or a prefix when it ends in `*`; an exact key wins over a prefix, a longer prefix
over a shorter one.  A handler emits the call's ops through the function importer and
returns None, or returns False to decline (the call is then unsupported).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from simdopt.frontends.llvm.intrinsics import amdgpu, llvm, nvptx, opencl, printf
from simdopt.frontends.llvm.intrinsics.table import Call

if TYPE_CHECKING:
    from simdopt.frontends.llvm.instructions import Instructions

TABLES = (amdgpu.TABLE, nvptx.TABLE, llvm.TABLE, opencl.TABLE, printf.TABLE)
"""In the order they are asked which claims a callee."""


def call_builtin(fi: Instructions, call: Call) -> bool:
    """Import a call through the first table that claims its callee; False when none
    does (raises for an unsupported intrinsic)."""
    for table in TABLES:
        key = table.key(call.callee)
        if key is None:
            continue
        if table.scalar_only and call.rt.kind == "vector":
            raise fi.fail(f"vector intrinsic @{call.callee} is not supported")
        handler = table.lookup(key)
        if handler is not None and handler(fi, call) is not False:
            return True
        if table.intrinsics:
            raise fi.fail(f"unsupported intrinsic @{call.callee}")
        return False
    return False
