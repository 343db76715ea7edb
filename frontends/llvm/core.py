"""The per-function importer's state and its floor: llvmlite facts read once, errors
located at the current instruction, ops emitted with their positions, constants made once
at the top of the entry block."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import llvmlite.binding as llvm
from xdsl.dialects import arith, ub
from xdsl.dialects.builtin import (
    AnyFloat,
    FloatAttr,
    IndexType,
    IntegerAttr,
)
from xdsl.ir import Attribute, Block, Operation, SSAValue

from simdopt.frontends.llvm.errors import LLVMImportError
from simdopt.frontends.llvm.layout import (
    LType,
    xdsl_scalar,
)
from simdopt.frontends.llvm.pointers import Root
from simdopt.frontends.llvm.source import (
    FnText,
    float_literal,
    hint,
    split_top,
)

if TYPE_CHECKING:
    from simdopt.frontends.llvm.intrinsics.printf import Record
    from simdopt.frontends.llvm.module import ModuleImporter


def short(v: llvm.ValueRef) -> str:
    s = str(v).strip()
    return s if len(s) < 80 else s[:77] + "..."


class FunctionCore:
    """What every concern of a function's import shares (see `FunctionImporter`)."""

    def __init__(self, mod: ModuleImporter, fn: llvm.ValueRef, text: FnText | None, kernel: bool):
        self.mod = mod
        self.fn = fn
        self.kernel = kernel
        self.text = text
        self.name = fn.name
        self.env: dict[Any, Any] = {}
        self.blocks: dict[Any, Block] = {}
        self.block_params: dict[Any, list[tuple[llvm.ValueRef, list[SSAValue]]]] = {}
        self.cur_offset: int | None = text.offset if text else None
        self.cur_text = ""
        self.entry_ops: list[Operation] = []
        self.consts: dict[tuple[Any, ...], SSAValue] = {}
        self.roots: dict[Any, Root] = {}
        self.globals: dict[str, Root] = {}
        self.phi_buffers: dict[Any, SSAValue] = {}  # a pointer phi's memref block argument
        # the types each buffer (by `buffer_key`) is accessed with, from `infer_elements`
        self.access_types: Callable[[Any], set[LType]] = lambda key: set()
        self.inst_defs: dict[Any, llvm.ValueRef] = {}
        self.cur_block: Block | None = None
        self.index_casts: dict[SSAValue, SSAValue] = {}
        self.printf_records: dict[Root, Record] = {}  # AMDGPU printf buffers being filled
        # llvmlite answers through FFI calls: each instruction's opcode, operands and phi
        # blocks are read once (keyed by the LLVM object's address).
        self._opc: dict[int, str] = {}
        self._ops: dict[int, list[llvm.ValueRef]] = {}
        self._incoming: dict[int, list[llvm.ValueRef]] = {}
        self._lt: dict[int, LType] = {}
        self.binsts: dict[Any, list[llvm.ValueRef]] = {}
        self.names: dict[Any, str] = {}

    def opc(self, v: llvm.ValueRef) -> str:
        return self._opc[hash(v)]

    def ops(self, v: llvm.ValueRef) -> list[llvm.ValueRef]:
        return self._ops[hash(v)]

    def lt(self, inst: llvm.ValueRef) -> LType:
        """The type of an instruction's result ("void" when it has none)."""
        return self._lt[hash(inst)]

    def incoming(self, phi: llvm.ValueRef) -> list[llvm.ValueRef]:
        k = hash(phi)
        got = self._incoming.get(k)
        if got is None:
            got = self._incoming[k] = list(phi.incoming_blocks)
        return got

    def fail(self, msg: str) -> LLVMImportError:
        return LLVMImportError(msg, self.cur_offset)

    def emit(self, op: Operation, name: str | None = None) -> Operation:
        assert self.cur_block is not None
        self.cur_block.add_op(op)
        if self.cur_offset is not None:
            self.mod.positions[op] = self.cur_offset
        if name is not None and op.results:
            op.results[0].name_hint = hint(name)
        return op

    def ltype(self, t: llvm.TypeRef) -> LType:
        return self.mod.types.from_ref(t)

    def scalar_type_lt(self, lt: LType) -> Attribute:
        try:
            return xdsl_scalar(lt)
        except ValueError as e:
            raise self.fail(str(e)) from None

    def set_pos(self, inst: llvm.ValueRef) -> None:
        self.cur_offset = self.mod.inst_offset.get(inst)
        self.cur_text = self.mod.inst_text.get(inst, "")

    def text_of(self, v: llvm.ValueRef) -> str:
        return self.mod.inst_text.get(v, "")

    def bind(self, inst: llvm.ValueRef, v: SSAValue) -> None:
        self.env[inst] = v

    def rename(self, v: SSAValue, name: str | None) -> None:
        """Give an aliased value the LLVM name when it has none (keeps names in reports)."""
        if name and v.name_hint is None and not isinstance(v.owner, (arith.ConstantOp, ub.PoisonOp)):
            v.name_hint = hint(name)

    def const(self, value: int | float, typ: Attribute) -> SSAValue:
        if isinstance(typ, AnyFloat):
            return self.entry_value((value, typ), lambda: arith.ConstantOp(FloatAttr(float(value), typ)))
        return self.entry_value((value, typ), lambda: arith.ConstantOp(IntegerAttr(int(value), typ)))  # pyright: ignore

    def poison(self, typ: Attribute) -> SSAValue:
        return self.entry_value(("poison", typ), lambda: ub.PoisonOp(typ))

    def entry_value(self, key: tuple[Any, ...], make: Callable[[], Operation]) -> SSAValue:
        """The value of the op `make` builds, made once at the top of the entry block."""
        v = self.consts.get(key)
        if v is None:
            op = make()
            self.entry_ops.append(op)
            v = self.consts[key] = op.results[0]
        return v

    def index_const(self, n: int) -> SSAValue:
        return self.const(n, IndexType())

    @staticmethod
    def int_value(v: llvm.ValueRef, width: int) -> int:
        raw = v.get_constant_value()
        assert isinstance(raw, int)
        raw &= (1 << width) - 1
        if width > 1 and raw >= 1 << (width - 1):
            raw -= 1 << width
        return raw

    def is_all_ones(self, v: llvm.ValueRef) -> bool:
        return v.value_kind.name == "constant_int" and self.int_value(v, 32) == -1

    def lane_index(self, v: llvm.ValueRef, n: int) -> int:
        if v.value_kind.name != "constant_int":
            raise self.fail("a vector lane index must be a constant")
        i = v.get_constant_value()
        assert isinstance(i, int)
        if not 0 <= i < n:
            raise self.fail(f"lane {i} out of range for a vector of {n}")
        return i

    def constant_scalar(self, v: llvm.ValueRef, lt: LType) -> SSAValue:
        kind = v.value_kind.name
        typ = self.scalar_type_lt(self.ltype(v.type))
        if kind == "constant_int":
            return self.const(self.int_value(v, lt.width), typ)
        if kind == "constant_fp":
            return self.const(float(v.get_constant_value()), typ)
        if kind in ("undef_value", "poison_value"):
            return self.poison(typ)
        if kind == "constant_aggregate_zero" or kind == "constant_pointer_null":
            return self.const(0, typ)
        raise self.fail(f"unsupported constant '{v}'")

    def constant_lanes(self, v: llvm.ValueRef, lt: LType) -> list[SSAValue]:
        elem = lt.elems[0]
        typ = xdsl_scalar(elem)
        kind = v.value_kind.name
        if kind in ("undef_value", "poison_value"):
            return [self.poison(typ)] * lt.count
        if kind == "constant_aggregate_zero":
            return [self.const(0, typ)] * lt.count
        text = str(v)
        m = re.match(r"<\d+ x [^>]+>\s*(.*)$", text)
        body = m.group(1).strip() if m else text
        if body.startswith("splat"):
            inner = body[body.index("(") + 1 : body.rindex(")")]
            return [self.lane_literal(inner, typ)] * lt.count
        if not (body.startswith("<") and body.endswith(">")):
            raise self.fail(f"unsupported vector constant '{text}'")
        return [self.lane_literal(p, typ) for p in split_top(body[1:-1])]

    def lane_literal(self, item: str, typ: Attribute) -> SSAValue:
        tok = item.split()[-1]
        if tok in ("poison", "undef"):
            return self.poison(typ)
        if isinstance(typ, AnyFloat):
            return self.const(float_literal(tok), typ)
        if tok in ("true", "false"):
            return self.const(int(tok == "true"), typ)
        return self.const(int(tok), typ)
