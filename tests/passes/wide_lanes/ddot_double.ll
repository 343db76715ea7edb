; ModuleID = 'suite/ddot_double.cl'
source_filename = "suite/ddot_double.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@ddot_double.red = internal unnamed_addr addrspace(3) global [64 x double] undef, align 8

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ddot_double(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %3, %8
  br i1 %9, label %17, label %10

10:                                               ; preds = %17, %4
  %11 = phi double [ 0.000000e+00, %4 ], [ %27, %17 ]
  %12 = getelementptr double, ptr addrspace(3) @ddot_double.red, i32 %6
  store double %11, ptr addrspace(3) %12, align 8, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %13 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %14 = lshr i64 %13, 1
  %15 = trunc i64 %14 to i32
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %34, label %32

17:                                               ; preds = %4, %17
  %18 = phi i64 [ %29, %17 ], [ %7, %4 ]
  %19 = phi double [ %27, %17 ], [ 0.000000e+00, %4 ]
  %20 = shl i64 %18, 32
  %21 = ashr exact i64 %20, 32
  %22 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %21
  %23 = load double, ptr addrspace(1) %22, align 8, !tbaa !13, !amdgpu.noclobber !15
  %24 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %21
  %25 = load double, ptr addrspace(1) %24, align 8, !tbaa !13, !amdgpu.noclobber !15
  %26 = fmul double %23, %25
  %27 = fadd double %19, %26
  %28 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %29 = add i64 %28, %21
  %30 = trunc i64 %29 to i32
  %31 = icmp sgt i32 %3, %30
  br i1 %31, label %17, label %10

32:                                               ; preds = %42, %10
  %33 = icmp eq i32 %6, 0
  br i1 %33, label %45, label %49

34:                                               ; preds = %10, %42
  %35 = phi i32 [ %43, %42 ], [ %15, %10 ]
  %36 = icmp sgt i32 %35, %6
  br i1 %36, label %37, label %42

37:                                               ; preds = %34
  %38 = getelementptr double, ptr addrspace(3) %12, i32 %35
  %39 = load double, ptr addrspace(3) %38, align 8, !tbaa !13
  %40 = load double, ptr addrspace(3) %12, align 8, !tbaa !13
  %41 = fadd double %39, %40
  store double %41, ptr addrspace(3) %12, align 8, !tbaa !13
  br label %42

42:                                               ; preds = %37, %34
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %43 = lshr i32 %35, 1
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %32, label %34

45:                                               ; preds = %32
  %46 = load double, ptr addrspace(3) @ddot_double.red, align 8, !tbaa !13
  %47 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %48 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %47
  store double %46, ptr addrspace(1) %48, align 8, !tbaa !13
  br label %49

49:                                               ; preds = %32, %45
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_ddot_double(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef readonly align 8 captures(none) %1, ptr addrspace(1) noundef writeonly align 8 captures(none) %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %8 = trunc i64 %7 to i32
  %9 = icmp sgt i32 %3, %8
  br i1 %9, label %17, label %10

10:                                               ; preds = %17, %4
  %11 = phi double [ 0.000000e+00, %4 ], [ %27, %17 ]
  %12 = getelementptr double, ptr addrspace(3) @ddot_double.red, i32 %6
  store double %11, ptr addrspace(3) %12, align 8, !tbaa !13
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %13 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %14 = lshr i64 %13, 1
  %15 = trunc i64 %14 to i32
  %16 = icmp sgt i32 %15, 0
  br i1 %16, label %34, label %32

17:                                               ; preds = %4, %17
  %18 = phi i64 [ %29, %17 ], [ %7, %4 ]
  %19 = phi double [ %27, %17 ], [ 0.000000e+00, %4 ]
  %20 = shl i64 %18, 32
  %21 = ashr exact i64 %20, 32
  %22 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %21
  %23 = load double, ptr addrspace(1) %22, align 8, !tbaa !13
  %24 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %21
  %25 = load double, ptr addrspace(1) %24, align 8, !tbaa !13
  %26 = fmul double %23, %25
  %27 = fadd double %19, %26
  %28 = tail call i64 @_Z15get_global_sizej(i32 noundef 0) #4
  %29 = add i64 %28, %21
  %30 = trunc i64 %29 to i32
  %31 = icmp sgt i32 %3, %30
  br i1 %31, label %17, label %10

32:                                               ; preds = %42, %10
  %33 = icmp eq i32 %6, 0
  br i1 %33, label %45, label %49

34:                                               ; preds = %10, %42
  %35 = phi i32 [ %43, %42 ], [ %15, %10 ]
  %36 = icmp sgt i32 %35, %6
  br i1 %36, label %37, label %42

37:                                               ; preds = %34
  %38 = getelementptr double, ptr addrspace(3) %12, i32 %35
  %39 = load double, ptr addrspace(3) %38, align 8, !tbaa !13
  %40 = load double, ptr addrspace(3) %12, align 8, !tbaa !13
  %41 = fadd double %39, %40
  store double %41, ptr addrspace(3) %12, align 8, !tbaa !13
  br label %42

42:                                               ; preds = %37, %34
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %43 = lshr i32 %35, 1
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %32, label %34

45:                                               ; preds = %32
  %46 = load double, ptr addrspace(3) @ddot_double.red, align 8, !tbaa !13
  %47 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %48 = getelementptr inbounds nuw double, ptr addrspace(1) %2, i64 %47
  store double %46, ptr addrspace(1) %48, align 8, !tbaa !13
  br label %49

49:                                               ; preds = %45, %32
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z15get_global_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) local_unnamed_addr #2

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
!9 = !{i32 1, i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"double*", !"double*", !"double*", !"int"}
!12 = !{!"const", !"const", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"double", !7, i64 0}
!15 = !{}
