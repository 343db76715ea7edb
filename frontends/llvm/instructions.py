"""Instructions and terminators: scalar, vector (one scalar per lane), memory and atomic
instructions, the launch values intrinsics read, and the branches with their block
arguments.  `function.INSTRUCTIONS` maps each opcode to its method here."""

from __future__ import annotations

import re

import llvmlite.binding as llvm
from xdsl.dialects import arith, cf, func, memref, ub
from xdsl.dialects.builtin import (
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    VectorType,
)
from xdsl.ir import Operation, SSAValue

from simdopt.dialects import gpu, simd
from simdopt.frontends.llvm.intrinsics.amdgpu import DISPATCH, IMPLICITARG
from simdopt.frontends.llvm.intrinsics.printf import record_store
from simdopt.frontends.llvm.layout import (
    LType,
    type_text,
    xdsl_scalar,
)
from simdopt.frontends.llvm.opcodes import (
    ARITH,
    ATOMIC_KINDS,
    ATOMICRMW,
    CASTS,
    FCMP,
    GPU_OPS,
    ICMP,
)
from simdopt.frontends.llvm.pointers import Ptr, Root
from simdopt.frontends.llvm.provenance import Provenance
from simdopt.frontends.llvm.small_ints import (
    arith_small,
    cast_small,
    is_small,
    pack_lanes,
    unpack_lanes,
)
from simdopt.frontends.llvm.source import (
    split_top,
)


