func.func @k(%n : i32, %out : memref<?xi32>) {
  %tid = simd.thread_id : i32
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %two = arith.constant 2 : i32
  cf.br ^bb1(%zero : i32)
^bb1(%i : i32):
  %u = arith.cmpi slt, %i, %n : i32
  cf.cond_br %u, ^bb2, ^bb4(%one, %one : i32, i32)
^bb2:
  %c = arith.cmpi slt, %i, %tid : i32
  cf.cond_br %c, ^bb3, ^bb4(%two, %one : i32, i32)
^bb3:
  %next = arith.addi %i, %one : i32
  cf.br ^bb1(%next : i32)
^bb4(%k : i32, %k1 : i32):
  %after = arith.addi %i, %one : i32
  %z = arith.constant 0 : index
  memref.store %after, %out[%z] : memref<?xi32>
  memref.store %k, %out[%z] : memref<?xi32>
  func.return
}
