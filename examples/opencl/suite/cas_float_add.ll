; ModuleID = 'suite/cas_float_add.cl'
source_filename = "suite/cas_float_add.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cas_float_add(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #0 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %3, %6
  br i1 %7, label %8, label %26

8:                                                ; preds = %4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !5, !amdgpu.noclobber !13
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %13
  %15 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %10
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !14, !amdgpu.noclobber !13
  %17 = load volatile float, ptr addrspace(1) %14, align 4, !tbaa !14
  %18 = bitcast float %17 to i32
  br label %19

19:                                               ; preds = %19, %8
  %20 = phi i32 [ %18, %8 ], [ %24, %19 ]
  %21 = bitcast i32 %20 to float
  %22 = fadd float %16, %21
  %23 = bitcast float %22 to i32
  %24 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) noundef %14, i32 noundef %20, i32 noundef %23) #5
  %25 = icmp eq i32 %24, %20
  br i1 %25, label %26, label %19

26:                                               ; preds = %19, %4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_cas_float_add(ptr addrspace(1) noundef readonly align 4 captures(none) %0, ptr addrspace(1) noundef readonly align 4 captures(none) %1, ptr addrspace(1) noundef align 4 %2, i32 noundef %3) local_unnamed_addr #1 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %5 = tail call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %6 = trunc i64 %5 to i32
  %7 = icmp sgt i32 %3, %6
  br i1 %7, label %8, label %26

8:                                                ; preds = %4
  %9 = shl i64 %5, 32
  %10 = ashr exact i64 %9, 32
  %11 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !5
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %13
  %15 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %10
  %16 = load float, ptr addrspace(1) %15, align 4, !tbaa !14
  %17 = load volatile float, ptr addrspace(1) %14, align 4, !tbaa !14
  %18 = bitcast float %17 to i32
  br label %19

19:                                               ; preds = %19, %8
  %20 = phi i32 [ %18, %8 ], [ %24, %19 ]
  %21 = bitcast i32 %20 to float
  %22 = fadd float %16, %21
  %23 = bitcast float %22 to i32
  %24 = tail call i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) noundef %14, i32 noundef %20, i32 noundef %23) #5
  %25 = icmp eq i32 %24, %20
  br i1 %25, label %26, label %19

26:                                               ; preds = %19, %4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z14atomic_cmpxchgPU3AS1Vjjj(ptr addrspace(1) noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

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
!11 = !{!"int*", !"float*", !"float*", !"int"}
!12 = !{!"const", !"const", !"", !""}
!13 = !{}
!14 = !{!15, !15, i64 0}
!15 = !{!"float", !7, i64 0}
