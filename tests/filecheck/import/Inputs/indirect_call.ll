define amdgpu_kernel void @k(ptr %f, i32 %v) {
  %r = call i32 %f(i32 %v)
  ret void
}
