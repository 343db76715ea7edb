; ModuleID = 'mandelbrot.cl'
source_filename = "mandelbrot.cl"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: write)
define dso_local ptx_kernel void @mandelbrot(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, i32 noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, i32 noundef %6) local_unnamed_addr #0 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  tail call void @__clang_ocl_kern_imp_mandelbrot(ptr addrspace(1) noundef align 4 %0, i32 noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, i32 noundef %6) #4
  ret void
}

; Function Attrs: convergent nofree noinline norecurse nounwind memory(argmem: write)
define dso_local void @__clang_ocl_kern_imp_mandelbrot(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, i32 noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #5
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #5
  %11 = trunc i64 %10 to i32
  %12 = sitofp i32 %9 to float
  %13 = tail call float @llvm.fmuladd.f32(float %12, float %4, float %2)
  %14 = sitofp i32 %11 to float
  %15 = tail call float @llvm.fmuladd.f32(float %14, float %5, float %3)
  %16 = icmp sgt i32 %6, 0
  br i1 %16, label %17, label %32

17:                                               ; preds = %7, %24
  %18 = phi float [ %27, %24 ], [ 0.000000e+00, %7 ]
  %19 = phi i32 [ %30, %24 ], [ 0, %7 ]
  %20 = phi float [ %29, %24 ], [ 0.000000e+00, %7 ]
  %21 = fmul float %20, %20
  %22 = tail call float @llvm.fmuladd.f32(float %18, float %18, float %21)
  %23 = fcmp ugt float %22, 4.000000e+00
  br i1 %23, label %32, label %24

24:                                               ; preds = %17
  %25 = fneg float %21
  %26 = tail call float @llvm.fmuladd.f32(float %18, float %18, float %25)
  %27 = fadd float %13, %26
  %28 = fmul float %18, 2.000000e+00
  %29 = tail call float @llvm.fmuladd.f32(float %28, float %20, float %15)
  %30 = add nuw nsw i32 %19, 1
  %31 = icmp eq i32 %30, %6
  br i1 %31, label %32, label %17

32:                                               ; preds = %17, %24, %7
  %33 = phi i32 [ 0, %7 ], [ %19, %17 ], [ %6, %24 ]
  %34 = mul nsw i32 %1, %11
  %35 = add nsw i32 %34, %9
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %36
  store i32 %33, ptr addrspace(1) %37, align 4, !tbaa !4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent nofree noinline norecurse nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree noinline norecurse nounwind memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-features"="+ptx88" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
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
!8 = !{i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!9 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!10 = !{!"int*", !"int", !"float", !"float", !"float", !"float", !"int"}
!11 = !{!"", !"", !"", !"", !"", !"", !""}
