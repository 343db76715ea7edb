// RUN: simd-opt %s --split-input-file --verify-diagnostics -p 'spmd-vectorize{mode=uniform}' | filecheck %s
// RUN: simd-opt %s --split-input-file --verify-diagnostics -p 'spmd-vectorize{mode=naive}' | filecheck %s
// What the vectorizer does not translate is an error at the op, saying what and how to fix.

func.func @divergent_for_bound(%n: i32) -> i32 {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %ub = arith.index_cast %t : i32 to index
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: scf.for with a divergent bound is not supported (threads would leave the loop in different iterations); use uniform bounds (kernel parameters, constants) and guard the body with scf.if on the divergent condition
  %r = scf.for %i = %i0 to %ub step %i1 iter_args(%a = %c0) -> (i32) {
    %b = arith.addi %a, %n : i32
    scf.yield %b : i32
  }
  func.return %r : i32
}

// -----

func.func @divergent_while(%n: i32) -> i32 {
  %t = simd.thread_id : i32
  %c1 = arith.constant 1 : i32
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: scf.while with a divergent condition is not supported
  %w = scf.while (%i = %c1) : (i32) -> i32 {
    %c = arith.cmpi slt, %i, %t : i32
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%j: i32):
    %k = arith.addi %j, %c1 : i32
    scf.yield %k : i32
  }
  func.return %w : i32
}

// -----

func.func @cf_branch(%n: i32) -> i32 {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %p = arith.cmpi slt, %t, %c0 : i32
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: 'cf.cond_br' (unstructured control flow) is not supported; write it with scf.if/scf.for/scf.while
  cf.cond_br %p, ^a, ^b
^a:
  func.return %t : i32
^b:
  func.return %n : i32
}

// -----

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
