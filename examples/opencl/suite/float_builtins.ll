; ModuleID = 'suite/float_builtins.cl'
source_filename = "suite/float_builtins.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @float_builtins(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %3, %6
  br i1 %7, label %8, label %37

8:                                                ; preds = %4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13, !amdgpu.noclobber !15
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %10
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !13, !amdgpu.noclobber !15
  %15 = shl nsw i32 %6, 3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %16
  %18 = tail call float @_Z5clampfff(float noundef %12, float noundef -1.000000e+00, float noundef 1.000000e+00) #4
  store float %18, ptr addrspace(1) %17, align 4, !tbaa !13
  %19 = tail call float @llvm.minnum.f32(float noundef %12, float noundef %14) #4
  %20 = tail call float @llvm.maxnum.f32(float noundef %19, float noundef -2.000000e+00) #4
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 4
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !13
  %22 = tail call float @llvm.fmuladd.f32(float noundef %12, float noundef %14, float noundef 5.000000e-01) #4
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 8
  store float %22, ptr addrspace(1) %23, align 4, !tbaa !13
  %24 = tail call float @llvm.floor.f32(float noundef %12) #4
  %25 = tail call float @llvm.fabs.f32(float noundef %14) #4
  %26 = fadd float %24, %25
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 12
  store float %26, ptr addrspace(1) %27, align 4, !tbaa !13
  %28 = tail call float @llvm.fabs.f32(float noundef %12) #4
  %29 = tail call float @llvm.sqrt.f32(float noundef %28) #4
  %30 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 16
  store float %29, ptr addrspace(1) %30, align 4, !tbaa !13
  %31 = tail call float @_Z13native_divideff(float noundef %12, float noundef %14) #4
  %32 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 20
  store float %31, ptr addrspace(1) %32, align 4, !tbaa !13
  %33 = tail call float @_Z12native_recipf(float noundef %14) #4
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 24
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !13
  %35 = tail call float @_Z10native_expf(float noundef %24) #4
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 28
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !13
  br label %37

37:                                               ; preds = %4, %8
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_float_builtins(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %3, %6
  br i1 %7, label %8, label %37

8:                                                ; preds = %4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !13
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %10
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !13
  %15 = shl nsw i32 %6, 3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %16
  %18 = tail call float @_Z5clampfff(float noundef %12, float noundef -1.000000e+00, float noundef 1.000000e+00) #4
  store float %18, ptr addrspace(1) %17, align 4, !tbaa !13
  %19 = tail call float @llvm.minnum.f32(float noundef %12, float noundef %14) #4
  %20 = tail call float @llvm.maxnum.f32(float noundef %19, float noundef -2.000000e+00) #4
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 4
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !13
  %22 = tail call float @llvm.fmuladd.f32(float noundef %12, float noundef %14, float noundef 5.000000e-01) #4
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 8
  store float %22, ptr addrspace(1) %23, align 4, !tbaa !13
  %24 = tail call float @llvm.floor.f32(float noundef %12) #4
  %25 = tail call float @llvm.fabs.f32(float noundef %14) #4
  %26 = fadd float %24, %25
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 12
  store float %26, ptr addrspace(1) %27, align 4, !tbaa !13
  %28 = tail call float @llvm.fabs.f32(float noundef %12) #4
  %29 = tail call float @llvm.sqrt.f32(float noundef %28) #4
  %30 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 16
  store float %29, ptr addrspace(1) %30, align 4, !tbaa !13
  %31 = tail call float @_Z13native_divideff(float noundef %12, float noundef %14) #4
  %32 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 20
  store float %31, ptr addrspace(1) %32, align 4, !tbaa !13
  %33 = tail call float @_Z12native_recipf(float noundef %14) #4
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 24
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !13
  %35 = tail call float @_Z10native_expf(float noundef %24) #4
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 28
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !13
  br label %37

37:                                               ; preds = %4, %8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z5clampfff(float noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z13native_divideff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z12native_recipf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z10native_expf(float noundef) local_unnamed_addr #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.minnum.f32(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

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
!9 = !{i32 1, i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"float*", !"int"}
!12 = !{!"const", !"const", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{}
