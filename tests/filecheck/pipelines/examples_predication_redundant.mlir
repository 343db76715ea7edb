// The predication_redundant example (examples/predication_redundant.mlir, see its header) computes the same results
// and memory after every stage of the pipeline: one expected output, one RUN line per stage.
// Stages: the SIMD program, after divergence-scalarize, after the composed pipeline, and
// lowered to the lockstep machine (exec style; per-op style with uniformity checks).
// Only results and memrefs are checked: the stats differ between stages.

// DEFINE: %{args} = '[[0, 1, 0, 1]]'
// RUN: simd-run %examples/predication_redundant.mlir --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/predication_redundant.mlir -p divergence-scalarize -o %t.ds.mlir && simd-run %t.ds.mlir --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/predication_redundant.mlir -p divergence-scalarize,canonicalize,cse,dce -o %t.all.mlir && simd-run %t.all.mlir --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/predication_redundant.mlir -p divergence-scalarize,convert-simd-to-lockstep -o %t.exec.mlir && simd-run %t.exec.mlir --args %{args} --json | filecheck %s
// RUN: simd-opt %examples/predication_redundant.mlir -p 'divergence-scalarize,insert-uniformity-checks,convert-simd-to-lockstep{mask-style=per-op}' -o %t.perop.mlir && simd-run %t.perop.mlir --args %{args} --json | filecheck %s

// CHECK: {"results": {{\[}}[2, 3, 2, 3]], "memrefs": {{\[}}[0, 1, 0, 1]], "stats":
