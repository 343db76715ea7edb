// RUN: simd-run %s --entry k --threads 6 --width 4 --args '[3, [0, 0, 0, 0, 0, 0]]' | filecheck %s
// RUN: simd-opt %s -p inline -o %t.mlir
// RUN: simd-run %t.mlir --entry k --threads 6 --width 4 --check-divergence --args '[3, [0, 0, 0, 0, 0, 0]]' | filecheck %s
// RUN: filecheck %s --check-prefix=IR < %t.mlir
// A kernel calling a multi-block helper that calls a single-block one computes the same
// memory after `inline` (both helpers private: gone afterwards).

// CHECK: [9, 4, 1, 0, 1, 2]
// IR-NOT: func.call
// IR-NOT: @sq
// IR-NOT: @absdiff
func.func private @sq(%x: i32) -> i32 {
  %y = arith.muli %x, %x : i32
  func.return %y : i32
}
func.func private @absdiff(%a: i32, %b: i32) -> i32 {
  %c = arith.cmpi sgt, %a, %b : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %d = arith.subi %a, %b : i32
  func.return %d : i32
^bb2:
  %e = arith.subi %b, %a : i32
  %s = func.call @sq(%e) : (i32) -> i32
  func.return %s : i32
}
func.func @k(%n: i32, %m: memref<?xi32>) {
  %t = simd.thread_id : i32
  %r = func.call @absdiff(%t, %n) : (i32, i32) -> i32
  %ti = arith.index_cast %t : i32 to index
  memref.store %r, %m[%ti] : memref<?xi32>
  func.return
}
