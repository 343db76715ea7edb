"""LLVM IR in: `.ll` text -> SPMD kernels of SPEC section 4 (SPEC section 10).

    ; define amdgpu_kernel void @k(ptr addrspace(1) %a) { %t = call i32 @llvm.amdgcn.workitem.id.x() ... }
    func.func @k(%a: memref<?xf32>) { %0 = gpu.thread_id x  %t = arith.index_cast %0 : index to i32 ... }

`import_llvm(text, filename)` parses the text with llvmlite (which bundles LLVM 22.1, the
version of Debian's clang-22/opt-22) and imports every kernel function (calling convention
`amdgpu_kernel`, `spir_kernel` or `ptx_kernel`) as a `func.func` of per-thread code.  Other
defined functions are inlined into their callers by LLVM's always-inliner (run through
llvmlite), or imported themselves with `entry=` (`simd-run --entry`) or when the module has
no kernel at all; their scalar arguments are then per-thread values (`{simd.divergent}`),
as LLVM's uniformity analysis treats arguments of non-kernel functions.

Why `func.func` and not `gpu.module`/`gpu.func`: every tool of the project - the divergence
analysis and `print-divergence`, `spmd-vectorize`, the SPMD executor and `simd-run`'s entry
selection - runs `func.func` kernels (SPEC section 4 allows both); a `gpu.func` would need
each of them to learn a second function op.  Workgroup memory therefore takes SPEC's other
form: an `addrspace(3)` global (an OpenCL `__local` array) becomes a trailing kernel
argument typed `memref<N x T, #gpu.address_space<workgroup>>` named after the global.

What it maps (each a FileCheck test under `tests/filecheck/import/`):

* Pointers become memrefs.  A pointer value is (buffer, element index): pointer arguments of
  any address space are `memref<?xT>` arguments whose element type T is the one they are
  loaded/stored/atomically updated as; `addrspace(3)` globals are workgroup-memory arguments;
  other globals (`addrspace(4)` constant tables) are `memref.global`s read through
  `memref.get_global`; `alloca`s are `memref.alloca` (per thread).  GEPs of any source type
  (scalars, vectors, arrays, structs of one scalar type, clang's `i8` byte GEPs) become
  element indices (`index` values); a byte offset that is not a provable multiple of the
  element size is an error.  Pointer phis/selects carry indices.
* Integers i1/i8/i16/i32/i64, f16/f32/f64; every binary op, `icmp`/`fcmp` predicate, cast
  (`sext/zext/trunc`, int<->float, `fpext/fptrunc`, `bitcast` between scalars of one width;
  the `shl`+`ashr exact` sign-extension idiom becomes `trunci`+`extsi`), `select`, `freeze`
  (the value itself), `fneg`; `poison`/`undef` are `ub.poison`.
* Small vectors (`<4 x float>`, `extractelement`/`insertelement`/`shufflevector`) are
  split into one scalar per lane, named `%name.lN`; a lane index known only at run time
  (a small private array clang keeps in a register) is a select per lane.
* Intrinsics: `smin/smax/umin/umax/abs/fshl/fshr/usub.sat/uadd.sat`, `fmuladd/fma/sqrt/fabs/
  floor/ceil/trunc/exp/exp2/log/log2/sin/cos/minnum/maxnum/copysign/ctpop/ctlz/cttz`;
  `assume`, `experimental.noalias.scope.decl`, `lifetime.*`, `dbg.*` and `fence` are dropped.
  `memcpy`/`memmove`/`memset` of a constant length (struct copies, zeroed arrays) are one
  load and store per element, an `scf.for` beyond 16 elements (not for a memmove); a
  buffer that only they touch takes the one scalar type of the struct or array its
  pointer indexes (i32 otherwise).
* Work-items: `llvm.amdgcn.workitem.id.*`/`workgroup.id.*`, the workgroup-size and grid-size
  loads through `llvm.amdgcn.implicitarg.ptr` (code object v5: block counts at bytes 0/4/8,
  group sizes at 12/14/16) and `llvm.amdgcn.dispatch.ptr` (group sizes at 4/6/8, grid sizes
  in work-items at 12/16/20), `llvm.nvvm.read.ptx.sreg.{tid,ctaid,ntid,nctaid}.*`, OpenCL's
  `get_global_id/get_local_id/get_group_id/get_local_size/get_num_groups/get_global_size`
  (mangled) -> `gpu` ops; barriers (`llvm.amdgcn.s.barrier`, `llvm.nvvm.barrier0`,
  `llvm.nvvm.barrier.cta.sync*`, OpenCL `barrier`/`work_group_barrier`) -> `gpu.barrier`;
  `llvm.amdgcn.readfirstlane` -> `simd.readfirstlane`; `atomicrmw` and OpenCL's `atomic_*`
  builtins -> `memref.atomic_rmw`.
* Control flow: `br`, conditional `br`, `switch`, `phi` (block arguments), `ret`,
  `unreachable` (`ub.unreachable`).  Names are kept (SPEC section 10): `%x.next` stays,
  a numbered `%5` becomes `%v5`, a label `for.body:` becomes `^for.body`, a numbered label
  `5:` `^L5` and a label `bb7` (xDSL's renumbered form) `^Lbb7`.

Anything else - an unsupported instruction, type, intrinsic or call, an indirect call,
malformed text - is one `LLVMImportError` naming the instruction and its line.

llvmlite 0.50 gives the module structure (functions, blocks, instructions, operands, types,
constants); a few facts it does not expose (comparison predicates, GEP source types,
`switch` case values, shuffle masks, calling conventions, constant expressions and global
initializers) are read from the instruction's own text, which the importer also uses to
locate every op at its line in the `.ll`.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import llvmlite.binding as llvm
from xdsl.dialects import arith, cf, func, math, memref, scf, ub
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyFloat,
    ArrayAttr,
    DenseIntOrFPElementsAttr,
    DictionaryAttr,
    Float16Type,
    Float32Type,
    Float64Type,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    MemRefType,
    ModuleOp,
    NoneAttr,
    StringAttr,
    TensorType,
    UnitAttr,
    VectorType,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from simdopt.dialects import gpu, simd, vector_unit

__all__ = ["LLVMImportError", "import_llvm", "inlined_module_text"]

KERNEL_CCS = ("amdgpu_kernel", "spir_kernel", "ptx_kernel")
DIVERGENT_ARG = simd.DIVERGENT_ARG


class LLVMImportError(Exception):
    """An import failure; `offset` is the position in the `.ll` text it names."""

    def __init__(self, message: str, offset: int | None = None):
        super().__init__(message)
        self.message = message
        self.offset = offset


# --------------------------------------------------------------------------- source text


@dataclass
class _Inst:
    text: str
    offset: int


@dataclass
class _FnText:
    offset: int
    header: str
    insts: list[_Inst] = field(default_factory=list[_Inst])
    labels: dict[int, str] = field(default_factory=dict[int, str])  # first inst index -> label


_NAME = r'("(?:[^"\\]|\\.)*"|[-\w.$]+)'  # an LLVM name, maybe quoted
_DEFINE = re.compile(r"define\b[^@]*@" + _NAME + r"\s*\(")
_LABEL = re.compile(_NAME + ":")
_RESULT = re.compile("%" + _NAME + r"\s*=")


def _param_names(header: str) -> list[str | None]:
    """The `%names` of a define line's parameters (None for an unnamed one)."""
    start = header.find("(", header.find("@"))
    depth = 0
    for i in range(start, len(header)):
        if header[i] == "(":
            depth += 1
        elif header[i] == ")":
            depth -= 1
            if depth == 0:
                found = [re.search("%" + _NAME + r"\s*$", p) for p in _split_top(header[start + 1 : i])]
                return [m.group(1).strip('"') if m else None for m in found]
    return []


def _code(line: str) -> str:
    """The line without its `;` comment (quotes respected)."""
    if '"' not in line:
        return line.split(";", 1)[0]
    inq = False
    for i, c in enumerate(line):
        if c == '"':
            inq = not inq
        elif c == ";" and not inq:
            return line[:i]
    return line


def _scan_functions(text: str) -> dict[str, _FnText]:
    """Each defined function's header and its instructions' text and offsets, in order
    (an instruction spanning several lines - a `switch` - is joined)."""
    out: dict[str, _FnText] = {}
    cur: _FnText | None = None
    depth = 0
    offset = 0
    for raw in text.splitlines(keepends=True):
        start = offset
        offset += len(raw)
        line = _code(raw).rstrip()
        stripped = line.lstrip()
        if cur is None:
            if stripped.startswith("define"):
                m = _DEFINE.match(stripped)
                if m:
                    name = m.group(1).strip('"')
                    cur = out[name] = _FnText(start, stripped)
                    depth = 0
            continue
        if not stripped:
            continue
        if depth > 0:
            cur.insts[-1].text += " " + stripped
            depth += stripped.count("[") - stripped.count("]")
            continue
        if stripped == "}":
            cur = None
            continue
        if (lm := _LABEL.fullmatch(stripped)) is not None:
            cur.labels[len(cur.insts)] = lm.group(1).strip('"')
            continue
        cur.insts.append(_Inst(stripped, start + len(line) - len(stripped)))
        depth = stripped.count("[") - stripped.count("]")
        if stripped.startswith("}"):  # `}` closing a function whose last line ended oddly
            cur = None
    return out


# --------------------------------------------------------------------------- LLVM types in text


@dataclass(frozen=True)
class _LType:
    """An LLVM type read from text: kind in int/float/ptr/vector/array/struct/void."""

    kind: str
    width: int = 0  # int/float bits, ptr addrspace
    count: int = 0  # vector/array lanes
    elems: tuple[_LType, ...] = ()


_TYPE_TOKEN = re.compile(r"\s*(i\d+|half|bfloat|float|double|ptr|void|label|%[-\w.$]+|%\"[^\"]*\"|\[|<\{|\{|<)")


