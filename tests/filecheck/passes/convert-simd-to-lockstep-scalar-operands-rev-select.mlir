// RUN: simd-opt %s -p 'convert-simd-to-lockstep{scalar-operands=true}' | filecheck %s
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op scalar-operands=true}' | filecheck %s --check-prefix=PEROP
// RUN: simd-opt %s -p convert-simd-to-lockstep | filecheck %s --check-prefix=DEFAULT
// RUN: simd-run %s --args '[[1, 2, 3, 4], 10, [1, 0, 1, 0], [0.5, 1.5, 2.5, 3.5], 4.0]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{scalar-operands=true}' -o %t.exec.mlir
// RUN: simd-run %t.exec.mlir --args '[[1, 2, 3, 4], 10, [1, 0, 1, 0], [0.5, 1.5, 2.5, 3.5], 4.0]' --json | filecheck %s --check-prefix=OUT
// RUN: simd-opt %s -p 'convert-simd-to-lockstep{mask-style=per-op scalar-operands=true}' -o %t.perop.mlir
// RUN: simd-run %t.perop.mlir --args '[[1, 2, 3, 4], 10, [1, 0, 1, 0], [0.5, 1.5, 2.5, 3.5], 4.0]' --json | filecheck %s --check-prefix=OUT
//
// With scalar-operands, a broadcast left operand of a subtract or a shift is read from
// its scalar register by the reversed form (`valus rev sub %v, %x` is x - v: AMD's
// `v_subrev`, `v_lshlrev`), and a select with one broadcast side reads the scalar
// (`vsels`: the false side as AMD's SGPR src0 of `v_cndmask_b32`, the true side `rev`).
// A division has no reversed form: it keeps its `vbcast`.  Off by default.  The same
// results at every stage (OUT).
// CHECK-LABEL: func.func @main
// CHECK:         %b = lockstep.vbcast %x : vector<4xi32>
// CHECK:         %s = lockstep.valus rev sub %v, %x : vector<4xi32>
// CHECK:         %l = lockstep.valus rev shl %v, %x : vector<4xi32>
// CHECK:         %t = lockstep.vsels %p, %v, %x : vector<4xi32>
// CHECK:         %u = lockstep.vsels rev %p, %s, %x : vector<4xi32>
// CHECK:         %g = lockstep.valus rev sub %f, %y merge(%f) : vector<4xf32>
// CHECK:         %d = lockstep.valu div %b, %v : vector<4xi32>
// PEROP:         %g = lockstep.valus rev sub %f, %y mask(%p) merge(%f) : vector<4xf32>
// DEFAULT-NOT:   lockstep.valus
// DEFAULT-NOT:   lockstep.vsels
// OUT: "results": {{\[}}[9, 8, 7, 6], [20, 40, 80, 160], [1, 10, 3, 10], [10, 8, 10, 6], [3.5, 1.5, 1.5, 3.5], [10, 5, 3, 2]]
func.func @main(%v: vector<4xi32>, %x: i32, %p: vector<4xi1>, %f: vector<4xf32>, %y: f32) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xf32>, vector<4xi32>) {
  %b = simd.s2vb %x : vector<4xi32>
  %s = simd.vsub %b, %v : vector<4xi32>
  %l = simd.vshl %b, %v : vector<4xi32>
  %t = simd.vphi %p, %v, %b : vector<4xi32>
  %u = simd.vphi %p, %b, %s : vector<4xi32>
  %by = simd.s2vb %y : vector<4xf32>
  %g = simd.vsub %by, %f mask(%p) : vector<4xf32>
  %gm = simd.vphi %p, %g, %f : vector<4xf32>
  %d = simd.vdiv %b, %v : vector<4xi32>
  func.return %s, %l, %t, %u, %gm, %d : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xf32>, vector<4xi32>
}
