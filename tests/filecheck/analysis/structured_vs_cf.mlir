// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p convert-scf-to-cf,print-divergence | filecheck %s --check-prefix=CF
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// scf.if with a divergent condition, structured and after convert-scf-to-cf:
//
//   entry --%div_c--> then --+
//        \                   v
//         +------> else --> join(%div_r)
//
// CHECK-LABEL: divergence @sif
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  divergent %div_r
// CHECK-NEXT:  uniform %uni_a
// CHECK-NEXT:  uniform %uni_b
// CF-LABEL: divergence @sif
// CF:       divergent %div_r
// CF:       divergent-branch ^bb0
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @sif(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %div_c = arith.cmpi slt, %div_tid, %uni_n : i32
  %div_r = scf.if %div_c -> (i32) {
    %uni_a = arith.constant 1 : i32
    scf.yield %uni_a : i32
  } else {
    %uni_b = arith.constant 2 : i32
    scf.yield %uni_b : i32
  }
  func.return %div_r : i32
}
