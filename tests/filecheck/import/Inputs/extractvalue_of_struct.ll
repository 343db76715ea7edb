define amdgpu_kernel void @k(ptr addrspace(1) %a) {
  %x = extractvalue { i32, i32 } { i32 1, i32 2 }, 1
  store i32 %x, ptr addrspace(1) %a
  ret void
}
