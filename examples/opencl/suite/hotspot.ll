; ModuleID = 'suite/hotspot.cl'
source_filename = "suite/hotspot.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @hotspot(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %12 = trunc i64 %11 to i32
  %13 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %14 = trunc i64 %13 to i32
  %15 = icmp sgt i32 %3, %12
  %16 = icmp sgt i32 %4, %14
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %18, label %69

18:                                               ; preds = %10
  %19 = add nsw i32 %12, -1
  %20 = tail call i32 @_Z3maxii(i32 noundef %19, i32 noundef 0) #3
  %21 = add nsw i32 %12, 1
  %22 = add nsw i32 %3, -1
  %23 = tail call i32 @_Z3minii(i32 noundef %21, i32 noundef %22) #3
  %24 = add nsw i32 %14, -1
  %25 = tail call i32 @_Z3maxii(i32 noundef %24, i32 noundef 0) #3
  %26 = add nsw i32 %14, 1
  %27 = add nsw i32 %4, -1
  %28 = tail call i32 @_Z3minii(i32 noundef %26, i32 noundef %27) #3
  %29 = mul nsw i32 %3, %14
  %30 = add nsw i32 %29, %12
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !13, !amdgpu.noclobber !15
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %31
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !13, !amdgpu.noclobber !15
  %36 = add nsw i32 %20, %29
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13, !amdgpu.noclobber !15
  %40 = add nsw i32 %23, %29
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !13, !amdgpu.noclobber !15
  %44 = fadd float %39, %43
  %45 = fmul float %33, 2.000000e+00
  %46 = fsub float %44, %45
  %47 = fmul float %6, %46
  %48 = fadd float %35, %47
  %49 = mul nsw i32 %25, %3
  %50 = add nsw i32 %49, %12
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !13, !amdgpu.noclobber !15
  %54 = mul nsw i32 %28, %3
  %55 = add nsw i32 %54, %12
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !13, !amdgpu.noclobber !15
  %59 = fadd float %53, %58
  %60 = fsub float %59, %45
  %61 = fmul float %7, %60
  %62 = fadd float %48, %61
  %63 = fsub float %9, %33
  %64 = fmul float %8, %63
  %65 = fadd float %64, %62
  %66 = fmul float %5, %65
  %67 = fadd float %33, %66
  %68 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %31
  store float %67, ptr addrspace(1) %68, align 4, !tbaa !13
  br label %69

69:                                               ; preds = %10, %18
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_hotspot(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3, i32 noundef %4, float noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %11 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %12 = trunc i64 %11 to i32
  %13 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %14 = trunc i64 %13 to i32
  %15 = icmp sgt i32 %3, %12
  %16 = icmp sgt i32 %4, %14
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %18, label %69

18:                                               ; preds = %10
  %19 = add nsw i32 %12, -1
  %20 = tail call i32 @_Z3maxii(i32 noundef %19, i32 noundef 0) #3
  %21 = add nsw i32 %12, 1
  %22 = add nsw i32 %3, -1
  %23 = tail call i32 @_Z3minii(i32 noundef %21, i32 noundef %22) #3
  %24 = add nsw i32 %14, -1
  %25 = tail call i32 @_Z3maxii(i32 noundef %24, i32 noundef 0) #3
  %26 = add nsw i32 %14, 1
  %27 = add nsw i32 %4, -1
  %28 = tail call i32 @_Z3minii(i32 noundef %26, i32 noundef %27) #3
  %29 = mul nsw i32 %3, %14
  %30 = add nsw i32 %29, %12
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %31
  %33 = load float, ptr addrspace(1) %32, align 4, !tbaa !13
  %34 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %31
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !13
  %36 = add nsw i32 %20, %29
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13
  %40 = add nsw i32 %23, %29
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %41
  %43 = load float, ptr addrspace(1) %42, align 4, !tbaa !13
  %44 = fadd float %39, %43
  %45 = fmul float %33, 2.000000e+00
  %46 = fsub float %44, %45
  %47 = fmul float %6, %46
  %48 = fadd float %35, %47
  %49 = mul nsw i32 %25, %3
  %50 = add nsw i32 %49, %12
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %51
  %53 = load float, ptr addrspace(1) %52, align 4, !tbaa !13
  %54 = mul nsw i32 %28, %3
  %55 = add nsw i32 %54, %12
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %56
  %58 = load float, ptr addrspace(1) %57, align 4, !tbaa !13
  %59 = fadd float %53, %58
  %60 = fsub float %59, %45
  %61 = fmul float %7, %60
  %62 = fadd float %48, %61
  %63 = fsub float %9, %33
  %64 = fmul float %8, %63
  %65 = fadd float %64, %62
  %66 = fmul float %5, %65
  %67 = fadd float %33, %66
  %68 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %31
  store float %67, ptr addrspace(1) %68, align 4, !tbaa !13
  br label %69

69:                                               ; preds = %10, %18
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3maxii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3minii(i32 noundef, i32 noundef) local_unnamed_addr #2

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
!9 = !{i32 1, i32 1, i32 1, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"float*", !"int", !"int", !"float", !"float", !"float", !"float", !"float"}
!12 = !{!"const", !"const", !"", !"", !"", !"", !"", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{}
