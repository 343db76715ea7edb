// The SPMD kernel examples/kernels/fn0_kernel.mlir (one group of 4 threads) leaves the same
// The kernel lowered to cf branches (convert-scf-to-cf) gives the same memory too.
// memory in the SPMD executor and after every stage: spmd-vectorize (naive, uniform),
// divergence-scalarize with canonicalize/cse/dce, and the lockstep machine (both mask
// styles).  The vectorized programs run over the same launch (--threads 4).
//
// DEFINE: %{args} = '[[5, 1, 3, -2], [2, 4, 3, 1], [0, 0, 0, 0]]'
// RUN: simd-run %examples/kernels/fn0_kernel.mlir --threads 4 --width 4 --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/kernels/fn0_kernel.mlir -p convert-scf-to-cf -o %t.cf.mlir && simd-run %t.cf.mlir --threads 4 --width 4 --check-divergence --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/kernels/fn0_kernel.mlir -p 'spmd-vectorize{width=4 mode=naive}' -o %t.n.mlir && simd-run %t.n.mlir --threads 4 --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/kernels/fn0_kernel.mlir -p 'spmd-vectorize{width=4 mode=uniform}' -o %t.u.mlir && simd-run %t.u.mlir --threads 4 --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/kernels/fn0_kernel.mlir -p 'spmd-vectorize{width=4 mode=naive},divergence-scalarize,canonicalize,cse,dce' -o %t.ds.mlir && simd-run %t.ds.mlir --threads 4 --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/kernels/fn0_kernel.mlir -p 'spmd-vectorize{width=4 mode=naive},divergence-scalarize,convert-simd-to-lockstep' -o %t.ls.mlir && simd-run %t.ls.mlir --threads 4 --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/kernels/fn0_kernel.mlir -p 'spmd-vectorize{width=4 mode=uniform},divergence-scalarize,insert-uniformity-checks,convert-simd-to-lockstep{mask-style=per-op}' -o %t.lp.mlir && simd-run %t.lp.mlir --threads 4 --args %{args} --json | filecheck %s
//
// expected: memrefs[2] = [23, 15, 6, 3]
// CHECK: "memrefs": {{\[}}[5, 1, 3, -2], [2, 4, 3, 1], [23, 15, 6, 3]]
