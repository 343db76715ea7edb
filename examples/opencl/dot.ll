; ModuleID = 'dot.cl'
source_filename = "dot.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@dot.part = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @dot(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = icmp sgt i32 %3, %7
  br i1 %8, label %9, label %17

9:                                                ; preds = %4
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5, !amdgpu.noclobber !13
  %14 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %11
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5, !amdgpu.noclobber !13
  %16 = mul nsw i32 %15, %13
  br label %17

17:                                               ; preds = %9, %4
  %18 = phi i32 [ %16, %9 ], [ 0, %4 ]
  %19 = trunc i64 %5 to i32
  %20 = getelementptr inbounds i32, ptr addrspace(3) @dot.part, i32 %19
  store i32 %18, ptr addrspace(3) %20, align 4, !tbaa !5
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %21 = and i64 %5, 4294967295
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %23, label %36

23:                                               ; preds = %17, %31
  %24 = phi i32 [ %34, %31 ], [ 0, %17 ]
  %25 = phi i32 [ %35, %31 ], [ 0, %17 ]
  %26 = zext nneg i32 %25 to i64
  %27 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %28 = icmp ugt i64 %27, %26
  br i1 %28, label %31, label %29

29:                                               ; preds = %23
  %30 = tail call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef align 4 %2, i32 noundef %24) #5
  br label %36

31:                                               ; preds = %23
  %32 = getelementptr inbounds nuw i32, ptr addrspace(3) @dot.part, i32 %25
  %33 = load i32, ptr addrspace(3) %32, align 4, !tbaa !5
  %34 = add nsw i32 %33, %24
  %35 = add nuw nsw i32 %25, 1
  br label %23

36:                                               ; preds = %17, %29
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_dot(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = icmp sgt i32 %3, %7
  br i1 %8, label %9, label %17

9:                                                ; preds = %4
  %10 = shl i64 %6, 32
  %11 = ashr exact i64 %10, 32
  %12 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %11
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = mul nsw i32 %15, %13
  br label %17

17:                                               ; preds = %4, %9
  %18 = phi i32 [ %16, %9 ], [ 0, %4 ]
  %19 = trunc i64 %5 to i32
  %20 = getelementptr inbounds i32, ptr addrspace(3) @dot.part, i32 %19
  store i32 %18, ptr addrspace(3) %20, align 4, !tbaa !5
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %21 = and i64 %5, 4294967295
  %22 = icmp eq i64 %21, 0
  br i1 %22, label %23, label %36

23:                                               ; preds = %17, %31
  %24 = phi i32 [ %34, %31 ], [ 0, %17 ]
  %25 = phi i32 [ %35, %31 ], [ 0, %17 ]
  %26 = zext nneg i32 %25 to i64
  %27 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %28 = icmp ugt i64 %27, %26
  br i1 %28, label %31, label %29

29:                                               ; preds = %23
  %30 = tail call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %2, i32 noundef %24) #5
  br label %36

31:                                               ; preds = %23
  %32 = getelementptr inbounds nuw i32, ptr addrspace(3) @dot.part, i32 %25
  %33 = load i32, ptr addrspace(3) %32, align 4, !tbaa !5
  %34 = add nsw i32 %33, %24
  %35 = add nuw nsw i32 %25, 1
  br label %23

36:                                               ; preds = %29, %17
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

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
!11 = !{!"int*", !"int*", !"int*", !"int"}
!12 = !{!"const", !"const", !"", !""}
!13 = !{}
