; ModuleID = 'suite/collatz.cl'
source_filename = "suite/collatz.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected amdgpu_kernel void @collatz(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = sext i32 %2 to i64
  %6 = icmp ult i64 %4, %5
  br i1 %6, label %7, label %28

7:                                                ; preds = %3
  %8 = getelementptr inbounds nuw i64, ptr addrspace(1) %0, i64 %4
  %9 = load i64, ptr addrspace(1) %8, align 8, !tbaa !13, !amdgpu.noclobber !15
  %10 = icmp ugt i64 %9, 1
  br i1 %10, label %11, label %25

11:                                               ; preds = %7, %21
  %12 = phi i32 [ %23, %21 ], [ 0, %7 ]
  %13 = phi i64 [ %22, %21 ], [ %9, %7 ]
  %14 = and i64 %13, 1
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %11
  %17 = mul i64 %13, 3
  %18 = add i64 %17, 1
  br label %21

19:                                               ; preds = %11
  %20 = lshr exact i64 %13, 1
  br label %21

21:                                               ; preds = %19, %16
  %22 = phi i64 [ %18, %16 ], [ %20, %19 ]
  %23 = add nuw nsw i32 %12, 1
  %24 = icmp ugt i64 %22, 1
  br i1 %24, label %11, label %25

25:                                               ; preds = %21, %7
  %26 = phi i32 [ 0, %7 ], [ %23, %21 ]
  %27 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %4
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  br label %28

28:                                               ; preds = %3, %25
  ret void
}

; Function Attrs: alwaysinline convergent nofree norecurse nounwind memory(argmem: readwrite)
define protected void @__clang_ocl_kern_imp_collatz(ptr addrspace(1) noundef readonly align 8 captures(none) %0, ptr addrspace(1) noundef writeonly align 4 captures(none) %1, i32 noundef %2) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %4 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = sext i32 %2 to i64
  %6 = icmp ult i64 %4, %5
  br i1 %6, label %7, label %28

7:                                                ; preds = %3
  %8 = getelementptr inbounds nuw i64, ptr addrspace(1) %0, i64 %4
  %9 = load i64, ptr addrspace(1) %8, align 8, !tbaa !13
  %10 = icmp ugt i64 %9, 1
  br i1 %10, label %11, label %25

11:                                               ; preds = %7, %21
  %12 = phi i32 [ %23, %21 ], [ 0, %7 ]
  %13 = phi i64 [ %22, %21 ], [ %9, %7 ]
  %14 = and i64 %13, 1
  %15 = icmp eq i64 %14, 0
  br i1 %15, label %19, label %16

16:                                               ; preds = %11
  %17 = mul i64 %13, 3
  %18 = add i64 %17, 1
  br label %21

19:                                               ; preds = %11
  %20 = lshr exact i64 %13, 1
  br label %21

21:                                               ; preds = %19, %16
  %22 = phi i64 [ %18, %16 ], [ %20, %19 ]
  %23 = add nuw nsw i32 %12, 1
  %24 = icmp ugt i64 %22, 1
  br i1 %24, label %11, label %25

25:                                               ; preds = %21, %7
  %26 = phi i32 [ 0, %7 ], [ %23, %21 ]
  %27 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %4
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !5
  br label %28

28:                                               ; preds = %3, %25
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
!9 = !{i32 1, i32 1, i32 0}
!10 = !{!"none", !"none", !"none"}
!11 = !{!"ulong*", !"int*", !"int"}
!12 = !{!"const", !"", !""}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = !{}
