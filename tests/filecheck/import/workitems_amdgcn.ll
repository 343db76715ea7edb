; AMDGPU work-item intrinsics -> gpu ops (index, cast to the LLVM type); the group size
; and grid size loads through llvm.amdgcn.implicitarg.ptr (code object v5: block counts
; at bytes 0/4/8, group sizes at 12/14/16) and llvm.amdgcn.dispatch.ptr (group sizes at
; 4/6/8, grid sizes in work-items at 12/16/20); s.barrier -> gpu.barrier.
; RUN: simd-opt %s | filecheck %s

; CHECK-LABEL: func.func @k(%o: memref<?xi32>) {
; CHECK:         %[[TX:.*]] = gpu.thread_id x
; CHECK-NEXT:    %tx = arith.index_cast %[[TX]] : index to i32
; CHECK-NEXT:    %[[TY:.*]] = gpu.thread_id y
; CHECK-NEXT:    %ty = arith.index_cast %[[TY]] : index to i32
; CHECK-NEXT:    %[[TZ:.*]] = gpu.thread_id z
; CHECK-NEXT:    %tz = arith.index_cast %[[TZ]] : index to i32
; CHECK-NEXT:    %[[BX:.*]] = gpu.block_id x
; CHECK-NEXT:    %bx = arith.index_cast %[[BX]] : index to i32
; CHECK-NEXT:    %[[BY:.*]] = gpu.block_id y
; CHECK-NEXT:    %by = arith.index_cast %[[BY]] : index to i32
; CHECK-NEXT:    %[[NB:.*]] = gpu.grid_dim x
; CHECK-NEXT:    %nblocks = arith.index_cast %[[NB]] : index to i32
; CHECK-NEXT:    %[[GS:.*]] = gpu.block_dim y
; CHECK-NEXT:    %gsize = arith.index_cast %[[GS]] : index to i16
; CHECK-NEXT:    %[[DX:.*]] = gpu.block_dim x
; CHECK-NEXT:    %dsize = arith.index_cast %[[DX]] : index to i16
; CHECK-NEXT:    %[[A:.*]] = gpu.block_dim z
; CHECK-NEXT:    %[[B:.*]] = gpu.grid_dim z
; CHECK-NEXT:    %[[AB:.*]] = arith.muli %[[A]], %[[B]] : index
; CHECK-NEXT:    %gridz = arith.index_cast %[[AB]] : index to i32
; CHECK-NEXT:    gpu.barrier
define amdgpu_kernel void @k(ptr addrspace(1) %o) {
  %tx = call i32 @llvm.amdgcn.workitem.id.x()
  %ty = call i32 @llvm.amdgcn.workitem.id.y()
  %tz = call i32 @llvm.amdgcn.workitem.id.z()
  %bx = call i32 @llvm.amdgcn.workgroup.id.x()
  %by = call i32 @llvm.amdgcn.workgroup.id.y()
  %imp = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %nblocks = load i32, ptr addrspace(4) %imp, align 4
  %gp = getelementptr inbounds nuw i8, ptr addrspace(4) %imp, i64 14
  %gsize = load i16, ptr addrspace(4) %gp, align 2
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %dxp = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 4
  %dsize = load i16, ptr addrspace(4) %dxp, align 4
  %gzp = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 20
  %gridz = load i32, ptr addrspace(4) %gzp, align 4
  call void @llvm.amdgcn.s.barrier()
  %s1 = add i32 %tx, %ty
  %s2 = add i32 %s1, %tz
  %s3 = add i32 %s2, %bx
  %s4 = add i32 %s3, %by
  %s5 = add i32 %s4, %nblocks
  %g32 = zext i16 %gsize to i32
  %s6 = add i32 %s5, %g32
  %d32 = zext i16 %dsize to i32
  %s7 = add i32 %s6, %d32
  %s8 = add i32 %s7, %gridz
  store i32 %s8, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workitem.id.z()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare void @llvm.amdgcn.s.barrier()
