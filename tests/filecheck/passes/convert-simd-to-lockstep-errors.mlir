// RUN: simd-opt %s --split-input-file --verify-diagnostics -p convert-simd-to-lockstep | filecheck %s
// What the lowering cannot do is an error at the op, saying why.

func.func @spmd_op() -> i32 {
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: convert-simd-to-lockstep: 'simd.thread_id' is a per-thread (SPMD) op with no machine instruction; vectorize the kernel first (spmd-vectorize)
  %t = simd.thread_id : i32
  func.return %t : i32
}

// -----

func.func @group_reduce(%x: i32) -> i32 {
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: convert-simd-to-lockstep: 'simd.group_reduce' is a per-thread (SPMD) op
  %s = simd.group_reduce add, %x : i32
  func.return %s : i32
}

// -----

func.func @vector_arith(%a: vector<4xi32>) -> vector<4xi32> {
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: convert-simd-to-lockstep: 'arith.addi' computes on vector values but the machine's vector unit only runs simd ops; rewrite it with simd ops
  %b = arith.addi %a, %a : vector<4xi32>
  func.return %b : vector<4xi32>
}

// -----

// CHECK: error: convert-simd-to-lockstep: the machine has one vector width but the program uses [4, 8]; lower each width separately
func.func @two_widths(%a: vector<4xi32>, %b: vector<8xi32>) {
  %c = simd.vadd %a, %a : vector<4xi32>
  %d = simd.vadd %b, %b : vector<8xi32>
  func.return
}
