// The vectorized histogram kernel (a divergent branch with an else, atomics, a
// subgroup sum) lowered with exec masks computes the same memory with the fused exec
// ops as without, on the simulator and on the native engine, in fewer mask-unit cycles.
//
// DEFINE: %{vargs} = '[[5, 2, 7, 0, 3, 3, 8, 1], [4.0, 2.0, 9.0, 1.0, 16.0, 0.25, 1.0, 100.0], [0, 0, 0, 0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0, 0, 0, 0, 0, 0, 0, 0]]' --threads 8 --width 4
// DEFINE: %{kernel} = %examples/kernels/histogram_reduce.mlir
// RUN: simd-opt %{kernel} -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,canonicalize,cse,dce,convert-simd-to-lockstep' -o %t.exec.mlir
// RUN: simd-opt %t.exec.mlir -p fuse-exec-masks -o %t.fused.mlir
// RUN: filecheck %s --check-prefix=FUSED --input-file %t.fused.mlir
// RUN: simd-run %t.exec.mlir --args %{vargs} --json | filecheck %s --check-prefixes=CHECK,BEFORE
// RUN: simd-run %t.fused.mlir --args %{vargs} --json | filecheck %s --check-prefixes=CHECK,AFTER
// RUN: simd-run %t.exec.mlir --args %{vargs} --json --engine jit | filecheck %s --check-prefixes=CHECK,BEFORE
// RUN: simd-run %t.fused.mlir --args %{vargs} --json --engine jit | filecheck %s --check-prefixes=CHECK,AFTER
// CHECK: "memrefs": {{\[}}[5, 2, 7, 0, 3, 3, 8, 1], [4.0, 2.0, 9.0, 1.0, 16.0, 0.25, 1.0, 100.0], [2, 2, 1, 3], [2.0, 1.4142135381698608, 3.0, 0.0, 4.0, 0.5, 1.0, 10.0], [12, 0, 12, 0, 7, 7, 0, 7]]
// BEFORE-SAME: "cycles_by_unit": {"vector": 26, "scalar": 26, "mask": 36,
// AFTER-SAME: "cycles_by_unit": {"vector": 26, "scalar": 26, "mask": 16,
// FUSED-NOT: lockstep.exec_save
// FUSED: lockstep.exec_and_save
// FUSED-NOT: lockstep.exec_save
