// RUN: simd-run %s --threads 6 --width 4 --args '[3, 5, [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse,dce' -o %t4.mlir
// RUN: simd-run %t4.mlir --threads 6 --width 4 --args '[3, 5, [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: filecheck %s < %t4.mlir
// RUN: simd-opt %s -p 'spmd-vectorize{width=8 mode=uniform},divergence-scalarize,canonicalize,cse,dce' -o %t8.mlir
// RUN: simd-run %t8.mlir --threads 6 --width 8 --args '[3, 5, [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: filecheck %s --check-prefix=W8 < %t8.mlir
//
// Three bounds checks on the thread id (`t < n` in the entry block, `t < s` in two
// halving loops) and no other reader of the id vector: `divergence-scalarize` builds
// `x0 + lanes` when the checks' savings, each one cycle (a `vbcast` and a `vcmp`
// against `maxsi`, `subi`, `pfirst`) weighed by its runs (a loop body counts
// LOOP_WEIGHT = 2), exceed the build: 1 + 2 + 2 = 5 cycles against 3 at W = 4 (the
// lane numbers 0..3 are the kernel's own constants: `s2v`, `s2vb` and the add), against
// 7 at W = 8 (four more constants), where the counts stay.
//
// OUT: "memrefs": {{\[}}[40, 16, 6, 8, 8, 3, 0, 0]]
// CHECK:       %lanes = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
// CHECK-NEXT:  %[[X:.*]] = simd.s2vb %group_base : vector<4xi32>
// CHECK-NEXT:  %ids = simd.vadd %[[X]], %lanes : vector<4xi32>
// CHECK:       %in = simd.vcmp slt, %ids,
// CHECK:       %lt = simd.vcmp slt, %ids,
// CHECK:       %lt_1 = simd.vcmp slt, %ids,
// CHECK-NOT:   arith.maxsi
// CHECK-NOT:   simd.pfirst
// CHECK:       func.return
// W8-NOT:      %ids
// W8:          arith.maxsi %n, %group_base
// W8:          %in = simd.pfirst
// W8:          %lt = simd.pfirst
// W8:          %lt_1 = simd.pfirst
func.func @two_halvings(%n: i32, %m: i32, %out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %in = arith.cmpi slt, %t, %n : i32
  %first = arith.select %in, %c2, %c3 : i32
  %r:2 = scf.while (%s = %m, %acc = %first) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi sgt, %s, %c0 : i32
    scf.condition(%go) %s, %acc : i32, i32
  } do {
  ^bb0(%s: i32, %acc: i32):
    %lt = arith.cmpi slt, %t, %s : i32
    %inc = arith.extui %lt : i1 to i32
    %acc2 = arith.addi %acc, %inc : i32
    %s2 = arith.shrui %s, %c1 : i32
    scf.yield %s2, %acc2 : i32, i32
  }
  %q:2 = scf.while (%s = %m, %acc = %r#1) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi sgt, %s, %c0 : i32
    scf.condition(%go) %s, %acc : i32, i32
  } do {
  ^bb0(%s: i32, %acc: i32):
    %lt = arith.cmpi slt, %t, %s : i32
    %dbl = arith.muli %acc, %c2 : i32
    %acc2 = arith.select %lt, %dbl, %acc : i32
    %s2 = arith.shrui %s, %c1 : i32
    scf.yield %s2, %acc2 : i32, i32
  }
  %i = arith.index_cast %t : i32 to index
  memref.store %q#1, %out[%i] : memref<?xi32>
  func.return
}
