"""The vector unit as LLVM IR, for `--engine jit` on vectorized programs: the lowering
the SIMD stage (`simd.py`) and the lockstep stage (`lockstep.py`) share.

A vector value of W lanes is two LLVM values: its lanes `<W x T>` and its poison
shadow `<W x i1>` (a set bit: the lane is `POISON` in the interpreter).  Every op
computes the shadow the way `interpreters/lanes.py` makes poison: a masked op's
inactive lanes, a poison operand lane; mask algebra's `and3`/`or3` (a defined false /
true wins).  Scalars are never poison here: where the interpreter would make a poison
scalar (a reduction over a poison lane) or fault (a poison mask lane under the active
lanes, a poison address or stored value, a zero divisor, an out-of-bounds lane, ...)
the native code stops with status `FALLBACK` and the launch runs again on the
interpreter, whose output (its located fault) is the reference.

The dynamically-uniform tally of the SIMD interpreter (`cost.uniformity_of`) is counted
natively per execution of a relevant op: the defined active lanes (active and not
poison) counted with `ctpop`, and compared with the first of them.  Python compares
floats with `==` (so -0.0 equals 0.0, like `fcmp oeq`) but a NaN lane equals only
itself as an object: an execution whose defined lanes are all NaN falls back.
"""

from __future__ import annotations

import ctypes
from typing import Any, cast

from xdsl.dialects import memref
from xdsl.dialects.builtin import MemRefType, VectorType, f16, f32, f64, i1
from xdsl.ir import Attribute, Block, Operation, SSAValue

from simdopt.dialects.vector_unit import MATH_FORMS, element, lane_bits
from simdopt.interpreters.jit import cross_lane
from simdopt.interpreters.jit.lower import (
    HANDLERS,
    Lowering,
    Unsupported,
)
from simdopt.interpreters.jit.scalars import (
    INT_MATH,
    MATH_UNARY,
    float_const,
    llvm_type,
    load_element,
    memory_type,
    store_element,
)
from simdopt.interpreters.math import _LIBM_F32, _libm  # pyright: ignore[reportPrivateUsage]

_FLOAT_LANES = ("half", "float", "double")
"""f16 lanes: every op rounds once to half as the interpreter's `rounding(f16)` does
(LLVM computes a half op in f32 and rounds: 24 bits >= 2*11+2, so that is the correctly
rounded result too, as the double the interpreter rounds); a double is narrowed to
half through float (the same argument), never by a library call."""

FALLBACK = 7
"""The error code of `@err_code` when the run must be redone on the interpreter."""

_INT_KINDS = {"add": "add", "sub": "sub", "mul": "mul", "and": "and", "or": "or", "xor": "xor",
              "min": "smin", "max": "smax", "minu": "umin", "maxu": "umax"}  # fmt: skip
_FLOAT_KINDS = {"add": "fadd", "sub": "fsub", "mul": "fmul", "div": "fdiv", "rem": "frem",
                "min": "minimum", "max": "maximum"}  # fmt: skip
_CASTS = {"sitofp": "sitofp", "uitofp": "uitofp", "extsi": "sext", "extui": "zext", "trunci": "trunc",
          "extf": "fpext", "truncf": "fptrunc", "bitcast": "bitcast"}  # fmt: skip


def elem_type(t: Attribute) -> str:
    """The LLVM type of one lane of vector type `t` (floats other than f16/f32/f64 refused)."""
    el = element(t)
    if el == i1:
        return "i1"
    if el not in (f16, f32, f64) and not hasattr(el, "width") and llvm_type(el) != "i64":
        raise Unsupported(f"vectors of {el}")
    return llvm_type(el)


