; OpenCL reqd_work_group_size(8, 2, 1) (Inputs/reqd_work_group_size.cl, clang-22 amdgcn and
; nvptx: the kernel's `!reqd_work_group_size` attachment) becomes the imported function's
; gpu.known_block_size, so print-divergence{subgroup-width=W} knows that with W = 4 or 8
; every subgroup lies in one row (get_local_id(1) uniform), and with W = 16 it does not.
; RUN: simd-opt %s | filecheck %s --check-prefix=IMPORT
; RUN: simd-opt %S/Inputs/reqd_work_group_size.nvptx.ll | filecheck %s --check-prefix=IMPORT
; RUN: simd-opt %s -p 'print-divergence{subgroup-width=4}' | filecheck %s --check-prefix=W4
; RUN: simd-opt %s -p 'print-divergence{subgroup-width=8}' | filecheck %s --check-prefix=W4
; RUN: simd-opt %s -p 'print-divergence{subgroup-width=16}' | filecheck %s --check-prefix=W16
; RUN: sed 's/ !reqd_work_group_size ![0-9]*//' %s > %t.ll && simd-opt %t.ll | filecheck %s --check-prefix=NONE
; IMPORT: func.func @rows(%v0: memref<?xi32>) attributes {gpu.known_block_size = array<i32: 8, 2, 1>} {
; IMPORT:   %[[Y:.*]] = gpu.thread_id y
; IMPORT:   %v4 = arith.muli %v3, %{{.*}} : i32
; W4: uniform %v3
; W4: uniform %v4
; W16: divergent %v3
; W16: divergent %v4
; NONE: func.func @rows(%v0: memref<?xi32>) {
; ModuleID = 'reqd_work_group_size.cl'
source_filename = "reqd_work_group_size.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define protected amdgpu_kernel void @rows(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !reqd_work_group_size !13 {
  %2 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #3
  %3 = trunc i64 %2 to i32
  %4 = mul nsw i32 %3, 3
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %7 = getelementptr i32, ptr addrspace(1) %0, i64 %5
  %8 = shl i64 %6, 5
  %9 = getelementptr i8, ptr addrspace(1) %7, i64 %8
  store i32 %4, ptr addrspace(1) %9, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define protected void @__clang_ocl_kern_imp_rows(ptr addrspace(1) noundef writeonly align 4 captures(none) %0) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 !reqd_work_group_size !13 {
  %2 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #3
  %3 = trunc i64 %2 to i32
  %4 = mul nsw i32 %3, 3
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %7 = getelementptr i32, ptr addrspace(1) %0, i64 %5
  %8 = shl i64 %6, 5
  %9 = getelementptr i8, ptr addrspace(1) %7, i64 %8
  store i32 %4, ptr addrspace(1) %9, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="16,16" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "amdgpu-flat-work-group-size"="16,16" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 1}
!10 = !{!"none"}
!11 = !{!"int*"}
!12 = !{!""}
!13 = !{i32 8, i32 2, i32 1}
