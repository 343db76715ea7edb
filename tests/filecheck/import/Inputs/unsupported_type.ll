define amdgpu_kernel void @k(ptr addrspace(1) %a, i64 %x) {
  %w = sext i64 %x to i128
  %t = trunc i128 %w to i32
  store i32 %t, ptr addrspace(1) %a
  ret void
}
