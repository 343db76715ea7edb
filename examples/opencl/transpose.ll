; ModuleID = 'transpose.cl'
source_filename = "transpose.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@transpose.tile = internal unnamed_addr addrspace(3) global [4 x [5 x float]] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @transpose(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %6 = shl i64 %5, 2
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %8 = add i64 %6, %7
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #4
  %11 = shl i64 %10, 2
  %12 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %13 = add i64 %11, %12
  %14 = trunc i64 %13 to i32
  %15 = icmp sgt i32 %3, %9
  %16 = icmp sgt i32 %2, %14
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %18, label %30

18:                                               ; preds = %4
  %19 = mul nsw i32 %3, %14
  %20 = add nsw i32 %19, %9
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !13, !amdgpu.noclobber !15
  %24 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %25 = trunc nuw nsw i64 %24 to i32
  %26 = getelementptr inbounds nuw [5 x float], ptr addrspace(3) @transpose.tile, i32 %25
  %27 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %28 = trunc nuw nsw i64 %27 to i32
  %29 = getelementptr inbounds nuw float, ptr addrspace(3) %26, i32 %28
  store float %23, ptr addrspace(3) %29, align 4, !tbaa !13
  br label %30

30:                                               ; preds = %18, %4
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %31 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #4
  %32 = shl i64 %31, 2
  %33 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %34 = add i64 %32, %33
  %35 = trunc i64 %34 to i32
  %36 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %37 = shl i64 %36, 2
  %38 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %39 = add i64 %37, %38
  %40 = trunc i64 %39 to i32
  %41 = icmp sgt i32 %2, %35
  %42 = icmp sgt i32 %3, %40
  %43 = select i1 %41, i1 %42, i1 false
  br i1 %43, label %44, label %56

44:                                               ; preds = %30
  %45 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = getelementptr inbounds nuw [5 x float], ptr addrspace(3) @transpose.tile, i32 %46
  %48 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %49 = trunc nuw nsw i64 %48 to i32
  %50 = getelementptr inbounds nuw float, ptr addrspace(3) %47, i32 %49
  %51 = load float, ptr addrspace(3) %50, align 4, !tbaa !13
  %52 = mul nsw i32 %2, %40
  %53 = add nsw i32 %52, %35
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %54
  store float %51, ptr addrspace(1) %55, align 4, !tbaa !13
  br label %56

56:                                               ; preds = %30, %44
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_transpose(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %6 = shl i64 %5, 2
  %7 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %8 = add i64 %6, %7
  %9 = trunc i64 %8 to i32
  %10 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #4
  %11 = shl i64 %10, 2
  %12 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %13 = add i64 %11, %12
  %14 = trunc i64 %13 to i32
  %15 = icmp sgt i32 %3, %9
  %16 = icmp sgt i32 %2, %14
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %18, label %30

18:                                               ; preds = %4
  %19 = mul nsw i32 %3, %14
  %20 = add nsw i32 %19, %9
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !13
  %24 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %25 = trunc nuw nsw i64 %24 to i32
  %26 = getelementptr inbounds nuw [5 x float], ptr addrspace(3) @transpose.tile, i32 %25
  %27 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %28 = trunc nuw nsw i64 %27 to i32
  %29 = getelementptr inbounds nuw float, ptr addrspace(3) %26, i32 %28
  store float %23, ptr addrspace(3) %29, align 4, !tbaa !13
  br label %30

30:                                               ; preds = %18, %4
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %31 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #4
  %32 = shl i64 %31, 2
  %33 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %34 = add i64 %32, %33
  %35 = trunc i64 %34 to i32
  %36 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %37 = shl i64 %36, 2
  %38 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %39 = add i64 %37, %38
  %40 = trunc i64 %39 to i32
  %41 = icmp sgt i32 %2, %35
  %42 = icmp sgt i32 %3, %40
  %43 = select i1 %41, i1 %42, i1 false
  br i1 %43, label %44, label %56

44:                                               ; preds = %30
  %45 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %46 = trunc nuw nsw i64 %45 to i32
  %47 = getelementptr inbounds nuw [5 x float], ptr addrspace(3) @transpose.tile, i32 %46
  %48 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %49 = trunc nuw nsw i64 %48 to i32
  %50 = getelementptr inbounds nuw float, ptr addrspace(3) %47, i32 %49
  %51 = load float, ptr addrspace(3) %50, align 4, !tbaa !13
  %52 = mul nsw i32 %2, %40
  %53 = add nsw i32 %52, %35
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %54
  store float %51, ptr addrspace(1) %55, align 4, !tbaa !13
  br label %56

56:                                               ; preds = %44, %30
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
