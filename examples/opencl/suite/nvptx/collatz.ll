; ModuleID = 'suite/collatz.cl'
source_filename = "suite/collatz.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @collatz(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_collatz(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #3
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_collatz(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = sext i32 %2 to i64
  %6 = icmp ult i64 %4, %5
  br i1 %6, label %7, label %28

7:                                                ; preds = %3
  %8 = getelementptr inbounds nuw i64, ptr addrspace(1) %0, i64 %4
  %9 = load i64, ptr addrspace(1) %8, align 8, !tbaa !12
  %10 = icmp ugt i64 %9, 1
  br i1 %10, label %11, label %25

11:                                               ; preds = %7, %21
  %12 = phi i32 [ %23, %21 ], [ 0, %7 ]
  %13 = phi i64 [ %22, %21 ], [ %9, %7 ]
  %14 = and i64 %13, 1
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %11
  %17 = mul i64 %13, 3
  %18 = add i64 %17, 1
  br label %21

19:                                               ; preds = %11
  %20 = lshr exact i64 %13, 1
  br label %21

21:                                               ; preds = %19, %16
  %22 = phi i64 [ %18, %16 ], [ %20, %19 ]
  %23 = add nuw nsw i32 %12, 1
  %24 = icmp ugt i64 %22, 1
  br i1 %24, label %11, label %25

25:                                               ; preds = %21, %7
  %26 = phi i32 [ 0, %7 ], [ %23, %21 ]
  %27 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %4
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !4
  br label %28

28:                                               ; preds = %3, %25
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
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
!8 = !{i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"ulong*", !"int*", !"int"}
!11 = !{!"const", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !6, i64 0}
