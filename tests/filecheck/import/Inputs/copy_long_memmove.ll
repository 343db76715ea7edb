define amdgpu_kernel void @k(ptr addrspace(1) %a) {
  %x = load i32, ptr addrspace(1) %a
  %b = getelementptr inbounds i32, ptr addrspace(1) %a, i32 1
  call void @llvm.memmove.p1.p1.i64(ptr addrspace(1) %b, ptr addrspace(1) %a, i64 80, i1 false)
  ret void
}
declare void @llvm.memmove.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i1)
