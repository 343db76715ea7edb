define amdgpu_kernel void @k(ptr addrspace(1) %a) {
  %p = getelementptr i8, ptr addrspace(1) %a, i64 6
  %x = load i32, ptr addrspace(1) %p
  store i32 %x, ptr addrspace(1) %a
  ret void
}
