"""`gpu.barrier` in a vectorized program under `--engine jit`: subgroups as resumable
functions, switched at barriers as `interpreters/gpu.py`'s `run_block` switches them.

`framed(cls)` makes a lowering class (`simd.SubgroupLowering`, `lockstep.MachineLowering`)
keep every value of the program in a per-subgroup frame in memory instead of in SSA
registers: stored where it is defined, loaded where it is used.  A `gpu.barrier`
returns `BARRIER + id` from `@group(blk, k, frame, resume)`; called again with
`resume = id`, the entry block jumps to the point after that barrier, and everything
it reads (values, counters, exec) is in the frame.  LLVM still keeps values in
registers between the frame's stores and loads where nothing can alias them.

`@launch` runs each block in rounds: every subgroup not finished runs until it returns
or waits at a barrier; a round where all wait at one barrier is a block-wide barrier
instance (`@bars`).  Subgroups waiting at different barriers, or some finished while
others wait (the interpreter's fault), stop the launch with a nonzero status: the
interpreter reruns it.

Workgroup memory (`#gpu.address_space<workgroup>` arguments) is one copy per block,
made by `Memory.next_block` as the interpreter makes them: the program reads the
copy's address from a table indexed by the block.
"""

from __future__ import annotations

import ctypes
from typing import Any

from xdsl.dialects.builtin import VectorType
from xdsl.ir import Block, Operation, SSAValue

from simdopt.dialects import gpu
from simdopt.interpreters.jit import engine
from simdopt.interpreters.jit.lower import llvm_type

BARRIER = 1000
"""`@group` returns BARRIER + the barrier's id when it waits at a barrier."""
FRAME_ALIGN = 64
"""Every frame, and every slot in it, starts at a multiple of FRAME_ALIGN bytes (see
`frames`); the frame's loads and stores say so.  Without an `align` LLVM assumes a
vector's ABI alignment (its size: 256 bytes for <32 x i64>) and AVX-512 stores it with
`vmovdqa64`, which faults on a frame that malloc placed 16 bytes off (issue 23's
intermittent segfault)."""
DIVERGED = 2
"""`@launch`'s status when a block's subgroups did not meet at one barrier."""


