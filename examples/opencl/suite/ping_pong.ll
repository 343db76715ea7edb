; ModuleID = 'suite/ping_pong.cl'
source_filename = "suite/ping_pong.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @ping_pong(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %56

7:                                                ; preds = %4
  %8 = trunc i64 %5 to i32
  %9 = icmp sgt i32 %2, %8
  %10 = add nsw i32 %2, -1
  br label %11

11:                                               ; preds = %7, %17
  %12 = phi i32 [ 0, %7 ], [ %18, %17 ]
  %13 = and i32 %12, 1
  %14 = icmp eq i32 %13, 0
  %15 = select i1 %14, ptr addrspace(1) %0, ptr addrspace(1) %1
  %16 = select i1 %14, ptr addrspace(1) %1, ptr addrspace(1) %0
  br i1 %9, label %20, label %17

17:                                               ; preds = %48, %11
  tail call void @_Z7barrierj(i32 noundef 2) #5
  %18 = add nuw nsw i32 %12, 1
  %19 = icmp eq i32 %18, %3
  br i1 %19, label %56, label %11

20:                                               ; preds = %11, %48
  %21 = phi i32 [ %54, %48 ], [ %8, %11 ]
  %22 = phi i64 [ %53, %48 ], [ %5, %11 ]
  %23 = icmp eq i32 %21, 0
  %24 = icmp eq i32 %10, %21
  %25 = select i1 %23, i1 true, i1 %24
  %26 = shl i64 %22, 32
  br i1 %25, label %27, label %31

27:                                               ; preds = %20
  %28 = ashr exact i64 %26, 30
  %29 = getelementptr inbounds i8, ptr addrspace(1) %15, i64 %28
  %30 = load float, ptr addrspace(1) %29, align 4, !tbaa !13
  br label %48

31:                                               ; preds = %20
  %32 = add i64 %26, -4294967296
  %33 = ashr exact i64 %32, 30
  %34 = getelementptr inbounds i8, ptr addrspace(1) %15, i64 %33
  %35 = load float, ptr addrspace(1) %34, align 4, !tbaa !13
  %36 = fmul float %35, 2.500000e-01
  %37 = ashr exact i64 %26, 30
  %38 = getelementptr inbounds i8, ptr addrspace(1) %15, i64 %37
  %39 = load float, ptr addrspace(1) %38, align 4, !tbaa !13
  %40 = fmul float %39, 5.000000e-01
  %41 = fadd float %36, %40
  %42 = add i64 %26, 4294967296
  %43 = ashr exact i64 %42, 30
  %44 = getelementptr inbounds i8, ptr addrspace(1) %15, i64 %43
  %45 = load float, ptr addrspace(1) %44, align 4, !tbaa !13
  %46 = fmul float %45, 2.500000e-01
  %47 = fadd float %41, %46
  br label %48

48:                                               ; preds = %31, %27
  %49 = phi float [ %47, %31 ], [ %30, %27 ]
  %50 = ashr exact i64 %26, 32
  %51 = getelementptr inbounds float, ptr addrspace(1) %16, i64 %50
  store float %49, ptr addrspace(1) %51, align 4, !tbaa !13
  %52 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %53 = add i64 %52, %50
  %54 = trunc i64 %53 to i32
  %55 = icmp sgt i32 %2, %54
  br i1 %55, label %20, label %17

56:                                               ; preds = %17, %4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_ping_pong(ptr addrspace(1) noundef align 4 captures(none) %0, ptr addrspace(1) noundef align 4 captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %4
  %8 = trunc i64 %5 to i32
  %9 = icmp sgt i32 %2, %8
  %10 = add nsw i32 %2, -1
  br label %12

11:                                               ; preds = %18, %4
  ret void

12:                                               ; preds = %7, %18
  %13 = phi i32 [ 0, %7 ], [ %19, %18 ]
  %14 = and i32 %13, 1
  %15 = icmp eq i32 %14, 0
  %16 = select i1 %15, ptr addrspace(1) %0, ptr addrspace(1) %1
  %17 = select i1 %15, ptr addrspace(1) %1, ptr addrspace(1) %0
  br i1 %9, label %21, label %18

18:                                               ; preds = %49, %12
  tail call void @_Z7barrierj(i32 noundef 2) #5
  %19 = add nuw nsw i32 %13, 1
  %20 = icmp eq i32 %19, %3
  br i1 %20, label %11, label %12

21:                                               ; preds = %12, %49
  %22 = phi i32 [ %55, %49 ], [ %8, %12 ]
  %23 = phi i64 [ %54, %49 ], [ %5, %12 ]
  %24 = icmp eq i32 %22, 0
  %25 = icmp eq i32 %10, %22
  %26 = select i1 %24, i1 true, i1 %25
  %27 = shl i64 %23, 32
  br i1 %26, label %28, label %32

28:                                               ; preds = %21
  %29 = ashr exact i64 %27, 30
  %30 = getelementptr inbounds i8, ptr addrspace(1) %16, i64 %29
  %31 = load float, ptr addrspace(1) %30, align 4, !tbaa !13
  br label %49

32:                                               ; preds = %21
  %33 = add i64 %27, -4294967296
  %34 = ashr exact i64 %33, 30
  %35 = getelementptr inbounds i8, ptr addrspace(1) %16, i64 %34
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !13
  %37 = fmul float %36, 2.500000e-01
  %38 = ashr exact i64 %27, 30
  %39 = getelementptr inbounds i8, ptr addrspace(1) %16, i64 %38
  %40 = load float, ptr addrspace(1) %39, align 4, !tbaa !13
  %41 = fmul float %40, 5.000000e-01
  %42 = fadd float %37, %41
  %43 = add i64 %27, 4294967296
  %44 = ashr exact i64 %43, 30
  %45 = getelementptr inbounds i8, ptr addrspace(1) %16, i64 %44
  %46 = load float, ptr addrspace(1) %45, align 4, !tbaa !13
  %47 = fmul float %46, 2.500000e-01
  %48 = fadd float %42, %47
  br label %49

49:                                               ; preds = %32, %28
  %50 = phi float [ %48, %32 ], [ %31, %28 ]
  %51 = ashr exact i64 %27, 32
  %52 = getelementptr inbounds float, ptr addrspace(1) %17, i64 %51
  store float %50, ptr addrspace(1) %52, align 4, !tbaa !13
  %53 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %54 = add i64 %53, %51
  %55 = trunc i64 %54 to i32
  %56 = icmp sgt i32 %2, %55
  br i1 %56, label %21, label %18
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

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
!12 = !{!"", !"", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
