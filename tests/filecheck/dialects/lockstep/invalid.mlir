// RUN: simd-opt %s --split-input-file --verify-diagnostics | filecheck %s
// Every verifier message of the lockstep dialect, one chunk per error, located file:line:col.

func.func @valu_unknown_kind(%a: vector<4xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: unknown kind 'pow'; expected one of add, sub, mul, div, rem, and, or, xor, shl, shr, shru, min, max
  %c = lockstep.valu pow %a, %a : vector<4xi32>
  func.return
}

// -----

func.func @valus_scalar_of_another_type(%a: vector<4xf32>, %x: i32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: rhs type i32 is not the element type f32
  %c = "lockstep.valus"(%a, %x) <{kind = "mul", operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (vector<4xf32>, i32) -> vector<4xf32>
  func.return
}

// -----

func.func @vcmps_scalar_of_another_type(%a: vector<4xi32>, %x: f32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: rhs type f32 is not the element type i32
  %c = "lockstep.vcmps"(%a, %x) <{predicate = "slt"}> : (vector<4xi32>, f32) -> vector<4xi1>
  func.return
}

// -----

func.func @valu_type_mismatch(%a: vector<4xi32>, %b: vector<8xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: rhs type vector<8xi32> does not match result type vector<4xi32>
  %c = "lockstep.valu"(%a, %b) <{kind = "add", operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (vector<4xi32>, vector<8xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @valu_merge_type(%a: vector<4xi32>, %m: vector<8xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: merge type vector<8xi32> does not match result type vector<4xi32>
  %c = "lockstep.valu"(%a, %a, %m) <{kind = "add", operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (vector<4xi32>, vector<4xi32>, vector<8xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @valu_int_only(%a: vector<4xf32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: 'xor' expects integer lanes, found vector<4xf32>
  %c = lockstep.valu xor %a, %a : vector<4xf32>
  func.return
}

// -----

func.func @width_not_power_of_two(%a: vector<3xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: result: vector width must be a power of two from 2 to 64, found 3
  %c = lockstep.valu add %a, %a : vector<3xi32>
  func.return
}

// -----

func.func @element_type(%a: vector<4xi24>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: result: expected vector<W x T> for T in i8, i16, i32, i64, f16, f32, f64, found vector<4xi24>
  %c = lockstep.valu add %a, %a : vector<4xi24>
  func.return
}

// -----

func.func @mask_width(%a: vector<4xi32>, %p: vector<8xi1>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: mask width 8 does not match the op's vector width 4
  %c = "lockstep.valu"(%a, %a, %p) <{kind = "add", operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (vector<4xi32>, vector<4xi32>, vector<8xi1>) -> vector<4xi32>
  func.return
}

// -----

func.func @negated_without_mask(%a: vector<4xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: 'negated' is set but the op has no mask operand
  %c = "lockstep.valu"(%a, %a) <{kind = "add", negated, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @vcmp_predicate(%a: vector<4xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: unknown predicate 'ogt' for vector<4xi32>; expected one of eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge
  %p = lockstep.vcmp ogt, %a, %a : vector<4xi32>
  func.return
}

// -----

func.func @vcmp_result(%a: vector<4xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: result: expected vector<4xi1>, found vector<4xi32>
  %p = "lockstep.vcmp"(%a, %a) <{predicate = "eq"}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @vsel_predicate(%a: vector<4xi32>, %p: vector<8xi1>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: predicate vector<8xi1> does not match the vector width 4
  %r = "lockstep.vsel"(%p, %a, %a) : (vector<8xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @vbcast_element(%x: f32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: operand has type f32, expected the element type i32
  %v = "lockstep.vbcast"(%x) : (f32) -> vector<4xi32>
  func.return
}

// -----

func.func @vpack_count(%x: i32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: expected 4 scalar operands for vector<4xi32>, found 2
  %v = lockstep.vpack %x, %x : vector<4xi32>
  func.return
}

// -----

func.func @vload_memref(%m: memref<?xf32>, %b: i32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: memref element type f32 does not match vector element type i32
  %v = lockstep.vload %m[%b] : memref<?xf32>, vector<4xi32>
  func.return
}

// -----

func.func @vgather_addresses(%m: memref<?xi32>, %a: vector<4xf32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: addresses: expected vector<4xi32>, found vector<4xf32>
  %v = "lockstep.vgather"(%m, %a) : (memref<?xi32>, vector<4xf32>) -> vector<4xi32>
  func.return
}

// -----

func.func @vlane_result(%v: vector<4xi32>, %l: i32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: result type f32 does not match the element type i32
  %x = "lockstep.vlane"(%v, %l) : (vector<4xi32>, i32) -> f32
  func.return
}

// -----

func.func @mask_operand(%p: vector<4xi1>, %q: vector<8xi1>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: operand 1 has type vector<8xi1>, expected vector<4xi1>
  %r = "lockstep.mand"(%p, %q) : (vector<4xi1>, vector<8xi1>) -> vector<4xi1>
  func.return
}

// -----

func.func @mask_reduce_result(%p: vector<4xi1>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: result 'result' at position 0 does not verify:
  %r = "lockstep.many"(%p) : (vector<4xi1>) -> vector<4xi1>
  func.return
}

// -----

func.func @exec_type(%p: vector<4xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: exec: expected vector<W x i1>, found vector<4xi32>
  lockstep.exec_and %p : vector<4xi32>
  func.return
}

// -----

func.func @skip_yield_types(%a: vector<4xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: body: yields () but the op returns (vector<4xi32>)
  %r = lockstep.skip_execz : vector<4xi1> -> (vector<4xi32>) {
    lockstep.yield
  }
  func.return
}

// -----

func.func @if_any_else_types(%a: vector<4xi32>, %p: vector<4xi1>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: else region: yields (vector<4xi1>) but the op returns (vector<4xi32>)
  %r = lockstep.if_any %p : vector<4xi1> -> (vector<4xi32>) {
    lockstep.yield %a : vector<4xi32>
  } else {
    lockstep.yield %p : vector<4xi1>
  }
  func.return
}

// -----

func.func @vmath_arity(%a: vector<4xf32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: 'fma' takes 3 operands, found 2
  %c = lockstep.vmath fma, %a, %a : vector<4xf32>
  func.return
}

// -----

func.func @vatomic_int_kind_on_f32(%v: vector<4xf32>, %a: vector<4xi32>, %m: memref<?xf32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: atomic kind 'maxs' does not apply to vector<4xf32>
  %o = lockstep.vatomic maxs, %v, %m[%a] : memref<?xf32>, vector<4xf32>
  func.return
}

// -----

func.func @vcmpxchg_result_type(%v: vector<4xi32>, %m: memref<?xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: result type vector<4xf32> does not match value type vector<4xi32>
  %o = "lockstep.vcmpxchg"(%v, %v, %m, %v) : (vector<4xi32>, vector<4xi32>, memref<?xi32>, vector<4xi32>) -> vector<4xf32>
  func.return
}

// -----

func.func @vreduce_unknown_kind(%v: vector<4xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: unknown reduction 'avg'; expected one of add, mul, min, max, and, or, xor
  %s = lockstep.vreduce avg, %v : vector<4xi32>
  func.return
}

// -----

func.func @valus_rev_of_a_kind_without_a_reversed_form(%a: vector<4xi32>, %x: i32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: 'rev' takes one of sub, shl, shr, shru, found 'div'
  %c = lockstep.valus rev div %a, %x : vector<4xi32>
  func.return
}

// -----

func.func @vsels_scalar_of_another_type(%a: vector<4xi32>, %x: f32, %p: vector<4xi1>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: scalar type f32 is not the element type i32
  %c = "lockstep.vsels"(%p, %a, %x) : (vector<4xi1>, vector<4xi32>, f32) -> vector<4xi32>
  func.return
}

// -----

func.func @vsels_predicate_of_another_width(%a: vector<4xi32>, %x: i32, %p: vector<8xi1>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: predicate vector<8xi1> does not match the vector width 4
  %c = "lockstep.vsels"(%p, %a, %x) : (vector<8xi1>, vector<4xi32>, i32) -> vector<4xi32>
  func.return
}

// -----

func.func @vgathers_base_of_another_type(%m: memref<?xi32>, %s: index, %o: vector<4xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: operand 'sbase' at position 1 does not verify:
  %g = "lockstep.vgathers"(%m, %s, %o) : (memref<?xi32>, index, vector<4xi32>) -> vector<4xi32>
  func.return
}
