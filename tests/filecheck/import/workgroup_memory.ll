; An addrspace(3) global (an OpenCL __local array) becomes a trailing kernel argument in
; workgroup memory (SPEC section 4: one copy per block), named after the global;
; constant GEP expressions into it become constant indices.
; RUN: simd-opt %s | filecheck %s

; CHECK-LABEL: func.func @k(%out: memref<?xi32>, %k.tile: memref<8xi32, #gpu.address_space<workgroup>>) {
; CHECK:         %[[FOUR:.*]] = arith.constant 4 : index
; CHECK:         %[[L:.*]] = gpu.thread_id x
; CHECK:         memref.store %v, %k.tile[%[[L]]] : memref<8xi32, #gpu.address_space<workgroup>>
; CHECK-NEXT:    gpu.barrier
; CHECK-NEXT:    %w = memref.load %k.tile[%[[FOUR]]] : memref<8xi32, #gpu.address_space<workgroup>>
@k.tile = internal addrspace(3) global [8 x i32] poison, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr [8 x i32], ptr addrspace(3) @k.tile, i32 0, i32 %l
  %v = add i32 %l, 1
  store i32 %v, ptr addrspace(3) %p
  call void @llvm.amdgcn.s.barrier()
  %w = load i32, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @k.tile, i32 16)
  store i32 %w, ptr addrspace(1) %out
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
