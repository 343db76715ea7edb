; ModuleID = 'matmul.cl'
source_filename = "matmul.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@matmul.As = internal unnamed_addr addrspace(3) global [4 x [4 x i32]] undef, align 4
@matmul.Bs = internal unnamed_addr addrspace(3) global [4 x [4 x i32]] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @matmul(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #4
  %11 = trunc i64 %10 to i32
  %12 = sdiv i32 %3, 4
  %13 = icmp sgt i32 %3, 3
  br i1 %13, label %16, label %14

14:                                               ; preds = %4
  %15 = mul nsw i32 %3, %11
  br label %63

16:                                               ; preds = %4
  %17 = trunc i64 %5 to i32
  %18 = mul nsw i32 %3, %11
  %19 = add i32 %18, %17
  %20 = getelementptr inbounds [4 x i32], ptr addrspace(3) @matmul.As, i32 %7
  %21 = getelementptr inbounds i32, ptr addrspace(3) %20, i32 %17
  %22 = getelementptr inbounds [4 x i32], ptr addrspace(3) @matmul.Bs, i32 %7
  %23 = getelementptr inbounds i32, ptr addrspace(3) %22, i32 %17
  %24 = getelementptr i32, ptr addrspace(3) @matmul.Bs, i32 %17
  %25 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 4
  %26 = getelementptr i8, ptr addrspace(3) %24, i32 16
  %27 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 8
  %28 = getelementptr i8, ptr addrspace(3) %24, i32 32
  %29 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 12
  %30 = getelementptr i8, ptr addrspace(3) %24, i32 48
  br label %31

31:                                               ; preds = %16, %31
  %32 = phi i32 [ 0, %16 ], [ %61, %31 ]
  %33 = phi i32 [ 0, %16 ], [ %60, %31 ]
  %34 = shl nsw i32 %32, 2
  %35 = add i32 %19, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %36
  %38 = load i32, ptr addrspace(1) %37, align 4, !tbaa !5
  store i32 %38, ptr addrspace(3) %21, align 4, !tbaa !5
  %39 = add nsw i32 %34, %7
  %40 = mul nsw i32 %39, %3
  %41 = add nsw i32 %40, %9
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %42
  %44 = load i32, ptr addrspace(1) %43, align 4, !tbaa !5
  store i32 %44, ptr addrspace(3) %23, align 4, !tbaa !5
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %45 = load i32, ptr addrspace(3) %20, align 4, !tbaa !5
  %46 = load i32, ptr addrspace(3) %24, align 4, !tbaa !5
  %47 = mul nsw i32 %46, %45
  %48 = add nsw i32 %47, %33
  %49 = load i32, ptr addrspace(3) %25, align 4, !tbaa !5
  %50 = load i32, ptr addrspace(3) %26, align 4, !tbaa !5
  %51 = mul nsw i32 %50, %49
  %52 = add nsw i32 %51, %48
  %53 = load i32, ptr addrspace(3) %27, align 4, !tbaa !5
  %54 = load i32, ptr addrspace(3) %28, align 4, !tbaa !5
  %55 = mul nsw i32 %54, %53
  %56 = add nsw i32 %55, %52
  %57 = load i32, ptr addrspace(3) %29, align 4, !tbaa !5
  %58 = load i32, ptr addrspace(3) %30, align 4, !tbaa !5
  %59 = mul nsw i32 %58, %57
  %60 = add nsw i32 %59, %56
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %61 = add nuw nsw i32 %32, 1
  %62 = icmp eq i32 %61, %12
  br i1 %62, label %63, label %31

63:                                               ; preds = %31, %14
  %64 = phi i32 [ %15, %14 ], [ %18, %31 ]
  %65 = phi i32 [ 0, %14 ], [ %60, %31 ]
  %66 = add nsw i32 %64, %9
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %67
  store i32 %65, ptr addrspace(1) %68, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_matmul(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #4
  %11 = trunc i64 %10 to i32
  %12 = sdiv i32 %3, 4
  %13 = icmp sgt i32 %3, 3
  br i1 %13, label %16, label %14

14:                                               ; preds = %4
  %15 = mul nsw i32 %3, %11
  br label %31

16:                                               ; preds = %4
  %17 = trunc i64 %5 to i32
  %18 = mul nsw i32 %3, %11
  %19 = add i32 %18, %17
  %20 = getelementptr inbounds [4 x i32], ptr addrspace(3) @matmul.As, i32 %7
  %21 = getelementptr inbounds i32, ptr addrspace(3) %20, i32 %17
  %22 = getelementptr inbounds [4 x i32], ptr addrspace(3) @matmul.Bs, i32 %7
  %23 = getelementptr inbounds i32, ptr addrspace(3) %22, i32 %17
  %24 = getelementptr i32, ptr addrspace(3) @matmul.Bs, i32 %17
  %25 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 4
  %26 = getelementptr i8, ptr addrspace(3) %24, i32 16
  %27 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 8
  %28 = getelementptr i8, ptr addrspace(3) %24, i32 32
  %29 = getelementptr inbounds nuw i8, ptr addrspace(3) %20, i32 12
  %30 = getelementptr i8, ptr addrspace(3) %24, i32 48
  br label %37

31:                                               ; preds = %37, %14
  %32 = phi i32 [ %15, %14 ], [ %18, %37 ]
  %33 = phi i32 [ 0, %14 ], [ %66, %37 ]
  %34 = add nsw i32 %32, %9
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %35
  store i32 %33, ptr addrspace(1) %36, align 4, !tbaa !5
  ret void

37:                                               ; preds = %16, %37
  %38 = phi i32 [ 0, %16 ], [ %67, %37 ]
  %39 = phi i32 [ 0, %16 ], [ %66, %37 ]
  %40 = shl nsw i32 %38, 2
  %41 = add i32 %19, %40
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %42
  %44 = load i32, ptr addrspace(1) %43, align 4, !tbaa !5
  store i32 %44, ptr addrspace(3) %21, align 4, !tbaa !5
  %45 = add nsw i32 %40, %7
  %46 = mul nsw i32 %45, %3
  %47 = add nsw i32 %46, %9
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %48
  %50 = load i32, ptr addrspace(1) %49, align 4, !tbaa !5
  store i32 %50, ptr addrspace(3) %23, align 4, !tbaa !5
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %51 = load i32, ptr addrspace(3) %20, align 4, !tbaa !5
  %52 = load i32, ptr addrspace(3) %24, align 4, !tbaa !5
  %53 = mul nsw i32 %52, %51
  %54 = add nsw i32 %53, %39
  %55 = load i32, ptr addrspace(3) %25, align 4, !tbaa !5
  %56 = load i32, ptr addrspace(3) %26, align 4, !tbaa !5
  %57 = mul nsw i32 %56, %55
  %58 = add nsw i32 %57, %54
  %59 = load i32, ptr addrspace(3) %27, align 4, !tbaa !5
  %60 = load i32, ptr addrspace(3) %28, align 4, !tbaa !5
  %61 = mul nsw i32 %60, %59
  %62 = add nsw i32 %61, %58
  %63 = load i32, ptr addrspace(3) %29, align 4, !tbaa !5
  %64 = load i32, ptr addrspace(3) %30, align 4, !tbaa !5
  %65 = mul nsw i32 %64, %63
  %66 = add nsw i32 %65, %62
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %67 = add nuw nsw i32 %38, 1
  %68 = icmp eq i32 %67, %12
  br i1 %68, label %31, label %37
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

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
!11 = !{!"int*", !"int*", !"int*", !"int"}
!12 = !{!"const", !"const", !"", !""}