class VectorLowering(Lowering):
    """`Lowering` (the scalar ops, blocks, branches, step limit) plus vector values:
    `names[v]` the lanes, `shadow[v]` the poison shadow.  `exec_mask()` is the machine's
    exec (all lanes for the SIMD stage)."""

    width: int
    shadow: dict[SSAValue, str]
    uniformity: bool = False
    """Count dynamically uniform / one-lane executions (`@uni`, `@one`)."""

    # ---- types and constants
    def vt(self, t: Attribute) -> str:
        return f"<{self.width} x {elem_type(t)}>"

    def mt(self) -> str:
        return f"<{self.width} x i1>"

    def splat_const(self, x: str, ty: str) -> str:
        return f"<{', '.join([f'{ty} {x}'] * self.width)}>"

    def ones(self) -> str:
        return self.splat_const("true", "i1")

    def zeros(self) -> str:
        return "zeroinitializer"

    def lane_numbers(self, ty: str = "i64") -> str:
        return f"<{', '.join(f'{ty} {i}' for i in range(self.width))}>"

    def splat(self, x: str, ty: str) -> str:
        v, s = self.fresh(), self.fresh()
        self.emit(f"{v} = insertelement <{self.width} x {ty}> poison, {ty} {x}, i64 0")
        self.emit(f"{s} = shufflevector <{self.width} x {ty}> {v}, <{self.width} x {ty}> poison, <{self.width} x i32> zeroinitializer")
        return s

    def op2(self, how: str, ty: str, a: str, b: str) -> str:
        r = self.fresh()
        self.emit(f"{r} = {how} {ty} {a}, {b}")
        return r

    def m_not(self, a: str) -> str:
        return self.op2("xor", self.mt(), a, self.ones())

    def m_and(self, a: str, b: str) -> str:
        return self.op2("and", self.mt(), a, b)

    def m_or(self, a: str, b: str) -> str:
        return self.op2("or", self.mt(), a, b)

    def any_of(self, m: str) -> str:
        """i1: some lane of mask `m` is set."""
        bits, r = self.fresh(), self.fresh()
        self.emit(f"{bits} = bitcast {self.mt()} {m} to i{self.width}")
        self.emit(f"{r} = icmp ne i{self.width} {bits}, 0")
        return r

    def all_of(self, m: str) -> str:
        bits, r = self.fresh(), self.fresh()
        self.emit(f"{bits} = bitcast {self.mt()} {m} to i{self.width}")
        self.emit(f"{r} = icmp eq i{self.width} {bits}, -1")
        return r

    def popcount(self, m: str) -> str:
        """i64: the set lanes of mask `m`."""
        bits, n, r = self.fresh(), self.fresh(), self.fresh()
        w = self.width
        self.decls.add(f"declare i{w} @llvm.ctpop.i{w}(i{w})")
        self.emit(f"{bits} = bitcast {self.mt()} {m} to i{w}")
        self.emit(f"{n} = call i{w} @llvm.ctpop.i{w}(i{w} {bits})")
        self.emit(f"{r} = zext i{w} {n} to i64" if w < 64 else f"{r} = add i64 {n}, 0")
        return r

    def bail(self, cond: str, op: Operation) -> None:
        """Stop with FALLBACK when `cond` holds: the interpreter decides."""
        self.fault(cond, FALLBACK, op)

    def vec(self, v: SSAValue) -> tuple[str, str]:
        return self.val(v), self.shadow.get(v, "zeroinitializer")

    def define(self, r: SSAValue, lanes: str, poison: str) -> None:
        self.names[r] = lanes
        self.shadow[r] = poison

    # ---- the active lanes
    def exec_mask(self) -> str:
        return self.ones()

    def active(self, op: Operation) -> str:
        """exec & mask (negated when the op says so); a poison mask lane under exec
        falls back."""
        ex = self.exec_mask()
        m = getattr(op, "mask_operand", None)
        if m is None:
            return ex
        lanes, poison = self.vec(m)
        self.bail(self.any_of(self.m_and(ex, poison)), op)
        if getattr(op, "is_negated", False):
            lanes = self.m_not(lanes)
        return self.m_and(ex, lanes)

    # ---- counters
    def counter_add(self, slot: str, x: str) -> None:
        a, b = self.fresh(), self.fresh()
        self.emit(f"{a} = load i64, ptr {slot}")
        self.emit(f"{b} = add i64 {a}, {x}")
        self.emit(f"store i64 {b}, ptr {slot}")

    def tally(self, op: Operation, act: str, lanes: str, poison: str, t: Attribute, addr: str | None = None) -> None:
        """`uniformity_of` for one execution: lanes `lanes` (of vector type `t`) where
        `act` and not `poison`; with `addr` (a store) the addresses must agree too."""
        if not self.uniformity:
            return
        w = self.width
        ty = elem_type(t)
        vty = f"<{w} x {ty}>"
        defined = self.m_and(act, self.m_not(poison))
        n = self.popcount(defined)
        bits, first0, first = self.fresh(), self.fresh(), self.fresh()
        self.decls.add(f"declare i{w} @llvm.cttz.i{w}(i{w}, i1)")
        self.emit(f"{bits} = bitcast {self.mt()} {defined} to i{w}")
        self.emit(f"{first0} = call i{w} @llvm.cttz.i{w}(i{w} {bits}, i1 false)")
        self.emit(f"{first} = and i{w} {first0}, {w - 1}")

        def same(v: str, vt: str, et: str) -> str:
            x, eq = self.fresh(), self.fresh()
            self.emit(f"{x} = extractelement {vt} {v}, i{w} {first}")
            sp = self.splat(x, et)
            cmp = "fcmp oeq" if et in _FLOAT_LANES else "icmp eq"
            self.emit(f"{eq} = {cmp} {vt} {v}, {sp}")
            return eq

        eq = same(lanes, vty, ty)
        if ty in _FLOAT_LANES:  # all defined lanes NaN: Python's answer depends on objects
            nan = self.op2("fcmp uno", vty, lanes, lanes)
            all_nan = self.all_of(self.m_or(self.m_and(nan, defined), self.m_not(defined)))
            two = self.fresh()
            self.emit(f"{two} = icmp uge i64 {n}, 2")
            self.bail(self.op2("and", "i1", two, all_nan), op)
        if addr is not None:
            eq = self.m_and(eq, same(addr, f"<{w} x i64>", "i64"))
        alleq = self.all_of(self.m_or(eq, self.m_not(defined)))
        many, one, uni, u64, o64 = (self.fresh() for _ in range(5))
        self.emit(f"{many} = icmp uge i64 {n}, 2")
        self.emit(f"{one} = icmp eq i64 {n}, 1")
        self.emit(f"{uni} = and i1 {many}, {alleq}")
        self.emit(f"{u64} = zext i1 {uni} to i64")
        self.emit(f"{o64} = zext i1 {one} to i64")
        self.counter_add("%uni", u64)
        self.counter_add("%one", o64)

    # ---- ops shared by the two dialects
    def operand(self, v: SSAValue | tuple[str, str]) -> tuple[str, str]:
        return v if isinstance(v, tuple) else self.vec(v)

    def binary(self, op: Operation, kind: str, a: SSAValue, b: SSAValue | tuple[str, str], act: str, t: Attribute) -> tuple[str, str]:
        """`kind` on the lanes of a and b (`lanes.binary`), inactive lanes poison."""
        (x, px), (y, py) = self.vec(a), self.operand(b)
        vty = self.vt(t)
        ety = elem_type(t)
        w = self.width
        poison = self.m_or(self.m_not(act), self.m_or(px, py))
        if ety in _FLOAT_LANES:
            if kind in ("minnum", "maxnum"):
                na, nb = self.op2("fcmp uno", vty, x, x), self.op2("fcmp uno", vty, y, y)
                better = self.op2(f"fcmp {'olt' if kind == 'minnum' else 'ogt'}", vty, y, x)
                p1, p2, r = self.fresh(), self.fresh(), self.fresh()
                self.emit(f"{p1} = select {self.mt()} {better}, {vty} {y}, {vty} {x}")
                self.emit(f"{p2} = select {self.mt()} {nb}, {vty} {x}, {vty} {p1}")
                self.emit(f"{r} = select {self.mt()} {na}, {vty} {y}, {vty} {p2}")
                return r, poison
            how = _FLOAT_KINDS.get(kind)
            if how is None:
                raise Unsupported(f"'{op.name}' {kind} on floats")
            if how in ("minimum", "maximum"):
                fn = f"@llvm.{how}.v{w}{_suffix(ety)}"
                self.decls.add(f"declare {vty} {fn}({vty}, {vty})")
                r = self.fresh()
                self.emit(f"{r} = call {vty} {fn}({vty} {x}, {vty} {y})")
                return r, poison
            return self.op2(how, vty, x, y), poison
        bits = lane_bits(t)
        if kind in _INT_KINDS:
            how = _INT_KINDS[kind]
            if how in ("smin", "smax", "umin", "umax"):
                fn = f"@llvm.{how}.v{w}{ety}"
                self.decls.add(f"declare {vty} {fn}({vty}, {vty})")
                r = self.fresh()
                self.emit(f"{r} = call {vty} {fn}({vty} {x}, {vty} {y})")
                return r, poison
            return self.op2(how, vty, x, y), poison
        if kind in ("shl", "shr", "shru"):
            n = max(32, bits)
            amt = self.op2("and", vty, y, self.splat_const(str(n - 1), ety))
            if bits >= 32:
                how = {"shl": "shl", "shr": "ashr", "shru": "lshr"}[kind]
                return self.op2(how, vty, x, amt), poison
            big = self.op2("icmp uge", vty, amt, self.splat_const(str(bits), ety))
            if kind == "shr":
                safe = self.fresh()
                self.emit(f"{safe} = select {self.mt()} {big}, {vty} {self.splat_const(str(bits - 1), ety)}, {vty} {amt}")
                return self.op2("ashr", vty, x, safe), poison
            safe, r = self.fresh(), self.fresh()
            self.emit(f"{safe} = select {self.mt()} {big}, {vty} zeroinitializer, {vty} {amt}")
            sh = self.op2("shl" if kind == "shl" else "lshr", vty, x, safe)
            self.emit(f"{r} = select {self.mt()} {big}, {vty} zeroinitializer, {vty} {sh}")
            return r, poison
        if kind in ("div", "rem", "divu", "remu"):
            # an active lane dividing by poison or zero: the interpreter's fault
            zero = self.op2("icmp eq", vty, y, "zeroinitializer")
            self.bail(self.any_of(self.m_and(act, self.m_or(py, zero))), op)
            ok = self.m_and(act, self.m_not(self.m_or(py, zero)))
            safe = self.fresh()
            self.emit(f"{safe} = select {self.mt()} {ok}, {vty} {y}, {vty} {self.splat_const('1', ety)}")
            if kind in ("divu", "remu"):
                return self.op2("udiv" if kind == "divu" else "urem", vty, x, safe), poison
            minus1 = self.op2("icmp eq", vty, safe, self.splat_const("-1", ety))
            safe2, r = self.fresh(), self.fresh()
            self.emit(f"{safe2} = select {self.mt()} {minus1}, {vty} {self.splat_const('1', ety)}, {vty} {safe}")
            if kind == "div":
                q = self.op2("sdiv", vty, x, safe2)
                neg = self.op2("sub", vty, "zeroinitializer", x)
                self.emit(f"{r} = select {self.mt()} {minus1}, {vty} {neg}, {vty} {q}")
            else:
                q = self.op2("srem", vty, x, safe2)
                self.emit(f"{r} = select {self.mt()} {minus1}, {vty} zeroinitializer, {vty} {q}")
            return r, poison
        raise Unsupported(f"'{op.name}' {kind}")

    def compare(self, op: Operation, pred: str, a: SSAValue, b: SSAValue | tuple[str, str], act: str) -> tuple[str, str]:
        (x, px), (y, py) = self.vec(a), self.operand(b)
        t = a.type
        floats = elem_type(t) in _FLOAT_LANES
        r = self.op2(f"{'fcmp' if floats else 'icmp'} {pred}", self.vt(t), x, y)
        return r, self.m_or(self.m_not(act), self.m_or(px, py))

    def select(self, op: Operation, p: SSAValue, a: SSAValue, b: SSAValue, act: str, fault_on_poison: bool) -> tuple[str, str]:
        (c, pc), (x, px), (y, py) = self.vec(p), self.vec(a), self.vec(b)
        vty = self.vt(a.type)
        if fault_on_poison:
            self.bail(self.any_of(self.m_and(act, pc)), op)
        r, ps = self.fresh(), self.fresh()
        self.emit(f"{r} = select {self.mt()} {c}, {vty} {x}, {vty} {y}")
        self.emit(f"{ps} = select {self.mt()} {c}, {self.mt()} {px}, {self.mt()} {py}")
        poison = self.m_or(self.m_not(act), self.m_or(ps, pc))
        return r, poison

    def pack(self, xs: list[str], t: Attribute, act: str) -> tuple[str, str]:
        vty, ety = self.vt(t), elem_type(t)
        cur = "poison"
        for i, x in enumerate(xs):
            nxt = self.fresh()
            self.emit(f"{nxt} = insertelement {vty} {cur}, {ety} {x}, i64 {i}")
            cur = nxt
        return cur, self.m_not(act)

    def read_lane(self, op: Operation, v: SSAValue, lane: str) -> str:
        x, px = self.vec(v)
        ln = self.fresh()
        self.emit(f"{ln} = sext i32 {lane} to i64")
        bad = self.op2("icmp uge", "i64", ln, str(self.width))
        self.bail(bad, op)
        p, r = self.fresh(), self.fresh()
        self.emit(f"{p} = extractelement {self.mt()} {px}, i64 {ln}")
        self.bail(p, op)
        self.emit(f"{r} = extractelement {self.vt(v.type)} {x}, i64 {ln}")
        return r

    def prefix(self, n: str) -> str:
        m = self.fresh()
        self.emit(f"{m} = sext i32 {n} to i64")
        return self.op2("icmp slt", f"<{self.width} x i64>", self.lane_numbers(), self.splat(m, "i64"))

    def mask_and3(self, a: SSAValue, b: SSAValue) -> tuple[str, str]:
        (x, px), (y, py) = self.vec(a), self.vec(b)
        false_x = self.m_and(self.m_not(px), self.m_not(x))
        false_y = self.m_and(self.m_not(py), self.m_not(y))
        poison = self.m_and(self.m_or(px, py), self.m_not(self.m_or(false_x, false_y)))
        return self.m_and(x, y), poison

    def mask_or3(self, a: SSAValue, b: SSAValue) -> tuple[str, str]:
        (x, px), (y, py) = self.vec(a), self.vec(b)
        true_x = self.m_and(self.m_not(px), x)
        true_y = self.m_and(self.m_not(py), y)
        poison = self.m_and(self.m_or(px, py), self.m_not(self.m_or(true_x, true_y)))
        return self.m_or(x, y), poison

    def defined_mask(self, op: Operation, v: SSAValue) -> str:
        """`defined`: a poison lane anywhere falls back."""
        x, px = self.vec(v)
        self.bail(self.any_of(px), op)
        return x

    def addresses(self, op: Operation, mem: SSAValue, idx: SSAValue, vector_index: bool, act: str) -> tuple[str, str]:
        """(<W x ptr>, <W x i64> element numbers) of a vector memory op's lanes, after the
        checks of `lanes._addresses`/`_index` on the active lanes."""
        shape = self.shapes.get(mem)
        if shape is None:
            raise Unsupported(f"'{op.name}' on a memref that is not a kernel argument")
        w = self.width
        if vector_index:
            x, px = self.vec(idx)
            ity = elem_type(idx.type)
            self.bail(self.any_of(self.m_and(act, px)), op)
            lin = self.fresh()
            self.emit(f"{lin} = sext <{w} x {ity}> {x} to <{w} x i64>" if ity != "i64" else f"{lin} = add <{w} x i64> {x}, zeroinitializer")
        else:
            base = self.val(idx)
            b64 = self.fresh()
            ity = llvm_type(idx.type)
            self.emit(f"{b64} = sext {ity} {base} to i64" if ity != "i64" else f"{b64} = add i64 {base}, 0")
            lin = self.op2("add", f"<{w} x i64>", self.splat(b64, "i64"), self.lane_numbers())
        oob = self.op2("icmp uge", f"<{w} x i64>", lin, self.splat_const(shape[0], "i64"))
        self.bail(self.any_of(self.m_and(act, oob)), op)
        safe, ptrs = self.fresh(), self.fresh()
        self.emit(f"{safe} = select {self.mt()} {act}, <{w} x i64> {lin}, <{w} x i64> zeroinitializer")
        el = memory_type(llvm_type(mem.type.get_element_type()))  # pyright: ignore[reportAttributeAccessIssue, reportUnknownMemberType, reportUnknownArgumentType]
        self.emit(f"{ptrs} = getelementptr {el}, ptr {self.val(mem)}, <{w} x i64> {safe}")
        return ptrs, lin

    def gather(self, op: Operation, ptrs: str, act: str, t: Attribute) -> str:
        """The active lanes' elements (i1 lanes: bytes, their low bit)."""
        w = self.width
        ety = memory_type(elem_type(t))
        vty = f"<{w} x {ety}>"
        name = f"@llvm.masked.gather.v{w}{_suffix(ety)}.v{w}p0"
        self.decls.add(f"declare {vty} {name}(<{w} x ptr>, i32, <{w} x i1>, {vty})")
        r = self.fresh()
        self.emit(f"{r} = call {vty} {name}(<{w} x ptr> {ptrs}, i32 1, {self.mt()} {act}, {vty} zeroinitializer)")
        if ety == elem_type(t):
            return r
        bits = self.fresh()
        self.emit(f"{bits} = trunc {vty} {r} to {self.mt()}")
        return bits

    def scatter(self, op: Operation, value: SSAValue, ptrs: str, act: str) -> None:
        """Lanes in order (LLVM's masked scatter orders overlapping lanes alike)."""
        x, px = self.vec(value)
        self.bail(self.any_of(self.m_and(act, px)), op)
        vty, ety, w = self.vt(value.type), elem_type(value.type), self.width
        if ety == "i1":  # bytes 0 or -1, as the interpreter stores them
            vty, ety, wide = f"<{w} x i8>", "i8", self.fresh()
            self.emit(f"{wide} = sext {self.mt()} {x} to {vty}")
            x = wide
        name = f"@llvm.masked.scatter.v{w}{_suffix(ety)}.v{w}p0"
        self.decls.add(f"declare void {name}({vty}, <{w} x ptr>, i32, <{w} x i1>)")
        self.emit(f"call void {name}({vty} {x}, <{w} x ptr> {ptrs}, i32 1, {self.mt()} {act})")

    def atomic(self, op: Operation, kind: str, value: SSAValue, mem: SSAValue, addrs: SSAValue, act: str) -> tuple[str, str]:
        """`lanes.atomic`: each active lane in lane order, old = m[addr], m[addr] = old
        <kind> value; the old values, inactive lanes poison (an inactive lane reads and
        writes back element 0: no effect)."""
        x, px = self.vec(value)
        self.bail(self.any_of(self.m_and(act, px)), op)
        if self.shapes.get(mem) == ["0"]:
            raise Unsupported(f"'{op.name}' on an empty memref")
        ptrs, _ = self.addresses(op, mem, addrs, True, act)
        t = value.type
        vty, ety = self.vt(t), elem_type(t)
        cur = "poison"
        for i in range(self.width):
            p, v, on, old = self.fresh(), self.fresh(), self.fresh(), self.fresh()
            self.emit(f"{p} = extractelement <{self.width} x ptr> {ptrs}, i64 {i}")
            self.emit(f"{v} = extractelement {vty} {x}, i64 {i}")
            self.emit(f"{on} = extractelement {self.mt()} {act}, i64 {i}")
            load_element(self, old, ety, p)
            new = self.atomic_lane(op, kind, ety, old, v)
            keep, nxt = self.fresh(), self.fresh()
            self.emit(f"{keep} = select i1 {on}, {ety} {new}, {ety} {old}")
            store_element(self, ety, keep, p)
            self.emit(f"{nxt} = insertelement {vty} {cur}, {ety} {old}, i64 {i}")
            cur = nxt
        return cur, self.m_not(act)

    def atomic_lane(self, op: Operation, kind: str, ty: str, a: str, b: str) -> str:
        """`atomic_lane(kind)` on scalars `a` (old) and `b`."""
        if kind == "assign":
            return b
        plain = {"addi": "add", "muli": "mul", "andi": "and", "ori": "or", "xori": "xor", "addf": "fadd", "mulf": "fmul"}
        if kind in plain:
            return self.op2(plain[kind], ty, a, b)
        calls = {"maxs": "smax", "mins": "smin", "maxu": "umax", "minu": "umin", "maximumf": "maximum", "minimumf": "minimum"}
        r = self.fresh()
        if kind in calls:
            fn = f"@llvm.{calls[kind]}.{_suffix(ty)}"
            self.decls.add(f"declare {ty} {fn}({ty}, {ty})")
            self.emit(f"{r} = call {ty} {fn}({ty} {a}, {ty} {b})")
            return r
        if kind in ("maxnumf", "minnumf"):  # Python's max/min after the NaN rule: a unless b is better
            na, nb = self.op2("fcmp uno", ty, a, a), self.op2("fcmp uno", ty, b, b)
            better = self.op2(f"fcmp {'ogt' if kind == 'maxnumf' else 'olt'}", ty, b, a)
            p1, p2 = self.fresh(), self.fresh()
            self.emit(f"{p1} = select i1 {better}, {ty} {b}, {ty} {a}")
            self.emit(f"{p2} = select i1 {nb}, {ty} {a}, {ty} {p1}")
            self.emit(f"{r} = select i1 {na}, {ty} {b}, {ty} {p2}")
            return r
        raise Unsupported(f"'{op.name}' {kind}")

    def cast(self, op: Operation, kind: str, v: SSAValue, t: Attribute, act: str) -> tuple[str, str]:
        x, px = self.vec(v)
        src, dst = self.vt(v.type), self.vt(t)
        poison = self.m_or(self.m_not(act), px)
        if kind in ("fptosi", "fptoui"):
            return self._fp_to_int(op, x, px, v.type, t, act), poison
        how = _CASTS.get(kind)
        if how is None:
            raise Unsupported(f"'{op.name}' {kind}")
        if src == dst:
            return x, poison
        if how == "fptrunc" and elem_type(v.type) == "double" and elem_type(t) == "half":
            mid = self.fresh()
            self.emit(f"{mid} = fptrunc {src} {x} to <{self.width} x float>")
            src, x = f"<{self.width} x float>", mid
        r = self.fresh()
        self.emit(f"{r} = {how} {src} {x} to {dst}")
        return r, poison

    def _fp_to_int(self, op: Operation, x: str, px: str, st: Attribute, dt: Attribute, act: str) -> str:
        """`cast_lane`'s fptosi/fptoui on the active lanes (lower.py's scalar form, on
        vectors): truncate toward zero, wrap; NaN/infinity in an active lane falls back."""
        w = self.width
        d = f"<{w} x double>"
        dx = self.fresh()
        self.emit(f"{dx} = fpext {self.vt(st)} {x} to {d}" if elem_type(st) != "double" else f"{dx} = fadd {d} {x}, {self.splat_const('-0.0', 'double')}")
        fabs = f"@llvm.fabs.v{w}f64"
        self.decls.add(f"declare {d} {fabs}({d})")
        ab = self.fresh()
        self.emit(f"{ab} = call {d} {fabs}({d} {dx})")
        nan = self.op2("fcmp uno", d, dx, dx)
        inf = self.op2("fcmp oeq", d, ab, self.splat_const("0x7FF0000000000000", "double"))
        live = self.m_and(act, self.m_not(px))
        self.bail(self.any_of(self.m_and(live, self.m_or(nan, inf))), op)
        safe = self.fresh()
        self.emit(f"{safe} = select {self.mt()} {self.m_and(live, self.m_not(self.m_or(nan, inf)))}, {d} {dx}, {d} zeroinitializer")
        two64, two63 = float_const(2.0**64, f64), float_const(2.0**63, f64)
        m = self.op2("frem", d, safe, self.splat_const(two64, "double"))
        hi = self.op2("fcmp oge", d, m, self.splat_const(two63, "double"))
        m1 = self.op2("fsub", d, m, self.splat_const(two64, "double"))
        m2, fixed = self.fresh(), self.fresh()
        self.emit(f"{m2} = select {self.mt()} {hi}, {d} {m1}, {d} {m}")
        lo = self.op2("fcmp olt", d, m2, self.splat_const(float_const(-(2.0**63), f64), "double"))
        small = self.op2("fadd", d, m2, self.splat_const(two64, "double"))
        self.emit(f"{fixed} = select {self.mt()} {lo}, {d} {small}, {d} {m2}")
        r = self.fresh()
        self.emit(f"{r} = fptosi {d} {fixed} to <{w} x i64>")
        if elem_type(dt) == "i64":
            return r
        out = self.fresh()
        self.emit(f"{out} = trunc <{w} x i64> {r} to {self.vt(dt)}")
        return out

    def math(self, op: Operation, kind: str, args: list[SSAValue], t: Attribute, act: str) -> tuple[str, str]:
        vals = [self.vec(a) for a in args]
        poison = self.m_not(act)
        for _, p in vals:
            poison = self.m_or(poison, p)
        form = MATH_FORMS[kind]
        vty, ety, w = self.vt(t), elem_type(t), self.width
        xs = [x for x, _ in vals]
        r = self.fresh()
        if form in INT_MATH:
            fn = f"@llvm.{INT_MATH[form]}.v{w}{ety}"
            extra = "" if INT_MATH[form] == "ctpop" else ", i1 false"
            self.decls.add(f"declare {vty} {fn}({vty}{', i1' if extra else ''})")
            self.emit(f"{r} = call {vty} {fn}({vty} {xs[0]}{extra})")
            return r, poison
        if ety == "float" and form in _LIBM_F32:
            # the C library's f32 function per lane, as the interpreter calls it
            lib, fname = _libm(), _LIBM_F32[form]
            fn_ = getattr(lib, fname, None) if lib is not None else None
            addr = ctypes.cast(fn_, ctypes.c_void_p).value if fn_ is not None else None
            if addr is None:
                raise Unsupported(f"'{op.name}' {kind} (no C library)")
            cur = "poison"
            for i in range(w):
                lanes = []
                for x in xs:
                    e = self.fresh()
                    self.emit(f"{e} = extractelement {vty} {x}, i64 {i}")
                    lanes.append(f"float {e}")
                c, nxt = self.fresh(), self.fresh()
                self.emit(f"{c} = call float inttoptr (i64 {addr} to ptr)({', '.join(lanes)})")
                self.emit(f"{nxt} = insertelement {vty} {cur}, float {c}, i64 {i}")
                cur = nxt
            return cur, poison
        if kind == "fma":
            if ety == "half":  # (in f32 and rounded again: not the interpreter's one rounding)
                raise Unsupported(f"'{op.name}' fma on f16 lanes")
            name = "fma"
        elif form in MATH_UNARY:
            name = MATH_UNARY[form]
        else:
            raise Unsupported(f"'{op.name}' {kind}")
        fn = f"@llvm.{name}.v{w}{_suffix(ety)}"
        self.decls.add(f"declare {vty} {fn}({', '.join([vty] * len(xs))})")
        self.emit(f"{r} = call {vty} {fn}({', '.join(f'{vty} {x}' for x in xs)})")
        return r, poison

    def collect(self, op: Operation, kind: str | None, v: SSAValue, act: str, t: Attribute) -> str:
        """`lanes.collect`: the first active lane or the reduction over the active lanes
        (integers, float min/max); no active lane: 0; a poison active lane falls back."""
        x, px = self.vec(v)
        self.bail(self.any_of(self.m_and(act, px)), op)
        ety, w = llvm_type(t), self.width
        vty = f"<{w} x {ety}>"
        floats = ety in _FLOAT_LANES
        zero = "0.0" if floats else "0"
        if kind is None:
            bits, first0, first, r, none = (self.fresh() for _ in range(5))
            self.decls.add(f"declare i{w} @llvm.cttz.i{w}(i{w}, i1)")
            self.emit(f"{bits} = bitcast {self.mt()} {act} to i{w}")
            self.emit(f"{first0} = call i{w} @llvm.cttz.i{w}(i{w} {bits}, i1 false)")
            self.emit(f"{first} = and i{w} {first0}, {w - 1}")
            e = self.fresh()
            self.emit(f"{e} = extractelement {vty} {x}, i{w} {first}")
            self.emit(f"{none} = icmp eq i{w} {bits}, 0")
            self.emit(f"{r} = select i1 {none}, {ety} {zero}, {ety} {e}")
            return r
        if floats and kind not in ("min", "max"):
            red = cross_lane.float_reduce(cast(Any, self), op, kind, x, act, ety)
            r = self.fresh()
            self.emit(f"{r} = select i1 {self.op2('icmp eq', f'i{w}', self._bits(act), '0')}, {ety} {zero}, {ety} {red}")
            return r
        how = {"add": "add", "mul": "mul", "and": "and", "or": "or", "xor": "xor", "min": "smin", "max": "smax"}[kind]
        if floats:
            how = {"min": "fminimum", "max": "fmaximum"}[kind]
        ident = {"add": "0", "mul": "1", "and": "-1", "or": "0", "xor": "0",
                 "smin": str((1 << (lane_bits(t) - 1)) - 1), "smax": str(-(1 << (lane_bits(t) - 1))),
                 "fminimum": "0x7FF0000000000000", "fmaximum": "0xFFF0000000000000"}[how]  # fmt: skip
        if ety == "i1":
            raise Unsupported(f"'{op.name}' on i1 lanes")
        safe, red, r = self.fresh(), self.fresh(), self.fresh()
        self.emit(f"{safe} = select {self.mt()} {act}, {vty} {x}, {vty} {self.splat_const(ident, ety)}")
        fn = f"@llvm.vector.reduce.{how}.v{w}{_suffix(ety)}"
        self.decls.add(f"declare {ety} {fn}({vty})")
        self.emit(f"{red} = call {ety} {fn}({vty} {safe})")
        none = self.op2("icmp eq", f"i{w}", self._bits(act), "0")
        self.emit(f"{r} = select i1 {none}, {ety} {zero}, {ety} {red}")
        return r

    def _bits(self, m: str) -> str:
        b = self.fresh()
        self.emit(f"{b} = bitcast {self.mt()} {m} to i{self.width}")
        return b

    # ---- scalar memory (no lockstep conflicts to record: one subgroup runs at a time)
    def scalar_access(self, op: Operation, b: Block, name: str | None) -> None:
        mem = op.operands[1] if isinstance(op, memref.StoreOp) else op.operands[0]
        idx = list(op.operands[2:] if isinstance(op, memref.StoreOp) else op.operands[1:])
        shape = self.shapes.get(mem)
        if shape is None or len(idx) != 1 or not isinstance(mem.type, MemRefType):
            raise Unsupported(f"'{op.name}' on a memref that is not a rank-1 kernel argument")
        i = self.val(idx[0])
        oob = self.op2("icmp uge", "i64", i, shape[0])
        self.bail(oob, op)
        el = llvm_type(mem.type.get_element_type())
        p = self.fresh()
        self.emit(f"{p} = getelementptr {memory_type(el)}, ptr {self.val(mem)}, i64 {i}")
        if isinstance(op, memref.StoreOp):
            store_element(self, el, self.val(op.operands[0]), p)
        else:
            load_element(self, str(name), el, p)

    def scalar_op(self, op: Operation, b: Block, name: str | None) -> None:
        """A scalar op of `lower.py`'s table (vectors refused there)."""
        if any(isinstance(v.type, VectorType) for v in (*op.operands, *op.results)):
            raise Unsupported(f"'{op.name}' on vectors")
        if isinstance(op, memref.LoadOp | memref.StoreOp):
            self.scalar_access(op, b, name)
            return
        handler = HANDLERS.get(type(op))
        if handler is None:
            raise Unsupported(f"'{op.name}'")
        handler(self, op, b, name)

    def record(self, op: Operation, kind: str, block: Block, value: str) -> None:
        """Converged instances are an SPMD-executor stat: nothing to record."""


def _suffix(ety: str) -> str:
    return {"half": "f16", "float": "f32", "double": "f64"}.get(ety, ety)

