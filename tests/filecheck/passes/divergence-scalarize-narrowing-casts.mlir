// RUN: simd-opt %s -p divergence-scalarize | filecheck %s
// RUN: simd-opt %s -p 'divergence-scalarize{placement=false}' | filecheck %s --check-prefix=OFF
// RUN: simd-opt %s -p divergence-scalarize -o %t.mlir && simd-run %t.mlir --args '[7, 3, 5000000000]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-run %s --args '[7, 3, 5000000000]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p divergence-scalarize -o %t.mlir && simd-run %t.mlir --entry no_twin --args '[7]' --json | filecheck %s --check-prefix=OUT2
//
// Uniform mode computes a block offset in `index` and casts it to i32 (`block_sum16`'s
// `block_id * 16`), with an `index` constant beside the i32 one: the truncation commutes
// with a wrapping add, sub and mul, so the op runs in i32 on the free casts of its
// operands and the constant folds into its i32 twin; a chain narrows op by op (and the i32 -> index -> i32
// round trip of `%x` then folds).  A cast whose op has another reader stays.  The large
// operand checks the wrap: 7 * 16 + 7 - 5000000000 truncated to i32 is -705032585.

// CHECK-LABEL: func.func @narrow
// CHECK:         %[[M:.*]] = arith.muli %x, %{{.*}} : i32
// CHECK:         %[[S:.*]] = arith.addi %[[M]], %{{.*}} : i32
// CHECK-NEXT:    %[[Y:.*]] = arith.index_cast %y : index to i32
// CHECK-NEXT:    %r = arith.subi %[[S]], %[[Y]] : i32
// CHECK-NEXT:    %k = arith.muli %b, %c16 : index
// CHECK-NEXT:    %kc = arith.index_cast %k : index to i32
// OFF-LABEL: func.func @narrow
// OFF:         arith.muli %a, %c16 : index
// OUT: "results": [-705032585, 48, 48]
func.func @narrow(%x: i32, %b: index, %y: index) -> (i32, i32, index) {
  %c16 = arith.constant 16 : index
  %t16 = arith.constant 16 : i32
  %c7 = arith.constant 7 : index
  %a = arith.index_cast %x : i32 to index
  %m = arith.muli %a, %c16 : index
  %s = arith.addi %m, %c7 : index
  %d = arith.subi %s, %y : index
  %r = arith.index_cast %d : index to i32
  %k = arith.muli %b, %c16 : index
  %kc = arith.index_cast %k : index to i32
  func.return %r, %kc, %k : i32, i32, index
}

// Without an i32 twin of the constant the narrowing would only add casts: it stays.
// CHECK-LABEL: func.func @no_twin
// CHECK:         arith.muli %a, %c16 : index
// CHECK-NEXT:    arith.index_cast
// OUT2: "results": [112]
func.func @no_twin(%x: i32) -> i32 {
  %c16 = arith.constant 16 : index
  %a = arith.index_cast %x : i32 to index
  %m = arith.muli %a, %c16 : index
  %r = arith.index_cast %m : index to i32
  func.return %r : i32
}
