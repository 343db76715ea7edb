// An SPMD kernel whose loop bound passes through a divergent if that yields the same
// value on both sides: naive spmd-vectorize builds a masked (active-lane) loop whose
// mask the analysis of the vectorized program proves uniform; divergence-scalarize then
// carries that mask as an i1 through the scf.while and guards the masked scatter with
// it.  Every stage, run over the same launch, stores 0, 1, 2 and returns 3 in every thread.
//
// RUN: simd-run %s --threads 4 --width 4 --args '[3, [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=SPMD
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' -o %t.naive.mlir && simd-run %t.naive.mlir --threads 4 --args '[3, [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=SPMD
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive},divergence-scalarize' -o %t.ds.mlir && simd-run %t.ds.mlir --threads 4 --args '[3, [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=SPMD
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse,dce' -o %t.u.mlir && simd-run %t.u.mlir --threads 4 --args '[3, [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=SPMD
//
// SPMD: {"results": {{\[}}[3], [3], [3], [3]], "memrefs": {{\[}}[0, 1, 2, 0, 0, 0, 0, 0]],
func.func @kernel(%n: i32, %out: memref<8xi32>) -> i32 {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %p = arith.cmpi slt, %t, %n : i32
  %a = scf.if %p -> (i32) {
    scf.yield %n : i32
  } else {
    scf.yield %n : i32
  }
  %w = scf.while (%i = %c0) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %a : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%j: i32):
    %ji = arith.index_cast %j : i32 to index
    memref.store %j, %out[%ji] : memref<8xi32>
    %j1 = arith.addi %j, %c1 : i32
    scf.yield %j1 : i32
  }
  func.return %w : i32
}
