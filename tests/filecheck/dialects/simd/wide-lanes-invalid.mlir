// RUN: simd-opt %s --split-input-file --verify-diagnostics | filecheck %s
// Lanes of different widths do not mix: an op's operands share the result's lane type,
// a cast changes width only as its kind says, and i32-index memory ops keep i32 addresses.

func.func @mixed_int_widths(%a: vector<4xi64>, %b: vector<4xi32>) {
  // CHECK: wide-lanes-invalid.mlir:[[# @LINE + 1]]:3: error: rhs type vector<4xi32> does not match result type vector<4xi64>
  %c = "simd.vadd"(%a, %b) {operandSegmentSizes = array<i32: 1, 1, 0>} : (vector<4xi64>, vector<4xi32>) -> vector<4xi64>
  func.return
}

// -----

func.func @mixed_float_widths(%a: vector<4xf64>, %b: vector<4xf32>) {
  // CHECK: wide-lanes-invalid.mlir:[[# @LINE + 1]]:3: error: rhs type vector<4xf32> does not match result type vector<4xf64>
  %c = "simd.vmul"(%a, %b) {operandSegmentSizes = array<i32: 1, 1, 0>} : (vector<4xf64>, vector<4xf32>) -> vector<4xf64>
  func.return
}

// -----

func.func @unsupported_lane_type(%a: vector<4xi24>) {
  // CHECK: wide-lanes-invalid.mlir:[[# @LINE + 1]]:3: error: result: expected vector<W x T> for T in i8, i16, i32, i64, f16, f32, f64, found vector<4xi24>
  %c = simd.vadd %a, %a : vector<4xi24>
  func.return
}

// -----

func.func @minnum_on_integers(%a: vector<4xi16>) {
  // CHECK: wide-lanes-invalid.mlir:[[# @LINE + 1]]:3: error: 'simd.vminnum' expects float lanes, found vector<4xi16>
  %c = simd.vminnum %a, %a : vector<4xi16>
  func.return
}

// -----

func.func @unsigned_on_floats(%a: vector<4xf64>) {
  // CHECK: wide-lanes-invalid.mlir:[[# @LINE + 1]]:3: error: 'simd.vmaxu' expects integer lanes, found vector<4xf64>
  %c = simd.vmaxu %a, %a : vector<4xf64>
  func.return
}

// -----

func.func @extsi_narrows(%a: vector<4xi64>) {
  // CHECK: wide-lanes-invalid.mlir:[[# @LINE + 1]]:3: error: 'extsi' casts int lanes to wider int lanes, found vector<4xi64> to vector<4xi32>
  %c = simd.vcast extsi, %a : vector<4xi64> to vector<4xi32>
  func.return
}

// -----

func.func @trunci_widens(%a: vector<4xi8>) {
  // CHECK: wide-lanes-invalid.mlir:[[# @LINE + 1]]:3: error: 'trunci' casts int lanes to narrower int lanes, found vector<4xi8> to vector<4xi16>
  %c = simd.vcast trunci, %a : vector<4xi8> to vector<4xi16>
  func.return
}

// -----

func.func @bitcast_changes_width(%a: vector<4xf64>) {
  // CHECK: wide-lanes-invalid.mlir:[[# @LINE + 1]]:3: error: 'bitcast' casts between int and float lanes of the same width, found vector<4xf64> to vector<4xi32>
  %c = simd.vcast bitcast, %a : vector<4xf64> to vector<4xi32>
  func.return
}

// -----

func.func @gather_element_mismatch(%m: memref<?xi8>, %i: vector<4xi32>) {
  // CHECK: wide-lanes-invalid.mlir:[[# @LINE + 1]]:3: error: memref: memref element type i8 does not match vector element type i16
  %v = simd.gather %m[%i] : memref<?xi8>, vector<4xi16>
  func.return
}
