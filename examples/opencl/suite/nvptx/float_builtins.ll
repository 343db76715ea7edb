; ModuleID = 'suite/float_builtins.cl'
source_filename = "suite/float_builtins.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @float_builtins(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_float_builtins(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) #3
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_float_builtins(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %3, %6
  br i1 %7, label %8, label %37

8:                                                ; preds = %4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10
  %12 = load float, ptr addrspace(1) %11, align 4, !tbaa !12
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %10
  %14 = load float, ptr addrspace(1) %13, align 4, !tbaa !12
  %15 = shl nsw i32 %6, 3
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %16
  %18 = tail call float @_Z5clampfff(float noundef %12, float noundef -1.000000e+00, float noundef 1.000000e+00) #4
  store float %18, ptr addrspace(1) %17, align 4, !tbaa !12
  %19 = tail call float @_Z4fminff(float noundef %12, float noundef %14) #4
  %20 = tail call float @_Z4fmaxff(float noundef %19, float noundef -2.000000e+00) #4
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 4
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !12
  %22 = tail call float @_Z3madfff(float noundef %12, float noundef %14, float noundef 5.000000e-01) #4
  %23 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 8
  store float %22, ptr addrspace(1) %23, align 4, !tbaa !12
  %24 = tail call float @_Z5floorf(float noundef %12) #4
  %25 = tail call float @_Z4fabsf(float noundef %14) #4
  %26 = fadd float %24, %25
  %27 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 12
  store float %26, ptr addrspace(1) %27, align 4, !tbaa !12
  %28 = tail call float @_Z4fabsf(float noundef %12) #4
  %29 = tail call float @_Z11native_sqrtf(float noundef %28) #4
  %30 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 16
  store float %29, ptr addrspace(1) %30, align 4, !tbaa !12
  %31 = tail call float @_Z13native_divideff(float noundef %12, float noundef %14) #4
  %32 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 20
  store float %31, ptr addrspace(1) %32, align 4, !tbaa !12
  %33 = tail call float @_Z12native_recipf(float noundef %14) #4
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 24
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !12
  %35 = tail call float @_Z10native_expf(float noundef %24) #4
  %36 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 28
  store float %35, ptr addrspace(1) %36, align 4, !tbaa !12
  br label %37

37:                                               ; preds = %4, %8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z5clampfff(float noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4fmaxff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4fminff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3madfff(float noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z5floorf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4fabsf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z11native_sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z13native_divideff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z12native_recipf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z10native_expf(float noundef) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1, i32 1, i32 0}
!9 = !{!"none", !"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"float*", !"int"}
!11 = !{!"const", !"const", !"", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
