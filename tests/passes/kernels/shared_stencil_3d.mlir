// A stencil through workgroup memory (tests/passes/test_spmd_vectorize_multirow.py):
// every thread stores its input at its linear id in the block's tile, waits at a
// barrier, then reads its x and y neighbours (wrapping inside the block); thread_id x,
// y and z all reach the result, and a branch on the parity of y diverges inside a
// subgroup that spans rows.  The tile holds up to 256 threads.
gpu.module @m {
  gpu.func @stencil(%in: memref<?xi32>, %out: memref<?xi32>, %n: i32) workgroup(%tile: memref<256xi32, #gpu.address_space<workgroup>>) kernel {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %tz = gpu.thread_id z
    %bx = gpu.block_dim x
    %by = gpu.block_dim y
    %bz = gpu.block_dim z
    %gx = gpu.global_id x
    %gy = gpu.global_id y
    %gz = gpu.global_id z
    %gdx = gpu.grid_dim x
    %gdy = gpu.grid_dim y
    %sx = arith.muli %gdx, %bx : index
    %sy = arith.muli %gdy, %by : index
    %r0 = arith.muli %gz, %sy : index
    %r1 = arith.addi %r0, %gy : index
    %r2 = arith.muli %r1, %sx : index
    %g = arith.addi %r2, %gx : index
    %l0 = arith.muli %tz, %by : index
    %l1 = arith.addi %l0, %ty : index
    %l2 = arith.muli %l1, %bx : index
    %l = arith.addi %l2, %tx : index
    %v = memref.load %in[%g] : memref<?xi32>
    memref.store %v, %tile[%l] : memref<256xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %xr = arith.addi %tx, %c1 : index
    %xw = arith.remsi %xr, %bx : index
    %yr = arith.addi %ty, %c1 : index
    %yw = arith.remsi %yr, %by : index
    %e0 = arith.muli %l1, %bx : index
    %e = arith.addi %e0, %xw : index
    %s0 = arith.muli %tz, %by : index
    %s1 = arith.addi %s0, %yw : index
    %s2 = arith.muli %s1, %bx : index
    %s = arith.addi %s2, %tx : index
    %ve = memref.load %tile[%e] : memref<256xi32, #gpu.address_space<workgroup>>
    %vs = memref.load %tile[%s] : memref<256xi32, #gpu.address_space<workgroup>>
    %c3 = arith.constant 3 : i32
    %vs3 = arith.muli %vs, %c3 : i32
    %a = arith.addi %v, %ve : i32
    %b = arith.addi %a, %vs3 : i32
    %par = arith.remsi %ty, %c2 : index
    %even = arith.cmpi eq, %par, %c0 : index
    %tyi = arith.index_cast %ty : index to i32
    %tzi = arith.index_cast %tz : index to i32
    %c100 = arith.constant 100 : i32
    %c10000 = arith.constant 10000 : i32
    %yy = arith.muli %tyi, %c100 : i32
    %zz = arith.muli %tzi, %c10000 : i32
    %yz = arith.addi %yy, %zz : i32
    %res = scf.if %even -> (i32) {
      %q = arith.addi %b, %yz : i32
      scf.yield %q : i32
    } else {
      %q = arith.subi %b, %n : i32
      scf.yield %q : i32
    }
    memref.store %res, %out[%g] : memref<?xi32>
    gpu.return
  }
}
