"""One LLVM function as a `func.func`: arguments, blocks and names, phis as block
arguments, and the body in reverse post-order."""

from __future__ import annotations

from collections.abc import Callable

import llvmlite.binding as llvm
from xdsl.dialects import func
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    ArrayAttr,
    DictionaryAttr,
    IndexType,
    MemRefType,
    NoneAttr,
    StringAttr,
    UnitAttr,
)
from xdsl.ir import Attribute, Block, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from simdopt.dialects import gpu, simd
from simdopt.frontends.llvm.c_types import (
    C_SCALARS,
    c_element,
    kernel_arg_c_types,
    struct_element,
    unsigned_element,
)
from simdopt.frontends.llvm.core import short
from simdopt.frontends.llvm.instructions import Instructions
from simdopt.frontends.llvm.intrinsics import call_builtin
from simdopt.frontends.llvm.intrinsics.table import Call
from simdopt.frontends.llvm.launch_bounds import KNOWN_BLOCK_SIZE, known_block_size_attr
from simdopt.frontends.llvm.layout import (
    LType,
    xdsl_scalar,
)
from simdopt.frontends.llvm.opcodes import ARITH, CASTS
from simdopt.frontends.llvm.pointers import Ptr, Root
from simdopt.frontends.llvm.source import (
    RESULT,
    FnText,
    Inst,
    Namer,
    hint,
    param_names,
    scan_functions,
    text_matches,
)
from simdopt.ir.cfg import reverse_post_order

DIVERGENT_ARG = simd.DIVERGENT_ARG
C_TYPE_ARG = simd.C_TYPE_ARG
"""The attribute of a non-kernel function's per-thread scalar arguments."""

