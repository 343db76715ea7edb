// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
// RUN: simd-run %s --threads 16 --width 8 --check-divergence --json --args '[[0], 3]' | filecheck %s --check-prefix=DYN
// DYN: "divergence_violations": []
//
// Rules 1 and 5 (/work/shared/precision r1): the irreducible cycle {A, B} is entered
// at both entries by the divergent branch in bb0, so it is assumed divergent (diverged
// entry) and its values are divergent - except %uni_first, a readfirstlane (always
// uniform, LLVM's isAlwaysUniform; its user, the store, is not affected), and
// %uni_inv / %uni_inv2, which only depend on %uni_n and constants: the same value in
// every iteration (rule 5; LLVM 22 calls them divergent: "cycle invariant values may be
// assumed uniform, but that requires further analysis").
//
//   bb0 --%div_c--> A(%div_a) <--> B(%div_b) --%div_more--> X
//     \_____________________________^
//
// CHECK-LABEL: divergence @kernel
// CHECK-NEXT:  uniform %uni_out
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  uniform %uni_zero_idx
// CHECK-NEXT:  uniform %uni_k0
// CHECK-NEXT:  uniform %uni_k1
// CHECK-NEXT:  uniform %uni_k3
// CHECK-NEXT:  uniform %uni_k5
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  divergent %div_a
// CHECK-NEXT:  uniform %uni_first
// CHECK-NEXT:  uniform %uni_inv
// CHECK-NEXT:  uniform %uni_inv2
// CHECK-NEXT:  divergent %div_a.next
// CHECK-NEXT:  divergent %div_b
// CHECK-NEXT:  divergent %div_b.next
// CHECK-NEXT:  divergent %div_more
// CHECK-NEXT:  divergent-branch ^bb0
// CHECK-NEXT:  divergent-branch ^B
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @kernel(%uni_out: memref<?xi32>, %uni_n: i32) {
  %uni_zero_idx = arith.constant 0 : index
  %uni_k0 = arith.constant 0 : i32
  %uni_k1 = arith.constant 1 : i32
  %uni_k3 = arith.constant 3 : i32
  %uni_k5 = arith.constant 5 : i32
  %div_tid = simd.thread_id : i32
  %div_c = arith.cmpi slt, %div_tid, %uni_n : i32
  cf.cond_br %div_c, ^A(%uni_k0 : i32), ^B(%uni_k0 : i32)
^A(%div_a: i32):
  %uni_first = simd.readfirstlane %div_tid : i32
  %uni_inv = arith.muli %uni_n, %uni_k3 : i32
  %uni_inv2 = arith.addi %uni_inv, %uni_k1 : i32
  %div_a.next = arith.addi %div_a, %uni_k1 : i32
  memref.store %uni_first, %uni_out[%uni_zero_idx] : memref<?xi32>
  cf.br ^B(%div_a.next : i32)
^B(%div_b: i32):
  %div_b.next = arith.addi %div_b, %uni_k1 : i32
  %div_more = arith.cmpi slt, %div_b.next, %uni_k5 : i32
  cf.cond_br %div_more, ^A(%div_b.next : i32), ^X
^X:
  memref.store %div_b.next, %uni_out[%uni_zero_idx] : memref<?xi32>
  func.return
}
