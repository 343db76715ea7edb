; ModuleID = 'suite/helper_twice.cl'
source_filename = "suite/helper_twice.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(none)
define dso_local float @ramp(float noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #0 {
  %4 = fsub float %0, %1
  %5 = fsub float %2, %1
  %6 = fdiv float %4, %5, !fpmath !8
  %7 = tail call float @_Z5clampfff(float noundef %6, float noundef 0.000000e+00, float noundef 1.000000e+00) #4
  %8 = fmul float %7, %7
  %9 = fmul float %7, 2.000000e+00
  %10 = fsub float 3.000000e+00, %9
  %11 = fmul float %8, %10
  ret float %11
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z5clampfff(float noundef, float noundef, float noundef) local_unnamed_addr #1

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @helper_twice(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #2 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  tail call void @__clang_ocl_kern_imp_helper_twice(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #5
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_helper_twice(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #3 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = icmp sgt i32 %2, %5
  br i1 %6, label %7, label %17

7:                                                ; preds = %3
  %8 = shl i64 %4, 32
  %9 = ashr exact i64 %8, 32
  %10 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %9
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !13
  %12 = tail call float @ramp(float noundef %11, float noundef 0.000000e+00, float noundef 2.000000e+00) #5
  %13 = fsub float 1.000000e+00, %11
  %14 = tail call float @ramp(float noundef %13, float noundef -1.000000e+00, float noundef 1.000000e+00) #5
  %15 = fsub float %12, %14
  %16 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %9
  store float %15, ptr addrspace(1) %16, align 4, !tbaa !13
  br label %17

17:                                               ; preds = %3, %7
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

attributes #0 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #2 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" "uniform-work-group-size"="false" }
attributes #3 = { convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
!8 = !{float 2.500000e+00}
!9 = !{i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"int"}
!12 = !{!"const", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !6, i64 0}
