// RUN: simd-opt %s -p 'divergence-scalarize{remove-predicates=false}' | filecheck %s --check-prefix=NOPRED
// RUN: simd-opt %s -p 'divergence-scalarize{strides=false}' | filecheck %s --check-prefix=NOSTRIDE
//
// divergence-scalarize's options, for ablations: remove-predicates=false swaps only
// unmasked uniform ops (the masked arms stay vector, masks kept); strides=false keeps
// gathers with consecutive addresses (no vload).

// NOPRED-LABEL: func.func @predicated_uniform_arms
// NOPRED-NEXT:    %[[V0:[0-9a-z_]+]] = simd.s2vb %k : vector<4xi32>
// NOPRED-NEXT:    %c0 = arith.constant 0 : i32
// NOPRED-NEXT:    %[[V1:[0-9a-z_]+]] = simd.s2vb %c0 : vector<4xi32>
// NOPRED-NEXT:    %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
// NOPRED-NEXT:    %p = simd.vcmp eq, %x, %[[V1]] : vector<4xi32>
// NOPRED-NEXT:    %t = simd.vadd %[[V0]], %[[V0]] mask(%p) : vector<4xi32>
// NOPRED-NEXT:    %e = simd.vsub %[[V0]], %[[V0]] mask(not %p) : vector<4xi32>
// NOPRED-NEXT:    %r = simd.vphi %p, %t, %e : vector<4xi32>
// NOPRED-NEXT:    func.return %r : vector<4xi32>
// NOSTRIDE-LABEL: func.func @predicated_uniform_arms
// NOSTRIDE-NEXT:    %c0 = arith.constant 0 : i32
// NOSTRIDE-NEXT:    %[[V0:[0-9a-z_]+]] = simd.s2vb %c0 : vector<4xi32>
// NOSTRIDE-NEXT:    %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
// NOSTRIDE-NEXT:    %p = simd.vcmp eq, %x, %[[V0]] : vector<4xi32>
// NOSTRIDE-NEXT:    %[[V1:[0-9a-z_]+]] = arith.addi %k, %k : i32
// NOSTRIDE-NEXT:    %[[V2:[0-9a-z_]+]] = simd.s2vb %[[V1]] : vector<4xi32>
// NOSTRIDE-NEXT:    %[[V3:[0-9a-z_]+]] = arith.subi %k, %k : i32
// NOSTRIDE-NEXT:    %[[V4:[0-9a-z_]+]] = simd.s2vb %[[V3]] : vector<4xi32>
// NOSTRIDE-NEXT:    %r = simd.vphi %p, %[[V2]], %[[V4]] : vector<4xi32>
// NOSTRIDE-NEXT:    func.return %r : vector<4xi32>
func.func @predicated_uniform_arms(%a: memref<?xi32>, %k: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
  %z = simd.s2vb %c0 : vector<4xi32>
  %p = simd.vcmp eq, %x, %z : vector<4xi32>
  %kv = simd.s2vb %k : vector<4xi32>
  %t = simd.vadd %kv, %kv mask(%p) : vector<4xi32>
  %e = simd.vsub %kv, %kv mask(not %p) : vector<4xi32>
  %r = simd.vphi %p, %t, %e : vector<4xi32>
  func.return %r : vector<4xi32>
}

// NOPRED-LABEL: func.func @consecutive_gather
// NOPRED-NEXT:    %c0 = arith.constant 0 : i32
// NOPRED-NEXT:    %c1 = arith.constant 1 : i32
// NOPRED-NEXT:    %c2 = arith.constant 2 : i32
// NOPRED-NEXT:    %c3 = arith.constant 3 : i32
// NOPRED-NEXT:    %g = simd.vload %m[%c0] : memref<?xi32>, vector<4xi32>
// NOPRED-NEXT:    func.return %g : vector<4xi32>
// NOSTRIDE-LABEL: func.func @consecutive_gather
// NOSTRIDE-NEXT:    %c0 = arith.constant 0 : i32
// NOSTRIDE-NEXT:    %c1 = arith.constant 1 : i32
// NOSTRIDE-NEXT:    %c2 = arith.constant 2 : i32
// NOSTRIDE-NEXT:    %c3 = arith.constant 3 : i32
// NOSTRIDE-NEXT:    %lanes = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
// NOSTRIDE-NEXT:    %g = simd.gather %m[%lanes] : memref<?xi32>, vector<4xi32>
// NOSTRIDE-NEXT:    func.return %g : vector<4xi32>
func.func @consecutive_gather(%m: memref<?xi32>, %i: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %lanes = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
  %g = simd.gather %m[%lanes] : memref<?xi32>, vector<4xi32>
  func.return %g : vector<4xi32>
}
