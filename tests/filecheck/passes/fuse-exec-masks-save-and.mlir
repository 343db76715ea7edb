// RUN: simd-opt %s -p fuse-exec-masks | filecheck %s
// RUN: simd-run %s --args '[[1, 2, 3, 4], [1, 0, 1, 1]]' --json | filecheck %s --check-prefixes=OUT,BEFORE
// RUN: simd-opt %s -p fuse-exec-masks -o %t.mlir
// RUN: simd-run %t.mlir --args '[[1, 2, 3, 4], [1, 0, 1, 1]]' --json | filecheck %s --check-prefixes=OUT,AFTER
// An exec group's save and and are one instruction, AMD's s_and_saveexec_b64 (with
// `not`: s_andn1_saveexec_b64); the same lanes, one mask-unit issue fewer per group.

// CHECK-LABEL: func.func @main
func.func @main(%a: vector<4xi32>, %p: vector<4xi1>) -> (vector<4xi32>, vector<4xi32>) {
  // CHECK-NEXT: %[[S:.*]] = lockstep.exec_and_save %p : vector<4xi1>
  // CHECK-NEXT: %[[X:.*]] = lockstep.valu add %a, %a merge(%a) : vector<4xi32>
  // CHECK-NEXT: lockstep.exec_restore %[[S]] : vector<4xi1>
  %s = lockstep.exec_save : vector<4xi1>
  lockstep.exec_and %p : vector<4xi1>
  %x = lockstep.valu add %a, %a merge(%a) : vector<4xi32>
  lockstep.exec_restore %s : vector<4xi1>
  // CHECK-NEXT: %{{.*}} = arith.constant
  %c = arith.constant 10 : i32
  // CHECK-NEXT: %[[T:.*]] = lockstep.exec_and_save not %p : vector<4xi1>
  // CHECK-NEXT: %[[Y:.*]] = lockstep.valus mul %a, %c merge(%a) : vector<4xi32>
  // CHECK-NEXT: lockstep.exec_restore %[[T]] : vector<4xi1>
  %t = lockstep.exec_save : vector<4xi1>
  lockstep.exec_and not %p : vector<4xi1>
  %y = lockstep.valus mul %a, %c merge(%a) : vector<4xi32>
  lockstep.exec_restore %t : vector<4xi1>
  // CHECK-NEXT: func.return %[[X]], %[[Y]]
  func.return %x, %y : vector<4xi32>, vector<4xi32>
}
// OUT: "results": {{\[}}[2, 2, 6, 8], [1, 20, 3, 4]]
// BEFORE-SAME: "cycles_by_unit": {"vector": 2, "scalar": 1, "mask": 6,
// AFTER-SAME: "cycles_by_unit": {"vector": 2, "scalar": 1, "mask": 4,
