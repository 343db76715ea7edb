; LLVM intrinsics -> arith/math ops; assume, noalias.scope.decl and lifetime markers are
; dropped; fshl and usub.sat are expanded into shifts / compare+select.
; RUN: simd-opt %s | filecheck %s

; CHECK-LABEL: func.func @ints(%a: i32, %b: i32, %o: memref<?xi32>) {
; CHECK:         %mn = arith.minsi %a, %b : i32
; CHECK-NEXT:    %mx = arith.maxsi %mn, %b : i32
; CHECK-NEXT:    %umn = arith.minui %mx, %b : i32
; CHECK-NEXT:    %umx = arith.maxui %umn, %b : i32
; CHECK-NEXT:    %ab = math.absi %umx : i32
; CHECK-NEXT:    %[[GT:.*]] = arith.cmpi ugt, %ab, %b : i32
; CHECK-NEXT:    %[[D:.*]] = arith.subi %ab, %b : i32
; CHECK-NEXT:    %sat = arith.select %[[GT]], %[[D]], %{{.*}} : i32
; CHECK-NEXT:    %[[M:.*]] = arith.andi %b, %{{.*}} : i32
; CHECK:         %rot = arith.select %{{.*}}, %sat, %{{.*}} : i32
; CHECK-NEXT:    %pc = math.ctpop %rot : i32
; CHECK-NEXT:    memref.store %pc
define amdgpu_kernel void @ints(i32 %a, i32 %b, ptr addrspace(1) %o) {
  call void @llvm.assume(i1 true)
  call void @llvm.experimental.noalias.scope.decl(metadata !0)
  %mn = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  %mx = call i32 @llvm.smax.i32(i32 %mn, i32 %b)
  %umn = call i32 @llvm.umin.i32(i32 %mx, i32 %b)
  %umx = call i32 @llvm.umax.i32(i32 %umn, i32 %b)
  %ab = call i32 @llvm.abs.i32(i32 %umx, i1 false)
  %sat = call i32 @llvm.usub.sat.i32(i32 %ab, i32 %b)
  %rot = call i32 @llvm.fshl.i32(i32 %sat, i32 %sat, i32 %b)
  %pc = call i32 @llvm.ctpop.i32(i32 %rot)
  store i32 %pc, ptr addrspace(1) %o
  ret void
}

; CHECK-LABEL: func.func @floats(%x: f32, %y: f32, %o: memref<?xf32>) {
; CHECK:         %fm = math.fma %x, %y, %x : f32
; CHECK-NEXT:    %f2 = math.fma %fm, %y, %x : f32
; CHECK-NEXT:    %sq = math.sqrt %f2 : f32
; CHECK-NEXT:    %ab = math.absf %sq : f32
; CHECK-NEXT:    %fl = math.floor %ab : f32
; CHECK-NEXT:    %ex = math.exp %fl : f32
; CHECK-NEXT:    %lg = math.log %ex : f32
; CHECK-NEXT:    %sn = math.sin %lg : f32
; CHECK-NEXT:    %cs = math.cos %sn : f32
; CHECK-NEXT:    %mi = arith.minnumf %cs, %y : f32
; CHECK-NEXT:    %ma = arith.maxnumf %mi, %y : f32
define amdgpu_kernel void @floats(float %x, float %y, ptr addrspace(1) %o) {
  %fm = call float @llvm.fmuladd.f32(float %x, float %y, float %x)
  %f2 = call float @llvm.fma.f32(float %fm, float %y, float %x)
  %sq = call float @llvm.sqrt.f32(float %f2)
  %ab = call float @llvm.fabs.f32(float %sq)
  %fl = call float @llvm.floor.f32(float %ab)
  %ex = call float @llvm.exp.f32(float %fl)
  %lg = call float @llvm.log.f32(float %ex)
  %sn = call float @llvm.sin.f32(float %lg)
  %cs = call float @llvm.cos.f32(float %sn)
  %mi = call float @llvm.minnum.f32(float %cs, float %y)
  %ma = call float @llvm.maxnum.f32(float %mi, float %y)
  store float %ma, ptr addrspace(1) %o
  ret void
}

declare void @llvm.assume(i1)
declare void @llvm.experimental.noalias.scope.decl(metadata)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.ctpop.i32(i32)
declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.fabs.f32(float)
declare float @llvm.floor.f32(float)
declare float @llvm.exp.f32(float)
declare float @llvm.log.f32(float)
declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2}
