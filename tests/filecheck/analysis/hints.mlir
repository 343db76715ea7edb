// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// A divergent condition marked simd.non_divergent is trusted (uniform branch, no
// join); readfirstlane and group_reduce are uniform; {simd.divergent} args are
// divergent.
//
//   bb0 --(non_divergent)--> bb1 / bb2 --> bb3(%uni_x)
//
// CHECK-LABEL: divergence @hint
// CHECK-NEXT:  uniform %uni_n
// CHECK-NEXT:  divergent %div_arg
// CHECK-NEXT:  divergent %div_c
// CHECK-NEXT:  uniform %uni_first
// CHECK-NEXT:  uniform %uni_sum
// CHECK-NEXT:  uniform %uni_one
// CHECK-NEXT:  uniform %uni_two
// CHECK-NEXT:  uniform %uni_x
// CHECK-NEXT:  uniform-branch ^bb0
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @hint(%uni_n : i32, %div_arg : i32 {simd.divergent}) -> i32 {
  %div_c = arith.cmpi slt, %div_arg, %uni_n : i32
  %uni_first = simd.readfirstlane %div_arg : i32
  %uni_sum = simd.group_reduce add, %div_arg : i32
  %uni_one = arith.constant 1 : i32
  %uni_two = arith.constant 2 : i32
  cf.cond_br %div_c, ^bb1, ^bb2 {simd.non_divergent}
^bb1:
  cf.br ^bb3(%uni_one : i32)
^bb2:
  cf.br ^bb3(%uni_two : i32)
^bb3(%uni_x : i32):
  func.return %uni_x : i32
}
