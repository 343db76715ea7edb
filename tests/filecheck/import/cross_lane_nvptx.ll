; NVPTX cross-lane intrinsics -> simd cross-lane ops: shfl.sync.{idx,up,down,bfly}
; (the clamp operand ((32 - w) << 8) | (up ? 0 : 31) gives the width), vote.*.sync,
; activemask, redux.sync; the member mask stays as `sync(...)`.  Verdicts: a vote,
; ballot and reduction are uniform, a shuffle of a divergent value divergent, a
; shuffle of a uniform one uniform.
; RUN: simd-opt %s | filecheck %s
; RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=DIV
; RUN: not simd-opt %S/Inputs/cross_lane_bad_clamp.ll 2>&1 | filecheck %s --check-prefix=CLAMP

; CHECK-LABEL: func.func @k(%o: memref<?xi32>, %f: f32) {
; CHECK:         %down = simd.shuffle down %tid, %{{.*}} width(%[[W32:.*]]) sync(%[[FULL:.*]] : i32) : i32
; CHECK-NEXT:    %up = simd.shuffle up %tid, %{{.*}} width(%[[W16:.*]]) sync(%[[FULL]] : i32) : i32
; CHECK-NEXT:    %bfly = simd.shuffle xor %f, %{{.*}} width(%[[W32]]) sync(%[[FULL]] : i32) : f32
; CHECK-NEXT:    %idx = simd.shuffle idx %tid, %{{.*}} width(%[[W8:.*]]) sync(%[[FULL]] : i32) : i32
; CHECK-NEXT:    %p = arith.cmpi
; CHECK-NEXT:    %any = simd.vote any %p sync(%[[FULL]] : i32) : i1
; CHECK-NEXT:    %all = simd.vote all %p sync(%[[FULL]] : i32) : i1
; CHECK-NEXT:    %uni = simd.vote uni %p sync(%[[FULL]] : i32) : i1
; CHECK-NEXT:    %ballot = simd.vote ballot %p sync(%[[FULL]] : i32) : i32
; CHECK-NEXT:    %active = simd.active_mask : i32
; CHECK-NEXT:    %sum = simd.group_reduce add, %tid : i32
; CHECK-NEXT:    %max = simd.group_reduce max, %tid : i32
; DIV: divergent %down
; DIV: divergent %up
; DIV: uniform %bfly
; DIV: divergent %idx
; DIV: uniform %any
; DIV: uniform %all
; DIV: uniform %uni
; DIV: uniform %ballot
; DIV: uniform %active
; DIV: uniform %sum
; CLAMP: cross_lane_bad_clamp.ll:3:3: error: @llvm.nvvm.shfl.sync.down.i32 with clamp operand 0x0 (only CUDA's width forms are supported)
define ptx_kernel void @k(ptr addrspace(1) %o, float %f) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %down = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %tid, i32 1, i32 31)
  %up = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %tid, i32 2, i32 4096)
  %bfly = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %f, i32 4, i32 31)
  %idx = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %tid, i32 3, i32 6175)
  %p = icmp sgt i32 %tid, 7
  %any = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %p)
  %all = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %p)
  %uni = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %p)
  %ballot = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %p)
  %active = call i32 @llvm.nvvm.activemask()
  %sum = call i32 @llvm.nvvm.redux.sync.add(i32 %tid, i32 -1)
  %max = call i32 @llvm.nvvm.redux.sync.max(i32 %tid, i32 -1)
  %a1 = select i1 %any, i32 %down, i32 %up
  %a2 = select i1 %all, i32 %a1, i32 %idx
  %a3 = select i1 %uni, i32 %a2, i32 %ballot
  %a4 = add i32 %a3, %active
  %a5 = add i32 %a4, %sum
  %a6 = add i32 %a5, %max
  %b = fptosi float %bfly to i32
  %a7 = add i32 %a6, %b
  store i32 %a7, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i32 @llvm.nvvm.activemask()
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32)
