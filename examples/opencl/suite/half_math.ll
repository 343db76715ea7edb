; ModuleID = 'suite/half_math.cl'
source_filename = "suite/half_math.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @half_math(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %3, %6
  br i1 %7, label %8, label %34

8:                                                ; preds = %4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13, !amdgpu.noclobber !15
  %13 = fptrunc float %12 to half
  %14 = fmul half %13, 0xH34CD
  %15 = fadd half %14, 0xH3ECD
  %16 = fmul half %15, %13
  %17 = fadd half %16, 0xHC033
  %18 = fadd half %13, 0xH4200
  %19 = fdiv half %17, %18
  %20 = fcmp ogt float %12, 0x3E60000000000000
  br i1 %20, label %21, label %24

21:                                               ; preds = %8
  %22 = tail call half @llvm.sqrt.f16(half %13)
  %23 = fmul half %22, %19
  br label %27

24:                                               ; preds = %8
  %25 = fcmp ogt half %19, 0xHBE00
  %26 = select i1 %25, half %19, half 0xHBE00
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi half [ %23, %21 ], [ %26, %24 ]
  %29 = fpext half %28 to float
  %30 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %10
  store float %29, ptr addrspace(1) %30, align 4, !tbaa !13
  %31 = fmul half %28, 0xH5640
  %32 = fptosi half %31 to i32
  %33 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %10
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %4, %27
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_half_math(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %3, %6
  br i1 %7, label %8, label %34

8:                                                ; preds = %4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13
  %13 = fptrunc float %12 to half
  %14 = fmul half %13, 0xH34CD
  %15 = fadd half %14, 0xH3ECD
  %16 = fmul half %15, %13
  %17 = fadd half %16, 0xHC033
  %18 = fadd half %13, 0xH4200
  %19 = fdiv half %17, %18
  %20 = fcmp ogt float %12, 0x3E60000000000000
  br i1 %20, label %21, label %24

21:                                               ; preds = %8
  %22 = tail call half @llvm.sqrt.f16(half %13)
  %23 = fmul half %22, %19
  br label %27

24:                                               ; preds = %8
  %25 = fcmp ogt half %19, 0xHBE00
  %26 = select i1 %25, half %19, half 0xHBE00
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi half [ %23, %21 ], [ %26, %24 ]
  %29 = fpext half %28 to float
  %30 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %10
  store float %29, ptr addrspace(1) %30, align 4, !tbaa !13
  %31 = fmul half %28, 0xH5640
  %32 = fptosi half %31 to i32
  %33 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %10
  store i32 %32, ptr addrspace(1) %33, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %4, %27
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.sqrt.f16(half) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!9 = !{i32 1, i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"int*", !"int"}
!12 = !{!"const", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{}
