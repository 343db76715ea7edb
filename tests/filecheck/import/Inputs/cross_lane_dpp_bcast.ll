; row_bcast:15 with row 0 enabled: the ISA gives row 0 no source lane.
define amdgpu_kernel void @k(ptr addrspace(1) %o, i32 %x) {
  %s = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %x, i32 322, i32 15, i32 15, i1 false)
  store i32 %s, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
