// The gpu ids of a vectorized program, run over launches by simd-run, give the SPMD
// executor's memory: 2-D blocks whose rows are whole subgroups (4x3 at W=4, 6x2 at
// W=2) and 1-D blocks of 3 threads (one partial subgroup per block: the tail mask),
// in both modes, after divergence-scalarize, and (4x3) on the lockstep machine.
// DEFINE: %{args} = '[[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 40]'
// RUN: simd-run %s --grid 2,2 --block 4,3 --width 4 --json --args %{args} | filecheck %s --check-prefix=A
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' -o %t.nA.mlir && simd-run %t.nA.mlir --grid 2,2 --block 4,3 --json --args %{args} | filecheck %s --check-prefix=A
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse,dce' -o %t.uA.mlir && simd-run %t.uA.mlir --grid 2,2 --block 4,3 --json --args %{args} | filecheck %s --check-prefix=A
// RUN: simd-opt %t.uA.mlir -p convert-simd-to-lockstep -o %t.lA.mlir && simd-run %t.lA.mlir --grid 2,2 --block 4,3 --width 4 --json --args %{args} | filecheck %s --check-prefix=A
// A: "memrefs": {{\[}}[0, 1, 2, 3, 0, 1, 2, 3, 10, 11, 12, 13, 10, 11, 12, 13, 20, 21, 22, 23, 20, 21, 22, 23, 0, 1, 2, 3, 0, 1, 2, 3, 10, 11, 12, 13, 10, 11, 12, 13, 0, 0, 0, 0, 0, 0, 0, 0]]
// RUN: simd-run %s --grid 2,1 --block 3,1 --width 4 --json --args %{args} | filecheck %s --check-prefix=B
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' -o %t.nB.mlir && simd-run %t.nB.mlir --grid 2,1 --block 3,1 --json --args %{args} | filecheck %s --check-prefix=B
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse,dce' -o %t.uB.mlir && simd-run %t.uB.mlir --grid 2,1 --block 3,1 --json --args %{args} | filecheck %s --check-prefix=B
// B: "memrefs": {{\[}}[0, 1, 2, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
// RUN: simd-run %s --grid 1,2 --block 6,2 --width 2 --json --args %{args} | filecheck %s --check-prefix=C
// RUN: simd-opt %s -p 'spmd-vectorize{width=2 mode=uniform},divergence-scalarize,canonicalize,cse,dce' -o %t.uC.mlir && simd-run %t.uC.mlir --grid 1,2 --block 6,2 --json --args %{args} | filecheck %s --check-prefix=C
// C: "memrefs": {{\[}}[0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]
func.func @k(%out: memref<?xi32>, %n: i32) {
  %tx = gpu.thread_id x
  %ty = gpu.thread_id y
  %gx = gpu.global_id x
  %gy = gpu.global_id y
  %bx = gpu.block_dim x
  %gdx = gpu.grid_dim x
  %w = arith.muli %bx, %gdx : index
  %row = arith.muli %gy, %w : index
  %i = arith.addi %row, %gx : index
  %a = arith.index_cast %tx : index to i32
  %b = arith.index_cast %ty : index to i32
  %c10 = arith.constant 10 : i32
  %b10 = arith.muli %b, %c10 : i32
  %v = arith.addi %a, %b10 : i32
  %in = arith.index_cast %i : index to i32
  %p = arith.cmpi slt, %in, %n : i32
  scf.if %p {
    memref.store %v, %out[%i] : memref<?xi32>
  }
  func.return
}
