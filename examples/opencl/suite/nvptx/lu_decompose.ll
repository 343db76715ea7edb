; ModuleID = 'suite/lu_decompose.cl'
source_filename = "suite/lu_decompose.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@lu_decompose.s = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @lu_decompose(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_lu_decompose(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #4
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local void @__clang_ocl_kern_imp_lu_decompose(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %5 = trunc i64 %4 to i32
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #5
  %7 = trunc i64 %6 to i32
  %8 = icmp sgt i32 %2, %7
  %9 = icmp sgt i32 %2, %5
  %10 = select i1 %8, i1 %9, i1 false
  br i1 %10, label %11, label %18

11:                                               ; preds = %3
  %12 = mul nsw i32 %2, %7
  %13 = add nsw i32 %12, %5
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr addrspace(3) @lu_decompose.s, i64 %14
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !12
  store float %17, ptr addrspace(3) %15, align 4, !tbaa !12
  br label %18

18:                                               ; preds = %11, %3
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %19 = icmp sgt i32 %2, 1
  br i1 %19, label %20, label %30

20:                                               ; preds = %18
  %21 = mul nsw i32 %2, %7
  %22 = add nuw i32 %2, 1
  %23 = add nsw i32 %21, %5
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr addrspace(3) @lu_decompose.s, i64 %24
  %26 = mul i32 %22, %5
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr addrspace(3) @lu_decompose.s, i64 %27
  %29 = add nsw i32 %2, -2
  br label %31

30:                                               ; preds = %58, %18
  br i1 %10, label %61, label %68

31:                                               ; preds = %20, %58
  %32 = phi i32 [ 0, %20 ], [ %59, %58 ]
  %33 = icmp eq i32 %32, %5
  %34 = select i1 %10, i1 %33, i1 false
  %35 = icmp slt i32 %32, %7
  %36 = and i1 %35, %34
  br i1 %36, label %37, label %41

37:                                               ; preds = %31
  %38 = load float, ptr addrspace(3) %25, align 4, !tbaa !12
  %39 = load float, ptr addrspace(3) %28, align 4, !tbaa !12
  %40 = fdiv float %38, %39, !fpmath !14
  store float %40, ptr addrspace(3) %25, align 4, !tbaa !12
  br label %41

41:                                               ; preds = %37, %31
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %42 = and i1 %10, %35
  %43 = icmp slt i32 %32, %5
  %44 = select i1 %42, i1 %43, i1 false
  br i1 %44, label %45, label %58

45:                                               ; preds = %41
  %46 = add nsw i32 %32, %21
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds float, ptr addrspace(3) @lu_decompose.s, i64 %47
  %49 = load float, ptr addrspace(3) %48, align 4, !tbaa !12
  %50 = mul nuw nsw i32 %32, %2
  %51 = add nsw i32 %50, %5
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(3) @lu_decompose.s, i64 %52
  %54 = load float, ptr addrspace(3) %53, align 4, !tbaa !12
  %55 = fmul float %49, %54
  %56 = load float, ptr addrspace(3) %25, align 4, !tbaa !12
  %57 = fsub float %56, %55
  store float %57, ptr addrspace(3) %25, align 4, !tbaa !12
  br label %58

58:                                               ; preds = %45, %41
  tail call void @_Z7barrierj(i32 noundef 1) #4
  %59 = add nuw nsw i32 %32, 1
  %60 = icmp eq i32 %32, %29
  br i1 %60, label %30, label %31

61:                                               ; preds = %30
  %62 = mul nsw i32 %2, %7
  %63 = add nsw i32 %62, %5
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %64
  %66 = getelementptr inbounds float, ptr addrspace(3) @lu_decompose.s, i64 %64
  %67 = load float, ptr addrspace(3) %66, align 4, !tbaa !12
  store float %67, ptr addrspace(1) %65, align 4, !tbaa !12
  br label %68

68:                                               ; preds = %61, %30
  ret void
}

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
!8 = !{i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"int"}
!11 = !{!"const", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
!14 = !{float 2.500000e+00}
