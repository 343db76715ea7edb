// RUN: simd-opt %s | filecheck %s
// RUN: simd-opt %s --print-op-generic | simd-opt | filecheck %s
//
// The vector-scalar forms beyond valus/vcmps round-trip: `valus rev` (the scalar on
// the left, AMD's v_subrev / v_lshlrev) and `vsels` (one scalar side of a select,
// `rev` for the true side), masked or not.

// CHECK-LABEL: func.func @forms
// CHECK:         %r = lockstep.valus rev sub %a, %x : vector<4xi32>
// CHECK:         %h = lockstep.valus rev shru %a, %x mask(not %p) merge(%a) : vector<4xi32>
// CHECK:         %s = lockstep.vsels %p, %a, %x : vector<4xi32>
// CHECK:         %t = lockstep.vsels rev %p, %a, %x mask(%p) : vector<4xi32>
func.func @forms(%a: vector<4xi32>, %x: i32, %p: vector<4xi1>) -> (vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>) {
  %r = lockstep.valus rev sub %a, %x : vector<4xi32>
  %h = lockstep.valus rev shru %a, %x mask(not %p) merge(%a) : vector<4xi32>
  %s = lockstep.vsels %p, %a, %x : vector<4xi32>
  %t = lockstep.vsels rev %p, %a, %x mask(%p) : vector<4xi32>
  func.return %r, %h, %s, %t : vector<4xi32>, vector<4xi32>, vector<4xi32>, vector<4xi32>
}
