"""Translate a cf-form SPMD kernel (our `.mlir`) into AMDGPU LLVM IR with the same value
names, so LLVM's `print<uniformity>` and our `print-divergence` can be compared value by
value.

    python benchmarks/llvm_compare/to_llvm.py kernel.mlir > kernel.ll

Mapping: every `func.func` becomes an `amdgpu_kernel` (kernel arguments are uniform in
LLVM too; a returned value is dropped: `ret void`), block arguments become phis,
`simd.thread_id` is `llvm.amdgcn.workitem.id.x`, `simd.lane_id` is
`llvm.amdgcn.mbcnt.lo(-1, 0)`, `simd.readfirstlane` is `llvm.amdgcn.readfirstlane.i32`,
`simd.group_reduce add` is `llvm.amdgcn.wave.reduce.add.i32`, memrefs are
`ptr addrspace(1)` and `index` is `i64`.  Constants are inlined (LLVM has no constant
instructions).  Values keep the names xDSL's printer gives them; names that are plain
numbers get a `v` prefix.  A function this cannot express (structured ops, a branch
with two edges to one block passing different values, a `{simd.divergent}` argument)
is skipped with a comment.
"""

from __future__ import annotations

import sys
from io import StringIO
from pathlib import Path

from xdsl.dialects import arith, builtin, cf, func
from xdsl.ir import Block, Operation, SSAValue
from xdsl.printer import Printer

from simdopt.dialects.simd import DIVERGENT_ARG
from simdopt.passes.analysis.divergence import successor_operands
from simdopt.tools.frontend import SourceMap, make_context, parse_module

_BIN = {
    "arith.addi": "add", "arith.subi": "sub", "arith.muli": "mul", "arith.xori": "xor",
    "arith.andi": "and", "arith.ori": "or", "arith.remui": "urem", "arith.remsi": "srem",
    "arith.divsi": "sdiv", "arith.divui": "udiv", "arith.shli": "shl",
    "arith.shrsi": "ashr", "arith.shrui": "lshr",
}  # fmt: skip
_CALL = {"arith.maxsi": "llvm.smax", "arith.minsi": "llvm.smin"}
_DECLS = {
    "llvm.amdgcn.workitem.id.x": "declare i32 @llvm.amdgcn.workitem.id.x()",
    "llvm.amdgcn.mbcnt.lo": "declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)",
    "llvm.amdgcn.readfirstlane.i32": "declare i32 @llvm.amdgcn.readfirstlane.i32(i32)",
    "llvm.amdgcn.wave.reduce.add.i32": (
        "declare i32 @llvm.amdgcn.wave.reduce.add.i32(i32, i32 immarg)"
    ),
}


class Unsupported(Exception):
    pass


def _ty(t: object) -> str:
    if isinstance(t, builtin.IntegerType):
        return f"i{t.width.data}"
    if isinstance(t, builtin.IndexType):
        return "i64"
    if isinstance(t, builtin.MemRefType):
        return "ptr addrspace(1)"
    raise Unsupported(f"type {t}")


