// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
// RUN: simd-run %s --threads 8 --width 8 --check-divergence --json --args '[[0], 150]' | filecheck %s --check-prefix=DYN
// RUN: simd-run %s --threads 8 --width 4 --check-divergence --json --args '[[0], 5]' | filecheck %s --check-prefix=DYN
// DYN: "divergence_violations": []
//
// Rule 3, the cycle hierarchy of an irreducible CFG (/work/shared/precision h1): the
// cycle {P, R, Q} has entries P and Q, both successors of bb0.  LLVM's CycleInfo DFS
// visits the last successor first, so its header is Q and {P, R} is a child loop
// (opt-22 -passes='print<cycles>': "entries(Q P) R", "entries(P) R"); we build the
// same forest.  The divergent branch in R then only makes Q a divergent exit of
// {P, R}: nothing is assumed divergent and %uni_p, %uni_p.next, %uni_inv, %uni_qc stay
// uniform.  (With header P there would be no child loop, P would be a join that
// neither R nor the header strictly dominates, and the whole cycle divergent.)
//
//   bb0 --%uni_u--> P(%uni_p) -> R --%div_dv--> P | Q
//    \                ^                              |
//     +-------------> Q --%uni_qc--> P | X  <--------+
//
// CHECK-LABEL: divergence @kernel
// CHECK-NEXT:  uniform %uni_out
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  uniform %uni_zero_idx
// CHECK-NEXT:  uniform %uni_k0
// CHECK-NEXT:  uniform %uni_k1
// CHECK-NEXT:  uniform %uni_k7
// CHECK-NEXT:  uniform %uni_k100
// CHECK-NEXT:  uniform %uni_k1000
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_u
// CHECK-NEXT:  uniform %uni_p
// CHECK-NEXT:  uniform %uni_p.next
// CHECK-NEXT:  uniform %uni_inv
// CHECK-NEXT:  divergent %div_dv
// CHECK-NEXT:  uniform %uni_qc
// CHECK-NEXT:  uniform-branch ^bb0
// CHECK-NEXT:  divergent-branch ^R
// CHECK-NEXT:  uniform-branch ^Q
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @kernel(%uni_out: memref<?xi32>, %uni_n: i32) {
  %uni_zero_idx = arith.constant 0 : index
  %uni_k0 = arith.constant 0 : i32
  %uni_k1 = arith.constant 1 : i32
  %uni_k7 = arith.constant 7 : i32
  %uni_k100 = arith.constant 100 : i32
  %uni_k1000 = arith.constant 1000 : i32
  %div_tid = simd.thread_id : i32
  %uni_u = arith.cmpi sgt, %uni_n, %uni_k100 : i32
  cf.cond_br %uni_u, ^P(%uni_k0 : i32), ^Q
^P(%uni_p: i32):
  %uni_p.next = arith.addi %uni_p, %uni_k1 : i32
  %uni_inv = arith.muli %uni_n, %uni_k7 : i32
  cf.br ^R
^R:
  %div_dv = arith.cmpi slt, %uni_p, %div_tid : i32
  cf.cond_br %div_dv, ^P(%uni_p.next : i32), ^Q
^Q:
  %uni_qc = arith.cmpi sgt, %uni_n, %uni_k1000 : i32
  cf.cond_br %uni_qc, ^P(%uni_k0 : i32), ^X
^X:
  memref.store %uni_n, %uni_out[%uni_zero_idx] : memref<?xi32>
  func.return
}
