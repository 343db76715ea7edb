// RUN: simd-run %s --threads 6 --width 4 --args '[[5, 1, 0, 3, 2, 4], [0, 0, 0, 0, 0, 0]]' --json | filecheck %s
// RUN: simd-run %s --threads 6 --width 4 --args '[[5, 1, 0, 3, 2, 4], [0, 0, 0, 0, 0, 0]]' --json --engine jit | filecheck %s
//
// --engine jit prints what the interpreter prints: a loop whose trip count differs per
// thread (out[t] = sum of 1..n[t]), so the loop branch's converged instances (one per
// iteration of the slowest lane of a group) and the divergent ones (where some lanes
// left) are counted natively from the lanes' positions, as the SPMD executor counts them:
// group 0 (n = 5, 1, 0, 3) tests the loop condition 6 times, differently at the 1st, 2nd
// and 4th test; group 1 (n = 2, 4) 5 times, differently at the 3rd: 11 instances, 4 divergent.

func.func @main(%n : memref<?xi32>, %out : memref<?xi32>) -> i32 {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %k = memref.load %n[%i] : memref<?xi32>
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  cf.br ^loop(%z, %z : i32, i32)
^loop(%j : i32, %acc : i32):
  %c = arith.cmpi slt, %j, %k : i32
  cf.cond_br %c, ^body, ^done
^body:
  %j1 = arith.addi %j, %one : i32
  %acc1 = arith.addi %acc, %j1 : i32
  cf.br ^loop(%j1, %acc1 : i32, i32)
^done:
  memref.store %acc, %out[%i] : memref<?xi32>
  func.return %j : i32
}

// CHECK: {"results": {{\[}}[5], [1], [0], [3], [2], [4]], "memrefs": {{\[}}[5, 1, 0, 3, 2, 4], [15, 1, 0, 6, 3, 10]],
// CHECK-SAME: "stats": {"static_alu_ops": 8, "dynamic_alu_ops": 81, "scalar_ops": 87, "branches": 48, "threads": 6, "width": 4, "groups": 2, "blocks": 1,
// CHECK-SAME: "shared_memory_accesses": 12, "shared_memory_instances": 4, "branch_instances": 11, "divergent_branch_instances": 4}}
