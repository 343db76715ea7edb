// RUN: simd-opt %s -p loop-invariant-code-motion | filecheck %s
// RUN: simd-run %s --entry while_loop --args '[[1, 2, 3, 4], 10, 3]' --json | filecheck %s --check-prefix=WHILE
// RUN: simd-opt %s -p loop-invariant-code-motion -o %t.mlir
// RUN: simd-run %t.mlir --entry while_loop --args '[[1, 2, 3, 4], 10, 3]' --json | filecheck %s --check-prefix=WHILE
// RUN: simd-run %s --entry nest --args '[[1, 2, 3, 4], [1, 0, 1, 0], 2]' --json | filecheck %s --check-prefix=NEST
// RUN: simd-run %t.mlir --entry nest --args '[[1, 2, 3, 4], [1, 0, 1, 0], 2]' --json | filecheck %s --check-prefix=NEST
//
// loop-invariant-code-motion moves the pure, speculatable ops that read only values from
// outside the loop out of scf.while (both regions) and scf.for, inner loops first; a
// division by a variable (it may trap), an op reading a loop value and a masked op under
// a loop-carried mask stay.  Both functions compute the same before and after.
// WHILE-LABEL: {"results": {{\[}}[31, 32, 33, 34]]
// NEST-LABEL: {"results": {{\[}}[9, 2, 11, 4]]

// CHECK-LABEL: func.func @while_loop
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %b = simd.s2vb %x : vector<4xi32>
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %xy = arith.addi %x, %y : i32
// CHECK-NEXT:    %bxy = simd.s2vb %xy : vector<4xi32>
// CHECK-NEXT:    %b2 = simd.s2vb %x : vector<4xi32>
// CHECK-NEXT:    %r, %r_1 = scf.while
// CHECK-NEXT:      %q = arith.divsi %x, %y : i32
// CHECK-NEXT:      %lt = arith.cmpi slt, %i, %q : i32
// CHECK-NEXT:      scf.condition
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%i2: i32, %acc2: vector<4xi32>):
// CHECK-NEXT:      %s = simd.vadd %acc2, %b2 : vector<4xi32>
// CHECK-NEXT:      %n = arith.addi %i2, %c1 : i32
func.func @while_loop(%v: vector<4xi32>, %x: i32, %y: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %r:2 = scf.while (%i = %c0, %acc = %v) : (i32, vector<4xi32>) -> (i32, vector<4xi32>) {
    %b = simd.s2vb %x : vector<4xi32>
    %q = arith.divsi %x, %y : i32
    %lt = arith.cmpi slt, %i, %q : i32
    scf.condition(%lt) %i, %acc : i32, vector<4xi32>
  } do {
  ^bb0(%i2: i32, %acc2: vector<4xi32>):
    %c1 = arith.constant 1 : i32
    %xy = arith.addi %x, %y : i32
    %bxy = simd.s2vb %xy : vector<4xi32>
    %b2 = simd.s2vb %x : vector<4xi32>
    %s = simd.vadd %acc2, %b2 : vector<4xi32>
    %n = arith.addi %i2, %c1 : i32
    %t = simd.vadd %s, %bxy : vector<4xi32>
    %u = simd.vsub %t, %bxy : vector<4xi32>
    scf.yield %n, %u : i32, vector<4xi32>
  }
  func.return %r#1 : vector<4xi32>
}

// The broadcast of %k leaves both loops of the nest; the masked add under the
// loop-carried mask %p stays.
// CHECK-LABEL: func.func @nest
// CHECK-NEXT:    %c0 = arith.constant 0 : i32
// CHECK-NEXT:    %c1 = arith.constant 1 : i32
// CHECK-NEXT:    %bk = simd.s2vb %k : vector<4xi32>
// CHECK-NEXT:    %r = scf.for
// CHECK-NEXT:      %r2 = scf.for
// CHECK-NEXT:        %s = simd.vadd %a2, %bk mask(%p) : vector<4xi32>
func.func @nest(%v: vector<4xi32>, %p: vector<4xi1>, %k: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %i = %c0 to %k step %c1 iter_args(%a = %v) -> (vector<4xi32>) : i32 {
    %r2 = scf.for %j = %c0 to %k step %c1 iter_args(%a2 = %a) -> (vector<4xi32>) : i32 {
      %bk = simd.s2vb %k : vector<4xi32>
      %s = simd.vadd %a2, %bk mask(%p) : vector<4xi32>
      %t = simd.vphi %p, %s, %a2 : vector<4xi32>
      scf.yield %t : vector<4xi32>
    }
    scf.yield %r2 : vector<4xi32>
  }
  func.return %r : vector<4xi32>
}
