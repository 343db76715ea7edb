; ModuleID = '../hip/softmax.hip'
source_filename = "../hip/softmax.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ7softmaxE3red = internal unnamed_addr addrspace(3) global [64 x float] undef, align 16
@__hip_cuid_49b5f51558e541ec = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_49b5f51558e541ec to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @softmax(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  %5 = tail call noundef i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = icmp slt i32 %4, %2
  br i1 %9, label %10, label %16

10:                                               ; preds = %3
  %11 = mul nsw i32 %2, %5
  %12 = add nsw i32 %11, %4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %13
  %15 = load float, ptr addrspace(1) %14, align 4, !tbaa !11
  br label %16

16:                                               ; preds = %3, %10
  %17 = phi float [ %15, %10 ], [ 0xC7EC363CC0000000, %3 ]
  %18 = getelementptr inbounds nuw float, ptr addrspace(3) @_ZZ7softmaxE3red, i32 %4
  store float %17, ptr addrspace(3) %18, align 4, !tbaa !11
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %19 = lshr i16 %8, 1
  %20 = zext nneg i16 %19 to i32
  %21 = icmp eq i16 %19, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %35, %16
  %23 = load float, ptr addrspace(3) @_ZZ7softmaxE3red, align 16, !tbaa !11
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %24 = fsub float %17, %23
  %25 = tail call noundef float @llvm.exp.f32(float %24)
  %26 = select i1 %9, float %25, float 0.000000e+00
  store float %26, ptr addrspace(3) %18, align 4, !tbaa !11
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %21, label %38, label %39

27:                                               ; preds = %16, %35
  %28 = phi i32 [ %36, %35 ], [ %20, %16 ]
  %29 = icmp samesign ult i32 %4, %28
  br i1 %29, label %30, label %35

30:                                               ; preds = %27
  %31 = getelementptr inbounds nuw float, ptr addrspace(3) %18, i32 %28
  %32 = load float, ptr addrspace(3) %18, align 4, !tbaa !11
  %33 = load float, ptr addrspace(3) %31, align 4, !tbaa !11
  %34 = tail call noundef float @llvm.maxnum.f32(float %32, float %33)
  store float %34, ptr addrspace(3) %18, align 4, !tbaa !11
  br label %35

35:                                               ; preds = %30, %27
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %36 = lshr i32 %28, 1
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %22, label %27, !llvm.loop !13

38:                                               ; preds = %47, %22
  br i1 %9, label %50, label %57

39:                                               ; preds = %22, %47
  %40 = phi i32 [ %48, %47 ], [ %20, %22 ]
  %41 = icmp samesign ult i32 %4, %40
  br i1 %41, label %42, label %47

42:                                               ; preds = %39
  %43 = getelementptr inbounds nuw float, ptr addrspace(3) %18, i32 %40
  %44 = load float, ptr addrspace(3) %43, align 4, !tbaa !11
  %45 = load float, ptr addrspace(3) %18, align 4, !tbaa !11
  %46 = fadd float %44, %45
  store float %46, ptr addrspace(3) %18, align 4, !tbaa !11
  br label %47

47:                                               ; preds = %42, %39
  fence syncscope("workgroup") release
  tail call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %48 = lshr i32 %40, 1
  %49 = icmp eq i32 %48, 0
  br i1 %49, label %38, label %39, !llvm.loop !15

50:                                               ; preds = %38
  %51 = mul nsw i32 %2, %5
  %52 = add nsw i32 %51, %4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %53
  %55 = load float, ptr addrspace(3) @_ZZ7softmaxE3red, align 16, !tbaa !11
  %56 = fdiv float %25, %55
  store float %56, ptr addrspace(1) %54, align 4, !tbaa !11
  br label %57

57:                                               ; preds = %50, %38
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
