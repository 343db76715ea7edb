define amdgpu_kernel void @k(ptr addrspace(1) %v) {
  %buf = tail call ptr addrspace(1) @__printf_alloc(i32 12)
  %null = icmp eq ptr addrspace(1) %buf, null
  br i1 %null, label %done, label %rec
rec:
  store i32 1, ptr addrspace(1) %buf, align 4
  br label %done
done:
  ret void
}
declare ptr addrspace(1) @__printf_alloc(i32)

!llvm.printf.fmts = !{!0}
!0 = !{!"1:1:8:%s\\n"}
