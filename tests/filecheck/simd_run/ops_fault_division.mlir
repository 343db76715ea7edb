// A zero (or poison) divisor in an active lane of an i32 vdiv/vrem is a runtime fault, in an inactive
// lane it is never divided (no fault); an f32 zero divisor is IEEE's ±inf or NaN (SPEC section 2).  The divisor
// b = [2, 0, 5, 2] has its zero in lane 1; %p = [1, 0, 1, 1] masks lane 1 off.

// RUN: not simd-run %s --entry vdiv_by_zero --args '[[8, 9, 10, -7], [2, 0, 5, 2]]' 2>&1 | filecheck %s --check-prefix=VDIV
// VDIV: ops_fault_division.mlir:8:3: error: 'simd.vdiv' division by zero in active lane 1
func.func @vdiv_by_zero(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %q = simd.vdiv %a, %b : vector<4xi32>
  func.return %q : vector<4xi32>
}

// RUN: not simd-run %s --entry vrem_by_zero --args '[[8, 9, 10, -7], [2, 0, 5, 2]]' 2>&1 | filecheck %s --check-prefix=VREM
// VREM: ops_fault_division.mlir:15:3: error: 'simd.vrem' division by zero in active lane 1
func.func @vrem_by_zero(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %q = simd.vrem %a, %b : vector<4xi32>
  func.return %q : vector<4xi32>
}

// RUN: simd-run %s --entry vdiv_f32_by_zero --args '[[8.0, 9.0, 10.0, -7.0], [2.0, 0.0, 5.0, 2.0]]' --json 2>&1 | filecheck %s --check-prefix=VDIVF
// VDIVF: "results": {{\[}}[4.0, "Infinity", 2.0, -3.5]]
func.func @vdiv_f32_by_zero(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %q = simd.vdiv %a, %b : vector<4xf32>
  func.return %q : vector<4xf32>
}

// RUN: simd-run %s --entry vrem_by_zero_inactive --args '[[8, 9, 10, -7], [2, 0, 5, 2], [1, 0, 1, 1]]' --json | filecheck %s --check-prefix=VREMOK
// VREMOK: "results": {{\[}}[0, 9, 0, -1]]
func.func @vrem_by_zero_inactive(%a: vector<4xi32>, %b: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  %q = simd.vrem %a, %b mask(%p) : vector<4xi32>
  %r = simd.vphi %p, %q, %a : vector<4xi32>
  func.return %r : vector<4xi32>
}

// RUN: simd-run %s --entry vdiv_f32_by_zero_inactive --args '[[8.0, 9.0, 10.0, -7.0], [2.0, 0.0, 5.0, 2.0], [1, 0, 1, 1]]' --json | filecheck %s --check-prefix=VDIVFOK
// VDIVFOK: "results": {{\[}}[4.0, 9.0, 2.0, -3.5]]
func.func @vdiv_f32_by_zero_inactive(%a: vector<4xf32>, %b: vector<4xf32>, %p: vector<4xi1>) -> vector<4xf32> {
  %q = simd.vdiv %a, %b mask(%p) : vector<4xf32>
  %r = simd.vphi %p, %q, %a : vector<4xf32>
  func.return %r : vector<4xf32>
}

// The divisor's lane 1 is poison (computed under %p) while vdiv runs unmasked.
// RUN: not simd-run %s --entry vdiv_by_poison --args '[[8, 9, 10, -7], [2, 3, 5, 2], [1, 0, 1, 1]]' 2>&1 | filecheck %s --check-prefix=POISON
// POISON: ops_fault_division.mlir:47:3: error: 'simd.vdiv' division by poison in active lane 1
func.func @vdiv_by_poison(%a: vector<4xi32>, %b: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  %d = simd.vadd %b, %b mask(%p) : vector<4xi32>
  %q = simd.vdiv %a, %d : vector<4xi32>
  %r = simd.vphi %p, %q, %a : vector<4xi32>
  func.return %r : vector<4xi32>
}
