; ModuleID = 'stencil.cl'
source_filename = "stencil.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @stencil(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %2, %6
  %10 = icmp sgt i32 %3, %8
  %11 = select i1 %9, i1 %10, i1 false
  br i1 %11, label %12, label %48

12:                                               ; preds = %4
  %13 = mul nsw i32 %2, %8
  %14 = add nsw i32 %13, %6
  %15 = icmp eq i32 %6, 0
  %16 = icmp eq i32 %8, 0
  %17 = select i1 %15, i1 true, i1 %16
  %18 = add nsw i32 %2, -1
  %19 = icmp eq i32 %18, %6
  %20 = select i1 %17, i1 true, i1 %19
  %21 = add nsw i32 %3, -1
  %22 = icmp eq i32 %21, %8
  %23 = select i1 %20, i1 true, i1 %22
  %24 = sext i32 %14 to i64
  %25 = getelementptr float, ptr addrspace(1) %0, i64 %24
  br i1 %23, label %26, label %28

26:                                               ; preds = %12
  %27 = load float, ptr addrspace(1) %25, align 4, !tbaa !13, !amdgpu.noclobber !15
  br label %45

28:                                               ; preds = %12
  %29 = getelementptr i8, ptr addrspace(1) %25, i64 -4
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !13
  %31 = getelementptr i8, ptr addrspace(1) %25, i64 4
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !13
  %33 = fadd float %30, %32
  %34 = sub nsw i32 %14, %2
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !13, !amdgpu.noclobber !15
  %38 = fadd float %33, %37
  %39 = add nsw i32 %14, %2
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !13, !amdgpu.noclobber !15
  %43 = fadd float %38, %42
  %44 = fmul float %43, 2.500000e-01
  br label %45

45:                                               ; preds = %28, %26
  %46 = phi float [ %27, %26 ], [ %44, %28 ]
  %47 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %24
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !13
  br label %48

48:                                               ; preds = %45, %4
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_stencil(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %2, %6
  %10 = icmp sgt i32 %3, %8
  %11 = select i1 %9, i1 %10, i1 false
  br i1 %11, label %12, label %48

12:                                               ; preds = %4
  %13 = mul nsw i32 %2, %8
  %14 = add nsw i32 %13, %6
  %15 = icmp eq i32 %6, 0
  %16 = icmp eq i32 %8, 0
  %17 = select i1 %15, i1 true, i1 %16
  %18 = add nsw i32 %2, -1
  %19 = icmp eq i32 %18, %6
  %20 = select i1 %17, i1 true, i1 %19
  %21 = add nsw i32 %3, -1
  %22 = icmp eq i32 %21, %8
  %23 = select i1 %20, i1 true, i1 %22
  %24 = sext i32 %14 to i64
  %25 = getelementptr float, ptr addrspace(1) %0, i64 %24
  br i1 %23, label %26, label %28

26:                                               ; preds = %12
  %27 = load float, ptr addrspace(1) %25, align 4, !tbaa !13
  br label %45

28:                                               ; preds = %12
  %29 = getelementptr i8, ptr addrspace(1) %25, i64 -4
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !13
  %31 = getelementptr i8, ptr addrspace(1) %25, i64 4
  %32 = load float, ptr addrspace(1) %31, align 4, !tbaa !13
  %33 = fadd float %30, %32
  %34 = sub nsw i32 %14, %2
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %35
  %37 = load float, ptr addrspace(1) %36, align 4, !tbaa !13
  %38 = fadd float %33, %37
  %39 = add nsw i32 %14, %2
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %40
  %42 = load float, ptr addrspace(1) %41, align 4, !tbaa !13
  %43 = fadd float %38, %42
  %44 = fmul float %43, 2.500000e-01
  br label %45

45:                                               ; preds = %28, %26
  %46 = phi float [ %27, %26 ], [ %44, %28 ]
  %47 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %24
  store float %46, ptr addrspace(1) %47, align 4, !tbaa !13
  br label %48

48:                                               ; preds = %45, %4
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
!9 = !{i32 1, i32 1, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"int", !"int"}
!12 = !{!"const", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{}
