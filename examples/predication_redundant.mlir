// predication_redundant (seed test): both predicated arms compute a uniform value
// (s2vb of a scalar, vadd under a mask).  Predicate removal drops the masks of the uniform
// arms; the vphi merges two uniform values under a divergent predicate and stays a vector.
// Static ALU ops: 3 constants + vload (4) + s2vb (1) + vcmp (4) + 2 s2vb (2)
//   + 2 masked vadds (8) + vphi (4) = 26.
//
// simd-run: --args '[[0, 1, 0, 1]]'
// expected: results [[2, 3, 2, 3]]   (lane a[i] == 0 ? 1 + 1 : 1 + 2)
func.func @main(%a: memref<?xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
  %z = simd.s2vb %c0 : vector<4xi32>
  %p = simd.vcmp eq, %x, %z : vector<4xi32>
  %one = simd.s2vb %c1 : vector<4xi32>
  %two = simd.s2vb %c2 : vector<4xi32>
  %t = simd.vadd %one, %one mask(%p) : vector<4xi32>
  %e = simd.vadd %one, %two mask(not %p) : vector<4xi32>
  %r = simd.vphi %p, %t, %e : vector<4xi32>
  func.return %r : vector<4xi32>
}
