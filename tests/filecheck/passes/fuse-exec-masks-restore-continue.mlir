// RUN: simd-opt %s -p fuse-exec-masks | filecheck %s
// RUN: simd-run %s --args '[[1, 2, 3, 4], [1, 0, 1, 1], [1, 1, 0, 0]]' --json | filecheck %s --check-prefixes=OUT,BEFORE
// RUN: simd-opt %s -p fuse-exec-masks -o %t.mlir
// RUN: simd-run %t.mlir --args '[[1, 2, 3, 4], [1, 0, 1, 1], [1, 1, 0, 0]]' --json | filecheck %s --check-prefixes=OUT,AFTER
// A group closed and the next opened (restore, save, and) is one instruction writing
// exec from the saved mask, AMD's `s_and_b64 exec, s, q`: after the restore exec is %s
// again, so the second save is %s itself and the second group's restore reads it.

// CHECK-LABEL: func.func @main
func.func @main(%a: vector<4xi32>, %p: vector<4xi1>, %q: vector<4xi1>) -> (vector<4xi32>, vector<4xi32>) {
  // CHECK-NEXT: %[[S:.*]] = lockstep.exec_and_save %p : vector<4xi1>
  // CHECK-NEXT: %[[X:.*]] = lockstep.valu add %a, %a merge(%a) : vector<4xi32>
  // CHECK-NEXT: lockstep.exec_set %[[S]] and not %q : vector<4xi1>
  // CHECK-NEXT: %[[Y:.*]] = lockstep.valu mul %a, %a merge(%a) : vector<4xi32>
  // CHECK-NEXT: lockstep.exec_restore %[[S]] : vector<4xi1>
  // CHECK-NEXT: func.return %[[X]], %[[Y]]
  %s = lockstep.exec_save : vector<4xi1>
  lockstep.exec_and %p : vector<4xi1>
  %x = lockstep.valu add %a, %a merge(%a) : vector<4xi32>
  lockstep.exec_restore %s : vector<4xi1>
  %t = lockstep.exec_save : vector<4xi1>
  lockstep.exec_and not %q : vector<4xi1>
  %y = lockstep.valu mul %a, %a merge(%a) : vector<4xi32>
  lockstep.exec_restore %t : vector<4xi1>
  func.return %x, %y : vector<4xi32>, vector<4xi32>
}
// OUT: "results": {{\[}}[2, 2, 6, 8], [1, 2, 9, 16]]
// BEFORE-SAME: "cycles_by_unit": {"vector": 2, "scalar": 0, "mask": 6,
// AFTER-SAME: "cycles_by_unit": {"vector": 2, "scalar": 0, "mask": 3,
