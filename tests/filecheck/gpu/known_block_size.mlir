// A gpu.func's known_block_size / known_grid_size (MLIR's launch hints) must match the
// launch: running it otherwise is an error, not a silent run of another geometry.
// RUN: simd-run %s --grid 2 --block 4 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s
// CHECK: "memrefs": {{\[}}[0, 1, 2, 3, 4, 5, 6, 7]]
// RUN: not simd-run %s --grid 2 --block 2,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' 2>&1 | filecheck %s --check-prefix=BLOCK
// BLOCK: simd-run: error: 'k' has known_block_size = 4,1,1, but the launch has block 2,2,1
// RUN: not simd-run %s --threads 4 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' 2>&1 | filecheck %s --check-prefix=GRID
// GRID: simd-run: error: 'k' has known_grid_size = 2,1,1, but the launch has grid 1,1,1
// A {simd.divergent} argument of a gpu.func is divergent for the analysis too.
// RUN: simd-run %s --entry d --threads 4 --width 4 --check-divergence --args '[[1, 2, 3, 4], [0, 0, 0, 0]]' --json | filecheck %s --check-prefix=DIV
// DIV: "memrefs": {{\[}}[2, 4, 6, 8]]
// DIV: "divergence_violations": []
gpu.module @m {
  gpu.func @k(%out: memref<8xindex>) kernel attributes {known_block_size = array<i32: 4, 1, 1>, known_grid_size = array<i32: 2, 1, 1>} {
    %g = gpu.global_id x
    memref.store %g, %out[%g] : memref<8xindex>
    gpu.return
  }
  gpu.func @d(%x: i32 {simd.divergent}, %out: memref<4xi32>) kernel {
    %t = gpu.thread_id x
    %y = arith.addi %x, %x : i32
    memref.store %y, %out[%t] : memref<4xi32>
    gpu.return
  }
}
