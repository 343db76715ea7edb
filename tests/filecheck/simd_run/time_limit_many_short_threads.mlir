// RUN: not simd-run %s --grid 100 --block 1000 --time-limit 1 2>&1 | filecheck %s
// A launch of many short threads (a handful of ops each, far fewer than the 4096 ops
// between two looks at the clock) is bounded by --time-limit too: every thread looks
// at the clock when it starts (it ran 45 s before, issue 24 item 5).
// CHECK: time_limit_many_short_threads.mlir:{{[0-9]+}}:{{[0-9]+}}: error: stopped after 1 s (a loop that does not end?); raise the limit with --time-limit SECONDS
func.func @main() {
  %tid = simd.thread_id : i32
  %c1 = arith.constant 1 : i32
  %x = arith.addi %tid, %c1 : i32
  func.return
}
