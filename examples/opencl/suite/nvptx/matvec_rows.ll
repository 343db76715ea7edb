; ModuleID = 'suite/matvec_rows.cl'
source_filename = "suite/matvec_rows.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@matvec_rows.part = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @matvec_rows(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_matvec_rows(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_matvec_rows(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %8 = icmp sgt i32 %3, %6
  br i1 %8, label %9, label %12

9:                                                ; preds = %4
  %10 = trunc i64 %7 to i32
  %11 = mul nsw i32 %3, %10
  br label %21

12:                                               ; preds = %21, %4
  %13 = phi float [ 0.000000e+00, %4 ], [ %32, %21 ]
  %14 = shl i64 %5, 32
  %15 = ashr exact i64 %14, 30
  %16 = getelementptr inbounds i8, ptr addrspace(3) @matvec_rows.part, i64 %15
  store float %13, ptr addrspace(3) %16, align 4, !tbaa !12
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %17 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %18 = lshr i64 %17, 1
  %19 = trunc i64 %18 to i32
  %20 = icmp sgt i32 %19, 0
  br i1 %20, label %39, label %37

21:                                               ; preds = %9, %21
  %22 = phi i32 [ %6, %9 ], [ %35, %21 ]
  %23 = phi float [ 0.000000e+00, %9 ], [ %32, %21 ]
  %24 = add nsw i32 %22, %11
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !12
  %28 = sext i32 %22 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !12
  %31 = fmul float %27, %30
  %32 = fadd float %23, %31
  %33 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %34 = trunc i64 %33 to i32
  %35 = add i32 %22, %34
  %36 = icmp slt i32 %35, %3
  br i1 %36, label %21, label %12

37:                                               ; preds = %49, %12
  %38 = icmp eq i32 %6, 0
  br i1 %38, label %52, label %57

39:                                               ; preds = %12, %49
  %40 = phi i32 [ %50, %49 ], [ %19, %12 ]
  %41 = icmp sgt i32 %40, %6
  br i1 %41, label %42, label %49

42:                                               ; preds = %39
  %43 = add nsw i32 %40, %6
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(3) @matvec_rows.part, i64 %44
  %46 = load float, ptr addrspace(3) %45, align 4, !tbaa !12
  %47 = load float, ptr addrspace(3) %16, align 4, !tbaa !12
  %48 = fadd float %46, %47
  store float %48, ptr addrspace(3) %16, align 4, !tbaa !12
  br label %49

49:                                               ; preds = %42, %39
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %50 = lshr i32 %40, 1
  %51 = icmp eq i32 %50, 0
  br i1 %51, label %37, label %39

52:                                               ; preds = %37
  %53 = shl i64 %7, 32
  %54 = ashr exact i64 %53, 30
  %55 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %54
  %56 = load float, ptr addrspace(3) @matvec_rows.part, align 4, !tbaa !12
  store float %56, ptr addrspace(1) %55, align 4, !tbaa !12
  br label %57

57:                                               ; preds = %52, %37
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
!10 = !{!"float*", !"float*", !"float*", !"int"}
!11 = !{!"const", !"const", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
