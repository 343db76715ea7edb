; ModuleID = 'stencil.cl'
source_filename = "stencil.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @stencil(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_stencil(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2, i32 noundef %3) #3
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_stencil(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #4
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %2, %6
  %10 = icmp sgt i32 %3, %8
  %11 = select i1 %9, i1 %10, i1 false
  br i1 %11, label %12, label %48

12:                                               ; preds = %4
  %13 = mul nsw i32 %2, %8
  %14 = add nsw i32 %13, %6
  %15 = icmp eq i32 %6, 0
  %16 = icmp eq i32 %8, 0
  %17 = select i1 %15, i1 true, i1 %16
  %18 = add nsw i32 %2, -1
  %19 = icmp eq i32 %18, %6
  %20 = select i1 %17, i1 true, i1 %19
  %21 = add nsw i32 %3, -1
  %22 = icmp eq i32 %21, %8
  %23 = select i1 %20, i1 true, i1 %22
  %24 = sext i32 %14 to i64
  %25 = getelementptr float, ptr addrspace(1) %0, i64 %24
  br i1 %23, label %26, label %28

26:                                               ; preds = %12
  %27 = load float, ptr addrspace(1) %25, align 4, !tbaa !12
  br label %45

28:                                               ; preds = %12
  %29 = getelementptr i8, ptr addrspace(1) %25, i64 -4
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !12
  %31 = getelementptr i8, ptr addrspace(1) %25, i64 4
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !12
  %33 = fadd float %30, %32
  %34 = sub nsw i32 %14, %2
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !12
  %38 = fadd float %33, %37
  %39 = add nsw i32 %14, %2
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !12
  %43 = fadd float %38, %42
  %44 = fmul float %43, 2.500000e-01
  br label %45

45:                                               ; preds = %28, %26
  %46 = phi float [ %27, %26 ], [ %44, %28 ]
  %47 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %24
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !12
  br label %48

48:                                               ; preds = %45, %4
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
!8 = !{i32 1, i32 1, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"int", !"int"}
!11 = !{!"const", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
