// The SPMD kernel examples/kernels/histogram_reduce.mlir (8 threads, subgroups of 4:
// atomics, a masked sqrt, a group_reduce in a divergent branch) leaves the same memory
// in the SPMD executor and after every stage: spmd-vectorize (naive, uniform),
// divergence-scalarize with canonicalize/cse/dce, branch-if-none checks, and the
// lockstep machine in both mask styles, run subgroup by subgroup.
//
// DEFINE: %{args} = '[[5, 2, 7, 0, 3, 3, 8, 1], [4.0, 2.0, 9.0, 1.0, 16.0, 0.25, 1.0, 100.0], [0, 0, 0, 0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0], [0, 0, 0, 0, 0, 0, 0, 0]]'
// DEFINE: %{launch} = --threads 8 --width 4 --args %{args} --json
// RUN: simd-run %examples/kernels/histogram_reduce.mlir %{launch} | filecheck %s
// RUN: simd-opt %examples/kernels/histogram_reduce.mlir -p 'spmd-vectorize{width=4 mode=naive}' -o %t.n.mlir && simd-run %t.n.mlir %{launch} | filecheck %s
// RUN: simd-opt %examples/kernels/histogram_reduce.mlir -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.u.mlir && simd-run %t.u.mlir %{launch} | filecheck %s
// RUN: simd-opt %examples/kernels/histogram_reduce.mlir -p 'spmd-vectorize{width=4 mode=naive},divergence-scalarize,canonicalize,cse,dce' -o %t.ds.mlir && simd-run %t.ds.mlir %{launch} | filecheck %s
// RUN: simd-opt %examples/kernels/histogram_reduce.mlir -p 'spmd-vectorize{width=4 mode=naive},divergence-scalarize,convert-simd-to-lockstep' -o %t.ls.mlir && simd-run %t.ls.mlir %{launch} | filecheck %s
// RUN: simd-opt %examples/kernels/histogram_reduce.mlir -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,insert-uniformity-checks{threshold=0},convert-simd-to-lockstep{mask-style=per-op}' -o %t.lp.mlir && simd-run %t.lp.mlir %{launch} | filecheck %s
//
// CHECK: "memrefs": {{\[}}[5, 2, 7, 0, 3, 3, 8, 1], [4.0, 2.0, 9.0, 1.0, 16.0, 0.25, 1.0, 100.0], [2, 2, 1, 3], [2.0, 1.4142135381698608, 3.0, 0.0, 4.0, 0.5, 1.0, 10.0], [12, 0, 12, 0, 7, 7, 0, 7]]
