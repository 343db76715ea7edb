"""An SPMD kernel (one thread's scalar code, SPEC section 4) as the LLVM IR text of one
lane function, for `simd-run --engine jit`.

`lower_kernel` translates a `func.func` / `gpu.func` whose body is one CFG region
(`cf`, `arith`, `math`, `memref`, the `gpu` launch queries, `simd.thread_id`/`lane_id`)
to `define internal i32 @lane(i64 %tid, i64 %blk, i64 %t)`: `%tid` the thread's
global linear id, `%blk` its block, `%t` its index in the block.  The launch geometry,
scalar arguments and buffer addresses are constants of the text (a module is compiled
per run).  The lane returns 0, or an error code with the faulting op in `@err_*`
(`engine.py` turns it into the interpreter's located `RuntimeFault`).

What the interpreters count, it counts natively: each MLIR block's executions
(`@cnt[i]`: `engine.py` multiplies them by the block's static op costs), the ops of
the thread (`--max-steps`), and for every op whose *converged instances* the SPMD
executor counts (conditional branches, accesses to shared memory) one record
`(site, iteration of every enclosing cf cycle, condition value)` per execution: the
record is the op's dynamic position (`interpreters/positions.py`), so the distinct
records of a subgroup are its converged instances.  Cycle iterations are kept the
way `positions.Frame.enter` keeps them, as updates on the CFG edges.

Semantics are those of `interpreters/arith.py` (no fast-math, no contraction: IEEE
f32/f64, integers wrap; `divsi` of INT_MIN by -1 wraps; shifts by the width or more
give 0 or the sign, a negative amount faults, as the interpreter does), with
guards in front of every op LLVM leaves undefined.  Poison is not tracked: the
interpreter stays the checker (an op producing poison, `ub.poison`, is refused).

Private memory (`memref.alloca`, a gpu.func's private attributions) is the thread's
slice of a global (`private_memory`), zeroed where the interpreter makes it fresh; its
accesses are no sync points, records or conflict checks.  Memrefs of i1 hold bytes
(`scalars.load_element`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from xdsl.dialects import arith, cf, func, memref, scf
from xdsl.dialects import math as mathd
from xdsl.dialects.builtin import (
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue

from simdopt.dialects import gpu, simd
from simdopt.dialects.arith_ext import RemFOp
from simdopt.interpreters.cost import op_class
from simdopt.interpreters.gpu import Launch
from simdopt.interpreters.jit import (
    memory_ops,
    printf,
    queries,
    regions,
    scalars,
    structured,
    subgroup,
    sync_ops,
)
from simdopt.interpreters.jit.regions import live_across_barriers
from simdopt.interpreters.jit.scalars import (
    ERR_DIV_ZERO,
    ERR_NEG_SHIFT,
    ERR_STEPS,
    ERR_TIME,
    FLOAT_TYPES,
    Unsupported,
    float_const,
    int_bits,
    llvm_type,
    memory_type,
)
from simdopt.interpreters.math import _LIBM_F32  # pyright: ignore[reportPrivateUsage]
from simdopt.ir.cfg import CFG
from simdopt.ir.cycles import Cycle, CycleInfo

_ICMP = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
_FCMP = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
         "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true")  # fmt: skip
_INT_BIN = {arith.AddiOp: "add", arith.SubiOp: "sub", arith.MuliOp: "mul", arith.AndIOp: "and",
            arith.OrIOp: "or", arith.XOrIOp: "xor"}  # fmt: skip
_INT_INTRINSIC = {arith.MinSIOp: "smin", arith.MaxSIOp: "smax", arith.MinUIOp: "umin", arith.MaxUIOp: "umax"}
_FLOAT_BIN = {arith.AddfOp: "fadd", arith.SubfOp: "fsub", arith.MulfOp: "fmul", arith.DivfOp: "fdiv"}
_FLOAT_INTRINSIC = {arith.MinimumfOp: "minimum", arith.MaximumfOp: "maximum", mathd.CopySignOp: "copysign"}


@dataclass
class Site:
    """An op whose converged instances the SPMD executor counts."""

    op: Operation
    kind: str  # "branch" | "memory"
    count: int = 1
    """Ops it stands for: the accesses of one block share their converged instances
    (the same position but for the op index), so the block's first makes one record."""


@dataclass
class Lowered:
    """The lane function's text and the static tables `engine.py` reads it with."""

    text: str
    blocks: list[Block]
    """`@cnt` index -> the MLIR block it counts."""
    sites: list[Site]
    depth: int
    """Cycle counters in a record (the deepest cycle nesting)."""
    ops: list[Operation]
    """`@err_op` index -> op."""
    results: list[Attribute]
    intrinsics: set[str] = field(default_factory=set[str])
    printer: Any = None
    """`printf.Printer` of a kernel with gpu.printf (its records, after the run)."""
    private: set[SSAValue] = field(default_factory=set[SSAValue])
    """The kernel's private memrefs (their accesses are no shared-memory accesses)."""
    state_words: int = 0
    """With barriers: the per-thread state words (`regions.py`); 0: no barrier, the lane
    function takes no state and runs to its end."""
    stops: list[Operation] = field(default_factory=list[Operation])
    """The stops (`regions.STOPS`), by resume point - 1 (state word 0)."""
    pos_words: int = 0
    """The words of a stop's dynamic position in the state (`regions.stop_positions`)."""


