"""`simd-run --engine jit` for a vectorized SIMD program (`spmd-vectorize`'s output, and
after `divergence-scalarize`) over a launch: the lowering and stats behind `vectorized.run_simd_jit`, the native
counterpart of `launch.run_vectorized_launch` on the simd interpreter.

The program becomes `@group(i64 %blk, i64 %k)`, one subgroup, its vectors LLVM vectors
`<W x T>` with a poison shadow each (`vector.py`); `@launch` runs the subgroups of each
block in order, as the interpreter does.  Stats: each MLIR block's executions (`@cnt`)
times its ops' static costs (`simd_program.simd_stats`' keys, `cost.alu_cost`), and the
dynamically-uniform / single-lane executions counted natively.  Anything the native
code does not decide itself - every fault, a poison scalar, an ambiguous NaN
comparison - stops it with a nonzero status and the launch runs again on the
interpreter, so the output is the interpreter's either way.

`gpu.barrier` and workgroup memory: `barriers.py` (subgroups switching at barriers).

Cross-lane ops (vshuffle, vpermute, vballot, vscan), vcmpxchg and float add/mul
reductions: `cross_lane.py`; vprintf: `printf.py`.

A gpu.func's workgroup attributions are one zeroed copy per block (as workgroup
arguments, `launcher.py`), its private ones one zeroed copy per subgroup (`memref.alloca`'s
private memory), zeroed when the subgroup starts.

Not compiled (refused with a message naming `--engine interp`): scalar cmpxchg and
gpu.printf in a vectorized program, memrefs of rank other than 1.  Memrefs of i1 hold bytes 0 / -1 (the interpreter's); f64 add scans and
reductions call back into the interpreter's exact sum (`exact.py`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from xdsl.dialects import func, scf, ub
from xdsl.dialects.builtin import MemRefType, VectorType
from xdsl.ir import Block, Operation, SSAValue

from simdopt.dialects import gpu, simd
from simdopt.dialects.vector_unit import is_float_element
from simdopt.interpreters.cost import alu_cost, op_class, op_width
from simdopt.interpreters.gpu import Launch
from simdopt.interpreters.jit import cross_lane, printf
from simdopt.interpreters.jit.launcher import TIMES
from simdopt.interpreters.jit.lower import (
    ERR_STEPS,
    Unsupported,
    llvm_type,
    successor_operands,
    successors,
)
from simdopt.interpreters.jit.vector import VectorLowering, elem_type
from simdopt.interpreters.simd_program import simd_stats

REFUSED = "scans of i1 lanes"
"""What `--engine jit` does not compile in a vectorized program (`simd-run --help`)."""

_REFUSED_OPS = (gpu.PrintfOp, simd.CmpxchgOp, simd.ReadFirstLaneOp, simd.GroupReduceOp)


class SubgroupLowering(VectorLowering):
    """A vectorized program as `@group(i64 %blk, i64 %k)`: one subgroup of `launch`."""

    def __init__(self, fn: func.FuncOp | gpu.FuncOp, launch: Launch, args: list[Any]):
        super().__init__(fn, launch, args, set())
        self.width = launch.width
        self.shadow = {}
        self.pending_edges = []
        self.phi_values = {}
        self.uniformity = True
        self.labels = 0

    def register_regions(self, fn: func.FuncOp | gpu.FuncOp) -> None:
        """Every region's block (scf, `lockstep` skip/if regions) after the cf blocks of
        `self.top`; regions are lowered inline (`region_inline`), barriers by `barriers.py`."""
        self.key_slots = {b: [f"%cy{self.cycles.index(c)}" for c in self.chains[b]] for b in self.top}
        self.scf_loops = []
        self.depth = max((len(k) for k in self.key_slots.values()), default=0)
        self.live, self.slots, self.barriers = {}, {}, []
        for op in fn.walk():
            for region in op.regions if op is not fn else ():
                if len(region.blocks) > 1:
                    raise Unsupported(f"'{op.name}' with a region of several blocks")
                for blk in region.blocks:
                    self.index[blk] = len(self.blocks)
                    self.blocks.append(blk)

    SLOTS: tuple[str, ...] = ("%steps", "%uni", "%one")
    """Per-subgroup counters (allocas), added to the globals of the same name at the end."""
    TERMINATORS: tuple[type[Operation], ...] = (scf.YieldOp, scf.ConditionOp)

    PARAMS = "i64 %blk, i64 %k"
    precise_steps = True
    """Stop at the op where the step limit runs out (else at the entry of its block)."""

    def private_owner(self) -> tuple[str, int]:
        """Private memory (a vectorized `memref.alloca`: the lanes' copies) is the subgroup's."""
        return "%k", self.launch.subgroups_per_block

    def entry_state(self) -> None:
        """Machine state set up at the subgroup's entry (the lockstep machine's exec)."""

    def state(self, name: str, ty: str, init: str) -> None:
        """A variable of the subgroup's run (a counter, exec): a local."""
        self.emit(f"{name} = alloca {ty}")
        self.emit(f"store {ty} {init}, ptr {name}")

    def start(self) -> None:
        """The end of the entry block: private attributions zeroed, on to the program's
        first block."""
        self.out.extend(self.private_starts)
        self.emit("br label %b0")

    def after_block_args(self, b: Block) -> None:
        """Called once block `b`'s arguments are bound (before its ops)."""

    def label(self) -> str:
        self.labels += 1
        return f"r{self.labels}"

    def lower_group(self) -> str:
        entry = self.fn.body.first_block
        assert entry is not None
        L = self.launch
        self.out.append(f"define internal i32 @group({self.PARAMS}) {{")
        self.out.append("entry:")
        self.emit(f"%sgoff = mul i64 %k, {L.width}")
        self.emit(f"%bbase = mul i64 %blk, {L.block_size}")
        self.emit("%sgbase = add i64 %bbase, %sgoff")
        self.emit(f"%left = sub i64 {L.block_size}, %sgoff")
        self.emit(f"%few = icmp ult i64 %left, {L.width}")
        self.emit(f"%count = select i1 %few, i64 %left, i64 {L.width}")
        self.emit(f"%live = icmp ult <{L.width} x i64> {self.lane_numbers()}, {self.splat('%count', 'i64')}")
        for slot in self.SLOTS:
            self.state(slot, "i64", "0")
        self.entry_state()
        for i in range(len(self.cycles)):
            self.state(f"%cy{i}", "i64", "0")
        self.bind(entry)
        self.start()
        for b in self.top:
            self.lower_block(b)
        self.out.append("}")
        body = "\n".join([*sorted(self.decls), *self.out]).rsplit("}", 1)[0] + "\n".join(self.pending_edges) + "\n}"
        for key, v in self.phi_values.items():
            body = body.replace(key, v)
        return body

    def bind(self, entry: Block) -> None:
        types = list(self.fn.function_type.inputs.data)
        values: list[Any] = [*self.args[: len(types) - 1], None, *self.args[len(types) - 1 :]]
        if isinstance(self.fn, gpu.FuncOp):  # workgroup attributions: tables as workgroup arguments'
            types += [a.type for a in self.fn.workgroup_args]
            for a in self.fn.private_args:  # the subgroup's own zeroed array, from its start
                if not isinstance(a.type, MemRefType) or len(a.type.get_shape()) != 1:
                    raise Unsupported("memrefs of rank other than 1")
                self.private_starts += self.private_memory(a, a.type)
        if len(entry.args) - len(self.private) != len(types) or len(values) != len(types):
            raise Unsupported("arguments that are not the kernel's")  # pragma: no cover - launcher.py makes them
        for a, t, value in zip(entry.args, types, values, strict=False):
            if value is None:  # %group_base
                self.emit("%gb = trunc i64 %sgbase to i32")
                self.names[a] = "%gb"
            elif isinstance(t, MemRefType):
                if len(t.get_shape()) != 1:
                    raise Unsupported("memrefs of rank other than 1")
                addr, n, _ = value
                if gpu.is_workgroup_memref(t):  # one copy per block: `addr` is the table of their addresses
                    p = self.fresh()
                    self.emit(f"{p} = getelementptr ptr, ptr inttoptr (i64 {addr} to ptr), i64 %blk")
                    self.names[a] = self.fresh()
                    self.emit(f"{self.names[a]} = load ptr, ptr {p}")
                else:
                    self.names[a] = f"inttoptr (i64 {addr} to ptr)"
                self.shapes[a] = [str(n)]
            elif isinstance(t, VectorType):  # one value per thread, lanes past the block poison
                w = self.width
                wide = "double" if is_float_element(t) else "i64"
                ids, ptrs, raw = self.fresh(), self.fresh(), self.fresh()
                self.emit(f"{ids} = add <{w} x i64> {self.splat('%sgbase', 'i64')}, {self.lane_numbers()}")
                self.emit(f"{ptrs} = getelementptr {wide}, ptr inttoptr (i64 {value[0]} to ptr), <{w} x i64> {ids}")
                raw_t = f"<{w} x {wide}>"
                name = f"@llvm.masked.gather.v{w}{'f64' if wide == 'double' else 'i64'}.v{w}p0"
                self.decls.add(f"declare {raw_t} {name}(<{w} x ptr>, i32, <{w} x i1>, {raw_t})")
                self.emit(f"{raw} = call {raw_t} {name}(<{w} x ptr> {ptrs}, i32 8, <{w} x i1> %live, {raw_t} zeroinitializer)")
                ety = elem_type(t)
                if ety == wide:
                    lanes = raw
                elif ety == "half":  # values rounded to f16 already (launcher.py): exact, through float
                    mid, lanes = self.fresh(), self.fresh()
                    self.emit(f"{mid} = fptrunc {raw_t} {raw} to <{w} x float>")
                    self.emit(f"{lanes} = fptrunc <{w} x float> {mid} to {self.vt(t)}")
                else:
                    lanes = self.fresh()
                    self.emit(f"{lanes} = {'fptrunc' if wide == 'double' else 'trunc'} {raw_t} {raw} to {self.vt(t)}")
                self.define(a, lanes, self.m_not("%live"))
            else:
                self.names[a] = self.scalar_const(value, t)

    # ---- ops
    def lower_op(self, op: Operation, b: Block) -> None:
        r = op.results[0] if op.results else None
        name = None
        if r is not None:
            name = self.names[r] = f"%v{len(self.names)}"
        handler = _SIMD.get(type(op))
        if handler is not None:
            handler(self, op)
        elif isinstance(op, scf.IfOp):
            self.scf_if(op)
        elif isinstance(op, scf.WhileOp):
            self.scf_while(op)
        elif isinstance(op, scf.ForOp):
            self.scf_for(op)
        elif isinstance(op, ub.PoisonOp) and isinstance(op.results[0].type, VectorType):
            self.define(op.results[0], "zeroinitializer", self.ones())
        elif isinstance(op, _GPU_QUERIES):
            self.query(op, name)
        elif isinstance(op, func.ReturnOp | gpu.ReturnOp):
            self.ret(op)
        elif isinstance(op, _REFUSED_OPS) or op.dialect_name() in ("simd", "scf"):
            raise Unsupported(f"'{op.name}'")
        else:
            self.scalar_op(op, b, name)

    def lower_block(self, b: Block) -> None:
        """`Lowering.lower_block` with a vector block argument as two phis (lanes, shadow)."""
        i = self.index[b]
        self.out.append(f"b{i}:")
        preds = [(p, k) for p in self.blocks for k, s in enumerate(successors(p)) if s is b]
        for a in b.args if i else ():
            name = f"%a{i}_{a.index}"

            def incoming(tag: str, a: Any = a) -> str:
                return ", ".join(f"[ {{{id(a)}:{self.index[p]}:{k}{tag}}}, %e{self.index[p]}_{k} ]" for p, k in preds)

            if isinstance(a.type, VectorType):
                self.emit(f"{name} = phi {self.vt(a.type)} {incoming('')}")
                self.emit(f"{name}s = phi {self.mt()} {incoming(':s')}")
                self.define(a, name, f"{name}s")
            else:
                self.emit(f"{name} = phi {llvm_type(a.type)} {incoming('')}")
                self.names[a] = name
        self.after_block_args(b)
        nb = len(self.blocks)
        self.emit(f"%c{i} = load i64, ptr getelementptr ([{nb} x i64], ptr @cnt, i64 0, i64 {i})")
        self.emit(f"%c{i}n = add i64 %c{i}, 1")
        self.emit(f"store i64 %c{i}n, ptr getelementptr ([{nb} x i64], ptr @cnt, i64 0, i64 {i})")
        self.lower_subgroup_ops(b)  # (counts the block's ops against the step limit)

    def lower_subgroup_ops(self, b: Block) -> Operation | None:
        """Count block `b`'s execution and its ops against the step limit, lower its
        ops; a region's terminator (scf.yield/condition) is returned, not lowered."""
        i = self.index[b]
        nb = len(self.blocks)
        if b not in self.top:
            self.emit(f"%c{i} = load i64, ptr getelementptr ([{nb} x i64], ptr @cnt, i64 0, i64 {i})")
            self.emit(f"%c{i}n = add i64 %c{i}, 1")
            self.emit(f"store i64 %c{i}n, ptr getelementptr ([{nb} x i64], ptr @cnt, i64 0, i64 {i})")
        s0, s1, over, k = self.fresh(), self.fresh(), self.fresh(), self.fresh()
        self.emit(f"{s0} = load i64, ptr %steps")
        self.emit(f"{s1} = add i64 {s0}, {len(list(b.ops))}")
        self.emit(f"store i64 {s1}, ptr %steps")
        self.emit(f"{over} = icmp ugt i64 {s1}, @MAX_STEPS@")
        self.emit(f"{k} = sub i64 @MAX_STEPS@, {s0}")
        ops = list(b.ops)
        if not self.precise_steps:  # checked at the block's entry (a fault reruns on the interpreter anyway)
            self.block_steps, self.op_index = ("false", "0", "0", str(i)), 0
            if ops:
                self.fault(over, ERR_STEPS, ops[0], [s0, str(i)], guard=False)
        for idx, op in enumerate(ops):
            if self.precise_steps:
                self.block_steps = (over, k, s0, str(i))
            self.op_index = idx
            if op is b.last_op:
                if self.precise_steps:
                    self.fault(over, ERR_STEPS, op, [s0, str(i)])
                if isinstance(op, self.TERMINATORS):
                    return op
            self.lower_op(op, b)
        return None

    # ---- structured control flow: regions inline, their blocks counted like any
    def region(self, blk: Block, label: str, bind: Callable[[], object] = lambda: None) -> tuple[Operation, str]:
        """Lower the one block of a region at `label` (`bind` binds its arguments
        there); its terminator and the label its end branches from."""
        self.out.append(f"{label}:")
        bind()
        term = self.lower_subgroup_ops(blk)
        assert term is not None
        end = self.label()
        self.emit(f"br label %{end}")
        self.out.append(f"{end}:")
        return term, end

    def jump(self) -> str:
        """A fresh label the code so far branches to (a known phi predecessor)."""
        here = self.label()
        self.emit(f"br label %{here}")
        self.out.append(f"{here}:")
        return here

    def value_of(self, v: SSAValue) -> tuple[str, str | None]:
        return self.vec(v) if isinstance(v.type, VectorType) else (self.val(v), None)

    def bind_value(self, r: SSAValue, value: tuple[str, str | None]) -> None:
        if value[1] is None:
            self.names[r] = value[0]
        else:
            self.define(r, value[0], value[1])

    def phis(self, results: Sequence[SSAValue], incoming: list[tuple[list[tuple[str, str | None]], str]]) -> None:
        for j, r in enumerate(results):
            lanes = ", ".join(f"[ {vals[j][0]}, %{lab} ]" for vals, lab in incoming)
            n = self.fresh()
            if isinstance(r.type, VectorType):
                shadow = ", ".join(f"[ {vals[j][1]}, %{lab} ]" for vals, lab in incoming)
                self.emit(f"{n} = phi {self.vt(r.type)} {lanes}")
                sh = self.fresh()
                self.emit(f"{sh} = phi {self.mt()} {shadow}")
                self.define(r, n, sh)
            else:
                self.emit(f"{n} = phi {llvm_type(r.type)} {lanes}")
                self.names[r] = n

    def scf_if(self, op: scf.IfOp) -> None:
        c = self.val(op.cond)
        then, other, merge = self.label(), self.label(), self.label()
        self.emit(f"br i1 {c}, label %{then}, label %{other}")
        incoming: list[tuple[list[tuple[str, str | None]], str]] = []
        for region, label in ((op.true_region, then), (op.false_region, other)):
            saved = self.block_steps, self.op_index
            if region.blocks:
                term, end = self.region(region.block, label)
                incoming.append(([self.value_of(v) for v in term.operands], end))
            else:
                self.out.append(f"{label}:")
                incoming.append(([], label))
            self.block_steps, self.op_index = saved
            self.emit(f"br label %{merge}")
        self.out.append(f"{merge}:")
        self.phis(op.results, incoming)

    def scf_while(self, op: scf.WhileOp) -> None:
        pre = self.jump()
        head, body, done = self.label(), self.label(), self.label()
        before, after = op.before_region.block, op.after_region.block
        inits = [self.value_of(v) for v in op.arguments]
        key = f"{{w{id(op)}:"
        self.emit(f"br label %{head}")
        saved = self.block_steps, self.op_index
        # the header's phis take the latch's values from a placeholder filled in below
        self.out.append(f"{head}:")
        latch_vals: list[tuple[str, str | None]] = [(f"{key}{j}}}", f"{key}{j}:s}}") for j in range(len(inits))]
        self.phis(before.args, [(inits, pre), (latch_vals, f"{key}latch}}")])
        term, _ = self.region_inline(before)
        cond = term.operands[0]
        passed = [self.value_of(v) for v in term.operands[1:]]
        self.emit(f"br i1 {self.val(cond)}, label %{body}, label %{done}")
        yield_, end = self.region(after, body, lambda: [self.bind_value(a, v) for a, v in zip(after.args, passed, strict=True)])
        for j, v in enumerate(yield_.operands):
            lanes, shadow = self.value_of(v)
            self.phi_values[f"{key}{j}:s}}"] = shadow or "undef"
            self.phi_values[f"{key}{j}}}"] = lanes
        self.phi_values[f"%{key}latch}}"] = f"%{end}"
        self.emit(f"br label %{head}")
        self.block_steps, self.op_index = saved
        self.out.append(f"{done}:")
        for r, v in zip(op.results, passed, strict=True):
            self.bind_value(r, v)

    def region_inline(self, blk: Block) -> tuple[Operation, str]:
        """A region's block continuing the current label (a loop header's phis first)."""
        term = self.lower_subgroup_ops(blk)
        assert term is not None
        return term, ""

    def scf_for(self, op: scf.ForOp) -> None:
        pre = self.jump()
        head, body, done = self.label(), self.label(), self.label()
        blk = op.body.block
        key = f"{{f{id(op)}:"
        ty = llvm_type(op.lb.type)
        inits = [(self.val(op.lb), None), *[self.value_of(v) for v in op.iter_args]]
        self.emit(f"br label %{head}")
        saved = self.block_steps, self.op_index
        self.out.append(f"{head}:")
        latch_vals: list[tuple[str, str | None]] = [(f"{key}{j}}}", f"{key}{j}:s}}") for j in range(len(inits))]
        self.phis(list(blk.args), [(inits, pre), (latch_vals, f"{key}latch}}")])
        more = self.op2("icmp slt", ty, self.val(blk.args[0]), self.val(op.ub))
        self.emit(f"br i1 {more}, label %{body}, label %{done}")
        yield_, end = self.region(blk, body)
        nxt = self.op2("add", ty, self.val(blk.args[0]), self.val(op.step))
        for j, (lanes, shadow) in enumerate([(nxt, None), *[self.value_of(v) for v in yield_.operands]]):
            self.phi_values[f"{key}{j}:s}}"] = shadow or "undef"
            self.phi_values[f"{key}{j}}}"] = lanes
        self.phi_values[f"%{key}latch}}"] = f"%{end}"
        self.emit(f"br label %{head}")
        self.block_steps, self.op_index = saved
        self.out.append(f"{done}:")
        for r, a in zip(op.results, blk.args[1:], strict=True):
            self.bind_value(r, self.value_of(a))

    def branch_to(self, op: Operation, b: Block) -> list[str]:
        labels = super().branch_to(op, b)
        for k, (dst, operands) in enumerate(successor_operands(op)):
            for a, v in zip(dst.args, operands, strict=True):
                if isinstance(v.type, VectorType):
                    self.phi_values[f"{{{id(a)}:{self.index[b]}:{k}:s}}"] = self.vec(v)[1]
        return labels

    def query(self, op: Operation, name: str | None) -> None:
        L = self.launch
        ty = llvm_type(op.results[0].type)
        d = {"x": 0, "y": 1, "z": 2}[str(op.dimension.data)] if isinstance(op, gpu.GpuDimensionOp) else 0
        if isinstance(op, gpu.BlockIdOp):
            v = self.fresh()
            gx, gy = L.grid[0], L.grid[1]
            if d == 0:
                self.emit(f"{v} = urem i64 %blk, {gx}")
            elif d == 1:
                q = self.fresh()
                self.emit(f"{q} = udiv i64 %blk, {gx}")
                self.emit(f"{v} = urem i64 {q}, {gy}")
            else:
                self.emit(f"{v} = udiv i64 %blk, {gx * gy}")
        elif isinstance(op, gpu.BlockDimOp):
            v = str(L.block[d])
        elif isinstance(op, gpu.GridDimOp):
            v = str(L.grid[d])
        elif isinstance(op, gpu.SubgroupIdOp):
            v = "%k"
        elif isinstance(op, gpu.SubgroupSizeOp):
            v = str(L.width)
        else:
            assert isinstance(op, gpu.NumSubgroupsOp)
            v = str(L.subgroups_per_block)
        self.emit(f"{name} = trunc i64 {v} to {ty}" if ty != "i64" else f"{name} = add i64 {v}, 0")

    def ret(self, op: Operation) -> None:
        """Each thread's results (lane t of a vector, a scalar for all); a poison lane of
        a thread falls back (the interpreter's fault)."""
        n = len(op.operands)
        w = self.width
        for k, v in enumerate(op.operands):
            t = v.type
            if isinstance(t, VectorType):
                x, px = self.vec(v)
                self.bail(self.any_of(self.m_and(px, "%live")), op)
                ety = elem_type(t)
                for lane in range(w):
                    e, ok = self.fresh(), self.fresh()
                    self.emit(f"{e} = extractelement {self.vt(t)} {x}, i64 {lane}")
                    self.store_result(e, ety, k, n, lane, ok)
            else:
                x = self.val(v)
                for lane in range(w):
                    self.store_result(x, llvm_type(t), k, n, lane, self.fresh())
        for slot in self.SLOTS[1:]:
            x = self.fresh()
            self.emit(f"{x} = load i64, ptr {slot}")
            self.emit(f"{self.fresh()} = atomicrmw add ptr @{slot[1:]}, i64 {x} monotonic")
        self.emit("ret i32 0")

    def store_result(self, x: str, ty: str, k: int, n: int, lane: int, label: str) -> None:
        """Result `k` of lane `lane`'s thread, when the lane is a thread."""
        yes, no = self.fresh()[1:], self.fresh()[1:]
        self.emit(f"br i1 {self.lane_is_thread(lane)}, label %{yes}, label %{no}")
        self.out.append(f"{yes}:")
        if ty in ("half", "float", "double"):
            w = self.fresh()
            self.emit(f"{w} = fpext {ty} {x} to double" if ty != "double" else f"{w} = fadd double {x}, -0.0")
            wt = "double"
        else:
            w = self.fresh()
            self.emit(f"{w} = {'zext' if ty == 'i1' else 'sext'} {ty} {x} to i64" if ty != "i64" else f"{w} = add i64 {x}, 0")
            wt = "i64"
        tid, slot, p = self.fresh(), self.fresh(), self.fresh()
        self.emit(f"{tid} = add i64 %sgbase, {lane}")
        self.emit(f"{slot} = mul i64 {tid}, {n}")
        self.emit(f"{p} = getelementptr i64, ptr @RESULTS@, i64 {slot}")
        q = self.fresh()
        self.emit(f"{q} = getelementptr i64, ptr {p}, i64 {k}")
        self.emit(f"store {wt} {w}, ptr {q}")
        self.emit(f"br label %{no}")
        self.out.append(f"{no}:")
        del label

    def lane_is_thread(self, lane: int) -> str:
        c = self.fresh()
        self.emit(f"{c} = icmp ult i64 {lane}, %count")
        return c


