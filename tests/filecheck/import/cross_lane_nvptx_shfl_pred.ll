; llvm.nvvm.shfl.sync.*p: the {value, in range} pair of PTX's `shfl.sync ... p`: the
; value as the plain form's simd.shuffle, the flag whether the source lane is in the
; segment (up: lane mod w >= d, down: lane mod w + d < w, bfly: mask < w, idx: true),
; read by extractvalue.  (Every stage at W = 32 and 64: tests/passes/test_cross_lane_leftovers.py.)
; RUN: simd-opt %s | filecheck %s
; RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=DIV

; CHECK-LABEL: func.func @k(
; CHECK:         %dn = simd.shuffle down %x, %{{.*}} width(%{{.*}}) sync(%{{.*}} : i32) : i32
; CHECK:         %[[O:.*]] = arith.andi %{{.*}}, %{{.*}} : i32
; CHECK-NEXT:    %[[J:.*]] = arith.addi %[[O]], %{{.*}} : i32
; CHECK-NEXT:    %dnp = arith.cmpi ult, %[[J]], %{{.*}} : i32
; CHECK:         %up = simd.shuffle up %x,
; CHECK:         arith.subi
; CHECK:         %upp = arith.cmpi ult
; CHECK:         %bf = simd.shuffle xor %f,
; CHECK-NEXT:    %bfp = arith.cmpi ult, %{{.*}}, %{{.*}} : i32
; CHECK:         %ix = simd.shuffle idx %x,
; DIV: divergent %dn
; DIV: divergent %dnp
; DIV: divergent %upp
; DIV: uniform %bfp
define ptx_kernel void @k(ptr addrspace(1) %o) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cta = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %nt = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %cta, %nt
  %t = add i32 %base, %tid
  %x0 = mul i32 %t, 3
  %x = add i32 %x0, 1
  %f = sitofp i32 %x to float
  %rdn = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %x, i32 5, i32 6175)
  %dn = extractvalue { i32, i1 } %rdn, 0
  %dnp = extractvalue { i32, i1 } %rdn, 1
  %rup = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %x, i32 3, i32 4096)
  %up = extractvalue { i32, i1 } %rup, 0
  %upp = extractvalue { i32, i1 } %rup, 1
  %rbf = call { float, i1 } @llvm.nvvm.shfl.sync.bfly.f32p(i32 -1, float %f, i32 9, i32 6175)
  %bf = extractvalue { float, i1 } %rbf, 0
  %bfp = extractvalue { float, i1 } %rbf, 1
  %rix = call { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32 -1, i32 %x, i32 13, i32 6175)
  %ix = extractvalue { i32, i1 } %rix, 0
  %ixp = extractvalue { i32, i1 } %rix, 1
  %s = shl i32 %t, 3
  call void @put(ptr addrspace(1) %o, i32 %s, i32 0, i32 %dn)
  %dnz = zext i1 %dnp to i32
  call void @put(ptr addrspace(1) %o, i32 %s, i32 1, i32 %dnz)
  call void @put(ptr addrspace(1) %o, i32 %s, i32 2, i32 %up)
  %upz = zext i1 %upp to i32
  call void @put(ptr addrspace(1) %o, i32 %s, i32 3, i32 %upz)
  %bfi = fptosi float %bf to i32
  call void @put(ptr addrspace(1) %o, i32 %s, i32 4, i32 %bfi)
  %bfz = zext i1 %bfp to i32
  call void @put(ptr addrspace(1) %o, i32 %s, i32 5, i32 %bfz)
  call void @put(ptr addrspace(1) %o, i32 %s, i32 6, i32 %ix)
  %ixz = zext i1 %ixp to i32
  call void @put(ptr addrspace(1) %o, i32 %s, i32 7, i32 %ixz)
  ret void
}
define internal void @put(ptr addrspace(1) %o, i32 %s, i32 %k, i32 %v) {
  %i = add i32 %s, %k
  %p = getelementptr i32, ptr addrspace(1) %o, i32 %i
  store i32 %v, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32)
declare { float, i1 } @llvm.nvvm.shfl.sync.bfly.f32p(i32, float, i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32, i32, i32, i32)
