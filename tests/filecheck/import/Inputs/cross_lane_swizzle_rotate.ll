; ds_swizzle offset 0xc055: the gfx9+ rotate mode (rotate by 2) (not a quad-permute pattern).
define amdgpu_kernel void @k(ptr addrspace(1) %o, i32 %x) {
  %s = call i32 @llvm.amdgcn.ds.swizzle(i32 %x, i32 49237)
  store i32 %s, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)
