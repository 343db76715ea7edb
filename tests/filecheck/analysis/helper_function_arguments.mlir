// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// A function called from the module is not a kernel (issue 8, item 7): an argument is
// divergent as soon as one call site passes a divergent value (%div_x gets %div_tid),
// uniform when every call site passes a uniform one (%uni_y).  A call with uniform
// arguments of a function that reads no thread id returns a uniform value (%uni_r).
// An uncalled function stays a kernel: its arguments are uniform (%uni_a).
//
//   @kernel --call(%div_tid, %uni_n)--> @helper(%div_x, %uni_y)
//           --call(%uni_n, %uni_n)----^
//   @uncalled(%uni_a)
//
// CHECK-LABEL: divergence @helper
// CHECK-NEXT:  divergent %div_x
// CHECK-NEXT:  uniform %uni_y
// CHECK-NEXT:  divergent %div_s
// CHECK-NEXT:  uniform %uni_t
// CHECK-NEXT:  divergent %div_u
// CHECK-LABEL: divergence @kernel
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  divergent %div_r
// CHECK-NEXT:  uniform %uni_r
// CHECK-NEXT:  divergent %div_sum
// CHECK-LABEL: divergence @uncalled
// CHECK-NEXT:  uniform %uni_a
// CHECK-NEXT:  uniform %uni_b
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @helper(%div_x : i32, %uni_y : i32) -> i32 {
  %div_s = arith.addi %div_x, %uni_y : i32
  %uni_t = arith.muli %uni_y, %uni_y : i32
  %div_u = arith.addi %div_s, %uni_t : i32
  func.return %div_u : i32
}
func.func @kernel(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %div_r = func.call @helper(%div_tid, %uni_n) : (i32, i32) -> i32
  %uni_r = func.call @helper(%uni_n, %uni_n) : (i32, i32) -> i32
  %div_sum = arith.addi %div_r, %uni_r : i32
  func.return %div_sum : i32
}
func.func @uncalled(%uni_a : i32) -> i32 {
  %uni_b = arith.addi %uni_a, %uni_a : i32
  func.return %uni_b : i32
}
