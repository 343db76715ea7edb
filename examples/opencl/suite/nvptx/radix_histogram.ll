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
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %7 = trunc i64 %6 to i32
  %8 = and i64 %5, 4294967280
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %4
  %11 = and i64 %5, 15
  %12 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i64 %11
  store i32 0, ptr addrspace(3) %12, align 4, !tbaa !4
  br label %13

13:                                               ; preds = %10, %4
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %14 = icmp ugt i32 %1, %7
  br i1 %14, label %15, label %25

15:                                               ; preds = %13
  %16 = and i64 %6, 4294967295
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !4
  %19 = and i32 %2, 31
  %20 = lshr i32 %18, %19
  %21 = and i32 %20, 15
  %22 = zext nneg i32 %21 to i64
  %23 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i64 %22
  %24 = tail call i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %23) #4
  br label %25

25:                                               ; preds = %15, %13
  tail call void @_Z7barrierj(i32 noundef 1) #4
  br i1 %9, label %26, label %34

26:                                               ; preds = %25
  %27 = and i64 %5, 15
  %28 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i64 %27
  %29 = load i32, ptr addrspace(3) %28, align 4, !tbaa !4
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %34, label %31

31:                                               ; preds = %26
  %32 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %27
  %33 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %32, i32 noundef %29) #4
  br label %34

34:                                               ; preds = %31, %26, %25
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

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
