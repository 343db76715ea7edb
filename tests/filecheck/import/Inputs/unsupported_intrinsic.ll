define amdgpu_kernel void @k(ptr addrspace(1) %a, i32 %x) {
  %r = call i32 @llvm.bitreverse.i32(i32 %x)
  store i32 %r, ptr addrspace(1) %a
  ret void
}
declare i32 @llvm.bitreverse.i32(i32)
