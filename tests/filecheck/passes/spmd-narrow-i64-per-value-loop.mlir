// RUN: %python -c "print([[(i + 1) * 3000000000 for i in range(32)], [0] * 8])" > %t.args.json
// RUN: simd-opt %s -p 'spmd-narrow-i64{per-value=true}' | filecheck %s
// RUN: simd-run %s --threads 8 --args @%t.args.json --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=naive}' -o %t.naive4.mlir
// RUN: simd-run %t.naive4.mlir --threads 8 --width 4 --args @%t.args.json --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.uniform4.mlir
// RUN: simd-run %t.uniform4.mlir --threads 8 --width 4 --args @%t.args.json --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=8 mode=naive}' -o %t.naive8.mlir
// RUN: simd-run %t.naive8.mlir --threads 8 --width 8 --args @%t.args.json --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=8 mode=uniform}' -o %t.uniform8.mlir
// RUN: simd-run %t.uniform8.mlir --threads 8 --width 8 --args @%t.args.json --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=32 mode=naive}' -o %t.naive32.mlir
// RUN: simd-run %t.naive32.mlir --threads 8 --width 32 --args @%t.args.json --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'spmd-vectorize{width=32 mode=uniform}' -o %t.uniform32.mlir
// RUN: simd-run %t.uniform32.mlir --threads 8 --width 32 --args @%t.args.json --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %t.uniform4.mlir -p 'divergence-scalarize,convert-simd-to-lockstep{mask-style=exec}' -o %t.ls.mlir
// RUN: simd-run %t.ls.mlir --threads 8 --width 4 --args @%t.args.json --json | filecheck %s --check-prefix=OUT
//
// Per-value i64 narrowing of loop-carried values: the block argument `%off` (an i64
// address that only indexes memory) becomes i32, the accumulator `%acc` (sums beyond
// 2^32, stored as i64) stays i64, in one loop header.  Each thread sums a[t + 8k],
// k = 0..3: 3e9 * (4t + 52).
//
// CHECK-LABEL: func.func @loop_both
// CHECK:         cf.br ^[[H:.*]](%z, %t, %c0 : i32, i32, i64)
// CHECK-NEXT:  ^[[H]](%k: i32, %off: i32, %acc: i64):
// CHECK:         %ii = arith.index_cast %off : i32 to index
// CHECK-NEXT:    %v = memref.load %a[%ii] : memref<?xi64>
// CHECK-NEXT:    %acc2 = arith.addi %acc, %v : i64
// CHECK:         %off2 = arith.addi %off, %{{.*}} : i32
// CHECK:         cf.br ^[[H]](%k2, %off2, %acc2 : i32, i32, i64)
//
// OUT: "memrefs": {{\[}}[{{.*}}], [156000000000, 168000000000, 180000000000, 192000000000, 204000000000, 216000000000, 228000000000, 240000000000]]
func.func @loop_both(%a: memref<?xi64>, %o: memref<?xi64>) {
  %t = simd.thread_id : i32
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %four = arith.constant 4 : i32
  %c0 = arith.constant 0 : i64
  %c8 = arith.constant 8 : i64
  %w = arith.extsi %t : i32 to i64
  cf.br ^head(%z, %w, %c0 : i32, i64, i64)
^head(%k: i32, %off: i64, %acc: i64):
  %go = arith.cmpi slt, %k, %four : i32
  cf.cond_br %go, ^body, ^done
^body:
  %ii = arith.index_cast %off : i64 to index
  %v = memref.load %a[%ii] : memref<?xi64>
  %acc2 = arith.addi %acc, %v : i64
  %off2 = arith.addi %off, %c8 : i64
  %k2 = arith.addi %k, %one : i32
  cf.br ^head(%k2, %off2, %acc2 : i32, i64, i64)
^done:
  %j = arith.index_cast %t : i32 to index
  memref.store %acc, %o[%j] : memref<?xi64>
  func.return
}
