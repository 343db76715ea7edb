; Small LLVM vectors are split into one scalar per lane (`%x.lN`): vector arguments,
; loads and stores (consecutive elements), element-wise ops, constant-lane
; extractelement/insertelement/shufflevector.
; RUN: simd-opt %s | filecheck %s

; CHECK-LABEL: func.func @k(%a: memref<?xf32>, %v.l0: f32, %v.l1: f32, %v.l2: f32, %v.l3: f32) {
; CHECK:         %[[I0:.*]] = arith.constant 4 : index
; CHECK-NEXT:    %[[I1:.*]] = arith.constant 5 : index
; CHECK:         %x.l0 = memref.load %a[%[[I0]]] : memref<?xf32>
; CHECK-NEXT:    %x.l1 = memref.load %a[%[[I1]]] : memref<?xf32>
; CHECK-NEXT:    %x.l2 = memref.load %a[%{{.*}}] : memref<?xf32>
; CHECK-NEXT:    %x.l3 = memref.load %a[%{{.*}}] : memref<?xf32>
; CHECK-NEXT:    %s.l0 = arith.addf %x.l0, %v.l0 : f32
; CHECK-NEXT:    %s.l1 = arith.addf %x.l1, %v.l1 : f32
; CHECK-NEXT:    %s.l2 = arith.addf %x.l2, %v.l2 : f32
; CHECK-NEXT:    %s.l3 = arith.addf %x.l3, %v.l3 : f32
; CHECK-NEXT:    %t = arith.mulf %s.l2, %s.l1 : f32
; CHECK-NEXT:    memref.store %s.l3, %a[%[[I0]]] : memref<?xf32>
; CHECK-NEXT:    memref.store %t, %a[%[[I1]]] : memref<?xf32>
define amdgpu_kernel void @k(ptr addrspace(1) %a, <4 x float> %v) {
  %p = getelementptr <4 x float>, ptr addrspace(1) %a, i32 1
  %x = load <4 x float>, ptr addrspace(1) %p
  %s = fadd <4 x float> %x, %v
  %e2 = extractelement <4 x float> %s, i32 2
  %sh = shufflevector <4 x float> %s, <4 x float> poison, <2 x i32> <i32 3, i32 1>
  %e1 = extractelement <2 x float> %sh, i64 1
  %t = fmul float %e2, %e1
  %r = insertelement <2 x float> %sh, float %t, i32 1
  store <2 x float> %r, ptr addrspace(1) %p
  ret void
}
