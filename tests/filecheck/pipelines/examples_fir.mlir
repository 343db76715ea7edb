// The fir example (examples/fir.mlir, see its header) computes the same results
// and memory after every stage of the pipeline: one expected output, one RUN line per stage.
// A later stage is one more RUN line with the same CHECK, e.g. the command
//   simd-opt %examples/fir.mlir -p divergence-scalarize -o %t.ds.mlir && simd-run %t.ds.mlir --args %{args} --json | filecheck %s
// Only results and memrefs are checked: the stats differ between stages.

// DEFINE: %{args} = '[[2, 3], [1, 2, 3, 4, 5]]'
// RUN: simd-run %examples/fir.mlir --args %{args} --json | filecheck %s

// CHECK: {"results": {{\[}}[8, 13, 18, 23]], "memrefs": {{\[}}[2, 3], [1, 2, 3, 4, 5]], "stats":
