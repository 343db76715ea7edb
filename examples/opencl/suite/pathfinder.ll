; ModuleID = 'suite/pathfinder.cl'
source_filename = "suite/pathfinder.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@pathfinder.prev = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4
@pathfinder.next = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @pathfinder(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %3, %6
  br i1 %7, label %8, label %14

8:                                                ; preds = %4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 30
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !5, !amdgpu.noclobber !13
  %13 = getelementptr inbounds i32, ptr addrspace(3) @pathfinder.prev, i32 %6
  store i32 %12, ptr addrspace(3) %13, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %8, %4
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %15 = icmp sgt i32 %2, 1
  br i1 %15, label %16, label %24

16:                                               ; preds = %14
  %17 = getelementptr inbounds i32, ptr addrspace(3) @pathfinder.prev, i32 %6
  %18 = icmp sgt i32 %6, 0
  %19 = getelementptr i8, ptr addrspace(3) %17, i32 -4
  %20 = add nsw i32 %3, -1
  %21 = icmp sgt i32 %20, %6
  %22 = getelementptr i8, ptr addrspace(3) %17, i32 4
  %23 = getelementptr inbounds i32, ptr addrspace(3) @pathfinder.next, i32 %6
  br label %25

24:                                               ; preds = %48, %14
  br i1 %7, label %51, label %57

25:                                               ; preds = %16, %48
  %26 = phi i32 [ 1, %16 ], [ %49, %48 ]
  br i1 %7, label %27, label %45

27:                                               ; preds = %25
  %28 = load i32, ptr addrspace(3) %17, align 4, !tbaa !5
  br i1 %18, label %29, label %32

29:                                               ; preds = %27
  %30 = load i32, ptr addrspace(3) %19, align 4, !tbaa !5
  %31 = tail call i32 @_Z3minii(i32 noundef %28, i32 noundef %30) #4
  br label %32

32:                                               ; preds = %29, %27
  %33 = phi i32 [ %31, %29 ], [ %28, %27 ]
  br i1 %21, label %34, label %37

34:                                               ; preds = %32
  %35 = load i32, ptr addrspace(3) %22, align 4, !tbaa !5
  %36 = tail call i32 @_Z3minii(i32 noundef %33, i32 noundef %35) #4
  br label %37

37:                                               ; preds = %34, %32
  %38 = phi i32 [ %36, %34 ], [ %33, %32 ]
  %39 = mul nsw i32 %26, %3
  %40 = add nsw i32 %39, %6
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4, !tbaa !5
  %44 = add nsw i32 %43, %38
  store i32 %44, ptr addrspace(3) %23, align 4, !tbaa !5
  br label %45

45:                                               ; preds = %37, %25
  tail call void @_Z7barrierj(i32 noundef 1) #5
  br i1 %7, label %46, label %48

46:                                               ; preds = %45
  %47 = load i32, ptr addrspace(3) %23, align 4, !tbaa !5
  store i32 %47, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %48

48:                                               ; preds = %46, %45
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %49 = add nuw nsw i32 %26, 1
  %50 = icmp eq i32 %49, %2
  br i1 %50, label %24, label %25

51:                                               ; preds = %24
  %52 = shl i64 %5, 32
  %53 = getelementptr inbounds i32, ptr addrspace(3) @pathfinder.prev, i32 %6
  %54 = load i32, ptr addrspace(3) %53, align 4, !tbaa !5
  %55 = ashr exact i64 %52, 30
  %56 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %55
  store i32 %54, ptr addrspace(1) %56, align 4, !tbaa !5
  br label %57

57:                                               ; preds = %24, %51
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_pathfinder(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %3, %6
  br i1 %7, label %8, label %14

8:                                                ; preds = %4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 30
  %11 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !5
  %13 = getelementptr inbounds i32, ptr addrspace(3) @pathfinder.prev, i32 %6
  store i32 %12, ptr addrspace(3) %13, align 4, !tbaa !5
  br label %14

14:                                               ; preds = %8, %4
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %15 = icmp sgt i32 %2, 1
  br i1 %15, label %16, label %24

16:                                               ; preds = %14
  %17 = getelementptr inbounds i32, ptr addrspace(3) @pathfinder.prev, i32 %6
  %18 = icmp sgt i32 %6, 0
  %19 = getelementptr i8, ptr addrspace(3) %17, i32 -4
  %20 = add nsw i32 %3, -1
  %21 = icmp sgt i32 %20, %6
  %22 = getelementptr i8, ptr addrspace(3) %17, i32 4
  %23 = getelementptr inbounds i32, ptr addrspace(3) @pathfinder.next, i32 %6
  br label %25

24:                                               ; preds = %48, %14
  br i1 %7, label %51, label %57

25:                                               ; preds = %16, %48
  %26 = phi i32 [ 1, %16 ], [ %49, %48 ]
  br i1 %7, label %27, label %45

27:                                               ; preds = %25
  %28 = load i32, ptr addrspace(3) %17, align 4, !tbaa !5
  br i1 %18, label %29, label %32

29:                                               ; preds = %27
  %30 = load i32, ptr addrspace(3) %19, align 4, !tbaa !5
  %31 = tail call i32 @_Z3minii(i32 noundef %28, i32 noundef %30) #4
  br label %32

32:                                               ; preds = %29, %27
  %33 = phi i32 [ %31, %29 ], [ %28, %27 ]
  br i1 %21, label %34, label %37

34:                                               ; preds = %32
  %35 = load i32, ptr addrspace(3) %22, align 4, !tbaa !5
  %36 = tail call i32 @_Z3minii(i32 noundef %33, i32 noundef %35) #4
  br label %37

37:                                               ; preds = %34, %32
  %38 = phi i32 [ %36, %34 ], [ %33, %32 ]
  %39 = mul nsw i32 %26, %3
  %40 = add nsw i32 %39, %6
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %41
  %43 = load i32, ptr addrspace(1) %42, align 4, !tbaa !5
  %44 = add nsw i32 %43, %38
  store i32 %44, ptr addrspace(3) %23, align 4, !tbaa !5
  br label %45

45:                                               ; preds = %37, %25
  tail call void @_Z7barrierj(i32 noundef 1) #5
  br i1 %7, label %46, label %48

46:                                               ; preds = %45
  %47 = load i32, ptr addrspace(3) %23, align 4, !tbaa !5
  store i32 %47, ptr addrspace(3) %17, align 4, !tbaa !5
  br label %48

48:                                               ; preds = %46, %45
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %49 = add nuw nsw i32 %26, 1
  %50 = icmp eq i32 %49, %2
  br i1 %50, label %24, label %25

51:                                               ; preds = %24
  %52 = shl i64 %5, 32
  %53 = getelementptr inbounds i32, ptr addrspace(3) @pathfinder.prev, i32 %6
  %54 = load i32, ptr addrspace(3) %53, align 4, !tbaa !5
  %55 = ashr exact i64 %52, 30
  %56 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %55
  store i32 %54, ptr addrspace(1) %56, align 4, !tbaa !5
  br label %57

57:                                               ; preds = %51, %24
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #2

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
!9 = !{i32 1, i32 1, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"int*", !"int*", !"int", !"int"}
!12 = !{!"const", !"", !"", !""}
!13 = !{}
