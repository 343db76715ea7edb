; ModuleID = 'reduce.cl'
source_filename = "reduce.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@reduce.scratch = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @reduce(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !5, !amdgpu.noclobber !13
  %8 = getelementptr i32, ptr addrspace(3) @reduce.scratch, i32 %4
  store i32 %7, ptr addrspace(3) %8, align 4, !tbaa !5
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %9 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %10 = lshr i64 %9, 1
  %11 = trunc i64 %10 to i32
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %23, %2
  %14 = icmp eq i32 %4, 0
  br i1 %14, label %26, label %30

15:                                               ; preds = %2, %23
  %16 = phi i32 [ %24, %23 ], [ %11, %2 ]
  %17 = icmp sgt i32 %16, %4
  br i1 %17, label %18, label %23

18:                                               ; preds = %15
  %19 = getelementptr i32, ptr addrspace(3) %8, i32 %16
  %20 = load i32, ptr addrspace(3) %19, align 4, !tbaa !5
  %21 = load i32, ptr addrspace(3) %8, align 4, !tbaa !5
  %22 = add nsw i32 %21, %20
  store i32 %22, ptr addrspace(3) %8, align 4, !tbaa !5
  br label %23

23:                                               ; preds = %18, %15
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %24 = lshr i32 %16, 1
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %13, label %15

26:                                               ; preds = %13
  %27 = load i32, ptr addrspace(3) @reduce.scratch, align 4, !tbaa !5
  %28 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %29 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %28
  store i32 %27, ptr addrspace(1) %29, align 4, !tbaa !5
  br label %30

30:                                               ; preds = %13, %26
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_reduce(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %4 = trunc i64 %3 to i32
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !5
  %8 = getelementptr i32, ptr addrspace(3) @reduce.scratch, i32 %4
  store i32 %7, ptr addrspace(3) %8, align 4, !tbaa !5
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %9 = tail call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %10 = lshr i64 %9, 1
  %11 = trunc i64 %10 to i32
  %12 = icmp sgt i32 %11, 0
  br i1 %12, label %15, label %13

13:                                               ; preds = %23, %2
  %14 = icmp eq i32 %4, 0
  br i1 %14, label %26, label %30

15:                                               ; preds = %2, %23
  %16 = phi i32 [ %24, %23 ], [ %11, %2 ]
  %17 = icmp sgt i32 %16, %4
  br i1 %17, label %18, label %23

18:                                               ; preds = %15
  %19 = getelementptr i32, ptr addrspace(3) %8, i32 %16
  %20 = load i32, ptr addrspace(3) %19, align 4, !tbaa !5
  %21 = load i32, ptr addrspace(3) %8, align 4, !tbaa !5
  %22 = add nsw i32 %21, %20
  store i32 %22, ptr addrspace(3) %8, align 4, !tbaa !5
  br label %23

23:                                               ; preds = %18, %15
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %24 = lshr i32 %16, 1
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %13, label %15

26:                                               ; preds = %13
  %27 = load i32, ptr addrspace(3) @reduce.scratch, align 4, !tbaa !5
  %28 = tail call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %29 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %28
  store i32 %27, ptr addrspace(1) %29, align 4, !tbaa !5
  br label %30

30:                                               ; preds = %26, %13
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
!9 = !{i32 1, i32 1}
!10 = !{!"none", !"none"}
!11 = !{!"int*", !"int*"}
!12 = !{!"const", !""}
!13 = !{}
