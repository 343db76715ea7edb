; ModuleID = 'suite/horner_double.cl'
source_filename = "suite/horner_double.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @horner_double(ptr addrspace(1) noundef readonly align 8 captures(none) %0, i32 noundef %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, i32 noundef %5) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %5, %8
  br i1 %9, label %10, label %36

10:                                               ; preds = %6
  %11 = sext i32 %1 to i64
  %12 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %11
  %13 = load double, ptr addrspace(1) %12, align 8, !tbaa !13, !amdgpu.noclobber !15
  %14 = icmp sgt i32 %1, 0
  %15 = shl i64 %7, 32
  br i1 %14, label %16, label %20

16:                                               ; preds = %10
  %17 = ashr exact i64 %15, 29
  %18 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %17
  %19 = load double, ptr addrspace(1) %18, align 8, !tbaa !13, !amdgpu.noclobber !15
  br label %26

20:                                               ; preds = %26, %10
  %21 = phi double [ %13, %10 ], [ %34, %26 ]
  %22 = ashr exact i64 %15, 32
  %23 = getelementptr inbounds double, ptr addrspace(1) %3, i64 %22
  store double %21, ptr addrspace(1) %23, align 8, !tbaa !13
  %24 = fptrunc double %21 to float
  %25 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %22
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !16
  br label %36

26:                                               ; preds = %16, %26
  %27 = phi i32 [ %1, %16 ], [ %29, %26 ]
  %28 = phi double [ %13, %16 ], [ %34, %26 ]
  %29 = add nsw i32 %27, -1
  %30 = fmul double %28, %19
  %31 = zext nneg i32 %29 to i64
  %32 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %31
  %33 = load double, ptr addrspace(1) %32, align 8, !tbaa !13, !amdgpu.noclobber !15
  %34 = fadd double %30, %33
  %35 = icmp samesign ugt i32 %27, 1
  br i1 %35, label %26, label %20

36:                                               ; preds = %6, %20
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_horner_double(ptr addrspace(1) noundef readonly align 8 captures(none) %0, i32 noundef %1, ptr addrspace(1) noundef readonly align 8 captures(none) %2, ptr addrspace(1) noundef writeonly align 8 captures(none) %3, ptr addrspace(1) noundef writeonly align 4 captures(none) %4, i32 noundef %5) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %5, %8
  br i1 %9, label %10, label %36

10:                                               ; preds = %6
  %11 = sext i32 %1 to i64
  %12 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %11
  %13 = load double, ptr addrspace(1) %12, align 8, !tbaa !13
  %14 = icmp sgt i32 %1, 0
  %15 = shl i64 %7, 32
  br i1 %14, label %16, label %20

16:                                               ; preds = %10
  %17 = ashr exact i64 %15, 29
  %18 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %17
  %19 = load double, ptr addrspace(1) %18, align 8, !tbaa !13
  br label %26

20:                                               ; preds = %26, %10
  %21 = phi double [ %13, %10 ], [ %34, %26 ]
  %22 = ashr exact i64 %15, 32
  %23 = getelementptr inbounds double, ptr addrspace(1) %3, i64 %22
  store double %21, ptr addrspace(1) %23, align 8, !tbaa !13
  %24 = fptrunc double %21 to float
  %25 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %22
  store float %24, ptr addrspace(1) %25, align 4, !tbaa !16
  br label %36

26:                                               ; preds = %16, %26
  %27 = phi i32 [ %1, %16 ], [ %29, %26 ]
  %28 = phi double [ %13, %16 ], [ %34, %26 ]
  %29 = add nsw i32 %27, -1
  %30 = fmul double %28, %19
  %31 = zext nneg i32 %29 to i64
  %32 = getelementptr inbounds nuw double, ptr addrspace(1) %0, i64 %31
  %33 = load double, ptr addrspace(1) %32, align 8, !tbaa !13
  %34 = fadd double %30, %33
  %35 = icmp samesign ugt i32 %27, 1
  br i1 %35, label %26, label %20

36:                                               ; preds = %6, %20
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
!9 = !{i32 1, i32 0, i32 1, i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none", !"none", !"none", !"none"}
!11 = !{!"double*", !"int", !"double*", !"double*", !"float*", !"int"}
!12 = !{!"const", !"", !"const", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = !{}
!16 = !{!17, !17, i64 0}
!17 = !{!"float", !7, i64 0}