class _TypeReader:
    def __init__(self, module: llvm.ModuleRef):
        self.module = module
        self.structs: dict[str, _LType] = {}
        self.cache: dict[int, _LType] = {}

    def read(self, s: str, pos: int = 0) -> tuple[_LType, int]:
        m = _TYPE_TOKEN.match(s, pos)
        if not m:
            raise ValueError(f"expected a type at '{s[pos:pos + 30]}'")
        tok = m.group(1)
        pos = m.end()
        if tok[0] == "i":
            return _LType("int", int(tok[1:])), pos
        if tok in ("half", "bfloat", "float", "double"):
            return _LType("float", {"half": 16, "bfloat": 16, "float": 32, "double": 64}[tok]), pos
        if tok == "ptr":
            am = re.compile(r"\s*addrspace\((\d+)\)").match(s, pos)
            return (_LType("ptr", int(am.group(1))), am.end()) if am else (_LType("ptr", 0), pos)
        if tok in ("void", "label"):
            return _LType(tok), pos
        if tok[0] == "%":
            return self.named(tok[1:].strip('"')), pos
        if tok in ("[", "<"):
            cm = re.compile(r"\s*(\d+)\s+x\s+").match(s, pos)
            if not cm:
                raise ValueError(f"expected 'N x' at '{s[pos:pos + 30]}'")
            elem, pos = self.read(s, cm.end())
            close = re.compile(r"\s*" + ("\\]" if tok == "[" else ">")).match(s, pos)
            if not close:
                raise ValueError("unbalanced aggregate type")
            kind = "array" if tok == "[" else "vector"
            return _LType(kind, 0, int(cm.group(1)), (elem,)), close.end()
        # struct
        elems: list[_LType] = []
        end = "}>" if tok == "<{" else "}"
        while True:
            em = re.compile(r"\s*" + re.escape(end)).match(s, pos)
            if em:
                return _LType("struct", 1 if tok == "<{" else 0, 0, tuple(elems)), em.end()
            t, pos = self.read(s, pos)
            elems.append(t)
            cm2 = re.compile(r"\s*,").match(s, pos)
            if cm2:
                pos = cm2.end()

    def named(self, name: str) -> _LType:
        t = self.structs.get(name)
        if t is None:
            ref = self.module.get_struct_type(name)
            t = self.from_ref(ref)
            self.structs[name] = t
        return t

    def from_ref(self, t: llvm.TypeRef) -> _LType:
        """An llvmlite type as an _LType (LLVM types are unique: cached by address)."""
        k = hash(t)
        got = self.cache.get(k)
        if got is None:
            got = self.cache[k] = self._from_ref(t)
        return got

    def _from_ref(self, t: llvm.TypeRef) -> _LType:
        if t.is_struct:
            return _LType("struct", int(t.is_packed_struct), 0, tuple(self.from_ref(e) for e in t.elements))
        if t.is_array or t.is_vector:
            (e,) = list(t.elements)
            return _LType("array" if t.is_array else "vector", 0, t.element_count, (self.from_ref(e),))
        return self.read(str(t))[0]


_GEP_SOURCE = re.compile(r"\bgetelementptr\s+(?:(?:inbounds|nuw|nusw|inrange\([^)]*\))\s+)*")
"""A GEP's text up to its source element type."""

_UNROLL = 16
"""The longest memcpy/memmove/memset (in elements) the importer unrolls; longer ones
are loops."""


def _block_copy_family(callee: str) -> str | None:
    """"memcpy", "memmove" or "memset" for `llvm.<family>.*` (the `.inline` forms too)."""
    parts = callee.split(".")
    if len(parts) > 1 and parts[0] == "llvm" and parts[1] in ("memcpy", "memmove", "memset"):
        return parts[1]
    return None


def _one_scalar(t: _LType) -> _LType | None:
    """The scalar type every leaf of struct/array/vector `t` has (None: mixed, pointer)."""
    if t.kind in ("int", "float"):
        return t
    if t.kind not in ("struct", "array", "vector") or not t.elems:
        return None
    leaves = {_one_scalar(e) for e in t.elems}
    return leaves.pop() if len(leaves) == 1 else None


