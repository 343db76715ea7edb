; ModuleID = '../hip/ping_pong.hip'
source_filename = "../hip/ping_pong.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_4e228ec2dd13153c = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_4e228ec2dd13153c to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @ping_pong(ptr addrspace(1) noundef captures(none) %0, ptr addrspace(1) noundef captures(none) %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %6 = icmp sgt i32 %3, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %4
  %8 = icmp slt i32 %5, %2
  %9 = add nsw i32 %2, -1
  %10 = tail call align 8 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %11 = getelementptr inbounds nuw i8, ptr addrspace(4) %10, i64 12
  br label %13

12:                                               ; preds = %22, %4
  ret void

13:                                               ; preds = %7, %22
  %14 = phi i32 [ 0, %7 ], [ %23, %22 ]
  %15 = and i32 %14, 1
  %16 = icmp eq i32 %15, 0
  %17 = select i1 %16, ptr addrspace(1) %0, ptr addrspace(1) %1
  %18 = select i1 %16, ptr addrspace(1) %1, ptr addrspace(1) %0
  br i1 %8, label %19, label %22

19:                                               ; preds = %13
  %20 = load i16, ptr addrspace(4) %11, align 4, !range !9, !invariant.load !10, !noundef !10
  %21 = zext nneg i16 %20 to i32
  br label %25

22:                                               ; preds = %44, %13
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %23 = add nuw nsw i32 %14, 1
  %24 = icmp eq i32 %23, %3
  br i1 %24, label %12, label %13, !llvm.loop !11

25:                                               ; preds = %19, %44
  %26 = phi i32 [ %5, %19 ], [ %47, %44 ]
  %27 = icmp eq i32 %26, 0
  %28 = icmp eq i32 %26, %9
  %29 = select i1 %27, i1 true, i1 %28
  %30 = sext i32 %26 to i64
  %31 = getelementptr float, ptr addrspace(1) %17, i64 %30
  br i1 %29, label %32, label %34

32:                                               ; preds = %25
  %33 = load float, ptr addrspace(1) %31, align 4, !tbaa !13
  br label %44

34:                                               ; preds = %25
  %35 = getelementptr i8, ptr addrspace(1) %31, i64 -4
  %36 = load float, ptr addrspace(1) %35, align 4, !tbaa !13
  %37 = fmul float %36, 2.500000e-01
  %38 = load <2 x float>, ptr addrspace(1) %31, align 4, !tbaa !13
  %39 = fmul <2 x float> %38, <float 5.000000e-01, float 2.500000e-01>
  %40 = extractelement <2 x float> %39, i64 0
  %41 = fadd float %37, %40
  %42 = extractelement <2 x float> %39, i64 1
  %43 = fadd float %41, %42
  br label %44

44:                                               ; preds = %34, %32
  %45 = phi float [ %43, %34 ], [ %33, %32 ]
  %46 = getelementptr inbounds float, ptr addrspace(1) %18, i64 %30
  store float %45, ptr addrspace(1) %46, align 4, !tbaa !13
  %47 = add i32 %26, %21
  %48 = icmp slt i32 %47, %2
  br i1 %48, label %25, label %22, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}
!llvm.errno.tbaa = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{i16 1, i16 1025}
!10 = !{}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !7, i64 0}
!15 = distinct !{!15, !12}
