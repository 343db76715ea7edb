// Moving values between scalar and vector registers: s2v builds lane i from operand i,
// s2vb broadcasts one scalar to every lane, v2s reads one lane into a scalar.

// RUN: simd-run %s --entry s2v_lane_i_is_operand_i --args '[5, -6, 7, 8]' --json | filecheck %s --check-prefix=S2V
// S2V: "results": {{\[}}[5, -6, 7, 8]]
func.func @s2v_lane_i_is_operand_i(%x0: i32, %x1: i32, %x2: i32, %x3: i32) -> vector<4xi32> {
  %v = simd.s2v %x0, %x1, %x2, %x3 : vector<4xi32>
  func.return %v : vector<4xi32>
}

// RUN: simd-run %s --entry s2v_f32 --args '[0.5, -1.25, 3.0, 4.75]' --json | filecheck %s --check-prefix=S2VF
// S2VF: "results": {{\[}}[0.5, -1.25, 3.0, 4.75]]
func.func @s2v_f32(%x0: f32, %x1: f32, %x2: f32, %x3: f32) -> vector<4xf32> {
  %v = simd.s2v %x0, %x1, %x2, %x3 : vector<4xf32>
  func.return %v : vector<4xf32>
}

// RUN: simd-run %s --entry s2vb_broadcasts --args '[-42]' --json | filecheck %s --check-prefix=S2VB
// S2VB: "results": {{\[}}[-42, -42, -42, -42]]
func.func @s2vb_broadcasts(%x: i32) -> vector<4xi32> {
  %v = simd.s2vb %x : vector<4xi32>
  func.return %v : vector<4xi32>
}

// RUN: simd-run %s --entry v2s_reads_one_lane --args '[[10, 20, 30, 40]]' --json | filecheck %s --check-prefix=V2S
// V2S: "results": [10, 30, 40]
func.func @v2s_reads_one_lane(%v: vector<4xi32>) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %x0 = simd.v2s %v[%c0] : vector<4xi32>
  %x2 = simd.v2s %v[%c2] : vector<4xi32>
  %x3 = simd.v2s %v[%c3] : vector<4xi32>
  func.return %x0, %x2, %x3 : i32, i32, i32
}

// v2s reads a defined lane of a vector whose other lanes are poison.
// RUN: simd-run %s --entry v2s_of_an_active_lane --args '[[10, 20, 30, 40], [1, 0, 0, 0]]' --json | filecheck %s --check-prefix=V2SACT
// V2SACT: "results": [11]
func.func @v2s_of_an_active_lane(%v: vector<4xi32>, %p: vector<4xi1>) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %ones = simd.s2vb %c1 : vector<4xi32>
  %w = simd.vadd %v, %ones mask(%p) : vector<4xi32>
  %x = simd.v2s %w[%c0] : vector<4xi32>
  func.return %x : i32
}
