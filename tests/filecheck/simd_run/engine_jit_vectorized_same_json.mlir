// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize' > %t.vec.mlir
// RUN: simd-run %t.vec.mlir --threads 6 --args '[[5, 1, 0, 3, 2, 4], [0, 0, 0, 0, 0, 0]]' --json | filecheck %s
// RUN: simd-run %t.vec.mlir --threads 6 --args '[[5, 1, 0, 3, 2, 4], [0, 0, 0, 0, 0, 0]]' --json --engine jit | filecheck %s
//
// --engine jit on a vectorized program prints what the SIMD interpreter prints: a loop
// whose trip count differs per lane (a masked scf.while after vectorization), six
// threads in subgroups of four (the second one partial: two lanes are no threads), and
// the dynamically uniform / single-lane vector ops counted natively.

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
// CHECK-SAME: "stats": {"static_alu_ops": 37, "dynamic_alu_ops": 196, "vector_ops": 22, "scalar_ops": 46, "broadcast_ops": 24, "mask_ops": 24, "memory_ops": 4, "branches": 24,
// CHECK-SAME: "dynamically_uniform_vector_ops": 7, "single_lane_vector_ops": 4, "threads": 6, "width": 4, "groups": 2, "blocks": 1, "barrier_instances": 0, "subgroups": 2}}
