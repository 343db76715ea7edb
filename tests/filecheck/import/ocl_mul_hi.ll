; OpenCL mul_hi/mad_hi (Inputs/ocl_mul_hi.cl, clang-22 amdgcn): the high half of the
; product in twice the width (extsi/extui to i64, muli, shrui 32, trunci), as the native
; code computes it.  (spmd-vectorize does not take i64 lanes yet.)
; Expected memory: the x86-64 build of the .cl (clang-22 -O2 -ffp-contract=off, as the
; native oracle builds it) linked with the native oracle's builtins (tools/native/harness.c
; of the corpus branch; libm's f32 functions for the ones it lacks), run over the same launch.
; DEFINE: %{args} = '[[0, -1, 2147483647, -2147483648, 12345, -777, 65535, 40000], [31, 33, 1, -1, 99999, 5, -65536, 70000], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]'
; RUN: simd-opt %s | filecheck %s --check-prefix=IMPORT
; RUN: simd-run %s --grid 2 --block 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; OUT: "memrefs": [[0, -1, 2147483647, -2147483648, 12345, -777, 65535, 40000], [31, 33, 1, -1, 99999, 5, -65536, 70000], [0, 0, 7, -1, 32, 6, 0, 0, 7, 0, 2147483647, 7, 0, 0, 7, -1, 4, 6, -1, 65534, 6, 0, 0, 7]]
; IMPORT:      %[[A:.*]] = arith.extsi %v8 : i32 to i64
; IMPORT-NEXT: %[[B:.*]] = arith.extsi %v10 : i32 to i64
; IMPORT-NEXT: %[[P:.*]] = arith.muli %[[A]], %[[B]] : i64
; IMPORT-NEXT: %[[H:.*]] = arith.shrui %[[P]], %{{.*}} : i64
; IMPORT-NEXT: %{{.*}} = arith.trunci %[[H]] : i64 to i32
; IMPORT:      arith.extui %v8 : i32 to i64
; ModuleID = 'ocl_mul_hi.cl'
source_filename = "ocl_mul_hi.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @mul_high(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !5, !amdgpu.noclobber !13
  %9 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5, !amdgpu.noclobber !13
  %11 = tail call i32 @_Z6mul_hiii(i32 noundef %8, i32 noundef %10) #3
  %12 = mul i64 %4, 12884901888
  %13 = ashr exact i64 %12, 30
  %14 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %13
  store i32 %11, ptr addrspace(1) %14, align 4, !tbaa !5
  %15 = tail call i32 @_Z6mul_hijj(i32 noundef %8, i32 noundef %10) #3
  %16 = getelementptr i8, ptr addrspace(1) %14, i64 4
  store i32 %15, ptr addrspace(1) %16, align 4, !tbaa !5
  %17 = tail call i32 @_Z6mad_hiiii(i32 noundef %8, i32 noundef %10, i32 noundef 7) #3
  %18 = getelementptr i8, ptr addrspace(1) %14, i64 8
  store i32 %17, ptr addrspace(1) %18, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_mul_high(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = shl i64 %4, 32
  %6 = ashr exact i64 %5, 32
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !5
  %9 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = tail call i32 @_Z6mul_hiii(i32 noundef %8, i32 noundef %10) #3
  %12 = mul i64 %4, 12884901888
  %13 = ashr exact i64 %12, 30
  %14 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %13
  store i32 %11, ptr addrspace(1) %14, align 4, !tbaa !5
  %15 = tail call i32 @_Z6mul_hijj(i32 noundef %8, i32 noundef %10) #3
  %16 = getelementptr i8, ptr addrspace(1) %14, i64 4
  store i32 %15, ptr addrspace(1) %16, align 4, !tbaa !5
  %17 = tail call i32 @_Z6mad_hiiii(i32 noundef %8, i32 noundef %10, i32 noundef 7) #3
  %18 = getelementptr i8, ptr addrspace(1) %14, i64 8
  store i32 %17, ptr addrspace(1) %18, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z6mul_hiii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z6mul_hijj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z6mad_hiiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!9 = !{i32 1, i32 1, i32 1}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"int*", !"int*", !"int*"}
!12 = !{!"const", !"const", !""}
!13 = !{}
