define amdgpu_kernel void @k(ptr addrspace(1) %a, i64 %off) {
  %p = getelementptr i8, ptr addrspace(1) %a, i64 %off
  %x = load float, ptr addrspace(1) %p
  store float %x, ptr addrspace(1) %a
  ret void
}
