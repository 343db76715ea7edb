// RUN: not simd-opt %S/Inputs/missing_brace.mlir 2>&1 | filecheck %s
// An input that ends inside a region says what is missing, at the end of the file
// (xDSL 0.74 says "in block definition").

// CHECK: missing_brace.mlir:4:1: error: unexpected end of input: missing '}' to close a region
