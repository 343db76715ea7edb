// RUN: not simd-opt %S/Inputs/not_utf8.mlir 2>&1 | filecheck %s
// RUN: not simd-run %S/Inputs/not_utf8.mlir 2>&1 | filecheck %s
// Input that is not UTF-8 is a located error naming the file (it was an unlocated
// "utf-8 codec cannot decode").
// CHECK: not_utf8.mlir:2:6: error: not UTF-8 text: byte 0xff cannot start a character here
