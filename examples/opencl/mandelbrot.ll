; ModuleID = 'mandelbrot.cl'
source_filename = "mandelbrot.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: write)
define protected amdgpu_kernel void @mandelbrot(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, i32 noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, i32 noundef %6) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %11 = trunc i64 %10 to i32
  %12 = sitofp i32 %9 to float
  %13 = fmul float %4, %12
  %14 = fadd float %2, %13
  %15 = sitofp i32 %11 to float
  %16 = fmul float %5, %15
  %17 = fadd float %3, %16
  %18 = icmp sgt i32 %6, 0
  br i1 %18, label %19, label %35

19:                                               ; preds = %7, %27
  %20 = phi float [ %29, %27 ], [ 0.000000e+00, %7 ]
  %21 = phi i32 [ %33, %27 ], [ 0, %7 ]
  %22 = phi float [ %32, %27 ], [ 0.000000e+00, %7 ]
  %23 = fmul float %20, %20
  %24 = fmul float %22, %22
  %25 = fadd float %24, %23
  %26 = fcmp ugt float %25, 4.000000e+00
  br i1 %26, label %35, label %27

27:                                               ; preds = %19
  %28 = fsub float %23, %24
  %29 = fadd float %14, %28
  %30 = fmul float %20, 2.000000e+00
  %31 = fmul float %22, %30
  %32 = fadd float %17, %31
  %33 = add nuw nsw i32 %21, 1
  %34 = icmp eq i32 %33, %6
  br i1 %34, label %35, label %19

35:                                               ; preds = %19, %27, %7
  %36 = phi i32 [ 0, %7 ], [ %21, %19 ], [ %6, %27 ]
  %37 = mul nsw i32 %1, %11
  %38 = add nsw i32 %37, %9
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %39
  store i32 %36, ptr addrspace(1) %40, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind memory(argmem: write)
define protected void @__clang_ocl_kern_imp_mandelbrot(ptr addrspace(1) noundef writeonly align 4 captures(none) %0, i32 noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, i32 noundef %6) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %11 = trunc i64 %10 to i32
  %12 = sitofp i32 %9 to float
  %13 = fmul float %4, %12
  %14 = fadd float %2, %13
  %15 = sitofp i32 %11 to float
  %16 = fmul float %5, %15
  %17 = fadd float %3, %16
  %18 = icmp sgt i32 %6, 0
  br i1 %18, label %19, label %35

19:                                               ; preds = %7, %27
  %20 = phi float [ %29, %27 ], [ 0.000000e+00, %7 ]
  %21 = phi i32 [ %33, %27 ], [ 0, %7 ]
  %22 = phi float [ %32, %27 ], [ 0.000000e+00, %7 ]
  %23 = fmul float %20, %20
  %24 = fmul float %22, %22
  %25 = fadd float %24, %23
  %26 = fcmp ugt float %25, 4.000000e+00
  br i1 %26, label %35, label %27

27:                                               ; preds = %19
  %28 = fsub float %23, %24
  %29 = fadd float %14, %28
  %30 = fmul float %20, 2.000000e+00
  %31 = fmul float %22, %30
  %32 = fadd float %17, %31
  %33 = add nuw nsw i32 %21, 1
  %34 = icmp eq i32 %33, %6
  br i1 %34, label %35, label %19

35:                                               ; preds = %19, %27, %7
  %36 = phi i32 [ 0, %7 ], [ %21, %19 ], [ %6, %27 ]
  %37 = mul nsw i32 %1, %11
  %38 = add nsw i32 %37, %9
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %39
  store i32 %36, ptr addrspace(1) %40, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind memory(argmem: write) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!9 = !{i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!11 = !{!"int*", !"int", !"float", !"float", !"float", !"float", !"int"}
!12 = !{!"", !"", !"", !"", !"", !"", !""}
