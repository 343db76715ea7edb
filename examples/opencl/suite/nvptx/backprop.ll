; ModuleID = 'suite/backprop.cl'
source_filename = "suite/backprop.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @backprop(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, ptr addrspace(1) noundef readonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, i32 noundef %5, i32 noundef %6, float noundef %7, float noundef %8) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_backprop(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5, i32 noundef %6, float noundef %7, float noundef %8) #4
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_backprop(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, ptr addrspace(1) noundef align 4 captures(none) %2, ptr addrspace(1) noundef readonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, i32 noundef %5, i32 noundef %6, float noundef %7, float noundef %8) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %11 = trunc i64 %10 to i32
  %12 = icmp sgt i32 %6, %11
  br i1 %12, label %13, label %95

13:                                               ; preds = %9
  %14 = icmp sgt i32 %5, 0
  br i1 %14, label %15, label %36

15:                                               ; preds = %13
  %16 = and i32 %5, 1
  %17 = icmp eq i32 %5, 1
  br i1 %17, label %22, label %18

18:                                               ; preds = %15
  %19 = and i32 %5, 2147483646
  br label %47

20:                                               ; preds = %47
  %21 = icmp eq i32 %16, 0
  br i1 %21, label %36, label %22

22:                                               ; preds = %20, %15
  %23 = phi i32 [ 0, %15 ], [ %72, %20 ]
  %24 = phi float [ 0.000000e+00, %15 ], [ %71, %20 ]
  %25 = icmp ne i32 %16, 0
  tail call void @llvm.assume(i1 %25)
  %26 = mul nsw i32 %23, %6
  %27 = add nsw i32 %26, %11
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !12
  %31 = zext nneg i32 %23 to i64
  %32 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !12
  %34 = fmul float %30, %33
  %35 = fadd float %24, %34
  br label %36

36:                                               ; preds = %22, %20, %13
  %37 = phi float [ 0.000000e+00, %13 ], [ %71, %20 ], [ %35, %22 ]
  %38 = fneg float %37
  %39 = tail call float @_Z3expf(float noundef %38) #5
  %40 = fadd float %39, 1.000000e+00
  %41 = fdiv float 1.000000e+00, %40, !fpmath !14
  %42 = shl i64 %10, 32
  %43 = ashr exact i64 %42, 32
  %44 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %43
  store float %41, ptr addrspace(1) %44, align 4, !tbaa !12
  br i1 %14, label %45, label %95

45:                                               ; preds = %36
  %46 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %43
  br label %75

47:                                               ; preds = %47, %18
  %48 = phi i32 [ 0, %18 ], [ %72, %47 ]
  %49 = phi float [ 0.000000e+00, %18 ], [ %71, %47 ]
  %50 = phi i32 [ 0, %18 ], [ %73, %47 ]
  %51 = mul nsw i32 %48, %6
  %52 = add nsw i32 %51, %11
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %53
  %55 = load float, ptr addrspace(1) %54, align 4, !tbaa !12
  %56 = zext nneg i32 %48 to i64
  %57 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !12
  %59 = fmul float %55, %58
  %60 = fadd float %49, %59
  %61 = or disjoint i32 %48, 1
  %62 = mul nsw i32 %61, %6
  %63 = add nsw i32 %62, %11
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %64
  %66 = load float, ptr addrspace(1) %65, align 4, !tbaa !12
  %67 = zext nneg i32 %61 to i64
  %68 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %67
  %69 = load float, ptr addrspace(1) %68, align 4, !tbaa !12
  %70 = fmul float %66, %69
  %71 = fadd float %60, %70
  %72 = add nuw nsw i32 %48, 2
  %73 = add i32 %50, 2
  %74 = icmp eq i32 %73, %19
  br i1 %74, label %20, label %47

75:                                               ; preds = %45, %75
  %76 = phi i32 [ 0, %45 ], [ %93, %75 ]
  %77 = load float, ptr addrspace(1) %46, align 4, !tbaa !12
  %78 = fmul float %7, %77
  %79 = zext nneg i32 %76 to i64
  %80 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %79
  %81 = load float, ptr addrspace(1) %80, align 4, !tbaa !12
  %82 = fmul float %78, %81
  %83 = mul nsw i32 %76, %6
  %84 = add nsw i32 %83, %11
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %85
  %87 = load float, ptr addrspace(1) %86, align 4, !tbaa !12
  %88 = fmul float %8, %87
  %89 = fadd float %82, %88
  %90 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %85
  %91 = load float, ptr addrspace(1) %90, align 4, !tbaa !12
  %92 = fadd float %91, %89
  store float %92, ptr addrspace(1) %90, align 4, !tbaa !12
  store float %89, ptr addrspace(1) %86, align 4, !tbaa !12
  %93 = add nuw nsw i32 %76, 1
  %94 = icmp eq i32 %93, %5
  br i1 %94, label %95, label %75

95:                                               ; preds = %75, %36, %9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3expf(float noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #3

attributes #0 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree noinline norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
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
!8 = !{i32 1, i32 1, i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int", !"int", !"float", !"float"}
!11 = !{!"const", !"", !"", !"const", !"", !"", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
!14 = !{float 2.500000e+00}
