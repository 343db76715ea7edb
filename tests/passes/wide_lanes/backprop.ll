; ModuleID = 'suite/backprop.cl'
source_filename = "suite/backprop.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @backprop(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, ptr addrspace(1) noundef readonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, i32 noundef %5, i32 noundef %6, float noundef %7, float noundef %8) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %11 = trunc i64 %10 to i32
  %12 = icmp sgt i32 %6, %11
  br i1 %12, label %13, label %61

13:                                               ; preds = %9
  %14 = icmp sgt i32 %5, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %26, %13
  %16 = phi float [ 0.000000e+00, %13 ], [ %38, %26 ]
  %17 = fneg float %16
  %18 = tail call float @_Z3expf(float noundef %17) #3
  %19 = fadd float %18, 1.000000e+00
  %20 = fdiv float 1.000000e+00, %19, !fpmath !13
  %21 = shl i64 %10, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %22
  store float %20, ptr addrspace(1) %23, align 4, !tbaa !14
  br i1 %14, label %24, label %61

24:                                               ; preds = %15
  %25 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %22
  br label %41

26:                                               ; preds = %13, %26
  %27 = phi i32 [ %39, %26 ], [ 0, %13 ]
  %28 = phi float [ %38, %26 ], [ 0.000000e+00, %13 ]
  %29 = mul nsw i32 %27, %6
  %30 = add nsw i32 %29, %11
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !14, !amdgpu.noclobber !16
  %34 = zext nneg i32 %27 to i64
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !14, !amdgpu.noclobber !16
  %37 = fmul float %33, %36
  %38 = fadd float %28, %37
  %39 = add nuw nsw i32 %27, 1
  %40 = icmp eq i32 %39, %5
  br i1 %40, label %15, label %26

41:                                               ; preds = %24, %41
  %42 = phi i32 [ 0, %24 ], [ %59, %41 ]
  %43 = load float, ptr addrspace(1) %25, align 4, !tbaa !14
  %44 = fmul float %7, %43
  %45 = zext nneg i32 %42 to i64
  %46 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !14
  %48 = fmul float %44, %47
  %49 = mul nsw i32 %42, %6
  %50 = add nsw i32 %49, %11
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !14
  %54 = fmul float %8, %53
  %55 = fadd float %48, %54
  %56 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %51
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !14
  %58 = fadd float %57, %55
  store float %58, ptr addrspace(1) %56, align 4, !tbaa !14
  store float %55, ptr addrspace(1) %52, align 4, !tbaa !14
  %59 = add nuw nsw i32 %42, 1
  %60 = icmp eq i32 %59, %5
  br i1 %60, label %61, label %41

61:                                               ; preds = %41, %15, %9
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_backprop(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, ptr addrspace(1) noundef readonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, i32 noundef %5, i32 noundef %6, float noundef %7, float noundef %8) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %11 = trunc i64 %10 to i32
  %12 = icmp sgt i32 %6, %11
  br i1 %12, label %13, label %61

13:                                               ; preds = %9
  %14 = icmp sgt i32 %5, 0
  br i1 %14, label %26, label %15

15:                                               ; preds = %26, %13
  %16 = phi float [ 0.000000e+00, %13 ], [ %38, %26 ]
  %17 = fneg float %16
  %18 = tail call float @_Z3expf(float noundef %17) #3
  %19 = fadd float %18, 1.000000e+00
  %20 = fdiv float 1.000000e+00, %19, !fpmath !13
  %21 = shl i64 %10, 32
  %22 = ashr exact i64 %21, 32
  %23 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %22
  store float %20, ptr addrspace(1) %23, align 4, !tbaa !14
  br i1 %14, label %24, label %61

24:                                               ; preds = %15
  %25 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %22
  br label %41

26:                                               ; preds = %13, %26
  %27 = phi i32 [ %39, %26 ], [ 0, %13 ]
  %28 = phi float [ %38, %26 ], [ 0.000000e+00, %13 ]
  %29 = mul nsw i32 %27, %6
  %30 = add nsw i32 %29, %11
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !14
  %34 = zext nneg i32 %27 to i64
  %35 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !14
  %37 = fmul float %33, %36
  %38 = fadd float %28, %37
  %39 = add nuw nsw i32 %27, 1
  %40 = icmp eq i32 %39, %5
  br i1 %40, label %15, label %26

41:                                               ; preds = %24, %41
  %42 = phi i32 [ 0, %24 ], [ %59, %41 ]
  %43 = load float, ptr addrspace(1) %25, align 4, !tbaa !14
  %44 = fmul float %7, %43
  %45 = zext nneg i32 %42 to i64
  %46 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %45
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !14
  %48 = fmul float %44, %47
  %49 = mul nsw i32 %42, %6
  %50 = add nsw i32 %49, %11
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !14
  %54 = fmul float %8, %53
  %55 = fadd float %48, %54
  %56 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %51
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !14
  %58 = fadd float %57, %55
  store float %58, ptr addrspace(1) %56, align 4, !tbaa !14
  store float %55, ptr addrspace(1) %52, align 4, !tbaa !14
  %59 = add nuw nsw i32 %42, 1
  %60 = icmp eq i32 %59, %5
  br i1 %60, label %61, label %41

61:                                               ; preds = %41, %15, %9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3expf(float noundef) local_unnamed_addr #2

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!9 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int", !"float", !"float"}
!12 = !{!"const", !"", !"", !"const", !"", !"", !"", !"", !""}
!13 = !{float 2.500000e+00}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !7, i64 0}
!16 = !{}
