// The SPMD kernel of ../vectorized_launch_queries.mlir: the same rows, per thread.
func.func @kernel(%out: memref<12xi32>) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %bx = gpu.block_id x
  %by = gpu.block_id y
  %sg = gpu.subgroup_id : index
  %nsg = gpu.num_subgroups : index
  %w = gpu.subgroup_size : index
  %dx = gpu.block_dim x
  %dy = gpu.block_dim y
  %gx = gpu.grid_dim x
  %gy = gpu.grid_dim y
  %gid = simd.thread_id : i32
  %lane = gpu.lane_id
  %lane32 = arith.index_cast %lane : index to i32
  %base = arith.subi %gid, %lane32 : i32
  %gidx = arith.index_cast %gid : i32 to index
  memref.store %gid, %out[%gidx] : memref<12xi32>
  %twice = arith.addi %gid, %gid : i32
  %r0 = arith.index_cast %bx : index to i32
  %r1 = arith.index_cast %by : index to i32
  %r2 = arith.index_cast %sg : index to i32
  %r3 = arith.index_cast %nsg : index to i32
  %r4 = arith.index_cast %w : index to i32
  %r5 = arith.index_cast %dx : index to i32
  %r6 = arith.index_cast %dy : index to i32
  %r7 = arith.index_cast %gx : index to i32
  %r8 = arith.index_cast %gy : index to i32
  func.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %base, %gid, %twice : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}
