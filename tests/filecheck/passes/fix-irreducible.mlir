// RUN: simd-opt %s -p fix-irreducible | filecheck %s
// RUN: simd-run %s --threads 8 --width 4 --check-divergence --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p fix-irreducible -o %t.mlir
// RUN: simd-run %t.mlir --threads 8 --width 4 --check-divergence --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p lift-cf-to-scf,spmd-vectorize{width=4\ mode=uniform} -o %t.v.mlir
// RUN: simd-run %t.v.mlir --threads 8 --args '[[0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s --check-prefix=OUT
// fix-irreducible: the cycle ^a <-> ^b, entered at ^a (odd threads) and at ^b (even
// threads, divergent), gets a dispatch block that takes the entry's number and the union
// of the entries' arguments; every edge into ^a or ^b goes through it.  Same memory before
// and after (SPMD executor, checked against the divergence analysis).
//
//        entry
//        /   \      (divergent)
//      ^a <-> ^b
//        \   /
//        ^exit

// CHECK-LABEL: func.func @two_entry_cycle
// CHECK:         cf.cond_br %odd, ^[[D:bb[0-9]+]](%{{.*}}, %c0, %{{.*}} : i32, i32, i32), ^[[D]](%{{.*}}, %{{.*}}, %c0 : i32, i32, i32)
// CHECK-NEXT:  ^[[D]](%[[SEL:.*]]: i32, %[[AI:.*]]: i32, %[[BI:.*]]: i32):
// CHECK-NEXT:    cf.switch %[[SEL]] : i32, [
// CHECK-NEXT:      default: ^[[A:.*]](%[[AI]] : i32),
// CHECK-NEXT:      1: ^[[B:.*]](%[[BI]] : i32)
// CHECK-NEXT:    ]
// CHECK:         cf.br ^[[D]]
// CHECK:         cf.cond_br %{{.*}}, ^[[D]]
// OUT: "memrefs": {{\[}}[5, 4, 5, 4, 5, 4, 5, 4]]
func.func @two_entry_cycle(%out: memref<?xi32>) {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %bit = arith.andi %t, %c1 : i32
  %odd = arith.cmpi eq, %bit, %c1 : i32
  cf.cond_br %odd, ^a(%c0 : i32), ^b(%c0 : i32)
^a(%i: i32):
  %i1 = arith.addi %i, %c1 : i32
  cf.br ^b(%i1 : i32)
^b(%j: i32):
  %j1 = arith.addi %j, %c1 : i32
  %more = arith.cmpi slt, %j1, %c4 : i32
  cf.cond_br %more, ^a(%j1 : i32), ^exit(%j1 : i32)
^exit(%r: i32):
  %ti = arith.index_cast %t : i32 to index
  memref.store %r, %out[%ti] : memref<?xi32>
  func.return
}
