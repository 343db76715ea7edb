; ModuleID = 'suite/ddot_double.cl'
source_filename = "suite/ddot_double.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@ddot_double.red = internal unnamed_addr addrspace(3) global [64 x double] undef, align 8

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @ddot_double(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_ddot_double(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2, i32 noundef %3) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_ddot_double(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %3, %8
  br i1 %9, label %19, label %10

10:                                               ; preds = %19, %4
  %11 = phi double [ 0.000000e+00, %4 ], [ %29, %19 ]
  %12 = shl i64 %5, 32
  %13 = ashr exact i64 %12, 29
  %14 = getelementptr inbounds i8, ptr addrspace(3) @ddot_double.red, i64 %13
  store double %11, ptr addrspace(3) %14, align 8, !tbaa !12
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %15 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %16 = lshr i64 %15, 1
  %17 = trunc i64 %16 to i32
  %18 = icmp sgt i32 %17, 0
  br i1 %18, label %36, label %34

19:                                               ; preds = %4, %19
  %20 = phi i64 [ %31, %19 ], [ %7, %4 ]
  %21 = phi double [ %29, %19 ], [ 0.000000e+00, %4 ]
  %22 = shl i64 %20, 32
  %23 = ashr exact i64 %22, 32
  %24 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %23
  %25 = load double, ptr addrspace(1) %24, align 8, !tbaa !12
  %26 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %23
  %27 = load double, ptr addrspace(1) %26, align 8, !tbaa !12
  %28 = fmul double %25, %27
  %29 = fadd double %21, %28
  %30 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #5
  %31 = add i64 %30, %23
  %32 = trunc i64 %31 to i32
  %33 = icmp sgt i32 %3, %32
  br i1 %33, label %19, label %10

34:                                               ; preds = %46, %10
  %35 = icmp eq i32 %6, 0
  br i1 %35, label %49, label %53

36:                                               ; preds = %10, %46
  %37 = phi i32 [ %47, %46 ], [ %17, %10 ]
  %38 = icmp sgt i32 %37, %6
  br i1 %38, label %39, label %46

39:                                               ; preds = %36
  %40 = add nsw i32 %37, %6
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds double, ptr addrspace(3) @ddot_double.red, i64 %41
  %43 = load double, ptr addrspace(3) %42, align 8, !tbaa !12
  %44 = load double, ptr addrspace(3) %14, align 8, !tbaa !12
  %45 = fadd double %43, %44
  store double %45, ptr addrspace(3) %14, align 8, !tbaa !12
  br label %46

46:                                               ; preds = %39, %36
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %47 = lshr i32 %37, 1
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %34, label %36

49:                                               ; preds = %34
  %50 = load double, ptr addrspace(3) @ddot_double.red, align 8, !tbaa !12
  %51 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %52 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %51
  store double %50, ptr addrspace(1) %52, align 8, !tbaa !12
  br label %53

53:                                               ; preds = %49, %34
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"double*", !"double*", !"double*", !"int"}
!11 = !{!"const", !"const", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !6, i64 0}
