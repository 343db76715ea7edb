; ModuleID = 'suite/softmax.cl'
source_filename = "suite/softmax.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@softmax.red = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @softmax(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %9 = trunc i64 %8 to i32
  %10 = icmp sgt i32 %2, %5
  br i1 %10, label %11, label %17

11:                                               ; preds = %3
  %12 = mul nsw i32 %2, %7
  %13 = add nsw i32 %12, %5
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !13, !amdgpu.noclobber !15
  br label %17

17:                                               ; preds = %11, %3
  %18 = phi float [ %16, %11 ], [ 0xC7EC363CC0000000, %3 ]
  %19 = getelementptr float, ptr addrspace(3) @softmax.red, i32 %5
  store float %18, ptr addrspace(3) %19, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %20 = sdiv i32 %9, 2
  %21 = icmp sgt i32 %9, 1
  br i1 %21, label %24, label %22

22:                                               ; preds = %32, %17
  %23 = load float, ptr addrspace(3) @softmax.red, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %10, label %35, label %38

24:                                               ; preds = %17, %32
  %25 = phi i32 [ %33, %32 ], [ %20, %17 ]
  %26 = icmp sgt i32 %25, %5
  br i1 %26, label %27, label %32

27:                                               ; preds = %24
  %28 = getelementptr float, ptr addrspace(3) %19, i32 %25
  %29 = load float, ptr addrspace(3) %19, align 4, !tbaa !13
  %30 = load float, ptr addrspace(3) %28, align 4, !tbaa !13
  %31 = tail call float @llvm.maxnum.f32(float noundef %29, float noundef %30) #5
  store float %31, ptr addrspace(3) %19, align 4, !tbaa !13
  br label %32

32:                                               ; preds = %27, %24
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %33 = lshr i32 %25, 1
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %22, label %24

35:                                               ; preds = %22
  %36 = fsub float %18, %23
  %37 = tail call float @_Z3expf(float noundef %36) #5
  br label %38

38:                                               ; preds = %35, %22
  %39 = phi float [ %37, %35 ], [ 0.000000e+00, %22 ]
  store float %39, ptr addrspace(3) %19, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %21, label %41, label %40

40:                                               ; preds = %49, %38
  br i1 %10, label %52, label %59

41:                                               ; preds = %38, %49
  %42 = phi i32 [ %50, %49 ], [ %20, %38 ]
  %43 = icmp sgt i32 %42, %5
  br i1 %43, label %44, label %49

44:                                               ; preds = %41
  %45 = getelementptr float, ptr addrspace(3) %19, i32 %42
  %46 = load float, ptr addrspace(3) %45, align 4, !tbaa !13
  %47 = load float, ptr addrspace(3) %19, align 4, !tbaa !13
  %48 = fadd float %46, %47
  store float %48, ptr addrspace(3) %19, align 4, !tbaa !13
  br label %49

49:                                               ; preds = %44, %41
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %50 = lshr i32 %42, 1
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %40, label %41

52:                                               ; preds = %40
  %53 = mul nsw i32 %2, %7
  %54 = add nsw i32 %53, %5
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %55
  %57 = load float, ptr addrspace(3) @softmax.red, align 4, !tbaa !13
  %58 = fdiv float %39, %57, !fpmath !16
  store float %58, ptr addrspace(1) %56, align 4, !tbaa !13
  br label %59

59:                                               ; preds = %40, %52
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_softmax(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %9 = trunc i64 %8 to i32
  %10 = icmp sgt i32 %2, %5
  br i1 %10, label %11, label %17

11:                                               ; preds = %3
  %12 = mul nsw i32 %2, %7
  %13 = add nsw i32 %12, %5
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !13
  br label %17

17:                                               ; preds = %3, %11
  %18 = phi float [ %16, %11 ], [ 0xC7EC363CC0000000, %3 ]
  %19 = getelementptr float, ptr addrspace(3) @softmax.red, i32 %5
  store float %18, ptr addrspace(3) %19, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %20 = sdiv i32 %9, 2
  %21 = icmp sgt i32 %9, 1
  br i1 %21, label %24, label %22

22:                                               ; preds = %32, %17
  %23 = load float, ptr addrspace(3) @softmax.red, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %10, label %35, label %38

24:                                               ; preds = %17, %32
  %25 = phi i32 [ %33, %32 ], [ %20, %17 ]
  %26 = icmp sgt i32 %25, %5
  br i1 %26, label %27, label %32

27:                                               ; preds = %24
  %28 = getelementptr float, ptr addrspace(3) %19, i32 %25
  %29 = load float, ptr addrspace(3) %19, align 4, !tbaa !13
  %30 = load float, ptr addrspace(3) %28, align 4, !tbaa !13
  %31 = tail call float @llvm.maxnum.f32(float noundef %29, float noundef %30) #5
  store float %31, ptr addrspace(3) %19, align 4, !tbaa !13
  br label %32

32:                                               ; preds = %27, %24
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %33 = lshr i32 %25, 1
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %22, label %24

35:                                               ; preds = %22
  %36 = fsub float %18, %23
  %37 = tail call float @_Z3expf(float noundef %36) #5
  br label %38

38:                                               ; preds = %22, %35
  %39 = phi float [ %37, %35 ], [ 0.000000e+00, %22 ]
  store float %39, ptr addrspace(3) %19, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #6
  br i1 %21, label %41, label %40

40:                                               ; preds = %49, %38
  br i1 %10, label %52, label %59

41:                                               ; preds = %38, %49
  %42 = phi i32 [ %50, %49 ], [ %20, %38 ]
  %43 = icmp sgt i32 %42, %5
  br i1 %43, label %44, label %49

44:                                               ; preds = %41
  %45 = getelementptr float, ptr addrspace(3) %19, i32 %42
  %46 = load float, ptr addrspace(3) %45, align 4, !tbaa !13
  %47 = load float, ptr addrspace(3) %19, align 4, !tbaa !13
  %48 = fadd float %46, %47
  store float %48, ptr addrspace(3) %19, align 4, !tbaa !13
  br label %49

49:                                               ; preds = %44, %41
  tail call void @_Z7barrierj(i32 noundef 1) #6
  %50 = lshr i32 %42, 1
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %40, label %41

52:                                               ; preds = %40
  %53 = mul nsw i32 %2, %7
  %54 = add nsw i32 %53, %5
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %55
  %57 = load float, ptr addrspace(3) @softmax.red, align 4, !tbaa !13
  %58 = fdiv float %39, %57, !fpmath !16
  store float %58, ptr addrspace(1) %56, align 4, !tbaa !13
  br label %59

59:                                               ; preds = %52, %40
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z3expf(float noundef) local_unnamed_addr #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

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
!9 = !{i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"int"}
!12 = !{!"const", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{}
!16 = !{float 2.500000e+00}
