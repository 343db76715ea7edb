// RUN: simd-opt %s -p canonicalize | filecheck %s
// A value `scf.condition` forwards that neither its loop result nor the after region
// reads is dropped from the loop (MLIR's WhileUnusedResult), and what computed it dies:
// `lift-cf-to-scf`'s exit flag of a loop with one exit (collatz paid its `pnot` every
// iteration).  A forwarded value read after the loop or in the after region stays (the
// second `%k1`, read after the loop though its after-region argument is not; the first,
// read in the after region though its result is not).

// CHECK-LABEL: func.func @exit_flag_dropped
// CHECK:         %r, %r_1, %r_2 = scf.while (%v = %v0, %k = %k0) : (vector<4xi32>, i32) -> (vector<4xi32>, i32, i32) {
// CHECK-NOT:       simd.pnot
// CHECK:           scf.condition(%any) %v, %k1, %k1 : vector<4xi32>, i32, i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%a: vector<4xi32>, %b: i32, %b2: i32):
// CHECK-NEXT:      scf.yield %a, %b : vector<4xi32>, i32
// CHECK:         func.return %r_2 : i32
func.func @exit_flag_dropped(%v0: vector<4xi32>, %k0: i32, %lim: vector<4xi32>) -> i32 {
  %c1 = arith.constant 1 : i32
  %r:4 = scf.while (%v = %v0, %k = %k0) : (vector<4xi32>, i32) -> (vector<4xi32>, vector<4xi1>, i32, i32) {
    %go = simd.vcmp sgt, %v, %lim : vector<4xi32>
    %flag = simd.pnot %go : vector<4xi1>
    %k1 = arith.addi %k, %c1 : i32
    %any = simd.any %go : vector<4xi1>
    scf.condition(%any) %v, %flag, %k1, %k1 : vector<4xi32>, vector<4xi1>, i32, i32
  } do {
  ^bb0(%a: vector<4xi32>, %f: vector<4xi1>, %b: i32, %b2: i32):
    scf.yield %a, %b : vector<4xi32>, i32
  }
  func.return %r#3 : i32
}

// CHECK-LABEL: func.func @read_flag_stays
// CHECK:         %r, %r_1 = scf.while (%v = %v0) : (vector<4xi32>) -> (vector<4xi32>, vector<4xi1>) {
// CHECK:           %flag = simd.pnot %go : vector<4xi1>
// CHECK:           scf.condition(%any) %v, %flag : vector<4xi32>, vector<4xi1>
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%a: vector<4xi32>, %f: vector<4xi1>):
// CHECK-NEXT:      %a2 = simd.vadd %a, %a mask(%f) : vector<4xi32>
func.func @read_flag_stays(%v0: vector<4xi32>, %lim: vector<4xi32>) -> vector<4xi32> {
  %r:2 = scf.while (%v = %v0) : (vector<4xi32>) -> (vector<4xi32>, vector<4xi1>) {
    %go = simd.vcmp sgt, %v, %lim : vector<4xi32>
    %flag = simd.pnot %go : vector<4xi1>
    %any = simd.any %go : vector<4xi1>
    scf.condition(%any) %v, %flag : vector<4xi32>, vector<4xi1>
  } do {
  ^bb0(%a: vector<4xi32>, %f: vector<4xi1>):
    %a2 = simd.vadd %a, %a mask(%f) : vector<4xi32>
    scf.yield %a2 : vector<4xi32>
  }
  func.return %r#0 : vector<4xi32>
}
