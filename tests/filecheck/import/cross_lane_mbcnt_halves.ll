; llvm.amdgcn.mbcnt.lo / .hi each count only their half of a wave64 mask: lo(-1, 0)
; alone is min(lane id, 32) (a lane above 31 counts all 32 low bits), hi(-1, acc) alone
; is acc + max(lane id - 32, 0), lo(m, 0) counts m's bits below min(lane, 32); only
; hi(-1, lo(-1, 0)) is the lane id.  At W = 32 the halves are lane id / acc.
; RUN: simd-opt %s | filecheck %s
; (Runs at W = 32 and 64 through every stage: tests/passes/test_cross_lane_leftovers.py.)

; CHECK-LABEL: func.func @k(
; CHECK:         %[[L:.*]] = gpu.lane_id
; CHECK-NEXT:    %[[LI:.*]] = arith.index_cast %[[L]] : index to i32
; CHECK-NEXT:    %lo = arith.minui %[[LI]], %{{.*}} : i32
; CHECK:         %lm = simd.lanes_below %{{.*}} : i64
; CHECK:         %[[H:.*]] = simd.lanes_below %{{.*}} : i64
; CHECK-NEXT:    %hi = arith.addi %[[H]], %{{.*}} : i32
; CHECK:         %[[L2:.*]] = gpu.lane_id
; CHECK-NEXT:    %l1 = arith.index_cast %[[L2]] : index to i32
; CHECK-NOT:     simd.lanes_below
; CHECK:         return
define amdgpu_kernel void @k(ptr addrspace(1) %o, i32 %m) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lm = call i32 @llvm.amdgcn.mbcnt.lo(i32 %m, i32 0)
  %hi = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 7)
  %l1 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %id = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %l1)
  %b = shl i32 %tid, 2
  %p0 = getelementptr i32, ptr addrspace(1) %o, i32 %b
  store i32 %lo, ptr addrspace(1) %p0
  %b1 = add i32 %b, 1
  %p1 = getelementptr i32, ptr addrspace(1) %o, i32 %b1
  store i32 %lm, ptr addrspace(1) %p1
  %b2 = add i32 %b, 2
  %p2 = getelementptr i32, ptr addrspace(1) %o, i32 %b2
  store i32 %hi, ptr addrspace(1) %p2
  %b3 = add i32 %b, 3
  %p3 = getelementptr i32, ptr addrspace(1) %o, i32 %b3
  store i32 %id, ptr addrspace(1) %p3
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