class FramedMixin:
    """The frame (see the module docstring); mixed in before a lowering class."""

    PARAMS = "i64 %blk, i64 %k, ptr %frame, i64 %resume"
    precise_steps = False
    frame_size: int
    slots: dict[SSAValue, int]
    crossing: set[SSAValue]
    resumes: list[str]
    fresh_init: list[str]

    def setup_frame(self: Any) -> None:
        self.frame_size = 0
        self.slots = {}
        self.resumes = []
        self.fresh_init = []
        self.crossing = crossing_values(self.fn)

    def alloc(self: Any, size: int) -> int:
        off = self.frame_size
        self.frame_size += (size + FRAME_ALIGN - 1) // FRAME_ALIGN * FRAME_ALIGN
        return off

    def ptr_at(self: Any, off: int) -> str:
        p = self.fresh()
        self.emit(f"{p} = getelementptr i8, ptr %frame, i64 {off}")
        return p

    # ---- state and values in the frame
    def state(self: Any, name: str, ty: str, init: str) -> None:
        off = self.alloc(8 * max(self.width, 1) + 8)
        self.emit(f"{name} = getelementptr i8, ptr %frame, i64 {off}")
        self.fresh_init.append(f"  store {ty} {init}, ptr {name}")

    def start(self: Any) -> None:
        self.emit("%fresh = icmp eq i64 %resume, 0")
        self.emit("br i1 %fresh, label %init, label %dispatch")
        self.out.append("init:")
        self.out.extend(self.fresh_init)
        self.out.extend(self.private_starts)  # (zeroed when the subgroup starts, not when it resumes)
        self.emit("br label %b0")
        self.out.append("dispatch:")
        self.emit("switch i64 %resume, label %b0 [ @RESUME_CASES@ ]")

    def lower_group(self: Any) -> str:
        body: str = super().lower_group()  # pyright: ignore[reportAttributeAccessIssue]
        cases = " ".join(f"i64 {i + 1}, label %{lab}" for i, lab in enumerate(self.resumes))
        return body.replace("@RESUME_CASES@", cases)

    def spill(self: Any, v: SSAValue) -> None:
        """Store `v`'s value (and shadow) in its slot, when it may be live across a
        barrier (`crossing_values`); later uses load it."""
        if v not in self.crossing:
            return
        if v in self.slots:
            off = self.slots[v]
        else:
            off = self.slots[v] = self.alloc(16 * self.width + 16)
        name = self.names[v]
        if isinstance(v.type, VectorType):
            self.emit(f"store {self.vt(v.type)} {name}, ptr {self.ptr_at(off)}, align {FRAME_ALIGN}")
            self.emit(f"store {self.mt()} {self.shadow.get(v, 'zeroinitializer')}, ptr {self.ptr_at(off + 8 * self.width)}, align 8")
        else:
            self.emit(f"store {llvm_type(v.type)} {name}, ptr {self.ptr_at(off)}, align {FRAME_ALIGN}")

    def val(self: Any, v: SSAValue) -> str:
        off = self.slots.get(v)
        if off is None:
            return super().val(v)  # pyright: ignore[reportAttributeAccessIssue]
        x = self.fresh()
        ty = self.vt(v.type) if isinstance(v.type, VectorType) else llvm_type(v.type)
        self.emit(f"{x} = load {ty}, ptr {self.ptr_at(off)}, align {FRAME_ALIGN}")
        return x

    def vec(self: Any, v: SSAValue) -> tuple[str, str]:
        off = self.slots.get(v)
        if off is None:
            return super().vec(v)  # pyright: ignore[reportAttributeAccessIssue]
        s = self.fresh()
        x = self.val(v)
        self.emit(f"{s} = load {self.mt()}, ptr {self.ptr_at(off + 8 * self.width)}, align 8")
        return x, s

    # ---- where values are defined
    def lower_op(self: Any, op: Operation, b: Block) -> None:
        if isinstance(op, gpu.BarrierOp):
            self.barrier()
            return
        super().lower_op(op, b)  # pyright: ignore[reportAttributeAccessIssue]
        for r in op.results:
            self.spill(r)

    def after_block_args(self: Any, b: Block) -> None:
        for a in b.args if self.index[b] else ():
            self.spill(a)

    def phis(self: Any, results: Any, incoming: Any) -> None:
        super().phis(results, incoming)  # pyright: ignore[reportAttributeAccessIssue]
        for r in results:
            self.spill(r)

    def bind_value(self: Any, r: SSAValue, value: tuple[str, str | None]) -> None:
        super().bind_value(r, value)  # pyright: ignore[reportAttributeAccessIssue]
        self.spill(r)

    def barrier(self: Any) -> None:
        self.resumes.append(f"resume{len(self.resumes) + 1}")
        self.emit(f"ret i32 {BARRIER + len(self.resumes)}")
        self.out.append(f"{self.resumes[-1]}:")


def framed(cls: type[Any]) -> type[Any]:
    """`cls` keeping its values in a frame, switching at barriers."""

    class Framed(FramedMixin, cls):  # type: ignore[misc, valid-type]
        def __init__(self, *args: Any, **kwargs: Any):
            super().__init__(*args, **kwargs)
            self.setup_frame()

    Framed.__name__ = f"Framed{cls.__name__}"
    return Framed


