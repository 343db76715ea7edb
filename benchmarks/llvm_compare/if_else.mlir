func.func @k(%n : i32, %out : memref<?xi32>) {
  %tid = simd.thread_id : i32
  %c = arith.cmpi slt, %tid, %n : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%one, %n : i32, i32)
^bb2:
  cf.br ^bb3(%two, %n : i32, i32)
^bb3(%x : i32, %y : i32):
  %z = arith.constant 0 : index
  memref.store %x, %out[%z] : memref<?xi32>
  func.return
}
