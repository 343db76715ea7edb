; ModuleID = 'suite/ping_pong.cl'
source_filename = "suite/ping_pong.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @ping_pong(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_ping_pong(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_ping_pong(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %4
  %8 = trunc i64 %5 to i32
  %9 = icmp sgt i32 %2, %8
  %10 = add nsw i32 %2, -1
  br label %12

11:                                               ; preds = %18, %4
  ret void

12:                                               ; preds = %7, %18
  %13 = phi i32 [ 0, %7 ], [ %19, %18 ]
  %14 = and i32 %13, 1
  %15 = icmp eq i32 %14, 0
  %16 = select i1 %15, ptr addrspace(1) %0, ptr addrspace(1) %1
  %17 = select i1 %15, ptr addrspace(1) %1, ptr addrspace(1) %0
  br i1 %9, label %21, label %18

18:                                               ; preds = %49, %12
  tail call void @_Z7barrierj(i32 noundef 2) #4
  %19 = add nuw nsw i32 %13, 1
  %20 = icmp eq i32 %19, %3
  br i1 %20, label %11, label %12

21:                                               ; preds = %12, %49
  %22 = phi i32 [ %55, %49 ], [ %8, %12 ]
  %23 = phi i64 [ %54, %49 ], [ %5, %12 ]
  %24 = icmp eq i32 %22, 0
  %25 = icmp eq i32 %10, %22
  %26 = select i1 %24, i1 true, i1 %25
  %27 = shl i64 %23, 32
  br i1 %26, label %28, label %32

28:                                               ; preds = %21
  %29 = ashr exact i64 %27, 30
  %30 = getelementptr inbounds i8, ptr addrspace(1) %16, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !12
  br label %49

32:                                               ; preds = %21
  %33 = add i64 %27, -4294967296
  %34 = ashr exact i64 %33, 30
  %35 = getelementptr inbounds i8, ptr addrspace(1) %16, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !12
  %37 = fmul float %36, 2.500000e-01
  %38 = ashr exact i64 %27, 30
  %39 = getelementptr inbounds i8, ptr addrspace(1) %16, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !12
  %41 = fmul float %40, 5.000000e-01
  %42 = fadd float %37, %41
  %43 = add i64 %27, 4294967296
  %44 = ashr exact i64 %43, 30
  %45 = getelementptr inbounds i8, ptr addrspace(1) %16, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !12
  %47 = fmul float %46, 2.500000e-01
  %48 = fadd float %42, %47
  br label %49

49:                                               ; preds = %32, %28
  %50 = phi float [ %48, %32 ], [ %31, %28 ]
  %51 = ashr exact i64 %27, 32
  %52 = getelementptr inbounds float, ptr addrspace(1) %17, i64 %51
  store float %50, ptr addrspace(1) %52, align 4, !tbaa !12
  %53 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %54 = add i64 %53, %51
  %55 = trunc i64 %54 to i32
  %56 = icmp sgt i32 %2, %55
  br i1 %56, label %21, label %18
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"int", !"int"}
!11 = !{!"", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
