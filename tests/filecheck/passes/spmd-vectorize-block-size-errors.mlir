// A kernel that declares its block size keeps it: block-size must agree.
// RUN: not simd-opt %s -p 'spmd-vectorize{width=4 block-size=8}' 2>&1 | filecheck %s --check-prefix=CLASH
// CLASH: spmd-vectorize: the kernel declares block size (2, 2, 1), block-size says (8, 1, 1)
func.func @declared(%out: memref<?xi32>) attributes {gpu.known_block_size = array<i32: 2, 2, 1>} {
  %tx = gpu.thread_id x
  %v = arith.index_cast %tx : index to i32
  memref.store %v, %out[%tx] : memref<?xi32>
  func.return
}