def _splat_byte(byte: int, t: _LType) -> int | float:
    """The element of type `t` whose every byte is `byte` (memset's value)."""
    b = byte & 0xFF
    size = max(1, t.width // 8)
    bits = int.from_bytes(bytes([b]) * size, "little")
    if t.kind == "float":
        fmt = {2: "<e", 4: "<f", 8: "<d"}[size]
        return struct.unpack(fmt, bits.to_bytes(size, "little"))[0]
    return bits - (1 << (8 * size)) if bits >= 1 << (8 * size - 1) else bits


def _size_align(t: _LType) -> tuple[int, int]:
    """Store size and ABI alignment in bytes (AMDGPU/NVPTX data layouts: naturally aligned
    scalars, 64-bit global/constant pointers)."""
    if t.kind in ("int", "float"):
        b = max(1, (t.width + 7) // 8)
        return b, b
    if t.kind == "ptr":
        return (4, 4) if t.width in (3, 5) else (8, 8)
    if t.kind == "array":
        s, a = _size_align(t.elems[0])
        return s * t.count, a
    if t.kind == "vector":
        s, _ = _size_align(t.elems[0])
        p = 1 << (t.count * s - 1).bit_length()  # the next power of two
        return p, p
    if t.kind == "struct":
        return _struct_layout(t)[1:]
    raise ValueError(f"type without a size: {t.kind}")


def _struct_layout(t: _LType) -> tuple[list[int], int, int]:
    """A struct's field offsets, size and alignment (a packed one aligns nothing)."""
    offsets: list[int] = []
    off, align = 0, 1
    for e in t.elems:
        s, a = _size_align(e)
        if t.width:  # packed
            a = 1
        off = (off + a - 1) // a * a
        offsets.append(off)
        off += s
        align = max(align, a)
    return offsets, (off + align - 1) // align * align, align


def _struct_offset(t: _LType, index: int) -> int:
    offsets = _struct_layout(t)[0]
    if not 0 <= index < len(offsets):
        raise ValueError("struct index out of range")
    return offsets[index]


def _flatten(t: _LType) -> tuple[_LType, int] | None:
    """(scalar, count) when `t` is a scalar or an array/vector/struct of one scalar type
    (without padding), else None."""
    if t.kind in ("int", "float"):
        return t, 1
    if t.kind in ("array", "vector"):
        inner = _flatten(t.elems[0])
        return None if inner is None else (inner[0], inner[1] * t.count)
    if t.kind == "struct" and t.elems:
        parts = [_flatten(e) for e in t.elems]
        first = parts[0]
        if first is None or any(p is None or p[0] != first[0] for p in parts):
            return None
        n = sum(p[1] for p in parts if p is not None)
        if _size_align(t)[0] != n * _size_align(first[0])[0]:
            return None
        return first[0], n
    return None


_FLOATS = {16: Float16Type, 32: Float32Type, 64: Float64Type}


def _xdsl_scalar(t: _LType) -> Attribute:
    if t.kind == "int" and t.width in (1, 8, 16, 32, 64):
        return IntegerType(t.width)
    if t.kind == "float" and t.width in _FLOATS:
        return _FLOATS[t.width]()
    raise ValueError(f"unsupported type '{_type_text(t)}'")


def _type_text(t: _LType) -> str:
    if t.kind == "int":
        return f"i{t.width}"
    if t.kind == "float":
        return {16: "half", 32: "float", 64: "double"}[t.width]
    if t.kind == "ptr":
        return "ptr" + (f" addrspace({t.width})" if t.width else "")
    if t.kind == "vector":
        return f"<{t.count} x {_type_text(t.elems[0])}>"
    if t.kind == "array":
        return f"[{t.count} x {_type_text(t.elems[0])}]"
    if t.kind == "struct":
        return "{ " + ", ".join(_type_text(e) for e in t.elems) + " }"
    return t.kind


# --------------------------------------------------------------------------- constants in text

_HEX_FLOAT = re.compile(r"0x([0-9A-Fa-f]{16})$")


def _float_literal(tok: str) -> float:
    m = _HEX_FLOAT.match(tok)
    if m:
        return struct.unpack(">d", bytes.fromhex(m.group(1)))[0]
    if tok.startswith(("0xH", "0xK", "0xL", "0xM", "0xR")):
        raise ValueError(f"unsupported float literal '{tok}'")
    return float(tok)


def _split_top(s: str) -> list[str]:
    """Split at top-level commas."""
    out: list[str] = []
    depth = 0
    cur = ""
    for c in s:
        if c in "<[{(":
            depth += 1
        elif c in ">]})":
            depth -= 1
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
    if cur.strip():
        out.append(cur.strip())
    return out


# --------------------------------------------------------------------------- pointers


@dataclass(eq=False)
class _Root:
    """A buffer: what a pointer value points into."""

    kind: str  # "arg" | "workgroup" | "global" | "alloca" | "implicitarg" | "dispatch"
    name: str
    elem: _LType | None = None
    count: int | None = None  # static element count (None: dynamic)
    value: SSAValue | None = None  # the memref
    addrspace: int = 0

    @property
    def elem_size(self) -> int:
        return 1 if self.elem is None else _size_align(self.elem)[0]


@dataclass
class _Ptr:
    root: _Root
    index: SSAValue | None  # element index (index type); None = 0
    const: int = 0  # constant element offset added to index (bytes for special roots)


# --------------------------------------------------------------------------- op tables

_INT_BIN = {
    "add": arith.AddiOp, "sub": arith.SubiOp, "mul": arith.MuliOp, "sdiv": arith.DivSIOp,
    "udiv": arith.DivUIOp, "srem": arith.RemSIOp, "urem": arith.RemUIOp, "and": arith.AndIOp,
    "or": arith.OrIOp, "xor": arith.XOrIOp, "shl": arith.ShLIOp, "ashr": arith.ShRSIOp,
    "lshr": arith.ShRUIOp,
}  # fmt: skip
_FLOAT_BIN = {
    "fadd": arith.AddfOp, "fsub": arith.SubfOp, "fmul": arith.MulfOp, "fdiv": arith.DivfOp,
}  # fmt: skip  (frem: xDSL 0.74 has no arith.remf)
_ARITH: dict[str, Any] = {**_INT_BIN, **_FLOAT_BIN, "fneg": arith.NegfOp}  # one op per instruction
_CASTS = {
    "sext": arith.ExtSIOp, "zext": arith.ExtUIOp, "trunc": arith.TruncIOp,
    "sitofp": arith.SIToFPOp, "uitofp": arith.UIToFPOp, "fptosi": arith.FPToSIOp,
    "fptoui": arith.FPToUIOp, "fpext": arith.ExtFOp, "fptrunc": arith.TruncFOp,
    "bitcast": arith.BitcastOp,
}  # fmt: skip
_ICMP = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"}
_FCMP = {
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
    "ule", "une", "uno", "true",
}  # fmt: skip
_INT_INTRINSIC_BIN = {
    "smin": arith.MinSIOp, "smax": arith.MaxSIOp, "umin": arith.MinUIOp, "umax": arith.MaxUIOp,
}  # fmt: skip
_FLOAT_INTRINSIC_BIN = {"minnum": arith.MinnumfOp, "maxnum": arith.MaxnumfOp, "copysign": math.CopySignOp}
_FLOAT_INTRINSIC_UN = {
    "sqrt": math.SqrtOp, "fabs": math.AbsFOp, "floor": math.FloorOp, "ceil": math.CeilOp,
    "trunc": math.TruncOp, "exp": math.ExpOp, "exp2": math.Exp2Op, "log": math.LogOp,
    "log2": math.Log2Op, "sin": math.SinOp, "cos": math.CosOp,
}  # fmt: skip
_INT_INTRINSIC_UN = {"ctpop": math.CtPopOp, "ctlz": math.CountLeadingZerosOp, "cttz": math.CountTrailingZerosOp}
# `llvm.<name>.*` intrinsics that are one op: name -> (op, how many leading arguments it takes;
# `abs`/`ctlz`/`cttz` also take an i1 flag that the op does not keep).
_INTRINSIC_OPS: dict[str, tuple[Any, int]] = {
    **{k: (c, 2) for k, c in (_INT_INTRINSIC_BIN | _FLOAT_INTRINSIC_BIN).items()},
    **{k: (c, 1) for k, c in (_FLOAT_INTRINSIC_UN | _INT_INTRINSIC_UN | {"abs": math.AbsIOp}).items()},
    "fma": (math.FmaOp, 3), "fmuladd": (math.FmaOp, 3),
}  # fmt: skip
_DROPPED_INTRINSICS = (
    "llvm.assume", "llvm.experimental.noalias.scope.decl", "llvm.lifetime.", "llvm.dbg.",
    "llvm.invariant.", "llvm.sideeffect", "llvm.donothing",
)  # fmt: skip
# MLIR's arith::AtomicRMWKind (the integer memref.atomic_rmw's `kind` holds), in
# mlir-opt-22's enum order.
ATOMIC_KINDS = {k: i for i, k in enumerate(vector_unit.ATOMIC_KINDS)}
_ATOMICRMW = {
    "add": "addi", "sub": "addi", "xchg": "assign", "and": "andi", "or": "ori", "max": "maxs",
    "min": "mins", "umax": "maxu", "umin": "minu", "fadd": "addf", "fmax": "maxnumf",
    "fmin": "minnumf",
}  # fmt: skip
_OCL_ATOMICS = {  # builtin -> atomicrmw operation
    **{f"atomic_{k}": k for k in ("add", "sub", "xchg", "min", "max", "and", "or", "inc", "dec")},
    **{f"atom_{k}": k for k in ("add", "sub", "inc", "dec", "xchg", "min", "max")},
    **{f"atomic_fetch_{k}": k for k in ("add", "sub", "min", "max", "and", "or")},
    "atomic_exchange": "xchg",
}
_OCL_WORKITEM = {
    "get_global_id": "global_id", "get_local_id": "thread_id", "get_group_id": "block_id",
    "get_local_size": "block_dim", "get_enqueued_local_size": "block_dim",
    "get_num_groups": "grid_dim", "get_global_size": "global_size",
}  # fmt: skip
_OCL_BARRIERS = ("barrier", "work_group_barrier")
_OCL_MATH = {"min", "max", "abs", "mad", "fma", "sqrt", "fabs", "floor", "ceil", "exp", "log", "sin", "cos", "fmin", "fmax"}
_SPECIAL_POINTERS = ("llvm.amdgcn.implicitarg.ptr", "llvm.amdgcn.dispatch.ptr")
_NVVM_SREG = {
    "tid": "thread_id", "ctaid": "block_id", "ntid": "block_dim", "nctaid": "grid_dim",
    "laneid": "lane_id", "warpsize": "subgroup_size",
}  # fmt: skip
_GPU_OPS: dict[str, Callable[[str], Operation]] = {
    "thread_id": gpu.ThreadIdOp, "block_id": gpu.BlockIdOp, "global_id": gpu.GlobalIdOp,
    "block_dim": gpu.BlockDimOp, "grid_dim": gpu.GridDimOp,
    "lane_id": lambda _: gpu.LaneIdOp(), "subgroup_size": lambda _: gpu.SubgroupSizeOp(),
}  # fmt: skip
# AMDGPU implicit kernel arguments (code object v5) and the HSA dispatch packet:
# byte offset -> (gpu op, dimension); "global_size" = grid_dim * block_dim.
_IMPLICITARG = {0: ("grid_dim", "x"), 4: ("grid_dim", "y"), 8: ("grid_dim", "z"),
                12: ("block_dim", "x"), 14: ("block_dim", "y"), 16: ("block_dim", "z")}  # fmt: skip
_DISPATCH = {4: ("block_dim", "x"), 6: ("block_dim", "y"), 8: ("block_dim", "z"),
             12: ("global_size", "x"), 16: ("global_size", "y"), 20: ("global_size", "z")}  # fmt: skip


def _demangle_ocl(name: str) -> str | None:
    """`_Z13get_global_idj` -> `get_global_id` (Itanium: length-prefixed first name)."""
    m = re.match(r"_Z(\d+)", name)
    if not m:
        return None
    n = int(m.group(1))
    return name[m.end() : m.end() + n]


# --------------------------------------------------------------------------- importer


class _Namer:
    """Names of SPEC section 10: the text's (`%x.next`, `%5` -> `v5`, `for.body:`,
    `5:` -> `L5`, `bb7:` -> `Lbb7`), else LLVM's numbering of unnamed values."""

    def __init__(self) -> None:
        self.next = 0

    def _number(self, text: str | None) -> str:
        if text is not None and text.isdigit():
            self.next = int(text) + 1
            return text
        n = self.next
        self.next += 1
        return str(n)

    def value(self, name: str, text: str | None = None) -> str:
        return name or "v" + self._number(text)

    def block(self, name: str, text: str | None = None) -> str:
        if not name:
            return "L" + self._number(text)
        return "L" + name if re.fullmatch(r"bb\d+|\d.*", name) else name


_VALID_NAME = re.compile(r"[A-Za-z_$.-][\w$.-]*")


def _hint(name: str) -> str | None:
    return name if _VALID_NAME.fullmatch(name) else re.sub(r"[^\w$.-]", "_", name) or None


class _FunctionImporter:
    def __init__(self, mod: _ModuleImporter, fn: llvm.ValueRef, text: _FnText | None, kernel: bool):
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
        self.roots: dict[Any, _Root] = {}
        self.globals: dict[str, _Root] = {}
        self.inst_defs: dict[Any, llvm.ValueRef] = {}
        self.cur_block: Block | None = None
        self.index_casts: dict[SSAValue, SSAValue] = {}
        # llvmlite answers through FFI calls: each instruction's opcode, operands and phi
        # blocks are read once (keyed by the LLVM object's address).
        self._opc: dict[int, str] = {}
        self._ops: dict[int, list[llvm.ValueRef]] = {}
        self._incoming: dict[int, list[llvm.ValueRef]] = {}
        self._lt: dict[int, _LType] = {}
        self.binsts: dict[Any, list[llvm.ValueRef]] = {}
        self.names: dict[Any, str] = {}

    def opc(self, v: llvm.ValueRef) -> str:
        return self._opc[hash(v)]

    def ops(self, v: llvm.ValueRef) -> list[llvm.ValueRef]:
        return self._ops[hash(v)]

    def lt(self, inst: llvm.ValueRef) -> _LType:
        """The type of an instruction's result ("void" when it has none)."""
        return self._lt[hash(inst)]

    def incoming(self, phi: llvm.ValueRef) -> list[llvm.ValueRef]:
        k = hash(phi)
        got = self._incoming.get(k)
        if got is None:
            got = self._incoming[k] = list(phi.incoming_blocks)
        return got

    # ---- errors and positions
    def fail(self, msg: str) -> LLVMImportError:
        return LLVMImportError(msg, self.cur_offset)

    def emit(self, op: Operation, name: str | None = None) -> Operation:
        assert self.cur_block is not None
        self.cur_block.add_op(op)
        if self.cur_offset is not None:
            self.mod.positions[op] = self.cur_offset
        if name is not None and op.results:
            op.results[0].name_hint = _hint(name)
        return op

    # ---- types
    def ltype(self, t: llvm.TypeRef) -> _LType:
        return self.mod.types.from_ref(t)

    # ---- constants
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

    def constant_scalar(self, v: llvm.ValueRef, lt: _LType) -> SSAValue:
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

    def constant_lanes(self, v: llvm.ValueRef, lt: _LType) -> list[SSAValue]:
        elem = lt.elems[0]
        typ = _xdsl_scalar(elem)
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
        return [self.lane_literal(p, typ) for p in _split_top(body[1:-1])]

    def lane_literal(self, item: str, typ: Attribute) -> SSAValue:
        tok = item.split()[-1]
        if tok in ("poison", "undef"):
            return self.poison(typ)
        if isinstance(typ, AnyFloat):
            return self.const(_float_literal(tok), typ)
        if tok in ("true", "false"):
            return self.const(int(tok == "true"), typ)
        return self.const(int(tok), typ)

    # ---- operand values
    def value(self, v: llvm.ValueRef) -> SSAValue:
        got = self.operand(v)
        if isinstance(got, SSAValue):
            return got
        raise self.fail(f"expected a scalar operand, got '{_short(v)}'")

    def operand(self, v: llvm.ValueRef) -> Any:
        got = self.env.get(v)
        if got is not None:
            return got
        kind = v.value_kind.name
        lt = self.ltype(v.type)
        if lt.kind == "ptr":
            return self.pointer(v)
        if lt.kind == "vector":
            if v.is_constant:
                return self.constant_lanes(v, lt)
        elif v.is_constant and kind != "function":
            return self.constant_scalar(v, lt)
        if kind in ("instruction", "argument"):
            raise self.fail(f"'{_short(v)}' is used before it is defined (unreachable code?)")
        raise self.fail(f"unsupported operand '{_short(v)}'")

    def lanes(self, v: llvm.ValueRef) -> list[SSAValue]:
        got = self.operand(v)
        if isinstance(got, list):
            return got  # pyright: ignore[reportUnknownVariableType]
        raise self.fail(f"expected a vector operand, got '{_short(v)}'")

    # ---- pointers
    def pointer(self, v: llvm.ValueRef) -> _Ptr:
        got = self.env.get(v)
        if isinstance(got, _Ptr):
            return got
        kind = v.value_kind.name
        if kind == "global_variable":
            return _Ptr(self.global_root(v), None)
        if kind == "constant_expr":
            return self.const_expr_pointer(str(v))
        if kind == "constant_pointer_null":
            raise self.fail("null pointers are not supported")
        if kind in ("poison_value", "undef_value"):
            raise self.fail("poison/undef pointers are not supported")
        raise self.fail(f"unsupported pointer '{_short(v)}'")

    def global_root(self, g: llvm.ValueRef) -> _Root:
        root = self.globals.get(g.name)
        if root is None:
            gv = self.mod.global_var(g.name)
            root = self.globals[g.name] = self.mod.global_root(self, gv)
        return root

    def const_expr_pointer(self, text: str) -> _Ptr:
        """`getelementptr [flags] (T, ptr [addrspace(N)] @g, iN c, ...)` or
        `addrspacecast (ptr addrspace(N) @g to ptr)` - constant pointers into globals."""
        m = re.match(r"ptr(?: addrspace\(\d+\))? (getelementptr|addrspacecast)\b(.*)$", text)
        if not m:
            raise self.fail(f"unsupported constant expression '{text}'")
        body = m.group(2)
        inner = body[body.index("(") + 1 : body.rindex(")")]
        if m.group(1) == "addrspacecast":
            src = inner.split(" to ")[0]
            return self.const_pointer_text(src)
        t, pos = self.mod.types.read(inner)
        parts = _split_top(inner[pos:].lstrip(", "))
        base = self.const_pointer_text(parts[0])
        _, byte = self.gep_offset(t, [int(p.split()[-1]) for p in parts[1:]], f"bad constant GEP '{text}'")
        return self.offset_pointer(base, [], byte)

    def const_pointer_text(self, s: str) -> _Ptr:
        s = s.strip()
        m = re.match(r"ptr(?: addrspace\(\d+\))? @(\"[^\"]*\"|[-\w.$]+)$", s)
        if m:
            g = self.mod.global_var(m.group(1).strip('"'))
            return _Ptr(self.global_root(g), None)
        if re.match(r"ptr(?: addrspace\(\d+\))? (getelementptr|addrspacecast)", s):
            return self.const_expr_pointer(s)
        raise self.fail(f"unsupported constant pointer '{s}'")

    def offset_pointer(self, base: _Ptr, terms: list[tuple[llvm.ValueRef, int]], byte: int) -> _Ptr:
        """`base` moved by `byte` bytes plus sum(value * scale bytes)."""
        root = base.root
        if root.kind in ("implicitarg", "dispatch"):
            if terms:
                raise self.fail("a variable offset into the dispatch/implicit-argument block")
            return _Ptr(root, None, base.const + byte)
        size = root.elem_size
        index = base.index
        const = base.const + self.elements(byte, size, root)
        for v, scale in terms:
            term = self.scaled_index(v, scale, size, root)
            if isinstance(term, int):
                const += term
                continue
            index = term if index is None else self.emit(arith.AddiOp(index, term)).results[0]
        return _Ptr(root, index, const)

    def elements(self, byte: int, size: int, root: _Root) -> int:
        """A constant byte offset into `root` in elements of `size` bytes."""
        if byte % size:
            raise self.fail(f"byte offset {byte} is not a multiple of {size} (the size of the elements of %{root.name})")
        return byte // size

    def scaled_index(self, v: llvm.ValueRef, scale: int, size: int, root: _Root) -> SSAValue | int:
        """v * scale / size as an index value (or a constant)."""
        if v.is_constant:
            width = self.ltype(v.type).width
            return self.elements(self.int_value(v, width) * scale, size, root)
        if scale % size == 0:
            factor, base = scale // size, self.value(v)
        else:
            need = size // scale if size % scale == 0 else 0
            got = self.provable_multiple(v, need) if need else None
            if got is None and need and need & (need - 1) == 0 and self.trailing_zeros(v, 8) >= need.bit_length() - 1:
                # v is a multiple of `need` (known low zero bits): the index is v >> log2(need)
                x = self.value(v)
                sh = self.const(need.bit_length() - 1, x.type)
                got = (self.emit(arith.ShRSIOp(x, sh)).results[0], need)
            if got is None:
                raise self.fail(
                    f"cannot prove the byte offset {_short(v)} (x{scale}) is a multiple of {size} "
                    f"(the size of the elements of %{root.name})"
                )
            inner, mult = got  # v == inner * mult, mult % need == 0
            factor, base = mult // need, inner
        idx = self.to_index(base)
        if factor == 1:
            return idx
        return self.emit(arith.MuliOp(idx, self.index_const(factor))).results[0]

    def provable_multiple(self, v: llvm.ValueRef, need: int) -> tuple[SSAValue, int] | None:
        """v = x * m with m a multiple of `need`: (x as imported, m), from `shl`/`mul` by
        constants under `sext`/`zext` (clang's byte GEP offsets)."""
        d = self.inst_defs.get(v)
        if d is None:
            return None
        op = self.opc(d)
        ops = self.ops(d)
        if op in ("sext", "zext"):
            got = self.provable_multiple(ops[0], need)
            if got is None or "nsw" not in self.text_of(ops[0]) and "nuw" not in self.text_of(ops[0]):
                return None
            x, m = got
            return self.emit(_CASTS[op](x, self.scalar_type_lt(self.lt(d)))).results[0], m
        if op == "ashr":
            # clang's `ashr exact (shl x, a), b` (a >= b): sext(trunc x) << (a - b)
            got = self.shl_ashr(d)
            if got is None or got[1] < got[2] or (1 << (got[1] - got[2])) % need:
                return None
            x, a, b = got
            return self.sign_extend(x, a, self.lt(d).width, None), 1 << (a - b)
        if op == "shl" and ops[1].is_constant:
            m = 1 << self.int_value(ops[1], 64)
        elif op == "mul" and ops[1].is_constant:
            m = self.int_value(ops[1], self.lt(d).width)
        elif op == "mul" and ops[0].is_constant:
            m = self.int_value(ops[0], self.lt(d).width)
            ops = [ops[1], ops[0]]
        else:
            return None
        if m % need:
            return None
        return self.value(ops[0]), m

    def trailing_zeros(self, v: llvm.ValueRef, depth: int) -> int:
        """Low bits of `v` known to be zero (shl, mul, add, and, or disjoint, sext/zext,
        ashr exact, phi, select, constants)."""
        if v.value_kind.name == "constant_int":
            c = self.int_value(v, 64)
            return 64 if c == 0 else (c & -c).bit_length() - 1
        d = self.inst_defs.get(v)
        if d is None or depth == 0:
            return 0
        op = self.opc(d)
        ops = self.ops(d)
        tz = self.trailing_zeros
        if op in ("sext", "zext", "freeze"):
            return tz(ops[0], depth - 1)
        if op == "shl" and ops[1].is_constant:
            return tz(ops[0], depth - 1) + self.int_value(ops[1], 64)
        if op == "mul":
            return tz(ops[0], depth - 1) + tz(ops[1], depth - 1)
        if op in ("add", "sub") or (op == "or" and "disjoint" in self.text_of(d)):
            return min(tz(ops[0], depth - 1), tz(ops[1], depth - 1))
        if op == "and":
            return max(tz(ops[0], depth - 1), tz(ops[1], depth - 1))
        if op == "ashr" and ops[1].is_constant and "exact" in self.text_of(d):
            return max(0, tz(ops[0], depth - 1) - self.int_value(ops[1], 64))
        if op in ("phi", "select"):  # every value it may take (a loop's phi: to the depth)
            return min(tz(o, depth - 1) for o in (ops if op == "phi" else ops[1:3]))
        return 0

    def text_of(self, v: llvm.ValueRef) -> str:
        return self.mod.inst_text.get(v, "")

    def to_index(self, v: SSAValue) -> SSAValue:
        """`v` as an `index`: one `arith.index_cast` per value, placed right after its
        definition (so it dominates every use of `v`)."""
        if isinstance(v.type, IndexType):
            return v
        got = self.index_casts.get(v)
        if got is not None:
            return got
        owner = v.owner
        if isinstance(owner, arith.IndexCastOp) and isinstance(owner.input.type, IndexType):
            got = owner.input  # a work-item id cast to an integer and back
        elif isinstance(owner, arith.ConstantOp) and isinstance(owner.value, IntegerAttr):
            got = self.index_const(owner.value.value.data)
        elif isinstance(owner, ub.PoisonOp):
            got = self.poison(IndexType())
        else:
            cast = arith.IndexCastOp(v, IndexType())
            if isinstance(owner, Block):
                Rewriter.insert_op(cast, InsertPoint.at_start(owner))
            else:
                Rewriter.insert_op(cast, InsertPoint.after(owner))
                if (p := self.mod.positions.get(owner)) is not None:
                    self.mod.positions[cast] = p
            got = cast.results[0]
        self.index_casts[v] = got
        return got

    def address(self, p: _Ptr, lane: int = 0) -> tuple[SSAValue, SSAValue]:
        """(memref, index) of a pointer into a buffer (of its `lane`-th element)."""
        root, const = p.root, p.const + lane
        if root.value is None:
            raise self.fail(f"%{root.name} is not a memory buffer")
        if p.index is None:
            return root.value, self.index_const(const)
        if const:
            return root.value, self.emit(arith.AddiOp(p.index, self.index_const(const))).results[0]
        return root.value, p.index

    # ---- the function
    def run(self) -> func.FuncOp:
        fn = self.fn
        namer = _Namer()
        llblocks = list(fn.blocks)
        order = self.read_instructions(llblocks)
        text = self.function_text(order)
        arg_types, arg_names, arg_attrs, arg_values = self.arguments(namer, _param_names(text.header) if text else [])
        self.name_blocks(llblocks, text, namer)
        self.infer_elements(order)
        # Pointer arguments: typed by their buffers' element types (i8 when never accessed).
        for a, kind, first in arg_values:
            if kind == "ptr":
                root = self.roots[a]
                root.elem = root.elem or _LType("int", 8)
                space: Attribute = gpu.WORKGROUP if root.addrspace == 3 else NoneAttr()
                arg_types[first] = MemRefType(_xdsl_scalar(root.elem), [DYNAMIC_INDEX], memory_space=space)
        entry_block = self.blocks[llblocks[0]]
        args = [entry_block.insert_arg(t, k) for k, t in enumerate(arg_types)]
        for arg, n in zip(args, arg_names, strict=True):
            arg.name_hint = _hint(n)
        for a, kind, first in arg_values:
            if kind == "ptr":
                self.roots[a].value = args[first]
                self.env[a] = _Ptr(self.roots[a], None)
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
            self._lt[addr] = _LType("void") if t.type_kind == void else self.ltype(t)
        return order

    def function_text(self, order: list[llvm.ValueRef]) -> _FnText | None:
        """The function's text, one entry per instruction: the file's, else LLVM's own
        printing of the function located at its define line."""
        text = self.text
        if text is not None and len(text.insts) == len(order) and _text_matches([self._opc[hash(i)] for i in order], text):
            return text
        # Formatting we cannot follow (or a body changed by inlining).
        printed = _scan_functions(str(self.fn)).get(self.fn.name)
        at = text.offset if text is not None else None
        if printed is not None and len(printed.insts) == len(order):
            return _FnText(at if at is not None else 0, printed.header, [_Inst(t.text, at) for t in printed.insts], printed.labels)  # pyright: ignore[reportArgumentType]
        return None  # pragma: no cover - LLVM's printer is one instruction per line

    def arguments(self, namer: _Namer, param_names: list[str | None]
                  ) -> tuple[list[Attribute], list[str], list[dict[str, Attribute]], list[tuple[llvm.ValueRef, str, int]]]:  # fmt: skip
        """The function's arguments: types (pointers typed later), names, attributes,
        and (value, ptr/vector/scalar, index of its first argument)."""
        arg_types: list[Attribute] = []
        arg_names: list[str] = []
        arg_attrs: list[dict[str, Attribute]] = []
        arg_values: list[tuple[llvm.ValueRef, str, int]] = []
        per_thread: dict[str, Attribute] = {} if self.kernel else {DIVERGENT_ARG: UnitAttr()}

        def add(typ: Attribute, name: str, attrs: dict[str, Attribute]) -> None:
            arg_types.append(typ)
            arg_names.append(name)
            arg_attrs.append(dict(attrs))

        for k, a in enumerate(self.fn.arguments):
            name = namer.value(a.name, param_names[k] if k < len(param_names) else None)
            lt = self.ltype(a.type)
            arg_values.append((a, lt.kind if lt.kind in ("ptr", "vector") else "scalar", len(arg_types)))
            if lt.kind == "ptr":
                self.roots[a] = _Root("arg", name, addrspace=lt.width)
                add(IndexType(), name, {})  # placeholder type, set after element inference
            elif lt.kind == "vector":
                for i in range(lt.count):
                    add(_xdsl_scalar(lt.elems[0]), f"{name}.l{i}", per_thread)
            else:
                try:
                    add(_xdsl_scalar(lt), name, per_thread)
                except ValueError as e:
                    raise self.fail(f"argument %{name}: {e}") from None
        return arg_types, arg_names, arg_attrs, arg_values

    def name_blocks(self, llblocks: list[llvm.ValueRef], text: _FnText | None, namer: _Namer) -> None:
        """Blocks and instruction names: the text's, else LLVM's numbering."""
        pos = 0
        for b in llblocks:
            bname = namer.block(b.name, text.labels.get(pos) if text is not None else None)
            blk = self.blocks[b] = Block()
            blk.name_hint = _hint(bname)
            for inst in self.binsts[b]:
                t = text.insts[pos] if text is not None else None
                pos += 1
                if self.lt(inst).kind != "void":
                    m = _RESULT.match(t.text) if t is not None else None
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
            for arg, hint in zip(args, hints, strict=True):
                arg.name_hint = _hint(hint)
            params.append((inst, args))
            if lt.kind != "ptr":
                self.env[inst] = args if lt.kind == "vector" else args[0]
        return params

    def body(self, llblocks: list[llvm.ValueRef]) -> Region:
        """The instructions, blocks in reverse post-order (definitions before uses); the
        reachable blocks in the file's order, constants at the top of the entry block."""
        rpo = _rpo(llblocks[0], {b: self.successors(b) for b in llblocks})
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

    def scalar_type_lt(self, lt: _LType) -> Attribute:
        try:
            return _xdsl_scalar(lt)
        except ValueError as e:
            raise self.fail(str(e)) from None

    def set_pos(self, inst: llvm.ValueRef) -> None:
        self.cur_offset = self.mod.inst_offset.get(inst)
        self.cur_text = self.mod.inst_text.get(inst, "")

    def successors(self, b: llvm.ValueRef) -> list[llvm.ValueRef]:
        term = self.binsts[b][-1]
        return [o for o in self.ops(term) if o.value_kind == llvm.ValueKind.basic_block]

    # ---- element types of buffers
    def infer_elements(self, order: list[llvm.ValueRef]) -> None:
        """Find each pointer's buffer and the buffers' element types (from accesses)."""
        parent: dict[Any, Any] = {}

        def find(x: Any) -> Any:
            while parent.get(x, x) is not x:
                nxt = parent.get(x, x)
                parent[x] = parent.get(nxt, nxt)
                x = nxt
            return x

        def union(a: Any, b: Any) -> None:
            ra, rb = find(a), find(b)
            if ra is not rb:
                parent[ra] = rb

        accesses: list[tuple[Any, _LType, llvm.ValueRef]] = []
        special: list[Any] = []  # the dispatch/implicit-argument blocks: not buffers
        copies: list[tuple[llvm.ValueRef, list[llvm.ValueRef]]] = []  # memcpy/memmove/memset
        for inst in order:
            op, ops = self.opc(inst), self.ops(inst)
            if self.lt(inst).kind == "ptr":
                sources = {"getelementptr": ops[:1], "addrspacecast": ops[:1], "phi": ops, "select": ops[1:3]}.get(op)
                for o in sources or ():
                    union(_buffer_key(inst), _buffer_key(o))
                if sources is None:
                    parent.setdefault(_buffer_key(inst), _buffer_key(inst))
                    if op == "call" and ops and ops[-1].name in _SPECIAL_POINTERS:
                        special.append(_buffer_key(inst))
            access = self.access(inst, op, ops)
            if access is not None:
                accesses.append((_buffer_key(access[0]), access[1], inst))
            elif op == "call" and ops and _block_copy_family(ops[-1].name) is not None:
                copies.append((inst, ops))
        seen: dict[Any, tuple[_LType, llvm.ValueRef]] = {}
        special_roots = {find(k) for k in special}
        for k, lt, inst in accesses:
            lt = lt.elems[0] if lt.kind == "vector" else lt
            r = find(k)
            prev = seen.get(r)
            if r in special_roots:
                continue
            if prev is None:
                seen[r] = (lt, inst)
            elif prev[0] != lt and lt.kind != "ptr" and prev[0].kind != "ptr":
                self.set_pos(inst)
                raise self.fail(f"a buffer is accessed both as {_type_text(prev[0])} and as {_type_text(lt)}")
        for inst, ops in copies:  # buffers only copied or set take the other side's type
            keys = [find(_buffer_key(p)) for p in ops[: 2 if _block_copy_family(ops[-1].name) != "memset" else 1]]
            known = [seen[k] for k in keys if k in seen]
            t = known[0][0] if known else self.copied_type(ops)
            for k in keys:
                if k not in special_roots:
                    seen.setdefault(k, (t, inst))
        for a, root in self.roots.items():
            got = seen.get(find(a), (None,))[0]
            if got is not None:
                if got.kind == "ptr":
                    raise self.fail(f"%{root.name}: pointers stored in memory are not supported")
                root.elem = got

    def copied_type(self, ops: list[llvm.ValueRef]) -> _LType:
        """The element type of a buffer that only a memcpy/memset touches: the one scalar
        type of the struct or array its pointer indexes (`dst[i] = src[i]` on a struct
        of floats: float), else i32 when the length is a multiple of 4 bytes, else i8."""
        for p in ops[:2]:
            text = str(p)
            m = _GEP_SOURCE.search(text)
            if m and " = " in text:
                leaf = _one_scalar(self.mod.types.read(text, m.end())[0])
                if leaf is not None:
                    return leaf
        n = ops[2].get_constant_value() if ops[2].is_constant else None
        return _LType("int", 32) if isinstance(n, int) and n % 4 == 0 else _LType("int", 8)

    def access(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef]) -> tuple[llvm.ValueRef, _LType] | None:
        """(pointer, accessed type) of a load, store, atomicrmw or OpenCL atomic call."""
        if op == "load":
            return ops[0], self.lt(inst)
        if op == "store":
            return ops[1], self.ltype(ops[0].type)
        if op == "atomicrmw":
            return ops[0], self.ltype(ops[1].type)
        if op == "call" and ops[:-1] and _demangle_ocl(ops[-1].name) in _OCL_ATOMICS and self.ltype(ops[0].type).kind == "ptr":
            return ops[0], self.lt(inst)
        return None

    # ---- phis of pointers: carry indices
    def resolve_pointer_phis(self, b: llvm.ValueRef) -> None:
        for inst, args in self.block_params[b]:
            if self.lt(inst).kind != "ptr":
                continue
            self.set_pos(inst)
            root = self.phi_root(inst, set())
            self.env[inst] = _Ptr(root, args[0])

    def phi_root(self, inst: llvm.ValueRef, seen: set[Any]) -> _Root:
        seen.add(inst)
        found: _Root | None = None
        for o in self.ops(inst):
            r = self.root_of(o, seen)
            if r is None:
                continue
            if found is not None and r is not found:
                raise self.fail(f"pointer phi %{self.names[inst]} merges two buffers (%{found.name}, %{r.name})")
            found = r
        if found is None:
            raise self.fail(f"cannot find the buffer of pointer %{self.names[inst]}")
        return found

    def root_of(self, v: llvm.ValueRef, seen: set[Any]) -> _Root | None:
        if v in seen:
            return None
        got = self.env.get(v)
        if isinstance(got, _Ptr):
            return got.root
        kind = v.value_kind.name
        if kind in ("global_variable", "constant_expr"):
            return self.pointer(v).root
        if kind == "instruction":
            v = self.inst_defs[v]  # the instruction itself (an operand reference has no opcode)
            op, ops = self.opc(v), self.ops(v)
            if op in ("getelementptr", "addrspacecast"):
                return self.root_of(ops[0], seen)
            if op in ("phi", "select"):  # the first source's
                if op == "phi":
                    seen.add(v)
                sources = ops if op == "phi" else ops[1:3]
                return next((r for o in sources if (r := self.root_of(o, seen)) is not None), None)
            if op == "alloca":
                return self.alloca_root(v)
        return None

    def alloca_root(self, inst: llvm.ValueRef) -> _Root:
        r = self.roots.get(inst)
        if r is None:
            m = re.search(r"\balloca\s+(?:inalloca\s+)?", self.mod.inst_text.get(inst, ""))
            if not m:
                raise self.fail("cannot read the alloca's type")
            t, _ = self.mod.types.read(self.mod.inst_text[inst], m.end())
            flat = _flatten(t)
            if flat is None:
                raise self.fail(f"alloca of '{_type_text(t)}': only arrays of one scalar type are supported")
            r = self.roots[inst] = _Root("alloca", self.names.get(inst, "alloca"), flat[0], flat[1])
        return r

    # ---- instructions
    def instruction(self, inst: llvm.ValueRef) -> None:
        op = self.opc(inst)
        name = self.names.get(inst)
        ops = self.ops(inst)
        rt = self.lt(inst)
        if rt.kind == "vector" and op not in ("load", "extractelement", "call"):
            self.vector_instruction(inst, op, ops, rt, name)
            return
        if op in _ARITH:
            args = [self.value(o) for o in ops]
            if not (op == "ashr" and self.sext_idiom(inst, ops, name)):
                self.bind(inst, self.emit(_ARITH[op](*args), name).results[0])
        elif op in ("icmp", "fcmp"):
            self.compare(inst, op, ops, name)
        elif op in _CASTS:
            self.cast(inst, op, ops, rt, name)
        elif op == "select":
            self.select(inst, ops, rt, name)
        elif op == "freeze":
            self.env[inst] = self.operand(ops[0])
        elif op == "getelementptr":
            self.gep(inst, ops)
        elif op == "addrspacecast":
            self.env[inst] = self.pointer(ops[0])
        elif op == "load":
            self.load(inst, ops, rt, name)
        elif op == "store":
            self.store(inst, ops)
        elif op == "atomicrmw":
            self.atomicrmw(inst, ops, name)
        elif op == "alloca":
            root = self.alloca_root(inst)
            if root.value is None:
                assert root.elem is not None and root.count is not None
                a = memref.AllocaOp.get(_xdsl_scalar(root.elem), shape=[root.count])
                self.emit(a, name)
                root.value = a.results[0]
            self.env[inst] = _Ptr(root, None)
        elif op == "extractelement":
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
        elif op == "call":
            self.call(inst, ops, rt, name)
        elif op == "fence":
            pass
        else:
            raise self.fail(f"unsupported instruction '{op}'")

    def bind(self, inst: llvm.ValueRef, v: SSAValue) -> None:
        self.env[inst] = v

    def rename(self, v: SSAValue, name: str | None) -> None:
        """Give an aliased value the LLVM name when it has none (keeps names in reports)."""
        if name and v.name_hint is None and not isinstance(v.owner, (arith.ConstantOp, ub.PoisonOp)):
            v.name_hint = _hint(name)

    def is_lane(self, index: llvm.ValueRef, k: int) -> SSAValue:
        """`index == k` for a lane index known only at run time (an out-of-range index,
        poison in LLVM, selects no lane)."""
        i = self.value(index)
        return self.emit(arith.CmpiOp(i, self.const(k, i.type), "eq")).results[0]

    def lane_index(self, v: llvm.ValueRef, n: int) -> int:
        if v.value_kind.name != "constant_int":
            raise self.fail("a vector lane index must be a constant")
        i = v.get_constant_value()
        assert isinstance(i, int)
        if not 0 <= i < n:
            raise self.fail(f"lane {i} out of range for a vector of {n}")
        return i

    def sext_idiom(self, inst: llvm.ValueRef, ops: list[llvm.ValueRef], name: str | None) -> bool:
        """`ashr (shl x, c), c` with width - c in {8, 16, 32}: `extsi (trunci x)`."""
        got = self.shl_ashr(inst)
        if got is None or got[1] != got[2]:
            return False
        self.bind(inst, self.sign_extend(got[0], got[1], self.lt(inst).width, name))
        return True

    def shl_ashr(self, ashr: llvm.ValueRef) -> tuple[llvm.ValueRef, int, int] | None:
        """(x, a, b) when `ashr` is `ashr (shl x, a), b` by constants with width - a in
        {8, 16, 32}."""
        ops = self.ops(ashr)
        d = self.inst_defs.get(ops[0])
        if d is None or self.opc(d) != "shl" or not ops[1].is_constant or not self.ops(d)[1].is_constant:
            return None
        width = self.lt(ashr).width
        a, b = self.int_value(self.ops(d)[1], width), self.int_value(ops[1], width)
        return (self.ops(d)[0], a, b) if width - a in (8, 16, 32) else None

    def sign_extend(self, x: llvm.ValueRef, shift: int, width: int, name: str | None) -> SSAValue:
        """`x` with its high `shift` bits replaced by copies of its sign bit."""
        t = self.emit(arith.TruncIOp(self.value(x), IntegerType(width - shift))).results[0]
        return self.emit(arith.ExtSIOp(t, IntegerType(width)), name).results[0]

    def compare(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], name: str | None) -> None:
        pred = self.predicate(op)
        lt0 = self.ltype(ops[0].type)
        if lt0.kind == "ptr":
            _, a, b = self.pointer_pair(ops[0], ops[1], "comparison of")
            self.bind(inst, self.emit(arith.CmpiOp(a, b, pred), name).results[0])
            return
        preds, cls = (_ICMP, arith.CmpiOp) if op == "icmp" else (_FCMP, arith.CmpfOp)
        if pred not in preds:
            raise self.fail(f"unknown {op} predicate '{pred}'")
        self.bind(inst, self.emit(cls(self.value(ops[0]), self.value(ops[1]), pred), name).results[0])

    def predicate(self, op: str) -> str:
        """The `icmp`/`fcmp` predicate of the current instruction (after its flags)."""
        m = re.search(r"\b" + op + r"\s+(?:(?:fast|nnan|ninf|nsz|arcp|contract|afn|reassoc|samesign)\s+)*(\w+)", self.cur_text)
        if not m:
            raise self.fail(f"cannot read the {op} predicate")
        return m.group(1)

    def pointer_pair(self, x: llvm.ValueRef, y: llvm.ValueRef, what: str) -> tuple[_Root, SSAValue, SSAValue]:
        """Two pointers into one buffer: (the buffer, their element indices)."""
        pa, pb = self.pointer(x), self.pointer(y)
        if pa.root is not pb.root:
            raise self.fail(f"{what} pointers into different buffers")
        return pa.root, self.address(pa)[1], self.address(pb)[1]

    def cast(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: _LType, name: str | None) -> None:
        src = self.ltype(ops[0].type)
        if op == "bitcast" and (src.kind == "ptr" or rt.kind == "ptr"):
            self.env[inst] = self.pointer(ops[0])
            return
        if op == "bitcast" and "vector" in (src.kind, rt.kind):
            raise self.fail(f"bitcast from {_type_text(src)} to {_type_text(rt)} is not supported")
        if src.kind == "vector":
            raise self.fail("vector casts must produce a vector")
        x = self.value(ops[0])
        self.bind(inst, self.emit(_CASTS[op](x, self.scalar_type_lt(rt)), name).results[0])

    def select(self, inst: llvm.ValueRef, ops: list[llvm.ValueRef], rt: _LType, name: str | None) -> None:
        if rt.kind == "ptr":
            root, a, b = self.pointer_pair(ops[1], ops[2], "select between")
            idx = self.emit(arith.SelectOp(self.value(ops[0]), a, b), name).results[0]
            self.env[inst] = _Ptr(root, idx)
            return
        self.bind(inst, self.emit(arith.SelectOp(self.value(ops[0]), self.value(ops[1]), self.value(ops[2])), name).results[0])

    def vector_instruction(self, inst: llvm.ValueRef, op: str, ops: list[llvm.ValueRef], rt: _LType, name: str | None) -> None:
        """Element-wise ops, insertelement, shufflevector: one scalar per lane."""
        n = rt.count
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
        if op in _ARITH:
            args = [self.lanes(o) for o in ops]
            per_lane: list[Operation] = [_ARITH[op](*(a[i] for a in args)) for i in range(n)]
        elif op in _CASTS and self.ltype(ops[0].type).kind == "vector":
            a = self.lanes(ops[0])
            typ = self.scalar_type_lt(rt.elems[0])
            per_lane = [_CASTS[op](a[i], typ) for i in range(n)]
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
        toks = [item.split()[-1] for item in _split_top(body[1:-1])]
        return [None if tok in ("poison", "undef") else int(tok) for tok in toks]

    def gep(self, inst: llvm.ValueRef, ops: list[llvm.ValueRef]) -> None:
        m = _GEP_SOURCE.search(self.cur_text)
        if not m:
            raise self.fail("cannot read the GEP's source type")
        t, _ = self.mod.types.read(self.cur_text, m.end())
        base = self.pointer(ops[0])
        self.env[inst] = self.offset_pointer(base, *self.gep_offset(t, ops[1:], "GEP index into a scalar"))

    def gep_offset(self, t: _LType, indices: Sequence[llvm.ValueRef | int], scalar_error: str
                   ) -> tuple[list[tuple[llvm.ValueRef, int]], int]:  # fmt: skip
        """The offset of GEP indices into source type `t`: (value * scale bytes terms,
        constant bytes)."""
        terms: list[tuple[llvm.ValueRef, int]] = []
        byte = 0
        cur = t
        for i, idx in enumerate(indices):
            if not isinstance(idx, int) and self.ltype(idx.type).kind == "vector":
                raise self.fail("vector GEPs are not supported")
            if i > 0:
                if cur.kind in ("array", "vector"):
                    cur = cur.elems[0]
                elif cur.kind == "struct":
                    f = idx if isinstance(idx, int) else self.int_value(idx, 32)
                    byte += _struct_offset(cur, f)
                    cur = cur.elems[f]
                    continue
                else:
                    raise self.fail(scalar_error)
            size = _size_align(cur)[0]
            if isinstance(idx, int):
                byte += idx * size
            elif idx.is_constant:
                byte += self.int_value(idx, self.ltype(idx.type).width) * size
            else:
                terms.append((idx, size))
        return terms, byte

    def load(self, inst: llvm.ValueRef, ops: list[llvm.ValueRef], rt: _LType, name: str | None) -> None:
        p = self.pointer(ops[0])
        if p.root.kind in ("implicitarg", "dispatch"):
            self.dispatch_load(inst, p, rt, name)
            return
        if rt.kind == "vector":
            self.env[inst] = [self.load_lane(p, i, f"{name}.l{i}" if name else None) for i in range(rt.count)]
        elif rt.kind == "ptr":
            raise self.fail("loading a pointer from memory is not supported")
        else:
            self.bind(inst, self.load_lane(p, 0, name))

    def load_lane(self, p: _Ptr, lane: int, name: str | None) -> SSAValue:
        mem, idx = self.address(p, lane)
        return self.emit(memref.LoadOp.get(mem, [idx]), name).results[0]

    def dispatch_load(self, inst: llvm.ValueRef, p: _Ptr, rt: _LType, name: str | None) -> None:
        table = _IMPLICITARG if p.root.kind == "implicitarg" else _DISPATCH
        got = table.get(p.const)
        if got is None or rt.kind != "int":
            raise self.fail(f"unsupported load of {_type_text(rt)} at byte {p.const} of llvm.amdgcn.{p.root.kind}.ptr")
        self.workitem(inst, got[0], got[1], rt, name)

    def store(self, inst: llvm.ValueRef, ops: list[llvm.ValueRef]) -> None:
        p = self.pointer(ops[1])
        vt = self.ltype(ops[0].type)
        if vt.kind == "vector":
            lanes = self.lanes(ops[0])
            for i, lane in enumerate(lanes):
                mem, idx = self.address(p, i)
                self.emit(memref.StoreOp.get(lane, mem, [idx]))
            return
        if vt.kind == "ptr":
            raise self.fail("storing a pointer to memory is not supported")
        mem, idx = self.address(p)
        self.emit(memref.StoreOp.get(self.value(ops[0]), mem, [idx]))

    def atomicrmw(self, inst: llvm.ValueRef, ops: list[llvm.ValueRef], name: str | None) -> None:
        m = re.search(r"\batomicrmw\s+(?:volatile\s+)?(\w+)", self.cur_text)
        if not m:
            raise self.fail("cannot read the atomicrmw operation")
        self.atomic(inst, m.group(1), self.pointer(ops[0]), self.value(ops[1]), name)

    def atomic(self, inst: llvm.ValueRef, kind: str, p: _Ptr, v: SSAValue, name: str | None) -> None:
        if kind == "inc":
            kind, v = "add", self.const(1, v.type)
        elif kind == "dec":
            kind, v = "add", self.const(-1, v.type)
        elif kind == "sub":
            v = self.emit(arith.SubiOp(self.const(0, v.type), v)).results[0]
        mk = _ATOMICRMW.get(kind)
        if mk is None:
            raise self.fail(f"unsupported atomicrmw operation '{kind}'")
        mem, idx = self.address(p)
        op = memref.AtomicRMWOp(
            operands=[v, mem, [idx]],
            result_types=[v.type],
            properties={"kind": IntegerAttr(ATOMIC_KINDS[mk], 64)},
        )
        self.bind(inst, self.emit(op, name).results[0])

    # ---- calls
    def call(self, inst: llvm.ValueRef, ops: list[llvm.ValueRef], rt: _LType, name: str | None) -> None:
        callee = ops[-1]
        args = ops[:-1]
        if callee.value_kind.name != "function":
            raise self.fail("indirect calls are not supported")
        cname = callee.name
        if cname.startswith(_DROPPED_INTRINSICS):
            return
        if cname.startswith("llvm."):
            self.intrinsic(inst, cname, args, rt, name)
            return
        base = _demangle_ocl(cname)
        if base in _OCL_WORKITEM:
            dim = self.dimension(args[0])
            self.workitem(inst, _OCL_WORKITEM[base], dim, rt, name)
            return
        if base in _OCL_MATH and self.ocl_math(inst, cname, base, args, rt, name):
            return
        if base in _OCL_BARRIERS:
            self.emit(gpu.BarrierOp())
            return
        if base in _OCL_ATOMICS and args and self.ltype(args[0].type).kind == "ptr":
            v = self.value(args[1]) if len(args) > 1 else self.const(0, self.scalar_type_lt(rt))
            self.atomic(inst, _OCL_ATOMICS[base], self.pointer(args[0]), v, name)
            return
        if not self.mod.module.get_function(cname).is_declaration:
            raise self.fail(f"call to @{cname} was not inlined (recursive?)")
        raise self.fail(f"unsupported call to @{cname}")

    def ocl_math(self, inst: llvm.ValueRef, cname: str, base: str, args: list[llvm.ValueRef], rt: _LType, name: str | None) -> bool:
        """OpenCL's scalar math builtins (`_Z3maxii`, `_Z3minjj`, `_Z3madfff`, ...), typed by
        the mangled parameter codes: i/l/s/c signed, j/m/t/h unsigned, f/d float."""
        code = cname[len(f"_Z{len(base)}{base}") :]
        if not code or rt.kind not in ("int", "float") or code[0] not in "ilscjmthfd":
            return False
        vals = [self.value(a) for a in args]
        # the `_INTRINSIC_OPS` entry of the builtin
        if base in ("min", "max", "fmin", "fmax"):
            if rt.kind == "float":
                key = base[-3:] + "num"
            else:
                key = ("u" if code[0] in "jmth" else "s") + ("min" if base == "min" else "max")
        elif base == "abs" and rt.kind == "int" or base in _FLOAT_INTRINSIC_UN and rt.kind == "float":
            key = base
        elif base in ("mad", "fma") and rt.kind == "float":
            key = "fma"
        else:
            return False
        cls, arity = _INTRINSIC_OPS[key]
        self.bind(inst, self.emit(cls(*vals[:arity]), name).results[0])
        return True

    def dimension(self, v: llvm.ValueRef) -> str:
        if v.value_kind.name != "constant_int":
            raise self.fail("a work-item function's dimension must be a constant")
        d = v.get_constant_value()
        if d not in (0, 1, 2):
            raise self.fail(f"work-item dimension {d} is not 0, 1 or 2")
        return "xyz"[d]  # pyright: ignore[reportArgumentType]

    def workitem(self, inst: llvm.ValueRef, what: str, dim: str, rt: _LType, name: str | None) -> None:
        """`inst` = the launch value `what` along `dim`, cast from `index` to its type."""
        if what == "global_size":
            a = self.emit(gpu.BlockDimOp(dim)).results[0]
            b = self.emit(gpu.GridDimOp(dim)).results[0]
            v = self.emit(arith.MuliOp(a, b)).results[0]
        else:
            v = self.emit(_GPU_OPS[what](dim)).results[0]
        self.bind(inst, self.emit(arith.IndexCastOp(v, self.scalar_type_lt(rt)), name).results[0])

    def intrinsic(self, inst: llvm.ValueRef, cname: str, args: list[llvm.ValueRef], rt: _LType, name: str | None) -> None:
        parts = cname.split(".")
        fam = parts[1]
        if fam == "amdgcn":
            self.amdgcn(inst, parts, args, rt, name)
            return
        if fam == "nvvm":
            self.nvvm(inst, cname, parts, rt, name)
            return
        if rt.kind == "vector":
            raise self.fail(f"vector intrinsic @{cname} is not supported")
        if fam in _INTRINSIC_OPS:
            cls, arity = _INTRINSIC_OPS[fam]
            self.bind(inst, self.emit(cls(*(self.value(x) for x in args[:arity])), name).results[0])
        elif fam in ("fshl", "fshr"):
            self.funnel_shift(inst, fam, args, rt, name)
        elif fam == "usub" and parts[2] == "sat":
            a, b = self.value(args[0]), self.value(args[1])
            gt = self.emit(arith.CmpiOp(a, b, "ugt")).results[0]
            d = self.emit(arith.SubiOp(a, b)).results[0]
            self.bind(inst, self.emit(arith.SelectOp(gt, d, self.const(0, a.type)), name).results[0])
        elif fam == "uadd" and parts[2] == "sat":
            a, b = self.value(args[0]), self.value(args[1])
            s = self.emit(arith.AddiOp(a, b)).results[0]
            ov = self.emit(arith.CmpiOp(s, a, "ult")).results[0]
            self.bind(inst, self.emit(arith.SelectOp(ov, self.const(-1, a.type), s), name).results[0])
        elif fam in ("memcpy", "memmove", "memset"):
            self.block_copy(fam, args)
        else:
            raise self.fail(f"unsupported intrinsic @{cname}")

    def block_copy(self, fam: str, args: list[llvm.ValueRef]) -> None:
        """memcpy/memmove(dst, src, n) and memset(dst, byte, n) of a constant length n:
        up to `_UNROLL` elements one load and store each, every load first (so an
        overlapping memmove is right); longer memcpys and memsets an `scf.for` over the
        elements (a memmove, which may overlap either way, is refused there)."""
        if not args[2].is_constant:
            raise self.fail(f"llvm.{fam} of a length known only at run time is not supported")
        n = self.int_value(args[2], self.ltype(args[2].type).width)
        dst = self.pointer(args[0])
        elem, size = dst.root.elem, dst.root.elem_size
        count, rest = divmod(n, size)
        if rest or elem is None:
            raise self.fail(f"llvm.{fam} of {n} bytes is not a whole number of {size}-byte elements")
        src = self.pointer(args[1]) if fam != "memset" else None
        if src is not None and src.root.elem != elem:
            raise self.fail(f"llvm.{fam} between buffers of different element types is not supported")
        value = None
        if fam == "memset":
            if not args[1].is_constant:
                raise self.fail("llvm.memset with a byte known only at run time is not supported")
            value = self.const(_splat_byte(self.int_value(args[1], 8), elem), _xdsl_scalar(elem))
        if count <= _UNROLL:
            values = [self.load_lane(src, i, None) if src is not None else value for i in range(count)]
            for i, v in enumerate(values):
                assert v is not None
                mem, idx = self.address(dst, i)
                self.emit(memref.StoreOp.get(v, mem, [idx]))
        elif fam == "memmove":
            raise self.fail(f"llvm.memmove of {count} elements (more than {_UNROLL}) is not supported")
        else:
            self.copy_loop(dst, src, value, count)

    def copy_loop(self, dst: _Ptr, src: _Ptr | None, value: SSAValue | None, count: int) -> None:
        """`scf.for %k = 0 to count { dst[k] = value or src[k] }`."""
        body = Block(arg_types=[IndexType()])
        k = body.args[0]
        dmem, dbase = self.address(dst)
        ops: list[Operation] = []
        if src is not None:
            smem, sbase = self.address(src)
            at = arith.AddiOp(sbase, k)
            load = memref.LoadOp.get(smem, [at.result])
            ops += [at, load]
            value = load.res
        assert value is not None
        to = arith.AddiOp(dbase, k)
        ops += [to, memref.StoreOp.get(value, dmem, [to.result]), scf.YieldOp()]
        body.add_ops(ops)
        self.emit(scf.ForOp(self.index_const(0), self.index_const(count), self.index_const(1), [], body))

    def funnel_shift(self, inst: llvm.ValueRef, fam: str, args: list[llvm.ValueRef], rt: _LType, name: str | None) -> None:
        """fshl(a, b, c) = (a << c%w) | (b >> (w - c%w)) (a when c%w == 0); fshr mirrors it."""
        a, b, c = (self.value(x) for x in args)
        w = self.const(rt.width, a.type)
        cm = self.emit(arith.RemUIOp(c, w)).results[0]
        inv = self.emit(arith.SubiOp(w, cm)).results[0]
        zero = self.emit(arith.CmpiOp(cm, self.const(0, a.type), "eq")).results[0]
        safe_inv = self.emit(arith.SelectOp(zero, self.const(0, a.type), inv)).results[0]
        if fam == "fshl":
            hi = self.emit(arith.ShLIOp(a, cm)).results[0]
            lo = self.emit(arith.ShRUIOp(b, safe_inv)).results[0]
            lo = self.emit(arith.SelectOp(zero, self.const(0, a.type), lo)).results[0]
            keep = a
        else:
            hi = self.emit(arith.ShLIOp(a, safe_inv)).results[0]
            hi = self.emit(arith.SelectOp(zero, self.const(0, a.type), hi)).results[0]
            lo = self.emit(arith.ShRUIOp(b, cm)).results[0]
            keep = b
        r = self.emit(arith.OrIOp(hi, lo)).results[0]
        self.bind(inst, self.emit(arith.SelectOp(zero, keep, r), name).results[0])

    def amdgcn(self, inst: llvm.ValueRef, parts: list[str], args: list[llvm.ValueRef], rt: _LType, name: str | None) -> None:
        what = ".".join(parts[2:])
        m = re.fullmatch(r"(workitem|workgroup)\.id\.([xyz])", what)
        if m:
            op = "thread_id" if m.group(1) == "workitem" else "block_id"
            self.workitem(inst, op, m.group(2), rt, name)
        elif what in ("s.barrier", "s.barrier.signal", "s.barrier.wait", "wave.barrier"):
            if what != "s.barrier.wait":
                self.emit(gpu.BarrierOp())
        elif what in ("implicitarg.ptr", "dispatch.ptr"):
            self.env[inst] = _Ptr(_Root(what.split(".")[0], what), None)
        elif what.startswith("readfirstlane"):
            x = self.value(args[0])
            if x.type != IntegerType(32):
                raise self.fail(f"llvm.amdgcn.readfirstlane of {x.type} (only i32 is supported)")
            self.bind(inst, self.emit(simd.ReadFirstLaneOp(x), name).results[0])
        elif what == "mbcnt.lo" and self.is_all_ones(args[0]) and args[1].is_constant and args[1].get_constant_value() == 0:
            self.workitem(inst, "lane_id", "x", rt, name)
        elif what == "mbcnt.hi" and self.is_all_ones(args[0]):
            # With W <= 32 lanes the high half counts nothing: mbcnt.hi(-1, x) == x.
            x = self.value(args[1])
            self.bind(inst, x)
            self.rename(x, name)
        else:
            raise self.fail(f"unsupported intrinsic @llvm.amdgcn.{what}")

    def is_all_ones(self, v: llvm.ValueRef) -> bool:
        return v.value_kind.name == "constant_int" and self.int_value(v, 32) == -1

    def nvvm(self, inst: llvm.ValueRef, cname: str, parts: list[str], rt: _LType, name: str | None) -> None:
        m = re.fullmatch(r"llvm\.nvvm\.read\.ptx\.sreg\.(?:(tid|ctaid|ntid|nctaid)\.([xyz])|laneid|warpsize)", cname)
        if m:
            self.workitem(inst, _NVVM_SREG[m.group(1) or parts[-1]], m.group(2) or "x", rt, name)
        elif cname in ("llvm.nvvm.barrier0", "llvm.nvvm.barrier.sync") or cname.startswith("llvm.nvvm.barrier.cta.sync"):
            self.emit(gpu.BarrierOp())
        else:
            raise self.fail(f"unsupported intrinsic @{cname}")

    # ---- terminators
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
                out.append(self.address(self.pointer(found))[1])
            elif lt.kind == "vector":
                out.extend(self.lanes(found))
            else:
                out.append(self.value(found))
        return out


