// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
// RUN: simd-run %s --threads 8 --width 8 --check-divergence --json --args '[[0], 3]' | filecheck %s --check-prefix=DYN
// DYN: "divergence_violations": []
//
// Rule 2, an exit phi fed only by a value defined outside the exited loop
// (/work/shared/precision e2): the inner loop {I, D, Lat} is left only by the
// divergent branch in D, straight to the outer header O (the outer latch edge).
// Threads arrive at O after different numbers of inner iterations but in the same
// outer iteration, and every edge from inside the inner loop passes %uni_iv.next,
// defined outside it: %uni_iv stays uniform, and so do %uni_oc and O's branch (LLVM 22
// agrees).  %uni_j is uniform too; LLVM 22 calls it divergent, but only for this order
// of the phi's incoming values (an order-dependent join, see
// benchmarks/llvm_compare/README.md).
//
//   bb0 -> O(%uni_iv) --%uni_oc--> I(%uni_j) -> D --%div_dv--> Lat -> I
//          ^    \                               |
//          |     X                              |
//          +------------------------------------+
//
// CHECK-LABEL: divergence @kernel
// CHECK-NEXT:  uniform %uni_out
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  uniform %uni_zero_idx
// CHECK-NEXT:  uniform %uni_k0
// CHECK-NEXT:  uniform %uni_k1
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_iv
// CHECK-NEXT:  uniform %uni_iv.next
// CHECK-NEXT:  uniform %uni_oc
// CHECK-NEXT:  uniform %uni_j
// CHECK-NEXT:  uniform %uni_j.next
// CHECK-NEXT:  divergent %div_dv
// CHECK-NEXT:  uniform-branch ^O
// CHECK-NEXT:  divergent-branch ^D
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @kernel(%uni_out: memref<?xi32>, %uni_n: i32) {
  %uni_zero_idx = arith.constant 0 : index
  %uni_k0 = arith.constant 0 : i32
  %uni_k1 = arith.constant 1 : i32
  %div_tid = simd.thread_id : i32
  cf.br ^O(%uni_k0 : i32)
^O(%uni_iv: i32):
  %uni_iv.next = arith.addi %uni_iv, %uni_k1 : i32
  %uni_oc = arith.cmpi slt, %uni_iv, %uni_n : i32
  cf.cond_br %uni_oc, ^I(%uni_k0 : i32), ^X
^I(%uni_j: i32):
  %uni_j.next = arith.addi %uni_j, %uni_k1 : i32
  cf.br ^D
^D:
  %div_dv = arith.cmpi slt, %uni_j, %div_tid : i32
  cf.cond_br %div_dv, ^Lat, ^O(%uni_iv.next : i32)
^Lat:
  cf.br ^I(%uni_j.next : i32)
^X:
  memref.store %uni_iv, %uni_out[%uni_zero_idx] : memref<?xi32>
  func.return
}
