"""The C element types of OpenCL kernel arguments (`frontends/llvm/c_types.py`): clang's
`!kernel_arg_base_type` metadata, only the unsigned ones recorded."""

from __future__ import annotations

import pytest

from simdopt.frontends.llvm.c_types import kernel_arg_c_types, unsigned_element

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
