; ModuleID = 'suite/kmeans_assign.cl'
source_filename = "suite/kmeans_assign.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @kmeans_assign(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_kmeans_assign(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #4
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_kmeans_assign(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %3, %8
  br i1 %9, label %10, label %85

10:                                               ; preds = %6
  %11 = icmp sgt i32 %4, 0
  br i1 %11, label %12, label %25

12:                                               ; preds = %10
  %13 = icmp sgt i32 %5, 0
  %14 = and i32 %5, 1
  %15 = icmp eq i32 %5, 1
  %16 = and i32 %5, 2147483646
  %17 = icmp eq i32 %14, 0
  %18 = icmp ne i32 %14, 0
  br label %19

19:                                               ; preds = %12, %46
  %20 = phi i32 [ 0, %12 ], [ %51, %46 ]
  %21 = phi float [ 0x47EC363CC0000000, %12 ], [ %50, %46 ]
  %22 = phi i32 [ 0, %12 ], [ %49, %46 ]
  br i1 %13, label %23, label %46

23:                                               ; preds = %19
  %24 = mul nuw nsw i32 %20, %5
  br i1 %15, label %31, label %53

25:                                               ; preds = %46, %10
  %26 = phi i32 [ 0, %10 ], [ %49, %46 ]
  %27 = shl i64 %7, 32
  %28 = ashr exact i64 %27, 30
  %29 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %28
  store i32 %26, ptr addrspace(1) %29, align 4, !tbaa !4
  br label %85

30:                                               ; preds = %53
  br i1 %17, label %46, label %31

31:                                               ; preds = %30, %23
  %32 = phi i32 [ 0, %23 ], [ %82, %30 ]
  %33 = phi float [ 0.000000e+00, %23 ], [ %81, %30 ]
  tail call void @llvm.assume(i1 %18)
  %34 = mul nsw i32 %32, %3
  %35 = add nsw i32 %34, %8
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36
  %38 = load float, ptr addrspace(1) %37, align 4, !tbaa !12
  %39 = add nuw nsw i32 %32, %24
  %40 = zext nneg i32 %39 to i64
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !12
  %43 = fsub float %38, %42
  %44 = fmul float %43, %43
  %45 = fadd float %33, %44
  br label %46

46:                                               ; preds = %31, %30, %19
  %47 = phi float [ 0.000000e+00, %19 ], [ %81, %30 ], [ %45, %31 ]
  %48 = fcmp olt float %47, %21
  %49 = select i1 %48, i32 %20, i32 %22
  %50 = select i1 %48, float %47, float %21
  %51 = add nuw nsw i32 %20, 1
  %52 = icmp eq i32 %51, %4
  br i1 %52, label %25, label %19

53:                                               ; preds = %23, %53
  %54 = phi i32 [ %82, %53 ], [ 0, %23 ]
  %55 = phi float [ %81, %53 ], [ 0.000000e+00, %23 ]
  %56 = phi i32 [ %83, %53 ], [ 0, %23 ]
  %57 = mul nsw i32 %54, %3
  %58 = add nsw i32 %57, %8
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %59
  %61 = load float, ptr addrspace(1) %60, align 4, !tbaa !12
  %62 = add nuw nsw i32 %54, %24
  %63 = zext nneg i32 %62 to i64
  %64 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %63
  %65 = load float, ptr addrspace(1) %64, align 4, !tbaa !12
  %66 = fsub float %61, %65
  %67 = fmul float %66, %66
  %68 = fadd float %55, %67
  %69 = or disjoint i32 %54, 1
  %70 = mul nsw i32 %69, %3
  %71 = add nsw i32 %70, %8
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %72
  %74 = load float, ptr addrspace(1) %73, align 4, !tbaa !12
  %75 = add nuw nsw i32 %69, %24
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %76
  %78 = load float, ptr addrspace(1) %77, align 4, !tbaa !12
  %79 = fsub float %74, %78
  %80 = fmul float %79, %79
  %81 = fadd float %68, %80
  %82 = add nuw nsw i32 %54, 2
  %83 = add i32 %56, 2
  %84 = icmp eq i32 %83, %16
  br i1 %84, label %30, label %53

85:                                               ; preds = %6, %25
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"int*", !"int", !"int", !"int"}
!11 = !{!"const", !"const", !"", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