class _Fn:
    def __init__(self, f: func.FuncOp, names: dict[SSAValue, str]):
        self.f = f
        self.names = names
        self.decls: set[str] = set()
        self.tmp = 0

    def name(self, v: SSAValue) -> str:
        owner = v.owner
        if isinstance(owner, arith.ConstantOp):
            attr = owner.value
            if isinstance(attr, builtin.IntegerAttr):
                if (
                    isinstance(attr.type, builtin.IntegerType)
                    and attr.type.width.data == 1
                ):
                    return "true" if attr.value.data else "false"
                return str(attr.value.data)
            raise Unsupported("non-integer constant")
        n = self.names.get(v)
        if n is None:
            raise Unsupported("unnamed value")
        return f"%v{n}" if n.isdigit() else f"%{n}"

    def fresh(self) -> str:
        self.tmp += 1
        return f"%tmp.{self.tmp}"

    def call(self, fn: str, args: str) -> str:
        self.decls.add(fn)
        return f"call i32 @{fn}({args})"

    def label(self, b: Block) -> str:
        return f"bb{self.block_index[b]}"

    def translate(self) -> list[str]:
        f = self.f
        if f.arg_attrs is not None and any(
            DIVERGENT_ARG in a.data for a in f.arg_attrs.data
        ):
            raise Unsupported("{simd.divergent} argument")
        blocks = list(f.body.blocks)
        self.block_index = {b: i for i, b in enumerate(blocks)}
        incoming: dict[Block, list[tuple[Block, list[SSAValue]]]] = {
            b: [] for b in blocks
        }
        for b in blocks:
            term = b.last_op
            assert term is not None
            seen: dict[Block, list[SSAValue]] = {}
            for succ, values in successor_operands(term):
                if succ in seen:
                    if succ.args and seen[succ] != list(values):
                        raise Unsupported("two edges to one block with arguments")
                    if succ.args:  # LLVM: one phi entry per edge, equal values
                        incoming[succ].append((b, list(values)))
                    continue
                seen[succ] = list(values)
                incoming[succ].append((b, list(values)))
        params = ", ".join(f"{_ty(a.type)} {self.name(a)}" for a in blocks[0].args)
        out = [f"define amdgpu_kernel void @{f.sym_name.data}({params}) {{"]
        for b in blocks:
            out.append(f"{self.label(b)}:")
            if b is not blocks[0]:
                for i, arg in enumerate(b.args):
                    ins = ", ".join(
                        f"[ {self.name(vals[i])}, %{self.label(p)} ]"
                        for p, vals in incoming[b]
                    )
                    out.append(f"  {self.name(arg)} = phi {_ty(arg.type)} {ins}")
            for op in b.ops:
                out.extend(f"  {line}" for line in self.op(op))
        out.append("}")
        return out

    def op(self, op: Operation) -> list[str]:
        n = op.name
        if isinstance(op, arith.ConstantOp):
            return []
        r = self.name(op.results[0]) if op.results else ""
        ops = op.operands
        if n == "simd.thread_id":
            return [f"{r} = " + self.call("llvm.amdgcn.workitem.id.x", "")]
        if n == "simd.lane_id":
            return [f"{r} = " + self.call("llvm.amdgcn.mbcnt.lo", "i32 -1, i32 0")]
        if n == "simd.readfirstlane":
            x = self.name(ops[0])
            return [f"{r} = " + self.call("llvm.amdgcn.readfirstlane.i32", f"i32 {x}")]
        if n == "simd.group_reduce":
            x = self.name(ops[0])
            return [
                f"{r} = "
                + self.call("llvm.amdgcn.wave.reduce.add.i32", f"i32 {x}, i32 0")
            ]
        if n in _BIN:
            t = _ty(op.results[0].type)
            return [f"{r} = {_BIN[n]} {t} {self.name(ops[0])}, {self.name(ops[1])}"]
        if n in _CALL:
            t = _ty(op.results[0].type)
            fn = f"{_CALL[n]}.{t}"
            self.decls.add(fn)
            return [
                f"{r} = call {t} @{fn}({t} {self.name(ops[0])}, {t} {self.name(ops[1])})"
            ]
        if isinstance(op, arith.CmpiOp):
            pred = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"][
                op.predicate.value.data
            ]
            t = _ty(ops[0].type)
            return [f"{r} = icmp {pred} {t} {self.name(ops[0])}, {self.name(ops[1])}"]
        if isinstance(op, arith.SelectOp):
            t = _ty(op.results[0].type)
            c, a, b = (self.name(v) for v in ops)
            return [f"{r} = select i1 {c}, {t} {a}, {t} {b}"]
        if isinstance(op, arith.IndexCastOp):
            src, dst = _ty(ops[0].type), _ty(op.results[0].type)
            kind = "sext" if src == "i32" else "trunc"
            return [f"{r} = {kind} {src} {self.name(ops[0])} to {dst}"]
        if n in ("memref.load", "memref.store"):
            value_ops = 1 if n == "memref.store" else 0
            mem, idx = ops[value_ops], ops[value_ops + 1]
            elem = _ty(op.results[0].type) if n == "memref.load" else _ty(ops[0].type)
            p = self.fresh()
            gep = f"{p} = getelementptr {elem}, ptr addrspace(1) {self.name(mem)}, i64 {self.name(idx)}"
            if n == "memref.load":
                return [gep, f"{r} = load {elem}, ptr addrspace(1) {p}"]
            return [gep, f"store {elem} {self.name(ops[0])}, ptr addrspace(1) {p}"]
        if isinstance(op, cf.BranchOp):
            return [f"br label %{self.label(op.successor)}"]
        if isinstance(op, cf.ConditionalBranchOp):
            c = self.name(op.cond)
            return [
                f"br i1 {c}, label %{self.label(op.then_block)}, label %{self.label(op.else_block)}"
            ]
        if isinstance(op, cf.SwitchOp):
            cases = op.case_values
            vals = [int(x) for x in cases.get_values()] if cases is not None else []
            t = _ty(op.flag.type)
            arms = " ".join(
                f"{t} {v}, label %{self.label(b)}"
                for v, b in zip(vals, op.case_blocks, strict=True)
            )
            return [
                f"switch {t} {self.name(op.flag)}, label %{self.label(op.default_block)} [ {arms} ]"
            ]
        if isinstance(op, func.ReturnOp):
            return ["ret void"]
        raise Unsupported(f"op {n}")


def translate(text: str, filename: str = "k.mlir") -> str:
    module = parse_module(make_context(), SourceMap(filename, text))
    assert isinstance(module, builtin.ModuleOp)
    printer = Printer(stream=StringIO())
    printer.print_op(module)
    names: dict[SSAValue, str] = printer._ssa_values  # pyright: ignore[reportPrivateUsage]
    body: list[str] = []
    decls: set[str] = set()
    for f in module.walk():
        if not isinstance(f, func.FuncOp) or not f.body.blocks:
            continue
        fn = _Fn(f, names)
        try:
            lines = fn.translate()
        except Unsupported as e:
            body.append(f"; skipped @{f.sym_name.data}: {e}")
            continue
        body.extend(lines)
        decls |= fn.decls
    head = []
    for d in sorted(decls):
        if d in _DECLS:
            head.append(_DECLS[d])
        else:  # llvm.smax.i32 / llvm.smin.i32 / ...
            t = d.rsplit(".", 1)[1]
            head.append(f"declare {t} @{d}({t}, {t})")
    return "\n".join([*head, *body]) + "\n"


def main() -> int:
    path = Path(sys.argv[1])
    sys.stdout.write(translate(path.read_text(), str(path)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