# --------------------------------------------------------------------------- simd ops


def _binary(self: SubgroupLowering, op: simd.VBinaryOp) -> None:
    act = self.active(op)
    r, p = self.binary(op, op.FACTS.kind, op.lhs, op.rhs, act, op.result.type)
    self.define(op.result, r, p)
    self.tally(op, act, r, p, op.result.type)


def _vcmp(self: SubgroupLowering, op: simd.VCmpOp) -> None:
    act = self.active(op)
    r, p = self.compare(op, op.predicate.data, op.lhs, op.rhs, act)
    self.define(op.results[0], r, p)
    self.tally(op, act, r, p, op.results[0].type)


def _vphi(self: SubgroupLowering, op: simd.VPhiOp) -> None:
    act = self.active(op)
    r, p = self.select(op, op.pred, op.true_value, op.false_value, act, True)
    self.define(op.results[0], r, p)
    self.tally(op, act, r, p, op.results[0].type)


def _s2v(self: SubgroupLowering, op: simd.S2VOp) -> None:
    act = self.active(op)
    t = op.results[0].type
    r, p = self.pack([self.val(e) for e in op.elements], t, act)
    self.define(op.results[0], r, p)
    self.tally(op, act, r, p, t)


def _s2vb(self: SubgroupLowering, op: simd.S2VBOp) -> None:
    act = self.active(op)
    t = op.results[0].type
    self.define(op.results[0], self.splat(self.val(op.value), elem_type(t)), self.m_not(act))