def _buffer_key(v: llvm.ValueRef) -> Any:
    """What identifies a pointer's buffer before it is known: a global by its name."""
    kind = v.value_kind.name
    if kind == "global_variable":
        return ("global", v.name)
    if kind == "constant_expr":
        m = re.search(r"@(\"[^\"]*\"|[-\w.$]+)", str(v))
        return ("global", m.group(1).strip('"')) if m else ("expr", str(v))
    return v


def _text_matches(opcodes: list[str], text: _FnText) -> bool:
    """Does each instruction's text start with its opcode (after `%x =`)?"""
    for op, t in zip(opcodes, text.insts, strict=True):
        m = _RESULT.match(t.text)
        words = (t.text[m.end() :] if m else t.text).split(None, 2)
        if not words:
            return False
        if words[0] == op:
            continue
        if op == "call" and words[0] in ("tail", "musttail", "notail") and words[1:2] == ["call"]:
            continue
        return False
    return True


def _short(v: llvm.ValueRef) -> str:
    s = str(v).strip()
    return s if len(s) < 80 else s[:77] + "..."


def _rpo(entry: Any, succs: dict[Any, list[Any]]) -> list[Any]:
    seen = {entry}
    post: list[Any] = []
    stack: list[tuple[Any, int]] = [(entry, 0)]
    while stack:
        b, i = stack[-1]
        ss = succs[b]
        if i < len(ss):
            stack[-1] = (b, i + 1)
            s = ss[i]
            if s not in seen:
                seen.add(s)
                stack.append((s, 0))
        else:
            stack.pop()
            post.append(b)
    post.reverse()
    return post


