// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,convert-simd-to-lockstep' > %t.ls.mlir
// RUN: simd-run %t.ls.mlir --threads 6 --args '[[5, 1, 0, 3, 2, 4], [0, 0, 0, 0, 0, 0]]' --json | filecheck %s
// RUN: simd-run %t.ls.mlir --threads 6 --args '[[5, 1, 0, 3, 2, 4], [0, 0, 0, 0, 0, 0]]' --json --engine jit | filecheck %s
//
// --engine jit on a lowered program prints what the lockstep machine prints: issues per
// unit, active lane-ops (exec & mask counted natively), register traffic, memory
// elements, taken and not-taken branches, cycles and energy, for a loop whose trip
// count differs per lane and a partial second subgroup.

func.func @k(%n : memref<?xi32>, %out : memref<?xf32>) {
  %tid = simd.thread_id : i32
  %i = arith.index_cast %tid : i32 to index
  %k = memref.load %n[%i] : memref<?xi32>
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %h = arith.constant 0.5 : f32
  %zf = arith.constant 0.0 : f32
  cf.br ^loop(%z, %zf : i32, f32)
^loop(%j : i32, %acc : f32):
  %c = arith.cmpi slt, %j, %k : i32
  cf.cond_br %c, ^body, ^done
^body:
  %j1 = arith.addi %j, %one : i32
  %acc1 = arith.addf %acc, %h : f32
  cf.br ^loop(%j1, %acc1 : i32, f32)
^done:
  memref.store %acc, %out[%i] : memref<?xf32>
  func.return
}

// CHECK: {"results": {{\[}}[], [], [], [], [], []], "memrefs": {{\[}}[5, 1, 0, 3, 2, 4], [2.5, 0.5, 0.0, 1.5, 1.0, 2.0]],
// CHECK-SAME: "stats": {"static_alu_ops": 30, "dynamic_alu_ops": 200, "issued": {"vector": 50, "scalar": 26, "mask": 46, "branch": 20},
// CHECK-SAME: "cycles_by_unit": {"vector": 26, "scalar": 26, "mask": 46, "transfers": 24, "branches": 53}, "instructions": 142, "alu_lane_ops": 200,
// CHECK-SAME: "active_lane_ops": 213, "reg_reads": {"scalar": 68, "vector": 46, "mask": 129}, "reg_writes": {"scalar": 37, "vector": 37, "mask": 68},
// CHECK-SAME: "mem_accesses": 12, "permutes": 0, "branches_taken": 11, "branches_not_taken": 9, "regions_skipped": 0, "cycles": 175, "energy": 531.95,
// CHECK-SAME: "threads": 6, "width": 4, "groups": 2, "blocks": 1, "barrier_instances": 0, "subgroups": 2}}
