// simd-run: --threads 4 --width 4 --args '[0, [0, 0, 0, 0]]'
func.func @main(%d: i32, %out: memref<4xi32>) {
  %t = simd.thread_id : i32
  %ti = arith.index_cast %t : i32 to index
  %q = arith.divsi %t, %d : i32
  memref.store %q, %out[%ti] : memref<4xi32>
  func.return
}
