// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// Multi-block arms of a divergent if/else that join late.  Inside the then-arm a
// uniform branch joins at bb4: not a join of the divergent branch (%uni_t).
//
//   @late_join:  bb0 (%div_c) -> bb1 -> {bb2,bb3} -> bb4(%uni_t) ----+
//                             -> bb5 -> bb6 ------------------------> bb7(%div_x, %uni_same)
//
// @late_join_beyond: the short arm reaches bb5 first, the long arm later
// (bb2 -> bb3 -> bb4 -> bb5), and bb2 can also return: bb5 is a join but not the
// immediate post-dominator of bb0, so propagation continues after it.  bb8 is
// reached only through bb5 and joins a uniform branch: uniform (a breadth-first
// label walk would reach bb8 with bb5's stale first label and call it a join).
//
//   bb0 (%div_c) -> bb1 -----------------> bb5 (join) -> {bb6,bb7} -> bb8(%uni_y)
//               \-> bb2 -> bb3 -> bb4 --/
//                     \-> bb9 (return)
//
// CHECK-LABEL: divergence @late_join
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_u
// CHECK-NEXT:  uniform %uni_a
// CHECK-NEXT:  uniform %uni_t
// CHECK-NEXT:  uniform %uni_b
// CHECK-NEXT:  divergent %div_x
// CHECK-NEXT:  uniform %uni_same
// CHECK-NEXT:  divergent-branch ^bb0
// CHECK-NEXT:  uniform-branch ^bb1
// CHECK-LABEL: divergence @late_join_beyond
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_u
// CHECK-NEXT:  uniform %uni_y
// CHECK-NEXT:  divergent-branch ^bb0
// CHECK-NEXT:  uniform-branch ^bb2
// CHECK-NEXT:  uniform-branch ^bb5
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @late_join(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %div_c = arith.cmpi slt, %div_tid, %uni_n : i32
  %uni_zero = arith.constant 0 : i32
  %uni_u = arith.cmpi sgt, %uni_n, %uni_zero : i32
  cf.cond_br %div_c, ^bb1, ^bb5
^bb1:
  %uni_a = arith.addi %uni_n, %uni_n : i32
  cf.cond_br %uni_u, ^bb2, ^bb3
^bb2:
  cf.br ^bb4(%uni_a : i32)
^bb3:
  cf.br ^bb4(%uni_n : i32)
^bb4(%uni_t : i32):
  cf.br ^bb7(%uni_t, %uni_n : i32, i32)
^bb5:
  %uni_b = arith.muli %uni_n, %uni_n : i32
  cf.br ^bb6
^bb6:
  cf.br ^bb7(%uni_b, %uni_n : i32, i32)
^bb7(%div_x : i32, %uni_same : i32):
  func.return %div_x : i32
}

func.func @late_join_beyond(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %div_c = arith.cmpi slt, %div_tid, %uni_n : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  %uni_u = arith.cmpi sgt, %uni_n, %uni_zero : i32
  cf.cond_br %div_c, ^bb1, ^bb2
^bb1:
  cf.br ^bb5
^bb2:
  cf.cond_br %uni_u, ^bb3, ^bb9
^bb3:
  cf.br ^bb4
^bb4:
  cf.br ^bb5
^bb5:
  cf.cond_br %uni_u, ^bb6, ^bb7
^bb6:
  cf.br ^bb8(%uni_one : i32)
^bb7:
  cf.br ^bb8(%uni_zero : i32)
^bb8(%uni_y : i32):
  func.return %uni_y : i32
^bb9:
  func.return %uni_zero : i32
}
