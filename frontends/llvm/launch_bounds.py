"""A kernel's declared block size: OpenCL's `reqd_work_group_size(X, Y, Z)` is the
`!reqd_work_group_size !N` attachment of the kernel's definition (every target clang
compiles OpenCL for), with `!N = !{i32 X, i32 Y, i32 Z}`.  It becomes the imported
function's `gpu.known_block_size = array<i32: X, Y, Z>`, which `spmd-vectorize` (no
tail mask) and the divergence analysis (`print-divergence{subgroup-width=W}`: rows of a
block a subgroup spans) read.

Sizes that bound the block without fixing its shape are not kept: AMDGPU's
`"amdgpu-flat-work-group-size"="N,N"` fixes only X*Y*Z, and CUDA's `__launch_bounds__`
(`"nvvm.maxntid"`) only a maximum.
"""

from __future__ import annotations

import re

import llvmlite.binding as llvm
from xdsl.dialects.builtin import DenseArrayBase, i32

KNOWN_BLOCK_SIZE = "gpu.known_block_size"


def required_block_size(fn: llvm.ValueRef) -> tuple[int, int, int] | None:
    """The X, Y, Z of `fn`'s `!reqd_work_group_size`, or None."""
    define = next((line for line in str(fn).splitlines() if line.startswith("define ")), "")
    m = re.search(r"!reqd_work_group_size\s+(!\d+)", define)
    if m is None:
        return None
    node = re.search(rf"^{re.escape(m.group(1))}\s*=\s*(?:distinct\s+)?!\{{([^}}]*)\}}", str(fn.module), re.M)
    if node is None:
        return None
    sizes = [int(v) for v in re.findall(r"i32\s+(\d+)", node.group(1))]
    return (sizes[0], sizes[1], sizes[2]) if len(sizes) == 3 else None


def known_block_size_attr(fn: llvm.ValueRef) -> DenseArrayBase | None:
    sizes = required_block_size(fn)
    return DenseArrayBase.from_list(i32, sizes) if sizes is not None else None
