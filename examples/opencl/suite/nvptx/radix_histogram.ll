; ModuleID = 'suite/radix_histogram.cl'
source_filename = "suite/radix_histogram.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@radix_histogram.local_bins = internal addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @radix_histogram(ptr addrspace(1) noundef readonly align 4 captures(none) %0, i32 noundef %1, i32 noundef %2, ptr addrspace(1) noundef align 4 %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_radix_histogram(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, i32 noundef %2, ptr addrspace(1) noundef align 4 %3) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_radix_histogram(ptr addrspace(1) noundef readonly align 4 captures(none) %0, i32 noundef %1, i32 noundef %2, ptr addrspace(1) noundef align 4 %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = icmp ult i32 %6, 16
  br i1 %9, label %12, label %10

10:                                               ; preds = %12, %4
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %11 = icmp ugt i32 %1, %8
  br i1 %11, label %20, label %30

12:                                               ; preds = %4, %12
  %13 = phi i32 [ %18, %12 ], [ %6, %4 ]
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i64 %14
  store i32 0, ptr addrspace(3) %15, align 4, !tbaa !4
  %16 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %17 = trunc i64 %16 to i32
  %18 = add i32 %13, %17
  %19 = icmp ult i32 %18, 16
  br i1 %19, label %12, label %10

20:                                               ; preds = %10
  %21 = and i64 %7, 4294967295
  %22 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4, !tbaa !4
  %24 = and i32 %2, 31
  %25 = lshr i32 %23, %24
  %26 = and i32 %25, 15
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i64 %27
  %29 = tail call i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %28) #4
  br label %30

30:                                               ; preds = %20, %10
  tail call void @_Z7barrierj(i32 noundef 1) #4
  br i1 %9, label %32, label %31

31:                                               ; preds = %41, %30
  ret void

32:                                               ; preds = %30, %41
  %33 = phi i32 [ %44, %41 ], [ %6, %30 ]
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i64 %34
  %36 = load i32, ptr addrspace(3) %35, align 4, !tbaa !4
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %32
  %39 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %34
  %40 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %39, i32 noundef %36) #4
  br label %41

41:                                               ; preds = %32, %38
  %42 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %43 = trunc i64 %42 to i32
  %44 = add i32 %33, %43
  %45 = icmp ult i32 %44, 16
  br i1 %45, label %32, label %31
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

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
!8 = !{i32 1, i32 0, i32 0, i32 1}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"uint*", !"uint", !"uint", !"uint*"}
!11 = !{!"const", !"", !"", !""}
