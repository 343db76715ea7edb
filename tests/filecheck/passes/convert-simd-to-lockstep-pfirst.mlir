// RUN: simd-opt %s -p convert-simd-to-lockstep | filecheck %s
// RUN: simd-run %s --args '[[1, 2, 3, 4], -1, 0, 3, 9]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p convert-simd-to-lockstep -o %t.mlir && simd-run %t.mlir --args '[[1, 2, 3, 4], -1, 0, 3, 9]' --json | filecheck %s --check-prefix=OUT
// simd.pfirst (lane i set iff i < %n, signed) becomes lockstep.mfirst, one mask-unit
// op; the same masks on both stages: none for a count <= 0, the first 3 lanes for 3,
// every lane for a count >= W.  The SIMD program's cost counts it as a mask op (1).
//
// CHECK:      lockstep.mfirst %a : vector<4xi1>
// CHECK-NEXT: lockstep.mfirst %b : vector<4xi1>
// CHECK-NEXT: lockstep.mfirst %c : vector<4xi1>
// CHECK-NEXT: lockstep.mfirst %d : vector<4xi1>
// CHECK-NOT:  simd.
//
// OUT: "results": {{\[}}[0, 0, 0, 0], [0, 0, 0, 0], [1, 2, 3, 0], [1, 2, 3, 4]]
func.func @main(%v: vector<4xi32>, %a: i32, %b: i32, %c: i32, %d: i32) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %z = arith.constant 0 : i32
  %zv = simd.s2vb %z : vector<4xi32>
  %pa = simd.pfirst %a : vector<4xi1>
  %pb = simd.pfirst %b : vector<4xi1>
  %pc = simd.pfirst %c : vector<4xi1>
  %pd = simd.pfirst %d : vector<4xi1>
  %ra = simd.vphi %pa, %v, %zv : vector<4xi32>
  %rb = simd.vphi %pb, %v, %zv : vector<4xi32>
  %rc = simd.vphi %pc, %v, %zv : vector<4xi32>
  %rd = simd.vphi %pd, %v, %zv : vector<4xi32>
  func.return %ra, %rb, %rc, %rd : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}
