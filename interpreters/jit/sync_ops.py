"""Lowering of the ops at which the SPMD executor synchronizes lanes beyond plain loads
and stores, for `lower.py`: `gpu.barrier` (the end of a barrier region, `regions.py`)
and `memref.atomic_rmw` / `simd.cmpxchg` (a read-modify-write of shared memory, one step of the thread:
lanes run one after the other here, so it is a load and a store, tracked like a store
by the conflict check that runs a launch again in lockstep-memory mode when lockstep
order could matter: `spmd.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from xdsl.dialects import arith, func, memref
from xdsl.dialects.builtin import MemRefType
from xdsl.ir import Block, SSAValue

from simdopt.dialects import gpu, simd
from simdopt.dialects.vector_unit import ATOMIC_KINDS
from simdopt.interpreters.jit import memory_ops
from simdopt.interpreters.jit.regions import AT_BARRIER
from simdopt.interpreters.jit.scalars import (
    FLOAT_TYPES,
    Unsupported,
    llvm_type,
    load_element,
    store_element,
)

if TYPE_CHECKING:
    from simdopt.interpreters.jit.lower import Lowering

_ATOMIC_INT = {"addi": "add", "muli": "mul", "andi": "and", "ori": "or", "xori": "xor"}
_ATOMIC_MINMAX = {"maxs": "smax", "mins": "smin", "maxu": "umax", "minu": "umin"}
_ATOMIC_FLOAT = {"addf": "fadd", "mulf": "fmul"}
"""The kinds compiled (`vector_unit.atomic_lane`'s semantics: integers wrap, the float
ones round once to the element type, which LLVM's `fadd`/`fmul` do)."""


def barrier(self: Lowering, op: gpu.BarrierOp, b: Block, name: str | None) -> None:
    """Save the lane's live values and the stop's dynamic position (`regions.py`),
    return AT_BARRIER; the lane resumes at `rc{k}`."""
    self.steps_guard(op)
    k = self.barriers.index(op)
    self.emit(f"store i64 {k + 1}, ptr %st")
    words = self.positions[op]
    for j in range(self.pos_words):
        x = words[j] if j < len(words) else "-1"
        if x.startswith("%"):  # a counter's address (an enclosing cf cycle's or scf loop's)
            x = self.fresh()
            self.emit(f"{x} = load i64, ptr {words[j]}")
        self.emit(f"store i64 {x}, ptr {self.state_word(1 + j)}")
    for v in self.live[op]:
        self.emit(f"store {llvm_type(v.type)} {self.val(v)}, ptr {self.state_word(self.state_base + self.slots[v])}")
    self.emit(f"ret i32 {AT_BARRIER}")
    self.out.append(f"rc{k}:")
    # the step limit's values again (SSA values of the block's start are not here)
    s0, s1 = self.fresh(), self.fresh()
    self.emit(f"{s1} = load i64, ptr %steps")
    self.emit(f"{s0} = sub i64 {s1}, {self.seg_end}")
    self.step_checks(s0, s1, self.index[b])


def atomic_rmw(self: Lowering, op: memref.AtomicRMWOp, b: Block, name: str | None) -> None:
    """old = m[i]; m[i] = old <kind> value; the result is old."""
    k = op.kind.value.data
    kind = ATOMIC_KINDS[k] if 0 <= k < len(ATOMIC_KINDS) else str(k)
    ty = llvm_type(op.result.type)
    floats = ty in FLOAT_TYPES
    known = kind in _ATOMIC_FLOAT or kind in _ATOMIC_INT or kind in _ATOMIC_MINMAX
    if kind != "assign" and not (known and (kind in _ATOMIC_FLOAT) == floats):
        raise Unsupported(f"'{op.name}' of kind {kind} on {op.result.type}")
    tag = None
    if (kind in _ATOMIC_INT or kind in _ATOMIC_MINMAX) and not any(True for _ in op.result.uses):
        # a commuting update whose old value nobody reads: lanes' order does not matter
        tag = self.fresh()
        self.emit(f"{tag} = or i64 %lane8, {2 + k}")
    p = memory_ops.element_address(self, op, op.memref, list(op.indices), tag or "%lane8rw")
    self.record(op, "memory", b, "0")
    v = self.val(op.value)
    load_element(self, str(name), ty, p)
    new = self.fresh()
    if kind == "assign":
        new = v
    elif kind in _ATOMIC_FLOAT:
        self.emit(f"{new} = {_ATOMIC_FLOAT[kind]} {ty} {name}, {v}")
    elif kind in _ATOMIC_INT:
        self.emit(f"{new} = {_ATOMIC_INT[kind]} {ty} {name}, {v}")
    else:
        fn = self.intrinsic(_ATOMIC_MINMAX[kind], ty, 2)
        self.emit(f"{new} = call {ty} {fn}({ty} {name}, {ty} {v})")
    store_element(self, ty, new, p)
    memory_ops.accessed(self)


def cmpxchg(self: Lowering, op: simd.CmpxchgOp, b: Block, name: str | None) -> None:
    """old = m[i]; m[i] = value when old has the bits of expected; the result is old."""

    ty = llvm_type(op.result.type)
    p = memory_ops.element_address(self, op, op.memref, list(op.indices), "%lane8rw")
    self.record(op, "memory", b, "0")
    e, v = self.val(op.expected), self.val(op.value)
    load_element(self, str(name), ty, p)
    same, new = self.fresh(), self.fresh()
    if ty in FLOAT_TYPES:  # by the IEEE bits: -0.0 is not 0.0, a NaN matches its own bits
        bits = {"half": "i16", "float": "i32", "double": "i64"}[ty]
        ob, eb = self.fresh(), self.fresh()
        self.emit(f"{ob} = bitcast {ty} {name} to {bits}")
        self.emit(f"{eb} = bitcast {ty} {e} to {bits}")
        self.emit(f"{same} = icmp eq {bits} {ob}, {eb}")
    else:
        self.emit(f"{same} = icmp eq {ty} {name}, {e}")
    self.emit(f"{new} = select i1 {same}, {ty} {v}, {ty} {name}")
    store_element(self, ty, new, p)
    memory_ops.accessed(self)


def written_memrefs(fn: func.FuncOp | gpu.FuncOp) -> set[SSAValue]:
    """The memrefs a store or atomic may write, and every memref chosen among (by an
    `arith.select`) memrefs one of which may be written."""
    written: set[SSAValue] = set()
    todo = [op.memref for op in fn.walk() if isinstance(op, memref.StoreOp | memref.AtomicRMWOp | simd.CmpxchgOp)]
    while todo:
        m = todo.pop()
        if m not in written:
            written.add(m)
            if isinstance(m.owner, arith.SelectOp):
                todo += m.owner.operands[1:]
    selects = [op for op in fn.walk() if isinstance(op, arith.SelectOp) and isinstance(op.result.type, MemRefType)]
    grew = True
    while grew:
        more = {op.result for op in selects if set(op.operands[1:]) & written} - written
        written |= more
        grew = bool(more)
    return written
