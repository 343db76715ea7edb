// Seed 001's fn0 as an SPMD kernel: out[t] = a[t] > b[t] ? a*a - b : b*b - a.
// The branch diverges on mixed inputs; spmd-vectorize{mode=naive} linearizes it into
// the masked arms that examples/fn0.mlir writes by hand.
//
// simd-run: --threads 4 --width 4 --args '[[5, 1, 3, -2], [2, 4, 3, 1], [0, 0, 0, 0]]'
// expected: memrefs[2] = [23, 15, 6, 3]
func.func @main(%a: memref<4xi32>, %b: memref<4xi32>, %out: memref<4xi32>) {
  %t = simd.thread_id : i32
  %ti = arith.index_cast %t : i32 to index
  %x = memref.load %a[%ti] : memref<4xi32>
  %y = memref.load %b[%ti] : memref<4xi32>
  %gt = arith.cmpi sgt, %x, %y : i32
  %r = scf.if %gt -> (i32) {
    %xx = arith.muli %x, %x : i32
    %s = arith.subi %xx, %y : i32
    scf.yield %s : i32
  } else {
    %yy = arith.muli %y, %y : i32
    %s = arith.subi %yy, %x : i32
    scf.yield %s : i32
  }
  memref.store %r, %out[%ti] : memref<4xi32>
  func.return
}
