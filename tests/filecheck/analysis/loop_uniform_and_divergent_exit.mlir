// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// A loop with a uniform exit (bb1 -> bb4) and a divergent exit (bb2 -> bb3).  Inside
// the loop %uni_i and %uni_acc stay uniform; every use after the loop is divergent
// only where the divergent exit leads: %div_a1 (threads break in different iterations)
// is temporally divergent, %uni_a2 is not: bb4 is reached only through the uniform exit,
// so the threads there left together, in one iteration (rule 6 of the analysis; LLVM 22
// calls it divergent - its FIXME in analyzeCycleExitDivergence).  The exit arguments
// only receive one constant each: uniform.  bb6 joins both exits: divergent.
//
//   bb0 -> bb1(%uni_i, %uni_acc) --uniform--> bb4(%uni_k2) --+
//           ^      |                                          v
//           |     bb2 --%div_brk--> bb3(%uni_k1) ---------> bb6(%div_m, %div_which)
//           +---- bb5
//
// CHECK-LABEL: divergence @two_exits
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_two
// CHECK-NEXT:  uniform %uni_i
// CHECK-NEXT:  uniform %uni_acc
// CHECK-NEXT:  uniform %uni_more
// CHECK-NEXT:  uniform %uni_acc2
// CHECK-NEXT:  divergent %div_brk
// CHECK-NEXT:  uniform %uni_in
// CHECK-NEXT:  uniform %uni_k1
// CHECK-NEXT:  divergent %div_a1
// CHECK-NEXT:  uniform %uni_k2
// CHECK-NEXT:  uniform %uni_a2
// CHECK-NEXT:  divergent %div_m
// CHECK-NEXT:  divergent %div_which
// CHECK-NEXT:  divergent %div_r
// CHECK-NEXT:  uniform-branch ^bb1
// CHECK-NEXT:  divergent-branch ^bb2
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @two_exits(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  %uni_two = arith.constant 2 : i32
  cf.br ^bb1(%uni_zero, %uni_zero : i32, i32)
^bb1(%uni_i : i32, %uni_acc : i32):
  %uni_more = arith.cmpi slt, %uni_i, %uni_n : i32
  cf.cond_br %uni_more, ^bb2, ^bb4(%uni_one : i32)
^bb2:
  %uni_acc2 = arith.muli %uni_acc, %uni_two : i32
  %div_brk = arith.cmpi eq, %uni_i, %div_tid : i32
  cf.cond_br %div_brk, ^bb3(%uni_one : i32), ^bb5
^bb5:
  %uni_in = arith.addi %uni_i, %uni_one : i32
  cf.br ^bb1(%uni_in, %uni_acc2 : i32, i32)
^bb3(%uni_k1 : i32):
  %div_a1 = arith.addi %uni_acc, %uni_k1 : i32
  cf.br ^bb6(%div_a1, %uni_one : i32, i32)
^bb4(%uni_k2 : i32):
  %uni_a2 = arith.addi %uni_acc, %uni_k2 : i32
  cf.br ^bb6(%uni_a2, %uni_two : i32, i32)
^bb6(%div_m : i32, %div_which : i32):
  %div_r = arith.addi %div_m, %div_which : i32
  func.return %div_r : i32
}
