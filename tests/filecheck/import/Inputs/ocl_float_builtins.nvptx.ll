; ModuleID = 'ocl_float_builtins.cl'
source_filename = "ocl_float_builtins.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local ptx_kernel void @float_ops(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_float_ops(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(1) noundef align 4 %2) #3
  ret void
}

; Function Attrs: convergent mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite)
define dso_local void @__clang_ocl_kern_imp_float_ops(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = shl i64 %4, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = load float, ptr addrspace(1) %8, align 4, !tbaa !12
  %10 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7
  %11 = load float, ptr addrspace(1) %10, align 4, !tbaa !12
  %12 = shl nsw i32 %5, 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %13
  %15 = tail call float @_Z5clampfff(float noundef %9, float noundef -1.500000e+00, float noundef 2.000000e+00) #4
  store float %15, ptr addrspace(1) %14, align 4, !tbaa !12
  %16 = tail call float @_Z4signf(float noundef %9) #4
  %17 = tail call float @_Z4stepff(float noundef %11, float noundef %9) #4
  %18 = fadd float %16, %17
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 4
  store float %18, ptr addrspace(1) %19, align 4, !tbaa !12
  %20 = tail call float @_Z3mixfff(float noundef %9, float noundef %11, float noundef 2.500000e-01) #4
  %21 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 8
  store float %20, ptr addrspace(1) %21, align 4, !tbaa !12
  %22 = tail call float @_Z13native_divideff(float noundef %9, float noundef %11) #4
  %23 = tail call float @_Z12native_recipf(float noundef %11) #4
  %24 = fadd float %22, %23
  %25 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 12
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !12
  %26 = tail call float @_Z4fabsf(float noundef %9) #4
  %27 = tail call float @_Z11native_sqrtf(float noundef %26) #4
  %28 = tail call float @_Z4fabsf(float noundef %11) #4
  %29 = tail call float @_Z9half_sqrtf(float noundef %28) #4
  %30 = fadd float %27, %29
  %31 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 16
  store float %30, ptr addrspace(1) %31, align 4, !tbaa !12
  %32 = fadd float %28, 1.000000e+00
  %33 = tail call float @_Z12native_rsqrtf(float noundef %32) #4
  %34 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 20
  store float %33, ptr addrspace(1) %34, align 4, !tbaa !12
  %35 = tail call float @_Z10native_expf(float noundef %9) #4
  %36 = tail call float @_Z9half_exp2f(float noundef %11) #4
  %37 = fadd float %35, %36
  %38 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 24
  store float %37, ptr addrspace(1) %38, align 4, !tbaa !12
  %39 = fadd float %26, 1.000000e+00
  %40 = tail call float @_Z10native_logf(float noundef %39) #4
  %41 = fadd float %28, 2.000000e+00
  %42 = tail call float @_Z11native_log2f(float noundef %41) #4
  %43 = fadd float %40, %42
  %44 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 28
  store float %43, ptr addrspace(1) %44, align 4, !tbaa !12
  %45 = tail call float @_Z5truncf(float noundef %9) #4
  %46 = tail call float @_Z5roundf(float noundef %11) #4
  %47 = fadd float %45, %46
  %48 = tail call float @_Z4rintf(float noundef %9) #4
  %49 = fadd float %47, %48
  %50 = tail call float @_Z4ceilf(float noundef %11) #4
  %51 = fadd float %49, %50
  %52 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 32
  store float %51, ptr addrspace(1) %52, align 4, !tbaa !12
  %53 = tail call float @_Z8copysignff(float noundef %28, float noundef %9) #4
  %54 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 36
  store float %53, ptr addrspace(1) %54, align 4, !tbaa !12
  %55 = tail call float @_Z4atanf(float noundef %9) #4
  %56 = tail call float @_Z5atan2ff(float noundef %11, float noundef %9) #4
  %57 = fadd float %55, %56
  %58 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 40
  store float %57, ptr addrspace(1) %58, align 4, !tbaa !12
  %59 = tail call float @_Z5clampfff(float noundef %11, float noundef -1.000000e+00, float noundef 1.000000e+00) #4
  %60 = tail call float @_Z4asinf(float noundef %59) #4
  %61 = tail call float @_Z5clampfff(float noundef %9, float noundef -1.000000e+00, float noundef 1.000000e+00) #4
  %62 = tail call float @_Z4acosf(float noundef %61) #4
  %63 = fadd float %60, %62
  %64 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 44
  store float %63, ptr addrspace(1) %64, align 4, !tbaa !12
  %65 = tail call float @_Z4sinhf(float noundef %9) #4
  %66 = tail call float @_Z4coshf(float noundef %11) #4
  %67 = fadd float %65, %66
  %68 = tail call float @_Z4tanhf(float noundef %9) #4
  %69 = fadd float %67, %68
  %70 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 48
  store float %69, ptr addrspace(1) %70, align 4, !tbaa !12
  %71 = tail call float @_Z3powff(float noundef %39, float noundef %11) #4
  %72 = tail call float @_Z4powrff(float noundef %32, float noundef 5.000000e-01) #4
  %73 = fadd float %71, %72
  %74 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 52
  store float %73, ptr addrspace(1) %74, align 4, !tbaa !12
  %75 = tail call float @_Z4exp2f(float noundef %9) #4
  %76 = tail call float @_Z5log10f(float noundef %32) #4
  %77 = fadd float %75, %76
  %78 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 56
  store float %77, ptr addrspace(1) %78, align 4, !tbaa !12
  %79 = tail call float @_Z4fminff(float noundef %9, float noundef %11) #4
  %80 = tail call float @_Z4fmaxff(float noundef %9, float noundef %11) #4
  %81 = fmul float %79, %80
  %82 = tail call float @_Z3fmafff(float noundef %9, float noundef %11, float noundef 5.000000e-01) #4
  %83 = fadd float %81, %82
  %84 = getelementptr inbounds nuw i8, ptr addrspace(1) %14, i64 60
  store float %83, ptr addrspace(1) %84, align 4, !tbaa !12
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z5clampfff(float noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4signf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4stepff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3mixfff(float noundef, float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z13native_divideff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z12native_recipf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z11native_sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4fabsf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z9half_sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z12native_rsqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z10native_expf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z9half_exp2f(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z10native_logf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z11native_log2f(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z5truncf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z5roundf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4rintf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4ceilf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z8copysignff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4atanf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z5atan2ff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4asinf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4acosf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4sinhf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4coshf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4tanhf(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3powff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4powrff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4exp2f(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z5log10f(float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4fminff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z4fmaxff(float noundef, float noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local float @_Z3fmafff(float noundef, float noundef, float noundef) local_unnamed_addr #2

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
!8 = !{i32 1, i32 1, i32 1}
!9 = !{!"none", !"none", !"none"}
!10 = !{!"float*", !"float*", !"float*"}
!11 = !{!"const", !"const", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !6, i64 0}
