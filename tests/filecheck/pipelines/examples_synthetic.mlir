// The synthetic example (examples/synthetic.mlir, see its header) computes the same results
// and memory after every stage of the pipeline: one expected output, one RUN line per stage.
// A later stage is one more RUN line with the same CHECK, e.g. the command
//   simd-opt %examples/synthetic.mlir -p divergence-scalarize -o %t.ds.mlir && simd-run %t.ds.mlir --args %{args} --json | filecheck %s
// Only results and memrefs are checked: the stats differ between stages.

// DEFINE: %{args} = '[[2, 4, 6, 8], [3, 5], [2, 5]]'
// RUN: simd-run %examples/synthetic.mlir --args %{args} --json | filecheck %s

// CHECK: {"results": {{\[}}[5, 10, 15, 20]], "memrefs": {{\[}}[2, 4, 6, 8], [3, 5], [2, 5]], "stats":
