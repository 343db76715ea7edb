; llvm.amdgcn.readfirstlane -> simd.readfirstlane (uniform by definition);
; mbcnt.lo(-1, 0) alone -> min(gpu.lane_id, 32) (the lane id up to W = 32; the
; wave64 idiom hi(-1, lo(-1, 0)) is the lane id: cross_lane_mbcnt_halves.ll).
; RUN: simd-opt %s -p print-divergence | filecheck %s

; CHECK:      divergence @k
; CHECK:        divergent %lane
; CHECK:        uniform %first
; CHECK:      %[[L:.*]] = gpu.lane_id
; CHECK-NEXT: %[[LI:.*]] = arith.index_cast %[[L]] : index to i32
; CHECK-NEXT: %lane = arith.minui %[[LI]], %{{.*}} : i32
; CHECK-NEXT: %first = simd.readfirstlane %lane : i32
define amdgpu_kernel void @k(ptr addrspace(1) %o) {
  %lane = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %lane)
  store i32 %first, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
