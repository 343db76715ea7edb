// RUN: simd-opt %s -p divergence-scalarize | filecheck %s
//
// divergence-scalarize on the lane-wise ops: vmath swaps to math, vatomic never
// becomes scalar, vreadfirstlane of a scalarized vector is its scalar.

// A uniform vmath swaps to its math op (the swap table's scalar form); a vector
// user reads the broadcast.
// CHECK-LABEL: func.func @uniform_vmath_swaps_to_math
// CHECK-NEXT:    %[[S:.*]] = math.sqrt %x : f32
// CHECK-NEXT:    %[[F:.*]] = math.fma %[[S]], %x, %x : f32
// CHECK-NEXT:    %[[B:.*]] = simd.s2vb %[[F]] : vector<4xf32>
// CHECK-NEXT:    %r = simd.vmath powf, %a, %[[B]] : vector<4xf32>
func.func @uniform_vmath_swaps_to_math(%x: f32, %a: vector<4xf32>) -> vector<4xf32> {
  %v = simd.s2vb %x : vector<4xf32>
  %s = simd.vmath sqrt, %v : vector<4xf32>
  %f = simd.vmath fma, %s, %v, %v : vector<4xf32>
  %r = simd.vmath powf, %a, %f : vector<4xf32>
  func.return %r : vector<4xf32>
}

// Predicate removal: a uniform vmath under a divergent mask never traps, so it runs
// unmasked on scalars.
// CHECK-LABEL: func.func @uniform_vmath_under_divergent_mask
// CHECK-NEXT:    %[[E:.*]] = math.exp %x : f32
// CHECK-NEXT:    %[[B:.*]] = simd.s2vb %[[E]] : vector<4xf32>
// CHECK-NEXT:    %r = simd.vphi %p, %[[B]], %a : vector<4xf32>
func.func @uniform_vmath_under_divergent_mask(%x: f32, %a: vector<4xf32>, %p: vector<4xi1>) -> vector<4xf32> {
  %v = simd.s2vb %x : vector<4xf32>
  %s = simd.vmath exp, %v mask(%p) : vector<4xf32>
  %r = simd.vphi %p, %s, %a : vector<4xf32>
  func.return %r : vector<4xf32>
}

// An atomic of uniform operands is still one update per active lane: it stays a
// vatomic (its operands read the broadcasts).
// CHECK-LABEL: func.func @vatomic_stays_vector
// CHECK-NOT:     memref.atomic_rmw
// CHECK:         %old = simd.vatomic addi, %{{.*}}, %m[%{{.*}}] mask(%p) : memref<?xi32>, vector<4xi32>
func.func @vatomic_stays_vector(%m: memref<?xi32>, %p: vector<4xi1>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = simd.s2vb %c0 : vector<4xi32>
  %one = simd.s2vb %c1 : vector<4xi32>
  %old = simd.vatomic addi, %one, %m[%z] mask(%p) : memref<?xi32>, vector<4xi32>
  %r = simd.vphi %p, %old, %z : vector<4xi32>
  func.return %r : vector<4xi32>
}

// Under a uniform mask (all lanes or none) the vatomic runs unmasked inside a
// uniform branch.
// CHECK-LABEL: func.func @vatomic_under_uniform_mask
// CHECK:         %[[C:.*]] = arith.cmpi sgt, %n, %c0 : i32
// CHECK-NEXT:    %old = scf.if %[[C]] -> (vector<4xi32>) {
// CHECK-NEXT:      %{{.*}} = simd.vatomic maxs, %v, %m[%{{.*}}] : memref<?xi32>, vector<4xi32>
func.func @vatomic_under_uniform_mask(%m: memref<?xi32>, %n: i32, %v: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %z = simd.s2vb %c0 : vector<4xi32>
  %nv = simd.s2vb %n : vector<4xi32>
  %u = simd.vcmp sgt, %nv, %z : vector<4xi32>
  %old = simd.vatomic maxs, %v, %m[%z] mask(%u) : memref<?xi32>, vector<4xi32>
  %r = simd.vphi %u, %old, %z : vector<4xi32>
  func.return %r : vector<4xi32>
}

// The first active lane of a uniform vector is its scalar; an add reduction of one
// still depends on how many lanes are active: the scalar times their count (the
// ctpop of their ballot; divergence-scalarize-cross-lane.mlir).
// CHECK-LABEL: func.func @cross_lane_of_uniform_vectors
// CHECK-NEXT:    %[[U:.*]] = arith.addi %n, %n : i32
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[E:.*]] = simd.s2vb %[[T]] : vector<4xi1>
// CHECK-NEXT:    %[[A:.*]] = simd.vballot %[[E]] mask(%p) : vector<4xi1> to i32
// CHECK-NEXT:    %[[N:.*]] = math.ctpop %[[A]] : i32
// CHECK-NEXT:    %s = arith.muli %[[U]], %[[N]] : i32
// CHECK-NEXT:    func.return %[[U]], %s : i32, i32
func.func @cross_lane_of_uniform_vectors(%n: i32, %p: vector<4xi1>) -> (i32, i32) {
  %v = simd.s2vb %n : vector<4xi32>
  %w = simd.vadd %v, %v : vector<4xi32>
  %u = simd.vreadfirstlane %w mask(%p) : vector<4xi32>
  %s = simd.vreduce add, %w mask(%p) : vector<4xi32>
  func.return %u, %s : i32, i32
}
