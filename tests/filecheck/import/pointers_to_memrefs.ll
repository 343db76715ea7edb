; Pointer arguments of any address space become memrefs whose element type is the one
; they are accessed as; scalar arguments stay (uniform) kernel parameters; unused
; pointers are byte buffers.
; RUN: simd-opt %s | filecheck %s

; CHECK-LABEL: func.func @k(%a: memref<?xf32>, %b: memref<?xi32>, %c: memref<?xi16>, %n: i32, %unused: memref<?xi8>) {
; CHECK-NEXT:    %[[T:.*]] = gpu.thread_id x
; CHECK-NEXT:    %t = arith.index_cast %[[T]] : index to i32
; CHECK-NEXT:    %x = memref.load %a[%[[T]]] : memref<?xf32>
; CHECK-NEXT:    %y = memref.load %b[%[[T]]] : memref<?xi32>
; CHECK-NEXT:    %s = arith.addi %y, %n : i32
; CHECK-NEXT:    %h = arith.trunci %s : i32 to i16
; CHECK-NEXT:    memref.store %h, %c[%[[T]]] : memref<?xi16>
define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr %b, ptr addrspace(4) %c, i32 %n, ptr addrspace(1) %unused) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %t
  %x = load float, ptr addrspace(1) %pa
  %pb = getelementptr i32, ptr %b, i32 %t
  %y = load i32, ptr %pb
  %s = add i32 %y, %n
  %h = trunc i32 %s to i16
  %pc = getelementptr i16, ptr addrspace(4) %c, i32 %t
  store i16 %h, ptr addrspace(4) %pc
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
