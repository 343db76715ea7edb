; ModuleID = 'suite/helper_twice.cl'
source_filename = "suite/helper_twice.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(none)
define hidden float @ramp(float noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #0 {
  %4 = fsub float %0, %1
  %5 = fsub float %2, %1
  %6 = fdiv float %4, %5, !fpmath !9
  %7 = tail call float @_Z5clampfff(float noundef %6, float noundef 0.000000e+00, float noundef 1.000000e+00) #4
  %8 = fmul float %7, %7
  %9 = fmul float %7, 2.000000e+00
  %10 = fsub float 3.000000e+00, %9
  %11 = fmul float %8, %10
  ret float %11
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden float @_Z5clampfff(float noundef, float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @helper_twice(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = icmp sgt i32 %2, %5
  br i1 %6, label %7, label %17

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %9
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !14
  %12 = tail call float @ramp(float noundef %11, float noundef 0.000000e+00, float noundef 2.000000e+00) #5
  %13 = fsub float 1.000000e+00, %11
  %14 = tail call float @ramp(float noundef %13, float noundef -1.000000e+00, float noundef 1.000000e+00) #5
  %15 = fsub float %12, %14
  %16 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %9
  store float %15, ptr addrspace(1) %16, align 4, !tbaa !14
  br label %17

17:                                               ; preds = %3, %7
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_helper_twice(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #3 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !12 !kernel_arg_type_qual !13 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = icmp sgt i32 %2, %5
  br i1 %6, label %7, label %17

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %9
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !14
  %12 = tail call float @ramp(float noundef %11, float noundef 0.000000e+00, float noundef 2.000000e+00) #5
  %13 = fsub float 1.000000e+00, %11
  %14 = tail call float @ramp(float noundef %13, float noundef -1.000000e+00, float noundef 1.000000e+00) #5
  %15 = fsub float %12, %14
  %16 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %9
  store float %15, ptr addrspace(1) %16, align 4, !tbaa !14
  br label %17

17:                                               ; preds = %3, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
!9 = !{float 2.500000e+00}
!10 = !{i32 1, i32 1, i32 0}
!11 = !{!"none", !"none", !"none"}
!12 = !{!"float*", !"float*", !"int"}
!13 = !{!"const", !"", !""}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !7, i64 0}
