; ds_swizzle patterns no constant-width shuffle gives: any bit-mask pattern (lane' =
; ((lane & and) | or) ^ xor in groups of 32) and any quad permutation are
; `simd.shuffle idx` by the source lane computed from the lane id.  That source lane is
; a function of the lane id only, so spmd-vectorize evaluates it per lane and makes a
; constant vshuffle (VEC; not a vpermute by a run-time vector).  (Every stage at W = 32
; and 64: tests/passes/test_cross_lane_leftovers.py.)
; RUN: simd-opt %s | filecheck %s
; RUN: simd-opt %s -p 'spmd-vectorize{width=8 mode=uniform}' | filecheck %s --check-prefix=VEC
; RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=DIV

; CHECK-LABEL: func.func @k(
; CHECK:         %[[L:.*]] = gpu.lane_id
; CHECK:         %low = simd.shuffle idx %x, %{{.*}} : i32
; CHECK:         %mix = simd.shuffle idx %x, %{{.*}} : i32
; CHECK:         %rot = simd.shuffle idx %x, %{{.*}} : i32
; VEC-NOT: simd.vpermute
; VEC: %mix = simd.vshuffle %x [3, 3, 3, 3, 7, 7, 7, 7] {{.*}}: vector<8xi32>
; VEC: %rot = simd.vshuffle %x [1, 2, 3, 0, 5, 6, 7, 4] {{.*}}: vector<8xi32>
; DIV: divergent %low
; DIV: uniform %u
define amdgpu_kernel void @k(ptr addrspace(1) %o, i32 %n) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %x0 = mul i32 %tid, 5
  %x = add i32 %x0, 3
  %low = call i32 @llvm.amdgcn.ds.swizzle(i32 %x, i32 15)
  %mix = call i32 @llvm.amdgcn.ds.swizzle(i32 %x, i32 2108)
  %rot = call i32 @llvm.amdgcn.ds.swizzle(i32 %x, i32 32825)
  %u = call i32 @llvm.amdgcn.ds.swizzle(i32 %n, i32 2108)
  %s = mul i32 %tid, 4
  %p0 = getelementptr i32, ptr addrspace(1) %o, i32 %s
  store i32 %low, ptr addrspace(1) %p0
  %s1 = add i32 %s, 1
  %p1 = getelementptr i32, ptr addrspace(1) %o, i32 %s1
  store i32 %mix, ptr addrspace(1) %p1
  %s2 = add i32 %s, 2
  %p2 = getelementptr i32, ptr addrspace(1) %o, i32 %s2
  store i32 %rot, ptr addrspace(1) %p2
  %s3 = add i32 %s, 3
  %p3 = getelementptr i32, ptr addrspace(1) %o, i32 %s3
  store i32 %u, ptr addrspace(1) %p3
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)
