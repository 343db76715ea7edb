// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// The lane-wise ops of a SIMD program: vmath follows its operands (under a divergent
// mask too), vatomic is a source even on uniform operands (every lane gets its own old
// value), vreadfirstlane and vreduce are scalars: uniform whatever their operand.
//
// CHECK-LABEL: divergence @lanewise
// CHECK-NEXT:  uniform %uni_m
// CHECK-NEXT:  uniform %uni_x
// CHECK-NEXT:  uniform %uni_b
// CHECK-NEXT:  divergent %div_load
// CHECK-NEXT:  divergent %div_p
// CHECK-NEXT:  uniform %uni_abs
// CHECK-NEXT:  uniform %uni_pow_masked
// CHECK-NEXT:  divergent %div_pop
// CHECK-NEXT:  divergent %div_old
// CHECK-NEXT:  uniform %uni_first
// CHECK-NEXT:  uniform %uni_sum
// CHECK-NEXT:  uniform %uni_both
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @lanewise(%uni_m : memref<?xi32>, %uni_x : i32) -> i32 {
  %uni_b = simd.s2vb %uni_x : vector<4xi32>
  %div_load = simd.vload %uni_m[%uni_x] : memref<?xi32>, vector<4xi32>
  %div_p = simd.vcmp sgt, %div_load, %uni_b : vector<4xi32>
  %uni_abs = simd.vmath absi, %uni_b : vector<4xi32>
  %uni_pow_masked = simd.vmath ipowi, %uni_b, %uni_abs mask(%div_p) : vector<4xi32>
  %div_pop = simd.vmath ctpop, %div_load : vector<4xi32>
  %div_old = simd.vatomic addi, %uni_b, %uni_m[%uni_b] : memref<?xi32>, vector<4xi32>
  %uni_first = simd.vreadfirstlane %div_load mask(%div_p) : vector<4xi32>
  %uni_sum = simd.vreduce add, %div_old mask(%div_p) : vector<4xi32>
  %uni_both = arith.addi %uni_first, %uni_sum : i32
  func.return %uni_both : i32
}
