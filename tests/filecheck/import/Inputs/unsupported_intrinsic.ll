define amdgpu_kernel void @k(ptr addrspace(1) %a, i32 %x) {
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> zeroinitializer)
  store i32 %r, ptr addrspace(1) %a
  ret void
}
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
