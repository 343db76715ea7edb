// predication_unique (seed test): the predicated arms compute divergent values (each reads
// the vloaded vector), so neither the masks nor the vphi can be removed.
// Static ALU ops: 2 constants + vload (4) + 2 s2vb (2) + vcmp (4) + 2 masked ops (8)
//   + vphi (4) = 24.
//
// simd-run: --args '[[0, 5, 0, 7]]'
// expected: results [[1, 10, 1, 14]]   (lane a[i] == 0 ? a[i] + 1 : a[i] + a[i])
func.func @main(%a: memref<?xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
  %z = simd.s2vb %c0 : vector<4xi32>
  %p = simd.vcmp eq, %x, %z : vector<4xi32>
  %one = simd.s2vb %c1 : vector<4xi32>
  %t = simd.vadd %x, %one mask(%p) : vector<4xi32>
  %e = simd.vadd %x, %x mask(not %p) : vector<4xi32>
  %r = simd.vphi %p, %t, %e : vector<4xi32>
  func.return %r : vector<4xi32>
}
