; ModuleID = 'mandelbrot.cl'
source_filename = "mandelbrot.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: write)
define protected amdgpu_kernel void @mandelbrot(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, i32 noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, i32 noundef %6) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #4
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
  store i32 %33, ptr addrspace(1) %37, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind memory(argmem: write)
define protected void @__clang_ocl_kern_imp_mandelbrot(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, i32 noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #4
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
  store i32 %33, ptr addrspace(1) %37, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }

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
!9 = !{i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!11 = !{!"int*", !"int", !"float", !"float", !"float", !"float", !"int"}
!12 = !{!"", !"", !"", !"", !"", !"", !""}
