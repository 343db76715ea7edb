// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s --check-prefix=UNKNOWN
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform block-size=4,2}' | filecheck %s --check-prefix=KNOWN
// RUN: simd-run %s --grid 2 --block 4,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=RES
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform block-size=4,2},divergence-scalarize,canonicalize' -o %t.k.mlir && simd-run %t.k.mlir --grid 2 --block 4,2 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=RES
// RUN: simd-opt %t.k.mlir -p 'convert-simd-to-lockstep' -o %t.l.mlir && simd-run %t.l.mlir --grid 2 --block 4,2 --width 4 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=RES
// RUN: not simd-run %t.k.mlir --grid 2 --block 8 --args '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' 2>&1 | filecheck %s --check-prefix=OTHER
// RUN: not simd-opt %s -p 'spmd-vectorize{width=4 block-size=4,2,1,1}' 2>&1 | filecheck %s --check-prefix=BAD
// RUN: not simd-opt %s -p 'spmd-vectorize{width=4 block-size=0,2}' 2>&1 | filecheck %s --check-prefix=BAD
//
// A 2-D kernel that declares no block size: a subgroup may span rows, so y is built
// per lane (a vector: vdiv, vrem of the lane's linear id) and every op reading it is a
// vector op.  `block-size=4,2` declares the launch's block (`gpu.known_block_size`, as if
// the source had): its x size is a multiple of W, each subgroup is one row, y is one
// scalar per subgroup, and 8 threads need no tail mask.  Same results (RES); simd-run
// refuses another block for the declared program (OTHER).

// UNKNOWN-LABEL: func.func @rows(%out: memref<?xi32>, %group_base: i32) {
// UNKNOWN:         simd.vdiv %linear
// UNKNOWN:         %ty = simd.vrem

// KNOWN-LABEL: func.func @rows(%out: memref<?xi32>, %group_base: i32) attributes {gpu.known_block_size = array<i32: 4, 2, 1>}
// KNOWN-NOT:     simd.vdiv
// KNOWN-NOT:     simd.vrem
// KNOWN-NOT:     simd.pfirst
// KNOWN:         arith.divui %sg_base
// KNOWN:         func.return

// RES: "memrefs": {{\[}}[0, 10, 20, 30, 1, 11, 21, 31, 100, 110, 120, 130, 101, 111, 121, 131]]
// OTHER: 'rows' has known_block_size = 4,2,1, but the launch has block 8,1,1
// BAD: spmd-vectorize: block-size must be 1 to 3 positive sizes X[,Y[,Z]]

func.func @rows(%out: memref<?xi32>) {
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y
  %bx = gpu.block_id x
  %gx = gpu.global_id x
  %c10 = arith.constant 10 : index
  %c100 = arith.constant 100 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %a = arith.muli %tx, %c10 : index
  %b = arith.addi %a, %ty : index
  %c = arith.muli %bx, %c100 : index
  %v = arith.addi %b, %c : index
  %row = arith.muli %ty, %c4 : index
  %blk = arith.muli %bx, %c8 : index
  %i0 = arith.addi %row, %tx : index
  %i = arith.addi %i0, %blk : index
  %vi = arith.index_cast %v : index to i32
  memref.store %vi, %out[%i] : memref<?xi32>
  func.return
}

