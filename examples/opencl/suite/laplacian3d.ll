; ModuleID = 'suite/laplacian3d.cl'
source_filename = "suite/laplacian3d.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @laplacian3d(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 2) #3
  %11 = trunc i64 %10 to i32
  %12 = icmp sgt i32 %2, %7
  %13 = icmp sgt i32 %3, %9
  %14 = select i1 %12, i1 %13, i1 false
  %15 = icmp sgt i32 %4, %11
  %16 = select i1 %14, i1 %15, i1 false
  br i1 %16, label %17, label %76

17:                                               ; preds = %5
  %18 = mul nsw i32 %3, %11
  %19 = add nsw i32 %18, %9
  %20 = mul nsw i32 %19, %2
  %21 = add nsw i32 %20, %7
  %22 = icmp eq i32 %7, 0
  %23 = icmp eq i32 %9, 0
  %24 = select i1 %22, i1 true, i1 %23
  %25 = icmp eq i32 %11, 0
  %26 = select i1 %24, i1 true, i1 %25
  %27 = add nsw i32 %2, -1
  %28 = icmp eq i32 %27, %7
  %29 = select i1 %26, i1 true, i1 %28
  %30 = add nsw i32 %3, -1
  %31 = icmp eq i32 %30, %9
  %32 = select i1 %29, i1 true, i1 %31
  %33 = add nsw i32 %4, -1
  %34 = icmp eq i32 %33, %11
  %35 = select i1 %32, i1 true, i1 %34
  br i1 %35, label %36, label %40

36:                                               ; preds = %17
  %37 = sext i32 %21 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13, !amdgpu.noclobber !15
  br label %72

40:                                               ; preds = %17
  %41 = mul nsw i32 %3, %2
  %42 = sext i32 %21 to i64
  %43 = getelementptr float, ptr addrspace(1) %0, i64 %42
  %44 = getelementptr i8, ptr addrspace(1) %43, i64 -4
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !13
  %46 = getelementptr i8, ptr addrspace(1) %43, i64 4
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !13
  %48 = fadd float %45, %47
  %49 = sub nsw i32 %21, %2
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !13, !amdgpu.noclobber !15
  %53 = fadd float %48, %52
  %54 = add nsw i32 %21, %2
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !13, !amdgpu.noclobber !15
  %58 = fadd float %53, %57
  %59 = sub nsw i32 %21, %41
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !13, !amdgpu.noclobber !15
  %63 = fadd float %58, %62
  %64 = add nsw i32 %21, %41
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4, !tbaa !13, !amdgpu.noclobber !15
  %68 = fadd float %63, %67
  %69 = load float, ptr addrspace(1) %43, align 4, !tbaa !13, !amdgpu.noclobber !15
  %70 = fmul float %69, 6.000000e+00
  %71 = fsub float %68, %70
  br label %72

72:                                               ; preds = %40, %36
  %73 = phi i64 [ %37, %36 ], [ %42, %40 ]
  %74 = phi float [ %39, %36 ], [ %71, %40 ]
  %75 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %73
  store float %74, ptr addrspace(1) %75, align 4, !tbaa !13
  br label %76

76:                                               ; preds = %72, %5
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_laplacian3d(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z13get_global_idj(i32 noundef 2) #3
  %11 = trunc i64 %10 to i32
  %12 = icmp sgt i32 %2, %7
  %13 = icmp sgt i32 %3, %9
  %14 = select i1 %12, i1 %13, i1 false
  %15 = icmp sgt i32 %4, %11
  %16 = select i1 %14, i1 %15, i1 false
  br i1 %16, label %17, label %76

17:                                               ; preds = %5
  %18 = mul nsw i32 %3, %11
  %19 = add nsw i32 %18, %9
  %20 = mul nsw i32 %19, %2
  %21 = add nsw i32 %20, %7
  %22 = icmp eq i32 %7, 0
  %23 = icmp eq i32 %9, 0
  %24 = select i1 %22, i1 true, i1 %23
  %25 = icmp eq i32 %11, 0
  %26 = select i1 %24, i1 true, i1 %25
  %27 = add nsw i32 %2, -1
  %28 = icmp eq i32 %27, %7
  %29 = select i1 %26, i1 true, i1 %28
  %30 = add nsw i32 %3, -1
  %31 = icmp eq i32 %30, %9
  %32 = select i1 %29, i1 true, i1 %31
  %33 = add nsw i32 %4, -1
  %34 = icmp eq i32 %33, %11
  %35 = select i1 %32, i1 true, i1 %34
  br i1 %35, label %36, label %40

36:                                               ; preds = %17
  %37 = sext i32 %21 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13
  br label %72

40:                                               ; preds = %17
  %41 = mul nsw i32 %3, %2
  %42 = sext i32 %21 to i64
  %43 = getelementptr float, ptr addrspace(1) %0, i64 %42
  %44 = getelementptr i8, ptr addrspace(1) %43, i64 -4
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !13
  %46 = getelementptr i8, ptr addrspace(1) %43, i64 4
  %47 = load float, ptr addrspace(1) %46, align 4, !tbaa !13
  %48 = fadd float %45, %47
  %49 = sub nsw i32 %21, %2
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !13
  %53 = fadd float %48, %52
  %54 = add nsw i32 %21, %2
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !13
  %58 = fadd float %53, %57
  %59 = sub nsw i32 %21, %41
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %60
  %62 = load float, ptr addrspace(1) %61, align 4, !tbaa !13
  %63 = fadd float %58, %62
  %64 = add nsw i32 %21, %41
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %65
  %67 = load float, ptr addrspace(1) %66, align 4, !tbaa !13
  %68 = fadd float %63, %67
  %69 = load float, ptr addrspace(1) %43, align 4, !tbaa !13
  %70 = fmul float %69, 6.000000e+00
  %71 = fsub float %68, %70
  br label %72

72:                                               ; preds = %40, %36
  %73 = phi i64 [ %37, %36 ], [ %42, %40 ]
  %74 = phi float [ %39, %36 ], [ %71, %40 ]
  %75 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %73
  store float %74, ptr addrspace(1) %75, align 4, !tbaa !13
  br label %76

76:                                               ; preds = %72, %5
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
!9 = !{i32 1, i32 1, i32 0, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"int", !"int", !"int"}
!12 = !{!"const", !"", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{}
