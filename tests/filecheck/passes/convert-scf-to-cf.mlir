// RUN: simd-opt %s -p convert-scf-to-cf | filecheck %s
// RUN: simd-run %s --threads 6 --width 4 --args '[[0, 0, 0, 0, 0, 0]]' | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p convert-scf-to-cf -o %t.cf.mlir
// RUN: simd-run %t.cf.mlir --threads 6 --width 4 --check-divergence --args '[[0, 0, 0, 0, 0, 0]]' | filecheck %s --check-prefix=OUT
// `convert-scf-to-cf` lowers scf.while (xDSL 0.74's pass has no pattern for it and, with
// an scf.if inside the while, left an invalid multi-block while region); the lowered
// kernel computes the same memory as the structured one.

// CHECK-LABEL: func.func @if_inside_while
// CHECK:         cf.br ^[[BEFORE:bb[0-9]+]](%{{.*}} : i32)
// CHECK-NEXT:  ^[[BEFORE]](%[[I:.*]]: i32):
// CHECK-NEXT:    %[[C:.*]] = arith.cmpi slt, %[[I]], %{{.*}} : i32
// CHECK-NEXT:    cf.cond_br %[[C]], ^[[AFTER:bb[0-9]+]](%[[I]] : i32), ^[[EXIT:bb[0-9]+]](%[[I]] : i32)
// CHECK-NEXT:  ^[[AFTER]](%{{.*}}: i32):
// CHECK:         cf.cond_br
// CHECK:         cf.br ^[[BEFORE]](%{{.*}} : i32)
// CHECK-NEXT:  ^[[EXIT]](%[[R:.*]]: i32):
// CHECK:         memref.store %[[R]]
// CHECK-NOT:     scf.
// OUT: [0, 1, 3, 3, 5, 5]
func.func @if_inside_while(%m: memref<?xi32>) {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.while (%i = %c0) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %t : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%i: i32):
    %odd = arith.andi %i, %c1 : i32
    %b = arith.cmpi eq, %odd, %c1 : i32
    %j = scf.if %b -> (i32) {
      %a = arith.addi %i, %c2 : i32
      scf.yield %a : i32
    } else {
      %a = arith.addi %i, %c1 : i32
      scf.yield %a : i32
    }
    scf.yield %j : i32
  }
  %ti = arith.index_cast %t : i32 to index
  memref.store %r, %m[%ti] : memref<?xi32>
  func.return
}
