// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// A straight-line SIMD program (one block): vector values are uniform when all
// lanes are equal.  s2v of one value or of equal constants is uniform, vload is a
// source, gather follows its addresses, vphi with a divergent predicate and
// different inputs is divergent, a mask does not make a masked op divergent.
//
// CHECK-LABEL: divergence @simd
// CHECK-NEXT:  uniform %uni_m
// CHECK-NEXT:  uniform %uni_x
// CHECK-NEXT:  uniform %uni_c
// CHECK-NEXT:  uniform %uni_c2
// CHECK-NEXT:  uniform %uni_splat
// CHECK-NEXT:  uniform %uni_consts
// CHECK-NEXT:  divergent %div_lanes
// CHECK-NEXT:  divergent %div_load
// CHECK-NEXT:  uniform %uni_b
// CHECK-NEXT:  uniform %uni_sum
// CHECK-NEXT:  divergent %div_p
// CHECK-NEXT:  uniform %uni_masked
// CHECK-NEXT:  divergent %div_phi
// CHECK-NEXT:  uniform %uni_samephi
// CHECK-NEXT:  uniform %uni_g
// CHECK-NEXT:  divergent %div_g
// CHECK-NEXT:  uniform %uni_any
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %div
func.func @simd(%uni_m : memref<?xi32>, %uni_x : i32) -> vector<4xi32> {
  %uni_c = arith.constant 3 : i32
  %uni_c2 = arith.constant 3 : i32
  %uni_splat = simd.s2v %uni_x, %uni_x, %uni_x, %uni_x : vector<4xi32>
  %uni_consts = simd.s2v %uni_c, %uni_c2, %uni_c, %uni_c2 : vector<4xi32>
  %div_lanes = simd.s2v %uni_x, %uni_c, %uni_x, %uni_x : vector<4xi32>
  %div_load = simd.vload %uni_m[%uni_x] : memref<?xi32>, vector<4xi32>
  %uni_b = simd.s2vb %uni_x : vector<4xi32>
  %uni_sum = simd.vadd %uni_b, %uni_splat : vector<4xi32>
  %div_p = simd.vcmp eq, %div_load, %uni_b : vector<4xi32>
  %uni_masked = simd.vadd %uni_b, %uni_b mask(%div_p) : vector<4xi32>
  %div_phi = simd.vphi %div_p, %uni_b, %uni_sum : vector<4xi32>
  %uni_samephi = simd.vphi %div_p, %uni_b, %uni_b : vector<4xi32>
  %uni_g = simd.gather %uni_m[%uni_b] : memref<?xi32>, vector<4xi32>
  %div_g = simd.gather %uni_m[%div_load] : memref<?xi32>, vector<4xi32>
  %uni_any = simd.any %div_p : vector<4xi1>
  func.return %div_phi : vector<4xi32>
}
