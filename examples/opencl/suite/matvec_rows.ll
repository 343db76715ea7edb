; ModuleID = 'suite/matvec_rows.cl'
source_filename = "suite/matvec_rows.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@matvec_rows.part = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @matvec_rows(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %8 = icmp sgt i32 %3, %6
  br i1 %8, label %9, label %12

9:                                                ; preds = %4
  %10 = trunc i64 %7 to i32
  %11 = mul nsw i32 %3, %10
  br label %19

12:                                               ; preds = %19, %4
  %13 = phi float [ 0.000000e+00, %4 ], [ %30, %19 ]
  %14 = getelementptr float, ptr addrspace(3) @matvec_rows.part, i32 %6
  store float %13, ptr addrspace(3) %14, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %15 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %16 = lshr i64 %15, 1
  %17 = trunc i64 %16 to i32
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %37, label %35

19:                                               ; preds = %9, %19
  %20 = phi i32 [ %6, %9 ], [ %33, %19 ]
  %21 = phi float [ 0.000000e+00, %9 ], [ %30, %19 ]
  %22 = add nsw i32 %20, %11
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13, !amdgpu.noclobber !15
  %26 = sext i32 %20 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !13, !amdgpu.noclobber !15
  %29 = fmul float %25, %28
  %30 = fadd float %21, %29
  %31 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %32 = trunc i64 %31 to i32
  %33 = add i32 %20, %32
  %34 = icmp slt i32 %33, %3
  br i1 %34, label %19, label %12

35:                                               ; preds = %45, %12
  %36 = icmp eq i32 %6, 0
  br i1 %36, label %48, label %53

37:                                               ; preds = %12, %45
  %38 = phi i32 [ %46, %45 ], [ %17, %12 ]
  %39 = icmp sgt i32 %38, %6
  br i1 %39, label %40, label %45

40:                                               ; preds = %37
  %41 = getelementptr float, ptr addrspace(3) %14, i32 %38
  %42 = load float, ptr addrspace(3) %41, align 4, !tbaa !13
  %43 = load float, ptr addrspace(3) %14, align 4, !tbaa !13
  %44 = fadd float %42, %43
  store float %44, ptr addrspace(3) %14, align 4, !tbaa !13
  br label %45

45:                                               ; preds = %40, %37
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %46 = lshr i32 %38, 1
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %35, label %37

48:                                               ; preds = %35
  %49 = load float, ptr addrspace(3) @matvec_rows.part, align 4, !tbaa !13
  %50 = shl i64 %7, 32
  %51 = ashr exact i64 %50, 30
  %52 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %51
  store float %49, ptr addrspace(1) %52, align 4, !tbaa !13
  br label %53

53:                                               ; preds = %35, %48
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_matvec_rows(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %8 = icmp sgt i32 %3, %6
  br i1 %8, label %9, label %12

9:                                                ; preds = %4
  %10 = trunc i64 %7 to i32
  %11 = mul nsw i32 %3, %10
  br label %19

12:                                               ; preds = %19, %4
  %13 = phi float [ 0.000000e+00, %4 ], [ %30, %19 ]
  %14 = getelementptr float, ptr addrspace(3) @matvec_rows.part, i32 %6
  store float %13, ptr addrspace(3) %14, align 4, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %15 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %16 = lshr i64 %15, 1
  %17 = trunc i64 %16 to i32
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %37, label %35

19:                                               ; preds = %9, %19
  %20 = phi i32 [ %6, %9 ], [ %33, %19 ]
  %21 = phi float [ 0.000000e+00, %9 ], [ %30, %19 ]
  %22 = add nsw i32 %20, %11
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %23
  %25 = load float, ptr addrspace(1) %24, align 4, !tbaa !13
  %26 = sext i32 %20 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !13
  %29 = fmul float %25, %28
  %30 = fadd float %21, %29
  %31 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %32 = trunc i64 %31 to i32
  %33 = add i32 %20, %32
  %34 = icmp slt i32 %33, %3
  br i1 %34, label %19, label %12

35:                                               ; preds = %45, %12
  %36 = icmp eq i32 %6, 0
  br i1 %36, label %48, label %53

37:                                               ; preds = %12, %45
  %38 = phi i32 [ %46, %45 ], [ %17, %12 ]
  %39 = icmp sgt i32 %38, %6
  br i1 %39, label %40, label %45

40:                                               ; preds = %37
  %41 = getelementptr float, ptr addrspace(3) %14, i32 %38
  %42 = load float, ptr addrspace(3) %41, align 4, !tbaa !13
  %43 = load float, ptr addrspace(3) %14, align 4, !tbaa !13
  %44 = fadd float %42, %43
  store float %44, ptr addrspace(3) %14, align 4, !tbaa !13
  br label %45

45:                                               ; preds = %40, %37
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %46 = lshr i32 %38, 1
  %47 = icmp eq i32 %46, 0
  br i1 %47, label %35, label %37

48:                                               ; preds = %35
  %49 = load float, ptr addrspace(3) @matvec_rows.part, align 4, !tbaa !13
  %50 = shl i64 %7, 32
  %51 = ashr exact i64 %50, 30
  %52 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %51
  store float %49, ptr addrspace(1) %52, align 4, !tbaa !13
  br label %53

53:                                               ; preds = %48, %35
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

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
