; ModuleID = 'suite/particles_struct.cl'
source_filename = "suite/particles_struct.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @particles_struct(ptr addrspace(1) noundef align 4 captures(none) %0, i32 noundef %1, float noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = trunc i64 %6 to i32
  %8 = icmp sgt i32 %1, %7
  br i1 %8, label %9, label %33

9:                                                ; preds = %5
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 28
  %12 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !13, !amdgpu.noclobber !15
  %14 = getelementptr inbounds nuw i8, ptr addrspace(1) %12, i64 4
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !13, !amdgpu.noclobber !15
  %16 = getelementptr inbounds nuw i8, ptr addrspace(1) %12, i64 8
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13, !amdgpu.noclobber !15
  %18 = getelementptr inbounds nuw i8, ptr addrspace(1) %12, i64 12
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !13, !amdgpu.noclobber !15
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
  store float %23, ptr addrspace(1) %12, align 4, !tbaa !13
  store float %32, ptr addrspace(1) %14, align 4, !tbaa !13
  store float %31, ptr addrspace(1) %18, align 4, !tbaa !13
  br label %33

33:                                               ; preds = %5, %9
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_particles_struct(ptr addrspace(1) noundef align 4 captures(none) %0, i32 noundef %1, float noundef %2, float noundef %3, float noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = trunc i64 %6 to i32
  %8 = icmp sgt i32 %1, %7
  br i1 %8, label %9, label %33

9:                                                ; preds = %5
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 28
  %12 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !13
  %14 = getelementptr inbounds nuw i8, ptr addrspace(1) %12, i64 4
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !13
  %16 = getelementptr inbounds nuw i8, ptr addrspace(1) %12, i64 8
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !13
  %18 = getelementptr inbounds nuw i8, ptr addrspace(1) %12, i64 12
  %19 = load float, ptr addrspace(1) %18, align 4, !tbaa !13
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
  store float %23, ptr addrspace(1) %12, align 4, !tbaa !13
  store float %32, ptr addrspace(1) %14, align 4, !tbaa !13
  store float %31, ptr addrspace(1) %18, align 4, !tbaa !13
  br label %33

33:                                               ; preds = %5, %9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 1, i32 0, i32 0, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none"}
!11 = !{!"Particle*", !"int", !"float", !"float", !"float"}
!12 = !{!"", !"", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{}