_ROUNDS = """  call void @llvm.memset.p0.i64(ptr %resume, i8 0, i64 {resume_bytes}, i1 false)
  call void @llvm.memset.p0.i64(ptr %done, i8 0, i64 {groups}, i1 false)
  br label %round
round:
  br label %groups
groups:
  %k = phi i64 [ 0, %round ], [ %kn, %next ]
  %nwait = phi i64 [ 0, %round ], [ %nwait2, %next ]
  %nfin = phi i64 [ 0, %round ], [ %nfin2, %next ]
  %first = phi i64 [ 0, %round ], [ %first2, %next ]
  %dp = getelementptr i8, ptr %done, i64 %k
  %d = load i8, ptr %dp
  %isdone = icmp ne i8 %d, 0
  br i1 %isdone, label %next_done, label %call
call:
  %rp = getelementptr i64, ptr %resume, i64 %k
  %rs = load i64, ptr %rp
  %off = mul i64 %k, {frame}
  %fp = getelementptr i8, ptr inttoptr (i64 {frames} to ptr), i64 %off
  %r = call i32 @group(i64 %b, i64 %k, ptr %fp, i64 %rs)
  %fin = icmp eq i32 %r, 0
  br i1 %fin, label %finished, label %waits
finished:
  store i8 1, ptr %dp
  %nfin1 = add i64 %nfin, 1
  br label %next
waits:
  %atbar = icmp sge i32 %r, {barrier}
  br i1 %atbar, label %parked, label %fail
parked:
  %id32 = sub i32 %r, {barrier}
  %id = sext i32 %id32 to i64
  store i64 %id, ptr %rp
  %nwait1 = add i64 %nwait, 1
  %nofirst = icmp eq i64 %first, 0
  %same = icmp eq i64 %first, %id
  %okid = or i1 %nofirst, %same
  br i1 %okid, label %next_wait, label %diverged
next_wait:
  br label %next
next_done:
  br label %next
next:
  %nwait2 = phi i64 [ %nwait, %next_done ], [ %nwait, %finished ], [ %nwait1, %next_wait ]
  %nfin2 = phi i64 [ %nfin, %next_done ], [ %nfin1, %finished ], [ %nfin, %next_wait ]
  %first2 = phi i64 [ %first, %next_done ], [ %first, %finished ], [ %id, %next_wait ]
  %kn = add i64 %k, 1
  %kmore = icmp ult i64 %kn, {groups}
  br i1 %kmore, label %groups, label %round_end
round_end:
  %anywait = icmp ne i64 %nwait2, 0
  br i1 %anywait, label %at_barrier, label %block_done
at_barrier:
  %anyfin = icmp ne i64 %nfin2, 0
  br i1 %anyfin, label %diverged, label %released
released:
  %bc = load i64, ptr @bars
  %bc1 = add i64 %bc, 1
  store i64 %bc1, ptr @bars
  br label %round
diverged:
  ret i32 {diverged}
fail:
  ret i32 %r"""


def frames(groups: int, frame_size: int) -> tuple[Any, int]:
    """A buffer for `groups` frames of `frame_size` bytes, and the address of the first,
    aligned to FRAME_ALIGN (ctypes' buffers are only 16-byte aligned)."""
    buf = (ctypes.c_char * (max(64, groups * frame_size) + FRAME_ALIGN))()
    addr = ctypes.addressof(buf)
    return buf, addr + (-addr) % FRAME_ALIGN


def launch(groups: int, frame: int, frames: int) -> str:
    """The launch loop of a program with barriers (`engine.block_loop` around a block
    run in rounds, see the module docstring): `groups` subgroups a block, each with a
    frame of `frame` bytes from address `frames` on."""
    block = _ROUNDS.format(groups=groups, resume_bytes=8 * groups, frame=frame, frames=frames, barrier=BARRIER, diverged=DIVERGED)
    entry = f"  %resume = alloca [{groups} x i64]\n  %done = alloca [{groups} x i8]"
    return "@bars = global i64 0\ndeclare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n" + engine.block_loop(block, entry)


def _has_barrier(op: Operation, memo: dict[Operation, bool]) -> bool:
    got = memo.get(op)
    if got is None:
        got = memo[op] = isinstance(op, gpu.BarrierOp) or any(isinstance(o, gpu.BarrierOp) for o in op.walk())
    return got


def crossing_values(fn: Operation) -> set[SSAValue]:
    """The values that may be live across a barrier's resume point, so need a slot in
    the frame: used outside their defining block, or after an op of that block that is
    or holds a barrier (the using op holding one counts too).  The others stay SSA
    values: their definition dominates their uses on every path, resumes included."""
    memo: dict[Operation, bool] = {}
    out: set[SSAValue] = set()
    defined: list[tuple[SSAValue, Block, Operation | None]] = []
    for op in fn.walk():
        for region in op.regions if op is not fn else ():
            for blk in region.blocks:
                defined.extend((a, blk, None) for a in blk.args)
        for r in op.results:
            parent = op.parent_block()
            if parent is not None:
                defined.append((r, parent, op))
    for v, blk, def_op in defined:
        ops = list(blk.ops)
        start = ops.index(def_op) + 1 if def_op is not None else 0
        for use in v.uses:
            user: Operation | None = use.operation
            while user is not None and user.parent_block() is not blk:
                user = user.parent_op()
            if user is None or any(_has_barrier(o, memo) for o in ops[start : ops.index(user) + 1]):
                out.add(v)
                break
    return out


def has_barrier(fn: Operation) -> bool:
    return any(isinstance(op, gpu.BarrierOp) for op in fn.walk())
