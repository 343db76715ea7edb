// RUN: simd-opt %s --split-input-file --verify-diagnostics -p 'spmd-vectorize{mode=uniform}' | filecheck %s
// RUN: simd-opt %s --split-input-file --verify-diagnostics -p 'spmd-vectorize{mode=naive}' | filecheck %s
// What the vectorizer does not translate is an error at the op, saying what and how to fix.

func.func @math_without_lanewise_form(%x: f32) -> f32 {
  %t = simd.thread_id : i32
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: 'math.fpowi' has no lane-wise vector form here; compute it from uniform values, or with math ops whose operands share the result type
  %p = "math.fpowi"(%x, %t) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
  func.return %p : f32
}

// -----

func.func @atomic_on_a_2d_memref(%m: memref<4x4xi32>) -> i32 {
  %t = simd.thread_id : i32
  %i0 = arith.constant 0 : index
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: only 1-d memrefs are supported
  %o = "memref.atomic_rmw"(%t, %m, %i0, %i0) <{kind = 1 : i64}> : (i32, memref<4x4xi32>, index, index) -> i32
  func.return %o : i32
}

// -----

func.func @divergent_op_without_vector_form(%n: i32) -> i32 {
  %t = simd.thread_id : i32
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: 'arith.ceildivsi' has no vector form, and its result here must be a vector
  %q = arith.ceildivsi %t, %n : i32
  func.return %q : i32
}
