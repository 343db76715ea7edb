; ModuleID = 'nbody.cl'
source_filename = "nbody.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @nbody(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %5, %8
  br i1 %9, label %10, label %51

10:                                               ; preds = %6
  %11 = shl i64 %7, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !13, !amdgpu.noclobber !15
  %15 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !13, !amdgpu.noclobber !15
  %17 = icmp sgt i32 %5, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %23, %10
  %19 = phi float [ 0.000000e+00, %10 ], [ %48, %23 ]
  %20 = phi float [ 0.000000e+00, %10 ], [ %45, %23 ]
  %21 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %12
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !13
  %22 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %12
  store float %19, ptr addrspace(1) %22, align 4, !tbaa !13
  br label %51

23:                                               ; preds = %10, %23
  %24 = phi float [ %45, %23 ], [ 0.000000e+00, %10 ]
  %25 = phi float [ %48, %23 ], [ 0.000000e+00, %10 ]
  %26 = phi i32 [ %49, %23 ], [ 0, %10 ]
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !13, !amdgpu.noclobber !15
  %30 = fsub float %29, %14
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %27
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !13, !amdgpu.noclobber !15
  %33 = fsub float %32, %16
  %34 = fmul float %30, %30
  %35 = fmul float %33, %33
  %36 = fadd float %34, %35
  %37 = fadd float %36, 0x3F847AE140000000
  %38 = tail call float @llvm.sqrt.f32(float noundef %37) #4, !fpmath !16
  %39 = fmul float %37, %38
  %40 = fdiv float 1.000000e+00, %39, !fpmath !17
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %27
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !13, !amdgpu.noclobber !15
  %43 = fmul float %30, %42
  %44 = fmul float %43, %40
  %45 = fadd float %24, %44
  %46 = fmul float %42, %33
  %47 = fmul float %46, %40
  %48 = fadd float %25, %47
  %49 = add nuw nsw i32 %26, 1
  %50 = icmp eq i32 %49, %5
  br i1 %50, label %18, label %23

51:                                               ; preds = %6, %18
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_nbody(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %5, %8
  br i1 %9, label %10, label %51

10:                                               ; preds = %6
  %11 = shl i64 %7, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !13
  %15 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !13
  %17 = icmp sgt i32 %5, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %23, %10
  %19 = phi float [ 0.000000e+00, %10 ], [ %48, %23 ]
  %20 = phi float [ 0.000000e+00, %10 ], [ %45, %23 ]
  %21 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %12
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !13
  %22 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %12
  store float %19, ptr addrspace(1) %22, align 4, !tbaa !13
  br label %51

23:                                               ; preds = %10, %23
  %24 = phi float [ %45, %23 ], [ 0.000000e+00, %10 ]
  %25 = phi float [ %48, %23 ], [ 0.000000e+00, %10 ]
  %26 = phi i32 [ %49, %23 ], [ 0, %10 ]
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !13
  %30 = fsub float %29, %14
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %27
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !13
  %33 = fsub float %32, %16
  %34 = fmul float %30, %30
  %35 = fmul float %33, %33
  %36 = fadd float %34, %35
  %37 = fadd float %36, 0x3F847AE140000000
  %38 = tail call float @llvm.sqrt.f32(float noundef %37) #4, !fpmath !16
  %39 = fmul float %37, %38
  %40 = fdiv float 1.000000e+00, %39, !fpmath !17
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %27
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !13
  %43 = fmul float %30, %42
  %44 = fmul float %43, %40
  %45 = fadd float %24, %44
  %46 = fmul float %42, %33
  %47 = fmul float %46, %40
  %48 = fadd float %25, %47
  %49 = add nuw nsw i32 %26, 1
  %50 = icmp eq i32 %49, %5
  br i1 %50, label %18, label %23

51:                                               ; preds = %6, %18
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!9 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!12 = !{!"const", !"const", !"const", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{}
!16 = !{float 3.000000e+00}
!17 = !{float 2.500000e+00}
