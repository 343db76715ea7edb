; OpenCL work-item builtins (mangled names, as clang emits them without a library) ->
; gpu ops; get_global_size = block_dim * grid_dim; barrier -> gpu.barrier.  A
; spir_kernel is a kernel too.
; RUN: simd-opt %s | filecheck %s

; CHECK-LABEL: func.func @k(%o: memref<?xi64>) {
; CHECK:         %[[G:.*]] = gpu.global_id x
; CHECK-NEXT:    %gid = arith.index_cast %[[G]] : index to i64
; CHECK-NEXT:    %[[L:.*]] = gpu.thread_id y
; CHECK-NEXT:    %lid = arith.index_cast %[[L]] : index to i64
; CHECK-NEXT:    %[[B:.*]] = gpu.block_id z
; CHECK-NEXT:    %grp = arith.index_cast %[[B]] : index to i64
; CHECK-NEXT:    %[[S:.*]] = gpu.block_dim x
; CHECK-NEXT:    %lsz = arith.index_cast %[[S]] : index to i64
; CHECK-NEXT:    %[[N:.*]] = gpu.grid_dim x
; CHECK-NEXT:    %ngr = arith.index_cast %[[N]] : index to i64
; CHECK-NEXT:    %[[D:.*]] = gpu.block_dim x
; CHECK-NEXT:    %[[GD:.*]] = gpu.grid_dim x
; CHECK-NEXT:    %[[M:.*]] = arith.muli %[[D]], %[[GD]] : index
; CHECK-NEXT:    %gsz = arith.index_cast %[[M]] : index to i64
; CHECK-NEXT:    gpu.barrier
; CHECK-NEXT:    gpu.barrier
define spir_kernel void @k(ptr addrspace(1) %o) {
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %lid = call i64 @_Z12get_local_idj(i32 1)
  %grp = call i64 @_Z12get_group_idj(i32 2)
  %lsz = call i64 @_Z14get_local_sizej(i32 0)
  %ngr = call i64 @_Z14get_num_groupsj(i32 0)
  %gsz = call i64 @_Z15get_global_sizej(i32 0)
  call void @_Z7barrierj(i32 1)
  call void @_Z18work_group_barrierj(i32 1)
  %a = add i64 %gid, %lid
  %b = add i64 %a, %grp
  %c = add i64 %b, %lsz
  %d = add i64 %c, %ngr
  %e = add i64 %d, %gsz
  store i64 %e, ptr addrspace(1) %o
  ret void
}
declare i64 @_Z13get_global_idj(i32)
declare i64 @_Z12get_local_idj(i32)
declare i64 @_Z12get_group_idj(i32)
declare i64 @_Z14get_local_sizej(i32)
declare i64 @_Z14get_num_groupsj(i32)
declare i64 @_Z15get_global_sizej(i32)
declare void @_Z7barrierj(i32)
declare void @_Z18work_group_barrierj(i32)
