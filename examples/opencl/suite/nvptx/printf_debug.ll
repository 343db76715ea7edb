; ModuleID = 'suite/printf_debug.cl'
source_filename = "suite/printf_debug.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@.str = private unnamed_addr addrspace(4) constant [38 x i8] c"launch of %d work-items in %d groups\0A\00", align 1
@.str1 = private unnamed_addr addrspace(4) constant [34 x i8] c"item %d (group %d, local %d): %d\0A\00", align 1

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @printf_debug(ptr addrspace(1) noundef align 4 captures(none) %0, i32 noundef %1) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_printf_debug(ptr addrspace(1) noundef align 4 %0, i32 noundef %1) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_printf_debug(ptr addrspace(1) noundef align 4 captures(none) %0, i32 noundef %1) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %4 = trunc i64 %3 to i32
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %12

6:                                                ; preds = %2
  %7 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = tail call i64 @_Z14get_num_groupsj(i32 noundef 0) #5
  %10 = trunc i64 %9 to i32
  %11 = tail call i32 (ptr addrspace(4), ...) @printf(ptr addrspace(4) noundef @.str, i32 noundef %8, i32 noundef %10) #4
  br label %12

12:                                               ; preds = %6, %2
  %13 = icmp sgt i32 %1, %4
  br i1 %13, label %14, label %26

14:                                               ; preds = %12
  %15 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %16 = trunc i64 %15 to i32
  %17 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %18 = trunc i64 %17 to i32
  %19 = shl i64 %3, 32
  %20 = ashr exact i64 %19, 30
  %21 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !4
  %23 = tail call i32 (ptr addrspace(4), ...) @printf(ptr addrspace(4) noundef @.str1, i32 noundef %4, i32 noundef %16, i32 noundef %18, i32 noundef %22) #4
  %24 = load i32, ptr addrspace(1) %21, align 4, !tbaa !4
  %25 = shl nsw i32 %24, 1
  store i32 %25, ptr addrspace(1) %21, align 4, !tbaa !4
  br label %26

26:                                               ; preds = %14, %12
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local i32 @printf(ptr addrspace(4) noundef, ...) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z14get_num_groupsj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

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
!8 = !{i32 1, i32 0}
!9 = !{!"none", !"none"}
!10 = !{!"int*", !"int"}
!11 = !{!"", !""}
