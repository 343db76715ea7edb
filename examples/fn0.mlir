// fn0 (seed 001, AMD Southern Islands guide section 2.4 and Nyuzi):
//   int fn0(int a, int b) { if (a > b) return a * a - b; else return b * b - a; }
// as a SIMD program of W=4 threads: a and b are vloaded, the branch becomes the mask
// %p, each arm runs under its mask and vphi merges the two results.
// Static ALU ops: constant (1) + 2 vloads (8) + vcmp (4) + 4 masked ops (16) + vphi (4) = 33.
//
// simd-run: --args '[[5, 1, 3, -2], [2, 4, 3, 1]]'
// expected: results [[23, 15, 6, 3]]   (5*5-2, 4*4-1, 3*3-3, 1*1+2)
func.func @main(%ma: memref<?xi32>, %mb: memref<?xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : i32
  %a = simd.vload %ma[%c0] : memref<?xi32>, vector<4xi32>
  %b = simd.vload %mb[%c0] : memref<?xi32>, vector<4xi32>
  %p = simd.vcmp sgt, %a, %b : vector<4xi32>
  %aa = simd.vmul %a, %a mask(%p) : vector<4xi32>
  %t = simd.vsub %aa, %b mask(%p) : vector<4xi32>
  %bb = simd.vmul %b, %b mask(not %p) : vector<4xi32>
  %e = simd.vsub %bb, %a mask(not %p) : vector<4xi32>
  %r = simd.vphi %p, %t, %e : vector<4xi32>
  func.return %r : vector<4xi32>
}
