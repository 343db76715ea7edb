; ModuleID = 'transpose.cl'
source_filename = "transpose.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@transpose.tile = internal unnamed_addr addrspace(3) global [4 x [5 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @transpose(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_transpose(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_transpose(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %6 = shl i64 %5, 2
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %8 = add i64 %6, %7
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #5
  %11 = shl i64 %10, 2
  %12 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #5
  %13 = add i64 %11, %12
  %14 = trunc i64 %13 to i32
  %15 = icmp sgt i32 %3, %9
  %16 = icmp sgt i32 %2, %14
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %18, label %28

18:                                               ; preds = %4
  %19 = mul nsw i32 %3, %14
  %20 = add nsw i32 %19, %9
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !12
  %24 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #5
  %25 = getelementptr inbounds nuw [5 x float], ptr addrspace(3) @transpose.tile, i64 %24
  %26 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %27 = getelementptr inbounds nuw float, ptr addrspace(3) %25, i64 %26
  store float %23, ptr addrspace(3) %27, align 4, !tbaa !12
  br label %28

28:                                               ; preds = %18, %4
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %29 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #5
  %30 = shl i64 %29, 2
  %31 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %32 = add i64 %30, %31
  %33 = trunc i64 %32 to i32
  %34 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %35 = shl i64 %34, 2
  %36 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #5
  %37 = add i64 %35, %36
  %38 = trunc i64 %37 to i32
  %39 = icmp sgt i32 %2, %33
  %40 = icmp sgt i32 %3, %38
  %41 = select i1 %39, i1 %40, i1 false
  br i1 %41, label %42, label %52

42:                                               ; preds = %28
  %43 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %44 = getelementptr inbounds nuw [5 x float], ptr addrspace(3) @transpose.tile, i64 %43
  %45 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #5
  %46 = getelementptr inbounds nuw float, ptr addrspace(3) %44, i64 %45
  %47 = load float, ptr addrspace(3) %46, align 4, !tbaa !12
  %48 = mul nsw i32 %2, %38
  %49 = add nsw i32 %48, %33
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %50
  store float %47, ptr addrspace(1) %51, align 4, !tbaa !12
  br label %52

52:                                               ; preds = %42, %28
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

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
!11 = !{!"const", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
