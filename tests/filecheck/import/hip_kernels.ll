; HIP (clang-22 -x hip --offload-arch=gfx90a -nogpulib -nogpuinc --cuda-device-only -O2
; -S -emit-llvm; source below): blockDim.x is a load of the group size through
; llvm.amdgcn.implicitarg.ptr (code object v5, byte 12) -> gpu.block_dim x; a __shared__
; array is workgroup memory; __builtin_amdgcn_s_barrier -> gpu.barrier.
;   __global__ void saxpy(float a, const float *x, float *y, int n) {
;     int i = __builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + __builtin_amdgcn_workitem_id_x();
;     if (i < n) y[i] = a * x[i] + y[i]; }
;   __global__ void red(const int *in, int *out) { __shared__ int s[64]; ... tree reduction ... }
; RUN: simd-opt %s | filecheck %s
; RUN: simd-run %s --entry _Z3redPKiPi --grid 2 --block 4 --check-divergence --args '[[1,2,3,4,5,6,7,8],[0,0],[0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0]]' --json | filecheck %s --check-prefix=SUMS
; CHECK-LABEL: func.func @_Z5saxpyfPKfPfi(%v0: f32, %v1: memref<?xf32>, %v2: memref<?xf32>, %v3: i32) {
; CHECK:         %[[B:.*]] = gpu.block_id x
; CHECK:         %[[D:.*]] = gpu.block_dim x
; CHECK-NEXT:    %v8 = arith.index_cast %[[D]] : index to i16
; CHECK:       func.func @_Z3redPKiPi(%v0: memref<?xi32>, %v1: memref<?xi32>, %_ZZ3redPKiPiE1s: memref<64xi32, #gpu.address_space<workgroup>>) {
; CHECK:         gpu.barrier
; SUMS: "memrefs": {{\[}}[1, 2, 3, 4, 5, 6, 7, 8], [10, 26],
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ3redPKiPiE1s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 16
@__hip_cuid_8750fd024cd038db = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_8750fd024cd038db to ptr)], section "llvm.metadata"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define protected amdgpu_kernel void @_Z5saxpyfPKfPfi(float noundef %0, ptr addrspace(1) noundef readonly captures(none) %1, ptr addrspace(1) noundef captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %6 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %7 = getelementptr inbounds nuw i8, ptr addrspace(4) %6, i64 12
  %8 = load i16, ptr addrspace(4) %7, align 4, !range !9, !invariant.load !10, !noundef !10
  %9 = zext nneg i16 %8 to i32
  %10 = mul i32 %5, %9
  %11 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %12, %3
  br i1 %13, label %14, label %22

14:                                               ; preds = %4
  %15 = sext i32 %12 to i64
  %16 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %15
  %17 = load float, ptr addrspace(1) %16, align 4, !tbaa !11
  %18 = fmul contract float %0, %17
  %19 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %15
  %20 = load float, ptr addrspace(1) %19, align 4, !tbaa !11
  %21 = fadd contract float %18, %20
  store float %21, ptr addrspace(1) %19, align 4, !tbaa !11
  br label %22

22:                                               ; preds = %14, %4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nofree norecurse nounwind
define protected amdgpu_kernel void @_Z3redPKiPi(ptr addrspace(1) noundef readonly captures(none) %0, ptr addrspace(1) noundef writeonly captures(none) %1) local_unnamed_addr #2 {
  %3 = tail call i32 @llvm.amdgcn.workitem.id.x()
  %4 = tail call i32 @llvm.amdgcn.workgroup.id.x()
  %5 = tail call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %6 = getelementptr inbounds nuw i8, ptr addrspace(4) %5, i64 12
  %7 = load i16, ptr addrspace(4) %6, align 4, !range !9, !invariant.load !10, !noundef !10
  %8 = zext nneg i16 %7 to i32
  %9 = mul i32 %4, %8
  %10 = add i32 %9, %3
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds nuw i32, ptr addrspace(1) %0, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !5
  %14 = getelementptr inbounds nuw i32, ptr addrspace(3) @_ZZ3redPKiPiE1s, i32 %3
  store i32 %13, ptr addrspace(3) %14, align 4, !tbaa !5
  tail call void @llvm.amdgcn.s.barrier()
  %15 = lshr i32 %8, 1
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %27, %2
  %18 = icmp eq i32 %3, 0
  br i1 %18, label %30, label %34

19:                                               ; preds = %2, %27
  %20 = phi i32 [ %28, %27 ], [ %15, %2 ]
  %21 = icmp samesign ult i32 %3, %20
  br i1 %21, label %22, label %27

22:                                               ; preds = %19
  %23 = getelementptr inbounds nuw i32, ptr addrspace(3) %14, i32 %20
  %24 = load i32, ptr addrspace(3) %23, align 4, !tbaa !5
  %25 = load i32, ptr addrspace(3) %14, align 4, !tbaa !5
  %26 = add nsw i32 %25, %24
  store i32 %26, ptr addrspace(3) %14, align 4, !tbaa !5
  br label %27

27:                                               ; preds = %22, %19
  tail call void @llvm.amdgcn.s.barrier()
  %28 = lshr i32 %20, 1
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %17, label %19, !llvm.loop !13

30:                                               ; preds = %17
  %31 = zext i32 %4 to i64
  %32 = getelementptr inbounds nuw i32, ptr addrspace(1) %1, i64 %31
  %33 = load i32, ptr addrspace(3) @_ZZ3redPKiPiE1s, align 16, !tbaa !5
  store i32 %33, ptr addrspace(1) %32, align 4, !tbaa !5
  br label %34

34:                                               ; preds = %30, %17
  ret void
}

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nofree norecurse nounwind "amdgpu-agpr-alloc"="0" "amdgpu-flat-work-group-size"="1,1024" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f64,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent mustprogress nocallback nofree nounwind willreturn }

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
