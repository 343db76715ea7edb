// RUN: simd-opt %s -p convert-simd-to-lockstep > %t.default.mlir
// RUN: simd-run %t.default.mlir --json --args '[[1, 2, 3, 4], 5, 1]' | filecheck %s --check-prefix=DEFAULT
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{cycles-vector=3 taken-branch-penalty=5}' > %t.target.mlir
// RUN: simd-run %t.target.mlir --json --args '[[1, 2, 3, 4], 5, 1]' | filecheck %s --check-prefix=TARGET
// RUN: simd-run %t.target.mlir --json --args '[[1, 2, 3, 4], 5, 0]' | filecheck %s --check-prefix=TAKEN
// The machine's cycles split by where they go: the vector unit's own instructions
// (vload, valu, vstore), the scalar unit's (the constant), the mask unit's, the
// transfers between units (the broadcast of %x into every lane: vector unit, but
// counted apart) and the branch unit (the scf.if on a scalar; when taken, around the
// then arm, its refill too).  The parts sum to the run's cycles under any target.

// DEFAULT: "issued": {"vector": 4, "scalar": 1, "mask": 0, "branch": 1}
// DEFAULT-SAME: "cycles_by_unit": {"vector": 3, "scalar": 1, "mask": 0, "transfers": 1, "branches": 1}
// DEFAULT-SAME: "cycles": 6,
// TARGET: "cycles_by_unit": {"vector": 9, "scalar": 1, "mask": 0, "transfers": 3, "branches": 1}
// TARGET-SAME: "cycles": 14,
// TAKEN: "cycles_by_unit": {"vector": 0, "scalar": 1, "mask": 0, "transfers": 0, "branches": 6}
// TAKEN-SAME: "cycles": 7,

func.func @main(%m: memref<?xi32>, %x: i32, %c: i1) {
  %c0 = arith.constant 0 : i32
  scf.if %c {
    %v = simd.vload %m[%c0] : memref<?xi32>, vector<4xi32>
    %b = simd.s2vb %x : vector<4xi32>
    %s = simd.vadd %v, %b : vector<4xi32>
    simd.vstore %s, %m[%c0] : memref<?xi32>, vector<4xi32>
  }
  func.return
}
