; ModuleID = 'half_poly.cl'
source_filename = "half_poly.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @half_poly(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef writeonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, i32 noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = icmp sgt i32 %4, %7
  br i1 %8, label %9, label %35

9:                                                ; preds = %5
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %11
  %13 = load half, ptr addrspace(1) %12, align 2, !tbaa !13, !amdgpu.noclobber !15
  %14 = fmul half %13, 0xH34CD
  %15 = fadd half %14, 0xH3ECD
  %16 = fmul half %13, %15
  %17 = fadd half %16, 0xHC033
  %18 = fadd half %13, 0xH4200
  %19 = fdiv half %17, %18
  %20 = fcmp ogt half %13, 0xH0000
  br i1 %20, label %21, label %24

21:                                               ; preds = %9
  %22 = tail call half @llvm.sqrt.f16(half noundef %13) #4
  %23 = fmul half %22, %19
  br label %26

24:                                               ; preds = %9
  %25 = tail call half @llvm.maxnum.f16(half noundef %19, half noundef 0xHBE00) #4
  br label %26

26:                                               ; preds = %24, %21
  %27 = phi half [ %23, %21 ], [ %25, %24 ]
  %28 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %11
  store half %27, ptr addrspace(1) %28, align 2, !tbaa !13
  %29 = fpext half %27 to float
  %30 = fmul float %29, 3.000000e+00
  %31 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %11
  store float %30, ptr addrspace(1) %31, align 4, !tbaa !16
  %32 = fmul half %27, 0xH5640
  %33 = fptosi half %32 to i32
  %34 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %11
  store i32 %33, ptr addrspace(1) %34, align 4, !tbaa !5
  br label %35

35:                                               ; preds = %5, %26
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_half_poly(ptr addrspace(1) noundef readonly align 2 captures(none) %0, ptr addrspace(1) noundef writeonly align 2 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = icmp sgt i32 %4, %7
  br i1 %8, label %9, label %35

9:                                                ; preds = %5
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %11
  %13 = load half, ptr addrspace(1) %12, align 2, !tbaa !13
  %14 = fmul half %13, 0xH34CD
  %15 = fadd half %14, 0xH3ECD
  %16 = fmul half %13, %15
  %17 = fadd half %16, 0xHC033
  %18 = fadd half %13, 0xH4200
  %19 = fdiv half %17, %18
  %20 = fcmp ogt half %13, 0xH0000
  br i1 %20, label %21, label %24

21:                                               ; preds = %9
  %22 = tail call half @llvm.sqrt.f16(half noundef %13) #4
  %23 = fmul half %22, %19
  br label %26

24:                                               ; preds = %9
  %25 = tail call half @llvm.maxnum.f16(half noundef %19, half noundef 0xHBE00) #4
  br label %26

26:                                               ; preds = %24, %21
  %27 = phi half [ %23, %21 ], [ %25, %24 ]
  %28 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %11
  store half %27, ptr addrspace(1) %28, align 2, !tbaa !13
  %29 = fpext half %27 to float
  %30 = fmul float %29, 3.000000e+00
  %31 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %11
  store float %30, ptr addrspace(1) %31, align 4, !tbaa !16
  %32 = fmul half %27, 0xH5640
  %33 = fptosi half %32 to i32
  %34 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %11
  store i32 %33, ptr addrspace(1) %34, align 4, !tbaa !5
  br label %35

35:                                               ; preds = %5, %26
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.sqrt.f16(half) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.maxnum.f16(half, half) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }

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
!9 = !{i32 1, i32 1, i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none"}
!11 = !{!"half*", !"half*", !"float*", !"int*", !"int"}
!12 = !{!"const", !"", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"half", !7, i64 0}
!15 = !{}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !7, i64 0}
