"""The C element types of OpenCL kernel arguments (`frontends/llvm/c_types.py`): clang's
`!kernel_arg_base_type` metadata, only the unsigned ones recorded."""

from __future__ import annotations

import pytest

from simdopt.frontends.llvm.c_types import (
    kernel_arg_c_types,
    struct_element,
    unsigned_element,
)
from simdopt.interpreters import arguments

MODULE = """define amdgpu_kernel void @k(ptr addrspace(1) %0, i32 %1) !kernel_arg_type !3 !kernel_arg_base_type !4 {
  ret void
}
define amdgpu_kernel void @plain(i32 %0) {
  ret void
}
!3 = !{!"hash_t*", !"size_t"}
!4 = !{!"uint*", !"ulong"}
"""


def test_base_type_wins_over_the_typedef() -> None:
    assert kernel_arg_c_types(MODULE, "k") == ["uint*", "ulong"]


def test_no_metadata_no_types() -> None:
    assert kernel_arg_c_types(MODULE, "plain") is None
    assert kernel_arg_c_types(MODULE, "missing") is None


@pytest.mark.parametrize(
    ("text", "want"),
    [("uint*", "uint"), ("uchar*", "uchar"), ("ushort", "ushort"), ("ulong", "ulong"), ("uint4", "uint"),
     ("unsigned int*", "uint"), ("unsigned char", "uchar"), ("int*", None), ("float*", None), ("char", None), ("", None)],
)  # fmt: skip
def test_unsigned_element(text: str, want: str | None) -> None:
    assert unsigned_element(text) == want


STRUCTS = """define amdgpu_kernel void @two(ptr addrspace(1) %0, ptr addrspace(1) %1) !kernel_arg_base_type !9 {
  %3 = load float, ptr addrspace(1) %0, align 4, !tbaa !13
  store i32 1, ptr addrspace(1) %1, align 4, !tbaa !18
  ret void
}
define amdgpu_kernel void @untagged(ptr addrspace(1) %0) !kernel_arg_base_type !10 {
  %2 = load float, ptr addrspace(1) %0, align 4
  ret void
}
define amdgpu_kernel void @array(ptr addrspace(1) %0) !kernel_arg_base_type !10 {
  %2 = load float, ptr addrspace(1) %0, align 4, !tbaa !21
  ret void
}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!"struct Body*", !"struct Pair*"}
!10 = !{!"Body*"}
!13 = !{!14, !15, i64 0}
!14 = !{!"Body", !15, i64 0, !7, i64 4, !6, i64 8}
!15 = !{!"float", !7, i64 0}
!16 = !{!"Pair", !6, i64 0, !17, i64 8}
!17 = !{!"double", !7, i64 0}
!18 = !{!16, !6, i64 0}
!20 = !{!"", !15, i64 0, !6, i64 12}
!21 = !{!20, !15, i64 0}
"""


def test_struct_fields_from_the_tbaa_struct_of_its_name() -> None:
    """Two struct pointers: each takes the TBAA struct of its C name, C's padding
    checked against the tags' offsets (char at 4, int at 8; int at 0, double at 8)."""
    assert struct_element(STRUCTS, "two", "struct Body*", 2) == "{float, char, int}"
    assert struct_element(STRUCTS, "two", "struct Pair*", 2) == "{int, double}"


def test_no_struct_fields_without_tags_or_with_an_array_member() -> None:
    """No TBAA (clang -O0): no fields; a member where C would not put the next scalar
    (an array in between, `float a[3]; int b;`): no fields, the units stay."""
    assert struct_element(STRUCTS, "untagged", "Body*", 1) is None
    assert struct_element(STRUCTS, "array", "Body*", 1) is None
    assert struct_element(STRUCTS, "two", "float*", 2) is None


@pytest.mark.parametrize(
    ("fields", "fmt"),
    [("{float, int}", "fi"), ("{char, int}", "bxxxi"), ("{int, float, char}", "ifbxxx"), ("{double, char}", "dbxxxxxxx"), ("float", "f"), ("{float, struct}", None)],
)
def test_struct_format_follows_c_layout(fields: str, fmt: str | None) -> None:
    assert arguments._c_format(fields) == fmt  # pyright: ignore[reportPrivateUsage]
