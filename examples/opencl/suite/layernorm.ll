; ModuleID = 'suite/layernorm.cl'
source_filename = "suite/layernorm.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@layernorm.sum = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @layernorm(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %10 = trunc i64 %9 to i32
  %11 = icmp sgt i32 %4, %8
  br i1 %11, label %12, label %18

12:                                               ; preds = %6
  %13 = mul nsw i32 %4, %10
  %14 = add nsw i32 %13, %8
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13, !amdgpu.noclobber !15
  br label %18

18:                                               ; preds = %12, %6
  %19 = phi float [ %17, %12 ], [ 0.000000e+00, %6 ]
  %20 = shl i64 %7, 32
  %21 = ashr exact i64 %20, 32
  %22 = getelementptr float, ptr addrspace(3) @layernorm.sum, i32 %8
  store float %19, ptr addrspace(3) %22, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %23 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %24 = lshr i64 %23, 1
  %25 = trunc i64 %24 to i32
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %38, label %27

27:                                               ; preds = %46, %18
  %28 = load float, ptr addrspace(3) @layernorm.sum, align 4, !tbaa !13
  %29 = sitofp i32 %4 to float
  %30 = fdiv float %28, %29, !fpmath !16
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %31 = fsub float %19, %30
  %32 = select i1 %11, float %31, float 0.000000e+00
  %33 = fmul float %32, %32
  store float %33, ptr addrspace(3) %22, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %34 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %35 = lshr i64 %34, 1
  %36 = trunc i64 %35 to i32
  %37 = icmp sgt i32 %36, 0
  br i1 %37, label %54, label %49

38:                                               ; preds = %18, %46
  %39 = phi i32 [ %47, %46 ], [ %25, %18 ]
  %40 = icmp sgt i32 %39, %8
  br i1 %40, label %41, label %46

41:                                               ; preds = %38
  %42 = getelementptr float, ptr addrspace(3) %22, i32 %39
  %43 = load float, ptr addrspace(3) %42, align 4, !tbaa !13
  %44 = load float, ptr addrspace(3) %22, align 4, !tbaa !13
  %45 = fadd float %43, %44
  store float %45, ptr addrspace(3) %22, align 4, !tbaa !13
  br label %46

46:                                               ; preds = %41, %38
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %47 = lshr i32 %39, 1
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %27, label %38

49:                                               ; preds = %62, %27
  %50 = load float, ptr addrspace(3) @layernorm.sum, align 4, !tbaa !13
  %51 = fdiv float %50, %29, !fpmath !16
  %52 = fadd float %5, %51
  %53 = tail call float @llvm.sqrt.f32(float noundef %52) #5, !fpmath !17
  br i1 %11, label %65, label %78

54:                                               ; preds = %27, %62
  %55 = phi i32 [ %63, %62 ], [ %36, %27 ]
  %56 = icmp sgt i32 %55, %8
  br i1 %56, label %57, label %62

57:                                               ; preds = %54
  %58 = getelementptr float, ptr addrspace(3) %22, i32 %55
  %59 = load float, ptr addrspace(3) %58, align 4, !tbaa !13
  %60 = load float, ptr addrspace(3) %22, align 4, !tbaa !13
  %61 = fadd float %59, %60
  store float %61, ptr addrspace(3) %22, align 4, !tbaa !13
  br label %62

62:                                               ; preds = %57, %54
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %63 = lshr i32 %55, 1
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %49, label %54

65:                                               ; preds = %49
  %66 = fdiv float 1.000000e+00, %53, !fpmath !16
  %67 = fmul float %31, %66
  %68 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %21
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !13
  %70 = fmul float %67, %69
  %71 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %21
  %72 = load float, ptr addrspace(1) %71, align 4, !tbaa !13
  %73 = fadd float %70, %72
  %74 = mul nsw i32 %4, %10
  %75 = add nsw i32 %74, %8
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %76
  store float %73, ptr addrspace(1) %77, align 4, !tbaa !13
  br label %78

