// RUN: simd-opt %s -p divergence-scalarize | filecheck %s
// RUN: simd-opt %s -p divergence-scalarize -o %t.mlir && simd-run %t.mlir --args '[7, 9, 5]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-run %s --args '[7, 9, 5]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'divergence-scalarize,convert-simd-to-lockstep' -o %t.l.mlir && simd-run %t.l.mlir --args '[7, 9, 5]' --json | filecheck %s --check-prefix=OUT
//
// A uniform vector carried by a loop is retyped to its scalar; a lane read of it
// (`simd.v2s`) becomes that scalar, and an op that reads the lane as a scalar operand
// (`simd.s2v`'s elements) keeps reading the scalar, not a broadcast of it (found by the
// engine campaign, random_simd seed 422: the pass produced `s2v` of a vector).

// CHECK-LABEL: func.func @main
// CHECK:         %[[SUM:.*]] = scf.for {{.*}} -> (i32) {
// CHECK-NOT:     simd.v2s
// CHECK:         simd.s2v %x, %x, %[[SUM]], %z : vector<4xi32>

// OUT: "results": {{\[\[}}7, 7, 15, 9]]

func.func @main(%x: i32, %z: i32, %y: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %v0 = simd.s2vb %c0 : vector<4xi32>
  %vy = simd.s2vb %y : vector<4xi32>
  %lo = arith.constant 0 : index
  %hi = arith.constant 3 : index
  %st = arith.constant 1 : index
  %sum = scf.for %i = %lo to %hi step %st iter_args(%acc = %v0) -> (vector<4xi32>) {
    %next = simd.vadd %acc, %vy : vector<4xi32>
    scf.yield %next : vector<4xi32>
  }
  %c3 = arith.constant 3 : i32
  %lane = simd.v2s %sum[%c3] : vector<4xi32>
  %v = simd.s2v %x, %x, %lane, %z : vector<4xi32>
  func.return %v : vector<4xi32>
}