class Lowering:
    def __init__(self, fn: func.FuncOp | gpu.FuncOp, launch: Launch, args: list[Any], shared: set[int],
                 lockstep_memory: bool = False):  # fmt: skip
        self.fn = fn
        self.lockstep_memory = lockstep_memory
        """Stop at `regions.memory_stops`' accesses: the interpreter's order, no conflict check."""
        self.memory_stops: set[Operation] = set()
        self.launch = launch
        self.out: list[str] = []
        self.names: dict[SSAValue, str] = {}
        self.tmp = 0
        self.ops: list[Operation] = []
        self.sites: list[Site] = []
        self.memory_sites: dict[Block, Site] = {}
        self.decls: set[str] = set()
        self.shapes: dict[SSAValue, list[str]] = {}
        self.shared = shared
        self.private: set[SSAValue] = set()
        """Private memrefs (`memref.alloca`, a gpu.func's private attributions): the
        thread's own, so no access to them is a sync point or can conflict."""
        self.private_starts: list[str] = []
        """What zeroes the private attributions when a thread starts."""
        self.stored = sync_ops.written_memrefs(fn)
        """Memrefs the kernel writes: only their accesses can conflict (`engine.py`)."""
        region = fn.body
        self.cfg = CFG(region)
        info = CycleInfo(self.cfg)
        self.blocks = list(self.cfg.rpo)
        self.index = {b: i for i, b in enumerate(self.blocks)}
        self.chains: dict[Block, list[Cycle]] = {}
        cycles: list[Cycle] = []
        for b in self.blocks:
            chain: list[Cycle] = []
            c = info.cycle_of(b)
            while c is not None:
                chain.append(c)
                c = c.parent
            chain.reverse()
            self.chains[b] = chain
            cycles.extend(c for c in chain if c not in cycles)
        self.cycles = cycles
        self.top = list(self.blocks)
        self.args = args
        self.register_regions(fn)

    def register_regions(self, fn: func.FuncOp | gpu.FuncOp) -> None:
        """Give the blocks of scf regions their `@cnt` index (after the cf blocks of
        `self.top`) and find the values live across barriers; the vectorized stages
        (`simd.py`) register their regions their own way."""
        # the scf regions' blocks (counted too) and what a record's key holds there:
        # the enclosing cf cycles' iterations, then the enclosing scf loops' (`structured.py`)
        self.key_slots = {b: [f"%cy{self.cycles.index(c)}" for c in self.chains[b]] for b in self.top}
        self.scf_loops: list[Operation] = []
        for b in self.top:
            structured.nested_blocks(b, self.blocks, self.index, self.key_slots, self.scf_loops)
        self.depth = max((len(k) for k in self.key_slots.values()), default=0)
        self.live: dict[Operation, list[SSAValue]] = {}
        self.slots: dict[SSAValue, int] = {}
        if self.lockstep_memory:
            self.memory_stops = regions.memory_stops(fn, self.stored)
        if self.memory_stops or any(isinstance(op, regions.STOPS) for op in fn.walk()):
            self.live = live_across_barriers(self.blocks, {b: successors(b) for b in self.blocks}, self.memory_stops)
            for vs in self.live.values():
                for v in vs:
                    self.slots.setdefault(v, len(self.slots))
        self.barriers = list(self.live)
        self.positions = regions.stop_positions(self.barriers, {b: self.index[b] for b in self.top}, self.chains, self.cycles,
                                                self.scf_loops)  # fmt: skip
        self.pos_words = max((len(p) for p in self.positions.values()), default=0)
        self.held: list[Operation] = []
        """With barriers: the scf loops holding a stop, whose counters (`structured.py`)
        live in the state (a lane resumes inside them)."""
        if self.barriers:
            self.region_written = regions.written_in_region(self.blocks, {b: successors(b) for b in self.blocks})
            self.held = [op for op in self.scf_loops if any(isinstance(o, regions.STOPS) or o in self.memory_stops for o in op.walk())]

    # ---- helpers
    def fresh(self) -> str:
        self.tmp += 1
        return f"%t{self.tmp}"

    def emit(self, line: str) -> None:
        self.out.append("  " + line)

    def val(self, v: SSAValue) -> str:
        if v in self.slots:  # live across a barrier: its stack slot (mem2reg makes it SSA again)
            x = self.fresh()
            self.emit(f"{x} = load {llvm_type(v.type)}, ptr %sl{self.slots[v]}")
            return x
        try:
            return self.names[v]
        except KeyError:
            raise Unsupported(f"a value defined outside the kernel's body ({v})") from None

    def keep(self, v: SSAValue) -> None:
        """Store a value live across a barrier in its stack slot, where it is defined."""
        if v in self.slots:
            self.emit(f"store {llvm_type(v.type)} {self.names[v]}, ptr %sl{self.slots[v]}")

    def state_word(self, k: int) -> str:
        """The address of word `k` of the thread's state (`regions.py`)."""
        p = self.fresh()
        self.emit(f"{p} = getelementptr i64, ptr %st, i64 {k}")
        return p

    def op_id(self, op: Operation) -> int:
        self.ops.append(op)
        return len(self.ops) - 1

    def fault(self, cond: str, code: int, op: Operation, vals: list[str] | None = None, guard: bool = True) -> None:
        """Branch to a fault exit when `cond` (i1) holds (after the step limit's check)."""
        if guard and code != ERR_STEPS:
            self.steps_guard(op)
        ok, bad = self.fresh()[1:], self.fresh()[1:]
        self.emit(f"br i1 {cond}, label %{bad}, label %{ok}")
        self.out.append(f"{bad}:")
        self.emit(f"store i32 {code}, ptr @err_code")
        self.emit(f"store i64 {self.op_id(op)}, ptr @err_op")
        for k, v in enumerate(vals or []):
            ty = "double" if v.startswith("D") else "i64"
            self.emit(f"store {ty} {v.removeprefix('D')}, ptr getelementptr ([4 x i64], ptr @err_val, i64 0, i64 {k})")
        self.emit("ret i32 1")
        self.out.append(f"{ok}:")

    def intrinsic(self, name: str, ty: str, n: int) -> str:
        suffix = {"half": "f16", "float": "f32", "double": "f64"}.get(ty, ty)
        full = f"@llvm.{name}.{suffix}"
        self.decls.add(f"declare {ty} {full}({', '.join([ty] * n)})")
        return full

    def record(self, op: Operation, kind: str, block: Block, value: str) -> None:
        if kind == "memory" and getattr(op, "memref", None) in self.private:
            return
        if kind == "memory":
            site = self.memory_sites.get(block)
            if site is not None:
                site.count += 1
                return
            self.memory_sites[block] = Site(op, kind)
        self.sites.append(self.memory_sites[block] if kind == "memory" else Site(op, kind))
        counters = [self.fresh() for _ in self.key_slots[block]]
        for name, slot in zip(counters, self.key_slots[block], strict=True):
            self.emit(f"{name} = load i64, ptr {slot}")
        words = [str(len(self.sites) - 1), *counters, *["0"] * (self.depth - len(counters)), value]
        self.emit(f"call void @rec({', '.join('i64 ' + w for w in words)})")

    # ---- the function
    def lower(self) -> Lowered:
        fn = self.fn
        entry = fn.body.first_block
        assert entry is not None
        state = ", ptr noalias %st" if self.barriers else ""  # (the state is no buffer's)
        self.out.append(f"define internal i32 @lane(i64 %tid, i64 %blk, i64 %t{state}) {{")
        self.out.append("entry:")
        self.emit(f"%lane_id = urem i64 %t, {self.launch.width}")
        self.emit("%lane8 = shl i64 %lane_id, 8")  # `@acc`'s tags (counting.py)
        self.emit("%lane8w = or i64 %lane8, 1")
        self.emit("%lane8rw = or i64 %lane8, 255")
        # with barriers, the counters live in the state (they go on after a barrier)
        counters = ["%steps", *(f"%cy{i}" for i in range(len(self.cycles)))]
        for k, c in enumerate(counters):
            self.emit(f"{c} = getelementptr i64, ptr %st, i64 {self.pos_words + 1 + k}" if state else f"{c} = alloca i64")
        for v, k in self.slots.items():
            self.emit(f"%sl{k} = alloca {llvm_type(v.type)}")
        for k, loop in enumerate(self.scf_loops):  # iteration, index, bound, step (`structured.py`)
            for j, c in enumerate(structured.loop_words(k)):
                held = self.held.index(loop) if loop in self.held else -1
                self.emit(f"{c} = getelementptr i64, ptr %st, i64 {self.loops_base + 4 * held + j}" if held >= 0 else f"{c} = alloca i64")
        self.bind_arguments(entry)
        if state:
            resume = " ".join(f"i64 {k + 1}, label %resume{k}" for k in range(len(self.barriers)))
            self.emit("%where = load i64, ptr %st")
            self.emit(f"switch i64 %where, label %start [ {resume} ]")
            self.out.append("start:")
        for c in counters:
            self.emit(f"store i64 0, ptr {c}")
        self.out.extend(self.private_starts)
        self.emit("br label %b0")
        for b in self.top:
            self.lower_block(b)
        for k, op in enumerate(self.barriers):  # a resumed lane gets its live values back
            self.out.append(f"resume{k}:")
            for v in self.live[op]:
                x, ty = self.fresh(), llvm_type(v.type)
                self.emit(f"{x} = load {ty}, ptr {self.state_word(self.state_base + self.slots[v])}")
                self.emit(f"store {ty} {x}, ptr %sl{self.slots[v]}")
            self.emit(f"br label %rc{k}")
        self.out.append("}")
        results = list(fn.function_type.outputs.data)
        words = regions.words(self.pos_words, len(self.cycles) + 4 * len(self.held), len(self.slots)) if state else 0
        return Lowered("\n".join([*sorted(self.decls), *self.out]), self.blocks, self.sites, self.depth, self.ops, results,
                       private=self.private, state_words=words, stops=self.barriers, pos_words=self.pos_words)  # fmt: skip

    @property
    def loops_base(self) -> int:
        """The state word of the first held scf loop's counters."""
        return self.pos_words + 2 + len(self.cycles)

    @property
    def state_base(self) -> int:
        """The state word of the first slot."""
        return self.loops_base + 4 * len(self.held)

    def bind_arguments(self, entry: Block) -> None:
        types = list(self.fn.function_type.inputs.data)
        if isinstance(self.fn, gpu.FuncOp):
            types += [a.type for a in self.fn.workgroup_args]
            for a in self.fn.private_args:  # the thread's own zeroed array, from its start
                self.private_starts += self.private_memory(a, a.type)
            entry_args = list(entry.args)[: len(types)]
        else:
            entry_args = list(entry.args)
        if len(entry_args) != len(types) or len(self.args) != len(types):
            raise Unsupported("arguments that are not the kernel's")  # pragma: no cover - spmd.py makes them
        for k, (a, t, value) in enumerate(zip(entry_args, types, self.args, strict=True)):
            if isinstance(t, MemRefType):
                addr, n = value[:2]
                self.names[a] = f"inttoptr (i64 {addr} to ptr)"
                if len(value) == 4:  # workgroup memory: the block's own copy, `value[3]` bytes each
                    off, self.names[a] = self.fresh(), self.fresh()
                    self.emit(f"{off} = mul i64 %blk, {value[3]}")
                    self.emit(f"{self.names[a]} = getelementptr i8, ptr inttoptr (i64 {addr} to ptr), i64 {off}")
                shape = [str(d) for d in t.get_shape()]
                if len(shape) == 1 and int(shape[0]) < 0:
                    shape = [str(n)]
                if any(int(d) < 0 for d in shape):
                    raise Unsupported("memrefs of several dynamic dimensions")
                self.shapes[a] = shape
            elif isinstance(value, tuple):  # per thread: (address of the i64/f64 array,)
                ty = llvm_type(t)
                wide = "double" if ty in FLOAT_TYPES else "i64"
                p, x = self.fresh(), self.fresh()
                self.emit(f"{p} = getelementptr {wide}, ptr inttoptr (i64 {value[0]} to ptr), i64 %tid")
                self.emit(f"{x} = load {wide}, ptr {p}")
                self.names[a] = self.narrow(x, wide, ty)
            else:
                self.names[a] = self.scalar_const(value, t)
            del k

    def private_owner(self) -> tuple[str, int]:
        """(the index of the private memory's owner in its block, owners per block):
        here the thread."""
        return "%t", self.launch.block_size

    def private_memory(self, v: SSAValue, t: Attribute) -> list[str]:
        """Bind `v` to the thread's private array of memref type `t` (its slice of a
        global of one array per thread of the block: it outlives the lane function's
        returns at barriers); the lines that zero it, as the interpreter starts it."""
        if not isinstance(t, MemRefType) or any(d < 0 for d in t.get_shape()):
            raise Unsupported(f"private memory of type {t}")
        shape = [int(d) for d in t.get_shape()]
        n = max(1, math.prod(shape))
        ty = memory_type(llvm_type(t.get_element_type()))
        size = {"i1": 1, "i8": 1, "i16": 2, "half": 2, "i32": 4, "float": 4}.get(ty, 8)
        g = f"@priv{len(self.private)}"
        owner, owners = self.private_owner()
        self.decls.add(f"{g} = internal global [{n * owners} x {ty}] zeroinitializer")
        off, p = self.fresh(), self.fresh()
        self.emit(f"{off} = mul i64 {owner}, {n}")
        self.emit(f"{p} = getelementptr {ty}, ptr {g}, i64 {off}")
        self.names[v], self.shapes[v] = p, [str(d) for d in shape]
        self.private.add(v)
        # (the i32 length's memset: the runtime of `barriers.py` declares the i64 one)
        self.decls.add("declare void @llvm.memset.p0.i32(ptr, i8, i32, i1)")
        return [f"  call void @llvm.memset.p0.i32(ptr {p}, i8 0, i32 {n * size}, i1 false)"]

    def narrow(self, x: str, wide: str, ty: str) -> str:
        if ty == wide:
            return x
        y = self.fresh()
        self.emit(f"{y} = {'fptrunc' if wide == 'double' else 'trunc'} {wide} {x} to {ty}")
        return y

    def scalar_const(self, value: Any, t: Attribute) -> str:
        if llvm_type(t) in FLOAT_TYPES:
            return float_const(float(value), t)
        if isinstance(t, IntegerType) and t.width.data == 1:
            return "true" if value else "false"
        if isinstance(t, IntegerType | IndexType):
            return str(int(value))
        raise Unsupported(f"arguments of type {t}")

    def lower_block(self, b: Block) -> None:
        i = self.index[b]
        self.out.append(f"b{i}:")
        preds = [(p, k) for p in self.top for k, s in enumerate(successors(p)) if s is b]
        for a in b.args if i else ():  # the entry block's are the kernel's arguments
            name = f"%a{i}_{a.index}"
            self.names[a] = name
            incoming = ", ".join(f"[ {{{id(a)}:{self.index[p]}:{k}}}, %e{self.index[p]}_{k} ]" for p, k in preds)
            self.emit(f"{name} = phi {llvm_type(a.type)} {incoming}")
        for a in b.args if i else ():
            self.keep(a)
        self.lower_ops(b)

    store_sites = 0
    """The plain stores outside every loop and cycle so far (`memory_ops.store`)."""
    pending_acc: tuple[str, str, str, str, str] | None = None
    """The conflict record of the last `memory_ops.element_address` (address, tag, the
    element's bits before the access, their type, the element's pointer)."""
    region_written: dict[Operation, set[SSAValue]] | None = None
    """With barriers: per op, the memrefs written in its barrier region (`regions.py`)."""
    seg_end: int
    passed: list[str]
    """What the last `scf.yield`/`scf.condition` passes on (`structured.py`)."""
    """The index after the last op of the block's current step segment."""

    def segment(self, b: Block, j0: int, j1: int) -> None:
        """Count the steps of ops j0..j1-1 of `b` (a block's ops up to and including an
        op with regions, whose ops count in between: one segment each side)."""
        s, s0, s1 = self.fresh(), self.fresh(), self.fresh()
        self.emit(f"{s} = load i64, ptr %steps")
        self.emit(f"{s1} = add i64 {s}, {j1 - j0}")
        self.emit(f"store i64 {s1}, ptr %steps")
        self.emit(f"{s0} = sub i64 {s}, {j0}")  # as if the block's ops before j0 were counted here
        self.seg_end = j1
        self.step_checks(s0, s1, self.index[b])

    def step_checks(self, s0: str, s1: str, i: int) -> None:
        """The step limit's values for block `i` (`s0` steps before it, `s1` after)."""
        # over the limit inside this block: the op at index `max - s0` stops the lane,
        # unless an op before it faults first (checked before each op that can fault)
        over, k = self.fresh(), self.fresh()
        self.emit(f"{over} = icmp ugt i64 {s1}, @MAX_STEPS@")
        self.emit(f"{k} = sub i64 @MAX_STEPS@, {s0}")
        self.block_steps = (over, k, s0, str(i))

    def lower_ops(self, b: Block) -> None:
        i = self.index[b]
        self.emit(f"%c{i} = load i64, ptr getelementptr ([{len(self.blocks)} x i64], ptr @cnt, i64 0, i64 {i})")
        self.emit(f"%c{i}n = add i64 %c{i}, 1")
        self.emit(f"store i64 %c{i}n, ptr getelementptr ([{len(self.blocks)} x i64], ptr @cnt, i64 0, i64 {i})")
        ops = list(b.ops)
        ends = [j + 1 for j, op in enumerate(ops) if op.regions] + [len(ops)]
        for idx, op in enumerate(ops):
            if idx == 0 or ops[idx - 1].regions:
                self.segment(b, idx, next(e for e in ends if e > idx))
            self.op_index = idx
            if op is b.last_op:
                over, _, s0, i = self.block_steps
                self.fault(over, ERR_STEPS, op, [s0, i])
            self.lower_op(op, b)
            for r in op.results:
                self.keep(r)

    block_steps: tuple[str, str, str, str]
    op_index: int

    def steps_guard(self, op: Operation) -> None:
        """Stop at the op where the lane runs out of steps if that is `op` or earlier."""
        over, k, s0, i = self.block_steps
        reached, stop = self.fresh(), self.fresh()
        self.emit(f"{reached} = icmp ule i64 {k}, {self.op_index}")
        self.emit(f"{stop} = and i1 {over}, {reached}")
        self.fault(stop, ERR_STEPS, op, [s0, i], guard=False)

    def edge(self, src: Block, k: int, dst: Block) -> str:
        """The LLVM block of edge `src` -> successor `k`: the cycle counters updated as
        `Frame.enter` updates them; its phi operands are patched in by `finish`."""
        name = f"e{self.index[src]}_{k}"
        lines = [f"{name}:"]
        label = f"%{name}"
        if any(dst is c.header and src in c.blocks for c in self.chains[dst]):
            # a back edge: stop when the watchdog (`--time-limit`) says so
            x, y, label = self.fresh(), self.fresh(), f"%{name}c"
            lines[:0] = [f"{name}c:", f"  {x} = load volatile i32, ptr @stop", f"  {y} = icmp ne i32 {x}, 0",
                         f"  br i1 {y}, label %{name}s, label %{name}", f"{name}s:",
                         f"  store i32 {ERR_TIME}, ptr @err_code", "  ret i32 1"]  # fmt: skip
        for c in self.chains[dst]:
            slot = f"%cy{self.cycles.index(c)}"
            if src not in c.blocks:
                lines.append(f"  store i64 0, ptr {slot}")
            if dst is c.header:
                x, y = self.fresh(), self.fresh()
                lines += [f"  {x} = load i64, ptr {slot}", f"  {y} = add i64 {x}, 1", f"  store i64 {y}, ptr {slot}"]
        lines.append(f"  br label %b{self.index[dst]}")
        self.pending_edges.extend(lines)
        return label

    pending_edges: list[str]

    def lower_op(self, op: Operation, b: Block) -> None:
        r = op.results[0] if op.results else None
        name = None
        if r is not None:
            name = self.names[r] = f"%v{len(self.names)}"
        handler = HANDLERS.get(type(op))
        if handler is None:
            raise Unsupported(f"'{op.name}'")
        if op in self.memory_stops:  # the lane performs it when resumed with its instance
            sync_ops.barrier(self, op, b, None)  # pyright: ignore[reportArgumentType]
        handler(self, op, b, name)

    def branch_to(self, op: Operation, b: Block) -> list[str]:
        """The edge labels of `op`'s successors, their phi operands registered."""
        labels: list[str] = []
        for k, (dst, operands) in enumerate(successor_operands(op)):
            for a, v in zip(dst.args, operands, strict=True):
                self.phi_values[f"{{{id(a)}:{self.index[b]}:{k}}}"] = self.val(v)
            labels.append(self.edge(b, k, dst))
        return labels

    phi_values: dict[str, str]


