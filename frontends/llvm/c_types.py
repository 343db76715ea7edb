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
