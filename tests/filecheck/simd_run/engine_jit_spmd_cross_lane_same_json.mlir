// RUN: simd-run %s --threads 8 --width 4 --args '[[5, -1, 0, 3, 2, 4, -7, 9], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s
// RUN: simd-run %s --threads 8 --width 4 --args '[[5, -1, 0, 3, 2, 4, -7, 9], [0, 0, 0, 0, 0, 0, 0, 0]]' --json --engine jit | filecheck %s
//
// --engine jit on an SPMD kernel with cross-lane ops (a shuffle, a ballot, a scan) prints
// what the SPMD executor prints: the lanes of each subgroup meet at every op natively,
// three converged instances per subgroup.

func.func @k(%a : memref<?xi32>, %o : memref<?xi32>) {
  %tid = simd.thread_id : i32
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %i = arith.index_cast %tid : i32 to index
  %x = memref.load %a[%i] : memref<?xi32>
  %s = simd.shuffle xor %x, %c1 : i32
  %p = arith.cmpi sgt, %x, %c0 : i32
  %b = simd.vote ballot %p : i32
  %e = simd.group_scan exclusive add, %x : i32
  %t0 = arith.addi %s, %b : i32
  %t1 = arith.muli %e, %c1 : i32
  %t = arith.addi %t0, %t1 : i32
  memref.store %t, %o[%i] : memref<?xi32>
  func.return
}

// CHECK: {"results": {{\[\[}}], [], [], [], [], [], [], []], "memrefs": {{\[\[}}5, -1, 0, 3, 2, 4, -7, 9], [8, 19, 16, 13, 15, 15, 26, 3]], "stats": {"static_alu_ops": 12, "dynamic_alu_ops": 96, "scalar_ops": 104, "branches": 8, "threads": 8, "width": 4, "groups": 2, "blocks": 1, "convergent_instances": 6, "barrier_instances": 0, "shared_memory_accesses": 16, "shared_memory_instances": 4, "branch_instances": 0, "divergent_branch_instances": 0}}
