; A buffer loaded as i32 and stored as float (it was refused before the byte-addressed
; model): addressed in i32 units, the float store is an arith.bitcast and an i32 store.
; RUN: simd-opt %s | filecheck %s
; RUN: simd-run %s --threads 1 --args '[[7]]' --json | filecheck %s --check-prefix=OUT
; CHECK-LABEL: func.func @k(%a: memref<?xi32>)
; CHECK:      %x = memref.load %a[%[[Z:.*]]] : memref<?xi32>
; CHECK-NEXT: %f = arith.sitofp %x : i32 to f32
; CHECK-NEXT: %[[B:.*]] = arith.bitcast %f : f32 to i32
; CHECK-NEXT: memref.store %[[B]], %a[%[[Z]]] : memref<?xi32>
; 7.0f is 0x40e00000:
; OUT: "memrefs": {{\[}}[1088421888]]
define amdgpu_kernel void @k(ptr addrspace(1) %a) {
  %x = load i32, ptr addrspace(1) %a
  %f = sitofp i32 %x to float
  store float %f, ptr addrspace(1) %a
  ret void
}
