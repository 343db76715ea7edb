; select -> arith.select; freeze is its operand (a frozen value is the value); fneg ->
; arith.negf; poison and undef operands -> ub.poison.
; RUN: simd-opt %s | filecheck %s

; CHECK-LABEL: func.func @k(%c: i1, %a: f32, %b: i32, %o: memref<?xf32>, %oi: memref<?xi32>) {
; CHECK:         %[[P:.*]] = ub.poison : i32
; CHECK:         %n = arith.negf %a : f32
; CHECK-NEXT:    %s = arith.select %c, %n, %a : f32
; CHECK-NEXT:    %u = arith.select %c, %b, %[[P]] : i32
; CHECK-NEXT:    %v = arith.select %c, %b, %[[P]] : i32
; CHECK-NEXT:    %w = arith.addi %b, %v : i32
define amdgpu_kernel void @k(i1 %c, float %a, i32 %b, ptr addrspace(1) %o, ptr addrspace(1) %oi) {
  %n = fneg float %a
  %s = select i1 %c, float %n, float %a
  %u = select i1 %c, i32 %b, i32 undef
  %v = select i1 %c, i32 %b, i32 poison
  %f = freeze i32 %b
  %w = add i32 %f, %v
  store float %s, ptr addrspace(1) %o
  store i32 %w, ptr addrspace(1) %oi
  store i32 %u, ptr addrspace(1) %oi
  ret void
}
