// RUN: simd-opt %s | filecheck %s
// RUN: simd-opt %s --print-op-generic | simd-opt | filecheck %s
//
// The vector-scalar forms beyond valus/vcmps round-trip: `valus rev` (the scalar on
// the left, AMD's v_subrev / v_lshlrev) and `vsels` (one scalar side of a select,
// `rev` for the true side), and the scalar-base gather/scatter, masked or not.

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

// CHECK-LABEL: func.func @scalar_base
// CHECK:         %g = lockstep.vgathers %m[%s + %o] mask(not %p) : memref<?xf32>, vector<4xf32>
// CHECK:         lockstep.vscatters %g, %m[%s + %o] : memref<?xf32>, vector<4xf32>
func.func @scalar_base(%m: memref<?xf32>, %s: i32, %o: vector<4xi32>, %p: vector<4xi1>) {
  %g = lockstep.vgathers %m[%s + %o] mask(not %p) : memref<?xf32>, vector<4xf32>
  lockstep.vscatters %g, %m[%s + %o] : memref<?xf32>, vector<4xf32>
  func.return
}
