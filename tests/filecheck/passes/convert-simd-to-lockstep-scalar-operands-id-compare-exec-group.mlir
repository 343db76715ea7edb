// RUN: simd-opt %s -p 'convert-simd-to-lockstep{scalar-operands=true}' | filecheck %s
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op scalar-operands=true}' | filecheck %s --check-prefix=PEROP
// RUN: simd-run %s --args '[[0, 0, 0, 0], 0, 2, 2]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{scalar-operands=true}' -o %t.exec.mlir && simd-run %t.exec.mlir --args '[[0, 0, 0, 0], 0, 2, 2]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op scalar-operands=true}' -o %t.perop.mlir && simd-run %t.perop.mlir --args '[[0, 0, 0, 0], 0, 2, 2]' --json | filecheck %s --check-prefix=OUT
//
// Bounds checks `x0 + lane < s` (`pfirst (max(s, x0) - x0)`) in the entry block and in
// a loop.  In exec style the id's first lane %x0 is computed inside the exec group of
// the masked store before it: an unmasked `valus add` placed after it would write only
// the group's lanes, so both checks keep the count (two scalar ops and a mask op).
// With per-op masks there is no exec group: the lane and id vectors are built once
// after %x0, and the loop's check and the entry block's (which reads the id vector the
// loop needs anyway) are one `vcmps` each.  Same memory (OUT).

// CHECK-LABEL: func.func @checks
// CHECK:         lockstep.exec_and
// CHECK:         %x0 = arith.addi
// CHECK-NOT:     lockstep.vpack
// CHECK:         arith.maxsi %s, %x0
// CHECK:         lockstep.mfirst
// CHECK:         scf.for
// CHECK:           arith.maxsi %s, %x0
// CHECK:           lockstep.mfirst

// PEROP-LABEL: func.func @checks
// PEROP:         %x0 = arith.addi
// PEROP:         %[[LANES:.*]] = lockstep.vpack
// PEROP-NEXT:    %[[IDS:.*]] = lockstep.valus add %[[LANES]], %x0 : vector<4xi32>
// PEROP-NOT:     arith.maxsi
// PEROP:         lockstep.vcmps slt, %[[IDS]], %s : vector<4xi32>
// PEROP:         scf.for
// PEROP:           lockstep.vcmps slt, %[[IDS]], %s : vector<4xi32>

// OUT: "memrefs": {{\[}}[7, 7, 0, 0]]

func.func @checks(%a: memref<?xi32>, %base: i32, %s: i32, %n: index) {
  %three = arith.constant 3 : i32
  %m = simd.pfirst %three : vector<4xi1>
  %zero = arith.constant 0 : i32
  %z = simd.s2vb %zero : vector<4xi32>
  simd.vstore %z, %a[%base] mask(%m) : memref<?xi32>, vector<4xi32>
  %x0 = arith.addi %base, %zero : i32
  %top = arith.maxsi %s, %x0 : i32
  %k = arith.subi %top, %x0 : i32
  %in = simd.pfirst %k : vector<4xi1>
  %c1 = arith.constant 1 : i32
  %one = simd.s2vb %c1 : vector<4xi32>
  simd.vstore %one, %a[%base] mask(%in) : memref<?xi32>, vector<4xi32>
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %seven = arith.constant 7 : i32
  %sv = simd.s2vb %seven : vector<4xi32>
  scf.for %i = %i0 to %n step %i1 {
    %top2 = arith.maxsi %s, %x0 : i32
    %k2 = arith.subi %top2, %x0 : i32
    %in2 = simd.pfirst %k2 : vector<4xi1>
    simd.vstore %sv, %a[%base] mask(%in2) : memref<?xi32>, vector<4xi32>
  }
  func.return
}
