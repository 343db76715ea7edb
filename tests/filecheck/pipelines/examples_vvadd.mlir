// The vvadd example (examples/vvadd.mlir, see its header) computes the same results
// and memory after every stage of the pipeline: one expected output, one RUN line per stage.
// Stages: the SIMD program, after divergence-scalarize, after the composed pipeline, and
// lowered to the lockstep machine (exec style; per-op style with uniformity checks).
// Only results and memrefs are checked: the stats differ between stages.

// DEFINE: %{args} = '[[1, 2, 3, 4], [10, 20, 30, 40], [0, 0, 0, 0]]'
// RUN: simd-run %examples/vvadd.mlir --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/vvadd.mlir -p divergence-scalarize -o %t.ds.mlir && simd-run %t.ds.mlir --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/vvadd.mlir -p divergence-scalarize,canonicalize,cse,dce -o %t.all.mlir && simd-run %t.all.mlir --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/vvadd.mlir -p divergence-scalarize,convert-simd-to-lockstep -o %t.exec.mlir && simd-run %t.exec.mlir --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/vvadd.mlir -p 'divergence-scalarize,insert-uniformity-checks,convert-simd-to-lockstep{mask-style=per-op}' -o %t.perop.mlir && simd-run %t.perop.mlir --args %{args} --json | filecheck %s

// CHECK: {"results": [], "memrefs": {{\[}}[1, 2, 3, 4], [10, 20, 30, 40], [11, 22, 33, 44]], "stats":
