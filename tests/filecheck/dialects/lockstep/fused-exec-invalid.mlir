// RUN: simd-opt %s --split-input-file --verify-diagnostics | filecheck %s
// The fused exec ops' verifier: mask registers of one width.

func.func @and_save_not_a_mask(%p: vector<4xi32>) {
  // CHECK: fused-exec-invalid.mlir:[[# @LINE + 1]]:3: error: exec: expected vector<W x i1>, found vector<4xi32>
  %s = lockstep.exec_and_save %p : vector<4xi32>
  func.return
}

// -----

func.func @and_save_result_of_another_width(%p: vector<4xi1>) {
  // CHECK: fused-exec-invalid.mlir:[[# @LINE + 2]]:3: error: result 'result' at position 0 does not verify:
  // CHECK-NEXT: attribute vector<4xi1> expected from variable 'T', but got vector<8xi1>
  %s = "lockstep.exec_and_save"(%p) : (vector<4xi1>) -> vector<8xi1>
  func.return
}

// -----

func.func @set_of_two_widths(%s: vector<4xi1>, %p: vector<8xi1>) {
  // CHECK: fused-exec-invalid.mlir:[[# @LINE + 2]]:3: error: operand 'mask' at position 1 does not verify:
  // CHECK-NEXT: attribute vector<4xi1> expected from variable 'T', but got vector<8xi1>
  "lockstep.exec_set"(%s, %p) : (vector<4xi1>, vector<8xi1>) -> ()
  func.return
}

// -----

func.func @set_not_a_mask(%s: vector<4xi32>) {
  // CHECK: fused-exec-invalid.mlir:[[# @LINE + 1]]:3: error: exec: expected vector<W x i1>, found vector<4xi32>
  lockstep.exec_set %s and %s : vector<4xi32>
  func.return
}