class Instructions(Provenance):
    """One LLVM instruction or terminator at a time."""

    # ---- one method per opcode family, all called as (inst, opcode, operands, result type, name)
    def arith_op(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        args = [self.value(o) for o in ops]
        if is_small(rt):
            self.bind(inst, arith_small(self, op, ARITH[op], args, rt.width, name))
            return
        if not (op == "ashr" and self.sext_idiom(inst, ops, name)):
            self.bind(inst, self.emit(ARITH[op](*args), name).results[0])

    def freeze(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        self.env[inst] = self.operand(ops[0])

    def addrspacecast(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        self.env[inst] = self.pointer(ops[0])

    def alloca(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        root = self.alloca_root(inst)
        if root.value is None:
            assert root.elem is not None and root.count is not None
            a = memref.AllocaOp.get(xdsl_scalar(root.elem), shape=[root.count])
            self.emit(a, name)
            root.value = a.results[0]
        self.env[inst] = Ptr(root, None)

    def extractelement(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        lanes = self.lanes(ops[0])
        if not ops[1].is_constant:  # a select per lane: lane k where the index is k
            got = lanes[0]
            for k, lane in enumerate(lanes[1:], 1):
                got = self.emit(arith.SelectOp(self.is_lane(ops[1], k), lane, got)).results[0]
            self.bind(inst, got)
            self.rename(got, name)
            return
        i = self.lane_index(ops[1], len(lanes))
        self.env[inst] = lanes[i]
        self.rename(lanes[i], name)

    def fence(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        """Dropped: the SPMD kernels' memory model has no fences."""

    def is_lane(self, index: llvm.ValueRef, k: int) -> SSAValue:
        """`index == k` for a lane index known only at run time (an out-of-range index,
        poison in LLVM, selects no lane)."""
        i = self.value(index)
        return self.emit(arith.CmpiOp(i, self.const(k, i.type), "eq")).results[0]

    def sext_idiom(self, inst: llvm.ValueRef, ops: list[llvm.ValueRef], name: str | None) -> bool:
        """`ashr (shl x, c), c` with width - c in {8, 16, 32}: `extsi (trunci x)`."""
        got = self.shl_ashr(inst)
        if got is None or got[1] != got[2]:
            return False
        self.bind(inst, self.sign_extend(got[0], got[1], self.lt(inst).width, name))
        return True

    def compare(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        pred = self.predicate(op)
        lt0 = self.ltype(ops[0].type)
        if lt0.kind == "ptr":
            if pred in ("eq", "ne") and any(self.is_printf_record(o) for o in ops):
                # an AMDGPU printf buffer is never null (the record always fits)
                if not any(o.value_kind.name == "constant_pointer_null" for o in ops):
                    raise self.fail("a printf buffer compared with another pointer")
                self.bind(inst, self.const(int(pred == "ne"), IntegerType(1)))
                return
            _, a, b = self.pointer_pair(ops[0], ops[1], "comparison of")
            self.bind(inst, self.emit(arith.CmpiOp(a, b, pred), name).results[0])
            return
        preds, cls = (ICMP, arith.CmpiOp) if op == "icmp" else (FCMP, arith.CmpfOp)
        if pred not in preds:
            raise self.fail(f"unknown {op} predicate '{pred}'")
        self.bind(inst, self.emit(cls(self.value(ops[0]), self.value(ops[1]), pred), name).results[0])

    def predicate(self, op: str) -> str:
        """The `icmp`/`fcmp` predicate of the current instruction (after its flags)."""
        m = re.search(r"\b" + op + r"\s+(?:(?:fast|nnan|ninf|nsz|arcp|contract|afn|reassoc|samesign)\s+)*(\w+)", self.cur_text)
        if not m:
            raise self.fail(f"cannot read the {op} predicate")
        return m.group(1)

    def cast(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        src = self.ltype(ops[0].type)
        if op == "bitcast" and (src.kind == "ptr" or rt.kind == "ptr"):
            self.env[inst] = self.pointer(ops[0])
            return
        if op == "bitcast" and src.kind == "vector" and src.elems[0] == LType("int", 1) and rt.kind == "int":
            self.bind(inst, pack_lanes(self, self.lanes(ops[0]), rt.width, name))
            return
        if op == "bitcast" and "vector" in (src.kind, rt.kind):
            raise self.fail(f"bitcast from {type_text(src)} to {type_text(rt)} is not supported")
        if src.kind == "vector":
            raise self.fail("vector casts must produce a vector")
        x = self.value(ops[0])
        small = cast_small(self, op, x, src, rt, name)
        if small is not None:
            self.bind(inst, small)
            return
        self.bind(inst, self.emit(CASTS[op](x, self.scalar_type_lt(rt)), name).results[0])

    def select(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        if rt.kind == "ptr":
            self.env[inst] = self.pointer_select(ops, name)
            return
        self.bind(inst, self.emit(arith.SelectOp(self.value(ops[0]), self.value(ops[1]), self.value(ops[2])), name).results[0])

    def pointer_select(self, ops: list[llvm.ValueRef], name: str | None) -> Ptr:
        """A select between pointers: of their indices into one buffer, else of the two
        buffers' memrefs too (ping-pong buffers; a poison side takes the other's type)."""
        pa, pb = self.pointer(ops[1]), self.pointer(ops[2])
        cond = self.value(ops[0])
        ia, ib = (p.index if p.root.kind == "poison" else self.address(p)[1] for p in (pa, pb))
        root = pa.root
        if pa.root is not pb.root:
            for p, q in ((pa, pb), (pb, pa)):
                if q.root.elem is not None:
                    self.materialize(p.root, q.root.elem)
            ma, mb = pa.root.value, pb.root.value
            if ma is None or mb is None:
                raise self.fail("select between pointers that are both poison")
            if ma.type != mb.type:
                raise self.fail(f"select between pointers into buffers of different types ({ma.type}, {mb.type})")
            mem = self.emit(arith.SelectOp(cond, ma, mb), f"{name}.buf" if name else None).results[0]
            root = Root("select", name or "select", pa.root.elem, None, mem, pa.root.addrspace)
        assert ia is not None and ib is not None
        idx = ia if ia is ib else self.emit(arith.SelectOp(cond, ia, ib), name).results[0]
        return Ptr(root, idx)

    def vector_instruction(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        """Element-wise ops, insertelement, shufflevector: one scalar per lane."""
        n = rt.count
        if op == "bitcast" and rt.elems[0] == LType("int", 1) and self.ltype(ops[0].type) == LType("int", n):
            self.env[inst] = unpack_lanes(self, self.value(ops[0]), n)
            return
        if op == "insertelement":
            lanes = list(self.lanes(ops[0]))
            x = self.value(ops[1])
            if not ops[2].is_constant:  # every lane: x where the index is its number
                lanes = [self.emit(arith.SelectOp(self.is_lane(ops[2], k), x, lane)).results[0] for k, lane in enumerate(lanes)]
            else:
                lanes[self.lane_index(ops[2], n)] = x
            self.env[inst] = lanes
            return
        if op == "shufflevector":
            a, b = self.lanes(ops[0]), self.lanes(ops[1])
            mask = self.shuffle_mask(n)
            typ = self.scalar_type_lt(rt.elems[0])
            both = list(a) + list(b)
            self.env[inst] = [self.poison(typ) if m is None else both[m] for m in mask]
            return
        if op in ARITH:
            args = [self.lanes(o) for o in ops]
            per_lane: list[Operation] = [ARITH[op](*(a[i] for a in args)) for i in range(n)]
        elif op in CASTS and self.ltype(ops[0].type).kind == "vector":
            a = self.lanes(ops[0])
            typ = self.scalar_type_lt(rt.elems[0])
            per_lane = [CASTS[op](a[i], typ) for i in range(n)]
        elif op in ("icmp", "fcmp"):
            pred = self.predicate(op)
            a, b = self.lanes(ops[0]), self.lanes(ops[1])
            cls2 = arith.CmpiOp if op == "icmp" else arith.CmpfOp
            per_lane = [cls2(a[i], b[i], pred) for i in range(n)]
        elif op == "select":
            c = self.operand(ops[0])
            a, b = self.lanes(ops[1]), self.lanes(ops[2])
            per_lane = [arith.SelectOp(c[i] if isinstance(c, list) else c, a[i], b[i]) for i in range(n)]
        elif op == "freeze":
            self.env[inst] = self.lanes(ops[0])
            return
        else:
            raise self.fail(f"unsupported vector instruction '{op}'")
        self.env[inst] = [self.emit(o, f"{name}.l{i}" if name else None).results[0] for i, o in enumerate(per_lane)]

    def shuffle_mask(self, n: int) -> list[int | None]:
        t = self.cur_text.split(", !")[0]
        m = re.search(r"<\d+ x i32>\s*(zeroinitializer|poison|undef|<[^<>]*>)\s*$", t)
        if not m:
            raise self.fail("cannot read the shuffle mask")
        body = m.group(1)
        if body == "zeroinitializer":
            return [0] * n
        if body in ("poison", "undef"):
            return [None] * n
        toks = [item.split()[-1] for item in split_top(body[1:-1])]
        return [None if tok in ("poison", "undef") else int(tok) for tok in toks]

    def load(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        p = self.pointer(ops[0])
        if p.root.kind in ("implicitarg", "dispatch"):
            self.dispatch_load(inst, p, rt, name)
            return
        if rt.kind == "vector":
            lt = rt.elems[0]
            self.env[inst] = [self.load_typed(p, lt, i, f"{name}.l{i}" if name else None) for i in range(rt.count)]
        elif rt.kind == "ptr":
            raise self.fail("loading a pointer from memory is not supported")
        else:
            self.bind(inst, self.load_typed(p, rt, 0, name))

    def dispatch_load(self, inst: llvm.ValueRef, p: Ptr, rt: LType, name: str | None) -> None:
        table = IMPLICITARG if p.root.kind == "implicitarg" else DISPATCH
        got = table.get(p.const)
        if got is None or rt.kind != "int":
            raise self.fail(f"unsupported load of {type_text(rt)} at byte {p.const} of llvm.amdgcn.{p.root.kind}.ptr")
        self.workitem(inst, got[0], got[1], rt, name)

    def is_printf_record(self, v: llvm.ValueRef) -> bool:
        got = self.env.get(v)
        return isinstance(got, Ptr) and got.root.kind == "printf"

    def store(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        p = self.pointer(ops[1])
        if p.root.kind == "printf":
            record_store(self, p, ops[0])  # pyright: ignore[reportArgumentType] (Self is an Instructions)
            return
        vt = self.ltype(ops[0].type)
        if vt.kind == "vector":
            for i, lane in enumerate(self.lanes(ops[0])):
                self.store_typed(lane, p, vt.elems[0], i)
            return
        if vt.kind == "ptr":
            raise self.fail("storing a pointer to memory is not supported")
        self.store_typed(self.value(ops[0]), p, vt, 0)

    def atomicrmw(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        m = re.search(r"\batomicrmw\s+(?:volatile\s+)?(\w+)", self.cur_text)
        if not m:
            raise self.fail("cannot read the atomicrmw operation")
        self.atomic(inst, m.group(1), self.pointer(ops[0]), self.value(ops[1]), name)

    def atomic(self, inst: llvm.ValueRef, kind: str, p: Ptr, v: SSAValue, name: str | None) -> None:
        if kind == "inc":
            kind, v = "add", self.const(1, v.type)
        elif kind == "dec":
            kind, v = "add", self.const(-1, v.type)
        elif kind == "sub":
            v = self.emit(arith.SubiOp(self.const(0, v.type), v)).results[0]
        mk = ATOMICRMW.get(kind)
        if mk is None:
            raise self.fail(f"unsupported atomicrmw operation '{kind}'")
        mem, idx = self.address(p)
        if isinstance(mem.type, MemRefType) and mem.type.element_type != v.type:
            raise self.fail(f"atomic {kind} of {v.type} on a buffer of {mem.type.element_type} (several types)")
        op = memref.AtomicRMWOp(
            operands=[v, mem, [idx]],
            result_types=[v.type],
            properties={"kind": IntegerAttr(ATOMIC_KINDS[mk], 64)},
        )
        self.bind(inst, self.emit(op, name).results[0])

    def cmpxchg(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        """`cmpxchg ptr %p, iN %cmp, iN %new`: `simd.cmpxchg`, its `{iN, i1}` result kept
        as the pair (old value, old == cmp) for `extractvalue` (LLVM's strong form: the
        flag is exactly whether the old value was %cmp)."""
        if rt.elems[0].kind != "int":
            raise self.fail(f"cmpxchg of {type_text(rt.elems[0])} is not supported (integers only)")
        expected = self.value(ops[1])
        old = self.compare_exchange(self.pointer(ops[0]), expected, self.value(ops[2]), name)
        self.env[inst] = (old, self.emit(arith.CmpiOp(old, expected, "eq")).results[0])

    def compare_exchange(self, p: Ptr, expected: SSAValue, v: SSAValue, name: str | None) -> SSAValue:
        """The old value of a compare-and-swap of `v` for `expected` at `p`."""
        assert isinstance(v.type, IntegerType)
        self.materialize(p.root, LType("int", v.type.width.data))
        mem, idx = self.address(p)
        assert isinstance(mem.type, MemRefType)
        if mem.type.element_type != v.type:
            raise self.fail(
                f"a compare-and-swap of {v.type} on a buffer addressed in {mem.type.element_type} units"
            )
        return self.emit(simd.CmpxchgOp(expected, v, mem, [idx]), name).results[0]

    def extractvalue(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        """A field of a `cmpxchg` or `shfl.sync.*p` result (the only aggregate values the
        importer makes)."""
        agg = self.env.get(ops[0])
        m = re.search(r",\s*(\d+)\s*(?:,\s*!.*)?$", self.cur_text)
        if not isinstance(agg, tuple) or m is None:
            raise self.fail("extractvalue is supported on the result of a cmpxchg or a shfl.sync.*p only")
        self.env[inst] = agg[int(m.group(1))]  # pyright: ignore[reportUnknownArgumentType]
        self.rename(self.env[inst], name)

    def dimension(self, v: llvm.ValueRef) -> str:
        if v.value_kind.name != "constant_int":
            raise self.fail("a work-item function's dimension must be a constant")
        d = v.get_constant_value()
        if d not in (0, 1, 2):
            raise self.fail(f"work-item dimension {d} is not 0, 1 or 2")
        return "xyz"[d]  # pyright: ignore[reportArgumentType]

    def workitem(self, inst: llvm.ValueRef, what: str, dim: str, rt: LType, name: str | None) -> None:
        """`inst` = the launch value `what` along `dim`, cast from `index` to its type."""
        if what == "global_size":
            a = self.emit(gpu.BlockDimOp(dim)).results[0]
            b = self.emit(gpu.GridDimOp(dim)).results[0]
            v = self.emit(arith.MuliOp(a, b)).results[0]
        else:
            v = self.emit(GPU_OPS[what](dim)).results[0]
        self.bind(inst, self.emit(arith.IndexCastOp(v, self.scalar_type_lt(rt)), name).results[0])

    def terminator(self, b: llvm.ValueRef, term: llvm.ValueRef) -> None:
        op = self.opc(term)
        ops = self.ops(term)
        if op == "ret":
            vals = [self.value(ops[0])] if ops else []
            self.emit(func.ReturnOp(*vals))
        elif op == "br":
            if len(ops) == 1:
                self.emit(cf.BranchOp(self.blocks[ops[0]], *self.edge_args(b, ops[0])))
            else:
                cond = self.value(ops[0])
                t, f = ops[2], ops[1]  # LLVM stores (cond, false, true)
                self.emit(
                    cf.ConditionalBranchOp(cond, self.blocks[t], self.edge_args(b, t), self.blocks[f], self.edge_args(b, f))
                )
        elif op == "switch":
            self.switch(b, ops)
        elif op == "unreachable":
            self.emit(ub.UnreachableOp())
        else:
            raise self.fail(f"unsupported terminator '{op}'")

    def switch(self, b: llvm.ValueRef, ops: list[llvm.ValueRef]) -> None:
        flag = self.value(ops[0])
        default = ops[1]
        dests = ops[2:]
        body = self.cur_text[self.cur_text.index("[") + 1 : self.cur_text.rindex("]")]
        values = [int(x) if x not in ("true", "false") else int(x == "true") for x in re.findall(r"i\d+\s+(-?\d+|true|false)\s*,\s*label", body)]
        if len(values) != len(dests):
            raise self.fail("cannot read the switch's case values")
        width = flag.type.width.data if isinstance(flag.type, IntegerType) else 32
        op = cf.SwitchOp(
            flag,
            self.blocks[default],
            self.edge_args(b, default),
            DenseIntOrFPElementsAttr.from_list(VectorType(IntegerType(width), [len(values)]), values) if values else None,
            [self.blocks[d] for d in dests],
            [self.edge_args(b, d) for d in dests],
        )
        self.emit(op)

    def edge_args(self, pred: llvm.ValueRef, succ: llvm.ValueRef) -> list[SSAValue]:
        out: list[SSAValue] = []
        for phi, _ in self.block_params[succ]:
            found = next((v for blk, v in zip(self.incoming(phi), self.ops(phi), strict=True) if blk == pred), None)
            if found is None:
                raise self.fail(f"phi %{self.names[phi]} has no value for this predecessor")
            lt = self.lt(phi)
            if lt.kind == "ptr":
                p = self.pointer(found)
                out.append(self.address(p)[1] if p.root.kind != "poison" else self.poison(IndexType()))
            elif lt.kind == "vector":
                out.extend(self.lanes(found))
            else:
                out.append(self.value(found))
        for phi, _ in self.block_params[succ]:  # after all the phis' own arguments
            if phi in self.phi_buffers:
                found = next(v for blk, v in zip(self.incoming(phi), self.ops(phi), strict=True) if blk == pred)
                p = self.pointer(found)
                out.append(p.root.value if p.root.value is not None else self.poison(self.phi_buffers[phi].type))
        return out
