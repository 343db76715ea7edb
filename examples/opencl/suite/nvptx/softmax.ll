; ModuleID = 'suite/softmax.cl'
source_filename = "suite/softmax.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@softmax.red = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @softmax(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_softmax(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_softmax(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %9 = trunc i64 %8 to i32
  %10 = icmp sgt i32 %2, %5
  br i1 %10, label %11, label %17

11:                                               ; preds = %3
  %12 = mul nsw i32 %2, %7
  %13 = add nsw i32 %12, %5
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !12
  br label %17

17:                                               ; preds = %3, %11
  %18 = phi float [ %16, %11 ], [ 0xC7EC363CC0000000, %3 ]
  %19 = shl i64 %4, 32
  %20 = ashr exact i64 %19, 30
  %21 = getelementptr inbounds i8, ptr addrspace(3) @softmax.red, i64 %20
  store float %18, ptr addrspace(3) %21, align 4, !tbaa !12
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %22 = sdiv i32 %9, 2
  %23 = icmp sgt i32 %9, 1
  br i1 %23, label %26, label %24

24:                                               ; preds = %36, %17
  %25 = load float, ptr addrspace(3) @softmax.red, align 4, !tbaa !12
  tail call void @_Z7barrierj(i32 noundef 1) #4
  br i1 %10, label %39, label %42

26:                                               ; preds = %17, %36
  %27 = phi i32 [ %37, %36 ], [ %22, %17 ]
  %28 = icmp sgt i32 %27, %5
  br i1 %28, label %29, label %36

29:                                               ; preds = %26
  %30 = add nsw i32 %27, %5
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(3) @softmax.red, i64 %31
  %33 = load float, ptr addrspace(3) %21, align 4, !tbaa !12
  %34 = load float, ptr addrspace(3) %32, align 4, !tbaa !12
  %35 = tail call float @_Z4fmaxff(float noundef %33, float noundef %34) #5
  store float %35, ptr addrspace(3) %21, align 4, !tbaa !12
  br label %36

36:                                               ; preds = %29, %26
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %37 = lshr i32 %27, 1
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %24, label %26

39:                                               ; preds = %24
  %40 = fsub float %18, %25
  %41 = tail call float @_Z3expf(float noundef %40) #5
  br label %42

42:                                               ; preds = %24, %39
  %43 = phi float [ %41, %39 ], [ 0.000000e+00, %24 ]
  store float %43, ptr addrspace(3) %21, align 4, !tbaa !12
  tail call void @_Z7barrierj(i32 noundef 1) #4
  br i1 %23, label %45, label %44

44:                                               ; preds = %55, %42
  br i1 %10, label %58, label %65

45:                                               ; preds = %42, %55
  %46 = phi i32 [ %56, %55 ], [ %22, %42 ]
  %47 = icmp sgt i32 %46, %5
  br i1 %47, label %48, label %55

48:                                               ; preds = %45
  %49 = add nsw i32 %46, %5
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(3) @softmax.red, i64 %50
  %52 = load float, ptr addrspace(3) %51, align 4, !tbaa !12
  %53 = load float, ptr addrspace(3) %21, align 4, !tbaa !12
  %54 = fadd float %52, %53
  store float %54, ptr addrspace(3) %21, align 4, !tbaa !12
  br label %55

55:                                               ; preds = %48, %45
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %56 = lshr i32 %46, 1
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %44, label %45

58:                                               ; preds = %44
  %59 = mul nsw i32 %2, %7
  %60 = add nsw i32 %59, %5
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %61
  %63 = load float, ptr addrspace(3) @softmax.red, align 4, !tbaa !12
  %64 = fdiv float %43, %63, !fpmath !14
  store float %64, ptr addrspace(1) %62, align 4, !tbaa !12
  br label %65

65:                                               ; preds = %58, %44
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4fmaxff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3expf(float noundef) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"int"}
!11 = !{!"const", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
!14 = !{float 2.500000e+00}
