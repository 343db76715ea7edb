// RUN: simd-run %s --threads 8 --width 4 --args '[2, 3, [5, 7, 11, 13], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.u.mlir
// RUN: simd-run %t.u.mlir --threads 8 --width 4 --args '[2, 3, [5, 7, 11, 13], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %t.u.mlir -p divergence-scalarize,canonicalize,cse,dce,convert-simd-to-lockstep -o %t.ls.mlir
// RUN: simd-run %t.ls.mlir --threads 8 --width 4 --args '[2, 3, [5, 7, 11, 13], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: filecheck %s < %t.u.mlir
//
// A uniform loop (scalar bounds) under a divergent mask that may be empty, whose body
// loads from a uniform address: the whole loop runs inside one `scf.if (simd.any
// %mask)`, where the mask is known non-empty, so the load runs unguarded - not one
// `simd.any` guard per load and iteration.  The second subgroup (threads 4-7, n = 2)
// has no active lane and skips the loop.
//
// OUT: "memrefs": {{\[}}[5, 7, 11, 13], [23, 24, 0, 0, 0, 0, 0, 0]]
//
// CHECK:      %[[ANY:.*]] = simd.any %{{.*}} : vector<4xi1>
// CHECK-NEXT: %{{.*}} = scf.if %[[ANY]] -> (vector<4xi32>) {
// CHECK-NEXT:   %{{.*}} = scf.for
// CHECK-NOT:      simd.any
// CHECK:          %x = memref.load %a[%{{.*}}] : memref<?xi32>
// CHECK:      } else {
// CHECK-NEXT:   %[[P:.*]] = ub.poison : vector<4xi32>
// CHECK-NEXT:   scf.yield %[[P]] : vector<4xi32>
func.func @sum(%n: i32, %m: index, %a: memref<?xi32>, %out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %in = arith.cmpi slt, %t, %n : i32
  scf.if %in {
    %s = scf.for %j = %c0 to %m step %c1 iter_args(%acc = %t) -> (i32) {
      %x = memref.load %a[%j] : memref<?xi32>
      %acc2 = arith.addi %acc, %x : i32
      scf.yield %acc2 : i32
    }
    %i = arith.index_cast %t : i32 to index
    memref.store %s, %out[%i] : memref<?xi32>
  }
  func.return
}
