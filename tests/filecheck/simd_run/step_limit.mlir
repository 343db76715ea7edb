// RUN: not simd-run %s --max-steps 1000 --args '[0]' 2>&1 | filecheck %s
// RUN: not simd-run %s --max-steps 1000 --threads 2 --width 2 --args '[0]' 2>&1 | filecheck %s
// A loop that never ends stops with a located error once a lane has run --max-steps
// ops, in the SIMD interpreter and in the SPMD executor alike.
// CHECK: step_limit.mlir:{{[0-9]+}}:{{[0-9]+}}: error: {{.*}}stopped after 1000 ops (a loop that does not end?); raise the limit with --max-steps
func.func @main(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%x : i32)
^loop(%i: i32):
  %j = arith.addi %i, %c1 : i32
  %stop = arith.cmpi slt, %j, %x : i32
  cf.cond_br %stop, ^exit, ^loop(%j : i32)
^exit:
  func.return %j : i32
}
