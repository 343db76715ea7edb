; ModuleID = 'nbody.cl'
source_filename = "nbody.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local ptx_kernel void @nbody(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_nbody(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, ptr addrspace(1) noundef align 4 %3, ptr addrspace(1) noundef align 4 %4, i32 noundef %5) #3
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_nbody(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef readonly align 4 captures(none) %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %5, %8
  br i1 %9, label %10, label %51

10:                                               ; preds = %6
  %11 = shl i64 %7, 32
  %12 = ashr exact i64 %11, 32
  %13 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %12
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !12
  %15 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !12
  %17 = icmp sgt i32 %5, 0
  br i1 %17, label %23, label %18

18:                                               ; preds = %23, %10
  %19 = phi float [ 0.000000e+00, %10 ], [ %48, %23 ]
  %20 = phi float [ 0.000000e+00, %10 ], [ %45, %23 ]
  %21 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %12
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !12
  %22 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %12
  store float %19, ptr addrspace(1) %22, align 4, !tbaa !12
  br label %51

23:                                               ; preds = %10, %23
  %24 = phi float [ %45, %23 ], [ 0.000000e+00, %10 ]
  %25 = phi float [ %48, %23 ], [ 0.000000e+00, %10 ]
  %26 = phi i32 [ %49, %23 ], [ 0, %10 ]
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds nuw float, ptr addrspace(1) %0, i64 %27
  %29 = load float, ptr addrspace(1) %28, align 4, !tbaa !12
  %30 = fsub float %29, %14
  %31 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %27
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !12
  %33 = fsub float %32, %16
  %34 = fmul float %30, %30
  %35 = fmul float %33, %33
  %36 = fadd float %34, %35
  %37 = fadd float %36, 0x3F847AE140000000
  %38 = tail call float @_Z4sqrtf(float noundef %37) #4, !fpmath !14
  %39 = fmul float %38, %37
  %40 = fdiv float 1.000000e+00, %39, !fpmath !15
  %41 = getelementptr inbounds nuw float, ptr addrspace(1) %2, i64 %27
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !12
  %43 = fmul float %30, %42
  %44 = fmul float %43, %40
  %45 = fadd float %24, %44
  %46 = fmul float %33, %42
  %47 = fmul float %46, %40
  %48 = fadd float %25, %47
  %49 = add nuw nsw i32 %26, 1
  %50 = icmp eq i32 %49, %5
  br i1 %50, label %18, label %23

51:                                               ; preds = %6, %18
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4sqrtf(float noundef) local_unnamed_addr #2

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
!10 = !{!"float*", !"float*", !"float*", !"float*", !"float*", !"int"}
!11 = !{!"const", !"const", !"const", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
!14 = !{float 3.000000e+00}
!15 = !{float 2.500000e+00}
