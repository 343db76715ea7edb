; ModuleID = 'spmv.cl'
source_filename = "spmv.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @spmv(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef readonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_spmv(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5) #3
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_spmv(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef readonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %5, %8
  br i1 %9, label %10, label %71

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
  br i1 %19, label %20, label %42

20:                                               ; preds = %10
  %21 = sub i32 %18, %14
  %22 = add i32 %14, 1
  %23 = and i32 %21, 1
  %24 = icmp eq i32 %23, 0
  br i1 %24, label %37, label %25

25:                                               ; preds = %20
  %26 = sext i32 %14 to i64
  %27 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %26
  %28 = load float, ptr addrspace(1) %27, align 4, !tbaa !12
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %26
  %30 = load i32, ptr addrspace(1) %29, align 4, !tbaa !4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !12
  %34 = fmul float %28, %33
  %35 = fadd float %34, 0.000000e+00
  %36 = add nsw i32 %14, 1
  br label %37

37:                                               ; preds = %25, %20
  %38 = phi float [ poison, %20 ], [ %35, %25 ]
  %39 = phi i32 [ %14, %20 ], [ %36, %25 ]
  %40 = phi float [ 0.000000e+00, %20 ], [ %35, %25 ]
  %41 = icmp eq i32 %18, %22
  br i1 %41, label %42, label %45

42:                                               ; preds = %37, %45, %10
  %43 = phi float [ 0.000000e+00, %10 ], [ %38, %37 ], [ %68, %45 ]
  %44 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %12
  store float %43, ptr addrspace(1) %44, align 4, !tbaa !12
  br label %71

45:                                               ; preds = %37, %45
  %46 = phi i32 [ %69, %45 ], [ %39, %37 ]
  %47 = phi float [ %68, %45 ], [ %40, %37 ]
  %48 = sext i32 %46 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %48
  %50 = load float, ptr addrspace(1) %49, align 4, !tbaa !12
  %51 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %48
  %52 = load i32, ptr addrspace(1) %51, align 4, !tbaa !4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !12
  %56 = fmul float %50, %55
  %57 = fadd float %47, %56
  %58 = add nsw i32 %46, 1
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !12
  %62 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %59
  %63 = load i32, ptr addrspace(1) %62, align 4, !tbaa !4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !12
  %67 = fmul float %61, %66
  %68 = fadd float %57, %67
  %69 = add nsw i32 %46, 2
  %70 = icmp eq i32 %69, %18
  br i1 %70, label %42, label %45

71:                                               ; preds = %42, %6
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
!8 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!10 = !{!"int*", !"int*", !"float*", !"float*", !"float*", !"int"}
!11 = !{!"const", !"const", !"const", !"const", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
