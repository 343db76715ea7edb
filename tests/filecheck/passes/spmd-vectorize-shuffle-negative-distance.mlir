// RUN: simd-opt %s -p 'spmd-vectorize{width=4 mode=uniform}' | filecheck %s
//
// A constant shuffle distance is 32 bits, read modulo 2^32 as the SPMD executor (and PTX's
// `lane - b`) computes it: up by -1 reads the lane above, down by -1 the lane below, and up
// by INT_MIN is out of range (each lane keeps its own value: no shuffle at all).  Memory
// equal on every stage: tests/passes/test_shuffle_negative_distance.py.

// CHECK-LABEL: func.func @k
// CHECK:         %u = simd.vshuffle %x [1, 2, 3, 3] mask(%live) : vector<4xi32>
// CHECK-NEXT:    %w = simd.vshuffle %x [0, 0, 1, 2] mask(%live) : vector<4xi32>
// CHECK-NOT:     simd.vshuffle
// CHECK:         simd.scatter %u,
// CHECK:         simd.scatter %w,
// CHECK:         simd.scatter %x,
func.func @k(%a: memref<?xi32>, %o: memref<?xi32>) {
  %t = simd.thread_id : i32
  %i = arith.index_cast %t : i32 to index
  %x = memref.load %a[%i] : memref<?xi32>
  %m1 = arith.constant -1 : i32
  %min = arith.constant -2147483648 : i32
  %u = simd.shuffle up %x, %m1 : i32
  %w = simd.shuffle down %x, %m1 : i32
  %n = simd.shuffle up %x, %min : i32
  %c3 = arith.constant 3 : i32
  %b = arith.muli %t, %c3 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %b1 = arith.addi %b, %c1 : i32
  %b2 = arith.addi %b, %c2 : i32
  %j0 = arith.index_cast %b : i32 to index
  %j1 = arith.index_cast %b1 : i32 to index
  %j2 = arith.index_cast %b2 : i32 to index
  memref.store %u, %o[%j0] : memref<?xi32>
  memref.store %w, %o[%j1] : memref<?xi32>
  memref.store %n, %o[%j2] : memref<?xi32>
  func.return
}
