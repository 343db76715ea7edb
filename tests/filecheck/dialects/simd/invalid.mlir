// RUN: simd-opt %s --split-input-file --verify-diagnostics | filecheck %s
// Every verifier message of the simd dialect, one chunk per error, located file:line:col.

func.func @width_mismatch(%a: vector<4xi32>, %b: vector<8xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: rhs type vector<8xi32> does not match result type vector<4xi32>
  %c = "simd.vadd"(%a, %b) {operandSegmentSizes = array<i32: 1, 1, 0>} : (vector<4xi32>, vector<8xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @width_not_power_of_two(%a: vector<3xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: result: vector width must be a power of two from 2 to 64, found 3
  %c = simd.vadd %a, %a : vector<3xi32>
  func.return
}

// -----

func.func @width_too_large(%a: vector<128xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: result: vector width must be a power of two from 2 to 64, found 128
  %c = simd.vadd %a, %a : vector<128xi32>
  func.return
}

// -----

func.func @bad_element(%a: vector<4xi24>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: result: expected vector<W x T> for T in i8, i16, i32, i64, f16, f32, f64, found vector<4xi24>
  %c = simd.vadd %a, %a : vector<4xi24>
  func.return
}

// -----

func.func @int_only(%a: vector<4xf32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: 'simd.vand' expects integer lanes, found vector<4xf32>
  %c = simd.vand %a, %a : vector<4xf32>
  func.return
}

// -----

func.func @s2v_operand_count(%x: i32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: expected 4 scalar operands for vector<4xi32>, found 3
  %v = simd.s2v %x, %x, %x : vector<4xi32>
  func.return
}

// -----

func.func @s2v_element_type(%x: i32, %y: f32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: operand 1 has type f32, expected the element type i32
  %v = "simd.s2v"(%x, %y, %x, %x) {operandSegmentSizes = array<i32: 4, 0>} : (i32, f32, i32, i32) -> vector<4xi32>
  func.return
}

// -----

func.func @s2vb_element_type(%y: f32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: operand has type f32, expected the element type i32
  %v = "simd.s2vb"(%y) {operandSegmentSizes = array<i32: 1, 0>} : (f32) -> vector<4xi32>
  func.return
}

// -----

func.func @v2s_result_type(%v: vector<4xi32>, %l: i32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: result type f32 does not match the element type i32
  %x = "simd.v2s"(%v, %l) : (vector<4xi32>, i32) -> f32
  func.return
}

// -----

func.func @memref_element(%m: memref<?xf32>, %i: i32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: memref: memref element type f32 does not match vector element type i32
  %v = simd.vload %m[%i] : memref<?xf32>, vector<4xi32>
  func.return
}

// -----

func.func @memref_rank(%m: memref<4x4xi32>, %i: i32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: memref: expected a 1-d memref, found memref<4x4xi32>
  %v = simd.vload %m[%i] : memref<4x4xi32>, vector<4xi32>
  func.return
}

// -----

func.func @base_index_type(%m: memref<?xi32>, %i: index) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: operand 'base' at position 1 does not verify:
  %v = "simd.vload"(%m, %i) {operandSegmentSizes = array<i32: 1, 1, 0>} : (memref<?xi32>, index) -> vector<4xi32>
  func.return
}

// -----

func.func @gather_addresses(%m: memref<?xi32>, %a: vector<8xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: addresses: expected vector<4xi32>, found vector<8xi32>
  %v = "simd.gather"(%m, %a) {operandSegmentSizes = array<i32: 1, 1, 0>} : (memref<?xi32>, vector<8xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @vcmp_predicate(%a: vector<4xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: unknown predicate 'oeq' for vector<4xi32>; expected one of eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge
  %p = simd.vcmp oeq, %a, %a : vector<4xi32>
  func.return
}

// -----

func.func @vcmpf_predicate(%a: vector<4xf32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: unknown predicate 'eq' for vector<4xf32>; expected one of false, oeq
  %p = simd.vcmp eq, %a, %a : vector<4xf32>
  func.return
}

// -----

func.func @vphi_predicate_width(%p: vector<8xi1>, %a: vector<4xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: predicate width 8 does not match the vector width 4
  %r = "simd.vphi"(%p, %a, %a) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (vector<8xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @mask_width(%a: vector<4xi32>, %p: vector<8xi1>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: mask width 8 does not match the op's vector width 4
  %c = "simd.vadd"(%a, %a, %p) {operandSegmentSizes = array<i32: 1, 1, 1>} : (vector<4xi32>, vector<4xi32>, vector<8xi1>) -> vector<4xi32>
  func.return
}

// -----

func.func @mask_element(%a: vector<4xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: mask: expected vector<W x i1>, found vector<4xi32>
  %c = "simd.vadd"(%a, %a, %a) {operandSegmentSizes = array<i32: 1, 1, 1>} : (vector<4xi32>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @negated_without_mask(%a: vector<4xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: 'negated' is set but the op has no mask operand
  %c = "simd.vadd"(%a, %a) <{negated}> {operandSegmentSizes = array<i32: 1, 1, 0>} : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @mask_algebra_widths(%p: vector<4xi1>, %q: vector<8xi1>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: operand 'rhs' at position 1 does not verify:
  %r = "simd.pand"(%p, %q) : (vector<4xi1>, vector<8xi1>) -> vector<4xi1>
  func.return
}

// -----

func.func @group_reduce_kind(%x: i32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: unknown reduction 'sum'; expected one of add, mul, min, max, and, or, xor
  %s = simd.group_reduce sum, %x : i32
  func.return
}

// -----

func.func @group_reduce_float_xor(%x: f32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: reduction 'xor' needs an integer operand
  %s = simd.group_reduce xor, %x : f32
  func.return
}

// -----

func.func @readfirstlane_vector(%v: vector<4xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: operand: expected i32, f32, i1 or index, found vector<4xi32>
  %u = simd.readfirstlane %v : vector<4xi32>
  func.return
}

// -----

func.func @s2vb_mask_needs_i1(%y: i32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: operand has type i32, expected the element type i1
  %v = "simd.s2vb"(%y) {operandSegmentSizes = array<i32: 1, 0>} : (i32) -> vector<4xi1>
  func.return
}

// -----

func.func @vmath_unknown_kind(%a: vector<4xf32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: unknown math kind 'sqr'; expected one of absf, absi,
  %c = simd.vmath sqr, %a : vector<4xf32>
  func.return
}

// -----

func.func @vmath_arity(%a: vector<4xf32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: 'powf' takes 2 operands, found 1
  %c = simd.vmath powf, %a : vector<4xf32>
  func.return
}

// -----

func.func @vmath_operand_type(%a: vector<4xf32>, %b: vector<8xf32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: operand 1 type vector<8xf32> does not match result type vector<4xf32>
  %c = "simd.vmath"(%a, %b) <{kind = "copysign", operandSegmentSizes = array<i32: 2, 0>}> : (vector<4xf32>, vector<8xf32>) -> vector<4xf32>
  func.return
}

// -----

func.func @vmath_float_kind_on_i32(%a: vector<4xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: 'sqrt' expects float lanes, found vector<4xi32>
  %c = simd.vmath sqrt, %a : vector<4xi32>
  func.return
}

// -----

func.func @vmath_int_kind_on_f32(%a: vector<4xf32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: 'ctlz' expects integer lanes, found vector<4xf32>
  %c = simd.vmath ctlz, %a : vector<4xf32>
  func.return
}

// -----

func.func @vatomic_unknown_kind(%v: vector<4xi32>, %m: memref<?xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: unknown atomic kind 'add'; expected one of addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori
  %o = simd.vatomic add, %v, %m[%v] : memref<?xi32>, vector<4xi32>
  func.return
}

// -----

func.func @vatomic_float_kind_on_i32(%v: vector<4xi32>, %m: memref<?xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: atomic kind 'addf' does not apply to vector<4xi32>
  %o = simd.vatomic addf, %v, %m[%v] : memref<?xi32>, vector<4xi32>
  func.return
}

// -----

func.func @vatomic_result_type(%v: vector<4xi32>, %m: memref<?xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: result type vector<8xi32> does not match value type vector<4xi32>
  %o = "simd.vatomic"(%v, %m, %v) <{kind = "addi"}> : (vector<4xi32>, memref<?xi32>, vector<4xi32>) -> vector<8xi32>
  func.return
}

// -----

func.func @vatomic_memref_element(%v: vector<4xi32>, %m: memref<?xf32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: memref: memref element type f32 does not match vector element type i32
  %o = simd.vatomic addi, %v, %m[%v] : memref<?xf32>, vector<4xi32>
  func.return
}

// -----

func.func @vcmpxchg_expected_type(%v: vector<4xi32>, %e: vector<4xf32>, %m: memref<?xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: operand 'value' at position 1 does not verify:
  %o = "simd.vcmpxchg"(%e, %v, %m, %v) : (vector<4xf32>, vector<4xi32>, memref<?xi32>, vector<4xi32>) -> vector<4xi32>
  func.return
}

// -----

func.func @vcmpxchg_memref_element(%v: vector<4xi32>, %m: memref<?xf32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: memref: memref element type f32 does not match vector element type i32
  %o = simd.vcmpxchg %v, %v, %m[%v] : memref<?xf32>, vector<4xi32>
  func.return
}

// -----

func.func @cmpxchg_memref_element(%v: i32, %m: memref<?xf32>, %i: index) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: memref element type f32 does not match value type i32
  %o = simd.cmpxchg %v, %v, %m[%i] : memref<?xf32>, i32
  func.return
}

// -----

func.func @cmpxchg_index_count(%v: i32, %m: memref<?xi32>, %i: index) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: expected 1 indices, found 2
  %o = simd.cmpxchg %v, %v, %m[%i, %i] : memref<?xi32>, i32
  func.return
}

// -----

func.func @vprintf_threads(%t: vector<4xf32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: threads: expected vector<4xi32>, found vector<4xf32>
  simd.vprintf "x\n" thread(%t) : vector<4xf32>
  func.return
}

// -----

func.func @vprintf_argument_width(%t: vector<4xi32>, %v: vector<8xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: argument #0: expected a scalar or a vector of 4 data lanes, found vector<8xi32>
  simd.vprintf "%d\n" thread(%t), %v : vector<4xi32>, vector<8xi32>
  func.return
}

// -----

func.func @vreadfirstlane_result_type(%v: vector<4xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: result type f32 does not match the element type i32
  %u = "simd.vreadfirstlane"(%v) : (vector<4xi32>) -> f32
  func.return
}

// -----

func.func @vreadfirstlane_operand(%v: vector<4xi24>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: operand: expected vector<W x T> for T in i8, i16, i32, i64, f16, f32, f64, found vector<4xi24>
  %u = simd.vreadfirstlane %v : vector<4xi24>
  func.return
}

// -----

func.func @vreduce_unknown_kind(%v: vector<4xi32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: unknown reduction 'sum'; expected one of add, mul, min, max, and, or, xor
  %s = simd.vreduce sum, %v : vector<4xi32>
  func.return
}

// -----

func.func @vreduce_bitwise_on_floats(%v: vector<4xf32>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: reduction 'xor' needs an integer operand
  %s = simd.vreduce xor, %v : vector<4xf32>
  func.return
}

// -----

func.func @vreduce_mask_width(%v: vector<4xi32>, %p: vector<8xi1>) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: mask width 8 does not match the op's vector width 4
  %s = "simd.vreduce"(%v, %p) <{kind = "add"}> : (vector<4xi32>, vector<8xi1>) -> i32
  func.return
}

// -----

func.func @pfirst_of_data_vector(%n: i32) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: result: expected vector<W x i1>, found vector<4xi32>
  %p = "simd.pfirst"(%n) : (i32) -> vector<4xi32>
  func.return
}

// -----

func.func @pfirst_of_index(%n: index) {
  // CHECK: invalid.mlir:[[# @LINE + 1]]:3: error: operand 'count' at position 0 does not verify
  %p = "simd.pfirst"(%n) : (index) -> vector<4xi1>
  func.return
}