def _v2s(self: SubgroupLowering, op: simd.V2SOp) -> None:
    self.names[op.results[0]] = self.read_lane(op, op.vector, self.val(op.lane))


def _load(self: SubgroupLowering, op: Any) -> None:
    act = self.active(op)
    t = op.results[0].type
    ptrs, _ = self.addresses(op, op.memref_operand, op.index_value(), bool(op.VECTOR_INDEX), act)
    r = self.gather(op, ptrs, act, t)
    p = self.m_not(act)
    self.define(op.results[0], r, p)
    self.tally(op, act, r, p, t)


def _store(self: SubgroupLowering, op: Any) -> None:
    act = self.active(op)
    value = op.operands[0]
    ptrs, lin = self.addresses(op, op.memref_operand, op.index_value(), bool(op.VECTOR_INDEX), act)
    self.scatter(op, value, ptrs, act)
    x, px = self.vec(value)
    self.tally(op, act, x, px, value.type, addr=lin)


def mask_op(how: str) -> Callable[[SubgroupLowering, Operation], None]:
    """The lowering of a mask-algebra op (`not`, `and`, `or`, `first`, `bcast`, `any`, `all`);
    shared with `lockstep.py`'s mask unit."""
    def run(self: SubgroupLowering, op: Operation) -> None:
        r = op.results[0]
        if how == "not":
            x, p = self.vec(op.operands[0])
            self.define(r, self.m_not(x), p)
        elif how == "and":
            self.define(r, *self.mask_and3(op.operands[0], op.operands[1]))
        elif how == "or":
            self.define(r, *self.mask_or3(op.operands[0], op.operands[1]))
        elif how == "first":
            self.define(r, self.prefix(self.val(op.operands[0])), "zeroinitializer")
        elif how == "bcast":  # (lockstep.mbcast: a scalar i1 to every lane)
            self.define(r, self.splat(self.val(op.operands[0]), "i1"), "zeroinitializer")
        else:
            m = self.defined_mask(op, op.operands[0])
            self.names[r] = self.any_of(m) if how == "any" else self.all_of(m)

    return run


