define amdgpu_kernel void @k(ptr addrspace(1) %a, i8 %v) {
  %x = load i32, ptr addrspace(1) %a
  call void @llvm.memset.p1.i64(ptr addrspace(1) %a, i8 %v, i64 8, i1 false)
  ret void
}
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)
