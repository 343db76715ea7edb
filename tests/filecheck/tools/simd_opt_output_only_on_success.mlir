// RUN: rm -f %t.out.mlir
// RUN: not simd-opt %s -p 'spmd-vectorize{mode=fast}' -o %t.out.mlir
// RUN: not test -e %t.out.mlir
// RUN: not simd-opt %S/Inputs/missing_brace.mlir -o %t.out.mlir
// RUN: not test -e %t.out.mlir
// RUN: simd-opt %s -o %t.out.mlir
// RUN: filecheck %s < %t.out.mlir
// `-o FILE` is written only when parsing and the whole pipeline succeeded: a failed run
// leaves no empty file behind for the next tool.

// CHECK: func.func @k()
func.func @k() {
  func.return
}
