; An addrspace(4) constant table becomes a constant memref.global read through
; memref.get_global (uniform: every thread sees the same table).
; RUN: simd-opt %s | filecheck %s

; CHECK:       "memref.global"() <{sym_name = "tab", type = memref<4xi32>, initial_value = dense<[1, -2, 3, 40]> : tensor<4xi32>, sym_visibility = "private", constant}> : () -> ()
; CHECK-LABEL: func.func @k(%i: i32, %out: memref<?xi32>) {
; CHECK:         %tab = memref.get_global @tab : memref<4xi32>
; CHECK:         %x = memref.load %tab[%{{.*}}] : memref<4xi32>
@tab = internal addrspace(4) constant [4 x i32] [i32 1, i32 -2, i32 3, i32 40], align 4

define amdgpu_kernel void @k(i32 %i, ptr addrspace(1) %out) {
  %p = getelementptr inbounds i32, ptr addrspace(4) @tab, i32 %i
  %x = load i32, ptr addrspace(4) %p
  store i32 %x, ptr addrspace(1) %out
  ret void
}
