define amdgpu_kernel void @k(ptr addrspace(1) %a) {
  call void @ext_fill(ptr addrspace(1) %a)
  ret void
}
declare void @ext_fill(ptr addrspace(1))
