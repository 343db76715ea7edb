; dpp_ctrl 0x100 (row_shl:0) is not a DPP pattern the ISA defines.
define amdgpu_kernel void @k(ptr addrspace(1) %o, i32 %x) {
  %s = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x, i32 256, i32 15, i32 15, i1 false)
  store i32 %s, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg)
