// RUN: simd-opt %s -p divergence-scalarize | filecheck %s
// RUN: simd-opt %s -p 'divergence-scalarize{placement=false}' | filecheck %s --check-prefix=OFF
// RUN: simd-opt %s -p divergence-scalarize -o %t.mlir && simd-run %t.mlir --args '[[1, 2, 3, 4], 0, 1]' --json | filecheck %s --check-prefix=ZERO
// RUN: simd-run %s --args '[[1, 2, 3, 4], 0, 1]' --json | filecheck %s --check-prefix=ZERO
// RUN: simd-opt %s -p divergence-scalarize -o %t.mlir && simd-run %t.mlir --args '[[1, 2, 3, 4], 3, 0]' --json | filecheck %s --check-prefix=THREE
// RUN: simd-run %s --args '[[1, 2, 3, 4], 3, 0]' --json | filecheck %s --check-prefix=THREE
//
// A rotated loop's zero-trip guard, lifted as `scf.if %done {} else { loop }`, takes a
// branch (the lockstep machine's refill) on every run that enters the loop.  The
// placement branches on the negated condition instead: the inverse compare (one for
// both guards, the old compare dies) or an `xori` of a condition that is no compare.

// CHECK-LABEL: func.func @guards
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[NB:.*]] = arith.xori %b, %[[T]] : i1
// CHECK:         %[[GO:.*]] = arith.cmpi ne, %n, %c0 : i32
// CHECK-NEXT:    scf.if %[[GO]] {
// CHECK-NEXT:      scf.while
// CHECK:         scf.yield
// CHECK:         scf.if %[[GO]] {
// CHECK:         memref.store
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %[[NB]] {
// CHECK:           memref.store
// CHECK-NEXT:    }
// CHECK-NOT:     else
// OFF-LABEL: func.func @guards
// OFF:         arith.cmpi eq, %n, %c0 : i32
// OFF:         } else {
// ZERO: "results": [1, 2, 4]
// THREE: "results": [4, 8, 9]
func.func @guards(%m: memref<4xi32>, %n: i32, %b: i1) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i3 = arith.constant 3 : index
  %done = arith.cmpi eq, %n, %c0 : i32
  scf.if %done {
  } else {
    %r = scf.while (%k = %n) : (i32) -> i32 {
      %x = memref.load %m[%i0] : memref<4xi32>
      %y = arith.addi %x, %c1 : i32
      memref.store %y, %m[%i0] : memref<4xi32>
      %k1 = arith.subi %k, %c1 : i32
      %more = arith.cmpi ne, %k1, %c0 : i32
      scf.condition(%more) %k1 : i32
    } do {
    ^bb0(%k2: i32):
      scf.yield %k2 : i32
    }
  }
  scf.if %done {
  } else {
    %z = memref.load %m[%i1] : memref<4xi32>
    %z2 = arith.muli %z, %n : i32
    %z3 = arith.addi %z2, %c1 : i32
    %z4 = arith.addi %z3, %c1 : i32
    memref.store %z4, %m[%i1] : memref<4xi32>
  }
  scf.if %b {
  } else {
    %w = memref.load %m[%i3] : memref<4xi32>
    %w2 = arith.addi %w, %w : i32
    %w3 = arith.addi %w2, %c1 : i32
    memref.store %w3, %m[%i3] : memref<4xi32>
  }
  %o0 = memref.load %m[%i0] : memref<4xi32>
  %o1 = memref.load %m[%i1] : memref<4xi32>
  %o3 = memref.load %m[%i3] : memref<4xi32>
  func.return %o0, %o1, %o3 : i32, i32, i32
}
