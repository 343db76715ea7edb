// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
// RUN: simd-run %s --threads 16 --width 8 --check-divergence --json --args '[[0], 150]' | filecheck %s --check-prefix=DYN
// RUN: simd-run %s --threads 16 --width 4 --check-divergence --json --args '[[0], 300]' | filecheck %s --check-prefix=DYN
// DYN: "divergence_violations": []
//
// Rule 2, a divergent exit never makes an enclosing cycle diverged-entry
// (/work/shared/precision e1): the divergent branch in D leaves the reducible loop
// {Lh, D, Lat} to E, the second entry of the irreducible cycle {H, Lh, D, Lat, E}
// (header H).  E is a divergent exit of the inner loop, not a join of disjoint paths:
// its argument only gets %uni_hc.next (defined outside the inner loop) from inside it,
// so %uni_e is uniform, and the outer cycle stays m-converged (%uni_hc, %uni_hc.next,
// %uni_inv, %uni_ec uniform, as in LLVM 22).  %div_i is divergent: threads that went
// round through E and H re-enter Lh while others iterate there (LLVM agrees).
//
//   bb0 --%uni_u--> H(%uni_hc) -> Lh(%div_i) -> D --%div_dv--> E(%uni_e) --> H | X
//    \               ^             ^           |
//     Y --%uni_u2--> E             +--- Lat <--+ --%div_lc--> X(%div_r)
//
// CHECK-LABEL: divergence @kernel
// CHECK-NEXT:  uniform %uni_out
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  uniform %uni_zero_idx
// CHECK-NEXT:  uniform %uni_k0
// CHECK-NEXT:  uniform %uni_k1
// CHECK-NEXT:  uniform %uni_k3
// CHECK-NEXT:  uniform %uni_k4
// CHECK-NEXT:  uniform %uni_k5
// CHECK-NEXT:  uniform %uni_k7
// CHECK-NEXT:  uniform %uni_k100
// CHECK-NEXT:  uniform %uni_k200
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_u
// CHECK-NEXT:  uniform %uni_u2
// CHECK-NEXT:  uniform %uni_hc
// CHECK-NEXT:  uniform %uni_hc.next
// CHECK-NEXT:  divergent %div_i
// CHECK-NEXT:  divergent %div_i.next
// CHECK-NEXT:  divergent %div_dv
// CHECK-NEXT:  uniform %uni_inv
// CHECK-NEXT:  divergent %div_lc
// CHECK-NEXT:  uniform %uni_e
// CHECK-NEXT:  uniform %uni_ec
// CHECK-NEXT:  divergent %div_r
// CHECK-NEXT:  uniform-branch ^bb0
// CHECK-NEXT:  uniform-branch ^Y
// CHECK-NEXT:  divergent-branch ^D
// CHECK-NEXT:  divergent-branch ^Lat
// CHECK-NEXT:  uniform-branch ^E
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @kernel(%uni_out: memref<?xi32>, %uni_n: i32) {
  %uni_zero_idx = arith.constant 0 : index
  %uni_k0 = arith.constant 0 : i32
  %uni_k1 = arith.constant 1 : i32
  %uni_k3 = arith.constant 3 : i32
  %uni_k4 = arith.constant 4 : i32
  %uni_k5 = arith.constant 5 : i32
  %uni_k7 = arith.constant 7 : i32
  %uni_k100 = arith.constant 100 : i32
  %uni_k200 = arith.constant 200 : i32
  %div_tid = simd.thread_id : i32
  %uni_u = arith.cmpi sgt, %uni_n, %uni_k100 : i32
  cf.cond_br %uni_u, ^H(%uni_k0 : i32), ^Y
^Y:
  %uni_u2 = arith.cmpi sgt, %uni_n, %uni_k200 : i32
  cf.cond_br %uni_u2, ^E(%uni_k7 : i32), ^H(%uni_k0 : i32)
^H(%uni_hc: i32):
  %uni_hc.next = arith.addi %uni_hc, %uni_k1 : i32
  cf.br ^Lh(%uni_k0 : i32)
^Lh(%div_i: i32):
  %div_i.next = arith.addi %div_i, %uni_k1 : i32
  cf.br ^D
^D:
  %div_dv = arith.cmpi slt, %div_i, %div_tid : i32
  cf.cond_br %div_dv, ^Lat, ^E(%uni_hc.next : i32)
^Lat:
  %uni_inv = arith.muli %uni_hc.next, %uni_k5 : i32
  %div_lc = arith.cmpi slt, %div_i.next, %uni_k4 : i32
  cf.cond_br %div_lc, ^Lh(%div_i.next : i32), ^X(%uni_inv : i32)
^E(%uni_e: i32):
  %uni_ec = arith.cmpi slt, %uni_e, %uni_k3 : i32
  cf.cond_br %uni_ec, ^H(%uni_e : i32), ^X(%uni_e : i32)
^X(%div_r: i32):
  memref.store %div_r, %uni_out[%uni_zero_idx] : memref<?xi32>
  func.return
}