# --------------------------------------------------------------------------- module


class _ModuleImporter:
    def __init__(self, text: str, positions: dict[Operation, int]):
        self.text = text
        self.positions = positions
        self.inst_text: dict[Any, str] = {}
        self.inst_offset: dict[Any, int | None] = {}
        self.globals_ops: list[Operation] = []
        self.global_syms: dict[str, str] = {}
        self.module = self.parse(text)
        self.types = _TypeReader(self.module)
        self.fn_text = _scan_functions(text)

    @staticmethod
    def parse(text: str) -> llvm.ModuleRef:
        try:
            return llvm.parse_assembly(text)
        except RuntimeError as e:
            msg = str(e).split("\n", 1)[-1].strip()
            m = re.match(r"<string>:(\d+):(\d+): error: (.*)", msg)
            if m:
                line, col = int(m.group(1)), int(m.group(2))
                starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
                off = starts[line - 1] + col - 1 if line - 1 < len(starts) else None
                raise LLVMImportError(m.group(3).split("\n")[0], off) from None
            raise LLVMImportError(msg.split("\n")[0] or "malformed LLVM IR", None) from None

    def global_var(self, name: str) -> llvm.ValueRef:
        # ModuleRef.get_global_variable does not find internal globals.
        g = next((g for g in self.module.global_variables if g.name == name), None)
        if g is None:
            raise LLVMImportError(f"unknown global @{name}")
        return g

    def global_root(self, fi: _FunctionImporter, g: llvm.ValueRef) -> _Root:
        lt = self.types.from_ref(g.global_value_type)
        flat = _flatten(lt)
        if flat is None:
            raise fi.fail(f"global @{g.name} of type '{_type_text(lt)}': only arrays of one scalar type are supported")
        elem, count = flat
        space = self.types.from_ref(g.type).width  # a pointer type's address space
        root = _Root("workgroup" if space == 3 else "global", g.name, elem, count, addrspace=space)
        mtype = MemRefType(_xdsl_scalar(elem), [count], memory_space=gpu.WORKGROUP if space == 3 else NoneAttr())
        if space == 3:
            entry = fi.blocks[list(fi.fn.blocks)[0]]
            arg = entry.insert_arg(mtype, len(entry.args))
            arg.name_hint = _hint(g.name)
            root.value = arg
            return root
        sym = self.global_syms.get(g.name)
        if sym is None:
            sym = self.global_syms[g.name] = g.name
            init = self.initializer(fi, g, elem, count)
            const = UnitAttr() if re.search(r"\bconstant\b", str(g).split("=", 1)[1].split("[")[0].split("{")[0]) else None
            gop = memref.GlobalOp.get(StringAttr(sym), mtype, init, constant=const)
            self.globals_ops.append(gop)
        op = memref.GetGlobalOp(sym, mtype)
        fi.entry_ops.append(op)
        op.results[0].name_hint = _hint(g.name)
        root.value = op.results[0]
        return root

    def initializer(self, fi: _FunctionImporter, g: llvm.ValueRef, elem: _LType, n: int) -> Attribute:
        text = str(g)
        m = re.search(r"\b(?:global|constant)\s+", text)
        assert m is not None
        _, pos = self.types.read(text, m.end())
        rest = text[pos:].strip()
        rest = _split_top(rest)[0] if rest else ""
        typ = _xdsl_scalar(elem)
        if rest in ("undef", "poison", ""):
            return UnitAttr()
        if rest == "zeroinitializer":
            vals: list[Any] = [0.0 if elem.kind == "float" else 0] * n
        else:
            vals = []

            def walk(s: str) -> None:
                s = s.strip()
                if s.startswith("c\""):  # bytes, `\XX` escaped
                    vals.extend(int(h, 16) if h else ord(c) for h, c in re.findall(r"\\(..)|(.)", s[2:-1], re.S))
                    return
                if s.startswith(("[", "<", "{")):
                    for item in _split_top(s[1:-1].strip("<>{} ")):
                        _, p2 = self.types.read(item)
                        walk(item[p2:])
                    return
                if s == "zeroinitializer":
                    raise ValueError("nested zeroinitializer")
                vals.append(_float_literal(s) if elem.kind == "float" else (1 if s == "true" else 0 if s == "false" else int(s)))

            try:
                walk(rest)
            except (ValueError, IndexError):
                raise fi.fail(f"unsupported initializer of @{g.name}") from None
            if len(vals) != n:
                raise fi.fail(f"unsupported initializer of @{g.name}")
        return DenseIntOrFPElementsAttr.from_list(TensorType(typ, [n]), vals)  # pyright: ignore


