; ModuleID = 'switch_ops.cl'
source_filename = "switch_ops.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @switch_ops(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_switch_ops(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3) #3
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_switch_ops(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = shl i64 %5, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !4
  switch i32 %9, label %41 [
    i32 0, label %10
    i32 1, label %16
    i32 2, label %22
    i32 3, label %28
    i32 7, label %34
  ]

10:                                               ; preds = %4
  %11 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !4
  %13 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %7
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !4
  %15 = add nsw i32 %14, %12
  br label %41

16:                                               ; preds = %4
  %17 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !4
  %19 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %7
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !4
  %21 = sub nsw i32 %18, %20
  br label %41

22:                                               ; preds = %4
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %24 = load i32, ptr addrspace(1) %23, align 4, !tbaa !4
  %25 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %7
  %26 = load i32, ptr addrspace(1) %25, align 4, !tbaa !4
  %27 = mul nsw i32 %26, %24
  br label %41

28:                                               ; preds = %4
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !4
  %31 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %7
  %32 = load i32, ptr addrspace(1) %31, align 4, !tbaa !4
  %33 = tail call i32 @_Z3maxii(i32 noundef %30, i32 noundef %32) #4
  br label %41

34:                                               ; preds = %4
  %35 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %36 = load i32, ptr addrspace(1) %35, align 4, !tbaa !4
  %37 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %7
  %38 = load i32, ptr addrspace(1) %37, align 4, !tbaa !4
  %39 = and i32 %38, 7
  %40 = shl i32 %36, %39
  br label %41

41:                                               ; preds = %4, %34, %28, %22, %16, %10
  %42 = phi i32 [ %40, %34 ], [ %15, %10 ], [ %21, %16 ], [ %27, %22 ], [ %33, %28 ], [ -1, %4 ]
  %43 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %7
  store i32 %42, ptr addrspace(1) %43, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #3 = { convergent nounwind }
attributes #4 = { convergent nounwind willreturn memory(none) }

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
!8 = !{i32 1, i32 1, i32 1, i32 1}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"int*", !"int*"}
!11 = !{!"const", !"const", !"const", !""}
