// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
// RUN: simd-run %s --threads 8 --width 8 --check-divergence --json --args '[[0], 5]' | filecheck %s --check-prefix=DYN
// DYN: "divergence_violations": []
//
// Rule 2, why a divergent exit can make a phi divergent (/work/shared/precision e0):
// threads 0 and 1 leave the loop in iteration 0 through D (%div_p = 1), the others in
// iteration 1 through E2 (%div_p = 2).  X is outside the loop, so all of them meet in
// one instance of X: the incoming values on the edges from inside the exited loop
// differ, %div_p is divergent.  LLVM 22 calls it uniform (unsound; fixed upstream by
// PR #216296, which treats the exit as a join).
//
//   bb0 -> H(%uni_iv) --%uni_u--> E2 --%uni_u2--> X(%div_p)
//          ^      \                 \             ^
//          |       D --%div_dv------+-------------+
//          |       |                |
//          +----- Lat <-------------+
//
// CHECK-LABEL: divergence @kernel
// CHECK-NEXT:  uniform %uni_out
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  uniform %uni_zero_idx
// CHECK-NEXT:  uniform %uni_k0
// CHECK-NEXT:  uniform %uni_k1
// CHECK-NEXT:  uniform %uni_k2
// CHECK-NEXT:  uniform %uni_km100
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_iv
// CHECK-NEXT:  uniform %uni_iv.next
// CHECK-NEXT:  uniform %uni_u
// CHECK-NEXT:  divergent %div_dv
// CHECK-NEXT:  uniform %uni_u2
// CHECK-NEXT:  divergent %div_p
// CHECK-NEXT:  uniform-branch ^H
// CHECK-NEXT:  divergent-branch ^D
// CHECK-NEXT:  uniform-branch ^E2
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @kernel(%uni_out: memref<?xi32>, %uni_n: i32) {
  %uni_zero_idx = arith.constant 0 : index
  %uni_k0 = arith.constant 0 : i32
  %uni_k1 = arith.constant 1 : i32
  %uni_k2 = arith.constant 2 : i32
  %uni_km100 = arith.constant -100 : i32
  %div_tid = simd.thread_id : i32
  cf.br ^H(%uni_k0 : i32)
^H(%uni_iv: i32):
  %uni_iv.next = arith.addi %uni_iv, %uni_k1 : i32
  %uni_u = arith.cmpi eq, %uni_iv, %uni_k1 : i32
  cf.cond_br %uni_u, ^E2, ^D
^D:
  %div_dv = arith.cmpi slt, %div_tid, %uni_k2 : i32
  cf.cond_br %div_dv, ^X(%uni_k1 : i32), ^Lat
^E2:
  %uni_u2 = arith.cmpi sgt, %uni_n, %uni_km100 : i32
  cf.cond_br %uni_u2, ^X(%uni_k2 : i32), ^Lat
^Lat:
  cf.br ^H(%uni_iv.next : i32)
^X(%div_p: i32):
  memref.store %div_p, %uni_out[%uni_zero_idx] : memref<?xi32>
  func.return
}
