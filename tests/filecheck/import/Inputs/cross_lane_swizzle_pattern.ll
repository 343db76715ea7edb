; A ds_swizzle offset with bit 15 set that is no mode (neither quad-permute 0x80xx nor
; the gfx9+ rotate / FFT modes).
define amdgpu_kernel void @k(ptr addrspace(1) %o, i32 %x) {
  %s = call i32 @llvm.amdgcn.ds.swizzle(i32 %x, i32 36864)
  store i32 %s, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)
