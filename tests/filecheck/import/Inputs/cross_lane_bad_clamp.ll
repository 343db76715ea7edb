; A shfl.sync clamp operand that no __shfl_*_sync width gives.
define ptx_kernel void @k(ptr addrspace(1) %o, i32 %x) {
  %d = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 1, i32 0)
  store i32 %d, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
