// RUN: simd-opt %s | filecheck %s
// RUN: simd-opt %s --print-op-generic | simd-opt | filecheck %s
// RUN: simd-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: simd-opt %s | simd-opt | filecheck %s
// lockstep.vcast <kind>, %a [mask(..)] : vector<WxT> to vector<WxU>: every kind, masked and
// not, round-trips through the custom and the generic form; the generic form keeps the
// kind as a property.

// CHECK-LABEL: func.func @casts
func.func @casts(%a: vector<4xi32>, %f: vector<4xf32>, %p: vector<4xi1>, %g: vector<8xf32>) {
  // CHECK-NEXT: %0 = lockstep.vcast sitofp, %a : vector<4xi32> to vector<4xf32>
  %0 = lockstep.vcast sitofp, %a : vector<4xi32> to vector<4xf32>
  // CHECK-NEXT: %1 = lockstep.vcast uitofp, %a mask(%p) : vector<4xi32> to vector<4xf32>
  %1 = lockstep.vcast uitofp, %a mask(%p) : vector<4xi32> to vector<4xf32>
  // CHECK-NEXT: %2 = lockstep.vcast fptosi, %f mask(not %p) : vector<4xf32> to vector<4xi32>
  %2 = lockstep.vcast fptosi, %f mask(not %p) : vector<4xf32> to vector<4xi32>
  // CHECK-NEXT: %3 = lockstep.vcast fptoui, %g : vector<8xf32> to vector<8xi32>
  %3 = lockstep.vcast fptoui, %g : vector<8xf32> to vector<8xi32>
  // CHECK-NEXT: %4 = lockstep.vcast bitcast, %a : vector<4xi32> to vector<4xf32>
  %4 = lockstep.vcast bitcast, %a : vector<4xi32> to vector<4xf32>
  // CHECK-NEXT: %5 = lockstep.vcast bitcast, %f mask(%p) : vector<4xf32> to vector<4xi32>
  %5 = lockstep.vcast bitcast, %f mask(%p) : vector<4xf32> to vector<4xi32>
  func.return
}
// GENERIC: "lockstep.vcast"(%{{.*}}) <{kind = "sitofp"}> : (vector<4xi32>) -> vector<4xf32>
// GENERIC: "lockstep.vcast"(%{{.*}}, %{{.*}}) <{kind = "fptosi", negated}> : (vector<4xf32>, vector<4xi1>) -> vector<4xi32>
