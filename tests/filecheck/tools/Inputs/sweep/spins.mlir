// simd-run: --threads 4 --width 4 --args '[100000000, [0, 0, 0, 0]]'
// Each thread counts to n: long enough for any timeout a test gives.
func.func @main(%n: i32, %out: memref<4xi32>) {
  %t = simd.thread_id : i32
  %ti = arith.index_cast %t : i32 to index
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %r = scf.while (%i = %zero) : (i32) -> i32 {
    %go = arith.cmpi slt, %i, %n : i32
    scf.condition(%go) %i : i32
  } do {
  ^bb0(%j: i32):
    %k = arith.addi %j, %one : i32
    scf.yield %k : i32
  }
  memref.store %r, %out[%ti] : memref<4xi32>
  func.return
}
