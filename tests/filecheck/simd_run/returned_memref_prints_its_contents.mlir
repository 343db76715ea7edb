// A function returning a memref: the result is the memref's contents (flat, as
// `memrefs` prints an argument's), in text and in --json, not a Python object.
// RUN: simd-run %s --args '[[1, 2, 3, 4]]' --json | filecheck %s --check-prefix=JSON
// RUN: simd-run %s --args '[[1, 2, 3, 4]]' | filecheck %s --check-prefix=TEXT

// JSON: {"results": {{\[}}[1, 2, 3, 5]], "memrefs": {{\[}}[1, 2, 3, 5]],
// TEXT:      [1, 2, 3, 5]
// TEXT-NEXT: [1, 2, 3, 5]
// TEXT-NEXT: static_alu_ops:

func.func @main(%m: memref<4xi32>) -> memref<4xi32> {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : i32
  memref.store %c5, %m[%c3] : memref<4xi32>
  func.return %m : memref<4xi32>
}