def successors(b: Block) -> list[Block]:
    last = b.last_op
    return list(last.successors) if last is not None else []


def successor_operands(op: Operation) -> list[tuple[Block, list[SSAValue]]]:
    if isinstance(op, cf.BranchOp):
        return [(op.successor, list(op.arguments))]
    if isinstance(op, cf.ConditionalBranchOp):
        return [(op.then_block, list(op.then_arguments)), (op.else_block, list(op.else_arguments))]
    if isinstance(op, cf.SwitchOp):
        out = [(op.default_block, list(op.default_operands))]
        segments = op.case_operand_segments.get_values()
        start = 0
        for block, n in zip(op.case_blocks, segments, strict=True):
            out.append((block, list(op.case_operands[start : start + n])))
            start += n
        return out
    raise Unsupported(f"'{op.name}'")


def lower_kernel(fn: func.FuncOp | gpu.FuncOp, launch: Launch, args: list[Any], shared: set[int],
                 lockstep_memory: bool = False) -> Lowered:  # fmt: skip
    """The lane function of kernel `fn` for `launch`.  `args[i]` is a scalar's value,
    `(address,)` of the i64/f64 array of a per-thread scalar, or `(address, length,
    element type)` of a memref's buffer; raises `Unsupported`.  `lockstep_memory`:
    lanes stop at the shared accesses (`Lowering.lockstep_memory`)."""
    if len(fn.body.blocks) == 0:
        raise Unsupported("a declaration")
    low = Lowering(fn, launch, args, shared, lockstep_memory)
    low.pending_edges = []
    low.phi_values = {}
    lowered = low.lower()
    body = lowered.text.rsplit("}", 1)[0] + "\n".join(low.pending_edges) + "\n}"
    for key, v in low.phi_values.items():
        body = body.replace(key, v)
    lowered.text = body
    lowered.intrinsics = low.decls
    lowered.printer = getattr(low, "printer", None)
    return lowered


