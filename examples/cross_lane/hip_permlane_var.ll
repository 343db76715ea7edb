; ModuleID = 'hip_permlane_var.hip'
source_filename = "hip_permlane_var.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_d2230fef42810377 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_d2230fef42810377 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @permlane_var(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1, ptr addrspace(1) noundef readonly captures(none) %2, ptr addrspace(1) noundef writeonly captures(none) %3, ptr addrspace(1) noundef readonly captures(none) %4, ptr addrspace(1) noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %8 = zext nneg i32 %7 to i64
  %9 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !5
  %11 = mul nuw nsw i32 %7, 7
  %12 = add nuw nsw i32 %11, 3
  %13 = and i32 %12, 15
  %14 = tail call i32 @llvm.amdgcn.permlane16.var(i32 -1, i32 %10, i32 %13, i1 false, i1 false)
  %15 = shl nuw nsw i32 %7, 1
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %16
  store i32 %14, ptr addrspace(1) %17, align 4, !tbaa !5
  %18 = tail call i32 @llvm.amdgcn.permlanex16.var(i32 poison, i32 %10, i32 %13, i1 false, i1 true)
  %19 = getelementptr inbounds nuw i8, ptr addrspace(1) %17, i64 4
  store i32 %18, ptr addrspace(1) %19, align 4, !tbaa !5
  %20 = getelementptr inbounds nuw i64, ptr addrspace(1) %2, i64 %8
  %21 = load i64, ptr addrspace(1) %20, align 8, !tbaa !9
  %22 = tail call i64 @llvm.amdgcn.update.dpp.i64(i64 -3, i64 %21, i32 273, i32 15, i32 15, i1 false)
  %23 = getelementptr inbounds nuw i64, ptr addrspace(1) %3, i64 %8
  store i64 %22, ptr addrspace(1) %23, align 8, !tbaa !9
  %24 = getelementptr inbounds nuw double, ptr addrspace(1) %4, i64 %8
  %25 = load i64, ptr addrspace(1) %24, align 8, !tbaa !11
  %26 = tail call i64 @llvm.amdgcn.update.dpp.i64(i64 -4607182418800017408, i64 %25, i32 27, i32 15, i32 15, i1 false)
  %27 = getelementptr inbounds nuw double, ptr addrspace(1) %5, i64 %8
  store i64 %26, ptr addrspace(1) %27, align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlane16.var(i32, i32, i32, i1 immarg, i1 immarg) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlanex16.var(i32, i32, i32, i1 immarg, i1 immarg) #2

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.update.dpp.i64(i64, i64, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #2

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: readwrite) "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1200" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-buffer-pk-add-bf16-inst,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f32,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot11-insts,+dot12-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+fp8-conversion-insts,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx12-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
