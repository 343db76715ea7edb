// RUN: simd-opt %s -p optimize-exec | filecheck %s
// RUN: simd-run %s --args '[[1, 2, 3, 4], [1, 1, 0, 1], [1, 0, 1, 0], 1]' --json | filecheck %s --check-prefixes=OUT,BEFORE
// RUN: simd-opt %s -p optimize-exec -o %t.mlir
// RUN: simd-run %t.mlir --args '[[1, 2, 3, 4], [1, 1, 0, 1], [1, 0, 1, 0], 1]' --json | filecheck %s --check-prefixes=OUT,AFTER
// exec is known where `fuse-exec-masks` alone does not know it: after the function's
// `%live = exec_save` (no exec write between: exec is %live) and at the top of a
// region (an `scf.if`'s then block starts with the exec before the `scf.if`).  So the
// if/else under `live & a` inside the region is `exec_and %c` and `exec_set` of the
// exec that and saved and not %c, and the `mand`s and the `mnot` die.  The exec write
// the restore after it overwrites unread (`exec_set %s and %a`, the join) goes.

// CHECK-LABEL: func.func @main
// CHECK:      %live = lockstep.exec_save : vector<4xi1>
// CHECK-NEXT: %one = arith.constant 1 : i32
// CHECK-NEXT: %p = arith.cmpi eq, %q, %one : i32
// CHECK-NEXT: lockstep.exec_set %live and %a : vector<4xi1>
// CHECK-NEXT: %r = scf.if %p -> (vector<4xi32>) {
// CHECK-NEXT:   %[[S:.*]] = lockstep.exec_and_save %c : vector<4xi1>
// CHECK-NEXT:   %t = lockstep.valu add %v, %v merge(%v) : vector<4xi32>
// CHECK-NEXT:   lockstep.exec_set %[[S]] and not %c : vector<4xi1>
// CHECK-NEXT:   %e = lockstep.valu mul %t, %t merge(%t) : vector<4xi32>
// CHECK-NEXT:   lockstep.exec_restore %live : vector<4xi1>
// CHECK-NEXT:   scf.yield %e : vector<4xi32>
func.func @main(%v: vector<4xi32>, %a: vector<4xi1>, %c: vector<4xi1>, %q: i32) -> vector<4xi32> {
  %live = lockstep.exec_save : vector<4xi1>
  %one = arith.constant 1 : i32
  %p = arith.cmpi eq, %q, %one : i32
  %la = lockstep.mand %live, %a : vector<4xi1>
  lockstep.exec_set %live and %a : vector<4xi1>
  %r = scf.if %p -> (vector<4xi32>) {
    %then = lockstep.mand %la, %c : vector<4xi1>
    lockstep.exec_set %live and %then : vector<4xi1>
    %t = lockstep.valu add %v, %v merge(%v) : vector<4xi32>
    %nc = lockstep.mnot %c : vector<4xi1>
    %else = lockstep.mand %la, %nc : vector<4xi1>
    lockstep.exec_set %live and %else : vector<4xi1>
    %e = lockstep.valu mul %t, %t merge(%t) : vector<4xi32>
    lockstep.exec_set %live and %a : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    scf.yield %e : vector<4xi32>
  } else {
    lockstep.exec_restore %live : vector<4xi1>
    scf.yield %v : vector<4xi32>
  }
  func.return %r : vector<4xi32>
}
// OUT: "results": {{\[}}[2, 4, 3, 16]]
// BEFORE-SAME: "cycles_by_unit": {"vector": 2, "scalar": 2, "mask": 10,
// AFTER-SAME: "cycles_by_unit": {"vector": 2, "scalar": 2, "mask": 5,