# --------------------------------------------------------------------------- ops

def _bin(self: Lowering, op: Operation, b: Block, name: str | None) -> None:
    ty = llvm_type(op.results[0].type)
    a, c = self.val(op.operands[0]), self.val(op.operands[1])
    t = type(op)
    if t in _INT_BIN:
        self.emit(f"{name} = {_INT_BIN[t]} {ty} {a}, {c}")
    elif t in _INT_INTRINSIC:
        fn_ = self.intrinsic(_INT_INTRINSIC[t], ty, 2)
        self.emit(f"{name} = call {ty} {fn_}({ty} {a}, {ty} {c})")
    elif t in _FLOAT_BIN:
        self.emit(f"{name} = {_FLOAT_BIN[t]} {ty} {a}, {c}")
    elif t in _FLOAT_INTRINSIC:
        fn_ = self.intrinsic(_FLOAT_INTRINSIC[t], ty, 2)
        self.emit(f"{name} = call {ty} {fn_}({ty} {a}, {ty} {c})")
    else:
        raise Unsupported(f"'{op.name}'")


def _pick(self: Lowering, op: Operation, b: Block, name: str | None) -> None:
    """`minnumf`/`maxnumf` as `interpreters/arith.py`: the other operand when one is NaN,
    else Python's `min`/`max` (the first operand unless the second is smaller/larger)."""
    ty = llvm_type(op.results[0].type)
    a, c = self.val(op.operands[0]), self.val(op.operands[1])
    na, nc, better, pick, pick2 = (self.fresh() for _ in range(5))
    self.emit(f"{na} = fcmp uno {ty} {a}, {a}")
    self.emit(f"{nc} = fcmp uno {ty} {c}, {c}")
    self.emit(f"{better} = fcmp {'olt' if isinstance(op, arith.MinnumfOp) else 'ogt'} {ty} {c}, {a}")
    self.emit(f"{pick} = select i1 {better}, {ty} {c}, {ty} {a}")
    self.emit(f"{pick2} = select i1 {nc}, {ty} {a}, {ty} {pick}")
    self.emit(f"{name} = select i1 {na}, {ty} {c}, {ty} {pick2}")


