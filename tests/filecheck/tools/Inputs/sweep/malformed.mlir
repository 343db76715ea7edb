// simd-run: --threads 4 --width 4 --args '[[0, 0, 0, 0]]'
func.func @main(%out: memref<4xi32>) {
  %t = simd.thread_id : i32
  %ti = arith.index_cast %t : i32 to index
  memref.store %nope, %out[%ti] : memref<4xi32>
  func.return
}
