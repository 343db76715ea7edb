// RUN: simd-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: sed 's/simd\.vcast/lockstep.vcast/g' %s | simd-opt --split-input-file --verify-diagnostics | filecheck %s --check-prefix=LS
// Every verifier message of simd.vcast (and lockstep.vcast, the same base), located.

func.func @unknown_kind(%a: vector<4xi32>) {
  // CHECK: vcast-invalid.mlir:[[# @LINE + 1]]:3: error: unknown cast kind 'sitofq'; expected one of sitofp, uitofp, fptosi, fptoui, bitcast
  %c = simd.vcast sitofq, %a : vector<4xi32> to vector<4xf32>
  func.return
}
// LS: error: unknown cast kind 'sitofq'

// -----

func.func @sitofp_from_float(%a: vector<4xf32>) {
  // CHECK: vcast-invalid.mlir:[[# @LINE + 1]]:3: error: 'sitofp' casts int lanes to float lanes, found vector<4xf32> to vector<4xf32>
  %c = simd.vcast sitofp, %a : vector<4xf32> to vector<4xf32>
  func.return
}
// LS: error: 'sitofp' casts int lanes to float lanes, found vector<4xf32> to vector<4xf32>

// -----

func.func @fptosi_to_float(%a: vector<4xf32>) {
  // CHECK: vcast-invalid.mlir:[[# @LINE + 1]]:3: error: 'fptosi' casts float lanes to int lanes, found vector<4xf32> to vector<4xf32>
  %c = simd.vcast fptosi, %a : vector<4xf32> to vector<4xf32>
  func.return
}
// LS: error: 'fptosi' casts float lanes to int lanes

// -----

func.func @bitcast_same_type(%a: vector<4xi32>) {
  // CHECK: vcast-invalid.mlir:[[# @LINE + 1]]:3: error: 'bitcast' casts between int and float lanes of the same width, found vector<4xi32> to vector<4xi32>
  %c = simd.vcast bitcast, %a : vector<4xi32> to vector<4xi32>
  func.return
}
// LS: error: 'bitcast' casts between int and float lanes of the same width

// -----

func.func @width_mismatch(%a: vector<4xi32>) {
  // CHECK: vcast-invalid.mlir:[[# @LINE + 1]]:3: error: result width 8 does not match operand width 4
  %c = simd.vcast sitofp, %a : vector<4xi32> to vector<8xf32>
  func.return
}
// LS: error: result width 8 does not match operand width 4

// -----

func.func @not_lanes(%a: vector<4xi24>) {
  // CHECK: vcast-invalid.mlir:[[# @LINE + 1]]:3: error: operand: expected vector<W x T> for T in i8, i16, i32, i64, f16, f32, f64, found vector<4xi24>
  %c = simd.vcast sitofp, %a : vector<4xi24> to vector<4xf32>
  func.return
}
// LS: error: operand: expected vector<W x T> for T in i8, i16, i32, i64, f16, f32, f64, found vector<4xi24>

// -----

func.func @result_not_lanes(%a: vector<4xf32>) {
  // CHECK: vcast-invalid.mlir:[[# @LINE + 1]]:3: error: result: expected vector<W x T> for T in i8, i16, i32, i64, f16, f32, f64, found vector<4xbf16>
  %c = simd.vcast bitcast, %a : vector<4xf32> to vector<4xbf16>
  func.return
}
// LS: error: result: expected vector<W x T> for T in i8, i16, i32, i64, f16, f32, f64, found vector<4xbf16>

// -----

func.func @mask_width(%a: vector<4xi32>, %p: vector<8xi1>) {
  // CHECK: vcast-invalid.mlir:[[# @LINE + 1]]:3: error: mask width 8 does not match the op's vector width 4
  %c = "simd.vcast"(%a, %p) <{kind = "sitofp"}> : (vector<4xi32>, vector<8xi1>) -> vector<4xf32>
  func.return
}
// LS: error: mask width 8 does not match the op's vector width 4

// -----

func.func @negated_without_mask(%a: vector<4xi32>) {
  // CHECK: vcast-invalid.mlir:[[# @LINE + 1]]:3: error: 'negated' is set but the op has no mask operand
  %c = "simd.vcast"(%a) <{kind = "sitofp", negated}> : (vector<4xi32>) -> vector<4xf32>
  func.return
}
// LS: error: 'negated' is set but the op has no mask operand
