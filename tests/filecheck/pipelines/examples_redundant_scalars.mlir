// The redundant_scalars example (examples/redundant_scalars.mlir, see its header) computes the same results
// and memory after every stage of the pipeline: one expected output, one RUN line per stage.
// A later stage is one more RUN line with the same CHECK, e.g. the command
//   simd-opt %examples/redundant_scalars.mlir -p divergence-scalarize -o %t.ds.mlir && simd-run %t.ds.mlir --args %{args} --json | filecheck %s
// Only results and memrefs are checked: the stats differ between stages.

// DEFINE: %{args} = '[]'
// RUN: simd-run %examples/redundant_scalars.mlir --args %{args} --json | filecheck %s

// CHECK: {"results": {{\[}}[12, 12, 12, 12]], "memrefs": [], "stats":
