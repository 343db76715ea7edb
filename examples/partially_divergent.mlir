// partially_divergent (seed test): a convergent chain (s2v of one scalar, vmul) feeding a
// divergent one (vadd with a vload).  The convergent ops become scalar and one s2vb is
// regenerated before the divergent vadd.
// Static ALU ops: 3 constants + s2v (4) + s2vb (1) + vmul (4) + vload (4) + vadd (4) = 20.
//
// simd-run: --args '[[1, 2, 3, 4]]'
// expected: results [[7, 8, 9, 10]]   (2*3 + a[i])
func.func @main(%a: memref<?xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %two = simd.s2v %c2, %c2, %c2, %c2 : vector<4xi32>
  %three = simd.s2vb %c3 : vector<4xi32>
  %six = simd.vmul %two, %three : vector<4xi32>
  %x = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
  %r = simd.vadd %six, %x : vector<4xi32>
  func.return %r : vector<4xi32>
}
