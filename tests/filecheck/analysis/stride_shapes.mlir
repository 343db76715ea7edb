// RUN: simd-opt %s -p print-divergence | filecheck %s
// RUN: simd-opt %s -p print-divergence | filecheck %s --check-prefix=NAMES
//
// The stride lattice (passes/analysis/stride.py) on a SIMD program: `divergent` lines
// carry the shape of integer vectors - consecutive (stride 1), strided(k) - and say
// nothing for varying ones.  Names: %uni_* uniform, %con_* consecutive, %str<k>_*
// strided(k), %var_* varying.
//
// CHECK-LABEL: divergence @shapes
// CHECK-NEXT:  uniform %uni_m
// CHECK-NEXT:  uniform %uni_x
// CHECK-NEXT:  uniform %uni_c0
// CHECK-NEXT:  uniform %uni_c1
// CHECK-NEXT:  uniform %uni_c2
// CHECK-NEXT:  uniform %uni_c3
// CHECK-NEXT:  uniform %uni_c5
// CHECK-NEXT:  uniform %uni_c7
// CHECK-NEXT:  uniform %uni_x1
// CHECK-NEXT:  uniform %uni_x2
// CHECK-NEXT:  uniform %uni_x3
// CHECK-NEXT:  divergent %con_lanes consecutive
// CHECK-NEXT:  divergent %con_from_x consecutive
// CHECK-NEXT:  divergent %var_holes
// CHECK-NEXT:  uniform %uni_two
// CHECK-NEXT:  uniform %uni_vx
// CHECK-NEXT:  divergent %str2_mul strided(2)
// CHECK-NEXT:  divergent %str2_mul_left strided(2)
// CHECK-NEXT:  divergent %str2_plus_uniform strided(2)
// CHECK-NEXT:  divergent %str3_sum strided(3)
// CHECK-NEXT:  divergent %str-1_neg strided(-1)
// CHECK-NEXT:  divergent %str4_shl strided(4)
// CHECK-NEXT:  divergent %var_load
// CHECK-NEXT:  divergent %var_p
// CHECK-NEXT:  divergent %con_masked consecutive
// CHECK-NEXT:  divergent %var_sum
// CHECK-NEXT:  divergent %var_mul_by_varying
// NAMES-NOT: divergent %uni
// NAMES-NOT: uniform %con
// NAMES-NOT: uniform %str
// NAMES-NOT: uniform %var
// NAMES-NOT: %var_{{[a-z_]*}} {{consecutive|strided}}
func.func @shapes(%uni_m: memref<?xi32>, %uni_x: i32) -> vector<4xi32> {
  %uni_c0 = arith.constant 0 : i32
  %uni_c1 = arith.constant 1 : i32
  %uni_c2 = arith.constant 2 : i32
  %uni_c3 = arith.constant 3 : i32
  %uni_c5 = arith.constant 5 : i32
  %uni_c7 = arith.constant 7 : i32
  %uni_x1 = arith.addi %uni_x, %uni_c1 : i32
  %uni_x2 = arith.addi %uni_c2, %uni_x : i32
  %uni_x3 = arith.addi %uni_x, %uni_c3 : i32
  %con_lanes = simd.s2v %uni_c0, %uni_c1, %uni_c2, %uni_c3 : vector<4xi32>
  %con_from_x = simd.s2v %uni_x, %uni_x1, %uni_x2, %uni_x3 : vector<4xi32>
  %var_holes = simd.s2v %uni_c0, %uni_c1, %uni_c5, %uni_c7 : vector<4xi32>
  %uni_two = simd.s2vb %uni_c2 : vector<4xi32>
  %uni_vx = simd.s2vb %uni_x : vector<4xi32>
  %str2_mul = simd.vmul %con_lanes, %uni_two : vector<4xi32>
  %str2_mul_left = simd.vmul %uni_two, %con_lanes : vector<4xi32>
  %str2_plus_uniform = simd.vadd %str2_mul, %uni_vx : vector<4xi32>
  %str3_sum = simd.vadd %str2_mul, %con_from_x : vector<4xi32>
  %str-1_neg = simd.vsub %str2_mul, %str3_sum : vector<4xi32>
  %str4_shl = simd.vshl %con_lanes, %uni_two : vector<4xi32>
  %var_load = simd.vload %uni_m[%uni_c0] : memref<?xi32>, vector<4xi32>
  %var_p = simd.vcmp eq, %var_load, %uni_vx : vector<4xi32>
  %con_masked = simd.vadd %con_lanes, %uni_vx mask(%var_p) : vector<4xi32>
  %var_sum = simd.vadd %var_load, %con_lanes : vector<4xi32>
  %var_mul_by_varying = simd.vmul %con_lanes, %con_lanes : vector<4xi32>
  func.return %var_sum : vector<4xi32>
}
