// RUN: not simd-run %s --threads 8 --width 4 --time-limit 1 --args '[[0]]' 2>&1 | filecheck %s
// RUN: not simd-run %s --grid 2 --block 4 --width 2 --time-limit 1 --args '[[0]]' 2>&1 | filecheck %s
// RUN: not simd-run %s --entry simd_loop --time-limit 1 --max-steps 1000000000 --args '[0]' 2>&1 | filecheck %s
// An endless loop whose lanes meet at a memory access every iteration runs the ops of
// all lanes in turn, so a per-thread --max-steps alone would take minutes to stop it
// (issue 8): the wall-clock --time-limit stops the whole run, located, saying how to
// raise it.  The SIMD interpreter (a program run once, no launch) stops likewise.
// CHECK: time_limit.mlir:{{[0-9]+}}:{{[0-9]+}}: error: stopped after 1 s (a loop that does not end?); raise the limit with --time-limit SECONDS
func.func @main(%m: memref<1xi32>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i32
  cf.br ^loop
^loop:
  %x = memref.load %m[%c0] : memref<1xi32>
  %y = arith.addi %x, %one : i32
  memref.store %y, %m[%c0] : memref<1xi32>
  %t = gpu.thread_id x
  cf.br ^loop
}

func.func @simd_loop(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%x : i32)
^loop(%i: i32):
  %j = arith.addi %i, %c1 : i32
  cf.br ^loop(%j : i32)
}
