// The SPMD kernel examples/kernels/saxpy_guarded.mlir, 8 threads in two groups of 4:
// the SPMD executor, then the vectorized program over the same launch (and over two
// blocks of 3 threads: partial subgroups), naive and scalarized, on the simd
// interpreter and the lockstep machine.  The guard
// t < n diverges in the second group (n = 6), whose last two lanes store 0.
//
// DEFINE: %{x} = [1, 2, 3, 4, 5, 6, 7, 8], [10, 20, 30, 40, 50, 60, 70, 80], [0, 0, 0, 0, 0, 0, 0, 0]
// RUN: simd-run %examples/kernels/saxpy_guarded.mlir --threads 8 --width 4 --args '[3, 6, %{x}]' --json | filecheck %s --check-prefix=ALL
// RUN: simd-opt %examples/kernels/saxpy_guarded.mlir -p convert-scf-to-cf -o %t.cf.mlir && simd-run %t.cf.mlir --threads 8 --width 4 --check-divergence --args '[3, 6, %{x}]' --json | filecheck %s --check-prefix=ALL
// RUN: simd-opt %examples/kernels/saxpy_guarded.mlir -p 'spmd-vectorize{width=4 mode=naive}' -o %t.n.mlir
// RUN: simd-run %t.n.mlir --threads 8 --args '[3, 6, %{x}]' --json | filecheck %s --check-prefix=ALL
// RUN: simd-run %t.n.mlir --grid 2 --block 3 --args '[3, 6, %{x}]' --json | filecheck %s --check-prefix=TAIL
// RUN: simd-opt %t.n.mlir -p 'divergence-scalarize,canonicalize,cse,dce,convert-simd-to-lockstep' -o %t.ls.mlir
// RUN: simd-run %t.ls.mlir --threads 8 --args '[3, 6, %{x}]' --json | filecheck %s --check-prefix=ALL
// RUN: simd-run %t.ls.mlir --grid 2 --block 3 --args '[3, 6, %{x}]' --json | filecheck %s --check-prefix=TAIL
//
// ALL: "memrefs": {{\[}}[1, 2, 3, 4, 5, 6, 7, 8], [10, 20, 30, 40, 50, 60, 70, 80], [13, 26, 39, 52, 65, 78, 0, 0]]
// Two blocks of 3 threads: one partial subgroup each (the tail mask), threads 0..5.
// TAIL: "memrefs": {{\[}}[1, 2, 3, 4, 5, 6, 7, 8], [10, 20, 30, 40, 50, 60, 70, 80], [13, 26, 39, 52, 65, 78, 0, 0]]
