// The fn0 example (examples/fn0.mlir, see its header) computes the same results
// and memory after every stage of the pipeline: one expected output, one RUN line per stage.
// A later stage is one more RUN line with the same CHECK, e.g. the command
//   simd-opt %examples/fn0.mlir -p divergence-scalarize -o %t.ds.mlir && simd-run %t.ds.mlir --args %{args} --json | filecheck %s
// Only results and memrefs are checked: the stats differ between stages.

// DEFINE: %{args} = '[[5, 1, 3, -2], [2, 4, 3, 1]]'
// RUN: simd-run %examples/fn0.mlir --args %{args} --json | filecheck %s

// CHECK: {"results": {{\[}}[23, 15, 6, 3]], "memrefs": {{\[}}[5, 1, 3, -2], [2, 4, 3, 1]], "stats":
