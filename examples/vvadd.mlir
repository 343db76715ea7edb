// vvadd (seed test): two vloads then a vadd.  Nothing is uniform: vload lanes differ,
// so divergence-scalarize must leave every vector op in place.
// Static ALU ops: 1 constant + 2 vloads (4 each) + vadd (4) + vstore (4) = 17.
//
// simd-run: --args '[[1, 2, 3, 4], [10, 20, 30, 40], [0, 0, 0, 0]]'
// expected: memrefs[2] = [11, 22, 33, 44]
func.func @main(%a: memref<?xi32>, %b: memref<?xi32>, %c: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %va = simd.vload %a[%c0] : memref<?xi32>, vector<4xi32>
  %vb = simd.vload %b[%c0] : memref<?xi32>, vector<4xi32>
  %vc = simd.vadd %va, %vb : vector<4xi32>
  simd.vstore %vc, %c[%c0] : memref<?xi32>, vector<4xi32>
  func.return
}
