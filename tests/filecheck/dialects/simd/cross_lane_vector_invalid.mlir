// RUN: simd-opt %s --split-input-file --verify-diagnostics | filecheck %s
// Every verifier message of the cross-lane vector forms, one chunk per error.

func.func @shuffle_lane_count(%v: vector<4xi32>) {
  // CHECK: cross_lane_vector_invalid.mlir:[[# @LINE + 1]]:3: error: expected 4 i32 lanes, found 2
  %0 = simd.vshuffle %v [1, 0] : vector<4xi32>
  func.return
}

// -----

func.func @shuffle_lane_range(%v: vector<4xi32>) {
  // CHECK: cross_lane_vector_invalid.mlir:[[# @LINE + 1]]:3: error: lane 4 out of range [0, 4)
  %0 = simd.vshuffle %v [1, 0, 4, 2] : vector<4xi32>
  func.return
}

// -----

func.func @permute_index_type(%v: vector<4xi32>, %i: vector<4xf32>) {
  // CHECK: cross_lane_vector_invalid.mlir:[[# @LINE + 1]]:3: error: index: expected vector<4xi32>, found vector<4xf32>
  %0 = "simd.vpermute"(%v, %i) : (vector<4xi32>, vector<4xf32>) -> vector<4xi32>
  func.return
}

// -----

func.func @ballot_result(%q: vector<4xi1>) {
  // CHECK: cross_lane_vector_invalid.mlir:[[# @LINE + 1]]:3: error: result must be i32 or i64 (a lane mask), found i16
  %0 = simd.vballot %q : vector<4xi1> to i16
  func.return
}

// -----

func.func @ballot_of_data(%v: vector<4xi32>) {
  // CHECK: cross_lane_vector_invalid.mlir:[[# @LINE + 1]]:3: error: operand: expected vector<W x i1>
  %0 = simd.vballot %v : vector<4xi32> to i32
  func.return
}

// -----

func.func @scan_mode(%v: vector<4xi32>) {
  // CHECK: cross_lane_vector_invalid.mlir:[[# @LINE + 1]]:3: error: unknown scan 'prefix'; expected one of inclusive, exclusive
  %0 = simd.vscan prefix add, %v : vector<4xi32>
  func.return
}

// -----

func.func @scan_mul(%v: vector<4xi32>) {
  // CHECK: cross_lane_vector_invalid.mlir:[[# @LINE + 1]]:3: error: a scan's kind is add, min, max, and, or or xor
  %0 = simd.vscan inclusive mul, %v : vector<4xi32>
  func.return
}

// -----

func.func @scan_float_and(%v: vector<4xf32>) {
  // CHECK: cross_lane_vector_invalid.mlir:[[# @LINE + 1]]:3: error: reduction 'and' needs an integer operand
  %0 = simd.vscan inclusive and, %v : vector<4xf32>
  func.return
}
