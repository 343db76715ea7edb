; ModuleID = 'suite/tile_transpose16.cl'
source_filename = "suite/tile_transpose16.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@tile_transpose16.tile = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @tile_transpose16(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %8 = shl i64 %7, 4
  %9 = add i64 %8, %5
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #4
  %12 = shl i64 %11, 4
  %13 = add i64 %12, %6
  %14 = trunc i64 %13 to i32
  %15 = icmp sgt i32 %2, %10
  %16 = icmp sgt i32 %3, %14
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %18, label %28

18:                                               ; preds = %4
  %19 = mul nsw i32 %2, %14
  %20 = add nsw i32 %19, %10
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !13, !amdgpu.noclobber !15
  %24 = trunc i64 %6 to i32
  %25 = getelementptr inbounds [17 x float], ptr addrspace(3) @tile_transpose16.tile, i32 %24
  %26 = trunc i64 %5 to i32
  %27 = getelementptr inbounds float, ptr addrspace(3) %25, i32 %26
  store float %23, ptr addrspace(3) %27, align 4, !tbaa !13
  br label %28

28:                                               ; preds = %18, %4
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %29 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #4
  %30 = shl i64 %29, 4
  %31 = add i64 %30, %5
  %32 = trunc i64 %31 to i32
  %33 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %34 = shl i64 %33, 4
  %35 = add i64 %34, %6
  %36 = trunc i64 %35 to i32
  %37 = icmp sgt i32 %3, %32
  %38 = icmp sgt i32 %2, %36
  %39 = select i1 %37, i1 %38, i1 false
  br i1 %39, label %40, label %50

40:                                               ; preds = %28
  %41 = trunc i64 %5 to i32
  %42 = getelementptr inbounds [17 x float], ptr addrspace(3) @tile_transpose16.tile, i32 %41
  %43 = trunc i64 %6 to i32
  %44 = getelementptr inbounds float, ptr addrspace(3) %42, i32 %43
  %45 = load float, ptr addrspace(3) %44, align 4, !tbaa !13
  %46 = mul nsw i32 %3, %36
  %47 = add nsw i32 %46, %32
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %48
  store float %45, ptr addrspace(1) %49, align 4, !tbaa !13
  br label %50

50:                                               ; preds = %28, %40
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_tile_transpose16(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %7 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %8 = shl i64 %7, 4
  %9 = add i64 %8, %5
  %10 = trunc i64 %9 to i32
  %11 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #4
  %12 = shl i64 %11, 4
  %13 = add i64 %12, %6
  %14 = trunc i64 %13 to i32
  %15 = icmp sgt i32 %2, %10
  %16 = icmp sgt i32 %3, %14
  %17 = select i1 %15, i1 %16, i1 false
  br i1 %17, label %18, label %28

18:                                               ; preds = %4
  %19 = mul nsw i32 %2, %14
  %20 = add nsw i32 %19, %10
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  %23 = load float, ptr addrspace(1) %22, align 4, !tbaa !13
  %24 = trunc i64 %6 to i32
  %25 = getelementptr inbounds [17 x float], ptr addrspace(3) @tile_transpose16.tile, i32 %24
  %26 = trunc i64 %5 to i32
  %27 = getelementptr inbounds float, ptr addrspace(3) %25, i32 %26
  store float %23, ptr addrspace(3) %27, align 4, !tbaa !13
  br label %28

28:                                               ; preds = %18, %4
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %29 = tail call i64 @_Z12get_group_idj(i32 noundef 1) #4
  %30 = shl i64 %29, 4
  %31 = add i64 %30, %5
  %32 = trunc i64 %31 to i32
  %33 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %34 = shl i64 %33, 4
  %35 = add i64 %34, %6
  %36 = trunc i64 %35 to i32
  %37 = icmp sgt i32 %3, %32
  %38 = icmp sgt i32 %2, %36
  %39 = select i1 %37, i1 %38, i1 false
  br i1 %39, label %40, label %50

40:                                               ; preds = %28
  %41 = trunc i64 %5 to i32
  %42 = getelementptr inbounds [17 x float], ptr addrspace(3) @tile_transpose16.tile, i32 %41
  %43 = trunc i64 %6 to i32
  %44 = getelementptr inbounds float, ptr addrspace(3) %42, i32 %43
  %45 = load float, ptr addrspace(3) %44, align 4, !tbaa !13
  %46 = mul nsw i32 %3, %36
  %47 = add nsw i32 %46, %32
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %48
  store float %45, ptr addrspace(1) %49, align 4, !tbaa !13
  br label %50

50:                                               ; preds = %40, %28
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

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
