// RUN: simd-opt %s -p 'convert-simd-to-lockstep{scalar-operands=true}' | filecheck %s
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op scalar-operands=true}' | filecheck %s --check-prefix=PEROP
// RUN: simd-opt %s -p convert-simd-to-lockstep | filecheck %s --check-prefix=DEFAULT
// RUN: simd-run %s --args '[[1, 2, 3, 4], 10, [1, 0, 1, 0], 2]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{scalar-operands=true}' -o %t.exec.mlir
// RUN: simd-run %t.exec.mlir --args '[[1, 2, 3, 4], 10, [1, 0, 1, 0], 2]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op scalar-operands=true}' -o %t.perop.mlir
// RUN: simd-run %t.perop.mlir --args '[[1, 2, 3, 4], 10, [1, 0, 1, 0], 2]' --json | filecheck %s --check-prefix=OUT
//
// With scalar-operands, an ALU op one of whose operands is an unmasked broadcast reads
// the scalar register itself (`lockstep.valus`, AMD's SGPR operand, Nyuzi's `add_i v0,
// v1, s2`): the broadcast's right operand, or its left one when the op commutes.  The
// left operand of a subtraction is read by the reversed form (`valus rev sub`, AMD's
// `v_subrev`), so no `vbcast` is left; a broadcast nobody reads any more is gone; a vphi folds into a valus as into a valu (merge).  A compare with a broadcast
// operand reads the scalar too (`lockstep.vcmps`; a broadcast left operand swaps the
// predicate: n > v is v < n).  Off by default.  The same results on every stage.
// CHECK-LABEL: func.func @main
// CHECK-NOT:     lockstep.vbcast
// CHECK:         %r = lockstep.valus add %v, %x : vector<4xi32>
// CHECK:         %s = lockstep.valus rev sub %v, %x : vector<4xi32>
// CHECK:         %t = lockstep.valus mul %s, %x : vector<4xi32>
// CHECK-NOT:     lockstep.vbcast
// PEROP:         %u = lockstep.valus sub %t, %x mask(%p) merge(%t) : vector<4xi32>
// CHECK:         %lt = lockstep.vcmps slt, %v, %n : vector<4xi32>
// CHECK:         %gt = lockstep.vcmps slt, %v, %n : vector<4xi32>
// CHECK:         %ge = lockstep.vcmps sge, %v, %n : vector<4xi32>
// DEFAULT-NOT:   lockstep.valus
// OUT: "results": {{\[}}[11, 12, 13, 14], [90, 80, 70, 60], [80, 80, 60, 60], [1, 0, 0, 0], [1, 0, 0, 0], [0, 1, 1, 1]]
func.func @main(%v: vector<4xi32>, %x: i32, %p: vector<4xi1>, %n: i32) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi1>) {
  %b = simd.s2vb %x : vector<4xi32>
  %r = simd.vadd %b, %v : vector<4xi32>
  %s = simd.vsub %b, %v : vector<4xi32>
  %t = simd.vmul %s, %b : vector<4xi32>
  %u = simd.vsub %t, %b mask(%p) : vector<4xi32>
  %w = simd.vphi %p, %u, %t : vector<4xi32>
  %bn = simd.s2vb %n : vector<4xi32>
  %lt = simd.vcmp slt, %v, %bn : vector<4xi32>
  %gt = simd.vcmp sgt, %bn, %v : vector<4xi32>
  %ge = simd.vcmp sge, %v, %bn : vector<4xi32>
  func.return %r, %t, %w, %lt, %gt, %ge : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi1>, vector<4xi1>, vector<4xi1>
}
