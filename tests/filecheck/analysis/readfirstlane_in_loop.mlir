// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// simd.readfirstlane and simd.group_reduce are uniform by definition, also inside a
// loop with a divergent exit.  But a readfirstlane computed in such a loop is read
// after it by threads that left in different iterations (with different first
// lanes): temporally divergent (%div_after); one computed before the loop stays
// uniform after it (%uni_total).
//
//   bb0 -> bb1(%uni_i): %uni_f = readfirstlane --%div_c--> bb1 | bb2
//
// CHECK-LABEL: divergence @readfirstlane
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_first
// CHECK-NEXT:  uniform %uni_sum
// CHECK-NEXT:  uniform %uni_i
// CHECK-NEXT:  uniform %uni_f
// CHECK-NEXT:  uniform %uni_g
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  uniform %uni_in
// CHECK-NEXT:  divergent %div_after
// CHECK-NEXT:  uniform %uni_total
// CHECK-NEXT:  divergent %div_r
// CHECK-NEXT:  divergent-branch ^bb1
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @readfirstlane(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  %uni_first = simd.readfirstlane %div_tid : i32
  %uni_sum = simd.group_reduce add, %div_tid : i32
  cf.br ^bb1(%uni_zero : i32)
^bb1(%uni_i : i32):
  %uni_f = simd.readfirstlane %div_tid : i32
  %uni_g = arith.addi %uni_f, %uni_i : i32
  %div_c = arith.cmpi slt, %uni_g, %div_tid : i32
  %uni_in = arith.addi %uni_i, %uni_one : i32
  cf.cond_br %div_c, ^bb1(%uni_in : i32), ^bb2
^bb2:
  %div_after = arith.addi %uni_f, %uni_first : i32
  %uni_total = arith.addi %uni_first, %uni_sum : i32
  %div_r = arith.addi %div_after, %uni_total : i32
  func.return %div_r : i32
}