def _vmath(self: SubgroupLowering, op: simd.VMathOp) -> None:
    act = self.active(op)
    t = op.results[0].type
    r, p = self.math(op, op.kind.data, list(op.inputs), t, act)
    self.define(op.results[0], r, p)
    self.tally(op, act, r, p, t)


def _vcast(self: SubgroupLowering, op: simd.VCastOp) -> None:
    act = self.active(op)
    t = op.results[0].type
    r, p = self.cast(op, op.kind.data, op.input, t, act)
    self.define(op.results[0], r, p)
    self.tally(op, act, r, p, t)


def _vatomic(self: SubgroupLowering, op: simd.VAtomicOp) -> None:
    act = self.active(op)
    self.define(op.results[0], *self.atomic(op, op.kind.data, op.value, op.memref, op.addrs, act))


def _vprintf(self: SubgroupLowering, op: simd.VPrintfOp) -> None:
    printf.lane_printf(self, op, self.active(op))


def _vcmpxchg(self: SubgroupLowering, op: simd.VCmpxchgOp) -> None:
    act = self.active(op)
    self.define(op.results[0], *cross_lane.cmpxchg(self, op, act, op.expected, op.value, op.memref, op.addrs))


def _cross(how: str) -> Callable[[SubgroupLowering, Any], None]:
    """A cross-lane vector op (`cross_lane.py`): vshuffle, vpermute, vscan (counted in
    the uniformity tally like any vector op), vballot (a mask-unit op: not)."""

    def run(self: SubgroupLowering, op: Any) -> None:
        act = self.active(op)
        r = op.results[0]
        if how == "ballot":
            self.names[r] = cross_lane.ballot(self, op, act)
            return
        if how == "shuffle":
            lanes, poison = cross_lane.shuffle(self, op, act, op.lane_list())
        elif how == "permute":
            lanes, poison = cross_lane.permute(self, op, act)
        else:
            lanes, poison = cross_lane.scan(self, op, act)
        self.define(r, lanes, poison)
        self.tally(op, act, lanes, poison, r.type)

    return run


