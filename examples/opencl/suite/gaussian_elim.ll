; ModuleID = 'suite/gaussian_elim.cl'
source_filename = "suite/gaussian_elim.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @gaussian_elim(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %9 = trunc i64 %8 to i32
  %10 = icmp sge i32 %4, %9
  %11 = icmp sle i32 %3, %9
  %12 = or i1 %10, %11
  %13 = icmp sgt i32 %4, %7
  %14 = icmp slt i32 %3, %7
  %15 = or i1 %13, %14
  %16 = select i1 %12, i1 true, i1 %15
  br i1 %16, label %59, label %17

17:                                               ; preds = %5
  %18 = mul nsw i32 %3, %9
  %19 = add nsw i32 %18, %4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !13, !amdgpu.noclobber !15
  %23 = mul nsw i32 %4, %3
  %24 = add nsw i32 %23, %4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !13, !amdgpu.noclobber !15
  %28 = fdiv float %22, %27, !fpmath !16
  %29 = icmp eq i32 %4, %7
  br i1 %29, label %30, label %34

30:                                               ; preds = %17
  %31 = shl i64 %8, 32
  %32 = ashr exact i64 %31, 30
  %33 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %32
  store float %28, ptr addrspace(1) %33, align 4, !tbaa !13
  br label %34

34:                                               ; preds = %30, %17
  %35 = icmp eq i32 %3, %7
  br i1 %35, label %36, label %46

36:                                               ; preds = %34
  %37 = sext i32 %4 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13
  %40 = fmul float %28, %39
  %41 = shl i64 %8, 32
  %42 = ashr exact i64 %41, 30
  %43 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !13
  %45 = fsub float %44, %40
  store float %45, ptr addrspace(1) %43, align 4, !tbaa !13
  br label %59

46:                                               ; preds = %34
  %47 = icmp slt i32 %4, %7
  br i1 %47, label %48, label %59

48:                                               ; preds = %46
  %49 = add nsw i32 %23, %7
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !13
  %53 = fmul float %28, %52
  %54 = add nsw i32 %18, %7
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !13
  %58 = fsub float %57, %53
  store float %58, ptr addrspace(1) %56, align 4, !tbaa !13
  br label %59

59:                                               ; preds = %5, %36, %46, %48
  ret void
}

; Function Attrs: alwaysinline convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_gaussian_elim(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, ptr addrspace(1) noundef writeonly align 4 captures(none) %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %7 = trunc i64 %6 to i32
  %8 = tail call i64 @_Z13get_global_idj(i32 noundef 1) #3
  %9 = trunc i64 %8 to i32
  %10 = icmp sge i32 %4, %9
  %11 = icmp sle i32 %3, %9
  %12 = or i1 %10, %11
  %13 = icmp sgt i32 %4, %7
  %14 = icmp slt i32 %3, %7
  %15 = or i1 %13, %14
  %16 = select i1 %12, i1 true, i1 %15
  br i1 %16, label %59, label %17

17:                                               ; preds = %5
  %18 = mul nsw i32 %3, %9
  %19 = add nsw i32 %18, %4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %20
  %22 = load float, ptr addrspace(1) %21, align 4, !tbaa !13
  %23 = mul nsw i32 %4, %3
  %24 = add nsw i32 %23, %4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %25
  %27 = load float, ptr addrspace(1) %26, align 4, !tbaa !13
  %28 = fdiv float %22, %27, !fpmath !16
  %29 = icmp eq i32 %4, %7
  br i1 %29, label %30, label %34

30:                                               ; preds = %17
  %31 = shl i64 %8, 32
  %32 = ashr exact i64 %31, 30
  %33 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %32
  store float %28, ptr addrspace(1) %33, align 4, !tbaa !13
  br label %34

34:                                               ; preds = %30, %17
  %35 = icmp eq i32 %3, %7
  br i1 %35, label %36, label %46

36:                                               ; preds = %34
  %37 = sext i32 %4 to i64
  %38 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13
  %40 = fmul float %28, %39
  %41 = shl i64 %8, 32
  %42 = ashr exact i64 %41, 30
  %43 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 %42
  %44 = load float, ptr addrspace(1) %43, align 4, !tbaa !13
  %45 = fsub float %44, %40
  store float %45, ptr addrspace(1) %43, align 4, !tbaa !13
  br label %59

46:                                               ; preds = %34
  %47 = icmp slt i32 %4, %7
  br i1 %47, label %48, label %59

48:                                               ; preds = %46
  %49 = add nsw i32 %23, %7
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %50
  %52 = load float, ptr addrspace(1) %51, align 4, !tbaa !13
  %53 = fmul float %28, %52
  %54 = add nsw i32 %18, %7
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %55
  %57 = load float, ptr addrspace(1) %56, align 4, !tbaa !13
  %58 = fsub float %57, %53
  store float %58, ptr addrspace(1) %56, align 4, !tbaa !13
  br label %59

59:                                               ; preds = %36, %48, %46, %5
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
!9 = !{i32 1, i32 1, i32 1, i32 0, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none"}
!11 = !{!"float*", !"float*", !"float*", !"int", !"int"}
!12 = !{!"", !"", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = !{}
!16 = !{float 2.500000e+00}
