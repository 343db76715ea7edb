define amdgpu_kernel void @k(ptr addrspace(1) %a, i32 %v) {
  %old = cmpxchg ptr addrspace(1) %a, i32 0, i32 %v monotonic monotonic
  ret void
}
