define amdgpu_kernel void @k(ptr addrspace(1) %a) {
  %x = load i32, ptr addrspace(1) %a
  %f = sitofp i32 %x to float
  store float %f, ptr addrspace(1) %a
  ret void
}
