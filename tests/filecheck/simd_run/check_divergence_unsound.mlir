// RUN: not simd-run %s --threads 4 --width 4 --args '[2]' --check-divergence 2>&1 | filecheck %s
//
// With --check-divergence, values the analysis calls uniform only because it trusted a
// wrong hint are reported too: the hint and the join argument %x.

func.func @main(%n : i32) -> i32 {
  %tid = simd.thread_id : i32
  %c = arith.cmpi slt, %tid, %n : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  cf.cond_br %c, ^a, ^b {simd.non_divergent}
^a:
  cf.br ^join(%one : i32)
^b:
  cf.br ^join(%two : i32)
^join(%x : i32):
  %y = arith.addi %x, %one : i32
  func.return %y : i32
}

// CHECK-DAG: check_divergence_unsound.mlir:11:3: error: 'cf.cond_br' is marked simd.non_divergent but its condition differs across converged lanes in group 0
// CHECK-DAG: error: %x is uniform by the divergence analysis but differs across converged lanes in group 0: thread 0 = 1, thread 1 = 1, thread 2 = 2, thread 3 = 2
// CHECK-DAG: check_divergence_unsound.mlir:17:3: error: %y is uniform by the divergence analysis but differs across converged lanes in group 0: thread 0 = 2, thread 1 = 2, thread 2 = 3, thread 3 = 3
// CHECK: simd-run: 3 divergence violation(s)
