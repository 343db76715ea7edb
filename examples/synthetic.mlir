// Synthetic: the seed's `result += (a[outer] * b[inner]) / c[inner]`, W=4, outer loop
// vectorized over the lanes (a[0..3] by one vload), inner loop unrolled twice (inner = 0, 1).
// b[inner] and c[inner] are the same address in every lane, but the baseline (like the
// seed's) loads them with gather from an s2v of the inner index.  result starts at 0, so
// the first `+=` is the quotient itself.
// Static ALU ops (SPEC §8): constant + vload (5); inner 0: s2v, 2 gathers, vmul, vdiv (20);
// inner 1: constant + the same + vadd (25) -> 50.  SPEC §9 says 53 for the seed's program;
// the seed's exact Bril source (its 3 extra ops) was not recovered, see examples/README.md.
//
// simd-run: --args '[[2, 4, 6, 8], [3, 5], [2, 5]]'
// expected: results [[5, 10, 15, 20]]   (a*3/2 + a*5/5 = [3+2, 6+4, 9+6, 12+8])
func.func @main(%a: memref<?xi32>, %b: memref<?xi32>, %c: memref<?xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %va = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
  // inner = 0
  %j0 = simd.s2v %c0, %c0, %c0, %c0 : vector<4xi32>
  %b0 = simd.gather %b[%j0] : memref<?xi32>, vector<4xi32>
  %d0 = simd.gather %c[%j0] : memref<?xi32>, vector<4xi32>
  %m0 = simd.vmul %va, %b0 : vector<4xi32>
  %r0 = simd.vdiv %m0, %d0 : vector<4xi32>
  // inner = 1
  %c1 = arith.constant 1 : i32
  %j1 = simd.s2v %c1, %c1, %c1, %c1 : vector<4xi32>
  %b1 = simd.gather %b[%j1] : memref<?xi32>, vector<4xi32>
  %d1 = simd.gather %c[%j1] : memref<?xi32>, vector<4xi32>
  %m1 = simd.vmul %va, %b1 : vector<4xi32>
  %q1 = simd.vdiv %m1, %d1 : vector<4xi32>
  %r1 = simd.vadd %r0, %q1 : vector<4xi32>
  func.return %r1 : vector<4xi32>
}