def _division(self: Lowering, op: Operation, b: Block, name: str | None) -> None:
    ty = llvm_type(op.results[0].type)
    bits = int_bits(op.results[0].type)
    a, c = self.val(op.operands[0]), self.val(op.operands[1])
    zero = self.fresh()
    self.emit(f"{zero} = icmp eq {ty} {c}, 0")
    self.fault(zero, ERR_DIV_ZERO, op)
    if isinstance(op, arith.DivUIOp | arith.RemUIOp):
        self.emit(f"{name} = {'udiv' if isinstance(op, arith.DivUIOp) else 'urem'} {ty} {a}, {c}")
        return
    # INT_MIN / -1 wraps (LLVM: undefined): divide by 1 instead and negate
    minus1, safe, q = self.fresh(), self.fresh(), self.fresh()
    self.emit(f"{minus1} = icmp eq {ty} {c}, -1")
    self.emit(f"{safe} = select i1 {minus1}, {ty} 1, {ty} {c}")
    if isinstance(op, arith.DivSIOp):
        neg = self.fresh()
        self.emit(f"{q} = sdiv {ty} {a}, {safe}")
        self.emit(f"{neg} = sub {ty} 0, {a}")
        self.emit(f"{name} = select i1 {minus1}, {ty} {neg}, {ty} {q}")
    else:
        self.emit(f"{q} = srem {ty} {a}, {safe}")
        self.emit(f"{name} = select i1 {minus1}, {ty} 0, {ty} {q}")
    del bits


