// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p convert-scf-to-cf,print-divergence | filecheck %s --check-prefix=CF
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
// RUN: simd-opt %s -p convert-scf-to-cf,print-divergence | filecheck %s --check-prefix=NAMES
//
// Structured loops give the same answers as their cf lowering.
//
// @sfor: scf.for with a divergent upper bound: the induction variable and the
// accumulator are uniform inside (the threads still looping are in the same
// iteration), the result is divergent (threads leave in different iterations).
// Lowered: bb1(%uni_iv, %uni_acc) is the header, its exit condition %0 is divergent,
// and %uni_acc used after the loop makes %div_out divergent (temporal divergence).
//
//   bb0 -> bb1(%uni_iv, %uni_acc) --%0--> bb2 -> bb1
//                                   \---> bb3: %div_out = %uni_acc + 1
//
// @swhile / @swhile_cf: scf.while with a divergent condition, and the same loop written
// in cf by hand: %uni_i and %uni_j uniform, the result %div_w divergent in both forms;
// convert-scf-to-cf (ours: xDSL 0.74's leaves scf.while alone) lowers @swhile to exactly
// @swhile_cf's CFG and report.
//
// @sfor_uniform: uniform bounds, divergent accumulator: a data dependence only.
//
// CHECK-LABEL: divergence @sfor
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  uniform %uni_m
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_lb
// CHECK-NEXT:  uniform %uni_st
// CHECK-NEXT:  divergent %div_ub
// CHECK-NEXT:  divergent %div_r
// CHECK-NEXT:  uniform %uni_iv
// CHECK-NEXT:  uniform %uni_acc
// CHECK-NEXT:  uniform %uni_v
// CHECK-NEXT:  uniform %uni_acc2
// CHECK-NEXT:  divergent %div_out
// CHECK-LABEL: divergence @swhile
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  divergent %div_w
// CHECK-NEXT:  uniform %uni_i
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  uniform %uni_j
// CHECK-NEXT:  uniform %uni_jn
// CHECK-LABEL: divergence @sfor_uniform
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_lb
// CHECK-NEXT:  uniform %uni_st
// CHECK-NEXT:  uniform %uni_ub
// CHECK-NEXT:  divergent %div_r
// CHECK-NEXT:  uniform %uni_iv
// CHECK-NEXT:  divergent %div_acc
// CHECK-NEXT:  divergent %div_acc2
// CHECK-LABEL: divergence @swhile_cf
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_i
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  uniform %uni_j
// CHECK-NEXT:  uniform %uni_jn
// CHECK-NEXT:  divergent %div_w
// CHECK-NEXT:  divergent-branch ^bb1
// CF-LABEL: divergence @sfor
// CF-NEXT:  uniform %uni_n
// CF-NEXT:  uniform %uni_m
// CF-NEXT:  divergent %div_tid
// CF-NEXT:  uniform %uni_zero
// CF-NEXT:  uniform %uni_one
// CF-NEXT:  uniform %uni_lb
// CF-NEXT:  uniform %uni_st
// CF-NEXT:  divergent %div_ub
// CF-NEXT:  uniform %uni_iv
// CF-NEXT:  uniform %uni_acc
// CF-NEXT:  divergent %0
// CF-NEXT:  uniform %uni_v
// CF-NEXT:  uniform %uni_acc2
// CF-NEXT:  uniform %1
// CF-NEXT:  divergent %div_out
// CF-NEXT:  divergent-branch ^bb1
// CF-LABEL: divergence @swhile
// CF-NEXT:  uniform %uni_n
// CF-NEXT:  divergent %div_tid
// CF-NEXT:  uniform %uni_zero
// CF-NEXT:  uniform %uni_one
// CF-NEXT:  uniform %uni_i
// CF-NEXT:  divergent %div_c
// CF-NEXT:  uniform %uni_j
// CF-NEXT:  uniform %uni_jn
// CF-NEXT:  divergent %div_w
// CF-NEXT:  divergent-branch ^bb1
// CF-LABEL: divergence @sfor_uniform
// CF-NEXT:  uniform %uni_n
// CF-NEXT:  divergent %div_tid
// CF-NEXT:  uniform %uni_zero
// CF-NEXT:  uniform %uni_lb
// CF-NEXT:  uniform %uni_st
// CF-NEXT:  uniform %uni_ub
// CF-NEXT:  uniform %uni_iv
// CF-NEXT:  divergent %div_acc
// CF-NEXT:  uniform %0
// CF-NEXT:  divergent %div_acc2
// CF-NEXT:  uniform %1
// CF-NEXT:  uniform-branch ^bb1
// CF-LABEL: divergence @swhile_cf
// CF-NEXT:  uniform %uni_n
// CF-NEXT:  divergent %div_tid
// CF-NEXT:  uniform %uni_zero
// CF-NEXT:  uniform %uni_one
// CF-NEXT:  uniform %uni_i
// CF-NEXT:  divergent %div_c
// CF-NEXT:  uniform %uni_j
// CF-NEXT:  uniform %uni_jn
// CF-NEXT:  divergent %div_w
// CF-NEXT:  divergent-branch ^bb1
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @sfor(%uni_n : i32, %uni_m : memref<?xi32>) -> i32 {
  %div_tid = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  %uni_lb = arith.constant 0 : index
  %uni_st = arith.constant 1 : index
  %div_ub = arith.index_cast %div_tid : i32 to index
  %div_r = scf.for %uni_iv = %uni_lb to %div_ub step %uni_st iter_args(%uni_acc = %uni_zero) -> (i32) {
    %uni_v = memref.load %uni_m[%uni_iv] : memref<?xi32>
    %uni_acc2 = arith.addi %uni_acc, %uni_v : i32
    scf.yield %uni_acc2 : i32
  }
  %div_out = arith.addi %div_r, %uni_one : i32
  func.return %div_out : i32
}

func.func @swhile(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  %div_w = scf.while (%uni_i = %uni_zero) : (i32) -> i32 {
    %div_c = arith.cmpi slt, %uni_i, %div_tid : i32
    scf.condition(%div_c) %uni_i : i32
  } do {
  ^bb0(%uni_j : i32):
    %uni_jn = arith.addi %uni_j, %uni_one : i32
    scf.yield %uni_jn : i32
  }
  func.return %div_w : i32
}

func.func @sfor_uniform(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_lb = arith.constant 0 : index
  %uni_st = arith.constant 1 : index
  %uni_ub = arith.index_cast %uni_n : i32 to index
  %div_r = scf.for %uni_iv = %uni_lb to %uni_ub step %uni_st iter_args(%div_acc = %uni_zero) -> (i32) {
    %div_acc2 = arith.addi %div_acc, %div_tid : i32
    scf.yield %div_acc2 : i32
  }
  func.return %div_r : i32
}

func.func @swhile_cf(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  cf.br ^bb1(%uni_zero : i32)
^bb1(%uni_i : i32):
  %div_c = arith.cmpi slt, %uni_i, %div_tid : i32
  cf.cond_br %div_c, ^bb2(%uni_i : i32), ^bb3(%uni_i : i32)
^bb2(%uni_j : i32):
  %uni_jn = arith.addi %uni_j, %uni_one : i32
  cf.br ^bb1(%uni_jn : i32)
^bb3(%div_w : i32):
  func.return %div_w : i32
}
