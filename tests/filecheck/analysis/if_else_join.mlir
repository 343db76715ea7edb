// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
//        bb0 (cond_br on %div_c)
//        /   \
//      bb1   bb2
//        \   /
//         bb3(%div_x, %uni_same)   join: different constants => divergent
//
// CHECK-LABEL: divergence @if_else
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_two
// CHECK-NEXT:  divergent %div_x
// CHECK-NEXT:  uniform %uni_same
// CHECK-NEXT:  divergent-branch ^bb0
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @if_else(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %div_c = arith.cmpi slt, %div_tid, %uni_n : i32
  %uni_one = arith.constant 1 : i32
  %uni_two = arith.constant 2 : i32
  cf.cond_br %div_c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%uni_one, %uni_n : i32, i32)
^bb2:
  cf.br ^bb3(%uni_two, %uni_n : i32, i32)
^bb3(%div_x : i32, %uni_same : i32):
  func.return %div_x : i32
}
