// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// Constant incoming values at a divergent loop exit.  bb4 is reached from the uniform
// exit (bb1) with 1 and from the divergent exit (bb2) with 2: threads that leave in
// different iterations by different edges see different constants, so %div_k is
// divergent although both incoming values are uniform constants.  LLVM 22's
// print<uniformity> calls the same phi uniform (benchmarks/llvm_compare/
// exit_constants.ll): the header's label reaches the exit as a "divergent cycle exit"
// only, never as a join, and constant incoming values are not values of the cycle.
// Equal constants (%uni_same) and a value from outside the loop (%uni_outside) stay
// uniform.
//
//   bb0 -> bb1(%uni_i) --uniform--> bb4(%div_k, %uni_same, %uni_outside)
//           ^    |                    ^
//           |   bb2 --%div_c (exit)---+
//           +----+
//
// CHECK-LABEL: divergence @exit_constants
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_two
// CHECK-NEXT:  uniform %uni_also_one
// CHECK-NEXT:  uniform %uni_i
// CHECK-NEXT:  uniform %uni_more
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  uniform %uni_in
// CHECK-NEXT:  divergent %div_k
// CHECK-NEXT:  uniform %uni_same
// CHECK-NEXT:  uniform %uni_outside
// CHECK-NEXT:  divergent %div_s
// CHECK-NEXT:  uniform %uni_t
// CHECK-NEXT:  uniform-branch ^bb1
// CHECK-NEXT:  divergent-branch ^bb2
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @exit_constants(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  %uni_two = arith.constant 2 : i32
  %uni_also_one = arith.constant 1 : i32
  cf.br ^bb1(%uni_zero : i32)
^bb1(%uni_i : i32):
  %uni_more = arith.cmpi slt, %uni_i, %uni_n : i32
  cf.cond_br %uni_more, ^bb2, ^bb4(%uni_one, %uni_one, %uni_n : i32, i32, i32)
^bb2:
  %div_c = arith.cmpi slt, %uni_i, %div_tid : i32
  %uni_in = arith.addi %uni_i, %uni_one : i32
  cf.cond_br %div_c, ^bb1(%uni_in : i32), ^bb4(%uni_two, %uni_also_one, %uni_n : i32, i32, i32)
^bb4(%div_k : i32, %uni_same : i32, %uni_outside : i32):
  %div_s = arith.addi %div_k, %uni_same : i32
  %uni_t = arith.addi %uni_same, %uni_outside : i32
  func.return %div_s : i32
}