def _roots(mod: _ModuleImporter, entry: str | None) -> tuple[list[str], Callable[[llvm.ValueRef], bool]]:
    """The functions to import (every kernel; or `entry`; or, without kernels, every
    defined function no other one calls) and the kernel test."""
    defined = [f for f in mod.module.functions if not f.is_declaration]
    headers = {name: t.header for name, t in mod.fn_text.items()}

    def is_kernel(f: llvm.ValueRef) -> bool:
        h = headers.get(f.name)
        if h is None:
            h = next((ln for ln in str(f).splitlines() if ln.startswith("define")), "")
        return any(re.search(r"\b" + cc + r"\b", h) for cc in KERNEL_CCS)

    if entry is not None:
        roots = [f for f in defined if f.name == entry]
        if not roots:
            raise LLVMImportError(f"no defined function @{entry} in the module")
    else:
        roots = [f for f in defined if is_kernel(f)]
        if not roots:
            called = {c.name for f in defined for c in _callees(f)}
            roots = [f for f in defined if f.name not in called]
    return [f.name for f in roots], is_kernel


def _callees(f: llvm.ValueRef) -> Iterator[llvm.ValueRef]:
    """The called operand of each `call` in `f`."""
    for b in f.blocks:
        for i in b.instructions:
            if i.opcode == "call":
                yield list(i.operands)[-1]


