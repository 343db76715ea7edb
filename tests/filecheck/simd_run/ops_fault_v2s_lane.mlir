// v2s of a lane outside [0, W) is a runtime fault at the op.

// RUN: not simd-run %s --args '[[1, 2, 3, 4], 4]' 2>&1 | filecheck %s --check-prefix=FOUR
// RUN: not simd-run %s --args '[[1, 2, 3, 4], -1]' 2>&1 | filecheck %s --check-prefix=NEG
// FOUR: ops_fault_v2s_lane.mlir:8:3: error: 'simd.v2s' lane 4 out of range [0, 4)
// NEG: ops_fault_v2s_lane.mlir:8:3: error: 'simd.v2s' lane -1 out of range [0, 4)
func.func @main(%v: vector<4xi32>, %lane: i32) -> i32 {
  %x = simd.v2s %v[%lane] : vector<4xi32>
  func.return %x : i32
}
