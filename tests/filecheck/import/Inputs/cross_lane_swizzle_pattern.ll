; A ds_swizzle bit-mask pattern (and = 0xf: lane & 15) that no constant shuffle gives.
define amdgpu_kernel void @k(ptr addrspace(1) %o, i32 %x) {
  %s = call i32 @llvm.amdgcn.ds.swizzle(i32 %x, i32 15)
  store i32 %s, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)
