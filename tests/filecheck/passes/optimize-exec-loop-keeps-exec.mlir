// RUN: simd-opt %s -p optimize-exec | filecheck %s
// RUN: simd-run %s --args '[[1, 5, 9, 20], [1, 1, 1, 0], [3, 3, 3, 3]]' --json | filecheck %s --check-prefixes=OUT,BEFORE
// RUN: simd-opt %s -p optimize-exec -o %t.mlir
// RUN: simd-run %t.mlir --args '[[1, 5, 9, 20], [1, 1, 1, 0], [3, 3, 3, 3]]' --json | filecheck %s --check-prefixes=OUT,AFTER
// A divergent loop as the exec-style lowering writes it: each iteration narrows exec
// to the loop's live lanes (`exec_and %a`) and restores the outer exec at its end.
// `optimize-exec` keeps exec narrowed across the back edge, as AMD's SI_LOOP does: the
// loop is entered with exec = live & a0 (here the group before it already holds it:
// its restore and the loop's `exec_and %a0` cancel), each iteration ends with
// `exec_set %live and %still` (the next iteration's lanes) and exec is restored once
// after the loop.  The exit mask the loop passes out (`mnot %lt`) is read by nobody and
// dies.  Per iteration 5 mask-unit issues become 3.

// CHECK-LABEL: func.func @main
// CHECK:      %live = lockstep.exec_save : vector<4xi1>
// CHECK:      lockstep.exec_and %a0 : vector<4xi1>
// CHECK-NEXT: %u = lockstep.valu add %w, %w merge(%w) : vector<4xi32>
// CHECK-NEXT: %r, %r_1 = scf.while (%x = %v, %a = %a0)
// CHECK-NOT:  lockstep.exec_and
// CHECK-NOT:  lockstep.mnot
// CHECK:      %still = lockstep.mand %a, %lt : vector<4xi1>
// CHECK-NEXT: %go = lockstep.many %still : vector<4xi1>
// CHECK-NEXT: lockstep.exec_set %live and %still : vector<4xi1>
// CHECK-NEXT: scf.condition(%go) %y, %still : vector<4xi32>, vector<4xi1>
// CHECK:      scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: lockstep.exec_restore %live : vector<4xi1>
func.func @main(%v: vector<4xi32>, %a0: vector<4xi1>, %w: vector<4xi32>) -> vector<4xi32> {
  %live = lockstep.exec_save : vector<4xi1>
  %c1 = arith.constant 1 : i32
  %c10 = arith.constant 10 : i32
  lockstep.exec_and %a0 : vector<4xi1>
  %u = lockstep.valu add %w, %w merge(%w) : vector<4xi32>
  lockstep.exec_restore %live : vector<4xi1>
  %r:3 = scf.while (%x = %v, %a = %a0) : (vector<4xi32>, vector<4xi1>) -> (vector<4xi32>, vector<4xi1>, vector<4xi1>) {
    lockstep.exec_and %a : vector<4xi1>
    %y = lockstep.valus add %x, %c1 merge(%x) : vector<4xi32>
    %lt = lockstep.vcmps slt, %y, %c10 : vector<4xi32>
    %out = lockstep.mnot %lt : vector<4xi1>
    %still = lockstep.mand %a, %lt : vector<4xi1>
    lockstep.exec_restore %live : vector<4xi1>
    %go = lockstep.many %still : vector<4xi1>
    scf.condition(%go) %y, %still, %out : vector<4xi32>, vector<4xi1>, vector<4xi1>
  } do {
  ^bb0(%y2: vector<4xi32>, %s2: vector<4xi1>, %o2: vector<4xi1>):
    scf.yield %y2, %s2 : vector<4xi32>, vector<4xi1>
  }
  %z = lockstep.valu add %r#0, %u : vector<4xi32>
  func.return %z : vector<4xi32>
}
// OUT: "results": {{\[}}[16, 16, 16, 23]]
// BEFORE-SAME: "cycles_by_unit": {"vector": 20, "scalar": 2, "mask": 48,
// AFTER-SAME: "cycles_by_unit": {"vector": 20, "scalar": 2, "mask": 30,
