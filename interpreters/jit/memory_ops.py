"""The memory ops of an SPMD kernel's lane function (`lower.py`): `memref.load`,
`memref.store` (at `Lowering.element_address`: after the bounds check of every index, the
lockstep conflict check's `@acc` call where lanes could conflict) and `memref.alloca`
(a private array: `Lowering.private_memory`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.dialects import memref
from xdsl.ir import Block

from simdopt.interpreters.jit.scalars import (
    Unsupported,
    llvm_type,
    load_element,
    store_element,
)

if TYPE_CHECKING:
    from simdopt.interpreters.jit.lower import Lowering


def load(self: Lowering, op: memref.LoadOp, b: Block, name: str | None) -> None:
    p = self.element_address(op, op.memref, list(op.indices))
    if op.memref in self.shapes:
        self.record(op, "memory", b, "0")
    load_element(self, str(name), llvm_type(op.results[0].type), p)
    self.accessed()


def store(self: Lowering, op: memref.StoreOp, b: Block, name: str | None) -> None:
    p = self.element_address(op, op.memref, list(op.indices))
    self.record(op, "memory", b, "0")
    store_element(self, llvm_type(op.value.type), self.val(op.value), p)
    self.accessed()


def alloca(self: Lowering, op: memref.AllocaOp, b: Block, name: str | None) -> None:
    """A fresh zeroed private array each time it runs (`interpreters/memref.py`)."""
    if op.operands:
        raise Unsupported(f"'{op.name}' of a dynamic size")
    for line in self.private_memory(op.memref, op.memref.type):
        self.out.append(line)
