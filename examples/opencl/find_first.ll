; ModuleID = 'find_first.cl'
source_filename = "find_first.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @find_first(ptr addrspace(1) noundef readonly align 4 captures(none) %0, i32 noundef %1, i32 noundef %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %20

7:                                                ; preds = %4
  %8 = trunc i64 %5 to i32
  %9 = mul nsw i32 %1, %8
  br label %10

10:                                               ; preds = %7, %17
  %11 = phi i32 [ 0, %7 ], [ %18, %17 ]
  %12 = add nsw i32 %11, %9
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5, !amdgpu.noclobber !13
  %16 = icmp eq i32 %15, %2
  br i1 %16, label %20, label %17

17:                                               ; preds = %10
  %18 = add nuw nsw i32 %11, 1
  %19 = icmp eq i32 %18, %1
  br i1 %19, label %20, label %10

20:                                               ; preds = %17, %10, %4
  %21 = phi i32 [ -1, %4 ], [ %11, %10 ], [ -1, %17 ]
  %22 = shl i64 %5, 32
  %23 = ashr exact i64 %22, 30
  %24 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %23
  store i32 %21, ptr addrspace(1) %24, align 4, !tbaa !5
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_find_first(ptr addrspace(1) noundef readonly align 4 captures(none) %0, i32 noundef %1, i32 noundef %2, ptr addrspace(1) noundef writeonly align 4 captures(none) %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = icmp sgt i32 %1, 0
  br i1 %6, label %7, label %20

7:                                                ; preds = %4
  %8 = trunc i64 %5 to i32
  %9 = mul nsw i32 %1, %8
  br label %10

10:                                               ; preds = %7, %17
  %11 = phi i32 [ 0, %7 ], [ %18, %17 ]
  %12 = add nsw i32 %11, %9
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %13
  %15 = load i32, ptr addrspace(1) %14, align 4, !tbaa !5
  %16 = icmp eq i32 %15, %2
  br i1 %16, label %20, label %17

17:                                               ; preds = %10
  %18 = add nuw nsw i32 %11, 1
  %19 = icmp eq i32 %18, %1
  br i1 %19, label %20, label %10

20:                                               ; preds = %17, %10, %4
  %21 = phi i32 [ -1, %4 ], [ %11, %10 ], [ -1, %17 ]
  %22 = shl i64 %5, 32
  %23 = ashr exact i64 %22, 30
  %24 = getelementptr inbounds i8, ptr addrspace(1) %3, i64 %23
  store i32 %21, ptr addrspace(1) %24, align 4, !tbaa !5
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
!9 = !{i32 1, i32 0, i32 0, i32 1}
!10 = !{!"none", !"none", !"none", !"none"}
!11 = !{!"int*", !"int", !"int", !"int*"}
!12 = !{!"const", !"", !"", !""}
!13 = !{}
