; ModuleID = 'switch_ops.cl'
source_filename = "switch_ops.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @switch_ops(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5, !amdgpu.noclobber !13
  switch i32 %9, label %41 [
    i32 0, label %10
    i32 1, label %16
    i32 2, label %22
    i32 3, label %28
    i32 7, label %34
  ]

10:                                               ; preds = %4
  %11 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !5, !amdgpu.noclobber !13
  %13 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %7
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5, !amdgpu.noclobber !13
  %15 = add nsw i32 %14, %12
  br label %41

16:                                               ; preds = %4
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5, !amdgpu.noclobber !13
  %19 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %7
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5, !amdgpu.noclobber !13
  %21 = sub nsw i32 %18, %20
  br label %41

22:                                               ; preds = %4
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !5, !amdgpu.noclobber !13
  %25 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %7
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !5, !amdgpu.noclobber !13
  %27 = mul nsw i32 %26, %24
  br label %41

28:                                               ; preds = %4
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !5, !amdgpu.noclobber !13
  %31 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %7
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !5, !amdgpu.noclobber !13
  %33 = tail call i32 @_Z3maxii(i32 noundef %30, i32 noundef %32) #3
  br label %41

34:                                               ; preds = %4
  %35 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %36 = load i32, ptr addrspace(1) %35, align 4, !tbaa !5, !amdgpu.noclobber !13
  %37 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %7
  %38 = load i32, ptr addrspace(1) %37, align 4, !tbaa !5, !amdgpu.noclobber !13
  %39 = and i32 %38, 7
  %40 = shl i32 %36, %39
  br label %41

41:                                               ; preds = %4, %10, %16, %22, %28, %34
  %42 = phi i32 [ %40, %34 ], [ %15, %10 ], [ %21, %16 ], [ %27, %22 ], [ %33, %28 ], [ -1, %4 ]
  %43 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %7
  store i32 %42, ptr addrspace(1) %43, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_switch_ops(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !5
  switch i32 %9, label %41 [
    i32 0, label %10
    i32 1, label %16
    i32 2, label %22
    i32 3, label %28
    i32 7, label %34
  ]

10:                                               ; preds = %4
  %11 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !5
  %13 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %7
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !5
  %15 = add nsw i32 %14, %12
  br label %41

16:                                               ; preds = %4
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5
  %19 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %7
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !5
  %21 = sub nsw i32 %18, %20
  br label %41

22:                                               ; preds = %4
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !5
  %25 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %7
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !5
  %27 = mul nsw i32 %26, %24
  br label %41

28:                                               ; preds = %4
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !5
  %31 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %7
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !5
  %33 = tail call i32 @_Z3maxii(i32 noundef %30, i32 noundef %32) #3
  br label %41

34:                                               ; preds = %4
  %35 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %36 = load i32, ptr addrspace(1) %35, align 4, !tbaa !5
  %37 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %7
  %38 = load i32, ptr addrspace(1) %37, align 4, !tbaa !5
  %39 = and i32 %38, 7
  %40 = shl i32 %36, %39
  br label %41

41:                                               ; preds = %4, %34, %28, %22, %16, %10
  %42 = phi i32 [ %40, %34 ], [ %15, %10 ], [ %21, %16 ], [ %27, %22 ], [ %33, %28 ], [ -1, %4 ]
  %43 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %7
  store i32 %42, ptr addrspace(1) %43, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #2

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
!9 = !{i32 1, i32 1, i32 1, i32 1}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"int*", !"int*", !"int*", !"int*"}
!12 = !{!"const", !"const", !"const", !""}
!13 = !{}
