// RUN: simd-opt %s -p fuse-exec-masks | filecheck %s
// RUN: simd-run %s --args '[[1, 2, 3, 4], [1, 1, 0, 1], [1, 0, 1, 0]]' --json | filecheck %s --check-prefixes=OUT,BEFORE
// RUN: simd-opt %s -p fuse-exec-masks -o %t.mlir
// RUN: simd-run %t.mlir --args '[[1, 2, 3, 4], [1, 1, 0, 1], [1, 0, 1, 0]]' --json | filecheck %s --check-prefixes=OUT,AFTER
// A divergent if/else inside a region under %a (a loop body's `active`): the lowering
// sets exec to x & (a & c), then x & (a & ~c), then x & a, each from mask algebra.
// With exec known as a conjunction, the then part ands %c into exec (exec is x & a),
// the else part sets it from the exec that and saved (`exec_and_save`, s_and_saveexec)
// and not %c, and the join restores x & a: the `mand`s and the `mnot` die.

// CHECK-LABEL: func.func @main
func.func @main(%v: vector<4xi32>, %a: vector<4xi1>, %c: vector<4xi1>) -> vector<4xi32> {
  // CHECK-NEXT: %[[X:.*]] = lockstep.exec_and_save %a : vector<4xi1>
  // CHECK-NEXT: %[[Y:.*]] = lockstep.exec_and_save %c : vector<4xi1>
  // CHECK-NEXT: %[[T:.*]] = lockstep.valu add %v, %v merge(%v) : vector<4xi32>
  // CHECK-NEXT: lockstep.exec_set %[[Y]] and not %c : vector<4xi1>
  // CHECK-NEXT: %[[E:.*]] = lockstep.valu mul %[[T]], %[[T]] merge(%[[T]]) : vector<4xi32>
  // CHECK-NEXT: lockstep.exec_restore %[[Y]] : vector<4xi1>
  // CHECK-NEXT: %[[J:.*]] = lockstep.valu sub %[[E]], %v merge(%v) : vector<4xi32>
  // CHECK-NEXT: lockstep.exec_restore %[[X]] : vector<4xi1>
  // CHECK-NEXT: func.return %[[J]]
  %x = lockstep.exec_and_save %a : vector<4xi1>
  %then = lockstep.mand %a, %c : vector<4xi1>
  lockstep.exec_set %x and %then : vector<4xi1>
  %t = lockstep.valu add %v, %v merge(%v) : vector<4xi32>
  %nc = lockstep.mnot %c : vector<4xi1>
  %else = lockstep.mand %a, %nc : vector<4xi1>
  lockstep.exec_set %x and %else : vector<4xi1>
  %e = lockstep.valu mul %t, %t merge(%t) : vector<4xi32>
  %join = lockstep.mand %a, %a : vector<4xi1>
  lockstep.exec_set %x and %join : vector<4xi1>
  %j = lockstep.valu sub %e, %v merge(%v) : vector<4xi32>
  lockstep.exec_restore %x : vector<4xi1>
  func.return %j : vector<4xi32>
}
// OUT: "results": {{\[}}[1, 2, 3, 12]]
// BEFORE-SAME: "cycles_by_unit": {"vector": 3, "scalar": 0, "mask": 9,
// AFTER-SAME: "cycles_by_unit": {"vector": 3, "scalar": 0, "mask": 5,

// An exec write that leaves exec as it was (exec is already x & a) is dropped.
// CHECK-LABEL: func.func @unchanged
func.func @unchanged(%v: vector<4xi32>, %a: vector<4xi1>) -> vector<4xi32> {
  // CHECK-NEXT: %[[X:.*]] = lockstep.exec_and_save %a : vector<4xi1>
  // CHECK-NEXT: lockstep.valu add
  // CHECK-NEXT: lockstep.exec_restore %[[X]] : vector<4xi1>
  // CHECK-NEXT: func.return
  %x = lockstep.exec_and_save %a : vector<4xi1>
  lockstep.exec_and %a : vector<4xi1>
  %t = lockstep.valu add %v, %v merge(%v) : vector<4xi32>
  lockstep.exec_restore %x : vector<4xi1>
  func.return %t : vector<4xi32>
}
