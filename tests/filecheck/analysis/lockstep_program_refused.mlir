// RUN: simd-opt %examples/vvadd.mlir -p convert-simd-to-lockstep | not simd-opt -p print-divergence 2>&1 | filecheck %s
//
// The analysis does not model the lockstep (machine) dialect: on a lockstep program it
// refuses with a message at the first lockstep op instead of calling its values
// uniform (issue 8, item 7).
//
// CHECK: stdin:{{[0-9]+}}:{{[0-9]+}}: error: divergence analysis: 'lockstep.{{[a-z]+}}' belongs to a lockstep (machine) program, which the analysis does not model; analyze the SIMD program or SPMD kernel before convert-simd-to-lockstep
