// RUN: simd-opt %s | filecheck %s
// RUN: simd-opt %s --print-op-generic | simd-opt | filecheck %s
// RUN: simd-opt %s | simd-opt | filecheck %s
// The vector forms of the cross-lane ops (simd.vshuffle, vpermute, vballot, vscan):
// custom and generic forms round trip.

// CHECK-LABEL: func.func @cross_lane_vector
func.func @cross_lane_vector(%v: vector<4xi32>, %f: vector<4xf32>, %i: vector<4xi32>, %p: vector<4xi1>, %q: vector<4xi1>) {
  // CHECK-NEXT: %0 = simd.vshuffle %v [1, 0, 3, 2] : vector<4xi32>
  %0 = simd.vshuffle %v [1, 0, 3, 2] : vector<4xi32>
  // CHECK-NEXT: %1 = simd.vshuffle %f [0, 0, 0, 0] mask(not %p) : vector<4xf32>
  %1 = "simd.vshuffle"(%f, %p) <{lanes = array<i32: 0, 0, 0, 0>, negated}> : (vector<4xf32>, vector<4xi1>) -> vector<4xf32>
  // CHECK-NEXT: %2 = simd.vpermute %v, %i mask(%p) : vector<4xi32>
  %2 = simd.vpermute %v, %i mask(%p) : vector<4xi32>
  // CHECK-NEXT: %3 = simd.vballot %q mask(%p) : vector<4xi1> to i32
  %3 = simd.vballot %q mask(%p) : vector<4xi1> to i32
  // CHECK-NEXT: %4 = simd.vballot %q : vector<4xi1> to i64
  %4 = simd.vballot %q : vector<4xi1> to i64
  // CHECK-NEXT: %5 = simd.vscan exclusive add, %v mask(%p) : vector<4xi32>
  %5 = simd.vscan exclusive add, %v mask(%p) : vector<4xi32>
  // CHECK-NEXT: %6 = simd.vscan inclusive max, %f : vector<4xf32>
  %6 = simd.vscan inclusive max, %f : vector<4xf32>
  func.return
}
