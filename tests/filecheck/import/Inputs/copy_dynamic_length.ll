define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 %n) {
  call void @llvm.memcpy.p1.p1.i64(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 %n, i1 false)
  ret void
}
declare void @llvm.memcpy.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
