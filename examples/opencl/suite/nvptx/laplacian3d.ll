; ModuleID = 'suite/laplacian3d.cl'
source_filename = "suite/laplacian3d.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @laplacian3d(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_laplacian3d(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #3
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_laplacian3d(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #4
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 2) #4
  %11 = trunc i64 %10 to i32
  %12 = icmp sgt i32 %2, %7
  %13 = icmp sgt i32 %3, %9
  %14 = select i1 %12, i1 %13, i1 false
  %15 = icmp sgt i32 %4, %11
  %16 = select i1 %14, i1 %15, i1 false
  br i1 %16, label %17, label %76

17:                                               ; preds = %5
  %18 = mul nsw i32 %3, %11
  %19 = add nsw i32 %18, %9
  %20 = mul nsw i32 %19, %2
  %21 = add nsw i32 %20, %7
  %22 = icmp eq i32 %7, 0
  %23 = icmp eq i32 %9, 0
  %24 = select i1 %22, i1 true, i1 %23
  %25 = icmp eq i32 %11, 0
  %26 = select i1 %24, i1 true, i1 %25
  %27 = add nsw i32 %2, -1
  %28 = icmp eq i32 %27, %7
  %29 = select i1 %26, i1 true, i1 %28
  %30 = add nsw i32 %3, -1
  %31 = icmp eq i32 %30, %9
  %32 = select i1 %29, i1 true, i1 %31
  %33 = add nsw i32 %4, -1
  %34 = icmp eq i32 %33, %11
  %35 = select i1 %32, i1 true, i1 %34
  br i1 %35, label %36, label %40

36:                                               ; preds = %17
  %37 = sext i32 %21 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !12
  br label %72

40:                                               ; preds = %17
  %41 = mul nsw i32 %3, %2
  %42 = sext i32 %21 to i64
  %43 = getelementptr float, ptr addrspace(1) %0, i64 %42
  %44 = getelementptr i8, ptr addrspace(1) %43, i64 -4
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !12
  %46 = getelementptr i8, ptr addrspace(1) %43, i64 4
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !12
  %48 = fadd float %45, %47
  %49 = sub nsw i32 %21, %2
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !12
  %53 = fadd float %48, %52
  %54 = add nsw i32 %21, %2
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !12
  %58 = fadd float %53, %57
  %59 = sub nsw i32 %21, %41
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !12
  %63 = fadd float %58, %62
  %64 = add nsw i32 %21, %41
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4, !tbaa !12
  %68 = fadd float %63, %67
  %69 = load float, ptr addrspace(1) %43, align 4, !tbaa !12
  %70 = fmul float %69, 6.000000e+00
  %71 = fsub float %68, %70
  br label %72

72:                                               ; preds = %40, %36
  %73 = phi i64 [ %37, %36 ], [ %42, %40 ]
  %74 = phi float [ %39, %36 ], [ %71, %40 ]
  %75 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %73
  store float %74, ptr addrspace(1) %75, align 4, !tbaa !12
  br label %76

76:                                               ; preds = %72, %5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
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
!8 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"int", !"int", !"int"}
!11 = !{!"const", !"", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
