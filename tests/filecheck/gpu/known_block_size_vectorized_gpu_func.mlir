// A gpu.func vectorized for a declared block (`spmd-vectorize{block-size=4,2}` writes the
// `gpu.known_block_size` attribute, as on a func.func) builds the row form for that block
// only: every engine refuses another block, as for the gpu.func's own property
// (known_block_size.mlir).  Once the launch was checked for the property alone, and a
// block of 8 ran the 4x2 program silently.
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform block-size=4,2}' -o %t.v.mlir
// RUN: simd-opt %t.v.mlir -p convert-simd-to-lockstep -o %t.l.mlir
// RUN: simd-run %s --grid 1 --block 4,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=RES
// RUN: simd-run %t.v.mlir --grid 1 --block 4,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=RES
// RUN: simd-run %t.l.mlir --grid 1 --block 4,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=RES
// RUN: not simd-run %t.v.mlir --grid 1 --block 8 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' 2>&1 | filecheck %s --check-prefix=OTHER
// RUN: not simd-run %t.v.mlir --grid 1 --block 8 --width 4 --engine jit --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' 2>&1 | filecheck %s --check-prefix=OTHER
// RUN: not simd-run %t.l.mlir --grid 1 --block 8 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' 2>&1 | filecheck %s --check-prefix=OTHER
// RES: "memrefs": {{\[}}[0, 1, 2, 3, 10, 11, 12, 13]]
// OTHER: simd-run: error: 'k' has known_block_size = 4,2,1, but the launch has block 8,1,1
gpu.module @m {
  gpu.func @k(%out: memref<8xi32>) kernel {
    %tx = gpu.thread_id x
    %ty = gpu.thread_id y
    %c4 = arith.constant 4 : index
    %c10 = arith.constant 10 : index
    %row = arith.muli %ty, %c4 : index
    %i = arith.addi %row, %tx : index
    %y10 = arith.muli %ty, %c10 : index
    %s = arith.addi %y10, %tx : index
    %v = arith.index_cast %s : index to i32
    memref.store %v, %out[%i] : memref<8xi32>
    gpu.return
  }
}
