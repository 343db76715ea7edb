// RUN: simd-run %s --args '[-1, 2]' --json | filecheck %s --check-prefix=NEG
// RUN: simd-run %s --args '[1, 2]' --json | filecheck %s --check-prefix=POS
// RUN: simd-run %s --threads 4 --width 4 --args '[-1, 2]' --json | filecheck %s --check-prefix=SPMD
// Scalar arith.cmpi with an unsigned predicate reads the bits unsigned: -1 is the
// largest i32, so -1 ult 2 is false (the simd path and the SPMD executor alike).
// NEG: {"results": [0],
// POS: {"results": [1],
// SPMD: {"results": {{\[}}[0], [0], [0], [0]],
func.func @main(%x: i32, %y: i32) -> i1 {
  %c = arith.cmpi ult, %x, %y : i32
  func.return %c : i1
}
