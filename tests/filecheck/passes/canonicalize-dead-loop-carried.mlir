// RUN: simd-opt %s -p canonicalize | filecheck %s
// A loop-carried value whose loop result is unused and which only feeds its own yield
// (through pure ops) is dropped from scf.for and scf.while; a carried value read after
// the loop, by a store, or by the loop's exit condition stays.

// CHECK-LABEL: func.func @for_dead_carried_vector_dropped
// CHECK:         %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %v) -> (vector<4xi32>) {
// CHECK-NEXT:      %a2 = simd.vadd %a, %a : vector<4xi32>
// CHECK-NEXT:      scf.yield %a2 : vector<4xi32>
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %r : vector<4xi32>
func.func @for_dead_carried_vector_dropped(%n: index, %v: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %v, %b = %v) -> (vector<4xi32>, vector<4xi32>) {
    %a2 = simd.vadd %a, %a : vector<4xi32>
    %b1 = simd.vmul %b, %a : vector<4xi32>
    %b2 = simd.vadd %b1, %a2 : vector<4xi32>
    scf.yield %a2, %b2 : vector<4xi32>, vector<4xi32>
  }
  func.return %r#0 : vector<4xi32>
}

// CHECK-LABEL: func.func @for_only_dead_carried_keeps_store
// CHECK:         scf.for %i = %c0 to %n step %c1 {
// CHECK-NEXT:      memref.store %x, %m[%i] : memref<?xi32>
// CHECK-NEXT:    }
func.func @for_only_dead_carried_keeps_store(%n: index, %x: i32, %m: memref<?xi32>, %v: vector<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %v) -> (vector<4xi32>) {
    memref.store %x, %m[%i] : memref<?xi32>
    %b2 = simd.vadd %b, %b : vector<4xi32>
    scf.yield %b2 : vector<4xi32>
  }
  func.return
}

// CHECK-LABEL: func.func @for_carried_value_read_after_loop_stays
// CHECK:         %r, %r_1 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %v, %b = %v)
func.func @for_carried_value_read_after_loop_stays(%n: index, %v: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %v, %b = %v) -> (vector<4xi32>, vector<4xi32>) {
    %b2 = simd.vadd %b, %a : vector<4xi32>
    scf.yield %a, %b2 : vector<4xi32>, vector<4xi32>
  }
  %s = simd.vadd %r#0, %r#1 : vector<4xi32>
  func.return %s : vector<4xi32>
}

// CHECK-LABEL: func.func @for_carried_value_stored_stays
// CHECK:         %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %v) -> (vector<4xi32>) {
// CHECK-NEXT:      simd.vstore %b, %m[%c0i] : memref<?xi32>, vector<4xi32>
func.func @for_carried_value_stored_stays(%n: index, %m: memref<?xi32>, %v: vector<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c0i = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%b = %v) -> (vector<4xi32>) {
    simd.vstore %b, %m[%c0i] : memref<?xi32>, vector<4xi32>
    %b2 = simd.vadd %b, %b : vector<4xi32>
    scf.yield %b2 : vector<4xi32>
  }
  func.return
}

// CHECK-LABEL: func.func @while_dead_carried_vector_dropped
// CHECK:         %r = scf.while (%i = %n) : (i32) -> i32 {
// CHECK-NEXT:      %c = arith.cmpi sgt, %i, %c1 : i32
// CHECK-NEXT:      scf.condition(%c) %i : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%j: i32):
// CHECK-NEXT:      %j2 = arith.subi %j, %c1 : i32
// CHECK-NEXT:      scf.yield %j2 : i32
// CHECK-NEXT:    }
func.func @while_dead_carried_vector_dropped(%n: i32, %v: vector<4xi32>) -> i32 {
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %n, %acc = %v) : (i32, vector<4xi32>) -> (i32, vector<4xi32>) {
    %c = arith.cmpi sgt, %i, %c1 : i32
    %acc1 = simd.vadd %acc, %acc : vector<4xi32>
    scf.condition(%c) %i, %acc1 : i32, vector<4xi32>
  } do {
  ^bb0(%j: i32, %acc2: vector<4xi32>):
    %j2 = arith.subi %j, %c1 : i32
    %acc3 = simd.vmul %acc2, %acc2 : vector<4xi32>
    scf.yield %j2, %acc3 : i32, vector<4xi32>
  }
  func.return %r#0 : i32
}

// CHECK-LABEL: func.func @while_carried_value_in_exit_condition_stays
// CHECK:         %r, %r_1 = scf.while (%i = %n, %k = %n) : (i32, i32) -> (i32, i32) {
func.func @while_carried_value_in_exit_condition_stays(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r:2 = scf.while (%i = %n, %k = %n) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi sgt, %k, %c1 : i32
    scf.condition(%c) %i, %k : i32, i32
  } do {
  ^bb0(%j: i32, %k2: i32):
    %k3 = arith.subi %k2, %c1 : i32
    scf.yield %j, %k3 : i32, i32
  }
  func.return %r#0 : i32
}
