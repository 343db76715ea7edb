// RUN: simd-opt %s -p 'fuse-exec-masks{widen=true}' | filecheck %s
// RUN: simd-run %s --args '[[1, 2, 3, 4], [1, 1, 0, 1], [1, 0, 1, 0]]' --json | filecheck %s --check-prefixes=OUT,BEFORE
// RUN: simd-opt %s -p 'fuse-exec-masks{widen=true}' -o %t.mlir
// RUN: simd-run %t.mlir --args '[[1, 2, 3, 4], [1, 1, 0, 1], [1, 0, 1, 0]]' --json | filecheck %s --check-prefixes=OUT,AFTER
// RUN: simd-opt %s -p fuse-exec-masks | filecheck %s --check-prefix=PLAIN
// RUN: simd-opt %s -p fuse-exec-masks -o %t.plain.mlir
// RUN: simd-run %t.plain.mlir --args '[[1, 2, 3, 4], [1, 1, 0, 1], [1, 0, 1, 0]]' --json | filecheck %s --check-prefixes=OUT,BEFORE
// Widening is off by default (`widen=false`): widened ops pay lane energy for their
// extra lanes, on kernels more than the exec writes saved (mandelbrot at W = 8 and 32:
// 4-7% more energy).  Without it the groups stay as they are (PLAIN).
// PLAIN-LABEL: func.func @main
// PLAIN:       lockstep.exec_set %y and not %c
// PLAIN:       lockstep.exec_restore %y
// Groups that run only speculative ops (ALU ops but divisions, without merge, and
// compares) take the wider exec of the write that ends them: the then and else of an
// if whose values a select merges run under the loop's `active` (%a), their extra lanes
// poison in the input and values now, read by no one. Their exec writes go.

// CHECK-LABEL: func.func @main
func.func @main(%v: vector<4xi32>, %a: vector<4xi1>, %c: vector<4xi1>) -> vector<4xi32> {
  // CHECK-NEXT: %[[X:.*]] = lockstep.exec_and_save %a : vector<4xi1>
  // CHECK-NEXT: %[[T:.*]] = lockstep.valu add %v, %v : vector<4xi32>
  // CHECK-NEXT: %[[U:.*]] = lockstep.valu mul %v, %v : vector<4xi32>
  // CHECK-NEXT: %[[W:.*]] = lockstep.valu sub %v, %v : vector<4xi32>
  // CHECK-NEXT: %[[R:.*]] = lockstep.vsel %c, %[[U]], %[[W]] : vector<4xi32>
  // CHECK-NEXT: %[[J:.*]] = lockstep.valu add %[[R]], %[[T]] merge(%v) : vector<4xi32>
  // CHECK-NEXT: lockstep.exec_restore %[[X]] : vector<4xi1>
  // CHECK-NEXT: func.return %[[J]]
  %x = lockstep.exec_and_save %a : vector<4xi1>
  %t = lockstep.valu add %v, %v : vector<4xi32>
  %y = lockstep.exec_and_save %c : vector<4xi1>
  %u = lockstep.valu mul %v, %v : vector<4xi32>
  lockstep.exec_set %y and not %c : vector<4xi1>
  %w = lockstep.valu sub %v, %v : vector<4xi32>
  lockstep.exec_restore %y : vector<4xi1>
  %r = lockstep.vsel %c, %u, %w : vector<4xi32>
  %j = lockstep.valu add %r, %t merge(%v) : vector<4xi32>
  lockstep.exec_restore %x : vector<4xi1>
  func.return %j : vector<4xi32>
}

// A division may fault on a lane exec kept from it: its group stays.
// CHECK-LABEL: func.func @division
func.func @division(%v: vector<4xi32>, %a: vector<4xi1>) -> vector<4xi32> {
  // CHECK-NEXT: %[[X:.*]] = lockstep.exec_and_save %a : vector<4xi1>
  // CHECK-NEXT: lockstep.valu div
  // CHECK-NEXT: lockstep.exec_restore %[[X]] : vector<4xi1>
  %x = lockstep.exec_and_save %a : vector<4xi1>
  %d = lockstep.valu div %v, %v merge(%v) : vector<4xi32>
  lockstep.exec_restore %x : vector<4xi1>
  func.return %d : vector<4xi32>
}
// OUT: "results": {{\[}}[3, 4, 3, 8]]
// BEFORE-SAME: "cycles_by_unit": {"vector": 5, "scalar": 0, "mask": 5,
// AFTER-SAME: "cycles_by_unit": {"vector": 5, "scalar": 0, "mask": 2,
