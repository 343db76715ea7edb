; ModuleID = 'spmv.cl'
source_filename = "spmv.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @spmv(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef readonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_spmv(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5) #4
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_spmv(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef readonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %5, %8
  br i1 %9, label %10, label %68

10:                                               ; preds = %6
  %11 = shl i64 %7, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !4
  %15 = add i64 %11, 4294967296
  %16 = ashr exact i64 %15, 30
  %17 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !4
  %19 = icmp slt i32 %14, %18
  br i1 %19, label %20, label %41

20:                                               ; preds = %10
  %21 = sub i32 %18, %14
  %22 = add i32 %14, 1
  %23 = and i32 %21, 1
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %36, label %25

25:                                               ; preds = %20
  %26 = sext i32 %14 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !12
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %26
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !12
  %34 = tail call float @llvm.fmuladd.f32(float %28, float %33, float 0.000000e+00)
  %35 = add nsw i32 %14, 1
  br label %36

36:                                               ; preds = %25, %20
  %37 = phi float [ poison, %20 ], [ %34, %25 ]
  %38 = phi i32 [ %14, %20 ], [ %35, %25 ]
  %39 = phi float [ 0.000000e+00, %20 ], [ %34, %25 ]
  %40 = icmp eq i32 %18, %22
  br i1 %40, label %41, label %44

41:                                               ; preds = %36, %44, %10
  %42 = phi float [ 0.000000e+00, %10 ], [ %37, %36 ], [ %65, %44 ]
  %43 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %12
  store float %42, ptr addrspace(1) %43, align 4, !tbaa !12
  br label %68

44:                                               ; preds = %36, %44
  %45 = phi i32 [ %66, %44 ], [ %38, %36 ]
  %46 = phi float [ %65, %44 ], [ %39, %36 ]
  %47 = sext i32 %45 to i64
  %48 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %47
  %49 = load float, ptr addrspace(1) %48, align 4, !tbaa !12
  %50 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %47
  %51 = load i32, ptr addrspace(1) %50, align 4, !tbaa !4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %52
  %54 = load float, ptr addrspace(1) %53, align 4, !tbaa !12
  %55 = tail call float @llvm.fmuladd.f32(float %49, float %54, float %46)
  %56 = add nsw i32 %45, 1
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %57
  %59 = load float, ptr addrspace(1) %58, align 4, !tbaa !12
  %60 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %57
  %61 = load i32, ptr addrspace(1) %60, align 4, !tbaa !4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %62
  %64 = load float, ptr addrspace(1) %63, align 4, !tbaa !12
  %65 = tail call float @llvm.fmuladd.f32(float %59, float %64, float %55)
  %66 = add nsw i32 %45, 2
  %67 = icmp eq i32 %66, %18
  br i1 %67, label %41, label %44

68:                                               ; preds = %41, %6
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!8 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"float*", !"float*", !"float*", !"int"}
!11 = !{!"const", !"const", !"const", !"const", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
