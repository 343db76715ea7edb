; NVPTX: a ptx_kernel; llvm.nvvm.read.ptx.sreg.{tid,ctaid,ntid,nctaid}.* -> gpu ops,
; laneid -> gpu.lane_id, barrier0 / barrier.cta.sync -> gpu.barrier.
; RUN: simd-opt %s | filecheck %s

; CHECK-LABEL: func.func @k(%o: memref<?xi32>) {
; CHECK:         %[[T:.*]] = gpu.thread_id x
; CHECK-NEXT:    %tid = arith.index_cast %[[T]] : index to i32
; CHECK-NEXT:    %[[C:.*]] = gpu.block_id y
; CHECK-NEXT:    %ctaid = arith.index_cast %[[C]] : index to i32
; CHECK-NEXT:    %[[N:.*]] = gpu.block_dim x
; CHECK-NEXT:    %ntid = arith.index_cast %[[N]] : index to i32
; CHECK-NEXT:    %[[G:.*]] = gpu.grid_dim z
; CHECK-NEXT:    %nctaid = arith.index_cast %[[G]] : index to i32
; CHECK-NEXT:    %[[L:.*]] = gpu.lane_id
; CHECK-NEXT:    %lane = arith.index_cast %[[L]] : index to i32
; CHECK-NEXT:    gpu.barrier
; CHECK-NEXT:    gpu.barrier
define ptx_kernel void @k(ptr addrspace(1) %o) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %nctaid = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %a = add i32 %tid, %ctaid
  %b = add i32 %a, %ntid
  %c = add i32 %b, %nctaid
  %d = add i32 %c, %lane
  store i32 %d, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.z()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
