// The SPMD kernel of ../vectorized_barrier_reverse.mlir: each block reverses its part
// of %in through workgroup memory, a gpu.barrier between the writes and the reads.
gpu.module @m {
  gpu.func @reverse(%in: memref<?xi32>, %out: memref<?xi32>) workgroup(%tile : memref<8xi32, #gpu.address_space<workgroup>>) kernel {
    %t = gpu.thread_id x
    %g = gpu.global_id x
    %n = gpu.block_dim x
    %c1 = arith.constant 1 : index
    %x = memref.load %in[%g] : memref<?xi32>
    memref.store %x, %tile[%t] : memref<8xi32, #gpu.address_space<workgroup>>
    gpu.barrier
    %last = arith.subi %n, %c1 : index
    %j = arith.subi %last, %t : index
    %r = memref.load %tile[%j] : memref<8xi32, #gpu.address_space<workgroup>>
    memref.store %r, %out[%g] : memref<?xi32>
    gpu.return
  }
}
