// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// The seed-002 hint `simd.non_divergent` is trusted on cf.switch, scf.if and a loop's
// cf.cond_br: the branch is uniform, so its joins and its loop's live-outs stay
// uniform (simd-run reports an error if the hint is wrong at run time).  Without the
// hint the same scf.if gives a divergent result (%div_r2).
//
//   @switch_hint:    bb0 --switch %div_lane {non_divergent}--> bb1 | default -> bb2(%uni_x)
//   @loop_exit_hint: bb1(%uni_i) --cond_br %div_c {non_divergent}--> bb1 | bb2
//
// CHECK-LABEL: divergence @switch_hint
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_lane
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_x
// CHECK-NEXT:  uniform-branch ^bb0
// CHECK-LABEL: divergence @if_hint
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_r
// CHECK-NEXT:  divergent %div_r2
// CHECK-NEXT:  divergent %div_s
// CHECK-LABEL: divergence @loop_exit_hint
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_tid
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_i
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  uniform %uni_in
// CHECK-NEXT:  uniform %uni_after
// CHECK-NEXT:  uniform-branch ^bb1
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @switch_hint(%uni_n : i32) -> i32 {
  %div_lane = simd.lane_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  cf.switch %div_lane : i32, [
    default: ^bb2(%uni_zero : i32),
    0: ^bb1
  ] {simd.non_divergent}
^bb1:
  cf.br ^bb2(%uni_one : i32)
^bb2(%uni_x : i32):
  func.return %uni_x : i32
}

func.func @if_hint(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %div_c = arith.cmpi slt, %div_tid, %uni_n : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  %uni_r = scf.if %div_c -> (i32) {
    scf.yield %uni_one : i32
  } else {
    scf.yield %uni_zero : i32
  } {simd.non_divergent}
  %div_r2 = scf.if %div_c -> (i32) {
    scf.yield %uni_one : i32
  } else {
    scf.yield %uni_zero : i32
  }
  %div_s = arith.addi %uni_r, %div_r2 : i32
  func.return %div_s : i32
}

func.func @loop_exit_hint(%uni_n : i32) -> i32 {
  %div_tid = simd.thread_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  cf.br ^bb1(%uni_zero : i32)
^bb1(%uni_i : i32):
  %div_c = arith.cmpi slt, %uni_i, %div_tid : i32
  %uni_in = arith.addi %uni_i, %uni_one : i32
  cf.cond_br %div_c, ^bb1(%uni_in : i32), ^bb2 {simd.non_divergent}
^bb2:
  %uni_after = arith.addi %uni_i, %uni_one : i32
  func.return %uni_after : i32
}
