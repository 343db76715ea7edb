// --max-steps bounds the ops of each subgroup of a vectorized program, --time-limit the
// seconds of the whole launch, on the simd interpreter and on the lockstep machine (a
// lowered program run once, too): a loop that does not end is a located error saying
// how to raise the limit, also while other subgroups wait at a barrier.
// RUN: not simd-run %s --threads 8 --max-steps 500 2>&1 | filecheck %s --check-prefix=STEPS
// RUN: simd-opt %s -p convert-simd-to-lockstep -o %t.ls.mlir
// RUN: not simd-run %t.ls.mlir --threads 8 --max-steps 500 2>&1 | filecheck %s --check-prefix=STEPS
// RUN: not simd-run %s --threads 8 --max-steps 1000000000 --time-limit 1 2>&1 | filecheck %s --check-prefix=TIME
// RUN: not simd-run %t.ls.mlir --threads 8 --max-steps 1000000000 --time-limit 1 2>&1 | filecheck %s --check-prefix=TIME
// RUN: not simd-run %t.ls.mlir --entry once --max-steps 500 --args '[[1, 2, 3, 4]]' 2>&1 | filecheck %s --check-prefix=ONCE
// ONCE: .mlir:{{[0-9]+}}:{{[0-9]+}}: error: stopped after 500 ops (a loop that does not end?); raise the limit with --max-steps
// STEPS: .mlir:{{[0-9]+}}:{{[0-9]+}}: error: stopped after 500 ops (a loop that does not end?); raise the limit with --max-steps
// STEPS-SAME: subgroup 1 of block 0: threads 4-7
// TIME: .mlir:{{[0-9]+}}:{{[0-9]+}}: error: stopped after 1 s (a loop that does not end?); raise the limit with --time-limit SECONDS
func.func @main(%group_base: i32) -> vector<4xi32> {
  %v = simd.s2vb %group_base : vector<4xi32>
  %sg = gpu.subgroup_id : index
  %c0 = arith.constant 0 : index
  %first = arith.cmpi eq, %sg, %c0 : index
  cf.cond_br %first, ^wait, ^spin(%v : vector<4xi32>)
^wait:
  gpu.barrier
  func.return %v : vector<4xi32>
^spin(%x: vector<4xi32>):
  %y = simd.vadd %x, %x : vector<4xi32>
  cf.br ^spin(%y : vector<4xi32>)
}

func.func @once(%m: memref<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %v = simd.vload %m[%c0] : memref<4xi32>, vector<4xi32>
  cf.br ^spin(%v : vector<4xi32>)
^spin(%x: vector<4xi32>):
  %y = simd.vadd %x, %x : vector<4xi32>
  cf.br ^spin(%y : vector<4xi32>)
}
