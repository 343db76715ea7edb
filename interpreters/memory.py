"""The memory of a launch (SPEC section 4), shared by the SPMD executor and the
vectorized launch driver.

Memref arguments are shared by every thread; workgroup memory (memrefs in
`#gpu.address_space<workgroup>`) is one copy per block - an argument's copy starts from
its --args value, a gpu.func's workgroup attributions start as zeros - and private
attributions are one zeroed copy per thread (per subgroup, for a vectorized program)."""

from __future__ import annotations

import math
from typing import Any

from xdsl.dialects import func
from xdsl.dialects.builtin import MemRefType
from xdsl.interpreters.builtin import xtype_for_el_type
from xdsl.interpreters.shaped_array import ShapedArray
from xdsl.interpreters.utils.ptr import TypedPtr

from simdopt.dialects import gpu


def _zeros(t: MemRefType) -> ShapedArray[Any]:
    shape = [max(d, 0) for d in t.get_shape()]
    return ShapedArray(TypedPtr[Any].zeros(math.prod(shape), xtype=xtype_for_el_type(t.get_element_type(), 64)), shape)


def _copy(a: ShapedArray[Any]) -> ShapedArray[Any]:
    return ShapedArray(TypedPtr[Any].new(list(a.data), xtype=a.data_ptr.xtype), list(a.shape))  # pyright: ignore[reportUnknownArgumentType, reportUnknownMemberType]


class Memory:
    """The kernel's memory (SPEC section 4): memref arguments shared by every thread;
    workgroup memory one copy per block (arguments in #gpu.address_space<workgroup>
    from --args, workgroup attributions zeroed); private attributions one per thread."""

    def __init__(self, fn: func.FuncOp | gpu.FuncOp, shared_args: list[Any]):
        self.shared_args = shared_args
        self.wg_args = [i for i, t in enumerate(fn.function_type.inputs.data) if gpu.is_workgroup_memref(t)]
        self.attributions: list[MemRefType] = []
        self.private_types: list[MemRefType] = []
        if isinstance(fn, gpu.FuncOp):
            self.attributions = [a.type for a in fn.workgroup_args if isinstance(a.type, MemRefType)]
            self.private_types = [a.type for a in fn.private_args if isinstance(a.type, MemRefType)]
        self.global_ids = {id(x) for i, x in enumerate(shared_args) if isinstance(x, ShapedArray) and i not in self.wg_args}
        self.per_block: list[list[ShapedArray[Any]]] = []

    def next_block(self) -> tuple[list[Any], set[int]]:
        """The next block's memory arguments (its own workgroup copies) and the ids of
        the memory its threads share."""
        copies = {i: _copy(self.shared_args[i]) for i in self.wg_args}
        attrib = [_zeros(t) for t in self.attributions]
        if copies:  # (only workgroup arguments are kept: nothing per block otherwise)
            self.per_block.append([*copies.values()])
        args = [copies.get(i, x) for i, x in enumerate(self.shared_args)] + attrib
        return args, self.global_ids | {id(x) for x in (*copies.values(), *attrib)}

    def private(self) -> tuple[ShapedArray[Any], ...]:
        """Fresh private attributions (one set per thread, or per subgroup)."""
        return tuple(_zeros(t) for t in self.private_types)

    def contents(self) -> list[Any]:
        """Every memref argument's final contents (workgroup ones: one list per block)."""
        out: list[Any] = []
        for i, a in enumerate(self.shared_args):
            if i in self.wg_args:
                out.append([list(copies[self.wg_args.index(i)].data) for copies in self.per_block])  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
            elif isinstance(a, ShapedArray):
                out.append(list(a.data))  # pyright: ignore[reportUnknownMemberType, reportUnknownArgumentType]
        return out
