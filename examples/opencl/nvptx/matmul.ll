; ModuleID = 'matmul.cl'
source_filename = "matmul.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@matmul.As = internal unnamed_addr addrspace(3) global [4 x [4 x i32]] undef, align 4
@matmul.Bs = internal unnamed_addr addrspace(3) global [4 x [4 x i32]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @matmul(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_matmul(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_matmul(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #5
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #5
  %11 = trunc i64 %10 to i32
  %12 = sdiv i32 %3, 4
  %13 = icmp sgt i32 %3, 3
  br i1 %13, label %16, label %14

14:                                               ; preds = %4
  %15 = mul nsw i32 %3, %11
  br label %35

16:                                               ; preds = %4
  %17 = trunc i64 %5 to i32
  %18 = mul nsw i32 %3, %11
  %19 = add i32 %18, %17
  %20 = shl i64 %6, 32
  %21 = ashr exact i64 %20, 32
  %22 = getelementptr inbounds [4 x i32], ptr addrspace(3) @matmul.As, i64 %21
  %23 = shl i64 %5, 32
  %24 = ashr exact i64 %23, 32
  %25 = getelementptr inbounds i32, ptr addrspace(3) %22, i64 %24
  %26 = getelementptr inbounds [4 x i32], ptr addrspace(3) @matmul.Bs, i64 %21
  %27 = getelementptr inbounds i32, ptr addrspace(3) %26, i64 %24
  %28 = getelementptr i32, ptr addrspace(3) @matmul.Bs, i64 %24
  %29 = getelementptr inbounds nuw i8, ptr addrspace(3) %22, i64 4
  %30 = getelementptr i8, ptr addrspace(3) %28, i64 16
  %31 = getelementptr inbounds nuw i8, ptr addrspace(3) %22, i64 8
  %32 = getelementptr i8, ptr addrspace(3) %28, i64 32
  %33 = getelementptr inbounds nuw i8, ptr addrspace(3) %22, i64 12
  %34 = getelementptr i8, ptr addrspace(3) %28, i64 48
  br label %41

35:                                               ; preds = %41, %14
  %36 = phi i32 [ %15, %14 ], [ %18, %41 ]
  %37 = phi i32 [ 0, %14 ], [ %70, %41 ]
  %38 = add nsw i32 %36, %9
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %39
  store i32 %37, ptr addrspace(1) %40, align 4, !tbaa !4
  ret void

41:                                               ; preds = %16, %41
  %42 = phi i32 [ 0, %16 ], [ %71, %41 ]
  %43 = phi i32 [ 0, %16 ], [ %70, %41 ]
  %44 = shl nsw i32 %42, 2
  %45 = add i32 %19, %44
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %46
  %48 = load i32, ptr addrspace(1) %47, align 4, !tbaa !4
  store i32 %48, ptr addrspace(3) %25, align 4, !tbaa !4
  %49 = add nsw i32 %44, %7
  %50 = mul nsw i32 %49, %3
  %51 = add nsw i32 %50, %9
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %52
  %54 = load i32, ptr addrspace(1) %53, align 4, !tbaa !4
  store i32 %54, ptr addrspace(3) %27, align 4, !tbaa !4
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %55 = load i32, ptr addrspace(3) %22, align 4, !tbaa !4
  %56 = load i32, ptr addrspace(3) %28, align 4, !tbaa !4
  %57 = mul nsw i32 %56, %55
  %58 = add nsw i32 %57, %43
  %59 = load i32, ptr addrspace(3) %29, align 4, !tbaa !4
  %60 = load i32, ptr addrspace(3) %30, align 4, !tbaa !4
  %61 = mul nsw i32 %60, %59
  %62 = add nsw i32 %61, %58
  %63 = load i32, ptr addrspace(3) %31, align 4, !tbaa !4
  %64 = load i32, ptr addrspace(3) %32, align 4, !tbaa !4
  %65 = mul nsw i32 %64, %63
  %66 = add nsw i32 %65, %62
  %67 = load i32, ptr addrspace(3) %33, align 4, !tbaa !4
  %68 = load i32, ptr addrspace(3) %34, align 4, !tbaa !4
  %69 = mul nsw i32 %68, %67
  %70 = add nsw i32 %69, %66
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %71 = add nuw nsw i32 %42, 1
  %72 = icmp eq i32 %71, %12
  br i1 %72, label %35, label %41
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"int*", !"int"}
!11 = !{!"const", !"const", !"", !""}
