// RUN: simd-opt %s -p 'insert-uniformity-checks{threshold=2 all-fast-path=true}' | filecheck %s
// RUN: simd-opt %s -p 'insert-uniformity-checks{threshold=2 all-fast-path=true},insert-uniformity-checks{threshold=2 all-fast-path=true}' | filecheck %s
// An if/else diamond longer than the threshold gets an all-active fast path: the first
// arm unmasked, the merge gone; the diamond itself stays in the else (arms of two ops
// are too short for their own branch-if-none at threshold 2).

// CHECK-LABEL: func.func @diamond
func.func @diamond(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  // CHECK-NEXT: %[[P:.*]] = simd.vcmp sgt, %a, %b : vector<4xi32>
  // CHECK-NEXT: %[[ALL:.*]] = simd.all %[[P]] : vector<4xi1>
  // CHECK-NEXT: %[[R:.*]] = scf.if %[[ALL]] -> (vector<4xi32>) {
  // CHECK-NEXT:   %[[X:.*]] = simd.vmul %a, %a : vector<4xi32>
  // CHECK-NEXT:   %[[T:.*]] = simd.vsub %[[X]], %b : vector<4xi32>
  // CHECK-NEXT:   scf.yield %[[T]] : vector<4xi32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT:   %[[X2:.*]] = simd.vmul %a, %a mask(%[[P]]) : vector<4xi32>
  // CHECK-NEXT:   %[[T2:.*]] = simd.vsub %[[X2]], %b mask(%[[P]]) : vector<4xi32>
  // CHECK-NEXT:   %[[Y:.*]] = simd.vmul %b, %b mask(not %[[P]]) : vector<4xi32>
  // CHECK-NEXT:   %[[E:.*]] = simd.vsub %[[Y]], %a mask(not %[[P]]) : vector<4xi32>
  // CHECK-NEXT:   %[[M:.*]] = simd.vphi %[[P]], %[[T2]], %[[E]] : vector<4xi32>
  // CHECK-NEXT:   scf.yield %[[M]] : vector<4xi32>
  // CHECK-NEXT: }
  // CHECK-NEXT: func.return %[[R]] : vector<4xi32>
  %p = simd.vcmp sgt, %a, %b : vector<4xi32>
  %x = simd.vmul %a, %a mask(%p) : vector<4xi32>
  %t = simd.vsub %x, %b mask(%p) : vector<4xi32>
  %y = simd.vmul %b, %b mask(not %p) : vector<4xi32>
  %e = simd.vsub %y, %a mask(not %p) : vector<4xi32>
  %r = simd.vphi %p, %t, %e : vector<4xi32>
  func.return %r : vector<4xi32>
}

// First arm under `not %p`: the fast path tests all(not %p) and takes the false side.
// CHECK-LABEL: func.func @negated_first
func.func @negated_first(%a: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  // CHECK-NEXT: %[[N:.*]] = simd.pnot %p : vector<4xi1>
  // CHECK-NEXT: %[[ALL:.*]] = simd.all %[[N]] : vector<4xi1>
  // CHECK-NEXT: scf.if %[[ALL]] -> (vector<4xi32>) {
  // CHECK-NEXT:   %[[X:.*]] = simd.vadd %a, %a : vector<4xi32>
  // CHECK-NEXT:   %[[E:.*]] = simd.vadd %[[X]], %a : vector<4xi32>
  // CHECK-NEXT:   scf.yield %[[E]] : vector<4xi32>
  %x = simd.vadd %a, %a mask(not %p) : vector<4xi32>
  %e = simd.vadd %x, %a mask(not %p) : vector<4xi32>
  %t = simd.vmul %a, %a mask(%p) : vector<4xi32>
  %r = simd.vphi %p, %t, %e : vector<4xi32>
  func.return %r : vector<4xi32>
}

// Arms of two ops in total are not worth it at threshold 2; no merge, no fast path.
// CHECK-LABEL: func.func @short_or_unmerged
func.func @short_or_unmerged(%a: vector<4xi32>, %p: vector<4xi1>, %m: memref<?xi32>, %i: i32) -> vector<4xi32> {
  // CHECK-NOT: simd.all
  %x = simd.vadd %a, %a mask(%p) : vector<4xi32>
  %y = simd.vadd %a, %a mask(not %p) : vector<4xi32>
  %r = simd.vphi %p, %x, %y : vector<4xi32>
  simd.vstore %a, %m[%i] mask(%p) : memref<?xi32>, vector<4xi32>
  simd.vstore %a, %m[%i] mask(%p) : memref<?xi32>, vector<4xi32>
  simd.vstore %a, %m[%i] mask(not %p) : memref<?xi32>, vector<4xi32>
  simd.vstore %a, %m[%i] mask(not %p) : memref<?xi32>, vector<4xi32>
  // CHECK: func.return
  func.return %r : vector<4xi32>
}
