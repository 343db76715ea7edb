// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// In a SIMD program a vector (or mask) argument holds whatever lanes the caller
// passed: divergent, and so is what is computed from it.  Scalar arguments and
// memrefs stay uniform (one value for the whole group).
//
// CHECK-LABEL: divergence @vector_args
// CHECK-NEXT:  divergent %div_v
// CHECK-NEXT:  divergent %div_p
// CHECK-NEXT:  uniform %uni_x
// CHECK-NEXT:  uniform %uni_m
// CHECK-NEXT:  divergent %div_sum
// CHECK-NEXT:  divergent %div_sel
// CHECK-NEXT:  uniform %uni_b
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @vector_args(%div_v: vector<4xi32>, %div_p: vector<4xi1>, %uni_x: i32, %uni_m: memref<?xi32>) -> vector<4xi32> {
  %div_sum = simd.vadd %div_v, %div_v : vector<4xi32>
  %div_sel = simd.vphi %div_p, %div_sum, %div_v : vector<4xi32>
  %uni_b = simd.s2vb %uni_x : vector<4xi32>
  func.return %div_sel : vector<4xi32>
}
