define amdgpu_kernel void @k(ptr addrspace(1) %a, i32 %v) {
  %pair = insertvalue { i32, i1 } poison, i32 %v, 0
  ret void
}
