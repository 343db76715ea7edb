// vcmp with arith.cmpi predicates on vector<4xi32> and arith.cmpf predicates on
// vector<4xf32>; lanes of the resulting mask print as 0/1.  Unsigned predicates read
// -1 as 2^32 - 1; ordered float predicates are false on NaN, unordered ones true.

// RUN: simd-run %s --entry vcmp_i32_signed --args '[[1, 2, 3, -1], [2, 2, 2, 1]]' --json | filecheck %s --check-prefix=SIGNED
// SIGNED: "results": {{\[}}[0, 1, 0, 0], [1, 0, 1, 1], [1, 0, 0, 1], [1, 1, 0, 1], [0, 0, 1, 0], [0, 1, 1, 0]]
func.func @vcmp_i32_signed(%a: vector<4xi32>, %b: vector<4xi32>) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %eq = simd.vcmp eq, %a, %b : vector<4xi32>
  %ne = simd.vcmp ne, %a, %b : vector<4xi32>
  %slt = simd.vcmp slt, %a, %b : vector<4xi32>
  %sle = simd.vcmp sle, %a, %b : vector<4xi32>
  %sgt = simd.vcmp sgt, %a, %b : vector<4xi32>
  %sge = simd.vcmp sge, %a, %b : vector<4xi32>
  func.return %eq, %ne, %slt, %sle, %sgt, %sge : vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>
}

// RUN: simd-run %s --entry vcmp_i32_unsigned --args '[[1, 2, 3, -1], [2, 2, 2, 1]]' --json | filecheck %s --check-prefix=UNSIGNED
// UNSIGNED: "results": {{\[}}[1, 0, 0, 0], [1, 1, 0, 0], [0, 0, 1, 1], [0, 1, 1, 1]]
func.func @vcmp_i32_unsigned(%a: vector<4xi32>, %b: vector<4xi32>) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %ult = simd.vcmp ult, %a, %b : vector<4xi32>
  %ule = simd.vcmp ule, %a, %b : vector<4xi32>
  %ugt = simd.vcmp ugt, %a, %b : vector<4xi32>
  %uge = simd.vcmp uge, %a, %b : vector<4xi32>
  func.return %ult, %ule, %ugt, %uge : vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>
}

// Lane 2 compares NaN (JSON NaN) with 1.0.
// RUN: simd-run %s --entry vcmp_f32_ordered --args '[[1.0, 2.0, NaN, -0.5], [2.0, 2.0, 1.0, -1.5]]' --json | filecheck %s --check-prefix=ORDERED
// ORDERED: "results": {{\[}}[0, 1, 0, 0], [1, 0, 0, 1], [1, 0, 0, 0], [1, 1, 0, 0], [0, 0, 0, 1], [0, 1, 0, 1]]
func.func @vcmp_f32_ordered(%a: vector<4xf32>, %b: vector<4xf32>) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %oeq = simd.vcmp oeq, %a, %b : vector<4xf32>
  %one = simd.vcmp one, %a, %b : vector<4xf32>
  %olt = simd.vcmp olt, %a, %b : vector<4xf32>
  %ole = simd.vcmp ole, %a, %b : vector<4xf32>
  %ogt = simd.vcmp ogt, %a, %b : vector<4xf32>
  %oge = simd.vcmp oge, %a, %b : vector<4xf32>
  func.return %oeq, %one, %olt, %ole, %ogt, %oge : vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>
}

// RUN: simd-run %s --entry vcmp_f32_unordered --args '[[1.0, 2.0, NaN, -0.5], [2.0, 2.0, 1.0, -1.5]]' --json | filecheck %s --check-prefix=UNORDERED
// UNORDERED: "results": {{\[}}[0, 1, 1, 0], [1, 0, 1, 1], [1, 0, 1, 0], [0, 1, 1, 1], [0, 0, 1, 0], [1, 1, 0, 1]]
func.func @vcmp_f32_unordered(%a: vector<4xf32>, %b: vector<4xf32>) -> (vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %ueq = simd.vcmp ueq, %a, %b : vector<4xf32>
  %une = simd.vcmp une, %a, %b : vector<4xf32>
  %ult = simd.vcmp ult, %a, %b : vector<4xf32>
  %uge = simd.vcmp uge, %a, %b : vector<4xf32>
  %uno = simd.vcmp uno, %a, %b : vector<4xf32>
  %ord = simd.vcmp ord, %a, %b : vector<4xf32>
  func.return %ueq, %une, %ult, %uge, %uno, %ord : vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>, vector<4xi1>
}
