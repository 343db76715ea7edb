// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// cf.switch: on a divergent flag (lane id) its three targets join at bb3 with
// different constants (%div_x) or the same value (%uni_same); on a uniform flag the
// join bb6 stays uniform.
//
//   bb0 --switch %div_lane--> bb1 | bb2 | default -> bb3(%div_x, %uni_same)
//   bb3 --switch %uni_n-----> bb4 | bb5 | default -> bb6(%uni_y)
//
// CHECK-LABEL: divergence @switch
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_lane
// CHECK-NEXT:  uniform %uni_zero
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_two
// CHECK-NEXT:  divergent %div_x
// CHECK-NEXT:  uniform %uni_same
// CHECK-NEXT:  uniform %uni_y
// CHECK-NEXT:  divergent %div_r
// CHECK-NEXT:  divergent-branch ^bb0
// CHECK-NEXT:  uniform-branch ^bb3
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @switch(%uni_n : i32) -> i32 {
  %div_lane = simd.lane_id : i32
  %uni_zero = arith.constant 0 : i32
  %uni_one = arith.constant 1 : i32
  %uni_two = arith.constant 2 : i32
  cf.switch %div_lane : i32, [
    default: ^bb3(%uni_zero, %uni_n : i32, i32),
    0: ^bb1,
    1: ^bb2
  ]
^bb1:
  cf.br ^bb3(%uni_one, %uni_n : i32, i32)
^bb2:
  cf.br ^bb3(%uni_two, %uni_n : i32, i32)
^bb3(%div_x : i32, %uni_same : i32):
  cf.switch %uni_n : i32, [
    default: ^bb6(%uni_zero : i32),
    0: ^bb4,
    1: ^bb5
  ]
^bb4:
  cf.br ^bb6(%uni_one : i32)
^bb5:
  cf.br ^bb6(%uni_two : i32)
^bb6(%uni_y : i32):
  %div_r = arith.addi %div_x, %uni_y : i32
  func.return %div_r : i32
}
