; ModuleID = 'suite/kmeans_assign.cl'
source_filename = "suite/kmeans_assign.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @kmeans_assign(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %3, %8
  br i1 %9, label %10, label %49

10:                                               ; preds = %6
  %11 = icmp sgt i32 %4, 0
  br i1 %11, label %12, label %20

12:                                               ; preds = %10
  %13 = icmp sgt i32 %5, 0
  br label %14

14:                                               ; preds = %12, %25
  %15 = phi i32 [ 0, %12 ], [ %30, %25 ]
  %16 = phi float [ 0x47EC363CC0000000, %12 ], [ %29, %25 ]
  %17 = phi i32 [ 0, %12 ], [ %28, %25 ]
  br i1 %13, label %18, label %25

18:                                               ; preds = %14
  %19 = mul nuw nsw i32 %15, %5
  br label %32

20:                                               ; preds = %25, %10
  %21 = phi i32 [ 0, %10 ], [ %28, %25 ]
  %22 = shl i64 %7, 32
  %23 = ashr exact i64 %22, 30
  %24 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %23
  store i32 %21, ptr addrspace(1) %24, align 4, !tbaa !5
  br label %49

25:                                               ; preds = %32, %14
  %26 = phi float [ 0.000000e+00, %14 ], [ %46, %32 ]
  %27 = fcmp olt float %26, %16
  %28 = select i1 %27, i32 %15, i32 %17
  %29 = select i1 %27, float %26, float %16
  %30 = add nuw nsw i32 %15, 1
  %31 = icmp eq i32 %30, %4
  br i1 %31, label %20, label %14

32:                                               ; preds = %18, %32
  %33 = phi i32 [ 0, %18 ], [ %47, %32 ]
  %34 = phi float [ 0.000000e+00, %18 ], [ %46, %32 ]
  %35 = mul nsw i32 %33, %3
  %36 = add nsw i32 %35, %8
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13, !amdgpu.noclobber !15
  %40 = add nuw nsw i32 %33, %19
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !13, !amdgpu.noclobber !15
  %44 = fsub float %39, %43
  %45 = fmul float %44, %44
  %46 = fadd float %34, %45
  %47 = add nuw nsw i32 %33, 1
  %48 = icmp eq i32 %47, %5
  br i1 %48, label %25, label %32

49:                                               ; preds = %6, %20
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_kmeans_assign(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %3, %8
  br i1 %9, label %10, label %49

10:                                               ; preds = %6
  %11 = icmp sgt i32 %4, 0
  br i1 %11, label %12, label %20

12:                                               ; preds = %10
  %13 = icmp sgt i32 %5, 0
  br label %14

14:                                               ; preds = %12, %25
  %15 = phi i32 [ 0, %12 ], [ %30, %25 ]
  %16 = phi float [ 0x47EC363CC0000000, %12 ], [ %29, %25 ]
  %17 = phi i32 [ 0, %12 ], [ %28, %25 ]
  br i1 %13, label %18, label %25

18:                                               ; preds = %14
  %19 = mul nuw nsw i32 %15, %5
  br label %32

20:                                               ; preds = %25, %10
  %21 = phi i32 [ 0, %10 ], [ %28, %25 ]
  %22 = shl i64 %7, 32
  %23 = ashr exact i64 %22, 30
  %24 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %23
  store i32 %21, ptr addrspace(1) %24, align 4, !tbaa !5
  br label %49

25:                                               ; preds = %32, %14
  %26 = phi float [ 0.000000e+00, %14 ], [ %46, %32 ]
  %27 = fcmp olt float %26, %16
  %28 = select i1 %27, i32 %15, i32 %17
  %29 = select i1 %27, float %26, float %16
  %30 = add nuw nsw i32 %15, 1
  %31 = icmp eq i32 %30, %4
  br i1 %31, label %20, label %14

32:                                               ; preds = %18, %32
  %33 = phi i32 [ 0, %18 ], [ %47, %32 ]
  %34 = phi float [ 0.000000e+00, %18 ], [ %46, %32 ]
  %35 = mul nsw i32 %33, %3
  %36 = add nsw i32 %35, %8
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13
  %40 = add nuw nsw i32 %33, %19
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds nuw float, ptr addrspace(1) %1, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !13
  %44 = fsub float %39, %43
  %45 = fmul float %44, %44
  %46 = fadd float %34, %45
  %47 = add nuw nsw i32 %33, 1
  %48 = icmp eq i32 %47, %5
  br i1 %48, label %25, label %32

49:                                               ; preds = %6, %20
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!9 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"int*", !"int", !"int", !"int"}
!12 = !{!"const", !"const", !"", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{}