class FunctionImporter(Instructions):
    """Imports one function.  Its concerns are layered classes, each using the ones
    below it: `FunctionCore` (state, positions, constants), `Addressing` (operands, pointer
    arithmetic), `Provenance` (buffers and element types), `Instructions` (instructions,
    terminators) and this one (the function's structure, the opcode table, calls)."""

    def run(self) -> func.FuncOp:
        fn = self.fn
        namer = Namer()
        llblocks = list(fn.blocks)
        order = self.read_instructions(llblocks)
        text = self.function_text(order)
        arg_types, arg_names, arg_attrs, arg_values = self.arguments(namer, param_names(text.header) if text else [])
        self.name_blocks(llblocks, text, namer)
        self.infer_elements(order)
        # Pointer arguments: typed by their buffers' element types (i8 when never accessed).
        c_types = kernel_arg_c_types(self.mod.text, self.fn.name) or []
        structs = sum("*" in c and c_element(c) is None for c in c_types)
        for k, (a, kind, first) in enumerate(arg_values):
            if kind == "ptr":
                root = self.roots[a]
                root.elem = root.elem or LType("int", 8)
                space: Attribute = gpu.WORKGROUP if root.addrspace == 3 else NoneAttr()
                arg_types[first] = MemRefType(xdsl_scalar(root.elem), [DYNAMIC_INDEX], memory_space=space)
                elem = c_element(c_types[k]) if k < len(c_types) else None
                if elem is not None and C_SCALARS[elem] != (root.elem.kind, root.elem.width):
                    arg_attrs[first][C_TYPE_ARG] = StringAttr(elem)  # stored in other units
                fields = struct_element(self.mod.text, self.fn.name, c_types[k], structs) if elem is None and k < len(c_types) else None
                if fields is not None and any(C_SCALARS[f] != (root.elem.kind, root.elem.width) for f in fields[1:-1].split(", ")):
                    arg_attrs[first][C_TYPE_ARG] = StringAttr(fields)  # a struct stored in other units
        entry_block = self.blocks[llblocks[0]]
        args = [entry_block.insert_arg(t, k) for k, t in enumerate(arg_types)]
        for arg, n in zip(args, arg_names, strict=True):
            arg.name_hint = hint(n)
        for a, kind, first in arg_values:
            if kind == "ptr":
                self.roots[a].value = args[first]
                self.env[a] = Ptr(self.roots[a], None)
            else:
                self.env[a] = args[first : first + self.ltype(a.type).count] if kind == "vector" else args[first]
        for b in llblocks:
            self.block_params[b] = self.phi_arguments(b)
        region = self.body(llblocks)
        ret = fn.global_value_type.get_function_return()
        results = [] if ret.type_kind == llvm.TypeKind.void else [self.scalar_type_lt(self.ltype(ret))]
        entry = region.blocks[0]
        arg_attr_list = arg_attrs + [{} for _ in range(len(entry.args) - len(arg_attrs))]
        f = func.FuncOp(self.name, ([a.type for a in entry.args], results), region)
        if any(arg_attr_list):
            f.arg_attrs = ArrayAttr([DictionaryAttr(d) for d in arg_attr_list])
        known = known_block_size_attr(fn) if self.kernel else None
        if known is not None:
            f.attributes[KNOWN_BLOCK_SIZE] = known
        if self.text is not None:
            self.mod.positions[f] = self.text.offset
        return f

    def read_instructions(self, llblocks: list[llvm.ValueRef]) -> list[llvm.ValueRef]:
        """Every instruction in order, with its opcode, operands and type read once."""
        self.binsts = {b: list(b.instructions) for b in llblocks}
        order: list[llvm.ValueRef] = [i for b in llblocks for i in self.binsts[b]]
        void = llvm.TypeKind.void
        for i in order:
            addr = hash(i)
            self._opc[addr] = str(i.opcode)
            self._ops[addr] = list(i.operands)
            t = i.type
            self._lt[addr] = LType("void") if t.type_kind == void else self.ltype(t)
        return order

    def function_text(self, order: list[llvm.ValueRef]) -> FnText | None:
        """The function's text, one entry per instruction: the file's, else LLVM's own
        printing of the function located at its define line."""
        text = self.text
        if text is not None and len(text.insts) == len(order) and text_matches([self._opc[hash(i)] for i in order], text):
            return text
        # Formatting we cannot follow (or a body changed by inlining).
        printed = scan_functions(str(self.fn)).get(self.fn.name)
        at = text.offset if text is not None else None
        if printed is not None and len(printed.insts) == len(order):
            return FnText(at if at is not None else 0, printed.header, [Inst(t.text, at) for t in printed.insts], printed.labels)  # pyright: ignore[reportArgumentType]
        return None  # pragma: no cover - LLVM's printer is one instruction per line

    def arguments(self, namer: Namer, param_names: list[str | None]
                  ) -> tuple[list[Attribute], list[str], list[dict[str, Attribute]], list[tuple[llvm.ValueRef, str, int]]]:  # fmt: skip
        """The function's arguments: types (pointers typed later), names, attributes,
        and (value, ptr/vector/scalar, index of its first argument)."""
        arg_types: list[Attribute] = []
        arg_names: list[str] = []
        arg_attrs: list[dict[str, Attribute]] = []
        arg_values: list[tuple[llvm.ValueRef, str, int]] = []
        per_thread: dict[str, Attribute] = {} if self.kernel else {DIVERGENT_ARG: UnitAttr()}
        c_types = kernel_arg_c_types(self.mod.text, self.fn.name) or []
        c_type: dict[str, Attribute] = {}

        def add(typ: Attribute, name: str, attrs: dict[str, Attribute]) -> None:
            arg_types.append(typ)
            arg_names.append(name)
            arg_attrs.append({**attrs, **c_type})

        for k, a in enumerate(self.fn.arguments):
            name = namer.value(a.name, param_names[k] if k < len(param_names) else None)
            lt = self.ltype(a.type)
            unsigned = unsigned_element(c_types[k]) if k < len(c_types) else None
            c_type = {C_TYPE_ARG: StringAttr(unsigned)} if unsigned else {}
            arg_values.append((a, lt.kind if lt.kind in ("ptr", "vector") else "scalar", len(arg_types)))
            if lt.kind == "ptr":
                self.roots[a] = Root("arg", name, addrspace=lt.width)
                add(IndexType(), name, {})  # placeholder type, set after element inference
            elif lt.kind == "vector":
                for i in range(lt.count):
                    add(xdsl_scalar(lt.elems[0]), f"{name}.l{i}", per_thread)
            else:
                try:
                    add(xdsl_scalar(lt), name, per_thread)
                except ValueError as e:
                    raise self.fail(f"argument %{name}: {e}") from None
        return arg_types, arg_names, arg_attrs, arg_values

    def name_blocks(self, llblocks: list[llvm.ValueRef], text: FnText | None, namer: Namer) -> None:
        """Blocks and instruction names: the text's, else LLVM's numbering."""
        pos = 0
        for b in llblocks:
            bname = namer.block(b.name, text.labels.get(pos) if text is not None else None)
            blk = self.blocks[b] = Block()
            blk.name_hint = hint(bname)
            for inst in self.binsts[b]:
                t = text.insts[pos] if text is not None else None
                pos += 1
                if self.lt(inst).kind != "void":
                    m = RESULT.match(t.text) if t is not None else None
                    self.names[inst] = namer.value(inst.name, m.group(1).strip('"') if m else None)
                self.inst_defs[inst] = inst
                self.mod.inst_text[inst] = t.text if t is not None else str(inst).strip()
                self.mod.inst_offset[inst] = t.offset if t is not None else None

    def phi_arguments(self, b: llvm.ValueRef) -> list[tuple[llvm.ValueRef, list[SSAValue]]]:
        """Block arguments for the phis of `b` (a vector phi: one per lane; a pointer
        phi: its element index)."""
        params: list[tuple[llvm.ValueRef, list[SSAValue]]] = []
        blk = self.blocks[b]
        for inst in self.binsts[b]:
            if self.opc(inst) != "phi":
                continue
            self.set_pos(inst)
            lt, name = self.lt(inst), self.names[inst]
            if lt.kind == "vector":
                typ, hints = self.scalar_type_lt(lt.elems[0]), [f"{name}.l{i}" for i in range(lt.count)]
            else:
                typ, hints = IndexType() if lt.kind == "ptr" else self.scalar_type_lt(lt), [name]
            args: list[SSAValue] = [blk.insert_arg(typ, len(blk.args)) for _ in hints]
            for arg, label in zip(args, hints, strict=True):
                arg.name_hint = hint(label)
            params.append((inst, args))
            if lt.kind != "ptr":
                self.env[inst] = args if lt.kind == "vector" else args[0]
        return params

    def body(self, llblocks: list[llvm.ValueRef]) -> Region:
        """The instructions, blocks in reverse post-order (definitions before uses); the
        reachable blocks in the file's order, constants at the top of the entry block."""
        succs = {b: self.successors(b) for b in llblocks}
        rpo = reverse_post_order([llblocks[0]], succs.__getitem__)
        self.reachable = set(rpo)
        for b in rpo:
            self.resolve_pointer_phis(b)
        for b in rpo:
            self.cur_block = self.blocks[b]
            for inst in self.binsts[b][:-1]:
                self.set_pos(inst)
                if self.opc(inst) != "phi":
                    self.instruction(inst)
        for b in rpo:
            self.cur_block = self.blocks[b]
            term = self.binsts[b][-1]
            self.set_pos(term)
            self.terminator(b, term)
        region = Region([self.blocks[b] for b in llblocks if b in self.reachable])
        Rewriter.insert_op(self.entry_ops, InsertPoint.at_start(region.blocks[0]))
        return region

    def block_of(self, inst: llvm.ValueRef) -> llvm.ValueRef:
        # (an operand's `.block` is its user's block in llvmlite)
        return next(b for b, insts in self.binsts.items() if any(hash(i) == hash(inst) for i in insts))

    def in_cycle_without(self, block: llvm.ValueRef, avoid: llvm.ValueRef) -> bool:
        """`block` is on a cycle that does not pass through `avoid`."""
        if block == avoid:
            return False
        seen: set[llvm.ValueRef] = set()
        todo = list(self.successors(block))
        while todo:
            b = todo.pop()
            if b == block:
                return True
            if b == avoid or b in seen:
                continue
            seen.add(b)
            todo.extend(self.successors(b))
        return False

    def successors(self, b: llvm.ValueRef) -> list[llvm.ValueRef]:
        term = self.binsts[b][-1]
        return [o for o in self.ops(term) if o.value_kind == llvm.ValueKind.basic_block]

    # ---- instructions and calls
    def instruction(self, inst: llvm.ValueRef) -> None:
        op = self.opc(inst)
        name = self.names.get(inst)
        ops = self.ops(inst)
        rt = self.lt(inst)
        if rt.kind == "vector" and op not in ("load", "extractelement", "call"):
            self.vector_instruction(inst, op, ops, rt, name)
            return
        handler = INSTRUCTIONS.get(op)
        if handler is None:
            raise self.fail(f"unsupported instruction '{op}'")
        handler(self, inst, op, ops, rt, name)

    def call(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        """A call: an intrinsic or builtin through its target's table (`intrinsics`);
        calls to defined functions were inlined before."""
        callee = ops[-1]
        if callee.value_kind.name != "function":
            raise self.fail("indirect calls are not supported")
        cname = callee.name
        # Token operands are "convergencectrl" bundles (intrinsics/cross_lane.py): dropped,
        # once checked that the executor's converged instances are what they ask for.
        args = [a for a in ops[:-1] if a.type.type_kind != llvm.TypeKind.token]
        for tok in ops[:-1] if cname != "llvm.experimental.convergence.loop" else ():
            if tok.type.type_kind == llvm.TypeKind.token and self.in_cycle_without(self.block_of(inst), self.block_of(tok)):
                raise self.fail(
                    f"convergence token %{tok.name} is used in a cycle that does not contain its definition "
                    "(only llvm.experimental.convergence.loop may do that)"
                )
        if call_builtin(self, Call(inst, cname, args, rt, name)):
            return
        if not self.mod.module.get_function(cname).is_declaration:
            raise self.fail(f"call to @{cname} was not inlined (recursive?)")
        if self.mod.assume_external != "divergent" or cname.startswith("llvm."):
            raise self.fail(f"unsupported call to @{cname} (a function declared only; --assume-external=divergent imports it as an opaque call)")
        self.external_call(inst, cname, args, rt, name)

    def external_call(self, inst: llvm.ValueRef, cname: str, args: list[llvm.ValueRef], rt: LType, name: str | None) -> None:
        """`--assume-external=divergent`: a call to a declared-only function as the opaque
        `simd.external_call` (a divergent result; scalar arguments and result only)."""
        values = []
        for a in args:
            if self.ltype(a.type).kind not in ("int", "float"):
                raise self.fail(f"@{cname}: an external call passes scalars only, not '{short(a)}'")
            values.append(self.value(a))
        if rt.kind not in ("int", "float", "void"):
            raise self.fail(f"@{cname}: an external call returns a scalar or nothing")
        results = [] if rt.kind == "void" else [self.scalar_type_lt(rt)]
        op = self.emit(simd.ExternalCallOp(cname, values, results), name)
        if results:
            self.bind(inst, op.results[0])


InstructionHandler = Callable[["FunctionImporter", llvm.ValueRef, str, list[llvm.ValueRef], LType, str | None], None]
INSTRUCTIONS: dict[str, InstructionHandler] = {
    **dict.fromkeys(ARITH, Instructions.arith_op),
    **dict.fromkeys(("icmp", "fcmp"), Instructions.compare),
    **dict.fromkeys(CASTS, Instructions.cast),
    "select": Instructions.select,
    "freeze": Instructions.freeze,
    "getelementptr": Instructions.gep,
    "addrspacecast": Instructions.addrspacecast,
    "load": Instructions.load,
    "store": Instructions.store,
    "atomicrmw": Instructions.atomicrmw,
    "cmpxchg": Instructions.cmpxchg,
    "extractvalue": Instructions.extractvalue,
    "alloca": Instructions.alloca,
    "extractelement": Instructions.extractelement,
    "call": FunctionImporter.call,
    "fence": Instructions.fence,
}
"""The method importing each (non-terminator, non-phi) opcode; vector results other than
loads, lane extractions and calls go to `vector_instruction`."""
