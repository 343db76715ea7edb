// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,convert-simd-to-lockstep' > %t.vec.mlir
// RUN: simd-run %t.vec.mlir --threads 8 --args '[[5, -1, 0, 3, 2, 4, -7, 9], [0, 0, 0, 0, 0, 0, 0, 0]]' --json | filecheck %s
// RUN: simd-run %t.vec.mlir --threads 8 --args '[[5, -1, 0, 3, 2, 4, -7, 9], [0, 0, 0, 0, 0, 0, 0, 0]]' --json --engine jit | filecheck %s
//
// --engine jit on a lowered (lockstep) program with the vector forms of cross-lane ops
// (lockstep.vshuffle, vballot, vscan) prints what the lockstep machine prints, machine
// stats included.

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

// CHECK: {"results": {{\[\[}}], [], [], [], [], [], [], []], "memrefs": {{\[\[}}5, -1, 0, 3, 2, 4, -7, 9], [8, 19, 16, 13, 15, 15, 26, 3]], "stats": {"static_alu_ops": 32, "dynamic_alu_ops": 64, "issued": {"vector": 18, "scalar": 2, "mask": 2, "branch": 0}, "cycles_by_unit": {"vector": 26, "scalar": 2, "mask": 2, "transfers": 4, "branches": 0}, "instructions": 22, "alu_lane_ops": 64, "active_lane_ops": 82, "reg_reads": {"scalar": 12, "vector": 18, "mask": 22}, "reg_writes": {"scalar": 4, "vector": 14, "mask": 2}, "mem_accesses": 16, "permutes": 6, "branches_taken": 0, "branches_not_taken": 0, "regions_skipped": 0, "cycles": 34, "energy": 206.4, "threads": 8, "width": 4, "groups": 2, "blocks": 1, "barrier_instances": 0, "subgroups": 2}}
