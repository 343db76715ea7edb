; ModuleID = 'suite/particles_struct.cl'
source_filename = "suite/particles_struct.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @particles_struct(ptr addrspace(1) noundef align 4 captures(none) %0, i32 noundef %1, float noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_particles_struct(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, float noundef %2, float noundef %3, float noundef %4) #3
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_particles_struct(ptr addrspace(1) noundef align 4 captures(none) %0, i32 noundef %1, float noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = icmp sgt i32 %1, %7
  br i1 %8, label %9, label %33

9:                                                ; preds = %5
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 28
  %12 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !12
  %14 = getelementptr inbounds nuw i8, ptr addrspace(1) %12, i64 4
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !12
  %16 = getelementptr inbounds nuw i8, ptr addrspace(1) %12, i64 8
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !12
  %18 = getelementptr inbounds nuw i8, ptr addrspace(1) %12, i64 12
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !12
  %20 = fmul float %2, %3
  %21 = fsub float %19, %20
  %22 = fmul float %2, %17
  %23 = fadd float %13, %22
  %24 = fmul float %2, %21
  %25 = fadd float %15, %24
  %26 = fcmp olt float %25, 0.000000e+00
  %27 = fneg float %25
  %28 = fmul float %4, %27
  %29 = fneg float %21
  %30 = fmul float %4, %29
  %31 = select i1 %26, float %30, float %21
  %32 = select i1 %26, float %28, float %25
  store float %23, ptr addrspace(1) %12, align 4, !tbaa !12
  store float %32, ptr addrspace(1) %14, align 4, !tbaa !12
  store float %31, ptr addrspace(1) %18, align 4, !tbaa !12
  br label %33

33:                                               ; preds = %5, %9
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
!8 = !{i32 1, i32 0, i32 0, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none"}
!10 = !{!"Particle*", !"int", !"float", !"float", !"float"}
!11 = !{!"", !"", !"", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
