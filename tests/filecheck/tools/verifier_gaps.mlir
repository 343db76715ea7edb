// RUN: simd-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: not simd-run %S/Inputs/if_result_without_yield.mlir --args '[1]' 2>&1 | filecheck %s --check-prefix=RUN-IF
// Invalid IR that xDSL 0.74's verifiers accept and mlir-opt rejects is a located
// verifier error (later stages crashed on it: zip() lengths, IndexError, or xDSL's
// unlocated "Forward declared values do not have an owner").

func.func @if_result_without_yield(%c: i1) -> i32 {
  // CHECK: verifier_gaps.mlir:[[# @LINE + 1]]:3: error: scf.if has 1 result(s) (i32) but its then region yields 0 value(s)
  %r = scf.if %c -> (i32) {
    %a = arith.constant 1 : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  func.return %r : i32
}

// -----

func.func @branch_without_operand(%x: i32) -> i32 {
  // CHECK: verifier_gaps.mlir:[[# @LINE + 1]]:3: error: branch passes 0 operand(s) (none) to a block with 1 argument(s) (i32)
  cf.br ^bb1
^bb1(%b: i32):
  func.return %b : i32
}

// -----

func.func @cond_branch_wrong_type(%c: i1, %x: i32) -> i32 {
  // CHECK: verifier_gaps.mlir:[[# @LINE + 1]]:3: error: branch passes 1 operand(s) (i1) to a block with 1 argument(s) (i32)
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%c : i1)
^bb1(%b: i32):
  func.return %b : i32
}

// -----

func.func @value_defined_in_its_users_region() -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // CHECK: verifier_gaps.mlir:[[# @LINE + 1]]:3: error: use of %ub, which is defined inside a region of this op: not where the op can see it
  %r = scf.for %i = %c0 to %ub step %c1 iter_args(%a = %c0) -> (i32) : i32 {
    %ub = arith.constant 4 : i32
    scf.yield %a : i32
  }
  func.return %r : i32
}

// RUN-IF: if_result_without_yield.mlir:2:3: error: scf.if has 1 result(s) (i32) but its then region yields 0 value(s)
