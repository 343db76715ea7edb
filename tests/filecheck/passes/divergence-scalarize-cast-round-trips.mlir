// RUN: simd-opt %s -p divergence-scalarize | filecheck %s
// RUN: simd-opt %s -p 'divergence-scalarize{placement=false}' | filecheck %s --check-prefix=OFF
// RUN: simd-opt %s -p divergence-scalarize -o %t.mlir && simd-run %t.mlir --args '[[1, 2, 3, 4], 2, 3000000000]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-run %s --args '[[1, 2, 3, 4], 2, 3000000000]' --json | filecheck %s --check-prefix=OUT
//
// The vectorizer casts an i32 loop counter to `index` (for an address) and back to i32
// for arithmetic: two scalar instructions per iteration that give the counter again
// (a sign extension, then the truncation back).  The round trip folds to the counter;
// the cast to index stays while an address reads it.  The other direction (index ->
// i32 -> index) truncates and is kept (3000000000 does not fit in i32).

// CHECK-LABEL: func.func @round_trip
// CHECK-NEXT:    %ix = arith.index_cast %i : i32 to index
// CHECK-NEXT:    %x = memref.load %m[%ix] : memref<?xi32>
// CHECK-NEXT:    %s = arith.addi %i, %x : i32
// CHECK-NEXT:    %t = arith.index_cast %big : index to i32
// CHECK-NEXT:    %u = arith.index_cast %t : i32 to index
// OFF-LABEL: func.func @round_trip
// OFF:         arith.index_cast %ix : index to i32
// OUT: "results": [5, -1294967296]
func.func @round_trip(%m: memref<?xi32>, %i: i32, %big: index) -> (i32, index) {
  %ix = arith.index_cast %i : i32 to index
  %x = memref.load %m[%ix] : memref<?xi32>
  %back = arith.index_cast %ix : index to i32
  %s = arith.addi %back, %x : i32
  %t = arith.index_cast %big : index to i32
  %u = arith.index_cast %t : i32 to index
  func.return %s, %u : i32, index
}
