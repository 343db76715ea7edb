// The fir_pred example (examples/fir_pred.mlir, see its header) computes the same results
// and memory after every stage of the pipeline: one expected output, one RUN line per stage.
// A later stage is one more RUN line with the same CHECK, e.g. the command
//   simd-opt %examples/fir_pred.mlir -p divergence-scalarize -o %t.ds.mlir && simd-run %t.ds.mlir --args %{args} --json | filecheck %s
// Only results and memrefs are checked: the stats differ between stages.

// DEFINE: %{args} = '[[2, 3, 4, 5], [1, 2, 3, 4, 5]]'
// RUN: simd-run %examples/fir_pred.mlir --args %{args} --json | filecheck %s

// CHECK: {"results": {{\[}}[6, 8, 28, 45]], "memrefs": {{\[}}[2, 3, 4, 5], [1, 2, 3, 4, 5]], "stats":
