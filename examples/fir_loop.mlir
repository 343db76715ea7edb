// fir_loop: the FIR filter of fir.mlir with the inner loop kept as an `scf.for` loop over
// j = 0 .. %taps (a loop-carried vector accumulator), so passes must handle loops:
//   result[i] = sum_{j < taps} coeffs[j] * samples[i + j],  lanes i = 0..3.
// Static ALU ops: 4 constants + 2 s2v (8) + 2 index constants + index_cast (0)
//   + body (index_cast 0, s2v, vadd, 2 gathers, vmul, vadd = 24) = 38.
//
// simd-run: --args '[[2, 3, 1], [1, 2, 3, 4, 5, 6], 3]'
// expected: results [[11, 17, 23, 29]]   (2*s[i] + 3*s[i+1] + 1*s[i+2])
func.func @main(%coeffs: memref<?xi32>, %samples: memref<?xi32>, %taps: i32) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %i = simd.s2v %c0, %c1, %c2, %c3 : vector<4xi32>
  %zero = simd.s2v %c0, %c0, %c0, %c0 : vector<4xi32>
  %lb = arith.constant 0 : index
  %step = arith.constant 1 : index
  %ub = arith.index_cast %taps : i32 to index
  %r = scf.for %jj = %lb to %ub step %step iter_args(%acc = %zero) -> (vector<4xi32>) {
    %js = arith.index_cast %jj : index to i32
    %j = simd.s2v %js, %js, %js, %js : vector<4xi32>
    %addr = simd.vadd %i, %j : vector<4xi32>
    %s = simd.gather %samples[%addr] : memref<?xi32>, vector<4xi32>
    %k = simd.gather %coeffs[%j] : memref<?xi32>, vector<4xi32>
    %m = simd.vmul %k, %s : vector<4xi32>
    %next = simd.vadd %acc, %m : vector<4xi32>
    scf.yield %next : vector<4xi32>
  }
  func.return %r : vector<4xi32>
}
