; ModuleID = 'suite/radix_histogram.cl'
source_filename = "suite/radix_histogram.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@radix_histogram.local_bins = internal addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @radix_histogram(ptr addrspace(1) noundef readonly align 4 captures(none) %0, i32 noundef %1, i32 noundef %2, ptr addrspace(1) noundef align 4 %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = and i64 %5, 4294967280
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %4
  %11 = trunc i64 %5 to i32
  %12 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i32 %11
  store i32 0, ptr addrspace(3) %12, align 4, !tbaa !5
  br label %13

13:                                               ; preds = %10, %4
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %14 = icmp ugt i32 %1, %7
  br i1 %14, label %15, label %24

15:                                               ; preds = %13
  %16 = and i64 %6, 4294967295
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5
  %19 = and i32 %2, 31
  %20 = lshr i32 %18, %19
  %21 = and i32 %20, 15
  %22 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i32 %21
  %23 = tail call i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %22) #5
  br label %24

24:                                               ; preds = %15, %13
  tail call void @_Z7barrierj(i32 noundef 1) #5
  br i1 %9, label %25, label %34

25:                                               ; preds = %24
  %26 = trunc i64 %5 to i32
  %27 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i32 %26
  %28 = load i32, ptr addrspace(3) %27, align 4, !tbaa !5
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %34, label %30

30:                                               ; preds = %25
  %31 = and i64 %5, 15
  %32 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %31
  %33 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %32, i32 noundef %28) #5
  br label %34

34:                                               ; preds = %24, %25, %30
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_radix_histogram(ptr addrspace(1) noundef readonly align 4 captures(none) %0, i32 noundef %1, i32 noundef %2, ptr addrspace(1) noundef align 4 %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %7 = trunc i64 %6 to i32
  %8 = and i64 %5, 4294967280
  %9 = icmp eq i64 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %4
  %11 = trunc i64 %5 to i32
  %12 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i32 %11
  store i32 0, ptr addrspace(3) %12, align 4, !tbaa !5
  br label %13

13:                                               ; preds = %10, %4
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %14 = icmp ugt i32 %1, %7
  br i1 %14, label %15, label %24

15:                                               ; preds = %13
  %16 = and i64 %6, 4294967295
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4, !tbaa !5
  %19 = and i32 %2, 31
  %20 = lshr i32 %18, %19
  %21 = and i32 %20, 15
  %22 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i32 %21
  %23 = tail call i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %22) #5
  br label %24

24:                                               ; preds = %15, %13
  tail call void @_Z7barrierj(i32 noundef 1) #5
  br i1 %9, label %25, label %34

25:                                               ; preds = %24
  %26 = trunc i64 %5 to i32
  %27 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i32 %26
  %28 = load i32, ptr addrspace(3) %27, align 4, !tbaa !5
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %34, label %30

30:                                               ; preds = %25
  %31 = and i64 %5, 15
  %32 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %31
  %33 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %32, i32 noundef %28) #5
  br label %34

34:                                               ; preds = %30, %25, %24
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef) local_unnamed_addr #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef, i32 noundef) local_unnamed_addr #3

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
!9 = !{i32 1, i32 0, i32 0, i32 1}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"uint*", !"uint", !"uint", !"uint*"}
!12 = !{!"const", !"", !"", !""}
