// RUN: simd-opt %s --split-input-file --verify-diagnostics -p 'spmd-vectorize{mode=uniform}' | filecheck %s
// RUN: simd-opt %s --split-input-file --verify-diagnostics -p 'spmd-vectorize{mode=naive}' | filecheck %s
// What the vectorizer does not translate is an error at the op, saying what and how to fix.

func.func @readfirstlane(%n: i32) -> i32 {
  %t = simd.thread_id : i32
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: 'simd.readfirstlane' (a convergent op) is not supported; pass the value as a kernel parameter instead
  %u = simd.readfirstlane %t : i32
  func.return %u : i32
}

// -----

func.func @group_reduce(%n: i32) -> i32 {
  %t = simd.thread_id : i32
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: 'simd.group_reduce' (a convergent op) is not supported; reduce after the kernel, on its per-lane results
  %s = simd.group_reduce add, %t : i32
  func.return %s : i32
}

// -----

func.func @divergent_op_without_vector_form(%n: i32) -> i32 {
  %t = simd.thread_id : i32
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: 'arith.divui' has no vector form, and its result here must be a vector
  %q = arith.divui %t, %n : i32
  func.return %q : i32
}
