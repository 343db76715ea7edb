; ModuleID = 'scan.cl'
source_filename = "scan.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@scan.tmp = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @scan(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = shl i32 %6, 1
  %8 = shl nsw i32 %4, 1
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !5, !amdgpu.noclobber !13
  %12 = getelementptr inbounds i32, ptr addrspace(3) @scan.tmp, i32 %8
  store i32 %11, ptr addrspace(3) %12, align 4, !tbaa !5
  %13 = or disjoint i32 %8, 1
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !5, !amdgpu.noclobber !13
  %17 = getelementptr inbounds i32, ptr addrspace(3) @scan.tmp, i32 %13
  store i32 %16, ptr addrspace(3) %17, align 4, !tbaa !5
  %18 = ashr exact i32 %7, 1
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = add nsw i32 %8, 2
  br label %25

22:                                               ; preds = %39, %2
  %23 = phi i32 [ 1, %2 ], [ %40, %39 ]
  %24 = icmp eq i32 %4, 0
  br i1 %24, label %43, label %46

25:                                               ; preds = %20, %39
  %26 = phi i32 [ 1, %20 ], [ %40, %39 ]
  %27 = phi i32 [ %18, %20 ], [ %41, %39 ]
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %28 = icmp sgt i32 %27, %4
  br i1 %28, label %29, label %39

29:                                               ; preds = %25
  %30 = mul nsw i32 %26, %13
  %31 = mul nsw i32 %26, %21
  %32 = getelementptr i32, ptr addrspace(3) @scan.tmp, i32 %30
  %33 = getelementptr i8, ptr addrspace(3) %32, i32 -4
  %34 = load i32, ptr addrspace(3) %33, align 4, !tbaa !5
  %35 = getelementptr i32, ptr addrspace(3) @scan.tmp, i32 %31
  %36 = getelementptr i8, ptr addrspace(3) %35, i32 -4
  %37 = load i32, ptr addrspace(3) %36, align 4, !tbaa !5
  %38 = add nsw i32 %37, %34
  store i32 %38, ptr addrspace(3) %36, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %29, %25
  %40 = shl nsw i32 %26, 1
  %41 = lshr i32 %27, 1
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %22, label %25

43:                                               ; preds = %22
  %44 = getelementptr i32, ptr addrspace(3) @scan.tmp, i32 %7
  %45 = getelementptr i8, ptr addrspace(3) %44, i32 -4
  store i32 0, ptr addrspace(3) %45, align 4, !tbaa !5
  br label %46

46:                                               ; preds = %43, %22
  %47 = icmp sgt i32 %7, 1
  br i1 %47, label %48, label %68

48:                                               ; preds = %46
  %49 = add nsw i32 %8, 2
  br label %50

50:                                               ; preds = %48, %65
  %51 = phi i32 [ %23, %48 ], [ %53, %65 ]
  %52 = phi i32 [ 1, %48 ], [ %66, %65 ]
  %53 = lshr i32 %51, 1
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %54 = icmp sgt i32 %52, %4
  br i1 %54, label %55, label %65

55:                                               ; preds = %50
  %56 = mul nsw i32 %53, %13
  %57 = mul nsw i32 %53, %49
  %58 = getelementptr i32, ptr addrspace(3) @scan.tmp, i32 %56
  %59 = getelementptr i8, ptr addrspace(3) %58, i32 -4
  %60 = load i32, ptr addrspace(3) %59, align 4, !tbaa !5
  %61 = getelementptr i32, ptr addrspace(3) @scan.tmp, i32 %57
  %62 = getelementptr i8, ptr addrspace(3) %61, i32 -4
  %63 = load i32, ptr addrspace(3) %62, align 4, !tbaa !5
  store i32 %63, ptr addrspace(3) %59, align 4, !tbaa !5
  %64 = add nsw i32 %63, %60
  store i32 %64, ptr addrspace(3) %62, align 4, !tbaa !5
  br label %65

65:                                               ; preds = %55, %50
  %66 = shl nsw i32 %52, 1
  %67 = icmp slt i32 %66, %7
  br i1 %67, label %50, label %68

