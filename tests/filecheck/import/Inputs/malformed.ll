define amdgpu_kernel void @k(ptr addrspace(1) %a) {
  %x = add i32 %nope, 1
  ret void
}
