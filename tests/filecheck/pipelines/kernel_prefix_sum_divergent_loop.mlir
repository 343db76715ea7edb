// The SPMD kernel examples/kernels/prefix_sum_divergent_loop.mlir (one group of 4 threads) leaves the same
// memory in the SPMD executor and after every stage: spmd-vectorize (naive, uniform),
// divergence-scalarize with canonicalize/cse/dce, and the lockstep machine (both mask
// styles).  The vectorized programs run over the same launch (--threads 4).
//
// DEFINE: %{args} = '[2, [1, 2, 3, 4], [0, 0, 0, 0]]'
// RUN: simd-run %examples/kernels/prefix_sum_divergent_loop.mlir --threads 4 --width 4 --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/kernels/prefix_sum_divergent_loop.mlir -p convert-scf-to-cf -o %t.cf.mlir && simd-run %t.cf.mlir --threads 4 --width 4 --check-divergence --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/kernels/prefix_sum_divergent_loop.mlir -p 'spmd-vectorize{width=4 mode=naive}' -o %t.n.mlir && simd-run %t.n.mlir --threads 4 --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/kernels/prefix_sum_divergent_loop.mlir -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.u.mlir && simd-run %t.u.mlir --threads 4 --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/kernels/prefix_sum_divergent_loop.mlir -p 'spmd-vectorize{width=4 mode=naive},divergence-scalarize,canonicalize,cse,dce' -o %t.ds.mlir && simd-run %t.ds.mlir --threads 4 --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/kernels/prefix_sum_divergent_loop.mlir -p 'spmd-vectorize{width=4 mode=naive},divergence-scalarize,convert-simd-to-lockstep' -o %t.ls.mlir && simd-run %t.ls.mlir --threads 4 --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/kernels/prefix_sum_divergent_loop.mlir -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,insert-uniformity-checks,convert-simd-to-lockstep{mask-style=per-op}' -o %t.lp.mlir && simd-run %t.lp.mlir --threads 4 --args %{args} --json | filecheck %s
//
// expected: memrefs[1] = [0, 2, 6, 12]
// CHECK: "memrefs": {{\[}}[1, 2, 3, 4], [0, 2, 6, 12]]
