// RUN: simd-run %s --threads 6 --width 4 --args '[5, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse,dce' -o %t.mlir
// RUN: simd-run %t.mlir --threads 6 --width 4 --args '[5, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: filecheck %s < %t.mlir
//
// A bounds check inside a loop whose bound changes every iteration (`t < s`, s halving,
// as a tree reduction's `if (l < s)`), in a kernel that builds the thread-id vector
// anyway (the store's addresses 3t): spmd-vectorize's count `pfirst (max(s, x0) - x0)`
// runs per iteration (two scalar ops and a mask op); the compare of the id vector with
// the bound's broadcast is two (`vbcast`, `vcmp`), as naive+ds has it.  So
// `divergence-scalarize` rewrites it in the loop too, not only in the entry block.
//
// OUT: "memrefs": {{\[}}[3, 0, 0, 2, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0]]
// CHECK:       %tids = simd.vadd
// CHECK:       scf.while
// CHECK-NOT:   arith.maxsi
// CHECK:       ^bb0(%[[S:.*]]: i32,
// CHECK-NEXT:    %[[B:.*]] = simd.s2vb %[[S]] : vector<4xi32>
// CHECK-NEXT:    %lt = simd.vcmp slt, %tids, %[[B]] : vector<4xi32>
// CHECK-NOT:   simd.pfirst
// CHECK:       func.return
func.func @halving(%n: i32, %out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %r:2 = scf.while (%s = %n, %acc = %c0) : (i32, i32) -> (i32, i32) {
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
  %a = arith.muli %t, %c3 : i32
  %i = arith.index_cast %a : i32 to index
  memref.store %r#1, %out[%i] : memref<?xi32>
  func.return
}
