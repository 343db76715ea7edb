; OpenCL add_sat/sub_sat on char and uchar and popcount on uchar
; (Inputs/ocl_narrow_builtins.cl, clang-22 amdgcn): saturation in the i8 type itself
; (the wrapped result unless it overflowed, then the bound on the first operand's side).
; Expected memory: the x86-64 build of the .cl (clang-22 -O2 -ffp-contract=off, as the
; native oracle builds it) linked with the native oracle's builtins (tools/native/harness.c
; of the corpus branch; libm's f32 functions for the ones it lacks), run over the same launch.
; DEFINE: %{args} = '[[0, -1, 127, -128, 100, -100, 55, -3], [1, -1, 1, -1, 100, -100, -56, 7], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]'
; RUN: simd-opt %s | filecheck %s --check-prefix=IMPORT
; RUN: simd-run %s --grid 2 --block 4 --json --args %{args} | filecheck %s --check-prefix=OUT
; OUT: "memrefs": [[0, -1, 127, -128, 100, -100, 55, -3], [1, -1, 1, -1, 100, -100, -56, 7], [1, -1, 1, 0, -2, 0, -1, 8, 127, 126, -128, 7, -128, -127, -1, 1, 127, 0, -56, 3, -128, 0, -1, 4, -1, 111, -1, 5, 4, -10, -1, 7]]
; IMPORT:      %[[S:.*]] = arith.addi %v9, %v11 : i8
; IMPORT:      math.ctpop %{{.*}} : i8
; ModuleID = 'ocl_narrow_builtins.cl'
source_filename = "ocl_narrow_builtins.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @narrow_ops(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef readonly align 1 captures(none) %1, ptr addrspace(1) noundef writeonly align 1 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = shl i64 %4, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %7
  %9 = load i8, ptr addrspace(1) %8, align 1, !tbaa !13, !amdgpu.noclobber !14
  %10 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %7
  %11 = load i8, ptr addrspace(1) %10, align 1, !tbaa !13, !amdgpu.noclobber !14
  %12 = tail call signext i8 @_Z7add_satcc(i8 noundef signext %9, i8 noundef signext %11) #3
  %13 = shl nsw i32 %5, 2
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %14
  store i8 %12, ptr addrspace(1) %15, align 1, !tbaa !13
  %16 = tail call signext i8 @_Z7sub_satcc(i8 noundef signext %9, i8 noundef signext %11) #3
  %17 = getelementptr i8, ptr addrspace(1) %15, i64 1
  store i8 %16, ptr addrspace(1) %17, align 1, !tbaa !13
  %18 = tail call zeroext i8 @_Z7add_sathh(i8 noundef zeroext %9, i8 noundef zeroext %11) #3
  %19 = getelementptr i8, ptr addrspace(1) %15, i64 2
  store i8 %18, ptr addrspace(1) %19, align 1, !tbaa !13
  %20 = tail call zeroext i8 @_Z8popcounth(i8 noundef zeroext %9) #3
  %21 = getelementptr i8, ptr addrspace(1) %15, i64 3
  store i8 %20, ptr addrspace(1) %21, align 1, !tbaa !13
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_narrow_ops(ptr addrspace(1) noundef readonly align 1 captures(none) %0, ptr addrspace(1) noundef readonly align 1 captures(none) %1, ptr addrspace(1) noundef writeonly align 1 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = shl i64 %4, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %7
  %9 = load i8, ptr addrspace(1) %8, align 1, !tbaa !13
  %10 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %7
  %11 = load i8, ptr addrspace(1) %10, align 1, !tbaa !13
  %12 = tail call signext i8 @_Z7add_satcc(i8 noundef signext %9, i8 noundef signext %11) #3
  %13 = shl nsw i32 %5, 2
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %14
  store i8 %12, ptr addrspace(1) %15, align 1, !tbaa !13
  %16 = tail call signext i8 @_Z7sub_satcc(i8 noundef signext %9, i8 noundef signext %11) #3
  %17 = getelementptr i8, ptr addrspace(1) %15, i64 1
  store i8 %16, ptr addrspace(1) %17, align 1, !tbaa !13
  %18 = tail call zeroext i8 @_Z7add_sathh(i8 noundef zeroext %9, i8 noundef zeroext %11) #3
  %19 = getelementptr i8, ptr addrspace(1) %15, i64 2
  store i8 %18, ptr addrspace(1) %19, align 1, !tbaa !13
  %20 = tail call zeroext i8 @_Z8popcounth(i8 noundef zeroext %9) #3
  %21 = getelementptr i8, ptr addrspace(1) %15, i64 3
  store i8 %20, ptr addrspace(1) %21, align 1, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden signext i8 @_Z7add_satcc(i8 noundef signext, i8 noundef signext) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden signext i8 @_Z7sub_satcc(i8 noundef signext, i8 noundef signext) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden zeroext i8 @_Z7add_sathh(i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden zeroext i8 @_Z8popcounth(i8 noundef zeroext) local_unnamed_addr #2

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
!11 = !{!"char*", !"char*", !"char*"}
!12 = !{!"const", !"const", !""}
!13 = !{!7, !7, i64 0}
!14 = !{}
