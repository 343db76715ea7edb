; ModuleID = 'suite/radix_histogram.cl'
source_filename = "suite/radix_histogram.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@radix_histogram.local_bins = internal addrspace(3) global [16 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @radix_histogram(ptr addrspace(1) noundef readonly align 4 captures(none) %0, i32 noundef %1, i32 noundef %2, ptr addrspace(1) noundef align 4 %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %8 = trunc i64 %7 to i32
  %9 = icmp ult i32 %6, 16
  br i1 %9, label %12, label %10

10:                                               ; preds = %12, %4
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %11 = icmp ugt i32 %1, %8
  br i1 %11, label %19, label %28

12:                                               ; preds = %4, %12
  %13 = phi i32 [ %17, %12 ], [ %6, %4 ]
  %14 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i32 %13
  store i32 0, ptr addrspace(3) %14, align 4, !tbaa !5
  %15 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %16 = trunc i64 %15 to i32
  %17 = add i32 %13, %16
  %18 = icmp ult i32 %17, 16
  br i1 %18, label %12, label %10

19:                                               ; preds = %10
  %20 = and i64 %7, 4294967295
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !5
  %23 = and i32 %2, 31
  %24 = lshr i32 %22, %23
  %25 = and i32 %24, 15
  %26 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i32 %25
  %27 = tail call i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %26) #5
  br label %28

28:                                               ; preds = %19, %10
  tail call void @_Z7barrierj(i32 noundef 1) #5
  br i1 %9, label %29, label %43

29:                                               ; preds = %28, %38
  %30 = phi i32 [ %41, %38 ], [ %6, %28 ]
  %31 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i32 %30
  %32 = load i32, ptr addrspace(3) %31, align 4, !tbaa !5
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %38, label %34

34:                                               ; preds = %29
  %35 = zext nneg i32 %30 to i64
  %36 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %35
  %37 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %36, i32 noundef %32) #5
  br label %38

38:                                               ; preds = %34, %29
  %39 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %40 = trunc i64 %39 to i32
  %41 = add i32 %30, %40
  %42 = icmp ult i32 %41, 16
  br i1 %42, label %29, label %43

43:                                               ; preds = %38, %28
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_radix_histogram(ptr addrspace(1) noundef readonly align 4 captures(none) %0, i32 noundef %1, i32 noundef %2, ptr addrspace(1) noundef align 4 %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %8 = trunc i64 %7 to i32
  %9 = icmp ult i32 %6, 16
  br i1 %9, label %12, label %10

10:                                               ; preds = %12, %4
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %11 = icmp ugt i32 %1, %8
  br i1 %11, label %19, label %28

12:                                               ; preds = %4, %12
  %13 = phi i32 [ %17, %12 ], [ %6, %4 ]
  %14 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i32 %13
  store i32 0, ptr addrspace(3) %14, align 4, !tbaa !5
  %15 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %16 = trunc i64 %15 to i32
  %17 = add i32 %13, %16
  %18 = icmp ult i32 %17, 16
  br i1 %18, label %12, label %10

19:                                               ; preds = %10
  %20 = and i64 %7, 4294967295
  %21 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4, !tbaa !5
  %23 = and i32 %2, 31
  %24 = lshr i32 %22, %23
  %25 = and i32 %24, 15
  %26 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i32 %25
  %27 = tail call i32 @_Z10atomic_incPU3AS3Vj(ptr addrspace(3) noundef %26) #5
  br label %28

28:                                               ; preds = %19, %10
  tail call void @_Z7barrierj(i32 noundef 1) #5
  br i1 %9, label %30, label %29

29:                                               ; preds = %39, %28
  ret void

30:                                               ; preds = %28, %39
  %31 = phi i32 [ %42, %39 ], [ %6, %28 ]
  %32 = getelementptr inbounds nuw i32, ptr addrspace(3) @radix_histogram.local_bins, i32 %31
  %33 = load i32, ptr addrspace(3) %32, align 4, !tbaa !5
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %39, label %35

35:                                               ; preds = %30
  %36 = zext nneg i32 %31 to i64
  %37 = getelementptr inbounds nuw i32, ptr addrspace(1) %3, i64 %36
  %38 = tail call i32 @_Z10atomic_addPU3AS1Vjj(ptr addrspace(1) noundef %37, i32 noundef %33) #5
  br label %39

39:                                               ; preds = %30, %35
  %40 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %41 = trunc i64 %40 to i32
  %42 = add i32 %31, %41
  %43 = icmp ult i32 %42, 16
  br i1 %43, label %30, label %29
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) local_unnamed_addr #2

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
