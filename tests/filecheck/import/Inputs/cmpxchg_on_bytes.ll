define amdgpu_kernel void @k(ptr addrspace(1) %a, i32 %v) {
  %b = getelementptr i8, ptr addrspace(1) %a, i64 1
  store i8 1, ptr addrspace(1) %b
  %old = cmpxchg ptr addrspace(1) %a, i32 0, i32 %v monotonic monotonic
  ret void
}
