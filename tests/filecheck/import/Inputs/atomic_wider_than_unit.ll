define amdgpu_kernel void @k(ptr addrspace(1) %a) {
  %x = load i32, ptr addrspace(1) %a
  %old = atomicrmw add ptr addrspace(1) %a, i64 1 monotonic
  ret void
}
