; ModuleID = 'suite/tile_transpose16.cl'
source_filename = "suite/tile_transpose16.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile_transpose16.tile = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @tile_transpose16(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_tile_transpose16(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_tile_transpose16(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #5
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %8 = shl i64 %7, 4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 32
  %11 = add i64 %8, %5
  %12 = trunc i64 %11 to i32
  %13 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #5
  %14 = shl i64 %13, 4
  %15 = shl i64 %6, 32
  %16 = ashr exact i64 %15, 32
  %17 = add i64 %14, %6
  %18 = trunc i64 %17 to i32
  %19 = icmp sgt i32 %2, %12
  %20 = icmp sgt i32 %3, %18
  %21 = select i1 %19, i1 %20, i1 false
  br i1 %21, label %22, label %30

22:                                               ; preds = %4
  %23 = getelementptr inbounds [17 x float], ptr addrspace(3) @tile_transpose16.tile, i64 %16
  %24 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %10
  %25 = mul nsw i32 %2, %18
  %26 = add nsw i32 %25, %12
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !12
  store float %29, ptr addrspace(3) %24, align 4, !tbaa !12
  br label %30

30:                                               ; preds = %22, %4
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %31 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #5
  %32 = shl i64 %31, 4
  %33 = add i64 %32, %5
  %34 = trunc i64 %33 to i32
  %35 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #5
  %36 = shl i64 %35, 4
  %37 = add i64 %36, %6
  %38 = trunc i64 %37 to i32
  %39 = icmp sgt i32 %3, %34
  %40 = icmp sgt i32 %2, %38
  %41 = select i1 %39, i1 %40, i1 false
  br i1 %41, label %42, label %50

42:                                               ; preds = %30
  %43 = mul nsw i32 %3, %38
  %44 = add nsw i32 %43, %34
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %45
  %47 = getelementptr inbounds [17 x float], ptr addrspace(3) @tile_transpose16.tile, i64 %10
  %48 = getelementptr inbounds float, ptr addrspace(3) %47, i64 %16
  %49 = load float, ptr addrspace(3) %48, align 4, !tbaa !12
  store float %49, ptr addrspace(1) %46, align 4, !tbaa !12
  br label %50

50:                                               ; preds = %42, %30
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

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