def _shift(self: Lowering, op: Operation, b: Block, name: str | None) -> None:
    """xDSL's shifts on Python ints: a negative amount faults, an amount of the width or
    more shifts everything out (0, or the sign for `shrsi`)."""
    ty = llvm_type(op.results[0].type)
    bits = int_bits(op.results[0].type)
    a, c = self.val(op.operands[0]), self.val(op.operands[1])
    neg, big, amt, sh = self.fresh(), self.fresh(), self.fresh(), self.fresh()
    self.emit(f"{neg} = icmp slt {ty} {c}, 0")
    self.fault(neg, ERR_NEG_SHIFT, op)
    self.emit(f"{big} = icmp sge {ty} {c}, {bits}")
    if isinstance(op, arith.ShRSIOp):
        self.emit(f"{amt} = select i1 {big}, {ty} {bits - 1}, {ty} {c}")
        self.emit(f"{name} = ashr {ty} {a}, {amt}")
        del sh
        return
    self.emit(f"{amt} = select i1 {big}, {ty} 0, {ty} {c}")
    self.emit(f"{sh} = {'shl' if isinstance(op, arith.ShLIOp) else 'lshr'} {ty} {a}, {amt}")
    self.emit(f"{name} = select i1 {big}, {ty} 0, {ty} {sh}")


