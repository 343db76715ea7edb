// FIR-pred: the seed's FIR filter with one conditional, W=4, outer loop over i vectorized
// over the lanes (i = 0..3), inner loop over j unrolled twice (j = 0, 1):
//   if (j == i) result += 2 else result += coeffs[i] * samples[j + i]
// Both arms are predicated (mask(%p) / mask(not %p)) and merged by vphi.
// Static ALU ops (SPEC §8): setup 4 constants + s2v lanes (4) + s2v zero (4) + s2vb 2 (1)
// = 13, then 37 per unrolled iteration (constant j, s2v, vcmp, then-vadd, else: vadd,
// 2 gathers, vmul, vadd, then vphi) -> 87, SPEC §9's baseline.
//
// simd-run: --args '[[2, 3, 4, 5], [1, 2, 3, 4, 5]]'
// expected: results [[6, 8, 28, 45]]
//   j=0: [2, 3*2, 4*3, 5*4] = [2, 6, 12, 20]; j=1: [2*2, 2, 4*4, 5*5] = [4, 2, 16, 25]
func.func @main(%coeffs: memref<?xi32>, %samples: memref<?xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %i = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
  %zero = simd.s2v %c0, %c0, %c0, %c0 : vector<4xi32>
  %two = simd.s2vb %c2 : vector<4xi32>
  // j = 0
  %j0s = arith.constant 0 : i32
  %j0 = simd.s2v %j0s, %j0s, %j0s, %j0s : vector<4xi32>
  %p0 = simd.vcmp eq, %j0, %i : vector<4xi32>
  %t0 = simd.vadd %zero, %two mask(%p0) : vector<4xi32>
  %a0 = simd.vadd %j0, %i mask(not %p0) : vector<4xi32>
  %s0 = simd.gather %samples[%a0] mask(not %p0) : memref<?xi32>, vector<4xi32>
  %k0 = simd.gather %coeffs[%i] mask(not %p0) : memref<?xi32>, vector<4xi32>
  %m0 = simd.vmul %k0, %s0 mask(not %p0) : vector<4xi32>
  %e0 = simd.vadd %zero, %m0 mask(not %p0) : vector<4xi32>
  %r0 = simd.vphi %p0, %t0, %e0 : vector<4xi32>
  // j = 1
  %j1s = arith.constant 1 : i32
  %j1 = simd.s2v %j1s, %j1s, %j1s, %j1s : vector<4xi32>
  %p1 = simd.vcmp eq, %j1, %i : vector<4xi32>
  %t1 = simd.vadd %r0, %two mask(%p1) : vector<4xi32>
  %a1 = simd.vadd %j1, %i mask(not %p1) : vector<4xi32>
  %s1 = simd.gather %samples[%a1] mask(not %p1) : memref<?xi32>, vector<4xi32>
  %k1 = simd.gather %coeffs[%i] mask(not %p1) : memref<?xi32>, vector<4xi32>
  %m1 = simd.vmul %k1, %s1 mask(not %p1) : vector<4xi32>
  %e1 = simd.vadd %r0, %m1 mask(not %p1) : vector<4xi32>
  %r1 = simd.vphi %p1, %t1, %e1 : vector<4xi32>
  func.return %r1 : vector<4xi32>
}
