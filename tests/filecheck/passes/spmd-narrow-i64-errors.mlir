// RUN: simd-opt %s --split-input-file --verify-diagnostics -p spmd-narrow-i64 | filecheck %s
// RUN: simd-opt %s --split-input-file -p 'spmd-vectorize{mode=uniform}' | filecheck %s --check-prefix=WIDE
// An i64 value that is not provably 32-bit where it is read is an error of
// spmd-narrow-i64 at the op naming the value and why (the rules: spmd-narrow-i64.mlir);
// spmd-vectorize then keeps the function's i64 values (the refused op stays i64).

// WIDE-LABEL: func.func @signed_compare_of_low_word(
func.func @signed_compare_of_low_word(%a: i32) -> i1 {
  %c1 = arith.constant 1 : i64
  %sa = arith.extsi %a : i32 to i64
  %s = arith.addi %sa, %c1 : i64
  // WIDE: %r = arith.cmpi slt, %s, %c1 : i64
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: i64 value %s is not provably 32-bit: 'arith.cmpi' needs a sign-extended operand, but %s is only its low 32 bits exact ('arith.addi' keeps only the low 32 bits exact)
  %r = arith.cmpi slt, %s, %c1 : i64
  func.return %r : i1
}

// -----

// WIDE-LABEL: func.func @unsigned_compare_of_sext(
func.func @unsigned_compare_of_sext(%a: i32, %b: i32) -> i1 {
  %sa = arith.extsi %a : i32 to i64
  %zb = arith.extui %b : i32 to i64
  // WIDE: %r = arith.cmpi ult, %sa, %zb : i64
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: i64 value %sa is not provably 32-bit: 'arith.cmpi' needs a zero-extended operand, but %sa is sign-extended
  %r = arith.cmpi ult, %sa, %zb : i64
  func.return %r : i1
}

// -----

// WIDE-LABEL: func.func @equality_of_sext_and_zext(
func.func @equality_of_sext_and_zext(%a: i32, %b: i32) -> i1 {
  %sa = arith.extsi %a : i32 to i64
  %zb = arith.extui %b : i32 to i64
  // WIDE: %r = arith.cmpi eq, %sa, %zb : i64
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: i64 value %sa is not provably 32-bit: 'arith.cmpi eq/ne' needs both operands sign-extended or both zero-extended, but %sa is sign-extended and %zb is zero-extended
  %r = arith.cmpi eq, %sa, %zb : i64
  func.return %r : i1
}

// -----

// WIDE-LABEL: func.func @shrsi_of_zext(
func.func @shrsi_of_zext(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i64
  %za = arith.extui %a : i32 to i64
  // WIDE: %s = arith.shrsi %za, %c1 : i64
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: i64 value %za is not provably 32-bit: 'arith.shrsi' needs a sign-extended operand, but %za is zero-extended
  %s = arith.shrsi %za, %c1 : i64
  %t = arith.trunci %s : i64 to i32
  func.return %t : i32
}

// -----

// WIDE-LABEL: func.func @shrui_of_sext(
func.func @shrui_of_sext(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i64
  %sa = arith.extsi %a : i32 to i64
  // WIDE: %s = arith.shrui %sa, %c1 : i64
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: i64 value %sa is not provably 32-bit: 'arith.shrui' needs a zero-extended operand, but %sa is sign-extended
  %s = arith.shrui %sa, %c1 : i64
  %t = arith.trunci %s : i64 to i32
  func.return %t : i32
}

// -----

// WIDE-LABEL: func.func @index_of_low_word_used_as_a_value(
func.func @index_of_low_word_used_as_a_value(%a: i32) -> index {
  %c1 = arith.constant 1 : i64
  %sa = arith.extsi %a : i32 to i64
  %s = arith.muli %sa, %c1 : i64
  // WIDE: %i = arith.index_cast %s : i64 to index
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: i64 value %s is not provably 32-bit: 'arith.index_cast' to index needs a sign-extended operand (or one that only addresses memory), but %s is only its low 32 bits exact ('arith.muli' keeps only the low 32 bits exact)
  %i = arith.index_cast %s : i64 to index
  func.return %i : index
}

// -----

// WIDE-LABEL: func.func @shift_by_a_variable(
func.func @shift_by_a_variable(%a: i32, %b: i32) -> i32 {
  %sa = arith.extsi %a : i32 to i64
  %sb = arith.extsi %b : i32 to i64
  // WIDE: %s = arith.shli %sa, %sb : i64
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: i64 value %sa is not provably 32-bit: 'arith.shli' shifts by an amount that is not a constant in [0, 64)
  %s = arith.shli %sa, %sb : i64
  %t = arith.trunci %s : i64 to i32
  func.return %t : i32
}

// -----

// WIDE-LABEL: func.func @division(
func.func @division(%a: i32) -> i32 {
  %c3 = arith.constant 3 : i64
  %sa = arith.extsi %a : i32 to i64
  // WIDE: %d = arith.divsi %sa, %c3 : i64
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: i64 value %sa is not provably 32-bit: 'arith.divsi' on i64 values has no 32-bit form here (vectors hold i32 lanes only); compute it in 32 bits (int, not long/size_t)
  %d = arith.divsi %sa, %c3 : i64
  %t = arith.trunci %d : i64 to i32
  func.return %t : i32
}

// -----

// A loop-carried value is as extended as every value flowing into it: here an
// incremented one (LOW), so the signed compare of the block argument is refused
// although its entry value is sign-extended.
// WIDE-LABEL: func.func @loop_carried_low_word(
func.func @loop_carried_low_word(%a: i32) {
  %one = arith.constant 1 : i64
  %c9 = arith.constant 9 : i64
  %sa = arith.extsi %a : i32 to i64
  cf.br ^h(%sa : i64)
^h(%i: i64):
  %i2 = arith.addi %i, %one : i64
  // WIDE: %go = arith.cmpi slt, %i, %c9 : i64
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: i64 value %i is not provably 32-bit: 'arith.cmpi' needs a sign-extended operand, but %i is only its low 32 bits exact (%i2 flows into it)
  %go = arith.cmpi slt, %i, %c9 : i64
  cf.cond_br %go, ^h(%i2 : i64), ^done
^done:
  func.return
}

// -----

// WIDE-LABEL: func.func @i64_memory(
func.func @i64_memory(%m: memref<?xi64>) -> i32 {
  %c0 = arith.constant 0 : index
  // WIDE: %v = memref.load %m[%c0] : memref<?xi64>
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: i64 value %v is not provably 32-bit: 'memref.load' on i64 values has no 32-bit form here
  %v = memref.load %m[%c0] : memref<?xi64>
  %t = arith.trunci %v : i64 to i32
  func.return %t : i32
}

// -----

// (a << 32) >>u 32 is zext(a): not sign-extended (>>u 33 would be both).
// WIDE-LABEL: func.func @shrui_by_32_of_shifted_is_zext_only(
func.func @shrui_by_32_of_shifted_is_zext_only(%a: i32) -> i1 {
  %c32 = arith.constant 32 : i64
  %c9 = arith.constant 9 : i64
  %sa = arith.extsi %a : i32 to i64
  %s = arith.shli %sa, %c32 : i64
  %u = arith.shrui %s, %c32 : i64
  // WIDE: %r = arith.cmpi slt, %u, %c9 : i64
  // CHECK: errors.mlir:[[# @LINE + 1]]:3: error: spmd-vectorize: i64 value %u is not provably 32-bit: 'arith.cmpi' needs a sign-extended operand, but %u is zero-extended
  %r = arith.cmpi slt, %u, %c9 : i64
  func.return %r : i1
}
