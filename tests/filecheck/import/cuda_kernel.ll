; CUDA (clang-22 -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_70 -O2
; -S -emit-llvm; source below): the NVVM special registers -> gpu ops, __syncthreads
; -> gpu.barrier, a ptx_kernel.
;   __global__ void vadd(const float *a, const float *b, float *c, int n) {
;     int i = __nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + __nvvm_read_ptx_sreg_tid_x();
;     if (i < n) c[i] = a[i] + b[i];
;     __syncthreads(); }
; RUN: simd-opt %s | filecheck %s
; RUN: simd-run %s --grid 2 --block 4 --check-divergence --args '[[1,2,3,4,5,6,7,8],[10,20,30,40,50,60,70,80],[0,0,0,0,0,0,0,0],6]' --json | filecheck %s --check-prefix=SUMS
; CHECK-LABEL: func.func @_Z4vaddPKfS0_Pfi(%v0: memref<?xf32>, %v1: memref<?xf32>, %v2: memref<?xf32>, %v3: i32) {
; CHECK-NEXT:    %[[B:.*]] = gpu.block_id x
; CHECK-NEXT:    %v5 = arith.index_cast %[[B]] : index to i32
; CHECK-NEXT:    %[[D:.*]] = gpu.block_dim x
; CHECK-NEXT:    %v6 = arith.index_cast %[[D]] : index to i32
; CHECK:         %[[T:.*]] = gpu.thread_id x
; CHECK:       ^L19:
; CHECK-NEXT:    gpu.barrier
; SUMS: [11.0, 22.0, 33.0, 44.0, 55.0, 66.0, 0.0, 0.0]
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @_Z4vaddPKfS0_Pfi(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul nuw nsw i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add nuw nsw i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %19

11:                                               ; preds = %4
  %12 = zext nneg i32 %9 to i64
  %13 = getelementptr inbounds nuw float, ptr %2, i64 %12
  %14 = getelementptr inbounds nuw float, ptr %1, i64 %12
  %15 = getelementptr inbounds nuw float, ptr %0, i64 %12
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = load float, ptr %14, align 4, !tbaa !8
  %18 = fadd contract float %16, %17
  store float %18, ptr %13, align 4, !tbaa !8
  br label %19

19:                                               ; preds = %11, %4
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx88,+sm_70" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}
!llvm.errno.tbaa = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
