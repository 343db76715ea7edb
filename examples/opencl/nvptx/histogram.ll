; ModuleID = 'histogram.cl'
source_filename = "histogram.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@histogram.bins = internal addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @histogram(ptr addrspace(1) noundef readonly align 4 captures(none) %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_histogram(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_histogram(ptr addrspace(1) noundef readonly align 4 captures(none) %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %5, 16
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = shl i64 %4, 32
  %11 = ashr exact i64 %10, 30
  %12 = getelementptr inbounds i8, ptr addrspace(3) @histogram.bins, i64 %11
  store i32 0, ptr addrspace(3) %12, align 4, !tbaa !4
  br label %13

13:                                               ; preds = %9, %3
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %14 = icmp sgt i32 %1, %7
  br i1 %14, label %15, label %25

15:                                               ; preds = %13
  %16 = shl i64 %6, 32
  %17 = ashr exact i64 %16, 30
  %18 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %17
  %19 = load i32, ptr addrspace(1) %18, align 4, !tbaa !4
  %20 = icmp ult i32 %19, 16
  br i1 %20, label %21, label %25

21:                                               ; preds = %15
  %22 = zext nneg i32 %19 to i64
  %23 = getelementptr inbounds nuw i32, ptr addrspace(3) @histogram.bins, i64 %22
  %24 = tail call i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef %23) #4
  br label %25

25:                                               ; preds = %15, %21, %13
  tail call void @_Z7barrierj(i32 noundef 1) #4
  br i1 %8, label %26, label %33

26:                                               ; preds = %25
  %27 = shl i64 %4, 32
  %28 = ashr exact i64 %27, 32
  %29 = getelementptr inbounds i32, ptr addrspace(3) @histogram.bins, i64 %28
  %30 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %28
  %31 = load i32, ptr addrspace(3) %29, align 4, !tbaa !4
  %32 = tail call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %30, i32 noundef %31) #4
  br label %33

33:                                               ; preds = %26, %25
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare dso_local i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

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
!8 = !{i32 1, i32 0, i32 1}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"int*", !"int", !"int*"}
!11 = !{!"const", !"", !""}
