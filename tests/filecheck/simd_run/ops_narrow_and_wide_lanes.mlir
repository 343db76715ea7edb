// Integer lanes wrap at their own width (i8, i16, i64), the *u ops read the lane's bits
// unsigned, an i64 shift takes its amount mod 64, minnum/maxnum let a number win over
// NaN, and casts between widths extend or truncate - in the simd interpreter and on the
// lockstep machine, where an i64 or f64 lane costs two 32-bit lane slots
// (alu_lane_ops: 2W per op on 64-bit lanes, W on narrower ones).

// RUN: simd-run %s --entry i8_wraps --args '[[127, -128, 100, -1], [1, -1, 100, 1]]' --json | filecheck %s --check-prefix=I8
// I8: "results": {{\[}}[-128, 127, -56, 0], [1, 255, 100, 1]]
func.func @i8_wraps(%a: vector<4xi8>, %b: vector<4xi8>) -> (vector<4xi8>, vector<4xi32>) {
  %r = simd.vadd %a, %b : vector<4xi8>
  %m = simd.vmaxu %b, %b : vector<4xi8>
  %u = simd.vcast extui, %m : vector<4xi8> to vector<4xi32>
  func.return %r, %u : vector<4xi8>, vector<4xi32>
}

// RUN: simd-run %s --entry i16_ops --args '[[32767, -32768, -7, 300], [2, 2, 2, 2]]' --json | filecheck %s --check-prefix=I16
// I16: "results": {{\[}}[-2, 0, -14, 600], [32767, 0, 32761, 300], [-1, 0, -7, 44]]
func.func @i16_ops(%a: vector<4xi16>, %b: vector<4xi16>) -> (vector<4xi16>, vector<4xi16>, vector<4xi8>) {
  %r = simd.vmul %a, %b : vector<4xi16>
  %d = simd.vdivu %r, %b : vector<4xi16>
  %t = simd.vcast trunci, %a : vector<4xi16> to vector<4xi8>
  func.return %r, %d, %t : vector<4xi16>, vector<4xi16>, vector<4xi8>
}

// RUN: simd-run %s --entry i64_ops --args '[[1, 1, -1, 4611686018427387904], [40, 65, 60, 2]]' --json | filecheck %s --check-prefix=I64
// I64: "results": {{\[}}[1099511627776, 2, -1152921504606846976, 0], [0, 0, 15, 1152921504606846976], [1, 1, 5, 4]]
func.func @i64_ops(%a: vector<4xi64>, %b: vector<4xi64>) -> (vector<4xi64>, vector<4xi64>, vector<4xi64>) {
  %s = simd.vshl %a, %b : vector<4xi64>
  %u = simd.vshru %a, %b : vector<4xi64>
  %ten = arith.constant 10 : i64
  %t = simd.s2vb %ten : vector<4xi64>
  %r = simd.vremu %a, %t : vector<4xi64>
  func.return %s, %u, %r : vector<4xi64>, vector<4xi64>, vector<4xi64>
}

// RUN: simd-run %s --entry f64_ops --args '[[-1.0, 4.0, 2.5, -2.0], [1.0, -1.0, 3.0, 0.5]]' --json | filecheck %s --check-prefix=F64
// F64: "results": {{\[}}[1.0, -1.0, 2.5, 0.5], [-1, 4, 2, -2]]
func.func @f64_ops(%a: vector<4xf64>, %b: vector<4xf64>) -> (vector<4xf64>, vector<4xi64>) {
  %q = simd.vmath sqrt, %a : vector<4xf64>
  %m = simd.vminnum %q, %b : vector<4xf64>
  %n = simd.vmaxnum %m, %a : vector<4xf64>
  %lo = simd.vmin %n, %b : vector<4xf64>
  %i = simd.vcast fptosi, %a : vector<4xf64> to vector<4xi64>
  %h = simd.vcast truncf, %lo : vector<4xf64> to vector<4xf32>
  %e = simd.vcast extf, %h : vector<4xf32> to vector<4xf64>
  func.return %e, %i : vector<4xf64>, vector<4xi64>
}

// RUN: simd-opt %s -p convert-simd-to-lockstep -o %t && simd-run %t --entry slots --args '[[1, 2, 3, 4], [1, 2, 3, 4]]' --json | filecheck %s --check-prefix=SLOTS
// SLOTS: "results": {{\[}}[2, 4, 6, 8], [2, 4, 6, 8]]
// SLOTS: "alu_lane_ops": 12,
func.func @slots(%a: vector<4xi32>, %b: vector<4xi64>) -> (vector<4xi32>, vector<4xi64>) {
  %x = simd.vadd %a, %a : vector<4xi32>
  %y = simd.vadd %b, %b : vector<4xi64>
  func.return %x, %y : vector<4xi32>, vector<4xi64>
}
