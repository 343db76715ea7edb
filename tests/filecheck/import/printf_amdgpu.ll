; AMDGPU's printf (clang's __printf_alloc form): the record buffer, its null check
; (false: the record always fits), the format id and the arguments stored at their
; offsets -> one gpu.printf with the format of !llvm.printf.fmts, emitted at the store
; that completes the record.  Same text at W=4 and W=1 (thread order).
; RUN: simd-opt %s | filecheck %s
; RUN: simd-run %s --threads 2 --width 4 --args '[[5, 9]]' | filecheck %s --check-prefix=TEXT
; RUN: simd-run %s --threads 2 --width 1 --args '[[5, 9]]' | filecheck %s --check-prefix=TEXT
; RUN: not simd-opt %S/Inputs/printf_amdgpu_string.ll 2>&1 | filecheck %s --check-prefix=STRING

; CHECK-LABEL: func.func @k(%v: memref<?xi32>) {
; CHECK:         cf.cond_br %{{.*}}, ^done, ^rec
; CHECK:       ^rec:
; CHECK-NEXT:    gpu.printf "t%d: v=%d:%lu\0A", %t, %x, %w : i32, i32, i64
; TEXT:      divergent_branch_instances: 0
; TEXT-NEXT: t0: v=5:5
; TEXT-NEXT: t1: v=9:9
; STRING: Inputs/printf_amdgpu_string.ll:6:3: error: printf: a %s argument in the AMDGPU form (the characters stored in the record) is not supported
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %v) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %v, i32 %t
  %x = load i32, ptr addrspace(1) %p
  %w = zext i32 %x to i64
  %buf = tail call ptr addrspace(1) @__printf_alloc(i32 20)
  %null = icmp eq ptr addrspace(1) %buf, null
  br i1 %null, label %done, label %rec
rec:
  store i32 1, ptr addrspace(1) %buf, align 4
  %a1 = getelementptr i8, ptr addrspace(1) %buf, i64 4
  store i32 %t, ptr addrspace(1) %a1, align 4
  %a2 = getelementptr i8, ptr addrspace(1) %buf, i64 8
  store i32 %x, ptr addrspace(1) %a2, align 4
  %a3 = getelementptr i8, ptr addrspace(1) %buf, i64 12
  store i64 %w, ptr addrspace(1) %a3, align 4
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(1) @__printf_alloc(i32)

!llvm.printf.fmts = !{!0}
!0 = !{!"1:3:4:4:8:t%d\\72 v=%d\\72%lu\\n"}