def _negf(self: Lowering, op: Operation, b: Block, name: str | None) -> None:
    ty = llvm_type(op.results[0].type)
    self.emit(f"{name} = fneg {ty} {self.val(op.operands[0])}")


def _remf(self: Lowering, op: Operation, b: Block, name: str | None) -> None:
    ty = llvm_type(op.results[0].type)
    self.emit(f"{name} = frem {ty} {self.val(op.operands[0])}, {self.val(op.operands[1])}")


def _constant(self: Lowering, op: arith.ConstantOp, b: Block, name: str | None) -> None:
    v = op.value
    t = op.results[0].type
    ty = llvm_type(t)
    del name, ty
    if isinstance(v, FloatAttr):
        self.names[op.results[0]] = float_const(v.value.data, t)
    elif isinstance(v, IntegerAttr):
        self.names[op.results[0]] = self.scalar_const(v.value.data, t)
    else:
        raise Unsupported(f"'{op.name}' of {v}")


def _cmpi(self: Lowering, op: arith.CmpiOp, b: Block, name: str | None) -> None:
    ty = llvm_type(op.lhs.type)
    self.emit(f"{name} = icmp {_ICMP[op.predicate.value.data]} {ty} {self.val(op.lhs)}, {self.val(op.rhs)}")


def _cmpf(self: Lowering, op: arith.CmpfOp, b: Block, name: str | None) -> None:
    ty = llvm_type(op.lhs.type)
    self.emit(f"{name} = fcmp {_FCMP[op.predicate.value.data]} {ty} {self.val(op.lhs)}, {self.val(op.rhs)}")


def _select(self: Lowering, op: arith.SelectOp, b: Block, name: str | None) -> None:
    ty = llvm_type(op.results[0].type)
    c, x, y = (self.val(v) for v in op.operands)
    self.emit(f"{name} = select i1 {c}, {ty} {x}, {ty} {y}")
    if isinstance(op.results[0].type, MemRefType):  # one of two buffers (ping-pong)
        a, other = self.shapes.get(op.operands[1]), self.shapes.get(op.operands[2])
        if a is None or a != other:
            raise Unsupported(f"'{op.name}' of memrefs of different sizes")
        self.shapes[op.results[0]] = a
        mine = {v in self.private for v in op.operands[1:]}
        if mine == {True}:
            self.private.add(op.results[0])
        elif True in mine:
            raise Unsupported(f"'{op.name}' of a private and a shared memref")


def _br(self: Lowering, op: cf.BranchOp, b: Block, name: str | None) -> None:
    (label,) = self.branch_to(op, b)
    self.emit(f"br label {label}")


