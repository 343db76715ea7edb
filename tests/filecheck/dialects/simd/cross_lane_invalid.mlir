// RUN: simd-opt %s --split-input-file --verify-diagnostics | filecheck %s
// Every verifier message of the cross-lane ops, one chunk per error, located file:line:col.

func.func @bad_shuffle_mode(%x: i32, %l: i32) {
  // CHECK: cross_lane_invalid.mlir:[[# @LINE + 1]]:3: error: unknown shuffle mode 'left'; expected one of idx, up, down, xor
  %0 = simd.shuffle left %x, %l : i32
  func.return
}

// -----

func.func @shuffle_vector(%x: vector<4xi32>, %l: i32) {
  // CHECK: cross_lane_invalid.mlir:[[# @LINE + 1]]:3: error: operand: expected i32, i64, f32, i1 or index, found vector<4xi32>
  %0 = simd.shuffle idx %x, %l : vector<4xi32>
  func.return
}

// -----

func.func @sync_i16(%x: i32, %l: i32, %m: i16) {
  // CHECK: cross_lane_invalid.mlir:[[# @LINE + 1]]:3: error: a sync mask must be i32 or i64 (a lane mask), found i16
  %0 = simd.shuffle xor %x, %l sync(%m : i16) : i32
  func.return
}

// -----

func.func @bad_vote(%p: i1) {
  // CHECK: cross_lane_invalid.mlir:[[# @LINE + 1]]:3: error: unknown vote 'some'; expected one of any, all, uni, ballot
  %0 = simd.vote some %p : i1
  func.return
}

// -----

func.func @ballot_i1(%p: i1) {
  // CHECK: cross_lane_invalid.mlir:[[# @LINE + 1]]:3: error: a ballot's result must be i32 or i64 (a lane mask), found i1
  %0 = simd.vote ballot %p : i1
  func.return
}

// -----

func.func @any_i32(%p: i1) {
  // CHECK: cross_lane_invalid.mlir:[[# @LINE + 1]]:3: error: vote 'any' returns i1, found i32
  %0 = simd.vote any %p : i32
  func.return
}

// -----

func.func @active_mask_i16() {
  // CHECK: cross_lane_invalid.mlir:[[# @LINE + 1]]:3: error: an active mask must be i32 or i64 (a lane mask), found i16
  %0 = simd.active_mask : i16
  func.return
}

// -----

func.func @lanes_below_i1(%m: i1) {
  // CHECK: cross_lane_invalid.mlir:[[# @LINE + 1]]:3: error: the mask must be i32 or i64 (a lane mask), found i1
  %0 = simd.lanes_below %m : i1
  func.return
}

// -----

func.func @scan_mode(%x: i32) {
  // CHECK: cross_lane_invalid.mlir:[[# @LINE + 1]]:3: error: unknown scan 'partial'; expected one of inclusive, exclusive
  %0 = simd.group_scan partial add, %x : i32
  func.return
}

// -----

func.func @scan_mul(%x: i32) {
  // CHECK: cross_lane_invalid.mlir:[[# @LINE + 1]]:3: error: a scan's kind is add, min, max, and, or or xor
  %0 = simd.group_scan inclusive mul, %x : i32
  func.return
}

// -----

func.func @scan_float_xor(%x: f32) {
  // CHECK: cross_lane_invalid.mlir:[[# @LINE + 1]]:3: error: reduction 'xor' needs an integer operand
  %0 = simd.group_scan exclusive xor, %x : f32
  func.return
}
