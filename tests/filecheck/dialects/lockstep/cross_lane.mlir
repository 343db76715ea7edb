// RUN: simd-opt %s | filecheck %s
// RUN: simd-opt %s --print-op-generic | simd-opt | filecheck %s
// The machine's cross-lane instructions: custom and generic forms round trip.

// CHECK-LABEL: func.func @cross_lane
func.func @cross_lane(%v: vector<8xi32>, %i: vector<8xi32>, %p: vector<8xi1>) {
  // CHECK-NEXT: %0 = lockstep.vshuffle %v [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xi32>
  %0 = lockstep.vshuffle %v [7, 6, 5, 4, 3, 2, 1, 0] : vector<8xi32>
  // CHECK-NEXT: %1 = lockstep.vpermute %v, %i mask(not %p) : vector<8xi32>
  %1 = lockstep.vpermute %v, %i mask(not %p) : vector<8xi32>
  // CHECK-NEXT: %2 = lockstep.vballot %p : vector<8xi1> to i64
  %2 = lockstep.vballot %p : vector<8xi1> to i64
  // CHECK-NEXT: %3 = lockstep.vscan exclusive xor, %v mask(%p) : vector<8xi32>
  %3 = lockstep.vscan exclusive xor, %v mask(%p) : vector<8xi32>
  func.return
}