68:                                               ; preds = %65, %46
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %69 = load i32, ptr addrspace(3) %12, align 4, !tbaa !5
  %70 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %9
  store i32 %69, ptr addrspace(1) %70, align 4, !tbaa !5
  %71 = load i32, ptr addrspace(3) %17, align 4, !tbaa !5
  %72 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %14
  store i32 %71, ptr addrspace(1) %72, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_scan(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = shl i32 %6, 1
  %8 = shl nsw i32 %4, 1
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !5
  %12 = getelementptr inbounds i32, ptr addrspace(3) @scan.tmp, i32 %8
  store i32 %11, ptr addrspace(3) %12, align 4, !tbaa !5
  %13 = or disjoint i32 %8, 1
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !5
  %17 = getelementptr inbounds i32, ptr addrspace(3) @scan.tmp, i32 %13
  store i32 %16, ptr addrspace(3) %17, align 4, !tbaa !5
  %18 = ashr exact i32 %7, 1
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = add nsw i32 %8, 2
  br label %25

22:                                               ; preds = %39, %2
  %23 = phi i32 [ 1, %2 ], [ %40, %39 ]
  %24 = icmp eq i32 %4, 0
  br i1 %24, label %43, label %46

25:                                               ; preds = %20, %39
  %26 = phi i32 [ 1, %20 ], [ %40, %39 ]
  %27 = phi i32 [ %18, %20 ], [ %41, %39 ]
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %28 = icmp sgt i32 %27, %4
  br i1 %28, label %29, label %39

29:                                               ; preds = %25
  %30 = mul nsw i32 %26, %13
  %31 = mul nsw i32 %26, %21
  %32 = getelementptr i32, ptr addrspace(3) @scan.tmp, i32 %30
  %33 = getelementptr i8, ptr addrspace(3) %32, i32 -4
  %34 = load i32, ptr addrspace(3) %33, align 4, !tbaa !5
  %35 = getelementptr i32, ptr addrspace(3) @scan.tmp, i32 %31
  %36 = getelementptr i8, ptr addrspace(3) %35, i32 -4
  %37 = load i32, ptr addrspace(3) %36, align 4, !tbaa !5
  %38 = add nsw i32 %37, %34
  store i32 %38, ptr addrspace(3) %36, align 4, !tbaa !5
  br label %39

39:                                               ; preds = %29, %25
  %40 = shl nsw i32 %26, 1
  %41 = lshr i32 %27, 1
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %22, label %25

43:                                               ; preds = %22
  %44 = getelementptr i32, ptr addrspace(3) @scan.tmp, i32 %7
  %45 = getelementptr i8, ptr addrspace(3) %44, i32 -4
  store i32 0, ptr addrspace(3) %45, align 4, !tbaa !5
  br label %46

46:                                               ; preds = %43, %22
  %47 = icmp sgt i32 %7, 1
  br i1 %47, label %48, label %50

48:                                               ; preds = %46
  %49 = add nsw i32 %8, 2
  br label %55

50:                                               ; preds = %70, %46
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %51 = load i32, ptr addrspace(3) %12, align 4, !tbaa !5
  %52 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %9
  store i32 %51, ptr addrspace(1) %52, align 4, !tbaa !5
  %53 = load i32, ptr addrspace(3) %17, align 4, !tbaa !5
  %54 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %14
  store i32 %53, ptr addrspace(1) %54, align 4, !tbaa !5
  ret void

55:                                               ; preds = %48, %70
  %56 = phi i32 [ %23, %48 ], [ %58, %70 ]
  %57 = phi i32 [ 1, %48 ], [ %71, %70 ]
  %58 = lshr i32 %56, 1
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %59 = icmp sgt i32 %57, %4
  br i1 %59, label %60, label %70

60:                                               ; preds = %55
  %61 = mul nsw i32 %58, %13
  %62 = mul nsw i32 %58, %49
  %63 = getelementptr i32, ptr addrspace(3) @scan.tmp, i32 %61
  %64 = getelementptr i8, ptr addrspace(3) %63, i32 -4
  %65 = load i32, ptr addrspace(3) %64, align 4, !tbaa !5
  %66 = getelementptr i32, ptr addrspace(3) @scan.tmp, i32 %62
  %67 = getelementptr i8, ptr addrspace(3) %66, i32 -4
  %68 = load i32, ptr addrspace(3) %67, align 4, !tbaa !5
  store i32 %68, ptr addrspace(3) %64, align 4, !tbaa !5
  %69 = add nsw i32 %68, %65
  store i32 %69, ptr addrspace(3) %67, align 4, !tbaa !5
  br label %70

70:                                               ; preds = %55, %60
  %71 = shl nsw i32 %57, 1
  %72 = icmp slt i32 %71, %7
  br i1 %72, label %55, label %50
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

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
!9 = !{i32 1, i32 1}
!10 = !{!"none", !"none"}
!11 = !{!"int*", !"int*"}
!12 = !{!"const", !""}
!13 = !{}
