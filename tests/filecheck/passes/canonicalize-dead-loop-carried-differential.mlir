// The vectorized prefix-sum kernel (its divergent scf.while carries the exit value of the
// loop counter, which nobody reads after the loop) computes the same memory before and
// after canonicalize drops that dead carried vector, on the SIMD interpreter and on the
// lockstep machine.
//
// DEFINE: %{vargs} = '[2, [1, 2, 3, 4], [0, 0, 0, 0]]' --threads 4 --width 4
// DEFINE: %{kernel} = %examples/kernels/prefix_sum_divergent_loop.mlir
// RUN: simd-opt %{kernel} -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize' -o %t.before.mlir
// RUN: simd-run %t.before.mlir --args %{vargs} --json | filecheck %s
// RUN: simd-opt %t.before.mlir -p canonicalize -o %t.after.mlir
// RUN: filecheck %s --check-prefix=LOOP --input-file %t.after.mlir
// RUN: filecheck %s --check-prefix=BEFORE --input-file %t.before.mlir
// RUN: simd-run %t.after.mlir --args %{vargs} --json | filecheck %s
// RUN: simd-opt %t.after.mlir -p convert-simd-to-lockstep -o %t.ls.mlir
// RUN: simd-run %t.ls.mlir --args %{vargs} --json | filecheck %s
// CHECK: "memrefs": {{\[}}[1, 2, 3, 4], [0, 2, 6, 12]]
// BEFORE: scf.while ({{.*}}) : (i32, i32, vector<4xi1>, vector<4xi32>, vector<4xi32>) -> (i32, i32, vector<4xi1>, vector<4xi32>, vector<4xi32>)
// LOOP: scf.while ({{.*}}) : (i32, i32, vector<4xi1>, vector<4xi32>) -> (i32, i32, vector<4xi1>, vector<4xi32>)