def _collect(kind: bool) -> Callable[[SubgroupLowering, Any], None]:
    def run(self: SubgroupLowering, op: Any) -> None:
        act = self.active(op)
        self.names[op.results[0]] = self.collect(op, op.kind.data if kind else None, op.operands[0], act, op.results[0].type)

    return run


_SIMD: dict[type[Operation], Any] = {
    **dict.fromkeys(simd.ELEMENTWISE_OPS, _binary),
    simd.VCmpOp: _vcmp,
    simd.VPhiOp: _vphi,
    simd.S2VOp: _s2v,
    simd.S2VBOp: _s2vb,
    simd.V2SOp: _v2s,
    simd.GatherOp: _load,
    simd.VLoadOp: _load,
    simd.ScatterOp: _store,
    simd.VStoreOp: _store,
    simd.PNotOp: mask_op("not"),
    simd.PAndOp: mask_op("and"),
    simd.POrOp: mask_op("or"),
    simd.PFirstOp: mask_op("first"),
    simd.AnyOp: mask_op("any"),
    simd.AllOp: mask_op("all"),
    simd.VMathOp: _vmath,
    simd.VCastOp: _vcast,
    simd.VAtomicOp: _vatomic,
    simd.VReadFirstLaneOp: _collect(False),
    simd.VReduceOp: _collect(True),
    simd.VCmpxchgOp: _vcmpxchg,
    simd.VPrintfOp: _vprintf,
    simd.VShuffleOp: _cross("shuffle"),
    simd.VPermuteOp: _cross("permute"),
    simd.VBallotOp: _cross("ballot"),
    simd.VScanOp: _cross("scan"),
}
_GPU_QUERIES = (gpu.BlockIdOp, gpu.BlockDimOp, gpu.GridDimOp, gpu.SubgroupIdOp, gpu.SubgroupSizeOp, gpu.NumSubgroupsOp)


# --------------------------------------------------------------------------- the launch


def vectorized_stats(fn: Operation, blocks: list[Block], counts: list[int], uni: int, one: int) -> dict[str, Any]:
    """`simd_stats` of a run from its block counts and native tallies."""
    stats = simd_stats(fn)
    for block, n in zip(blocks, counts, strict=True):
        if not n:
            continue
        for op in block.ops:
            cls = op_class(op)
            stats[cls + ("es" if cls == "branch" else "_ops")] += n
            stats["dynamic_alu_ops"] += alu_cost(op, op_width(op)) * n
    stats["dynamically_uniform_vector_ops"] = uni
    stats["single_lane_vector_ops"] = one
    return stats


__all__ = ["REFUSED", "TIMES", "SubgroupLowering", "mask_op", "vectorized_stats"]
