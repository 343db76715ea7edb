"""The memory ops of an SPMD kernel's lane function (`lower.py`): `memref.load`,
`memref.store` (at `element_address`: after the bounds check of every index; then,
where lanes could conflict, the lockstep conflict check's `@acc` record, `accessed`;
none in lockstep-memory mode, where `lower.py` stops the lane before the access)
and `memref.alloca` (a private array: `Lowering.private_memory`); `sync_ops.py`'s
atomics address their elements here too."""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.dialects import memref
from xdsl.ir import Block, Operation, SSAValue

from simdopt.interpreters.jit.scalars import (
    ERR_BOUNDS,
    Unsupported,
    llvm_type,
    load_element,
    memory_type,
    store_element,
)

if TYPE_CHECKING:
    from simdopt.interpreters.jit.lower import Lowering


def element_address(self: Lowering, op: Operation, mem: SSAValue, idx: list[SSAValue], tag: str | None = None) -> str:
    """The element's address, after the bounds check of every index."""
    shape = self.shapes.get(mem)
    if shape is None:
        raise Unsupported(f"'{op.name}' on a memref that is not a kernel argument")
    ids = [self.val(i) for i in idx]
    oob, lin = "false", "0"
    for i, n in zip(ids, shape, strict=True):  # (a bad index faults before any address is used)
        c, o, m, a = self.fresh(), self.fresh(), self.fresh(), self.fresh()
        self.emit(f"{c} = icmp uge i64 {i}, {n}")
        self.emit(f"{o} = or i1 {oob}, {c}")
        self.emit(f"{m} = mul i64 {lin}, {n}")
        self.emit(f"{a} = add i64 {m}, {i}")
        oob, lin = o, a
    self.fault(oob, ERR_BOUNDS, op, ids[:4])
    p, a = self.fresh(), self.fresh()
    elem = memory_type(llvm_type(mem.type.get_element_type()))  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType, reportUnknownArgumentType]
    self.emit(f"{p} = getelementptr {elem}, ptr {self.val(mem)}, i64 {lin}")
    self.emit(f"{a} = ptrtoint ptr {p} to i64")
    # (lanes only reading a memref see the same values in any order; with barriers, in
    # a region where nothing writes it)
    self.pending_acc = None
    if not self.lockstep_memory and mem in self.stored and mem not in self.private and (self.region_written is None or mem in self.region_written[op]):
        bits = "i" + str(8 * {"i8": 1, "i16": 2, "half": 2, "i32": 4, "float": 4}.get(elem, 8))
        old = self.fresh()
        self.emit(f"{old} = load {bits}, ptr {p}")
        self.pending_acc = (a, tag or ("%lane8" if isinstance(op, memref.LoadOp) else "%lane8w"), old, bits, p)
    return p


def accessed(self: Lowering) -> None:
    """After the access at the last `element_address`: its conflict record (`@acc`,
    `counting.py`), with the element's bits before and after it."""
    if self.pending_acc is None:
        return
    a, tag, old, bits, p = self.pending_acc
    self.pending_acc = None
    new = old
    if tag != "%lane8":  # (a read leaves the element as it was)
        new = self.fresh()
        self.emit(f"{new} = load {bits}, ptr {p}")
    words: list[str] = []
    for x in (old, new):
        w = x
        if bits != "i64":
            w = self.fresh()
            self.emit(f"{w} = zext {bits} {x} to i64")
        words.append(w)
    self.emit(f"call void @acc(i64 {a}, i64 {tag}, i64 {words[0]}, i64 {words[1]})")


def load(self: Lowering, op: memref.LoadOp, b: Block, name: str | None) -> None:
    p = element_address(self, op, op.memref, list(op.indices))
    if op.memref in self.shapes:
        self.record(op, "memory", b, "0")
    load_element(self, str(name), llvm_type(op.results[0].type), p)
    accessed(self)


def store(self: Lowering, op: memref.StoreOp, b: Block, name: str | None) -> None:
    tag = None
    if not self.key_slots[b] and self.store_sites < 4095 and not self.lockstep_memory:
        # outside every loop and cycle: the lanes reaching it are one converged instance,
        # storing in lane order in lockstep, and here when they run in one round of the
        # runtime (`engine.py`'s `@xl_round`, with stops): its site and round go with
        # its conflict record (`counting.py`)
        self.store_sites += 1
        site = str(self.store_sites)
        if self.barriers:
            r, rs = self.fresh(), self.fresh()
            self.emit(f"{r} = load i64, ptr @xl_round")
            self.emit(f"{rs} = shl i64 {r}, 12")
            site = self.fresh()
            self.emit(f"{site} = or i64 {rs}, {self.store_sites}")
        sh, tag = self.fresh(), self.fresh()
        self.emit(f"{sh} = shl i64 {site}, 16")
        self.emit(f"{tag} = or i64 %lane8w, {sh}")
    p = element_address(self, op, op.memref, list(op.indices), tag)
    self.record(op, "memory", b, "0")
    store_element(self, llvm_type(op.value.type), self.val(op.value), p)
    accessed(self)


def alloca(self: Lowering, op: memref.AllocaOp, b: Block, name: str | None) -> None:
    """A fresh zeroed private array each time it runs (`interpreters/memref.py`)."""
    if op.operands:
        raise Unsupported(f"'{op.name}' of a dynamic size")
    for line in self.private_memory(op.memref, op.memref.type):
        self.out.append(line)
