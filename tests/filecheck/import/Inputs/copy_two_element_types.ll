define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b) {
  %x = load i32, ptr addrspace(1) %a
  %y = load float, ptr addrspace(1) %b
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 8, i1 false)
  ret void
}
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
