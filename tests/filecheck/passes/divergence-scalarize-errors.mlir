// RUN: simd-opt %s --split-input-file --verify-diagnostics -p divergence-scalarize | filecheck %s
// The pass rewrites SIMD programs: on an SPMD kernel or a lowered (lockstep) program it
// says so at the op, with the fix, instead of silently doing nothing.

func.func @kernel(%n: i32) -> i32 {
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: divergence-scalarize: @kernel is an SPMD kernel ('simd.thread_id' is per-thread) but the pass expects a SIMD program; run spmd-vectorize first
  %t = simd.thread_id : i32
  %r = arith.addi %t, %n : i32
  func.return %r : i32
}

// -----

func.func @lowered(%a: vector<4xi32>) -> vector<4xi32> {
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: divergence-scalarize: 'lockstep.valu' is a lockstep op but the pass expects a SIMD program; run divergence-scalarize before convert-simd-to-lockstep
  %r = lockstep.valu add %a, %a : vector<4xi32>
  func.return %r : vector<4xi32>
}
