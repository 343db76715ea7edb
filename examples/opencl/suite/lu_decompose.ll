; ModuleID = 'suite/lu_decompose.cl'
source_filename = "suite/lu_decompose.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@lu_decompose.s = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @lu_decompose(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %7 = trunc i64 %6 to i32
  %8 = icmp sgt i32 %2, %7
  %9 = icmp sgt i32 %2, %5
  %10 = select i1 %8, i1 %9, i1 false
  br i1 %10, label %11, label %18

11:                                               ; preds = %3
  %12 = mul nsw i32 %2, %7
  %13 = add nsw i32 %12, %5
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !13, !amdgpu.noclobber !15
  %17 = getelementptr inbounds float, ptr addrspace(3) @lu_decompose.s, i32 %13
  store float %16, ptr addrspace(3) %17, align 4, !tbaa !13
  br label %18

18:                                               ; preds = %11, %3
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %19 = getelementptr float, ptr addrspace(3) @lu_decompose.s, i32 %5
  %20 = icmp sgt i32 %2, 1
  br i1 %20, label %21, label %29

21:                                               ; preds = %18
  %22 = mul nsw i32 %2, %7
  %23 = getelementptr float, ptr addrspace(3) @lu_decompose.s, i32 %22
  %24 = add nuw i32 %2, 1
  %25 = getelementptr float, ptr addrspace(3) %23, i32 %5
  %26 = mul i32 %24, %5
  %27 = getelementptr inbounds float, ptr addrspace(3) @lu_decompose.s, i32 %26
  %28 = add nsw i32 %2, -2
  br label %30

29:                                               ; preds = %53, %18
  br i1 %10, label %56, label %63

30:                                               ; preds = %21, %53
  %31 = phi i32 [ 0, %21 ], [ %54, %53 ]
  %32 = icmp eq i32 %31, %5
  %33 = select i1 %10, i1 %32, i1 false
  %34 = icmp slt i32 %31, %7
  %35 = and i1 %34, %33
  br i1 %35, label %36, label %40

36:                                               ; preds = %30
  %37 = load float, ptr addrspace(3) %25, align 4, !tbaa !13
  %38 = load float, ptr addrspace(3) %27, align 4, !tbaa !13
  %39 = fdiv float %37, %38, !fpmath !16
  store float %39, ptr addrspace(3) %25, align 4, !tbaa !13
  br label %40

40:                                               ; preds = %36, %30
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %41 = and i1 %10, %34
  %42 = icmp slt i32 %31, %5
  %43 = select i1 %41, i1 %42, i1 false
  br i1 %43, label %44, label %53

44:                                               ; preds = %40
  %45 = getelementptr float, ptr addrspace(3) %23, i32 %31
  %46 = load float, ptr addrspace(3) %45, align 4, !tbaa !13
  %47 = mul nuw nsw i32 %31, %2
  %48 = getelementptr float, ptr addrspace(3) %19, i32 %47
  %49 = load float, ptr addrspace(3) %48, align 4, !tbaa !13
  %50 = fmul float %46, %49
  %51 = load float, ptr addrspace(3) %25, align 4, !tbaa !13
  %52 = fsub float %51, %50
  store float %52, ptr addrspace(3) %25, align 4, !tbaa !13
  br label %53

53:                                               ; preds = %44, %40
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %54 = add nuw nsw i32 %31, 1
  %55 = icmp eq i32 %31, %28
  br i1 %55, label %29, label %30

56:                                               ; preds = %29
  %57 = mul nsw i32 %2, %7
  %58 = add nsw i32 %57, %5
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(3) @lu_decompose.s, i32 %58
  %61 = load float, ptr addrspace(3) %60, align 4, !tbaa !13
  %62 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %59
  store float %61, ptr addrspace(1) %62, align 4, !tbaa !13
  br label %63

63:                                               ; preds = %29, %56
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_lu_decompose(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = tail call i64 @_Z12get_local_idj(i32 noundef 1) #4
  %7 = trunc i64 %6 to i32
  %8 = icmp sgt i32 %2, %7
  %9 = icmp sgt i32 %2, %5
  %10 = select i1 %8, i1 %9, i1 false
  br i1 %10, label %11, label %18

11:                                               ; preds = %3
  %12 = mul nsw i32 %2, %7
  %13 = add nsw i32 %12, %5
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !13
  %17 = getelementptr inbounds float, ptr addrspace(3) @lu_decompose.s, i32 %13
  store float %16, ptr addrspace(3) %17, align 4, !tbaa !13
  br label %18

18:                                               ; preds = %11, %3
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %19 = getelementptr float, ptr addrspace(3) @lu_decompose.s, i32 %5
  %20 = icmp sgt i32 %2, 1
  br i1 %20, label %21, label %29

21:                                               ; preds = %18
  %22 = mul nsw i32 %2, %7
  %23 = getelementptr float, ptr addrspace(3) @lu_decompose.s, i32 %22
  %24 = add nuw i32 %2, 1
  %25 = getelementptr float, ptr addrspace(3) %23, i32 %5
  %26 = mul i32 %24, %5
  %27 = getelementptr inbounds float, ptr addrspace(3) @lu_decompose.s, i32 %26
  %28 = add nsw i32 %2, -2
  br label %30

29:                                               ; preds = %53, %18
  br i1 %10, label %56, label %63

30:                                               ; preds = %21, %53
  %31 = phi i32 [ 0, %21 ], [ %54, %53 ]
  %32 = icmp eq i32 %31, %5
  %33 = select i1 %10, i1 %32, i1 false
  %34 = icmp slt i32 %31, %7
  %35 = and i1 %34, %33
  br i1 %35, label %36, label %40

36:                                               ; preds = %30
  %37 = load float, ptr addrspace(3) %25, align 4, !tbaa !13
  %38 = load float, ptr addrspace(3) %27, align 4, !tbaa !13
  %39 = fdiv float %37, %38, !fpmath !16
  store float %39, ptr addrspace(3) %25, align 4, !tbaa !13
  br label %40

40:                                               ; preds = %36, %30
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %41 = and i1 %10, %34
  %42 = icmp slt i32 %31, %5
  %43 = select i1 %41, i1 %42, i1 false
  br i1 %43, label %44, label %53

44:                                               ; preds = %40
  %45 = getelementptr float, ptr addrspace(3) %23, i32 %31
  %46 = load float, ptr addrspace(3) %45, align 4, !tbaa !13
  %47 = mul nuw nsw i32 %31, %2
  %48 = getelementptr float, ptr addrspace(3) %19, i32 %47
  %49 = load float, ptr addrspace(3) %48, align 4, !tbaa !13
  %50 = fmul float %46, %49
  %51 = load float, ptr addrspace(3) %25, align 4, !tbaa !13
  %52 = fsub float %51, %50
  store float %52, ptr addrspace(3) %25, align 4, !tbaa !13
  br label %53

53:                                               ; preds = %44, %40
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %54 = add nuw nsw i32 %31, 1
  %55 = icmp eq i32 %31, %28
  br i1 %55, label %29, label %30

56:                                               ; preds = %29
  %57 = mul nsw i32 %2, %7
  %58 = add nsw i32 %57, %5
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds float, ptr addrspace(3) @lu_decompose.s, i32 %58
  %61 = load float, ptr addrspace(3) %60, align 4, !tbaa !13
  %62 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %59
  store float %61, ptr addrspace(1) %62, align 4, !tbaa !13
  br label %63

63:                                               ; preds = %56, %29
  ret void
}

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
!9 = !{i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"int"}
!12 = !{!"const", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{}
!16 = !{float 2.500000e+00}
