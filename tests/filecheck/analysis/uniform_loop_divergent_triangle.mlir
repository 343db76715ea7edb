// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// A divergent triangle (bb1 -> bb2 -> bb3, bb1 -> bb3) inside a loop with a uniform
// exit: the join arg is divergent, but the loop's live-outs stay uniform after it.
//
//   bb0 -> bb1(%uni_i) --%div_c--> bb2
//           |    ^                  |
//           v    |                  v
//          bb3(%div_v) <------------+
//           | %uni_u
//           v
//          bb4: %uni_after
//
// CHECK-LABEL: divergence @k
// CHECK:       uniform %uni_i
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  divergent %div_v
// CHECK-NEXT:  uniform %uni_next
// CHECK-NEXT:  uniform %uni_u
// CHECK-NEXT:  uniform %uni_after
// CHECK-NEXT:  divergent-branch ^bb1
// CHECK-NEXT:  uniform-branch ^bb3
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @k(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  %uni_two = arith.constant 2 : i32
  cf.br ^bb1(%uni_zero : i32)
^bb1(%uni_i : i32):
  %div_c = arith.cmpi slt, %uni_i, %div_tid : i32
  cf.cond_br %div_c, ^bb2, ^bb3(%uni_two : i32)
^bb2:
  cf.br ^bb3(%uni_one : i32)
^bb3(%div_v : i32):
  %uni_next = arith.addi %uni_i, %uni_one : i32
  %uni_u = arith.cmpi slt, %uni_next, %uni_n : i32
  cf.cond_br %uni_u, ^bb1(%uni_next : i32), ^bb4
^bb4:
  %uni_after = arith.addi %uni_i, %uni_one : i32
  func.return %uni_after : i32
}
