"""The C element types of a kernel's arguments, from clang's OpenCL metadata: a
kernel's `define` line carries `!kernel_arg_base_type !N` (typedefs resolved: `size_t`
is `ulong`), and `!N = !{!"uint*", !"float*", !"uint"}` names each argument's C type.
Recorded (`simd.C_TYPE_ARG`): the unsigned ones (a pointer's pointee, a scalar, or each
lane of a vector, `uint4`), and a buffer's C element type whenever the importer stores
the buffer in other units (`float*` read also as i32: `memref<?xi32> {simd.c_type =
"float"}`), so `simd-run --args` takes and prints the C values.  CUDA and HIP IR has no such metadata:
its integers stay signed."""

from __future__ import annotations

import re

from simdopt.dialects.simd import UNSIGNED_C_TYPES


def kernel_arg_c_types(module_text: str, fn_name: str) -> list[str] | None:
    """Each argument's C type text (`"uint*"`) of the function `fn_name`, None when its
    `define` line has no `!kernel_arg_base_type`/`!kernel_arg_type`."""
    define = re.search(r"^define\b[^\n]*@\"?" + re.escape(fn_name) + r"\"?\([^\n]*$", module_text, re.M)
    if define is None:
        return None
    ref = re.search(r"!kernel_arg_base_type !(\d+)", define.group(0)) or re.search(
        r"!kernel_arg_type !(\d+)", define.group(0)
    )
    if ref is None:
        return None
    node = re.search(r"^!" + ref.group(1) + r" = !\{(.*)\}\s*$", module_text, re.M)
    if node is None:
        return None
    return re.findall(r'!"([^"]*)"', node.group(1))


def unsigned_element(c_type: str) -> str | None:
    """The unsigned C element type of an argument's C type text (`"uint*"`,
    `"__global uchar*"`, `"uint4"` -> `"uint"`/`"uchar"`), None when it is none."""
    base = c_type.replace("*", " ").split()
    if not base:
        return None
    name = base[-1].rstrip("0123456789")  # uint4 -> uint
    name = {"unsigned": "uint"}.get(name, name)
    if len(base) >= 2 and base[-2] == "unsigned":
        name = "u" + name if name in ("char", "short", "int", "long") else name
    return name if name in UNSIGNED_C_TYPES else None


C_SCALARS = {
    "char": ("int", 8), "uchar": ("int", 8), "short": ("int", 16), "ushort": ("int", 16),
    "int": ("int", 32), "uint": ("int", 32), "long": ("int", 64), "ulong": ("int", 64),
    "half": ("float", 16), "float": ("float", 32), "double": ("float", 64),
}  # fmt: skip
"""The OpenCL C scalar types a byte-addressed buffer can be read as: (kind, bits)."""


def c_element(c_type: str) -> str | None:
    """The C scalar element name of a pointer argument's C type text (`"float*"`,
    `"float4*"` -> `"float"`), None for a struct or anything else."""
    if "*" not in c_type:
        return None
    base = c_type.replace("*", " ").split()
    if not base or "struct" in base or "union" in base:
        return None
    name = base[-1].rstrip("0123456789")
    if len(base) >= 2 and base[-2] == "unsigned" and name in ("char", "short", "int", "long"):
        name = "u" + name
    return name if name in C_SCALARS else None


TBAA_SCALARS = {
    "omnipotent char": "char", "short": "short", "int": "int", "long": "long", "long long": "long",
    "_Float16": "half", "half": "half", "float": "float", "double": "double",
}  # fmt: skip
"""clang's TBAA scalar type names -> the OpenCL C type (TBAA does not tell signedness)."""

_SIZE = {name: bits // 8 for name, (_, bits) in C_SCALARS.items()}


def _metadata(module_text: str) -> dict[str, list[str]]:
    """`!N = !{...}` -> its operands, as text (`!"int"`, `!7`, `i64 4`)."""
    out: dict[str, list[str]] = {}
    for m in re.finditer(r"^!(\d+) = (?:distinct )?!\{(.*)\}\s*$", module_text, re.M):
        out[m.group(1)] = [p.strip() for p in re.findall(r'!"[^"]*"|[^,]+', m.group(2))]
    return out


def _fields(md: dict[str, list[str]], node: str, at: int, depth: int = 0) -> list[tuple[int, str]] | None:
    """The scalar members of a TBAA struct type node, flattened: (offset, C type)."""
    ops = md.get(node, [])
    if not ops or not ops[0].startswith('!"') or len(ops) % 2 == 0 or depth > 8:
        return None
    out: list[tuple[int, str]] = []
    for member, offset in zip(ops[1::2], ops[2::2], strict=True):
        m = re.fullmatch(r"i64 (\d+)", offset)
        if not member.startswith("!") or m is None:
            return None
        sub = md.get(member[1:], [])
        name = sub[0][2:-1] if sub and sub[0].startswith('!"') else None
        if name in TBAA_SCALARS and len(sub) == 3:
            out.append((at + int(m.group(1)), TBAA_SCALARS[name]))
            continue
        inner = _fields(md, member[1:], at + int(m.group(1)), depth + 1)
        if inner is None:
            return None
        out += inner
    return out


def c_struct(fields: list[str]) -> tuple[list[int], int]:
    """C's layout of a struct of these scalar fields: their offsets and its size (each
    field at a multiple of its size, the struct a multiple of its largest field)."""
    offsets: list[int] = []
    at = 0
    for f in fields:
        at = -(-at // _SIZE[f]) * _SIZE[f]
        offsets.append(at)
        at += _SIZE[f]
    align = max((_SIZE[f] for f in fields), default=1)
    return offsets, -(-at // align) * align


def _body(module_text: str, fn_name: str) -> str | None:
    m = re.search(r"^define\b[^\n]*@\"?" + re.escape(fn_name) + r"\"?\(.*?^\}", module_text, re.M | re.S)
    return m.group(0) if m else None


def struct_element(module_text: str, fn_name: str, c_type: str, struct_args: int) -> str | None:
    """The C fields of a struct pointer argument (`"Body*"`) as `"{float, int}"`, from the
    TBAA struct-path tags of the function's loads and stores (clang -O1 and up): the
    struct of that name (an anonymous typedef's is ""), or the one struct the function
    accesses when it has one struct pointer argument (`struct_args`).  None when that
    is not one struct, or its members are not where C lays out scalars (an array
    member), or the module has no TBAA."""
    if "*" not in c_type or c_element(c_type) is not None:
        return None
    body = _body(module_text, fn_name)
    if body is None:
        return None
    for callee in set(re.findall(r"\bcall\b[^\n]*?@\"?([-\w.$]+)\"?\(", body)):  # NVPTX: the body in a callee
        body += _body(module_text, callee) or ""
    md = _metadata(module_text)
    bases: set[str] = set()
    for tag in set(re.findall(r"!tbaa !(\d+)", body)):
        ops = md.get(tag, [])
        if len(ops) >= 3 and ops[0] != ops[1] and ops[0].startswith("!"):
            bases.add(ops[0][1:])  # base type other than the access type: a struct path
    name = c_type.replace("*", " ").split()[-1]
    named = {b for b in bases if md.get(b, [""])[0] == f'!"{name}"'}
    chosen = named or (bases if struct_args == 1 else set())
    if len(chosen) != 1:
        return None
    fields = _fields(md, chosen.pop(), 0)
    if not fields:
        return None
    offsets, _ = c_struct([f for _, f in fields])
    if offsets != [o for o, _ in fields]:
        return None
    return "{" + ", ".join(f for _, f in fields) + "}"
