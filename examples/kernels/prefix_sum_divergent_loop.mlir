// SPMD kernel with a divergent loop: thread t sums x[0] .. x[t mod 4 - 1] (lane t runs
// t mod 4 iterations), then scales by the uniform parameter k.  The loop's exit is
// divergent, so its result is divergent after the loop (temporal divergence) while the
// loop counter is uniform inside it.
//
// simd-run: --threads 4 --width 4 --args '[2, [1, 2, 3, 4], [0, 0, 0, 0]]'
// expected: memrefs[1] = [0, 2, 6, 12]
func.func @main(%k: i32, %x: memref<4xi32>, %out: memref<4xi32>) {
  %t = simd.thread_id : i32
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %trip = arith.andi %t, %c3 : i32
  %r:2 = scf.while (%i = %c0, %acc = %c0) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi slt, %i, %trip : i32
    scf.condition(%go) %i, %acc : i32, i32
  } do {
  ^bb0(%i2: i32, %acc2: i32):
    %ii = arith.index_cast %i2 : i32 to index
    %xv = memref.load %x[%ii] : memref<4xi32>
    %acc3 = arith.addi %acc2, %xv : i32
    %i3 = arith.addi %i2, %c1 : i32
    scf.yield %i3, %acc3 : i32, i32
  }
  %scaled = arith.muli %r#1, %k : i32
  %ti = arith.index_cast %t : i32 to index
  memref.store %scaled, %out[%ti] : memref<4xi32>
  func.return
}
