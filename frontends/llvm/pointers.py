"""Pointer provenance's data: a pointer value is (buffer, element index); `Root` is the
buffer (an argument, workgroup or constant global, alloca, or an AMDGPU dispatch block)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import llvmlite.binding as llvm
from xdsl.ir import SSAValue

from simdopt.frontends.llvm.layout import LType, size_align


@dataclass(eq=False)
class Root:
    """A buffer: what a pointer value points into."""

    kind: str  # "arg" | "workgroup" | "global" | "alloca" | "implicitarg" | "dispatch"
    name: str
    elem: LType | None = None
    count: int | None = None  # static element count (None: dynamic)
    value: SSAValue | None = None  # the memref
    addrspace: int = 0

    @property
    def elem_size(self) -> int:
        return 1 if self.elem is None else size_align(self.elem)[0]


@dataclass
class Ptr:
    root: Root
    index: SSAValue | None  # element index (index type); None = 0
    const: int = 0  # constant element offset added to index (bytes for special roots)


def buffer_key(v: llvm.ValueRef) -> Any:
    """What identifies a pointer's buffer before it is known: a global by its name."""
    kind = v.value_kind.name
    if kind == "global_variable":
        return ("global", v.name)
    if kind == "constant_expr":
        m = re.search(r"@(\"[^\"]*\"|[-\w.$]+)", str(v))
        return ("global", m.group(1).strip('"')) if m else ("expr", str(v))
    return v
