; ModuleID = 'reduce.cl'
source_filename = "reduce.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@reduce.scratch = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @reduce(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_reduce(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !4
  %8 = shl i64 %3, 32
  %9 = ashr exact i64 %8, 30
  %10 = getelementptr inbounds i8, ptr addrspace(3) @reduce.scratch, i64 %9
  store i32 %7, ptr addrspace(3) %10, align 4, !tbaa !4
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %11 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %12 = lshr i64 %11, 1
  %13 = trunc i64 %12 to i32
  %14 = icmp sgt i32 %13, 0
  br i1 %14, label %17, label %15

15:                                               ; preds = %27, %2
  %16 = icmp eq i32 %4, 0
  br i1 %16, label %30, label %34

17:                                               ; preds = %2, %27
  %18 = phi i32 [ %28, %27 ], [ %13, %2 ]
  %19 = icmp sgt i32 %18, %4
  br i1 %19, label %20, label %27

20:                                               ; preds = %17
  %21 = add nsw i32 %18, %4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(3) @reduce.scratch, i64 %22
  %24 = load i32, ptr addrspace(3) %23, align 4, !tbaa !4
  %25 = load i32, ptr addrspace(3) %10, align 4, !tbaa !4
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr addrspace(3) %10, align 4, !tbaa !4
  br label %27

27:                                               ; preds = %20, %17
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %28 = lshr i32 %18, 1
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %15, label %17

30:                                               ; preds = %15
  %31 = load i32, ptr addrspace(3) @reduce.scratch, align 4, !tbaa !4
  %32 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %33 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %32
  store i32 %31, ptr addrspace(1) %33, align 4, !tbaa !4
  br label %34

34:                                               ; preds = %30, %15
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

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
