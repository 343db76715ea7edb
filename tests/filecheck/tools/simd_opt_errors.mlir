// RUN: simd-opt %s --split-input-file --verify-diagnostics | filecheck %s
// Parse errors and SSA dominance errors (which xDSL 0.74's verifier misses), located.

func.func @parse_error() {
  // CHECK: simd_opt_errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error:
  %x = arith.constant : i32
  func.return
}

// -----

func.func @unknown_op() {
  // CHECK: simd_opt_errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: {{.*}}simd.vfrobnicate
  %x = "simd.vfrobnicate"() : () -> i32
  func.return
}

// -----

func.func @use_before_def_in_block() -> i32 {
  // CHECK: simd_opt_errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: {{.*}}dominate
  %y = arith.addi %x, %x : i32
  %x = arith.constant 1 : i32
  func.return %y : i32
}

// -----

func.func @use_across_blocks(%c: i1) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %x = arith.constant 1 : i32
  cf.br ^b
^b:
  // CHECK: simd_opt_errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: {{.*}}dominate
  %y = arith.addi %x, %x : i32
  func.return %y : i32
}

// -----

func.func @use_in_nested_region(%c: i1) -> i32 {
  %r = scf.if %c -> (i32) {
    // CHECK: simd_opt_errors.mlir:[[# @LINE + 1]]:{{[0-9]+}}: error: {{.*}}dominate
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  } else {
    scf.yield %c1 : i32
  }
  %x = arith.constant 1 : i32
  %c1 = arith.constant 2 : i32
  func.return %r : i32
}

// -----

func.func @undefined_value_at_its_use() -> i32 {
  // CHECK: simd_opt_errors.mlir:[[# @LINE + 1]]:19: error: use of undefined value %nowhere
  %y = arith.addi %nowhere, %nowhere : i32
  func.return %y : i32
}

// -----

func.func @bad_result_type_of_custom_format_op() -> i64 {
  // CHECK: simd_opt_errors.mlir:[[# @LINE + 1]]:3: error: Expected attribute i32 but got i64
  %t = simd.thread_id : i64
  func.return %t : i64
}
