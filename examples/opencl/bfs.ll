; ModuleID = 'bfs.cl'
source_filename = "bfs.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @bfs(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef readonly align 4 captures(none) %4, ptr addrspace(1) noundef align 4 captures(none) %5, i32 noundef %6) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %9 = trunc i64 %8 to i32
  %10 = icmp sgt i32 %6, %9
  br i1 %10, label %11, label %47

11:                                               ; preds = %7
  %12 = shl i64 %8, 32
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5, !amdgpu.noclobber !13
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %47, label %17

17:                                               ; preds = %11
  store i32 0, ptr addrspace(1) %14, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5
  %20 = add i64 %12, 4294967296
  %21 = ashr exact i64 %20, 30
  %22 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = icmp slt i32 %19, %23
  br i1 %24, label %25, label %47

25:                                               ; preds = %17
  %26 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %13
  br label %27

27:                                               ; preds = %25, %43
  %28 = phi i32 [ %23, %25 ], [ %44, %43 ]
  %29 = phi i32 [ %19, %25 ], [ %45, %43 ]
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !5
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %33
  %35 = load i32, ptr addrspace(1) %34, align 4, !tbaa !5
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %43

37:                                               ; preds = %27
  %38 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %33
  %39 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %33
  %40 = load i32, ptr addrspace(1) %26, align 4, !tbaa !5
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr addrspace(1) %39, align 4, !tbaa !5
  store i32 1, ptr addrspace(1) %38, align 4, !tbaa !5
  %42 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %37, %27
  %44 = phi i32 [ %42, %37 ], [ %28, %27 ]
  %45 = add nsw i32 %29, 1
  %46 = icmp slt i32 %45, %44
  br i1 %46, label %27, label %47

47:                                               ; preds = %43, %17, %7, %11
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_bfs(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef readonly align 4 captures(none) %4, ptr addrspace(1) noundef align 4 captures(none) %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %9 = trunc i64 %8 to i32
  %10 = icmp sgt i32 %6, %9
  br i1 %10, label %11, label %47

11:                                               ; preds = %7
  %12 = shl i64 %8, 32
  %13 = ashr exact i64 %12, 32
  %14 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %47, label %17

17:                                               ; preds = %11
  store i32 0, ptr addrspace(1) %14, align 4, !tbaa !5
  %18 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !5
  %20 = add i64 %12, 4294967296
  %21 = ashr exact i64 %20, 30
  %22 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  %24 = icmp slt i32 %19, %23
  br i1 %24, label %25, label %47

25:                                               ; preds = %17
  %26 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %13
  br label %27

27:                                               ; preds = %25, %43
  %28 = phi i32 [ %23, %25 ], [ %44, %43 ]
  %29 = phi i32 [ %19, %25 ], [ %45, %43 ]
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %30
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !5
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %33
  %35 = load i32, ptr addrspace(1) %34, align 4, !tbaa !5
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %43

37:                                               ; preds = %27
  %38 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %33
  %39 = getelementptr inbounds i32, ptr addrspace(1) %5, i64 %33
  %40 = load i32, ptr addrspace(1) %26, align 4, !tbaa !5
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr addrspace(1) %39, align 4, !tbaa !5
  store i32 1, ptr addrspace(1) %38, align 4, !tbaa !5
  %42 = load i32, ptr addrspace(1) %22, align 4, !tbaa !5
  br label %43

43:                                               ; preds = %37, %27
  %44 = phi i32 [ %42, %37 ], [ %28, %27 ]
  %45 = add nsw i32 %29, 1
  %46 = icmp slt i32 %45, %44
  br i1 %46, label %27, label %47

47:                                               ; preds = %43, %17, %11, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

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
!9 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!11 = !{!"int*", !"int*", !"int*", !"int*", !"int*", !"int*", !"int"}
!12 = !{!"const", !"const", !"", !"", !"", !"", !""}
!13 = !{}
