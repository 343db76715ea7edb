// RUN: simd-opt %s -p 'insert-uniformity-checks{threshold=2}' | filecheck %s
// RUN: simd-opt %s -p 'insert-uniformity-checks{threshold=2},insert-uniformity-checks{threshold=2}' | filecheck %s
// RUN: simd-opt %s -p insert-uniformity-checks | filecheck %s --check-prefix=DEFAULT
// A run of more than `threshold` ops under one mask gets a branch-if-none; the skipped
// results are poison, read only through the vphi that discards them.  Running the pass
// twice changes nothing more.

// DEFAULT-LABEL: func.func @long_run
// DEFAULT-NOT:   scf.if
// CHECK-LABEL: func.func @long_run
func.func @long_run(%a: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  // CHECK-NEXT: %[[ANY:.*]] = simd.any %p : vector<4xi1>
  // CHECK-NEXT: %[[Z:.*]] = scf.if %[[ANY]] -> (vector<4xi32>) {
  // CHECK-NEXT:   %[[X:.*]] = simd.vmul %a, %a mask(%p) : vector<4xi32>
  // CHECK-NEXT:   %[[Y:.*]] = simd.vadd %[[X]], %a mask(%p) : vector<4xi32>
  // CHECK-NEXT:   %[[Z1:.*]] = simd.vsub %[[Y]], %a mask(%p) : vector<4xi32>
  // CHECK-NEXT:   scf.yield %[[Z1]] : vector<4xi32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT:   %[[PZ:.*]] = ub.poison : vector<4xi32>
  // CHECK-NEXT:   scf.yield %[[PZ]] : vector<4xi32>
  // CHECK-NEXT: }
  %x = simd.vmul %a, %a mask(%p) : vector<4xi32>
  %y = simd.vadd %x, %a mask(%p) : vector<4xi32>
  %z = simd.vsub %y, %a mask(%p) : vector<4xi32>
  // CHECK-NEXT: %[[R:.*]] = simd.vphi %p, %[[Z]], %a : vector<4xi32>
  %r = simd.vphi %p, %z, %a : vector<4xi32>
  // CHECK-NEXT: func.return %[[R]]
  func.return %r : vector<4xi32>
}

// Not longer than the threshold: no check.
// CHECK-LABEL: func.func @short_run
func.func @short_run(%a: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  // CHECK-NEXT: simd.vmul %a, %a mask(%p)
  // CHECK-NEXT: simd.vadd
  // CHECK-NEXT: simd.vphi
  %x = simd.vmul %a, %a mask(%p) : vector<4xi32>
  %y = simd.vadd %x, %a mask(%p) : vector<4xi32>
  %r = simd.vphi %p, %y, %a : vector<4xi32>
  func.return %r : vector<4xi32>
}

// The else arm checks the complement; stores need no result.
// CHECK-LABEL: func.func @negated_stores
func.func @negated_stores(%a: vector<4xi32>, %p: vector<4xi1>, %m: memref<?xi32>, %i: i32) {
  // CHECK-NEXT: %[[N:.*]] = simd.pnot %p : vector<4xi1>
  // CHECK-NEXT: %[[ANY:.*]] = simd.any %[[N]] : vector<4xi1>
  // CHECK-NEXT: scf.if %[[ANY]] {
  // CHECK-NEXT:   simd.vstore %a, %m[%i] mask(not %p)
  // CHECK-NEXT:   simd.vstore %a, %m[%i] mask(not %p)
  // CHECK-NEXT:   simd.vstore %a, %m[%i] mask(not %p)
  // CHECK-NEXT: }
  simd.vstore %a, %m[%i] mask(not %p) : memref<?xi32>, vector<4xi32>
  simd.vstore %a, %m[%i] mask(not %p) : memref<?xi32>, vector<4xi32>
  simd.vstore %a, %m[%i] mask(not %p) : memref<?xi32>, vector<4xi32>
  // CHECK-NEXT: func.return
  func.return
}

// Runs end where the mask changes: three ops under %p, then two under %q.
// CHECK-LABEL: func.func @mask_changes
func.func @mask_changes(%a: vector<4xi32>, %p: vector<4xi1>, %q: vector<4xi1>) -> vector<4xi32> {
  // CHECK-NEXT: simd.any %p
  // CHECK-NEXT: scf.if
  // CHECK-COUNT-3: mask(%p)
  // CHECK:      ub.poison
  // CHECK:      }
  // CHECK-NEXT: simd.vadd %{{.*}}, %a mask(%q)
  // CHECK-NEXT: simd.vadd %{{.*}}, %a mask(%q)
  %x = simd.vmul %a, %a mask(%p) : vector<4xi32>
  %y = simd.vadd %x, %a mask(%p) : vector<4xi32>
  %z = simd.vsub %y, %a mask(%p) : vector<4xi32>
  %u = simd.vadd %z, %a mask(%q) : vector<4xi32>
  %v = simd.vadd %u, %a mask(%q) : vector<4xi32>
  %r = simd.vphi %q, %v, %a : vector<4xi32>
  func.return %r : vector<4xi32>
}

// Several results escape, and a use inside the run keeps the inner value.
// CHECK-LABEL: func.func @several_results
func.func @several_results(%a: vector<4xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  // CHECK:      %[[X:.*]], %[[Z:.*]] = scf.if %{{.*}} -> (vector<4xi32>, vector<4xi32>) {
  // CHECK:        scf.yield %{{.*}}, %{{.*}} : vector<4xi32>, vector<4xi32>
  // CHECK-NEXT: } else {
  // CHECK-NEXT:   %[[P:.*]] = ub.poison : vector<4xi32>
  // CHECK-NEXT:   scf.yield %[[P]], %[[P]] : vector<4xi32>, vector<4xi32>
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[S:.*]] = simd.vphi %p, %[[X]], %a
  // CHECK-NEXT: %[[T:.*]] = simd.vphi %p, %[[Z]], %a
  %x = simd.vmul %a, %a mask(%p) : vector<4xi32>
  %y = simd.vadd %x, %a mask(%p) : vector<4xi32>
  %z = simd.vsub %y, %a mask(%p) : vector<4xi32>
  %s = simd.vphi %p, %x, %a : vector<4xi32>
  %t = simd.vphi %p, %z, %a : vector<4xi32>
  %r = simd.vadd %s, %t : vector<4xi32>
  func.return %r : vector<4xi32>
}

// Inside a loop body too.
// CHECK-LABEL: func.func @in_loop
func.func @in_loop(%a: vector<4xi32>, %p: vector<4xi1>, %n: index) -> vector<4xi32> {
  // CHECK:      scf.for
  // CHECK-NEXT:   simd.any %p
  // CHECK-NEXT:   scf.if
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (vector<4xi32>) {
    %x = simd.vmul %acc, %a mask(%p) : vector<4xi32>
    %y = simd.vadd %x, %a mask(%p) : vector<4xi32>
    %z = simd.vsub %y, %a mask(%p) : vector<4xi32>
    %m = simd.vphi %p, %z, %acc : vector<4xi32>
    scf.yield %m : vector<4xi32>
  }
  func.return %r : vector<4xi32>
}
