// unique_scalars (seed test): four different scalars written to a vector with s2v, then
// a vadd.  The lanes differ, so nothing can be scalarized.
// Static ALU ops: 4 constants + 2 s2v (4 each) + vadd (4) = 16.
//
// simd-run: --args '[]'
// expected: results [[2, 4, 6, 8]]
func.func @main() -> vector<4xi32> {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %v = simd.s2v %c1, %c2, %c3, %c4 : vector<4xi32>
  %w = simd.s2v %c1, %c2, %c3, %c4 : vector<4xi32>
  %r = simd.vadd %v, %w : vector<4xi32>
  func.return %r : vector<4xi32>
}
