// RUN: not simd-run %s --entry broken_hint --threads 4 --width 4 --args '[2]' 2>&1 | filecheck %s
// RUN: not simd-run %s --entry broken_hint --threads 4 --width 4 --args '[2]' --json 2>/dev/null | filecheck %s --check-prefix=JSON
// RUN: simd-run %s --entry kept_hint --threads 8 --width 4 --args '[1]' --check-divergence --json | filecheck %s --check-prefix=KEPT
//
// `simd.non_divergent` (seed 002's hint) is trusted by the analysis; simd-run checks it
// in every SPMD run, with or without --check-divergence.  In @broken_hint the condition
// differs across the lanes of group 0: an error, exit status 1, the output still printed.
// The analysis, trusting the hint, also calls the join argument %x uniform, and it is not.
// In @kept_hint the hinted condition depends on thread_id but happens to be the same in
// every lane of a group (tid / 4 < n): no violation.

func.func @broken_hint(%n : i32) -> i32 {
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
  func.return %x : i32
}

func.func @kept_hint(%n : i32) -> i32 {
  %tid = simd.thread_id : i32
  %four = arith.constant 4 : i32
  %g = arith.divsi %tid, %four : i32
  %c = arith.cmpi slt, %g, %n : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  cf.cond_br %c, ^a, ^b {simd.non_divergent}
^a:
  cf.br ^join(%one : i32)
^b:
  cf.br ^join(%two : i32)
^join(%x : i32):
  func.return %x : i32
}

// CHECK: check_divergence_non_divergent.mlir:17:3: error: 'cf.cond_br' is marked simd.non_divergent but its condition differs across converged lanes in group 0: thread 0 = 1, thread 1 = 1, thread 2 = 0, thread 3 = 0
// CHECK: simd-run: 1 divergence violation(s)
// CHECK-NOT: Traceback

// JSON: "divergence_violations": [{"kind": "non-divergent-branch", "name": "cf.cond_br", "op": "cf.cond_br", "loc": "{{.*}}check_divergence_non_divergent.mlir:17:3", "group": 0, "values": {{\[}}[0, 1], [1, 1], [2, 0], [3, 0]], "instances": 1,

// KEPT: {"results": {{\[}}[1], [1], [1], [1], [2], [2], [2], [2]],
// KEPT-SAME: "divergence_violations": []}
