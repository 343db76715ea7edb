// RUN: simd-opt %s | filecheck %s
// RUN: not simd-opt %S/Inputs/parsed_type_malformed_after_cached.mlir 2>&1 | filecheck %s --check-prefix=BAD
// Plain vector and memref spellings are parsed once and shared (ir/parsed_types.py):
// every use prints back as spelled, the shapes and element types kept apart, and the
// tokens after a shared type (`,` `)` `->` `{`) read as usual.

// CHECK-LABEL: func.func @types
// CHECK-SAME: (%a: vector<4xi32>, %b: vector<8xi32>, %c: vector<4xf32>, %d: vector<4x2xi32>, %e: vector<2x4xi32>, %m: memref<?xi32>, %n: memref<16xf32>, %s: vector<[4]xi32>) -> (vector<4xi32>, vector<4xi1>)
func.func @types(%a: vector<4xi32>, %b: vector<8xi32>, %c: vector<4xf32>, %d: vector<4x2xi32>, %e: vector<2x4xi32>, %m: memref<?xi32>, %n: memref<16xf32>, %s: vector<[4]xi32>) -> (vector<4xi32>, vector<4xi1>) {
  // CHECK-NEXT: %0 = "test.op"(%a, %b, %m) : (vector<4xi32>, vector<8xi32>, memref<?xi32>) -> vector<4xi1>
  %0 = "test.op"(%a, %b, %m) : (vector<4xi32>, vector<8xi32>, memref<?xi32>) -> vector<4xi1>
  // CHECK-NEXT: %1 = "test.op"(%c, %d, %e, %n, %s) : (vector<4xf32>, vector<4x2xi32>, vector<2x4xi32>, memref<16xf32>, vector<[4]xi32>) -> vector<4xi32>
  %1 = "test.op"(%c, %d, %e, %n, %s) : (vector<4xf32>, vector<4x2xi32>, vector<2x4xi32>, memref<16xf32>, vector<[4]xi32>) -> vector<4xi32>
  // CHECK-NEXT: func.return %1, %0 : vector<4xi32>, vector<4xi1>
  func.return %1, %0 : vector<4xi32>, vector<4xi1>
}

// A malformed spelling whose head is a shared one is xDSL's located error.
// BAD: parsed_type_malformed_after_cached.mlir:2:34: error: Expected vector element type
