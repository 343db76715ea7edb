// RUN: simd-opt %s -p 'insert-uniformity-checks{threshold=0}' | filecheck %s
// A skipped run's vector results are poison (all their lanes were inactive); its
// scalar results - a reduction, a first active lane - are zero, what those ops give
// with no active lane, so a uniform branch on them cannot fault.

// CHECK-LABEL: func.func @skipped_reduction_is_zero
// CHECK-NEXT:    %[[ANY:.*]] = simd.any %p : vector<4xi1>
// CHECK-NEXT:    %w, %s, %f = scf.if %[[ANY]] -> (vector<4xi32>, i32, i32) {
// CHECK:         } else {
// CHECK-NEXT:      %[[P:.*]] = ub.poison : vector<4xi32>
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      scf.yield %[[P]], %[[Z]], %[[Z]] : vector<4xi32>, i32, i32
func.func @skipped_reduction_is_zero(%v: vector<4xi32>, %p: vector<4xi1>, %n: i32) -> (vector<4xi32>, i32) {
  %w = simd.vadd %v, %v mask(%p) : vector<4xi32>
  %s = simd.vreduce add, %w mask(%p) : vector<4xi32>
  %f = simd.vreadfirstlane %w mask(%p) : vector<4xi32>
  %q = arith.addi %s, %f : i32
  func.return %w, %q : vector<4xi32>, i32
}
