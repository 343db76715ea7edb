// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// Nested divergent loops.
//
// @nested: the inner loop bb2/bb3 exits divergently (j < tid) to bb4, still inside the
// outer loop: j is divergent after the inner loop (%div_jout) but the outer counter
// %uni_i stays uniform - the threads reconverge at bb4 in the same outer iteration.
// The outer loop then exits both uniformly (bb1) and divergently (bb4): its values are
// divergent after it.
//
//   bb0 -> bb1(%uni_i) --> bb2(%uni_j) <-> bb3      inner: divergent exit to bb4
//            ^   |           |
//            |   |           v
//            +---|------- bb4 (%div_oc2) ---> bb5(%div_r)
//                +--------------------------> bb5
//
// @inner_breaks_out: the inner loop's divergent break leaves both loops (to bb6); the
// inner loop's uniform exit bb5 is only reached by threads that left together, so j
// is still uniform there (%uni_jout, as LLVM says); after the outer loop, divergent.
//
// CHECK-LABEL: divergence @nested
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_i
// CHECK-NEXT:  uniform %uni_oc
// CHECK-NEXT:  uniform %uni_j
// CHECK-NEXT:  divergent %div_ic
// CHECK-NEXT:  uniform %uni_jn
// CHECK-NEXT:  divergent %div_jout
// CHECK-NEXT:  uniform %uni_in
// CHECK-NEXT:  divergent %div_oc2
// CHECK-NEXT:  divergent %div_r
// CHECK-NEXT:  divergent %div_after
// CHECK-NEXT:  uniform-branch ^bb1
// CHECK-NEXT:  divergent-branch ^bb2
// CHECK-NEXT:  divergent-branch ^bb4
// CHECK-LABEL: divergence @inner_breaks_out
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_i
// CHECK-NEXT:  uniform %uni_oc
// CHECK-NEXT:  uniform %uni_j
// CHECK-NEXT:  uniform %uni_ic
// CHECK-NEXT:  divergent %div_brk
// CHECK-NEXT:  uniform %uni_jn
// CHECK-NEXT:  uniform %uni_jout
// CHECK-NEXT:  uniform %uni_in
// CHECK-NEXT:  divergent %div_r
// CHECK-NEXT:  divergent %div_after
// CHECK-NEXT:  uniform-branch ^bb1
// CHECK-NEXT:  uniform-branch ^bb2
// CHECK-NEXT:  divergent-branch ^bb3
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @nested(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  cf.br ^bb1(%uni_zero : i32)
^bb1(%uni_i : i32):
  %uni_oc = arith.cmpi slt, %uni_i, %uni_n : i32
  cf.cond_br %uni_oc, ^bb2(%uni_zero : i32), ^bb5(%uni_i : i32)
^bb2(%uni_j : i32):
  %div_ic = arith.cmpi slt, %uni_j, %div_tid : i32
  cf.cond_br %div_ic, ^bb3, ^bb4
^bb3:
  %uni_jn = arith.addi %uni_j, %uni_one : i32
  cf.br ^bb2(%uni_jn : i32)
^bb4:
  %div_jout = arith.addi %uni_j, %uni_i : i32
  %uni_in = arith.addi %uni_i, %uni_one : i32
  %div_oc2 = arith.cmpi slt, %div_jout, %uni_n : i32
  cf.cond_br %div_oc2, ^bb1(%uni_in : i32), ^bb5(%uni_i : i32)
^bb5(%div_r : i32):
  %div_after = arith.addi %uni_i, %uni_one : i32
  func.return %div_r : i32
}

func.func @inner_breaks_out(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  cf.br ^bb1(%uni_zero : i32)
^bb1(%uni_i : i32):
  %uni_oc = arith.cmpi slt, %uni_i, %uni_n : i32
  cf.cond_br %uni_oc, ^bb2(%uni_zero : i32), ^bb6(%uni_i : i32)
^bb2(%uni_j : i32):
  %uni_ic = arith.cmpi slt, %uni_j, %uni_n : i32
  cf.cond_br %uni_ic, ^bb3, ^bb5
^bb3:
  %div_brk = arith.cmpi eq, %uni_j, %div_tid : i32
  %uni_jn = arith.addi %uni_j, %uni_one : i32
  cf.cond_br %div_brk, ^bb6(%uni_j : i32), ^bb2(%uni_jn : i32)
^bb5:
  %uni_jout = arith.addi %uni_j, %uni_i : i32
  %uni_in = arith.addi %uni_i, %uni_one : i32
  cf.br ^bb1(%uni_in : i32)
^bb6(%div_r : i32):
  %div_after = arith.addi %uni_i, %uni_one : i32
  func.return %div_r : i32
}