78:                                               ; preds = %49, %65
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_layernorm(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, i32 noundef %4, float noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %10 = trunc i64 %9 to i32
  %11 = icmp sgt i32 %4, %8
  br i1 %11, label %12, label %18

12:                                               ; preds = %6
  %13 = mul nsw i32 %4, %10
  %14 = add nsw i32 %13, %8
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  br label %18

18:                                               ; preds = %6, %12
  %19 = phi float [ %17, %12 ], [ 0.000000e+00, %6 ]
  %20 = shl i64 %7, 32
  %21 = ashr exact i64 %20, 32
  %22 = getelementptr float, ptr addrspace(3) @layernorm.sum, i32 %8
  store float %19, ptr addrspace(3) %22, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %23 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %24 = lshr i64 %23, 1
  %25 = trunc i64 %24 to i32
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %38, label %27

27:                                               ; preds = %46, %18
  %28 = load float, ptr addrspace(3) @layernorm.sum, align 4, !tbaa !13
  %29 = sitofp i32 %4 to float
  %30 = fdiv float %28, %29, !fpmath !16
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %31 = fsub float %19, %30
  %32 = select i1 %11, float %31, float 0.000000e+00
  %33 = fmul float %32, %32
  store float %33, ptr addrspace(3) %22, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %34 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %35 = lshr i64 %34, 1
  %36 = trunc i64 %35 to i32
  %37 = icmp sgt i32 %36, 0
  br i1 %37, label %54, label %49

38:                                               ; preds = %18, %46
  %39 = phi i32 [ %47, %46 ], [ %25, %18 ]
  %40 = icmp sgt i32 %39, %8
  br i1 %40, label %41, label %46

41:                                               ; preds = %38
  %42 = getelementptr float, ptr addrspace(3) %22, i32 %39
  %43 = load float, ptr addrspace(3) %42, align 4, !tbaa !13
  %44 = load float, ptr addrspace(3) %22, align 4, !tbaa !13
  %45 = fadd float %43, %44
  store float %45, ptr addrspace(3) %22, align 4, !tbaa !13
  br label %46

46:                                               ; preds = %41, %38
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %47 = lshr i32 %39, 1
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %27, label %38

49:                                               ; preds = %62, %27
  %50 = load float, ptr addrspace(3) @layernorm.sum, align 4, !tbaa !13
  %51 = fdiv float %50, %29, !fpmath !16
  %52 = fadd float %5, %51
  %53 = tail call float @llvm.sqrt.f32(float noundef %52) #5, !fpmath !17
  br i1 %11, label %65, label %78

54:                                               ; preds = %27, %62
  %55 = phi i32 [ %63, %62 ], [ %36, %27 ]
  %56 = icmp sgt i32 %55, %8
  br i1 %56, label %57, label %62

57:                                               ; preds = %54
  %58 = getelementptr float, ptr addrspace(3) %22, i32 %55
  %59 = load float, ptr addrspace(3) %58, align 4, !tbaa !13
  %60 = load float, ptr addrspace(3) %22, align 4, !tbaa !13
  %61 = fadd float %59, %60
  store float %61, ptr addrspace(3) %22, align 4, !tbaa !13
  br label %62

62:                                               ; preds = %57, %54
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %63 = lshr i32 %55, 1
  %64 = icmp eq i32 %63, 0
  br i1 %64, label %49, label %54

65:                                               ; preds = %49
  %66 = fdiv float 1.000000e+00, %53, !fpmath !16
  %67 = fmul float %31, %66
  %68 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %21
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !13
  %70 = fmul float %67, %69
  %71 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %21
  %72 = load float, ptr addrspace(1) %71, align 4, !tbaa !13
  %73 = fadd float %70, %72
  %74 = mul nsw i32 %4, %10
  %75 = add nsw i32 %74, %8
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %76
  store float %73, ptr addrspace(1) %77, align 4, !tbaa !13
  br label %78

78:                                               ; preds = %65, %49
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #4

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

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
!9 = !{i32 1, i32 1, i32 1, i32 1, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"float*", !"float*", !"int", !"float"}
!12 = !{!"const", !"const", !"const", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{}
!16 = !{float 2.500000e+00}
!17 = !{float 3.000000e+00}
