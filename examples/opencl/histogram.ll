; ModuleID = 'histogram.cl'
source_filename = "histogram.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@histogram.bins = internal addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @histogram(ptr addrspace(1) noundef readonly align 4 captures(none) %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %5, 16
  br i1 %8, label %9, label %11

9:                                                ; preds = %3
  %10 = getelementptr inbounds i32, ptr addrspace(3) @histogram.bins, i32 %5
  store i32 0, ptr addrspace(3) %10, align 4, !tbaa !5
  br label %11

11:                                               ; preds = %9, %3
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %12 = icmp sgt i32 %1, %7
  br i1 %12, label %13, label %22

13:                                               ; preds = %11
  %14 = shl i64 %6, 32
  %15 = ashr exact i64 %14, 30
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = icmp ult i32 %17, 16
  br i1 %18, label %19, label %22

19:                                               ; preds = %13
  %20 = getelementptr inbounds nuw i32, ptr addrspace(3) @histogram.bins, i32 %17
  %21 = tail call i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef %20) #5
  br label %22

22:                                               ; preds = %19, %13, %11
  tail call void @_Z7barrierj(i32 noundef 1) #5
  br i1 %8, label %23, label %30

23:                                               ; preds = %22
  %24 = shl i64 %4, 32
  %25 = ashr exact i64 %24, 30
  %26 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %25
  %27 = getelementptr inbounds i32, ptr addrspace(3) @histogram.bins, i32 %5
  %28 = load i32, ptr addrspace(3) %27, align 4, !tbaa !5
  %29 = tail call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %26, i32 noundef %28) #5
  br label %30

30:                                               ; preds = %22, %23
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_histogram(ptr addrspace(1) noundef readonly align 4 captures(none) %0, i32 noundef %1, ptr addrspace(1) noundef align 4 %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = icmp slt i32 %5, 16
  br i1 %8, label %9, label %11

9:                                                ; preds = %3
  %10 = getelementptr inbounds i32, ptr addrspace(3) @histogram.bins, i32 %5
  store i32 0, ptr addrspace(3) %10, align 4, !tbaa !5
  br label %11

11:                                               ; preds = %9, %3
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %12 = icmp sgt i32 %1, %7
  br i1 %12, label %13, label %22

13:                                               ; preds = %11
  %14 = shl i64 %6, 32
  %15 = ashr exact i64 %14, 30
  %16 = getelementptr inbounds i8, ptr addrspace(1) %0, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !5
  %18 = icmp ult i32 %17, 16
  br i1 %18, label %19, label %22

19:                                               ; preds = %13
  %20 = getelementptr inbounds nuw i32, ptr addrspace(3) @histogram.bins, i32 %17
  %21 = tail call i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef %20) #5
  br label %22

22:                                               ; preds = %13, %19, %11
  tail call void @_Z7barrierj(i32 noundef 1) #5
  br i1 %8, label %23, label %30

23:                                               ; preds = %22
  %24 = shl i64 %4, 32
  %25 = ashr exact i64 %24, 30
  %26 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %25
  %27 = getelementptr inbounds i32, ptr addrspace(3) @histogram.bins, i32 %5
  %28 = load i32, ptr addrspace(3) %27, align 4, !tbaa !5
  %29 = tail call i32 @_Z10atomic_addPU3AS1Vii(ptr addrspace(1) noundef %26, i32 noundef %28) #5
  br label %30

30:                                               ; preds = %23, %22
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef) local_unnamed_addr #3

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
!9 = !{i32 1, i32 0, i32 1}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"int*", !"int", !"int*"}
!12 = !{!"const", !"", !""}