def inlined_module_text(text: str, entry: str | None = None) -> str:
    """The module as the importer reads it: calls to defined functions inlined into the
    imported functions (for comparing with LLVM's analyses on the same IR)."""
    mod = _ModuleImporter(text, {})
    roots, _ = _roots(mod, entry)
    module, changed = _inline_calls(mod.module, text, roots)
    return str(module) if changed else text


def import_llvm(
    text: str,
    positions: dict[Operation, int] | None = None,
    entry: str | None = None,
) -> ModuleOp:
    """Import LLVM IR text; `positions` receives each op's offset in `text`.

    Imports every kernel (or `entry`, or - when there is no kernel - every defined
    function no other function calls).  Raises LLVMImportError."""
    mod = _ModuleImporter(text, positions if positions is not None else {})
    root_names, is_kernel = _roots(mod, entry)
    mod.module, changed = _inline_calls(mod.module, text, root_names)
    if changed:
        mod.types = _TypeReader(mod.module)
    funcs: list[Operation] = []
    for name in root_names:
        f = mod.module.get_function(name)
        text_of = mod.fn_text.get(name)
        if text_of is not None and name in changed:  # the file's body is not the inlined one
            text_of = _FnText(text_of.offset, text_of.header, [])
        fi = _FunctionImporter(mod, f, text_of, is_kernel(f))
        try:
            funcs.append(fi.run())
        except ValueError as e:
            raise LLVMImportError(str(e), fi.cur_offset) from None
    return ModuleOp([*mod.globals_ops, *funcs])