def _cond_br(self: Lowering, op: cf.ConditionalBranchOp, b: Block, name: str | None) -> None:
    c = self.val(op.cond)
    z = self.fresh()
    self.emit(f"{z} = zext i1 {c} to i64")
    self.record(op, "branch", b, z)
    then, other = self.branch_to(op, b)
    self.emit(f"br i1 {c}, label {then}, label {other}")


def _switch(self: Lowering, op: cf.SwitchOp, b: Block, name: str | None) -> None:
    ty = llvm_type(op.flag.type)
    f = self.val(op.flag)
    z = self.fresh()
    self.emit(f"{z} = sext {ty} {f} to i64" if ty != "i64" else f"{z} = add i64 {f}, 0")
    self.record(op, "branch", b, z)
    labels = self.branch_to(op, b)
    values = op.case_values.get_values() if op.case_values is not None else ()
    seen: set[int] = set()
    cases: list[str] = []
    bits = int_bits(op.flag.type)
    for v, label in zip(values, labels[1:], strict=True):
        v = (v + (1 << (bits - 1))) % (1 << bits) - (1 << (bits - 1))
        if v not in seen:  # the first case of a value wins, as in the interpreter
            seen.add(v)
            cases.append(f"{ty} {v}, label {label}")
    self.emit(f"switch {ty} {f}, label {labels[0]} [ {' '.join(cases)} ]")


def _return(self: Lowering, op: Operation, b: Block, name: str | None) -> None:
    n = len(op.operands)
    for k, v in enumerate(op.operands):
        ty = llvm_type(v.type)
        x = self.val(v)
        w = self.fresh()
        if ty in FLOAT_TYPES:
            self.emit(f"{w} = fpext {ty} {x} to double" if ty != "double" else f"{w} = fadd double {x}, -0.0")
            wt = "double"
        else:
            self.emit(f"{w} = {'zext' if ty == 'i1' else 'sext'} {ty} {x} to i64" if ty != "i64" else f"{w} = add i64 {x}, 0")
            wt = "i64"
        slot, p = self.fresh(), self.fresh()
        self.emit(f"{slot} = mul i64 %tid, {n}")
        self.emit(f"{p} = getelementptr i64, ptr @RESULTS@, i64 {slot}")
        q = self.fresh()
        self.emit(f"{q} = getelementptr i64, ptr {p}, i64 {k}")
        self.emit(f"store {wt} {w}, ptr {q}")
    self.emit("ret i32 0")


HANDLERS: dict[type[Operation], Any] = {
    **dict.fromkeys((*_INT_BIN, *_INT_INTRINSIC, *_FLOAT_BIN, *_FLOAT_INTRINSIC), _bin),
    arith.MinnumfOp: _pick, arith.MaxnumfOp: _pick,
    **dict.fromkeys((arith.DivSIOp, arith.DivUIOp, arith.RemSIOp, arith.RemUIOp), _division),
    **dict.fromkeys((arith.ShLIOp, arith.ShRSIOp, arith.ShRUIOp), _shift),
    arith.NegfOp: _negf,
    RemFOp: _remf,
    arith.ConstantOp: _constant,
    arith.CmpiOp: _cmpi,
    arith.CmpfOp: _cmpf,
    arith.SelectOp: _select,
    **dict.fromkeys((arith.IndexCastOp, arith.ExtSIOp, arith.ExtUIOp, arith.TruncIOp, arith.SIToFPOp,
                     arith.UIToFPOp, arith.FPToSIOp, arith.FPToUIOp, arith.ExtFOp, arith.TruncFOp,
                     arith.BitcastOp), scalars.cast),  # fmt: skip
    **dict.fromkeys((mathd.FmaOp, *scalars.MATH_UNARY, *scalars.INT_MATH, *_LIBM_F32), scalars.math_op),
    memref.LoadOp: memory_ops.load,
    memref.AllocaOp: memory_ops.alloca,
    gpu.BarrierOp: sync_ops.barrier,
    memref.AtomicRMWOp: sync_ops.atomic_rmw,
    simd.CmpxchgOp: sync_ops.cmpxchg,
    gpu.PrintfOp: printf.thread_printf,
    **subgroup.HANDLERS,
    scf.IfOp: structured.if_,
    scf.ForOp: structured.for_,
    scf.WhileOp: structured.while_,
    scf.YieldOp: structured.yield_,
    scf.ConditionOp: structured.condition,
    memref.StoreOp: memory_ops.store,
    cf.BranchOp: _br,
    cf.ConditionalBranchOp: _cond_br,
    cf.SwitchOp: _switch,
    func.ReturnOp: _return,
    gpu.ReturnOp: _return,
    **dict.fromkeys((gpu.ThreadIdOp, gpu.BlockIdOp, gpu.BlockDimOp, gpu.GridDimOp, gpu.GlobalIdOp, gpu.LaneIdOp,
                     gpu.SubgroupIdOp, gpu.SubgroupSizeOp, gpu.NumSubgroupsOp, simd.ThreadIdOp, simd.LaneIdOp),
                    queries.query),  # fmt: skip
}


def op_stat_class(op: Operation) -> str:
    """The `stats` key the SPMD executor counts `op` under."""
    cls = op_class(op)
    return "branches" if cls == "branch" else cls + "_ops"
