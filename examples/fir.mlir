// FIR: the seed's 2-D FIR filter, W=4.  The outer loop over i is vectorized over the
// four lanes (i = 0..3), the inner loop over j is unrolled twice (j = 0, 1):
//   result[i] = sum_{j=0..1} coeffs[j] * samples[i + j]
// In the seed's baseline style every load that is not written as contiguous uses
// `gather`, and loop-invariant scalars are written to vectors with `s2v`.
// Static ALU ops (SPEC §8): 4 constants + 2 s2v (lane ids, zero) = 12,
// then 24 per unrolled iteration (s2v, vadd, 2 gathers, vmul, vadd) -> 60.
//
// simd-run: --args '[[2, 3], [1, 2, 3, 4, 5]]'
// expected: results [[8, 13, 18, 23]]   (2*s[i] + 3*s[i+1])
func.func @main(%coeffs: memref<?xi32>, %samples: memref<?xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %i = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
  %zero = simd.s2v %c0, %c0, %c0, %c0 : vector<4xi32>
  // j = 0
  %j0 = simd.s2v %c0, %c0, %c0, %c0 : vector<4xi32>
  %a0 = simd.vadd %i, %j0 : vector<4xi32>
  %s0 = simd.gather %samples[%a0] : memref<?xi32>, vector<4xi32>
  %k0 = simd.gather %coeffs[%j0] : memref<?xi32>, vector<4xi32>
  %m0 = simd.vmul %k0, %s0 : vector<4xi32>
  %r0 = simd.vadd %zero, %m0 : vector<4xi32>
  // j = 1
  %j1 = simd.s2v %c1, %c1, %c1, %c1 : vector<4xi32>
  %a1 = simd.vadd %i, %j1 : vector<4xi32>
  %s1 = simd.gather %samples[%a1] : memref<?xi32>, vector<4xi32>
  %k1 = simd.gather %coeffs[%j1] : memref<?xi32>, vector<4xi32>
  %m1 = simd.vmul %k1, %s1 : vector<4xi32>
  %r1 = simd.vadd %r0, %m1 : vector<4xi32>
  func.return %r1 : vector<4xi32>
}
