// RUN: simd-opt %s -p 'uniformity-versioning{threshold=1 profile="%S/Inputs/uniformity-versioning-later.json"}' | filecheck %s
// Both gathers ran mostly uniform (Inputs/uniformity-versioning-later.json), but %y is
// defined inside the range that starts at %x's first use: the checks run before the
// range, so only %x is tested there (a test of %y would read it before its definition).

// CHECK-LABEL: func.func @defined_inside
// CHECK-NEXT:  %[[X:.*]] = simd.gather %m[%i] : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:  %[[NB:.*]] = simd.s2vb %n : vector<4xi32>
// CHECK-NEXT:  %[[F:.*]] = simd.vreadfirstlane %[[X]] : vector<4xi32>
// CHECK-NEXT:  %[[B:.*]] = simd.s2vb %[[F]] : vector<4xi32>
// CHECK-NEXT:  simd.vcmp eq, %[[X]], %[[B]]
// CHECK-NEXT:  %[[ALL:.*]] = simd.all
// CHECK-NEXT:  scf.if %[[ALL]]
// CHECK-NEXT:    simd.vmul %[[B]], %[[NB]]
// CHECK-NEXT:    simd.gather %m[%j]
// CHECK-NOT:   simd.vreadfirstlane
// CHECK:       func.return
func.func @defined_inside(%m: memref<?xi32>, %i: vector<4xi32> {simd.divergent}, %j: vector<4xi32> {simd.divergent}, %n: i32) -> vector<4xi32> {
  %x = simd.gather %m[%i] : memref<?xi32>, vector<4xi32>
  %nb = simd.s2vb %n : vector<4xi32>
  %a = simd.vmul %x, %nb : vector<4xi32>
  %y = simd.gather %m[%j] : memref<?xi32>, vector<4xi32>
  %b = simd.vadd %y, %nb : vector<4xi32>
  %c = simd.vsub %b, %y : vector<4xi32>
  %d = simd.vmul %c, %a : vector<4xi32>
  func.return %d : vector<4xi32>
}
