// RUN: simd-opt %s | filecheck %s
// RUN: simd-opt %s --print-op-generic | simd-opt | filecheck %s
// RUN: simd-opt %s | simd-opt | filecheck %s
// RUN: simd-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC
// The fused exec ops (AMD's s_and_saveexec_b64 / s_andn1_saveexec_b64 and
// s_and_b64 / s_andn2_b64 with exec as destination), custom and generic forms.

// CHECK-LABEL: func.func @fused
func.func @fused(%m: vector<4xi1>, %p: vector<4xi1>) {
  // CHECK-NEXT: %s = lockstep.exec_and_save %m : vector<4xi1>
  // GENERIC: %s = "lockstep.exec_and_save"(%m) : (vector<4xi1>) -> vector<4xi1>
  %s = lockstep.exec_and_save %m : vector<4xi1>
  // CHECK-NEXT: %t = lockstep.exec_and_save not %m : vector<4xi1>
  // GENERIC: %t = "lockstep.exec_and_save"(%m) <{negated}> : (vector<4xi1>) -> vector<4xi1>
  %t = lockstep.exec_and_save not %m : vector<4xi1>
  // CHECK-NEXT: lockstep.exec_set %s and %p : vector<4xi1>
  // GENERIC: "lockstep.exec_set"(%s, %p) : (vector<4xi1>, vector<4xi1>) -> ()
  lockstep.exec_set %s and %p : vector<4xi1>
  // CHECK-NEXT: lockstep.exec_set %t and not %p : vector<4xi1>
  // GENERIC: "lockstep.exec_set"(%t, %p) <{negated}> : (vector<4xi1>, vector<4xi1>) -> ()
  lockstep.exec_set %t and not %p : vector<4xi1>
  func.return
}

// CHECK-LABEL: func.func @wide
func.func @wide(%m: vector<32xi1>) {
  // CHECK-NEXT: %s = lockstep.exec_and_save %m : vector<32xi1>
  %s = lockstep.exec_and_save %m : vector<32xi1>
  // CHECK-NEXT: lockstep.exec_set %s and not %m : vector<32xi1>
  lockstep.exec_set %s and not %m : vector<32xi1>
  func.return
}
