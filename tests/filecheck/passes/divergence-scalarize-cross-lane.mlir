// RUN: simd-opt %s -p divergence-scalarize | filecheck %s
//
// divergence-scalarize on the vector forms of the cross-lane ops, when what they read
// is uniform: a permutation of equal lanes is those lanes, a ballot of a uniform
// predicate is all of the active lanes or none, a reduction of a uniform value is the
// value (or the value times the active count), an idempotent inclusive scan is the value.

// CHECK-LABEL: func.func @shuffle_of_uniform_vector_is_that_vector
// CHECK-NEXT:    %c = arith.constant 1 : i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %x, %c : i32
// CHECK-NEXT:    %[[B:.*]] = simd.s2vb %[[S]] : vector<4xi32>
// CHECK-NEXT:    %[[T:.*]] = arith.addi %x, %c : i32
// CHECK-NEXT:    %[[C:.*]] = simd.s2vb %[[T]] : vector<4xi32>
// CHECK-NEXT:    func.return %[[B]], %[[C]]
func.func @shuffle_of_uniform_vector_is_that_vector(%x: i32, %i: vector<4xi32>, %p: vector<4xi1>) -> (vector<4xi32>, vector<4xi32>) {
  %v = simd.s2vb %x : vector<4xi32>
  %a = simd.vshuffle %v [1, 0, 3, 2] : vector<4xi32>
  %b = simd.vpermute %v, %i mask(%p) : vector<4xi32>
  %c = arith.constant 1 : i32
  %cv = simd.s2vb %c : vector<4xi32>
  %s = simd.vadd %a, %cv : vector<4xi32>
  %t = simd.vadd %b, %cv mask(%p) : vector<4xi32>
  func.return %s, %t : vector<4xi32>, vector<4xi32>
}

// A shuffle of a divergent vector stays.
// CHECK-LABEL: func.func @shuffle_of_divergent_vector_stays
// CHECK-NEXT:    %a = simd.vshuffle %v [1, 0, 3, 2] : vector<4xi32>
func.func @shuffle_of_divergent_vector_stays(%v: vector<4xi32>) -> vector<4xi32> {
  %a = simd.vshuffle %v [1, 0, 3, 2] : vector<4xi32>
  func.return %a : vector<4xi32>
}

// Unmasked, the active lanes are all W: a constant.
// CHECK-LABEL: func.func @ballot_of_uniform_predicate_is_all_or_none
// CHECK-NEXT:    %[[ALL:.*]] = arith.constant 15 : i32
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %a = arith.select %c, %[[ALL]], %[[Z]] : i32
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[E:.*]] = simd.s2vb %[[T]] : vector<4xi1>
// CHECK-NEXT:    %[[ACT:.*]] = simd.vballot %[[E]] mask(%p) : vector<4xi1> to i32
// CHECK-NEXT:    %[[Z2:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %b = arith.select %c, %[[ACT]], %[[Z2]] : i32
func.func @ballot_of_uniform_predicate_is_all_or_none(%c: i1, %p: vector<4xi1>) -> (i32, i32) {
  %v = simd.s2vb %c : vector<4xi1>
  %a = simd.vballot %v : vector<4xi1> to i32
  %b = simd.vballot %v mask(%p) : vector<4xi1> to i32
  func.return %a, %b : i32, i32
}

// CHECK-LABEL: func.func @ballot_of_divergent_predicate_stays
// CHECK-NEXT:    %a = simd.vballot %q mask(%p) : vector<4xi1> to i32
func.func @ballot_of_divergent_predicate_stays(%q: vector<4xi1>, %p: vector<4xi1>) -> i32 {
  %a = simd.vballot %q mask(%p) : vector<4xi1> to i32
  func.return %a : i32
}

// add: x times the number of active lanes; max: x; xor: x times the parity; a float
// add keeps its vector (n additions round differently from one multiplication).
// CHECK-LABEL: func.func @reduce_of_uniform_value
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[E:.*]] = simd.s2vb %[[T]] : vector<4xi1>
// CHECK-NEXT:    %[[ACT:.*]] = simd.vballot %[[E]] mask(%p) : vector<4xi1> to i32
// CHECK-NEXT:    %[[N:.*]] = math.ctpop %[[ACT]] : i32
// CHECK-NEXT:    %a = arith.muli %x, %[[N]] : i32
// CHECK-NEXT:    %[[ALL:.*]] = arith.constant 15 : i32
// CHECK-NEXT:    %[[N2:.*]] = math.ctpop %[[ALL]] : i32
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[PAR:.*]] = arith.andi %[[N2]], %[[ONE]] : i32
// CHECK-NEXT:    %c = arith.muli %x, %[[PAR]] : i32
// CHECK-NEXT:    %y = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:    %[[F:.*]] = simd.s2vb %y : vector<4xf32>
// CHECK-NEXT:    %d = simd.vreduce add, %[[F]] : vector<4xf32>
// CHECK-NEXT:    func.return %a, %x, %c, %d : i32, i32, i32, f32
func.func @reduce_of_uniform_value(%x: i32, %p: vector<4xi1>) -> (i32, i32, i32, f32) {
  %v = simd.s2vb %x : vector<4xi32>
  %a = simd.vreduce add, %v mask(%p) : vector<4xi32>
  %b = simd.vreduce max, %v mask(%p) : vector<4xi32>
  %c = simd.vreduce xor, %v : vector<4xi32>
  %y = arith.constant 1.0 : f32
  %fv = simd.s2vb %y : vector<4xf32>
  %d = simd.vreduce add, %fv : vector<4xf32>
  func.return %a, %b, %c, %d : i32, i32, i32, f32
}

// An inclusive max scan of equal lanes is those lanes; an exclusive add scan differs
// per lane and stays.
// CHECK-LABEL: func.func @scan_of_uniform_value
// CHECK-NEXT:    %[[V:.*]] = simd.s2vb %x : vector<4xi32>
// CHECK-NEXT:    %b = simd.vscan exclusive add, %[[V]] mask(%p) : vector<4xi32>
// CHECK-NEXT:    func.return %[[V]], %b
func.func @scan_of_uniform_value(%x: i32, %p: vector<4xi1>) -> (vector<4xi32>, vector<4xi32>) {
  %v = simd.s2vb %x : vector<4xi32>
  %a = simd.vscan inclusive max, %v mask(%p) : vector<4xi32>
  %b = simd.vscan exclusive add, %v mask(%p) : vector<4xi32>
  func.return %a, %b : vector<4xi32>, vector<4xi32>
}
