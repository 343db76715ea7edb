// RUN: simd-opt %s -p 'uniformity-versioning' | filecheck %s
// RUN: simd-opt %s -p 'uniformity-versioning,divergence-scalarize' | filecheck %s --check-prefix=DS
// A region whose divergent operand is uniform at run time gets one compare-all-lanes
// check (its first lane broadcast, a lane-wise eq, simd.all) and a clone that reads the
// broadcast; divergence-scalarize then turns the clone scalar.  The operand chosen is the
// one whose clone scalarizes most: %idx (the gather and the three ops after it).

// CHECK-LABEL: func.func @versioned
// CHECK-NEXT:  %[[F:.*]] = simd.vreadfirstlane %idx : vector<4xi32>
// CHECK-NEXT:  %[[B:.*]] = simd.s2vb %[[F]] : vector<4xi32>
// CHECK-NEXT:  %[[EQ:.*]] = simd.vcmp eq, %idx, %[[B]] : vector<4xi32>
// CHECK-NEXT:  %[[ALL:.*]] = simd.all %[[EQ]] : vector<4xi1>
// CHECK-NEXT:  %[[R:.*]] = scf.if %[[ALL]] -> (vector<4xi32>) {
// CHECK-NEXT:    %[[X:.*]] = simd.gather %m[%[[B]]] : memref<?xi32>, vector<4xi32>
// CHECK:         scf.yield
// CHECK-NEXT:  } else {
// CHECK-NEXT:    %[[X2:.*]] = simd.gather %m[%idx] : memref<?xi32>, vector<4xi32>
// CHECK:         scf.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  func.return %[[R]] : vector<4xi32>

// DS-LABEL: func.func @versioned
// DS:         %[[F:.*]] = simd.vreadfirstlane %idx : vector<4xi32>
// DS:         scf.if
// DS-NEXT:      %[[I:.*]] = arith.index_cast %[[F]] : i32 to index
// DS-NEXT:      %[[X:.*]] = memref.load %m[%[[I]]] : memref<?xi32>
// DS-NEXT:      %[[A:.*]] = arith.muli %[[X]], %n : i32
// DS-NEXT:      %[[B:.*]] = arith.addi %[[A]], %n : i32
// DS-NEXT:      %[[C:.*]] = arith.subi %[[B]], %[[X]] : i32
// DS-NEXT:      %[[V:.*]] = simd.s2vb %[[C]] : vector<4xi32>
// DS-NEXT:      scf.yield %[[V]] : vector<4xi32>
// DS-NEXT:    } else {
// DS-NEXT:      simd.gather %m[%idx]
func.func @versioned(%m: memref<?xi32>, %idx: vector<4xi32> {simd.divergent}, %n: i32) -> vector<4xi32> {
  %x = simd.gather %m[%idx] : memref<?xi32>, vector<4xi32>
  %nb = simd.s2vb %n : vector<4xi32>
  %a = simd.vmul %x, %nb : vector<4xi32>
  %b = simd.vadd %a, %nb : vector<4xi32>
  %c = simd.vsub %b, %x : vector<4xi32>
  func.return %c : vector<4xi32>
}

// A float operand is compared by its bits (-0.0 is not 0.0; a NaN equals itself).
// CHECK-LABEL: func.func @float_bits
// CHECK-NEXT:  simd.s2vb %s
// CHECK-NEXT:  %[[F:.*]] = simd.vreadfirstlane %x : vector<4xf32>
// CHECK-NEXT:  %[[B:.*]] = simd.s2vb %[[F]] : vector<4xf32>
// CHECK-NEXT:  %[[XI:.*]] = simd.vcast bitcast, %x : vector<4xf32> to vector<4xi32>
// CHECK-NEXT:  %[[BI:.*]] = simd.vcast bitcast, %[[B]] : vector<4xf32> to vector<4xi32>
// CHECK-NEXT:  %[[EQ:.*]] = simd.vcmp eq, %[[XI]], %[[BI]] : vector<4xi32>
// CHECK-NEXT:  %[[ALL:.*]] = simd.all %[[EQ]] : vector<4xi1>
// CHECK-NEXT:  scf.if %[[ALL]]
func.func @float_bits(%x: vector<4xf32> {simd.divergent}, %s: f32) -> vector<4xf32> {
  %sb = simd.s2vb %s : vector<4xf32>
  %a = simd.vmul %x, %sb : vector<4xf32>
  %b = simd.vadd %a, %sb : vector<4xf32>
  %c = simd.vsub %b, %x : vector<4xf32>
  %d = simd.vmul %c, %c : vector<4xf32>
  func.return %d : vector<4xf32>
}

// An operand defined under a mask is tested on its own lanes only: its other lanes are
// poison (the clone refines them to the broadcast value).
// CHECK-LABEL: func.func @masked_definition
// CHECK:       %[[X:.*]] = simd.gather %m[%lanes] mask(%p) : memref<?xi32>, vector<4xi32>
// CHECK-NEXT:  %[[F:.*]] = simd.vreadfirstlane %[[X]] mask(%p) : vector<4xi32>
// CHECK-NEXT:  %[[B:.*]] = simd.s2vb %[[F]] : vector<4xi32>
// CHECK-NEXT:  %[[EQ:.*]] = simd.vcmp eq, %[[X]], %[[B]] mask(%p) : vector<4xi32>
// CHECK-NEXT:  %[[OFF:.*]] = simd.pnot %p : vector<4xi1>
// CHECK-NEXT:  %[[OK:.*]] = simd.por %[[EQ]], %[[OFF]] : vector<4xi1>
// CHECK-NEXT:  %[[ALL:.*]] = simd.all %[[OK]] : vector<4xi1>
// CHECK-NEXT:  scf.if %[[ALL]]
func.func @masked_definition(%m: memref<?xi32>, %p: vector<4xi1> {simd.divergent}, %n: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %lanes = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
  %nb = simd.s2vb %n : vector<4xi32>
  %x = simd.gather %m[%lanes] mask(%p) : memref<?xi32>, vector<4xi32>
  %y = simd.vadd %x, %x : vector<4xi32>
  %a = simd.vmul %x, %nb mask(%p) : vector<4xi32>
  %b = simd.vadd %a, %nb mask(%p) : vector<4xi32>
  %c = simd.vsub %b, %x mask(%p) : vector<4xi32>
  %d = simd.vmul %c, %c mask(%p) : vector<4xi32>
  %e = simd.vphi %p, %d, %y : vector<4xi32>
  func.return %e : vector<4xi32>
}

// Lanes the stride analysis proves different (consecutive, strided) are never tested.
// CHECK-LABEL: func.func @consecutive_never_tested
// CHECK-NOT:   simd.all
// CHECK:       func.return
func.func @consecutive_never_tested(%n: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %lanes = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
  %nb = simd.s2vb %n : vector<4xi32>
  %a = simd.vmul %lanes, %nb : vector<4xi32>
  %b = simd.vadd %a, %nb : vector<4xi32>
  %c = simd.vsub %b, %lanes : vector<4xi32>
  %d = simd.vmul %c, %c : vector<4xi32>
  func.return %d : vector<4xi32>
}
