// RUN: simd-opt %s -p divergence-scalarize,cse | filecheck %s
// RUN: simd-opt %s -p 'divergence-scalarize{placement=false},cse' | filecheck %s --check-prefix=OFF
// RUN: simd-opt %s -p divergence-scalarize,cse -o %t.mlir && simd-run %t.mlir --args '[[1, 2, 3, 4]]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-run %s --args '[[1, 2, 3, 4]]' --json | filecheck %s --check-prefix=OUT
//
// The vectorizer builds `index` constants and casts them to i32 beside the same i32
// constant: a cast of a constant is a constant (no scalar instruction at run time
// beyond the constant itself), and as an i32 constant cse merges it with its twin -
// one scalar constant instead of two.

// CHECK-LABEL: func.func @twins
// CHECK-NEXT:    %m1 = arith.constant -1 : i32
// CHECK-NEXT:    %[[V:.*]] = simd.s2vb %m1 : vector<4xi32>
// CHECK-NEXT:    %a = simd.vadd %x, %[[V]] : vector<4xi32>
// CHECK-NEXT:    %b = simd.vmul %a, %[[V]] : vector<4xi32>
// OFF-LABEL: func.func @twins
// OFF:         arith.index_cast %{{.*}} : index to i32
// OUT: "results": {{\[\[}}0, -1, -2, -3]]
func.func @twins(%x: vector<4xi32>) -> vector<4xi32> {
  %m1 = arith.constant -1 : i32
  %m1i = arith.constant -1 : index
  %m1c = arith.index_cast %m1i : index to i32
  %v = simd.s2vb %m1 : vector<4xi32>
  %w = simd.s2vb %m1c : vector<4xi32>
  %a = simd.vadd %x, %v : vector<4xi32>
  %b = simd.vmul %a, %w : vector<4xi32>
  func.return %b : vector<4xi32>
}