def _inline_calls(module: llvm.ModuleRef, text: str, roots: list[str]) -> tuple[llvm.ModuleRef, set[str]]:
    """Inline calls to defined functions into the imported roots with LLVM's
    always-inliner; the set of roots whose bodies changed.  `noinline`/`optnone` are
    hints the import does not keep (clang marks OpenCL's `__clang_ocl_kern_imp_*` bodies
    `noinline` for NVPTX): they are dropped from the attribute groups first, with the
    target cpu/features (the inliner runs with the host's target machine)."""
    defined = {f.name for f in module.functions if not f.is_declaration}
    others = defined - set(roots)
    if not any(re.search(r"\bcall\b[^\n]*@" + re.escape(name) + r"\(", text) for name in others):
        return module, set()
    calls_defined = {
        name
        for name in roots
        if any(c.value_kind.name == "function" and c.name in defined for c in _callees(module.get_function(name)))
    }
    if not calls_defined:
        return module, set()
    stripped = re.sub(
        r"^(attributes #\d+ = \{.*)$",
        lambda m: re.sub(r'\b(noinline|optnone)\b ?|"target-(cpu|features)"="[^"]*" ?', "", m.group(1)),
        text,
        flags=re.M,
    )
    module = _ModuleImporter.parse(stripped)
    for f in module.functions:
        if not f.is_declaration and f.name not in roots:
            f.add_function_attribute("alwaysinline")
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    target = llvm.Target.from_default_triple()
    tm = target.create_target_machine()
    pto = llvm.create_pipeline_tuning_options()
    pb = llvm.create_pass_builder(tm, pto)
    mpm = llvm.create_new_module_pass_manager()
    mpm.add_always_inliner_pass()
    mpm.run(module, pb)
    return module, calls_defined
