// RUN: simd-opt %s -p fuse-exec-masks | filecheck %s
// RUN: simd-run %s --args '[[1, 2, 3, 4], [1, 0, 1, 0]]' --json | filecheck %s --check-prefixes=OUT,BEFORE
// RUN: simd-opt %s -p fuse-exec-masks -o %t.mlir
// RUN: simd-run %t.mlir --args '[[1, 2, 3, 4], [1, 0, 1, 0]]' --json | filecheck %s --check-prefixes=OUT,AFTER
// The else of an if (`exec_not`, `exec_and %s`, the lowering's form of AMD's else):
// exec was s & p, so ~(s & p) & s is s & ~p, one `exec_set %s and not %p` (AMD's
// `s_andn2_b64 exec, s, p`), found through the vector and scalar ops of the then part.

// CHECK-LABEL: func.func @main
func.func @main(%a: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  // CHECK-NEXT: %[[S:.*]] = lockstep.exec_and_save %p : vector<4xi1>
  // CHECK-NEXT: %[[X:.*]] = lockstep.valu add %a, %a merge(%a) : vector<4xi32>
  // CHECK-NEXT: arith.constant
  // CHECK-NEXT: lockstep.exec_set %[[S]] and not %p : vector<4xi1>
  // CHECK-NEXT: %[[Y:.*]] = lockstep.valus mul %[[X]], %{{.*}} merge(%[[X]]) : vector<4xi32>
  // CHECK-NEXT: lockstep.exec_restore %[[S]] : vector<4xi1>
  %s = lockstep.exec_save : vector<4xi1>
  lockstep.exec_and %p : vector<4xi1>
  %x = lockstep.valu add %a, %a merge(%a) : vector<4xi32>
  %c = arith.constant 10 : i32
  lockstep.exec_not : vector<4xi1>
  lockstep.exec_and %s : vector<4xi1>
  %y = lockstep.valus mul %x, %c merge(%x) : vector<4xi32>
  lockstep.exec_restore %s : vector<4xi1>
  func.return %y : vector<4xi32>
}

// The else of a group opened under `not %q` by an `exec_set` is under %q again.
// CHECK-LABEL: func.func @else_of_set
func.func @else_of_set(%a: vector<4xi32>, %p: vector<4xi1>, %q: vector<4xi1>, %m: memref<?xi32>, %i: i32) {
  // CHECK-NEXT: %[[S:.*]] = lockstep.exec_and_save %p : vector<4xi1>
  // CHECK-NEXT: lockstep.vstore
  // CHECK-NEXT: lockstep.exec_set %[[S]] and not %q : vector<4xi1>
  // CHECK-NEXT: lockstep.vstore
  // CHECK-NEXT: lockstep.exec_set %[[S]] and %q : vector<4xi1>
  // CHECK-NEXT: lockstep.vstore
  // CHECK-NEXT: lockstep.exec_restore %[[S]] : vector<4xi1>
  %s = lockstep.exec_and_save %p : vector<4xi1>
  lockstep.vstore %a, %m[%i] : memref<?xi32>, vector<4xi32>
  lockstep.exec_set %s and not %q : vector<4xi1>
  lockstep.vstore %a, %m[%i] : memref<?xi32>, vector<4xi32>
  lockstep.exec_not : vector<4xi1>
  lockstep.exec_and %s : vector<4xi1>
  lockstep.vstore %a, %m[%i] : memref<?xi32>, vector<4xi32>
  lockstep.exec_restore %s : vector<4xi1>
  func.return
}
// OUT: "results": {{\[}}[2, 20, 6, 40]]
// BEFORE-SAME: "cycles_by_unit": {"vector": 2, "scalar": 1, "mask": 5,
// AFTER-SAME: "cycles_by_unit": {"vector": 2, "scalar": 1, "mask": 3,
