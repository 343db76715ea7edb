// redundant_scalars (seed test): one scalar written to every lane with s2v, then a vadd.
// Every lane is equal, so every instruction can become scalar (the vadd becomes
// arith.addi, and a single s2vb regenerates the returned vector).
// Static ALU ops: 2 constants + 2 s2v (4 each) + vadd (4) = 14.
//
// simd-run: --args '[]'
// expected: results [[12, 12, 12, 12]]
func.func @main() -> vector<4xi32> {
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %v = simd.s2v %c5, %c5, %c5, %c5 : vector<4xi32>
  %w = simd.s2v %c7, %c7, %c7, %c7 : vector<4xi32>
  %r = simd.vadd %v, %w : vector<4xi32>
  func.return %r : vector<4xi32>
}
