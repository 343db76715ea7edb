; ModuleID = 'scan.cl'
source_filename = "scan.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scan.tmp = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @scan(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_scan(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_scan(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = shl i32 %6, 1
  %8 = shl nsw i32 %4, 1
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !4
  %12 = getelementptr inbounds i32, ptr addrspace(3) @scan.tmp, i64 %9
  store i32 %11, ptr addrspace(3) %12, align 4, !tbaa !4
  %13 = or disjoint i32 %8, 1
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !4
  %17 = getelementptr inbounds i32, ptr addrspace(3) @scan.tmp, i64 %14
  store i32 %16, ptr addrspace(3) %17, align 4, !tbaa !4
  %18 = ashr exact i32 %7, 1
  %19 = icmp sgt i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = add nsw i32 %8, 2
  br label %25

22:                                               ; preds = %41, %2
  %23 = phi i32 [ 1, %2 ], [ %42, %41 ]
  %24 = icmp eq i32 %4, 0
  br i1 %24, label %45, label %49

25:                                               ; preds = %20, %41
  %26 = phi i32 [ 1, %20 ], [ %42, %41 ]
  %27 = phi i32 [ %18, %20 ], [ %43, %41 ]
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %28 = icmp sgt i32 %27, %4
  br i1 %28, label %29, label %41

29:                                               ; preds = %25
  %30 = mul nsw i32 %26, %21
  %31 = sext i32 %30 to i64
  %32 = getelementptr i32, ptr addrspace(3) @scan.tmp, i64 %31
  %33 = getelementptr i8, ptr addrspace(3) %32, i64 -4
  %34 = mul nsw i32 %26, %13
  %35 = sext i32 %34 to i64
  %36 = getelementptr i32, ptr addrspace(3) @scan.tmp, i64 %35
  %37 = getelementptr i8, ptr addrspace(3) %36, i64 -4
  %38 = load i32, ptr addrspace(3) %37, align 4, !tbaa !4
  %39 = load i32, ptr addrspace(3) %33, align 4, !tbaa !4
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr addrspace(3) %33, align 4, !tbaa !4
  br label %41

41:                                               ; preds = %29, %25
  %42 = shl nsw i32 %26, 1
  %43 = lshr i32 %27, 1
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %22, label %25

45:                                               ; preds = %22
  %46 = sext i32 %7 to i64
  %47 = getelementptr i32, ptr addrspace(3) @scan.tmp, i64 %46
  %48 = getelementptr i8, ptr addrspace(3) %47, i64 -4
  store i32 0, ptr addrspace(3) %48, align 4, !tbaa !4
  br label %49

49:                                               ; preds = %45, %22
  %50 = icmp sgt i32 %7, 1
  br i1 %50, label %51, label %53

51:                                               ; preds = %49
  %52 = add nsw i32 %8, 2
  br label %58

53:                                               ; preds = %75, %49
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %54 = load i32, ptr addrspace(3) %12, align 4, !tbaa !4
  %55 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %9
  store i32 %54, ptr addrspace(1) %55, align 4, !tbaa !4
  %56 = load i32, ptr addrspace(3) %17, align 4, !tbaa !4
  %57 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %14
  store i32 %56, ptr addrspace(1) %57, align 4, !tbaa !4
  ret void

58:                                               ; preds = %51, %75
  %59 = phi i32 [ %23, %51 ], [ %61, %75 ]
  %60 = phi i32 [ 1, %51 ], [ %76, %75 ]
  %61 = lshr i32 %59, 1
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %62 = icmp sgt i32 %60, %4
  br i1 %62, label %63, label %75

63:                                               ; preds = %58
  %64 = mul nsw i32 %61, %13
  %65 = mul nsw i32 %61, %52
  %66 = sext i32 %64 to i64
  %67 = getelementptr i32, ptr addrspace(3) @scan.tmp, i64 %66
  %68 = getelementptr i8, ptr addrspace(3) %67, i64 -4
  %69 = load i32, ptr addrspace(3) %68, align 4, !tbaa !4
  %70 = sext i32 %65 to i64
  %71 = getelementptr i32, ptr addrspace(3) @scan.tmp, i64 %70
  %72 = getelementptr i8, ptr addrspace(3) %71, i64 -4
  %73 = load i32, ptr addrspace(3) %72, align 4, !tbaa !4
  store i32 %73, ptr addrspace(3) %68, align 4, !tbaa !4
  %74 = add nsw i32 %73, %69
  store i32 %74, ptr addrspace(3) %72, align 4, !tbaa !4
  br label %75

75:                                               ; preds = %58, %63
  %76 = shl nsw i32 %60, 1
  %77 = icmp slt i32 %76, %7
  br i1 %77, label %58, label %53
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" "uniform-work-group-size"="false" }
attributes #1 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #4 = { convergent nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 1, i32 1}
!9 = !{!"none", !"none"}
!10 = !{!"int*", !"int*"}
!11 = !{!"const", !""}
