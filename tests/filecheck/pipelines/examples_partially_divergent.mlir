// The partially_divergent example (examples/partially_divergent.mlir, see its header) computes the same results
// and memory after every stage of the pipeline: one expected output, one RUN line per stage.
// A later stage is one more RUN line with the same CHECK, e.g. the command
//   simd-opt %examples/partially_divergent.mlir -p divergence-scalarize -o %t.ds.mlir && simd-run %t.ds.mlir --args %{args} --json | filecheck %s
// Only results and memrefs are checked: the stats differ between stages.

// DEFINE: %{args} = '[[1, 2, 3, 4]]'
// RUN: simd-run %examples/partially_divergent.mlir --args %{args} --json | filecheck %s

// CHECK: {"results": {{\[}}[7, 8, 9, 10]], "memrefs": {{\[}}[1, 2, 3, 4]], "stats":
