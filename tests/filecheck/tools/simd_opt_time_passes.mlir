// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize' --time-passes 2>&1 >/dev/null | filecheck %s
// --time-passes prints MLIR's execution time report on stderr: parser, every pass in
// pipeline order, the verifier runs between passes, the output, the total.

// CHECK:      ... Execution time report ...
// CHECK:      Total Execution Time: {{[0-9.]+}} seconds
// CHECK:      ----Wall Time----  ----Name----
// CHECK-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)  Parser (with verifier)
// CHECK-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)  spmd-vectorize
// CHECK-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)  (verifier)
// CHECK-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)  divergence-scalarize
// CHECK-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)  canonicalize
// CHECK-NEXT: {{[0-9.]+}} ({{ *[0-9.]+}}%)  Output
// CHECK:      {{[0-9.]+}} (100.0%)  Total

func.func @k(%n: i32, %m: memref<?xi32>) {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %v = memref.load %m[%i] : memref<?xi32>
  %s = arith.addi %v, %n : i32
  memref.store %s, %m[%i] : memref<?xi32>
  func.return
}
